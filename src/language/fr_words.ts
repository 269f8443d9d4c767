/**
 * Word lists of the French profile (lower case, `'` as apostrophe). Chosen from the usage of
 * 19th- and 20th-century narrative prose and checked against Flaubert's *L'Éducation
 * sentimentale*.
 *
 * @module
 */

import { expand, words } from "./vowel_groups.ts";

/**
 * Articles, pronouns, prepositions, conjunctions, auxiliaries and closed-class adverbs.
 *
 * @example
 * ```ts
 * FR_FUNCTION_WORDS.includes("le"); // true
 * ```
 */
export const FR_FUNCTION_WORDS: readonly string[] = words(`
  le la les l un une des du de d au aux ce cet cette ces c ça cela ceci celui celle ceux celles
  mon ma mes ton ta tes son sa ses notre nos votre vos leur leurs
  je j me m moi tu te t toi il elle on nous vous ils elles se s soi lui eux y en
  qui que qu quoi dont où lequel laquelle lesquels lesquelles duquel auquel auxquels
  quel quelle quels quelles
  à dans par pour sur sous avec sans chez vers entre contre avant après devant derrière depuis
  pendant parmi selon malgré envers hors outre dès jusque jusqu durant près loin travers
  et ou mais donc or ni car si comme quand lorsque lorsqu puisque puisqu quoique quoiqu
  ne n pas point plus guère jamais rien personne aucun aucune nul nulle non
  très trop peu assez aussi autant tant bien mal même encore déjà toujours alors puis ensuite
  ici là tout toute tous toutes chaque quelque quelques plusieurs certains certaines autre autres
  être suis es est sommes êtes sont étais était étions étiez étaient fus fut fûmes furent
  serai sera serons seront serais serait seraient sois soit soient été étant
  avoir ai as a avons avez ont avais avait avions aviez avaient eus eut eûmes eurent
  aurai aura aurons auront aurais aurait auraient aie ait aient eu ayant
  voici voilà oui si ainsi cependant pourtant enfin d'ailleurs
`);

/**
 * Frequent content words a content-word list should skip besides the function words.
 *
 * @example
 * ```ts
 * FR_EXTRA_STOP_WORDS.includes("faire"); // true
 * ```
 */
export const FR_EXTRA_STOP_WORDS: readonly string[] = words(`
  faire fait faisait fit dit dire disait aller allait alla va vont venir venait vint
  monsieur madame mademoiselle m mme mlle mm oh ah eh hé hein bon bien chose choses fois
  peut-être maintenant comment pourquoi combien beaucoup presque surtout tellement vraiment
  d'abord aujourd'hui hier demain
`);

/**
 * First-person pronouns and determiners (bare forms; `j` and `m` are the elided ones).
 *
 * @example
 * ```ts
 * FR_FIRST_PERSON.includes("je"); // true
 * ```
 */
export const FR_FIRST_PERSON: readonly string[] = words(`
  je j me m moi mon ma mes mien mienne miens miennes nous notre nos nôtre nôtres moi-même
  nous-mêmes
`);

/** Endings of regular -er verbs, appended to a stem (e.g. `regard`). */
const ER = words(`
  er e es ons ez ent ais ait ions iez aient ai as a âmes âtes èrent erai eras era erons erez
  eront erais erait erions eriez eraient asse asses ât assent é ée és ées ant
`);

/**
 * Filter verbs: voir, apercevoir, entendre, sentir, remarquer, sembler, paraître, regarder,
 * savoir, penser. Nouns that share a form (`vue`, `sens`, `pensée`, `semblant`) are left out.
 *
 * @example
 * ```ts
 * FR_FILTER_VERBS.includes("voir"); // true
 * ```
 */
export const FR_FILTER_VERBS: readonly string[] = [
  ...words(`
    voir vois voit voyons voyez voient voyais voyait voyions voyiez voyaient vis vit vîmes vîtes
    virent verrai verras verra verrons verrez verront verrais verrait verrions verriez
    verraient voie voies vît vissent vu vus voyant
    apercevoir aperçois aperçoit apercevons apercevez aperçoivent apercevais apercevait
    apercevions apercevaient aperçus aperçut aperçûmes aperçurent apercevrai apercevra
    apercevrait apercevraient aperçoive aperçût aperçu aperçue aperçues apercevant
    entendre entends entend entendons entendez entendent entendais entendait entendions
    entendaient entendis entendit entendîmes entendirent entendrai entendra entendrons
    entendront entendrais entendrait entendraient entende entendît entendu entendue entendus
    entendues entendant
    sentir sent sentons sentez sentent sentais sentait sentions sentaient sentis sentit
    sentîmes sentirent sentirai sentira sentirait sentiraient sente sentît senti sentie
    senties sentant
    paraître parais paraît paraissons paraissez paraissent paraissais paraissait
    paraissaient parus parut parûmes parurent paraîtrai paraîtra paraîtrait paraîtraient
    paraisse parût paru paraissant
    savoir sais sait savons savez savent savais savait savions saviez savaient sus sut sûmes
    surent saurai sauras saura saurons saurez sauront saurais saurait saurions sauriez
    sauraient sache saches sachions sachiez sachent sût su sachant
  `),
  ...expand(["remarqu", "regard"], ER),
  ...expand(["sembl", "pens"], ER).filter((w) => !["semblant", "pensée", "pensées"].includes(w)),
];

/**
 * Modal verbs: pouvoir, devoir, vouloir, falloir (`puis` and `devant` are left out: in
 * prose they are nearly always the adverb and the preposition).
 *
 * @example
 * ```ts
 * FR_MODAL_VERBS.includes("pouvoir"); // true
 * ```
 */
export const FR_MODAL_VERBS: readonly string[] = words(`
  pouvoir peux peut pouvons pouvez peuvent pouvais pouvait pouvions pouviez pouvaient pus put
  pûmes purent pourrai pourras pourra pourrons pourrez pourront pourrais pourrait pourrions
  pourriez pourraient puisse puisses puissions puissiez puissent pût pu pouvant
  devoir dois doit devons devez doivent devais devait devions deviez devaient dus dut dûmes
  durent devrai devras devra devrons devrez devront devrais devrait devrions devriez
  devraient doive doives dût dû
  vouloir veux veut voulons voulez veulent voulais voulait voulions vouliez voulaient voulus
  voulut voulûmes voulurent voudrai voudras voudra voudrons voudrez voudront voudrais
  voudrait voudrions voudriez voudraient veuille veuilles veuillez veuillent voulût voulu
  voulant
  falloir faut fallait fallut faudra faudrait faille fallût fallu
`);

/**
 * Final -ent pronounced (nouns, adjectives, adverbs) although most final -ent is the mute
 * verb ending; -ement/-ément words need not be listed. Also used by the tense tagger to keep
 * these words from counting as present-tense verbs.
 *
 * @example
 * ```ts
 * FR_PRONOUNCED_ENT.includes("moment"); // true
 * ```
 */
export const FR_PRONOUNCED_ENT: readonly string[] = words(`
  moment comment sentiment bâtiment régiment compliment aliment ciment froment jument serment
  tourment document instrument monument argument segment fragment
  souvent vent dent lent cent gent absent présent argent parent accident content mécontent
  serpent talent torrent couvent évident ardent prudent imprudent violent différent
  indifférent excellent agent urgent récent innocent intelligent décent indécent équivalent
  fréquent éloquent impatient patient client orient occident insolent opulent président
  régent sergent trident impudent somnolent turbulent fervent expédient précédent strident
  incident adolescent compétent permanent éminent imminent continent pertinent impertinent
  négligent indulgent diligent conscient inconscient inconvénient transparent apparent
  adjacent ingrédient récipient omnipotent succulent virulent latent contingent arpent
  confident concurrent accent paravent nogent laurent vincent
`);

/**
 * Present forms of -érer/-irer/-urer verbs that look like passé simple plurals.
 *
 * @example
 * ```ts
 * FR_PRESENT_RENT.includes("espèrent"); // true
 * ```
 */
export const FR_PRESENT_RENT: readonly string[] = words(`
  espèrent préfèrent considèrent exagèrent tolèrent opèrent récupèrent libèrent modèrent
  altèrent délibèrent énumèrent vénèrent adhèrent lacèrent gèrent digèrent suggèrent insèrent
  réitèrent accélèrent tirent attirent retirent respirent inspirent expirent aspirent soupirent
  admirent désirent déchirent chavirent délirent empirent étirent rassurent assurent
  entourent dénaturent murmurent jurent durent figurent pleurent demeurent meurent
`);

/**
 * Irregular passé simple forms (3rd person) that no suffix rule catches safely.
 *
 * @example
 * ```ts
 * FR_PAST_FORMS.includes("fut"); // true
 * ```
 */
export const FR_PAST_FORMS: readonly string[] = words(`
  fut furent eut eurent fit firent prit prirent mit mirent reprit comprit apprit surprit
  permit promit remit soumit admit sortit partit sentit mentit dormit servit suivit écrivit
  ouvrit couvrit offrit souffrit découvrit recouvrit entrouvrit cueillit accueillit
  répondit rendit entendit attendit descendit perdit vendit tendit défendit fendit confondit
  répandit suspendit conduisit introduisit produisit construisit traduisit détruisit
  reconduisit plaignit craignit peignit joignit rejoignit éteignit atteignit feignit
  étreignit naquit vainquit assit rassit rompit interrompit battit abattit combattit
  parut disparut apparut reparut aperçut reçut conçut crut connut reconnut courut accourut
  parcourut secourut mourut voulut put dut sut lut relut valut fallut plut déplut tut vécut
  résolut émut vint tint devint revint parvint survint retint soutint obtint contint
  appartint maintint prévint souvint ressouvint convint intervint advint redevint entretint
  fûmes eûmes vîmes fîmes prîmes
  alla allèrent
`);

/**
 * -ait / -ais / -aient words that are not imperfect or conditional verb forms.
 *
 * @example
 * ```ts
 * FR_NOT_IMPERFECT.includes("fait"); // true
 * ```
 */
export const FR_NOT_IMPERFECT: readonly string[] = words(`
  fait refait défait satisfait parfait bienfait méfait forfait surfait contrefait
  lait trait portrait extrait retrait attrait distrait abstrait souhait minerai
  ait aient tait plait
  mais jamais désormais palais frais épais marais relais biais dais rabais mauvais niais
  laquais harnais jais balais engrais essais délais vais fais sais tais plais hais connais
  reconnais parais apparais disparais nais anglais français polonais écossais marseillais
  bordelais nogentais havanais quais vrais gais remblais
`);

/**
 * Present-tense forms that mark narration in the present.
 *
 * @example
 * ```ts
 * FR_PRESENT_FORMS.includes("est"); // true
 * ```
 */
export const FR_PRESENT_FORMS: readonly string[] = words(`
  est sont suis es sommes êtes ai as a avons avez ont va vont vais allons allez
  peut peuvent veut veulent doit doivent faut sait savent voit voient vient viennent tient
  tiennent prend prennent met mettent fait font semble semblent paraît connaît naît plaît
  regarde regardent pense pensent restent entrent arrive arrivent
`);

/**
 * Common adjectives (masculine singular; regular plurals and feminines are derived).
 *
 * @example
 * ```ts
 * FR_ADJECTIVES.includes("grand"); // true
 * ```
 */
export const FR_ADJECTIVES: readonly string[] = words(`
  grand petit bon mauvais beau bel belle nouveau nouvel nouvelle vieux vieil vieille jeune
  long longue haut bas basse gros grosse large blanc blanche noir rouge bleu vert jaune gris
  grise brun blond pâle clair sombre fort faible doux douce dur chaud froid frais fraîche sec
  sèche plein vide riche pauvre triste gai joli laid fin épais épaisse lourd léger légère
  simple seul propre sale vrai faux fausse bref brève court lent vif vive calme tranquille
  étrange immense énorme meilleur pire cher chère sûr prêt libre dernier dernière ancien
  ancienne moderne noble digne rare âgé vivant charmant élégant brillant grave tendre aimable
  facile difficile possible impossible nécessaire ordinaire extraordinaire honnête humble
  étroit lointain proche nu mince maigre gras grasse rond carré entier entière complet
  complète parfait pur profond sourd aveugle muet muette fou folle sage bête méchant gentil
  gentille poli timide hardi brusque vague vaste obscur tiède humide rose violet violette
  superbe magnifique splendide délicieux malheureux heureux joyeux curieux sérieux nerveux
  furieux vertueux fâché content inquiet inquiète ému amoureux jaloux jalouse fier fière
  lâche solide fragile souple raide mou molle amer amère aigre fade chétif intime public
  publique secret secrète naturel naturelle cruel cruelle réel réelle mortel mortelle
`);

/**
 * Words with an adjective suffix that are usually nouns, verbs or pronouns.
 *
 * @example
 * ```ts
 * FR_NOT_ADJECTIVE.includes("eux"); // true
 * ```
 */
export const FR_NOT_ADJECTIVE: readonly string[] = words(`
  eux yeux cheveux lieux dieux jeux feux neveux vœux aïeux adieux cieux mieux
  table tables diable diables sable fable étable érable câble connétable bible cible crible
  juif motif motifs récif canif tarif suif rive rives arrive arrivent dérive olive salive
  lessive missive gencive écrive suive poursuive
  musique boutique république fabrique mécanique panique tunique supplique réplique cantique
  portique chronique physique basilique barrique brique pique manique technique afrique
  amérique martinique boutiques
  danseuse blanchisseuse ouvreuse berceuse vendeuse chanteuse coiffeuse brodeuse liseuse
  causeuse presque théâtre théâtres
`);

/**
 * Words ending in a nominal suffix that are not nominalisations: -ité participles of -iter
 * verbs, verbs and adjectives in -ance/-ence/-ure, and underived nouns.
 *
 * @example
 * ```ts
 * FR_NOMINAL_EXCLUSIONS.includes("hésité"); // true
 * ```
 */
export const FR_NOMINAL_EXCLUSIONS: readonly string[] = words(`
  hésité agité agités agitée invité invités invitée visité précipité précipités excité
  excités mérité irrité imité évité habité profité médité récité ressuscité sollicité
  félicité
  france chance chances avance avances balance lance lances élance relance provence
  commence recommence silence silences science sciences florence
  nature natures figure figures voiture voitures aventure aventures ceinture chevelure
  toiture verdure ordure ordures murmure murmures allure serrure bordure chaussure
  chaussures injure injures obscure obscures assure assurent procure rassure endure capture
  torture tortures demeure demeures
`);

/**
 * Common French abbreviations, lower case, without the final period.
 *
 * @example
 * ```ts
 * FR_ABBREVIATIONS.includes("m"); // true
 * ```
 */
export const FR_ABBREVIATIONS: readonly string[] = words(`
  m mm mme mmes mlle mlles me mgr dr pr st ste etc p ex p.ex c.-à-d cf av apr j.-c n° no vol
  chap éd t fig env hab
`);
