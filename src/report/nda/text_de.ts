/**
 * The built-in German agreement text (a one-way confidentiality agreement: the author
 * discloses an unpublished manuscript to the recipient). Same field syntax as project
 * templates; the first line is the title. Blanks to fill in by hand are underscore lines.
 *
 * @module
 */

/**
 * Vertraulichkeitsvereinbarung über ein unveröffentlichtes Manuskript.
 *
 * @example
 * ```ts
 * NDA_TEXT_DE.split("\n")[0]; // "Vertraulichkeitsvereinbarung"
 * ```
 */
export const NDA_TEXT_DE = `Vertraulichkeitsvereinbarung
über das unveröffentlichte Manuskript „{{project_title}}“

zwischen

{{project_author}}
als Urheber/in und Inhaber/in der Rechte am Manuskript
– nachstehend „offenlegende Partei“ –

und

{{recipient_name}}
{{recipient_address}}
– nachstehend „empfangende Partei“ –

§ 1 Gegenstand

(1) Die offenlegende Partei beabsichtigt, der empfangenden Partei das unveröffentlichte Manuskript „{{project_title}}“ (nachstehend „Manuskript“) zugänglich zu machen.

(2) Diese Vereinbarung erfasst das Manuskript in sämtlichen Fassungen sowie alle zugehörigen Entwürfe, Exposés, Gliederungen, Notizen, Rechercheunterlagen und die darauf bezogene Korrespondenz, gleichgültig, ob sie schriftlich, elektronisch oder mündlich übermittelt werden.

§ 2 Vertrauliche Informationen

(1) Vertrauliche Informationen im Sinne dieser Vereinbarung sind alle in § 1 genannten Unterlagen und Inhalte, insbesondere Titel, Handlung, Figuren, Aufbau und Wortlaut des Manuskripts, sowie alle sonstigen Informationen, die die empfangende Partei im Zusammenhang mit dem Manuskript erhält, einschließlich Kopien, Auszügen und Zusammenfassungen.

(2) Ausgenommen sind Informationen,
a) die zum Zeitpunkt der Mitteilung bereits öffentlich bekannt waren oder später ohne Verstoß gegen diese Vereinbarung öffentlich bekannt werden;
b) die der empfangenden Partei nachweislich bereits vor der Mitteilung rechtmäßig bekannt waren;
c) die die empfangende Partei nachweislich unabhängig und ohne Rückgriff auf vertrauliche Informationen selbst entwickelt hat;
d) die aufgrund gesetzlicher Pflicht oder behördlicher oder gerichtlicher Anordnung offengelegt werden müssen; in diesem Fall unterrichtet die empfangende Partei die offenlegende Partei, soweit rechtlich zulässig, unverzüglich vor der Offenlegung und beschränkt diese auf das erforderliche Maß.

§ 3 Zweck

Die empfangende Partei darf die vertraulichen Informationen ausschließlich zum Lesen und zur Prüfung des Manuskripts sowie, soweit vereinbart, zu dessen Lektorat verwenden (nachstehend „Zweck“). Jede andere Verwendung bedarf der vorherigen schriftlichen Zustimmung der offenlegenden Partei.

§ 4 Pflichten der empfangenden Partei

(1) Die empfangende Partei verpflichtet sich,
a) die vertraulichen Informationen streng vertraulich zu behandeln und sie Dritten weder ganz noch teilweise zugänglich zu machen;
b) Kopien, Auszüge oder Zusammenfassungen nur anzufertigen, soweit dies für den Zweck unerlässlich ist;
c) das Manuskript oder Teile davon weder zu veröffentlichen noch zu verbreiten, zu bearbeiten oder auf andere Weise zu verwerten;
d) die vertraulichen Informationen ohne vorherige schriftliche Zustimmung der offenlegenden Partei nicht in Dienste Dritter hochzuladen, insbesondere nicht in Übersetzungs-, Textanalyse- oder KI-Dienste, und sie weder selbst zum Training, zur Feinabstimmung oder zur Bewertung von Systemen künstlicher Intelligenz zu verwenden noch durch Dritte verwenden zu lassen;
e) die vertraulichen Informationen durch angemessene Geheimhaltungsmaßnahmen vor dem Zugriff Unbefugter zu schützen.

(2) Die empfangende Partei darf vertrauliche Informationen nur solchen Mitarbeitenden und beruflichen Beratern zugänglich machen, die sie für den Zweck benötigen und die zuvor mindestens im gleichen Umfang zur Vertraulichkeit verpflichtet wurden oder von Berufs wegen zur Verschwiegenheit verpflichtet sind. Für deren Verhalten steht die empfangende Partei wie für eigenes Verhalten ein.

(3) Erlangt die empfangende Partei Kenntnis von einer unbefugten Offenlegung oder Nutzung, teilt sie dies der offenlegenden Partei unverzüglich mit.

§ 5 Rückgabe und Vernichtung

Auf Verlangen der offenlegenden Partei, spätestens aber sobald der Zweck erfüllt ist, gibt die empfangende Partei sämtliche vertraulichen Informationen einschließlich aller Kopien zurück oder vernichtet bzw. löscht sie endgültig und bestätigt dies schriftlich. Ausgenommen sind Kopien, die aufgrund gesetzlicher Aufbewahrungspflichten aufbewahrt werden müssen; für sie gilt diese Vereinbarung fort.

§ 6 Keine Rechteeinräumung

(1) Sämtliche Rechte am Manuskript, insbesondere das Urheberrecht und alle Nutzungsrechte, verbleiben bei der offenlegenden Partei. Weder durch diese Vereinbarung noch durch die Überlassung des Manuskripts werden der empfangenden Partei Nutzungsrechte oder Lizenzen eingeräumt.

(2) Diese Vereinbarung verpflichtet keine Partei zum Abschluss eines Verlags-, Lektorats- oder sonstigen Vertrags.

§ 7 Laufzeit

Diese Vereinbarung tritt mit ihrer Unterzeichnung durch beide Parteien in Kraft. Die Geheimhaltungspflichten gelten für fünf Jahre ab diesem Zeitpunkt; für Inhalte, welche die offenlegende Partei selbst veröffentlicht, enden sie mit deren Veröffentlichung. § 5 bleibt unberührt.

§ 8 Folgen von Verstößen

Verstößt die empfangende Partei gegen diese Vereinbarung, kann die offenlegende Partei Unterlassung, auch im Wege des einstweiligen Rechtsschutzes, sowie Ersatz des entstandenen Schadens verlangen. Weitergehende gesetzliche Ansprüche, insbesondere urheberrechtliche, bleiben unberührt.

§ 9 Schlussbestimmungen

(1) Diese Vereinbarung unterliegt dem Recht von ______________________________. Gerichtsstand ist, soweit gesetzlich zulässig, ______________________________.

(2) Änderungen und Ergänzungen dieser Vereinbarung bedürfen der Schriftform. Dies gilt auch für die Aufhebung dieses Formerfordernisses.

(3) Sollte eine Bestimmung dieser Vereinbarung unwirksam sein oder werden, bleibt die Wirksamkeit der übrigen Bestimmungen unberührt. An die Stelle der unwirksamen Bestimmung tritt eine wirksame Regelung, die dem mit ihr verfolgten Zweck am nächsten kommt.

{{place}}, {{date}}

______________________________
Offenlegende Partei
{{project_author}}

______________________________
Empfangende Partei
{{recipient_name}}
`;
