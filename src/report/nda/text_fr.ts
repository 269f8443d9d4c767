/**
 * The built-in French agreement text (a one-way confidentiality agreement: the author
 * discloses an unpublished manuscript to the recipient). Same field syntax as project
 * templates; the first line is the title. Blanks to fill in by hand are underscore lines.
 * French punctuation spacing uses no-break spaces (U+00A0), which are in cp1252.
 *
 * @module
 */

/**
 * Accord de confidentialité relatif à un manuscrit inédit.
 *
 * @example
 * ```ts
 * NDA_TEXT_FR.split("\n")[0]; // "Accord de confidentialité"
 * ```
 */
export const NDA_TEXT_FR = `Accord de confidentialité
relatif au manuscrit inédit « {{project_title}} »

Entre les soussignés :

{{project_author}}
auteur du manuscrit et titulaire des droits sur celui-ci,
ci-après dénommé « la Partie divulgatrice »,

d’une part,

et

{{recipient_name}}
{{recipient_address}}
ci-après dénommé « le Destinataire »,

d’autre part,

il a été convenu ce qui suit.

Article 1 – Objet

1.1 La Partie divulgatrice envisage de communiquer au Destinataire le manuscrit inédit « {{project_title}} » (ci-après « le Manuscrit »).

1.2 Le présent accord s’applique au Manuscrit dans toutes ses versions ainsi qu’à l’ensemble des brouillons, synopsis, plans, notes, travaux de recherche et correspondances qui s’y rapportent, quel que soit leur mode de communication, écrit, électronique ou oral.

Article 2 – Informations confidentielles

2.1 Sont des informations confidentielles l’ensemble des éléments visés à l’article 1, notamment le titre, l’intrigue, les personnages, la structure et la rédaction du Manuscrit, ainsi que toute autre information reçue par le Destinataire en lien avec le Manuscrit, y compris les copies, extraits et résumés.

2.2 Ne sont pas considérées comme confidentielles les informations :
a) qui sont ou deviennent accessibles au public sans violation du présent accord ;
b) dont le Destinataire prouve qu’il en avait déjà licitement connaissance avant leur communication ;
c) que le Destinataire prouve avoir développées de manière indépendante, sans recourir aux informations confidentielles ;
d) dont la divulgation est imposée par la loi ou par une décision de justice ou d’une autorité administrative, à condition que le Destinataire, lorsque la loi le permet, en avise sans délai et préalablement la Partie divulgatrice et limite la divulgation au strict nécessaire.

Article 3 – Finalité

Le Destinataire s’engage à n’utiliser les informations confidentielles qu’aux fins de lecture et d’évaluation du Manuscrit et, si les parties en conviennent, de travail éditorial sur celui-ci (ci-après « la Finalité »). Toute autre utilisation requiert l’accord écrit préalable de la Partie divulgatrice.

Article 4 – Obligations du Destinataire

4.1 Le Destinataire s’engage à :
a) garder les informations confidentielles strictement secrètes et ne les communiquer à aucun tiers, en tout ou en partie ;
b) n’en réaliser des copies, extraits ou résumés que dans la mesure strictement nécessaire à la Finalité ;
c) ne pas publier, diffuser, adapter ni exploiter de quelque manière que ce soit tout ou partie du Manuscrit ;
d) ne pas téléverser, sans l’accord écrit préalable de la Partie divulgatrice, les informations confidentielles vers des services de tiers, notamment de traduction, d’analyse de texte ou d’intelligence artificielle, ni les utiliser ou permettre qu’elles soient utilisées pour entraîner, ajuster ou évaluer des systèmes d’intelligence artificielle ;
e) protéger les informations confidentielles contre tout accès non autorisé par des mesures de sécurité appropriées.

4.2 Le Destinataire ne peut communiquer les informations confidentielles qu’à ceux de ses salariés et conseils qui en ont besoin pour la Finalité et qui sont tenus à une obligation de confidentialité au moins équivalente à celle du présent accord. Il répond du respect de cette obligation par ces personnes comme de son propre fait.

4.3 Le Destinataire informe sans délai la Partie divulgatrice de toute divulgation ou utilisation non autorisée dont il a connaissance.

Article 5 – Restitution ou destruction

À la demande de la Partie divulgatrice et, en tout état de cause, dès que la Finalité est atteinte, le Destinataire restitue ou détruit définitivement l’ensemble des informations confidentielles, copies comprises, et en atteste par écrit. Font exception les copies dont la conservation est imposée par la loi ; le présent accord continue de s’y appliquer.

Article 6 – Absence de cession de droits

6.1 Tous les droits sur le Manuscrit, notamment les droits d’auteur, demeurent acquis à la Partie divulgatrice. Ni le présent accord ni la communication du Manuscrit n’emportent cession de droits ou concession d’une quelconque licence au profit du Destinataire.

6.2 Le présent accord n’oblige aucune des parties à conclure un contrat d’édition, un contrat de prestation éditoriale ou tout autre contrat.

Article 7 – Durée

Le présent accord entre en vigueur à la date de sa signature par les deux parties. Les obligations de confidentialité s’appliquent pendant cinq ans à compter de cette date ; pour les contenus que la Partie divulgatrice publie elle-même, elles prennent fin à leur publication. L’article 5 n’en est pas affecté.

Article 8 – Sanctions

Tout manquement au présent accord engage la responsabilité du Destinataire. La Partie divulgatrice peut demander toute mesure propre à faire cesser le manquement, y compris en référé, ainsi que la réparation du dommage subi, sans préjudice des actions qu’elle tient du droit d’auteur.

Article 9 – Dispositions finales

9.1 Le présent accord est régi par le droit ______________________________. Tout litige relatif à sa validité, à son interprétation ou à son exécution relève, dans la mesure où la loi le permet, de la compétence des tribunaux de ______________________________.

9.2 Toute modification du présent accord doit faire l’objet d’un avenant écrit signé par les deux parties.

9.3 Si l’une des stipulations du présent accord est ou devient nulle, les autres stipulations conservent leur plein effet. Les parties remplacent la stipulation nulle par une stipulation valable dont l’effet est aussi proche que possible de celui recherché.

Fait à {{place}}, le {{date}}, en deux exemplaires originaux.

______________________________
La Partie divulgatrice
{{project_author}}

______________________________
Le Destinataire
{{recipient_name}}
`;
