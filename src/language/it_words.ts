/**
 * Word lists of the Italian profile (lower case, `'` as apostrophe), checked against
 * Manzoni's *I promessi sposi* (which keeps older forms such as `perchè`, `nè`, `eran`).
 *
 * @module
 */

import { expand, words } from "./vowel_groups.ts";

/**
 * Articles, pronouns, prepositions, conjunctions, auxiliaries and closed-class adverbs.
 *
 * @example
 * ```ts
 * IT_FUNCTION_WORDS.includes("il"); // true
 * ```
 */
export const IT_FUNCTION_WORDS: readonly string[] = words(`
  il lo la i gli le l un uno una del dello della dei degli delle al allo alla ai agli alle
  dal dallo dalla dai dagli dalle nel nello nella nei negli nelle sul sullo sulla sui sugli
  sulle col coi pel pei de
  di a da in con su per tra fra e ed o od ma però anzi che se come quando perché perchè
  poiché poichè mentre dove né nè neppure nemmeno neanche anche pure dunque quindi ch
  senza verso sopra sotto dentro fuori dietro presso contro dopo prima avanti davanti
  intorno oltre fino insieme appena forse quasi tale tali
  io tu lui lei egli ella esso essa noi voi loro essi esse mi ti si ci vi ne me te se sé sè
  ce ve li
  mio mia miei mie tuo tua tuoi tue suo sua suoi sue nostro nostra nostri nostre vostro
  vostra vostri vostre questo questa questi queste quello quella quelli quelle quel quei
  quegli costui costei costoro colui colei coloro chi cui quale quali qualche qualcuno
  qualcosa nessuno nessuna niente nulla ogni ognuno tutto tutta tutti tutte altro altra
  altri altre stesso stessa stessi stesse tanto tanta tanti tante molto molta molti molte
  poco poca pochi poche troppo più meno non no sì già ancora sempre mai poi allora ora qui
  qua lì là così bene male
  essere esser sono sei è siamo siete era erano eran ero eri fu furono fui sarà saranno
  sarebbe sarebbero sia siano fosse fossero stato stata stati state essendo son
  avere aver ho hai ha abbiamo avete hanno aveva avevano avevo avea ebbe ebbero avrà
  avrebbe avrebbero abbia abbiano avesse avessero avuto avendo
`);

/**
 * Frequent content words a content-word list should skip besides the function words.
 *
 * @example
 * ```ts
 * IT_EXTRA_STOP_WORDS.includes("fare"); // true
 * ```
 */
export const IT_EXTRA_STOP_WORDS: readonly string[] = words(`
  fare far fatto fece faceva dire dir detto disse diceva andare andò andava cosa cose don
  signor signore signora oh ah eh via po ecco
`);

/**
 * First-person pronouns and possessives, singular and plural.
 *
 * @example
 * ```ts
 * IT_FIRST_PERSON.includes("io"); // true
 * ```
 */
export const IT_FIRST_PERSON: readonly string[] = words(`
  io me mi mio mia miei mie noi ci ce nostro nostra nostri nostre
`);

/** Regular -are endings (indicative, subjunctive, conditional, participle, gerund). */
const ARE = words(`
  are ar o i a iamo ate ano avo avi ava avamo avate avano ai asti ò ammo aste arono erò erai
  erà eremo erete eranno erei eresti erebbe eremmo ereste erebbero ino assi asse assimo
  assero ato ata ati ando
`);

/**
 * Filter verbs: vedere, sentire, udire, notare, accorgersi, sembrare, parere, guardare,
 * sapere, pensare. Nouns sharing a form (`vista`, `nota`, `note`, `pari`) are left out.
 *
 * @example
 * ```ts
 * IT_FILTER_VERBS.includes("vedere"); // true
 * ```
 */
export const IT_FILTER_VERBS: readonly string[] = [
  ...words(`
    vedere veder vedo vedi vede vediamo vedete vedono vedeva vedevo vedevano vidi vide
    videro vedrò vedrai vedrà vedremo vedranno vedrei vedrebbe vedrebbero veda vedano
    vedessi vedesse vedessero visto visti veduto veduta veduti vedute vedendo
    sentire sentir sento senti sente sentiamo sentite sentono sentiva sentivo sentivano
    sentii sentì sentirono sentirò sentirà sentiranno sentirei sentirebbe sentirebbero senta
    sentano sentissi sentisse sentissero sentito sentita sentiti sentendo
    udire udir odo odi ode udiamo udite odono udiva udivano udii udì udirono udrà udirà
    udrebbe oda odano udisse udissero udito udita uditi udendo
    accorgersi accorgo accorgi accorge accorgiamo accorgete accorgono accorgeva accorgevano
    accorsi accorse accorsero accorgerà accorgerebbe accorga accorgesse accorgessero accorto
    accorta accorti accorgendo accorgendosi
    parere paio pare paiono pareva parevano parve parvero parrà parrebbe paia paiano paresse
    paressero parso parsa parendo
    sapere saper so sai sa sappiamo sapete sanno sapeva sapevo sapevano seppi seppe seppero
    saprò saprà sapremo sapranno saprei saprebbe saprebbero sappia sappiano sapesse sapessi
    sapessero saputo saputa sapendo
  `),
  ...expand(["not", "sembr", "guard", "pens"], ARE).filter((w) =>
    !["nota", "note", "noti"].includes(w)
  ),
];

/**
 * Modal verbs: potere, dovere, volere (`voglia` is left out: mostly the noun "wish").
 *
 * @example
 * ```ts
 * IT_MODAL_VERBS.includes("potere"); // true
 * ```
 */
export const IT_MODAL_VERBS: readonly string[] = words(`
  potere poter posso puoi può possiamo potete possono poteva potevo potevi potevano potei
  poté potè potette poterono potrò potrai potrà potremo potrete potranno potrei potresti
  potrebbe potremmo potreste potrebbero possa possano potessi potesse potessimo potessero
  potuto potendo
  dovere dover devo debbo devi deve dobbiamo dovete devono debbono doveva dovevo dovevano
  dovei dové dovette dovettero dovrò dovrai dovrà dovremo dovranno dovrei dovrebbe
  dovrebbero debba debbano dovessi dovesse dovessero dovuto dovendo
  volere voler voglio vuoi vuole vogliamo volete vogliono voleva volevo volevano volli volle
  vollero vorrò vorrai vorrà vorremo vorranno vorrei vorrebbe vorrebbero vogliano volessi
  volesse volessero voluto volendo
`);

/**
 * Strong passato remoto forms (3rd person) and imperfect forms of essere.
 *
 * @example
 * ```ts
 * IT_PAST_FORMS.includes("era"); // true
 * ```
 */
export const IT_PAST_FORMS: readonly string[] = words(`
  era erano eran fu furono fui ebbe ebbero disse dissero fece fecero vide videro venne
  vennero prese presero mise misero stette stettero diede diedero diè rispose risposero
  chiese chiesero giunse giunsero corse scrisse lesse volle vollero seppe seppero tenne
  tennero rimase rimasero parve parvero nacque mosse ruppe cadde conobbe conobbero crebbe
  piacque tacque scese apparve accorse accorsero raccolse colse sciolse volse rivolse
  rivolsero scelse spinse strinse vinse finse pianse sorse trasse condusse ridusse pose
  oppose propose espose depose nascose chiuse rise sorrise decise uccise divise poté potè
  dovette volle avea rimise ripose trattenne ravvolse ottenne sostenne soggiunse riprese
  sorprese accese discese promise permise commise aggiunse raggiunse dipinse spense scorse
  percosse riscosse scosse rimosse commosse promosse ridusse introdusse produsse sedusse
  distrusse risolvette
`);

/**
 * Words in -ò/-ì that are not passato remoto forms (adverbs, futures).
 *
 * @example
 * ```ts
 * IT_NOT_REMOTE.includes("ciò"); // true
 * ```
 */
export const IT_NOT_REMOTE: readonly string[] = words(`
  ciò però può perciò sarò farò darò starò avrò andrò anderò potrò vorrò dovrò verrò vedrò
  saprò terrò dirò berrò
  così lì sì bensì dì giovedì lunedì martedì mercoledì venerdì costì
`);

/**
 * -iva / -sse words that are nouns or adjectives, not verb forms.
 *
 * @example
 * ```ts
 * IT_NOT_VERB.includes("viva"); // true
 * ```
 */
export const IT_NOT_VERB: readonly string[] = words(`
  viva riva cattiva saliva comitiva aspettativa positiva attrattiva primitiva espressiva
  sensitiva ristorativa iniziativa missiva gengiva stiva oliva lasciva offensiva difensiva
  furtiva tardiva nativa giuliva festiva prospettiva
  stesse esse interesse promesse messe scommesse commesse contesse principesse duchesse
  badesse grosse classe grasse
`);

/**
 * Present-tense forms that mark narration in the present.
 *
 * @example
 * ```ts
 * IT_PRESENT_FORMS.includes("è"); // true
 * ```
 */
export const IT_PRESENT_FORMS: readonly string[] = words(`
  è sono ha hanno ho hai abbiamo siamo sei siete va vanno fa fanno dice dicono può possono
  vuole vogliono deve devono sa sanno viene vengono sta stanno pare sembra guarda guardano
  c'è
`);

/**
 * Common adjectives (masculine singular in -o, or in -e); inflections are derived.
 *
 * @example
 * ```ts
 * IT_ADJECTIVES.includes("buono"); // true
 * ```
 */
export const IT_ADJECTIVES: readonly string[] = words(`
  buono cattivo grande piccolo alto basso lungo corto largo stretto nuovo vecchio giovane
  antico bianco nero rosso verde azzurro giallo grigio bruno chiaro scuro forte debole duro
  molle caldo freddo fresco secco pieno vuoto ricco povero felice triste allegro bello
  brutto grasso magro grosso sottile pesante leggero semplice solo unico proprio pulito
  sporco vero falso breve lento rapido vivo tranquillo strano enorme migliore peggiore caro
  sicuro libero ultimo primo nobile degno raro sano malato stanco grave tenero amabile
  facile difficile possibile impossibile necessario ordinario onesto umile lontano vicino
  nudo rotondo dritto intero completo perfetto puro profondo sordo cieco muto pazzo saggio
  sciocco timido brusco vago vasto tiepido dolce amaro aspro soave rozzo fiero feroce
  crudele naturale reale mortale pubblico segreto intimo santo misero meschino superbo
`);

/**
 * Words with an adjective suffix that are usually nouns or verbs.
 *
 * @example
 * ```ts
 * IT_NOT_ADJECTIVE.includes("cosa"); // true
 * ```
 */
export const IT_NOT_ADJECTIVE: readonly string[] = words(`
  cosa cose casa case sposa sposo sposi spose rosa rose
  motivo archivo arrivo arrivi
  medico medici fabbrica musica amico amica amici amiche nemico nemica nemici nemiche fatica
  fatiche manica maniche portico predica
  vicario commissario segretario calendario santuario
  cardinale tribunale ospedale animale canale giornale segnale natale pugnale grembiale
  scale arsenale davanzale memoriale piviale vocale
  gente mente parente parenti dente denti ponente cliente serpente torrente sergente
  presidente tenente agente studente ambiente oriente occidente continente accidente
  fante infante mercante gigante viandante comandante istante istanti sole sente
`);

/**
 * Common Italian abbreviations, lower case, without the final period.
 *
 * @example
 * ```ts
 * IT_ABBREVIATIONS.includes("sig"); // true
 * ```
 */
export const IT_ABBREVIATIONS: readonly string[] = words(`
  sig sigg sig.ra sig.na sigra signa dott dott.ssa prof prof.ssa avv ing on ecc es p.es pag
  pagg n cap cfr vol s s.e s.a sec
`);
