/**
 * The built-in Italian agreement text (a one-way confidentiality agreement: the author
 * discloses an unpublished manuscript to the recipient). Same field syntax as project
 * templates; the first line is the title. Blanks to fill in by hand are underscore lines.
 *
 * @module
 */

/**
 * Accordo di riservatezza relativo a un manoscritto inedito.
 *
 * @example
 * ```ts
 * NDA_TEXT_IT.split("\n")[0]; // "Accordo di riservatezza"
 * ```
 */
export const NDA_TEXT_IT = `Accordo di riservatezza
relativo al manoscritto inedito «{{project_title}}»

tra

{{project_author}}
autore del manoscritto e titolare dei relativi diritti
(di seguito «Parte divulgante»)

e

{{recipient_name}}
{{recipient_address}}
(di seguito «Parte ricevente»)

si conviene quanto segue.

Art. 1 – Oggetto

1.1 La Parte divulgante intende mettere a disposizione della Parte ricevente il manoscritto inedito «{{project_title}}» (di seguito il «Manoscritto»).

1.2 Il presente accordo riguarda il Manoscritto in tutte le sue versioni, nonché tutte le bozze, sinossi, scalette, note, materiali di ricerca e la corrispondenza ad esso relativi, comunque trasmessi, per iscritto, in forma elettronica o oralmente.

Art. 2 – Informazioni riservate

2.1 Sono informazioni riservate tutti i materiali di cui all’art. 1, in particolare il titolo, la trama, i personaggi, la struttura e il testo del Manoscritto, nonché ogni altra informazione ricevuta dalla Parte ricevente in relazione al Manoscritto, ivi comprese copie, estratti e sintesi.

2.2 Non sono considerate riservate le informazioni che:
a) sono o divengono di pubblico dominio senza violazione del presente accordo;
b) la Parte ricevente dimostri di aver già legittimamente conosciuto prima della loro comunicazione;
c) la Parte ricevente dimostri di aver elaborato autonomamente, senza avvalersi delle informazioni riservate;
d) devono essere rivelate in forza di un obbligo di legge o di un provvedimento dell’autorità giudiziaria o amministrativa, a condizione che la Parte ricevente, ove consentito dalla legge, ne informi senza indugio e preventivamente la Parte divulgante e limiti la divulgazione a quanto strettamente necessario.

Art. 3 – Finalità

La Parte ricevente utilizzerà le informazioni riservate esclusivamente per la lettura e la valutazione del Manoscritto e, ove concordato, per la sua revisione editoriale (di seguito la «Finalità»). Qualsiasi altro utilizzo richiede il previo consenso scritto della Parte divulgante.

Art. 4 – Obblighi della Parte ricevente

4.1 La Parte ricevente si impegna a:
a) mantenere il più stretto riserbo sulle informazioni riservate e non comunicarle a terzi, né in tutto né in parte;
b) effettuare copie, estratti o sintesi soltanto nella misura strettamente necessaria alla Finalità;
c) non pubblicare, diffondere, elaborare né sfruttare in alcun altro modo il Manoscritto o parti di esso;
d) non caricare le informazioni riservate, senza il previo consenso scritto della Parte divulgante, su servizi di terzi (in particolare servizi di traduzione, di analisi testuale o di intelligenza artificiale), né utilizzarle o consentirne l’utilizzo per addestrare, perfezionare o valutare sistemi di intelligenza artificiale;
e) proteggere le informazioni riservate da accessi non autorizzati mediante adeguate misure di sicurezza.

4.2 La Parte ricevente può comunicare le informazioni riservate soltanto ai propri dipendenti e consulenti che ne abbiano necessità per la Finalità e che siano vincolati a obblighi di riservatezza almeno equivalenti a quelli del presente accordo. La Parte ricevente risponde del loro operato come del proprio.

4.3 La Parte ricevente informa senza indugio la Parte divulgante di qualsiasi divulgazione o utilizzo non autorizzati di cui venga a conoscenza.

Art. 5 – Restituzione o distruzione

Su richiesta della Parte divulgante e, in ogni caso, una volta conseguita la Finalità, la Parte ricevente restituisce o distrugge definitivamente tutte le informazioni riservate, comprese tutte le copie, e ne dà conferma per iscritto. Sono escluse le copie la cui conservazione è imposta dalla legge, alle quali il presente accordo continua ad applicarsi.

Art. 6 – Nessun trasferimento di diritti

6.1 Tutti i diritti sul Manoscritto, compresi i diritti d’autore, restano in capo alla Parte divulgante. Né il presente accordo né la consegna del Manoscritto comportano trasferimento di diritti o concessione di alcuna licenza alla Parte ricevente.

6.2 Il presente accordo non obbliga alcuna delle parti a concludere un contratto di edizione, di servizi editoriali o di altra natura.

Art. 7 – Durata

Il presente accordo entra in vigore alla data della sua sottoscrizione da parte di entrambe le parti. Gli obblighi di riservatezza restano in vigore per cinque anni da tale data; per i contenuti che la Parte divulgante pubblica essa stessa, cessano con la loro pubblicazione. Resta fermo quanto previsto dall’art. 5.

Art. 8 – Inadempimento

In caso di violazione del presente accordo, la Parte divulgante può agire per ottenere l’inibitoria della condotta illecita, anche in via cautelare, e il risarcimento dei danni subiti, fatte salve le ulteriori azioni previste dalla normativa sul diritto d’autore.

Art. 9 – Disposizioni finali

9.1 Il presente accordo è regolato dalla legge ______________________________. Per qualsiasi controversia relativa al presente accordo è competente, nei limiti consentiti dalla legge, il Foro di ______________________________.

9.2 Ogni modifica del presente accordo richiede la forma scritta e la sottoscrizione di entrambe le parti.

9.3 L’eventuale nullità di una clausola del presente accordo non comporta la nullità delle restanti. Le parti sostituiranno la clausola nulla con una clausola valida che si avvicini il più possibile allo scopo di quella originaria.

Letto, confermato e sottoscritto.

{{place}}, {{date}}

______________________________
La Parte divulgante
{{project_author}}

______________________________
La Parte ricevente
{{recipient_name}}
`;
