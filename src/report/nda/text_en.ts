/**
 * The built-in English agreement text (a one-way confidentiality agreement: the author
 * discloses an unpublished manuscript to the recipient). Same field syntax as project
 * templates; the first line is the title. Blanks to fill in by hand are underscore lines.
 *
 * @module
 */

/**
 * Confidentiality agreement relating to an unpublished manuscript.
 *
 * @example
 * ```ts
 * NDA_TEXT_EN.split("\n")[0]; // "Confidentiality Agreement"
 * ```
 */
export const NDA_TEXT_EN = `Confidentiality Agreement
relating to the unpublished manuscript “{{project_title}}”

This Agreement is made between

{{project_author}}
author of the Manuscript and owner of the rights in it
(the “Discloser”)

and

{{recipient_name}}
{{recipient_address}}
(the “Recipient”).

1. Subject matter

1.1 The Discloser intends to make the unpublished manuscript “{{project_title}}” (the “Manuscript”) available to the Recipient.

1.2 This Agreement covers the Manuscript in all its versions together with all related drafts, synopses, outlines, notes, research materials and correspondence, whether disclosed in writing, electronically or orally.

2. Confidential Information

2.1 “Confidential Information” means all material described in clause 1, in particular the title, plot, characters, structure and wording of the Manuscript, and any other information the Recipient receives in connection with the Manuscript, including copies, extracts and summaries.

2.2 Confidential Information does not include information that
(a) is or becomes generally known to the public other than through a breach of this Agreement;
(b) the Recipient can show was lawfully known to it before disclosure;
(c) the Recipient can show it developed independently, without use of any Confidential Information; or
(d) must be disclosed by law or by order of a court or public authority, provided that the Recipient, where legally permitted, gives the Discloser prompt notice before the disclosure and discloses no more than is required.

3. Purpose

The Recipient may use the Confidential Information solely to read and evaluate the Manuscript and, where so agreed, to edit it (the “Purpose”). Any other use requires the Discloser’s prior written consent.

4. Obligations of the Recipient

4.1 The Recipient shall
(a) keep the Confidential Information strictly confidential and not disclose it, in whole or in part, to any third party;
(b) make copies, extracts or summaries only to the extent strictly necessary for the Purpose;
(c) not publish, distribute, adapt or otherwise exploit the Manuscript or any part of it;
(d) not, without the Discloser’s prior written consent, upload Confidential Information to any third-party service (in particular translation, text-analysis or artificial-intelligence services), nor use it, or permit it to be used, to train, fine-tune or evaluate any artificial-intelligence system; and
(e) protect the Confidential Information against unauthorised access by reasonable security measures.

4.2 The Recipient may disclose Confidential Information only to those of its employees and professional advisers who need it for the Purpose and who are bound by obligations of confidentiality no less strict than those in this Agreement. The Recipient is responsible for their compliance as for its own.

4.3 The Recipient shall notify the Discloser without delay on becoming aware of any unauthorised disclosure or use.

5. Return or destruction

At the Discloser’s request, and in any event once the Purpose has been fulfilled, the Recipient shall return or permanently destroy or delete all Confidential Information, including all copies, and confirm this in writing. Copies that the Recipient is required by law to retain are excepted; this Agreement continues to apply to them.

6. No transfer of rights

6.1 All rights in the Manuscript, including copyright, remain with the Discloser. Neither this Agreement nor any disclosure under it grants the Recipient any licence or other right to use the Manuscript.

6.2 This Agreement does not oblige either party to enter into a publishing, editing or any other agreement.

7. Term

This Agreement takes effect when signed by both parties. The obligations of confidentiality continue for five years from that date; for any content that the Discloser publishes, they end on its publication. Clause 5 is not affected.

8. Remedies

The Recipient acknowledges that damages alone may not be an adequate remedy for a breach of this Agreement. The Discloser is entitled to seek injunctive relief in addition to damages and to any other remedy available by law, including under copyright law.

9. General

9.1 This Agreement is governed by the law of ______________________________. The courts of ______________________________ shall have jurisdiction, to the extent permitted by law.

9.2 Any amendment to this Agreement must be in writing and signed by both parties.

9.3 If any provision of this Agreement is or becomes invalid, the remaining provisions continue in full force. The invalid provision shall be replaced by a valid one that comes as close as possible to its intended purpose.

Signed at {{place}} on {{date}}.

______________________________
Discloser
{{project_author}}

______________________________
Recipient
{{recipient_name}}
`;
