/**
 * Word lists of the Dutch profile (lower case). Modern spelling plus the 19th-century forms
 * of Bosboom-Toussaint's *Frits Millioen en zijne vrienden* (`zoo`, `eene`, `zijne`, `gij`,
 * `oogen`, `hooren`, `tusschen`, `mensch`).
 *
 * @module
 */

import { words } from "./vowel_groups.ts";

/**
 * Articles, pronouns, prepositions, conjunctions, auxiliaries and closed-class adverbs.
 *
 * @example
 * ```ts
 * NL_FUNCTION_WORDS.includes("de"); // true
 * ```
 */
export const NL_FUNCTION_WORDS: readonly string[] = words(`
  de het een t den der des eene eener eenen ene
  van in op aan met voor door bij uit naar over onder tegen tot om tusschen tussen zonder na
  sinds sedert binnen buiten achter naast langs rond volgens per tijdens behalve ten ter
  te toe af mee mede
  en of maar want dus toch doch noch dan als omdat terwijl hoewel indien zoodat zodat opdat
  totdat voordat nadat toen wanneer zoo zo dat
  ik jij je gij ge u hij zij ze wij we jullie gijlieden hun hen haar hem mij me ons zich zelf
  zelve zelven
  mijn mijne mijnen mijner uw uwe uwen uwer zijn zijne zijnen zijner hare haren harer onze
  onzen onzer hunne hunnen hunner
  dit die dien diens dier deze dezen dezer wie wat welk welke welken wiens wier
  iets niets niemand iemand alles al alle allen elk elke ieder iedere geen geene geenen veel
  eenige eenig enige enig
  vele weinig meer minder meest
  niet wel ook nog reeds eens hier daar er waar nu zeer erg heel weer wederom slechts
  immers nooit altijd even
  ben bent is zijn was waren geweest wezen ware wees
  heb hebt heeft hebben had hadden gehad hadde
  word wordt worden werd werden geworden
  zal zult zullen zou zouden zoude zoudt
`);

/**
 * Frequent content words a content-word list should skip besides the function words.
 *
 * @example
 * ```ts
 * NL_EXTRA_STOP_WORDS.includes("mijnheer"); // true
 * ```
 */
export const NL_EXTRA_STOP_WORDS: readonly string[] = words(`
  mijnheer meneer juffrouw mevrouw heer ja neen nee o ach och wel zeker doen deed gedaan
  gaan ging gegaan zeggen zei zeide gezegd komen kwam gekomen maken maakte gemaakt
`);

/**
 * First-person pronouns and possessives (singular and plural, old forms included).
 *
 * @example
 * ```ts
 * NL_FIRST_PERSON.includes("ik"); // true
 * ```
 */
export const NL_FIRST_PERSON: readonly string[] = words(`
  ik me mij mijn mijne mijnen mijner wij we ons onze onzen onzer
`);

/**
 * Filter verbs: zien, horen, voelen, merken, opmerken, bemerken, beseffen, lijken, schijnen
 * (the 19th-century "seem"), kijken, weten, denken.
 *
 * @example
 * ```ts
 * NL_FILTER_VERBS.includes("zien"); // true
 * ```
 */
export const NL_FILTER_VERBS: readonly string[] = words(`
  zien zie ziet zag zagen zaagt gezien ziende
  horen hooren hoor hoort hoorde hoorden gehoord
  voelen voel voelt voelde voelden gevoeld
  merken merk merkt merkte merkten gemerkt opmerken opgemerkt opmerkte opmerkten bemerken
  bemerk bemerkt bemerkte bemerkten
  beseffen besef beseft besefte beseften
  lijken lijkt leek leken geleken
  schijnen schijnt scheen schenen
  kijken kijk kijkt keek keken gekeken
  weten weet wist wisten geweten
  denken denk denkt dacht dachten gedacht
`);

/**
 * Modal verbs: kunnen, moeten, mogen, willen, zullen (old forms `kondt`, `moogt`, `zoudt`).
 *
 * @example
 * ```ts
 * NL_MODAL_VERBS.includes("kunnen"); // true
 * ```
 */
export const NL_MODAL_VERBS: readonly string[] = words(`
  kunnen kan kunt kun kon konden kondt gekund
  moeten moet moest moesten gemoeten
  mogen mag moogt mocht mochten gemogen
  willen wil wilt wilde wilden wou wouden gewild
  zullen zal zult zou zouden zoude zoudt
`);

/**
 * Past forms: auxiliaries, modals and strong (irregular) verbs.
 *
 * @example
 * ```ts
 * NL_PAST_FORMS.includes("was"); // true
 * ```
 */
export const NL_PAST_FORMS: readonly string[] = words(`
  was waren waart had hadden hadde werd werden werdt zou zouden zoude zoudt kon konden kondt
  moest moesten mocht mochten wilde wilden wou ging gingen kwam kwamen zag zagen zaagt zei
  zeide zeiden stond stonden lag lagen zat zaten sprak spraken nam namen gaf gaven vond
  vonden riep riepen liep liepen hield hielden viel vielen bleef bleven dacht dachten bracht
  brachten wist wisten deed deden liet lieten keek keken scheen schenen leek leken sloeg
  sloegen droeg droegen stierf zweeg zwegen trok trokken schreef schreven las lazen at aten
  dronk zong sprong vloog kreeg kregen kocht zocht zochten greep grepen hing hingen wees
  begon begonnen verliet verlieten verscheen ontving ontvingen vergat verloor hernam
  antwoordde
`);

/**
 * -de/-te words that are nouns, adjectives or present participles, not weak past forms.
 *
 * @example
 * ```ts
 * NL_NOT_WEAK_PAST.includes("goede"); // true
 * ```
 */
export const NL_NOT_WEAK_PAST: readonly string[] = words(`
  goede zijde liefde vreemde tweede derde dezelfde hetzelfde beide waarde vrede einde
  blonde kwade schande harde zonde weelde breede wijde geliefde bekende beroemde vergulde
  schade aarde wonde voorwaarde oude koude rode roode wilde
  belofte behoefte gedachte ziekte sterkte zachte slechte echte lichte witte platte dikte
  rechte heete opgewekte geijkte tête
`);

/**
 * Present-tense forms that mark narration in the present.
 *
 * @example
 * ```ts
 * NL_PRESENT_FORMS.includes("is"); // true
 * ```
 */
export const NL_PRESENT_FORMS: readonly string[] = words(`
  is ben bent heeft hebt heb wordt gaat komt staat ziet zegt weet doet kan kunt moet mag wil
  wilt zal zult ligt zit loopt houdt blijft geeft neemt vindt laat krijgt denkt kijkt lijkt
  schijnt spreekt roept brengt voelt hoort maakt zoekt
`);

/**
 * Common adjectives (base form; the -e inflection is derived).
 *
 * @example
 * ```ts
 * NL_ADJECTIVES.includes("goed"); // true
 * ```
 */
export const NL_ADJECTIVES: readonly string[] = words(`
  goed kwaad groot grot klein hoog laag lang kort breed smal nieuw oud jong wit zwart rood
  groen blauw geel grijs bruin licht donker sterk zwak hard zacht warm koud heet koel droog
  nat vol leeg rijk arm blij vroolijk vrolijk treurig droevig mooi schoon lelijk dik dun
  zwaar dom wijs stil luid snel traag rustig vreemd eenvoudig eenig enig echt valsch vals
  kort ziek gezond moe zeker vrij nobel edel zeldzaam heilig lief teer fijn grof ruw vriendelijk
  ernstig eerlijk trotsch trots bang boos dapper zoet bitter zuur scherp stomp diep plat rond
  recht krom zuiver helder bleek
`);

/**
 * Words with an adjective suffix that are usually nouns, adverbs or verbs.
 *
 * @example
 * ```ts
 * NL_NOT_ADJECTIVE.includes("koning"); // true
 * ```
 */
export const NL_NOT_ADJECTIVE: readonly string[] = words(`
  koning koningin honig honing wellicht eindelijk namelijk natuurlijk waarschijnlijk
  gewoonlijk eigenlijk dadelijk werkelijk nauwelijks mogelijk huwelijk tegelijk waarlijk
`);

/**
 * Common Dutch abbreviations, lower case, without the final period.
 *
 * @example
 * ```ts
 * NL_ABBREVIATIONS.includes("dhr"); // true
 * ```
 */
export const NL_ABBREVIATIONS: readonly string[] = words(`
  dhr mevr mw mej jhr dr mr ir ing prof bijv enz o.a d.w.z blz nr vgl z.g.a.n t.a.v i.p.v
  m.a.w a.u.b s.v.p jl a.s ca d.i etc st
`);
