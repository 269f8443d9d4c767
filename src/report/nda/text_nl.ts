/**
 * The built-in Dutch agreement text (a one-way confidentiality agreement: the author
 * discloses an unpublished manuscript to the recipient). Same field syntax as project
 * templates; the first line is the title. Blanks to fill in by hand are underscore lines.
 *
 * @module
 */

/**
 * Geheimhoudingsovereenkomst betreffende een niet-gepubliceerd manuscript.
 *
 * @example
 * ```ts
 * NDA_TEXT_NL.split("\n")[0]; // "Geheimhoudingsovereenkomst"
 * ```
 */
export const NDA_TEXT_NL = `Geheimhoudingsovereenkomst
betreffende het niet-gepubliceerde manuscript ‘{{project_title}}’

De ondergetekenden:

{{project_author}}
auteur van het manuscript en rechthebbende daarop,
hierna te noemen: de ‘Verstrekker’,

en

{{recipient_name}}
{{recipient_address}}
hierna te noemen: de ‘Ontvanger’,

komen het volgende overeen.

Artikel 1 – Onderwerp

1.1 De Verstrekker is voornemens het niet-gepubliceerde manuscript ‘{{project_title}}’ (hierna: het ‘Manuscript’) aan de Ontvanger ter beschikking te stellen.

1.2 Deze overeenkomst heeft betrekking op het Manuscript in al zijn versies en op alle bijbehorende concepten, synopsissen, opzetten, aantekeningen, onderzoeksmateriaal en correspondentie, ongeacht of deze schriftelijk, elektronisch of mondeling worden verstrekt.

Artikel 2 – Vertrouwelijke informatie

2.1 Onder vertrouwelijke informatie wordt verstaan: al het in artikel 1 bedoelde materiaal, in het bijzonder de titel, de verhaallijn, de personages, de opbouw en de tekst van het Manuscript, alsmede alle overige informatie die de Ontvanger in verband met het Manuscript ontvangt, met inbegrip van kopieën, uittreksels en samenvattingen.

2.2 Niet als vertrouwelijk geldt informatie die:
a) algemeen bekend is of wordt zonder dat dit het gevolg is van een schending van deze overeenkomst;
b) aantoonbaar al vóór de verstrekking rechtmatig bij de Ontvanger bekend was;
c) aantoonbaar door de Ontvanger zelfstandig is ontwikkeld, zonder gebruik van de vertrouwelijke informatie;
d) openbaar moet worden gemaakt op grond van een wettelijke verplichting of een rechterlijke of bestuursrechtelijke beslissing, mits de Ontvanger, voor zover wettelijk toegestaan, de Verstrekker daarvan onverwijld en vooraf in kennis stelt en de openbaarmaking beperkt tot wat strikt noodzakelijk is.

Artikel 3 – Doel

De Ontvanger gebruikt de vertrouwelijke informatie uitsluitend voor het lezen en beoordelen van het Manuscript en, indien overeengekomen, voor het redigeren daarvan (hierna: het ‘Doel’). Voor elk ander gebruik is voorafgaande schriftelijke toestemming van de Verstrekker vereist.

Artikel 4 – Verplichtingen van de Ontvanger

4.1 De Ontvanger verplicht zich:
a) de vertrouwelijke informatie strikt geheim te houden en deze geheel noch gedeeltelijk aan derden bekend te maken;
b) kopieën, uittreksels of samenvattingen uitsluitend te maken voor zover dat voor het Doel strikt noodzakelijk is;
c) het Manuscript of delen daarvan niet openbaar te maken, te verspreiden, te bewerken of op andere wijze te exploiteren;
d) de vertrouwelijke informatie zonder voorafgaande schriftelijke toestemming van de Verstrekker niet te uploaden naar diensten van derden, in het bijzonder vertaal-, tekstanalyse- of AI-diensten, en deze niet te gebruiken of te laten gebruiken voor het trainen, verfijnen of evalueren van systemen voor kunstmatige intelligentie;
e) de vertrouwelijke informatie met passende beveiligingsmaatregelen te beschermen tegen onbevoegde toegang.

4.2 De Ontvanger mag vertrouwelijke informatie uitsluitend verstrekken aan die werknemers en adviseurs die deze voor het Doel nodig hebben en die gebonden zijn aan een geheimhoudingsplicht die ten minste gelijkwaardig is aan die uit deze overeenkomst. De Ontvanger staat in voor de naleving daarvan door deze personen als ware het zijn eigen handelen.

4.3 De Ontvanger stelt de Verstrekker onverwijld op de hoogte van iedere onbevoegde openbaarmaking of elk onbevoegd gebruik waarvan hij kennis krijgt.

Artikel 5 – Teruggave of vernietiging

Op verzoek van de Verstrekker en in ieder geval zodra het Doel is bereikt, geeft de Ontvanger alle vertrouwelijke informatie, met inbegrip van alle kopieën, terug of vernietigt hij deze definitief, en bevestigt hij dit schriftelijk. Uitgezonderd zijn kopieën die op grond van de wet moeten worden bewaard; op die kopieën blijft deze overeenkomst van toepassing.

Artikel 6 – Geen overdracht van rechten

6.1 Alle rechten op het Manuscript, waaronder het auteursrecht, blijven bij de Verstrekker. Deze overeenkomst en de verstrekking van het Manuscript houden geen overdracht van rechten en geen verlening van enige licentie aan de Ontvanger in.

6.2 Deze overeenkomst verplicht geen van de partijen tot het aangaan van een uitgeefovereenkomst, een overeenkomst tot redactiewerkzaamheden of enige andere overeenkomst.

Artikel 7 – Duur

Deze overeenkomst treedt in werking op de datum van ondertekening door beide partijen. De geheimhoudingsverplichtingen gelden gedurende vijf jaar vanaf die datum; voor inhoud die de Verstrekker zelf openbaar maakt, eindigen zij op het moment van die openbaarmaking. Artikel 5 blijft onverminderd van kracht.

Artikel 8 – Gevolgen van schending

Bij schending van deze overeenkomst kan de Verstrekker nakoming en staking van de schending vorderen, zo nodig in kort geding, alsmede vergoeding van de geleden schade, onverminderd de rechten die de Verstrekker aan het auteursrecht ontleent.

Artikel 9 – Slotbepalingen

9.1 Op deze overeenkomst is het recht van ______________________________ van toepassing. Geschillen worden, voor zover wettelijk toegestaan, voorgelegd aan de bevoegde rechter te ______________________________.

9.2 Wijzigingen van deze overeenkomst zijn slechts geldig indien zij schriftelijk zijn overeengekomen en door beide partijen zijn ondertekend.

9.3 Indien een bepaling van deze overeenkomst nietig is of wordt vernietigd, blijven de overige bepalingen van kracht. Partijen vervangen de betreffende bepaling door een geldige bepaling die zo dicht mogelijk aansluit bij de strekking van de oorspronkelijke bepaling.

Aldus overeengekomen en in tweevoud ondertekend te {{place}} op {{date}}.

______________________________
De Verstrekker
{{project_author}}

______________________________
De Ontvanger
{{recipient_name}}
`;
