/**
 * German word lists used by the German profile (`de.ts`). Pure data, lower case, with both the
 * reformed ("dass", "muss") and the pre-1996 spellings ("daß", "muß") that 19th- and early
 * 20th-century novels use.
 *
 * @module
 */

/** Splits a whitespace-separated literal into a frozen list (keeps the lists readable). */
function words(list: string): readonly string[] {
  return Object.freeze(list.trim().split(/\s+/));
}

/**
 * Closed-class German words: articles, pronouns, prepositions (with contractions),
 * conjunctions, auxiliaries, modals and the commonest particles and pronominal adverbs.
 *
 * @example
 * ```ts
 * DE_FUNCTION_WORDS.includes("daß"); // true
 * ```
 */
export const DE_FUNCTION_WORDS: readonly string[] = words(`
  der die das den dem des ein eine einen einem einer eines kein keine keinen keinem keiner
  keines dieser diese dieses diesen diesem jener jene jenes jenen jenem derselbe dieselbe
  dasselbe denselben demselben desselben derjenige diejenige dasjenige diejenigen solch
  solche solcher solches solchen solchem jeder jede jedes jeden jedem alle aller alles allen
  allem manche mancher manches manchen manchem einige einiger einiges einigen einigem viel
  viele vieler vieles vielen vielem wenig wenige weniger wenigen mehr mehrere beide beiden
  beider etwas nichts
  ich mich mir du dich dir er ihn ihm sie ihr ihnen es wir uns euch man sich selbst selber
  mein meine meinen meinem meiner meines dein deine deinen deinem deiner deines sein seine
  seinen seinem seiner seines ihre ihren ihrem ihrer ihres unser unsere unseren unserem
  unserer unseres unsre unsern unsrem unsrer unsres euer eure euren eurem eurer eures
  wer wen wem wessen was welcher welche welches welchen welchem dessen deren denen wo woher
  wohin warum weshalb wieso wie wann womit wovon wozu worauf woran worin worüber
  an auf aus bei bis durch für gegen hinter in im ins am ans beim vom zum zur mit nach neben
  ohne seit über um unter von vor während wegen zu zwischen trotz statt anstatt außer
  gegenüber entlang innerhalb außerhalb binnen samt nebst ab aufs durchs fürs übers ums
  unters vors hinters
  und oder aber denn sondern doch als wenn ob dass daß weil da damit obwohl obgleich obschon
  bevor ehe nachdem sobald solange sooft indem falls sowie sowohl weder noch entweder je
  desto umso
  bin bist ist sind seid war warst waren wart sei seist seien wäre wärst wären wäret gewesen
  haben habe hast hat habt hatte hattest hatten hattet hätte hättest hätten hättet gehabt
  werden werde wirst wird werdet wurde wurdest wurden wurdet würde würdest würden würdet
  worden geworden ward
  können kann kannst könnt konnte konnten könnte könnten müssen muss muß musst mußt müsst
  müßt musste mußte mussten mußten müsste müßte müssten müßten dürfen darf darfst durfte
  durften dürfte dürften sollen soll sollst sollte sollten wollen will willst wollte wollten
  mögen mag magst mochte mochten möchte möchten
  nicht auch schon nur ja so dann hier dort nun jetzt mal eben wohl gar sehr ganz immer nie
  niemals wieder bald oft sogar eigentlich zwar etwa also dennoch trotzdem deshalb deswegen
  daher darum dabei dafür dagegen danach daneben daran darauf daraus darin darüber darunter
  davon davor dazu dazwischen hin her hinein heraus herein hinaus zurück fort weg vielleicht
  bereits erst kaum fast beinahe genug nämlich freilich bloß halt ebenfalls ebenso
  überhaupt allerdings jedoch sonst schließlich gleich
  nein ach o oh na
`);

/**
 * Extra German stop words: frequent light and reporting verbs, titles and fillers.
 *
 * @example
 * ```ts
 * DE_EXTRA_STOP_WORDS.includes("sagte"); // true
 * ```
 */
export const DE_EXTRA_STOP_WORDS: readonly string[] = words(`
  sagte sagen sagt gesagt ging gehen geht gegangen kam kommen kommt gekommen sah sehen sieht
  gesehen machen macht machte gemacht tun tut tat getan lassen ließ gelassen geben gibt gab
  gegeben herr frau fräulein einmal mehr ganz gut recht schon immer wieder wohl los zwei drei
`);

/**
 * Filter verbs: every inflected form (present, past, subjunctive, imperative, participles,
 * colloquial "sehn") of sehen, hören, fühlen, spüren, bemerken, merken, erkennen, scheinen,
 * riechen, schmecken, wissen, denken and beobachten.
 *
 * @example
 * ```ts
 * DE_FILTER_VERBS.includes("sah"); // true
 * ```
 */
export const DE_FILTER_VERBS: readonly string[] = words(`
  sehen sehe siehst sieht seht sah sahst sahen saht sähe sähest sähen sähet gesehen sieh
  sehend sehn
  hören höre hörst hört hörte hörtest hörten hörtet gehört hörend hör
  fühlen fühle fühlst fühlt fühlte fühltest fühlten fühltet gefühlt fühlend fühl
  spüren spüre spürst spürt spürte spürtest spürten spürtet gespürt spürend
  bemerken bemerke bemerkst bemerkt bemerkte bemerktest bemerkten bemerktet bemerkend
  merken merke merkst merkt merkte merktest merkten merktet gemerkt merkend
  erkennen erkenne erkennst erkennt erkannte erkanntest erkannten erkanntet erkennte
  erkennten erkannt erkennend
  scheinen scheine scheinst scheint scheinet schien schienst schienen schient schiene
  geschienen scheinend
  riechen rieche riechst riecht roch rochst rochen rocht röche röchen gerochen riechend
  schmecken schmecke schmeckst schmeckt schmeckte schmecktest schmeckten schmecktet
  geschmeckt schmeckend
  wissen weiß weiss weißt weisst wisst wißt wisse wusste wußte wusstest wußtest wussten
  wußten wusstet wußtet wüsste wüßte wüsstest wüßtest wüssten wüßten gewusst gewußt wissend
  denken denke denkst denkt dachte dachtest dachten dachtet dächte dächtest dächten gedacht
  denkend denk
  beobachten beobachte beobachtest beobachtet beobachtete beobachtetest beobachteten
  beobachtetet beobachtend
`);

/**
 * Every form of können, müssen, dürfen, sollen, wollen and mögen (indicative, both
 * subjunctives, participles, both spellings of ss/ß).
 *
 * @example
 * ```ts
 * DE_MODAL_VERBS.includes("müßte"); // true
 * ```
 */
export const DE_MODAL_VERBS: readonly string[] = words(`
  können kann kannst könnt konnte konntest konnten konntet könnte könntest könnten könntet
  könne könnest gekonnt
  müssen muss muß musst mußt müsst müßt musste mußte musstest mußtest mussten mußten musstet
  mußtet müsste müßte müsstest müßtest müssten müßten müsstet müßtet müsse müssest gemusst
  gemußt
  dürfen darf darfst dürft durfte durftest durften durftet dürfte dürftest dürften dürftet
  dürfe dürfest gedurft
  sollen soll sollst sollt sollte solltest sollten solltet solle sollest gesollt
  wollen will willst wollt wollte wolltest wollten wolltet wolle wollest gewollt
  mögen mag magst mögt mochte mochtest mochten mochtet möchte möchtest möchten möchtet möge
  mögest gemocht
`);

/**
 * Present-tense finite forms taken as present without context: sein, haben, werden, the
 * modals, and frequent narrative verbs in the 3rd person singular.
 *
 * @example
 * ```ts
 * DE_PRESENT_FORMS.includes("steht"); // true
 * ```
 */
export const DE_PRESENT_FORMS: readonly string[] = words(`
  bin bist ist sind seid habe hast hat habt haben werde wirst wird werdet werden
  kann kannst muss muß musst mußt darf darfst soll sollst will willst mag magst weiß weiss
  weißt weisst
  sagt geht kommt steht sieht liegt sitzt läuft nimmt gibt hält fällt ruft spricht denkt
  fragt macht lässt läßt bleibt tut kennt findet scheint heißt trägt zieht bringt schaut
  schreibt liest hört fühlt lacht tritt wirft hebt legt setzt stellt dreht nickt lächelt
  wartet antwortet schweigt fährt isst ißt trinkt schläft wacht öffnet schließt beginnt
  versteht glaubt meint zeigt folgt lebt liebt braucht sucht spielt arbeitet wohnt fließt
  kehrt erscheint verschwindet bemerkt erkennt erinnert wendet blickt starrt flüstert
  schreit weint seufzt zittert atmet wirkt gilt geschieht fehlt
`);

/**
 * Strong and mixed simple-past forms (all persons). Prefixed forms (bekam, aufstand) are
 * found by stripping a verb prefix in `de.ts`. Homographs of frequent nouns (Wand, Stahl,
 * Rang) are left out.
 *
 * @example
 * ```ts
 * DE_STRONG_PAST.includes("ging"); // true
 * ```
 */
export const DE_STRONG_PAST: readonly string[] = words(`
  war warst waren wart hatte hattest hatten hattet wurde wurdest wurden wurdet ward
  ging gingst gingen gingt kam kamst kamen kamt sah sahst sahen saht stand standst standen
  lag lagst lagen saß saßen sass sassen sprach sprachst sprachen nahm nahmst nahmen gab
  gabst gaben fand fandst fanden rief riefst riefen lief liefst liefen hielt hielten fiel
  fielst fielen blieb bliebst blieben schrieb schrieben schien schienen trat traten zog
  zogst zogen warf warfen schlug schlugen fuhr fuhren flog flogen floh flohen wuchs wuchsen
  trug trugen bat baten aß aßen vergaß vergaßen las lasen half halfen starb starben sank
  sanken sang sangen trank tranken sprang sprangen zwang zwangen fing fingen hing hingen
  wusch schoß schoss schossen schloß schloss schlossen goß goss gossen riß riss rissen biß
  biss bissen griff griffen glitt glitten litt litten schnitt schnitten stritt stritten ritt
  ritten schritt schritten stieg stiegen schwieg schwiegen lieh liehen mied rieb rieben
  schrie schrien stieß stießen ließ ließen liess schlief schliefen lud luden bot boten log
  logen verlor fror kroch krochen roch rochen schob schoben hob hoben bog bogen wog
  floß floss flossen genoß genoss gewann gewannen begann begannen sann spann rann schwamm
  schwammen band banden brach brachen stach erschrak erschraken traf trafen befahl empfahl
  tat taten geschah geschahen hieß hießen wies wiesen pries blies bliesen briet riet rieten
  schied schieden schwor schworen drang drangen klang klangen stank gewann verschwand
  verschwanden empfand empfanden galt schalt barg verbarg sprang sprangen schwang
  schwangen gelang wich wichen schuf schufen trieb trieben
  dachte dachtest dachten brachte brachtest brachten kannte kannten nannte nannten rannte
  rannten brannte brannten sandte sandten wandte wandten wusste wußte wussten wußten mochte
  mochten konnte konnten musste mußte mussten mußten durfte durften sollte sollten wollte
  wollten
`);

/**
 * Strong-past homographs of frequent nouns or particles, never tagged as past.
 *
 * @example
 * ```ts
 * DE_STRONG_PAST_HOMOGRAPHS.includes("wand"); // true
 * ```
 */
export const DE_STRONG_PAST_HOMOGRAPHS: readonly string[] = words(`
  wand stahl rang band
  abstand anstand aufstand beistand vorstand zustand ausstand widerstand umstand verstand
  bestand einklang anklang entschlossen
`);

/**
 * Words ending in -te/-ten whose stem passes the weak-past shape test but which are nouns,
 * adjectives, ordinals or infinitives (checked before the shape test).
 *
 * @example
 * ```ts
 * DE_WEAK_PAST_DENY.includes("letzte"); // true
 * ```
 */
export const DE_WEAK_PAST_DENY: readonly string[] = words(`
  letzte letzten beamte beamten achte achten sachte hunderte hunderten konzerte konzerten
  experten vierte vierten zehnte zehnten neunte neunten siebente siebenten siebte siebten
  punkte punkten produkte produkten hefte heften gifte giften stifte stiften schriften
  hälfte hälften kälte kälten ernte ernten feuchte gurte gurten gärten patienten heute
  leute leuten beute meute laute lauten flaute raute rauten häute häuten bräute bräuten
  gestalten schelten selten rechte rechten dichte dichten tante tanten kante kanten bunte
  bunten tinte karte karten warte worte worten orte orten sorte sorten pforte pforten torte
  harte harten zarte zarten arten garten mitte bitte bitten hütte hütten kette ketten wette
  platte platten sitte sitten schritte schritten tritte dritte dritten sechste sechsten
  erste ersten beste besten meiste meisten nächste nächsten übrigens konten schulden
  rente renten enten fichte fichten richte nichte nichten bucht buchten schluchten
  größte größten weihnachten
  momente momenten elemente elementen instrumente dokumente talente talenten prozente
  prozenten
`);

/**
 * Endings of infinitives and present forms of verbs whose stem ends in -t (betrachten,
 * fürchten, heften): the -te/-ten shape test would take them for pasts. Matched with
 * `endsWith`.
 *
 * @example
 * ```ts
 * DE_WEAK_PAST_DENY_ENDINGS.includes("trachte"); // true
 * ```
 */
export const DE_WEAK_PAST_DENY_ENDINGS: readonly string[] = words(`
  trachte trachten schlachte schlachten eobachte eobachten eachte eachten erachte erachten
  fürchte fürchten heften haften hafte duften stiften pachten laute
`);

/**
 * Weak pasts whose ending the shape test would reject (stems in -s, -an, -al, ge-verbs);
 * matched with `endsWith`, so prefixed forms (verreiste, erlöste) are included.
 *
 * @example
 * ```ts
 * DE_WEAK_PAST_ALLOW.includes("reiste"); // true
 * ```
 */
export const DE_WEAK_PAST_ALLOW: readonly string[] = words(`
  reiste reisten löste lösten speiste speisten kreiste kreisten sauste sausten brauste
  brausten hauste malte malten plante planten gehörte gehörten gelangte gelangten genügte
  genügten gehorchte gehorchten gewöhnte gewöhnten gestattete gestatteten keuchte keuchten
  scheuchte scheuchten sparte sparten
`);

/**
 * Plural strong pasts identical to the participle stem (schlossen ~ geschlossen): behind an
 * inseparable prefix the form is also the participle (verschlossen, erschienen, verloren), so
 * it is not tagged.
 *
 * @example
 * ```ts
 * DE_PARTICIPLE_LIKE_PLURALS.includes("schlossen"); // true
 * ```
 */
export const DE_PARTICIPLE_LIKE_PLURALS: readonly string[] = words(`
  schlossen loren standen griffen hoben schienen schnitten ritten stritten litten glitten
  boten zogen flogen flohen logen froren krochen rochen schoben bogen wogen gossen flossen
  schossen rissen bissen blieben schrieben stiegen schwiegen liehen mieden rieben schrien
  trieben wiesen schieden wichen
`);

/**
 * Inseparable verb prefixes (no ge- in the participle).
 *
 * @example
 * ```ts
 * DE_INSEPARABLE_PREFIXES.includes("be"); // true
 * ```
 */
export const DE_INSEPARABLE_PREFIXES: readonly string[] = words(`
  be ver ent er zer emp miss über unter wider hinter
`);

/**
 * Separable and inseparable verb prefixes stripped to find prefixed strong pasts
 * (bekam → kam, aufstand → stand, zurückging → ging).
 *
 * @example
 * ```ts
 * DE_VERB_PREFIXES.includes("zusammen"); // true
 * ```
 */
export const DE_VERB_PREFIXES: readonly string[] = words(`
  zusammen entgegen zurück herein heraus hinein hinaus herab hinauf herauf hinunter herunter
  herüber hinüber vorbei weiter empor nieder unter über wider miss ver ent zer emp be er
  an ab auf aus bei ein mit nach vor weg zu fort los hin her dar
`);

/**
 * Subjunctive II forms that look like pasts or presents but mark mood, not tense.
 *
 * @example
 * ```ts
 * DE_SUBJUNCTIVE_II.includes("hätte"); // true
 * ```
 */
export const DE_SUBJUNCTIVE_II: readonly string[] = words(`
  hätte hättest hätten hättet wäre wärst wären wäret würde würdest würden würdet könnte
  könntest könnten müsste müßte müssten müßten dürfte dürften möchte möchtest möchten käme
  kämen ginge sähe sähen gäbe gäben täte täten wüsste wüßte wüssten wüßten stünde stände
  läge lägen nähme fände hielte ließe bliebe
`);

/**
 * Words starting with "ge" that are not past participles (nouns once lower-cased, adverbs,
 * adjectives, infinitives of ge-verbs): ignored by the passive counter.
 *
 * @example
 * ```ts
 * DE_GE_NON_PARTICIPLES.includes("gesicht"); // true
 * ```
 */
export const DE_GE_NON_PARTICIPLES: readonly string[] = words(`
  gegen gehen geben gelten gewinnen genießen gestehen gelingen gehören gewesen geworden
  gern gerne genug gerade genau gesicht gedanken gebet gedicht gewicht geschäft gerücht
  gestalt gewalt gericht geschlecht gebiet gespenst gehalt geist gesamt gewiss gewiß gerät
  gebot gemüt gerecht gesellen gefahren gewässer geschichten gebärden geschenken gesetz
  gestern gebirge geduld gegenwart gesandten gelegen gewohnt gefallen geschehen gebrauchen
  gewähren gestatten gedenken gebären gewöhnen genügen gelangen gehorchen geleiten
  gefährten gelenken geräten gebeten gestalten gewalten gesichten gedichten gewichten
  geschäften gerüchten gerichten gebieten geistern gemeint
`);

/**
 * Very common German adjective stems (uninflected); `isAdjective` also accepts them with the
 * endings -e -en -em -er -es and with comparative -er / superlative -st(e).
 *
 * @example
 * ```ts
 * DE_ADJECTIVES.includes("klein"); // true
 * ```
 */
export const DE_ADJECTIVES: readonly string[] = words(`
  gut schlecht groß klein alt jung neu lang kurz tief weit nah nahe schön hässlich
  häßlich stark schwach schnell leicht schwer hell dunkel warm kalt heiß rot blau grün gelb
  schwarz grau braun voll leer reich arm müde froh still laut leise klar wahr falsch fremd
  eigen fest frei fein grob hart weich dick dünn breit eng glatt rund spitz scharf stumpf
  süß sauer bitter frisch feucht trocken nass naß bleich blass blaß krank gesund tot wild
  zahm klug dumm blind taub stumm stolz böse lieb treu fromm sicher fern offen
  wach bereit schlimm arg bunt fett mager nackt rein schmutzig sanft zart derb roh grell
  matt kühl lau schlank steil flach krumm schief zornig wütend ernst heiter munter
  faul fleißig brav artig keck kühn feig feige tapfer wert hübsch nett lustig traurig
  ruhig richtig fertig ewig heilig selig einsam langsam seltsam ängstlich ähnlich herrlich
  deutlich freundlich glücklich fröhlich plötzlich möglich unmöglich schrecklich
  furchtbar sonderbar dankbar kostbar wunderbar deutsch französisch englisch berlinisch
  rasch jäh golden silbern hölzern eisern steinern gläsern seiden letzt
`);

/**
 * Inflected comparatives and irregular forms not reachable by stripping endings.
 *
 * @example
 * ```ts
 * DE_IRREGULAR_ADJECTIVE_FORMS.includes("hohe"); // true
 * ```
 */
export const DE_IRREGULAR_ADJECTIVE_FORMS: readonly string[] = words(`
  hohe hohen hoher hohem hohes höher höhere höheren höchste höchsten weiße weißen weißem
  weißer weißes besser bessere besseren besten beste nächste nächsten dunkle dunklen
  dunkler dunkles dunklem dunkel edel edle edlen edler edles teuer teure teuren teurer
  teures sauer saure sauren saurer größte größten größter größtes größtem hoch
`);

/**
 * Lower-case words matching the adjective endings that are adverbs, particles, determiners
 * or verbs (zwischen, freilich, wenig, los, beruhigen…).
 *
 * @example
 * ```ts
 * DE_ADJECTIVE_EXCLUSIONS.includes("zwischen"); // true
 * ```
 */
export const DE_ADJECTIVE_EXCLUSIONS: readonly string[] = words(`
  zwischen inzwischen dazwischen wischen mischen zischen fischen verwischen vermischen
  erwischen wenig wenige wenigen weniger weniges einig einige einigen einiger einiges
  freilich nämlich ziemlich kürzlich schließlich hoffentlich vermutlich eigentlich
  lediglich bekanntlich folglich bezüglich namentlich sämtlich sämtliche sämtlichen
  wirklich endlich los voll weiter lieber eher mehr meist meistens recht ganz gleich
  beruhigen beschäftigen bestätigen entschuldigen kündigen verteidigen sättigen erkundigen
  befriedigen beleidigen besichtigen reinigen einigen beseitigen benötigen bewältigen
  ermutigen genehmigen berücksichtigen beeinträchtigen vereinigen verständigen
  übrig übrigen übrige übriges übrigens vorig
  lieben reichen stillen leeren kühlen weiten engen runden fetten wahren
`);

/**
 * German words ending in a nominal suffix that are not nominalisations: the bare suffixes,
 * words whose "-ung" is part of the root (jung, Sprung, Schwung, Dung), adjectives in
 * "-heit" (gescheit), Latin words in "-tum"/"-nis" (Datum, Faktum, Tennis, Anis).
 *
 * @example
 * ```ts
 * DE_NOMINAL_EXCLUSIONS.includes("jung"); // true
 * ```
 */
export const DE_NOMINAL_EXCLUSIONS: readonly string[] = words(`
  ung heit keit schaft tion ität ismus nis tum
  jung dung schwung sprung ursprung vorsprung absprung aufschwung
  gescheit gescheite
  datum faktum quantum ultimatum votum tennis anis
`);
