/**
 * English word lists used by the English profile (`en.ts`). Pure data: every entry is lower
 * case with a straight apostrophe, as the pipeline looks words up after case folding.
 *
 * @module
 */

/** Splits a whitespace-separated literal into a frozen list (keeps the lists readable). */
function words(list: string): readonly string[] {
  return Object.freeze(list.trim().split(/\s+/));
}

/**
 * Closed-class English words: articles, determiners, pronouns, prepositions, conjunctions,
 * auxiliaries, modals and the commonest grammatical adverbs.
 *
 * @example
 * ```ts
 * EN_FUNCTION_WORDS.includes("the"); // true
 * ```
 */
export const EN_FUNCTION_WORDS: readonly string[] = words(`
  a an the this that these those some any no every each either neither both all half
  another other such what which whatever whichever whose whom who whoever
  i me my mine myself you your yours yourself yourselves he him his himself she her hers
  herself it its itself we us our ours ourselves they them their theirs themselves one
  oneself thee thou thy thine ye
  about above across after against along amid amidst among amongst around as at before
  behind below beneath beside besides between beyond by despite down during except for from
  in inside into like near of off on onto opposite out outside over past per round since
  through throughout till to toward towards under underneath unlike until unto up upon via
  with within without upon
  and but or nor so yet if unless because although though whereas while whilst whether
  than that lest once
  be am is are was were been being have has had having do does did doing done
  can could may might must shall should will would ought need dare
  isn't aren't wasn't weren't hasn't haven't hadn't don't doesn't didn't can't cannot
  couldn't mayn't mightn't mustn't shan't shouldn't won't wouldn't oughtn't needn't
  i'm you're he's she's it's we're they're i've you've we've they've i'd you'd he'd she'd
  we'd they'd i'll you'll he'll she'll it'll we'll they'll that's there's here's what's
  let's who's
  not never also too very just only even still already again ever then there here now
  thus hence therefore however perhaps quite rather almost much many more most less least
  few fewer little several enough
  how when where why whence whither wherever whenever whereupon wherein thereby
  yes oh ah o
`);

/**
 * Extra stop words for content-word lists: frequent light verbs, reporting verbs, titles and
 * fillers that are not closed-class but carry little content in fiction.
 *
 * @example
 * ```ts
 * EN_EXTRA_STOP_WORDS.includes("said"); // true
 * ```
 */
export const EN_EXTRA_STOP_WORDS: readonly string[] = words(`
  said say says saying went go goes going gone come came comes coming get got gets getting
  make made makes making take took taken takes know knew known think thought see saw seen
  look looked looking tell told well like way thing things something nothing anything
  everything someone anyone everyone nobody somebody anybody everybody mr mrs miss sir
  madam lady lord upon shall two three first last own same way
`);

/**
 * Filter verbs: every inflected form of see, hear, feel, notice, realise/realize, watch,
 * look, seem, sense, smell, taste, wonder, think, know and decide.
 *
 * @example
 * ```ts
 * EN_FILTER_VERBS.includes("realised"); // true
 * ```
 */
export const EN_FILTER_VERBS: readonly string[] = words(`
  see sees saw seen seeing
  hear hears heard hearing
  feel feels felt feeling
  notice notices noticed noticing
  realise realises realised realising realize realizes realized realizing
  watch watches watched watching
  look looks looked looking
  seem seems seemed seeming
  sense senses sensed sensing
  smell smells smelled smelt smelling
  taste tastes tasted tasting
  wonder wonders wondered wondering
  think thinks thought thinking
  know knows knew known knowing
  decide decides decided deciding
`);

/**
 * Modal verbs with their negated and contracted forms.
 *
 * @example
 * ```ts
 * EN_MODAL_VERBS.includes("couldn't"); // true
 * ```
 */
export const EN_MODAL_VERBS: readonly string[] = words(`
  can could may might must shall should will would ought
  cannot can't couldn't mayn't mightn't mustn't shan't shouldn't won't wouldn't oughtn't
`);

/**
 * Irregular simple-past forms (strong verbs and irregular weak verbs). Forms that are also
 * the present or infinitive (put, set, cut, read, let, hit…) are left out as undecidable.
 *
 * @example
 * ```ts
 * EN_IRREGULAR_PAST.includes("went"); // true
 * ```
 */
export const EN_IRREGULAR_PAST: readonly string[] = words(`
  was were had did wasn't weren't hadn't didn't could couldn't
  went said saw came took made knew thought told found gave got became began brought bought
  caught felt fell held kept left led lost meant met paid ran rose sat sent shook slept spoke
  stood stole struck swam threw understood woke wore won wrote drew drank drove ate flew
  forgot forgave froze grew hid hung knelt laid lay lit lent rang rode sang sank slid sought
  spent sprang stuck stung swore swept swung taught tore wept heard sold fought fled fed bred
  bent built dealt dug dwelt leapt leant burnt learnt spelt spilt sped spun strode strove
  shone shot slew smote stank sprang bore bade withdrew overtook undertook beheld forbade
  arose awoke befell bid bit blew broke chose clung crept dove dreamt clad sunk shrank
  overcame became mistook partook wound
`);

/**
 * Past participles that differ from the simple past (seen, done, given…) plus base-identical
 * participles (come, become, run). Only tense-marking after an auxiliary.
 *
 * @example
 * ```ts
 * EN_PARTICIPLES.includes("written"); // true
 * ```
 */
export const EN_PARTICIPLES: readonly string[] = words(`
  been seen done gone given taken known written broken spoken chosen fallen forgotten hidden
  driven ridden eaten beaten bitten shown thrown grown drawn worn torn sworn born borne
  frozen stolen woken shaken mistaken risen arisen begun sung rung drunk sunk swum flown
  forgiven forbidden gotten proven sewn slain stricken strewn shrunk sprung overcome come
  become run undertaken overtaken withdrawn beholden bidden awoken trodden hewn mown
`);

/**
 * Irregular participles that form passives after "be"/"get": the participle list plus the
 * past forms that double as participles (made, told, found…), and base-identical ones
 * (put, set, cut…) that are participles right after "be".
 *
 * @example
 * ```ts
 * EN_PASSIVE_PARTICIPLES.includes("told"); // true
 * ```
 */
export const EN_PASSIVE_PARTICIPLES: readonly string[] = words(`
  seen done given taken known written broken spoken chosen forgotten hidden driven ridden
  eaten beaten bitten shown thrown grown drawn worn torn sworn born borne frozen stolen
  shaken mistaken begun sung rung drunk forgiven forbidden gotten proven sewn slain stricken
  strewn overcome undertaken overtaken withdrawn bidden trodden hewn mown
  made said told sold held found bound ground brought bought caught taught thought sought
  fought left felt kept swept meant sent spent bent lent built lost shot heard struck stuck
  hung flung stung swung spun won laid paid led fed bred understood put set cut hit hurt shut
  spread let read cast upset beset
`);

/**
 * Words ending in "ed" that are not verb forms (or are adjectives whose -ed is not a past).
 *
 * @example
 * ```ts
 * EN_ED_EXCLUSIONS.includes("hundred"); // true
 * ```
 */
export const EN_ED_EXCLUSIONS: readonly string[] = words(`
  bed red shed wed sled fled led fed bred sped need indeed seed feed speed bleed breed creed
  deed heed weed reed steed greed proceed succeed exceed hundred kindred hatred sacred naked
  wicked wretched ragged rugged crooked jagged beloved dogged learned aged blessed
  cursed rugged shred embed infrared unwed moped biped
`);

/**
 * "-eed" words that are genuine pasts (the rest of "-eed" is excluded).
 *
 * @example
 * ```ts
 * EN_EED_PASTS.includes("agreed"); // true
 * ```
 */
export const EN_EED_PASTS: readonly string[] = words(`
  agreed freed decreed guaranteed refereed disagreed
`);

/**
 * Frequent third-person present forms, taken as present without context.
 *
 * @example
 * ```ts
 * EN_PRESENT_FORMS.includes("says"); // true
 * ```
 */
export const EN_PRESENT_FORMS: readonly string[] = words(`
  am is are isn't aren't has hasn't does doesn't don't
  i'm you're he's she's it's we're they're that's there's here's what's who's
  i've you've we've they've i'll you'll he'll she'll it'll we'll they'll
  can cannot can't will won't shall shan't
  says goes comes takes makes knows thinks sees seems stands sits asks tells gives gets feels
  wants tries keeps begins holds brings puts becomes hears lets finds speaks writes opens
  closes laughs stares reaches wonders realises realizes notices decides remembers forgets
  believes loves likes needs sighs rises sleeps wakes eats drinks dies lives grows
  understands appears happens remains exists
`);

/**
 * Third-person forms that are also frequent plural nouns (looks, smiles, steps): present only
 * after "and", a subject pronoun or an adverb (see `en.ts`).
 *
 * @example
 * ```ts
 * EN_AMBIGUOUS_S_FORMS.includes("looks"); // true
 * ```
 */
export const EN_AMBIGUOUS_S_FORMS: readonly string[] = words(`
  looks smiles turns nods leaves lies wishes hopes walks steps calls falls answers replies
  whispers shows moves waits reads runs means cries laughs sighs shakes watches complains
  stops starts returns glances kisses touches points sounds plays works fears doubts dreams
`);

/**
 * Common base verbs: present tense after "i", "you", "we", "they".
 *
 * @example
 * ```ts
 * EN_BASE_VERBS.includes("know"); // true
 * ```
 */
export const EN_BASE_VERBS: readonly string[] = words(`
  know think see say go come want like feel take make look get need hope believe mean
  remember understand love hate wish find tell ask try seem hear keep let give call stand
  sit walk run turn hold leave live work wait watch speak write bring begin open close stay
  move pull push reach smile nod laugh cry shake shrug stare whisper do have suppose guess
  fear doubt agree expect imagine forget wonder notice realise realize decide
`);

/**
 * Tokens ending in "s" after he/she/it that are not third-person verb forms.
 *
 * @example
 * ```ts
 * EN_S_NON_VERBS.includes("always"); // true
 * ```
 */
export const EN_S_NON_VERBS: readonly string[] = words(`
  always perhaps sometimes thus nevertheless nonetheless afterwards towards besides unless
  as was this whereas hers its his yes less us has is news mrs ms
  nowadays upwards downwards backwards forwards onwards homewards outwards inwards
  sideways anyways otherwise likewise
`);

/**
 * Common English adjectives that the suffix heuristics would miss.
 *
 * @example
 * ```ts
 * EN_ADJECTIVES.includes("old"); // true
 * ```
 */
export const EN_ADJECTIVES: readonly string[] = words(`
  good bad new old young big small little large great long short high low tall wide narrow
  deep shallow thick thin fat heavy light dark bright pale white black red blue green yellow
  brown grey gray pink purple golden silver hot cold warm cool wet dry clean dirty full empty
  rich poor cheap dear strong weak hard soft smooth rough sharp dull quick slow fast early
  late near far right wrong true false real sure certain clear plain simple strange odd
  quiet loud silent calm wild tame kind cruel gentle fierce brave bold proud humble happy
  sad glad sorry angry mad sick ill well alive dead fresh stale sweet sour bitter rude
  polite nice fine fair ugly pretty lovely handsome beautiful lonely friendly lively likely
  silly holy early free busy ready easy lazy tiny huge vast whole entire main chief only
  own same different other various single double open shut able unable fit safe sound
  grand noble mean vile wise foolish clever stupid dumb deaf blind lame tired weary eager
  keen fond glad grim stern firm loose tight steady solid hollow broad flat round square
  straight crooked steep distant close private public secret sudden rapid gradual ancient
  modern recent former latter next past present absent usual unusual common rare ideal
  equal real royal loyal oval total mortal moral vital fatal awful dreadful hungry thirsty
  merry jolly worthy guilty nasty hasty dusty dreary sorry wary weary gloomy heavy shy sly
  dry wry coy grey stout slim slender plump naked wicked sacred wretched ragged rugged
  beloved aged learned blessed cursed wounded frightened tired pleased surprised
  astonished ashamed afraid asleep awake aware alone alike icy shy
  dirty hearty guilty salty faulty dainty steady
  silvery watery flowery fiery slippery feathery leathery sultry wintry
  manly deadly costly orderly elderly ghastly ghostly stately comely homely lowly lordly
  princely courtly cowardly beastly sickly surly burly curly jolly woolly chilly hilly
  timely unseemly seemly unlikely unfriendly heavenly earthly worldly motherly fatherly
  brotherly sisterly scholarly neighbourly gentlemanly leisurely ungainly
  stony bony phony racy spicy juicy saucy bouncy fleecy leafy comfy
`);

/**
 * Words ending in consonant + "y" that are not adjectives (nouns, verbs, names, numerals).
 * Checked before the ending rules of `isAdjective`.
 *
 * @example
 * ```ts
 * EN_Y_NON_ADJECTIVES.includes("family"); // true
 * ```
 */
export const EN_Y_NON_ADJECTIVES: readonly string[] = words(`
  family city body story money party army country company enemy baby lady copy duty beauty
  reply supply energy theory policy society authority majority quality memory history
  victory glory mystery injury jury industry ministry century fury agony irony colony
  harmony melody remedy comedy tragedy study worry hurry carry marry bury vary apply deny
  rely occupy envy pity mercy fancy piety anxiety variety propriety gaiety plenty liberty
  property poverty cavalry infantry artillery embassy
  everybody anybody nobody somebody
  twenty thirty forty fifty sixty seventy eighty ninety
  difficulty certainty uncertainty cruelty novelty county bounty safety loyalty royalty
  penalty faculty casualty frailty subtlety specialty majesty dynasty honesty modesty
  amnesty travesty treaty entreaty sovereignty surety nicety warranty kitty ditty jetty
  putty
  courtesy heresy jealousy hypocrisy fantasy ecstasy pansy gipsy gypsy daisy controversy
  apostasy idiosyncrasy autopsy epilepsy leprosy dropsy
  penny granny nanny johnny jenny destiny mutiny
  lady body study remedy comedy tragedy melody parody rhapsody custody candy daddy buddy
  toddy paddy embody monody prosody malady subsidy perfidy
  puppy poppy copy canopy therapy entropy philanthropy misanthropy occupy guppy
  baby hobby lobby ruby rugby derby
  navy envy ivy bevy levy gravy scurvy
  proxy galaxy orthodoxy apoplexy heterodoxy epoxy
  frenzy
  worry hurry carry marry berry cherry ferry lorry sherry curry quarry fairy dairy
  timothy dorothy kathy
  mummy tummy dummy billy willy molly polly betty sally nelly lizzy darcy lydia
`);

/**
 * Words ending in a nominal suffix (tion sion ment ness ity ance ence ism) that are not
 * nominalisations of an English verb or adjective. Curated to three groups:
 * function words and adverbs (hence, whence, askance, perchance), bare suffixes, and frequent
 * nouns or verbs whose ending is not a live derivational suffix (moment, regiment, nation,
 * station, chance, dance, city, business, governess…). Derived nouns whose base is still an
 * English word (movement, happiness, silence, presence, patience) stay countable.
 *
 * @example
 * ```ts
 * EN_NOMINAL_EXCLUSIONS.includes("moment"); // true
 * ```
 */
export const EN_NOMINAL_EXCLUSIONS: readonly string[] = words(`
  tion sion ment ness ity ance ence ism
  hence thence whence askance perchance
  nation station ration portion potion lotion notion caution auction mention question
  mansion pension occasion passion mission session vision
  moment comment cement segment garment ornament element fragment pigment torment
  parliament sacrament testament regiment monument instrument document compliment
  complement sentiment experiment lament ferment augment foment implement supplement
  increment tenement firmament filament temperament ligament vehement clement
  business witness wilderness harness governess baroness lioness
  city pity
  dance chance glance lance trance france finance romance advance enhance prance stance
  instance balance distance substance circumstance ambulance nuisance countenance
  fence pence sixpence twopence threepence sentence science conscience essence licence
  commence audience providence
  prism schism
`);

/**
 * Forms of "be" and "get" that start a passive.
 *
 * @example
 * ```ts
 * EN_PASSIVE_AUXILIARIES.includes("be"); // true
 * ```
 */
export const EN_PASSIVE_AUXILIARIES: readonly string[] = words(`
  be am is are was were been being isn't aren't wasn't weren't get gets got gotten getting
`);

/**
 * Determiners: an -ed word after one is an adjective ("a learned man", "the wounded").
 *
 * @example
 * ```ts
 * EN_DETERMINERS.includes("a"); // true
 * ```
 */
export const EN_DETERMINERS: readonly string[] = words(`
  a an the this that these those my your his her its our their some every no any each
  another such one
`);

/**
 * After these the next verb is an infinitive or non-finite form: no tense.
 *
 * @example
 * ```ts
 * EN_NON_FINITE_CONTEXT.includes("to"); // true
 * ```
 */
export const EN_NON_FINITE_CONTEXT: readonly string[] = words(`
  to be been being can could may might must shall should will would ought did do does didn't
  don't doesn't can't cannot couldn't mightn't mustn't shan't shouldn't won't wouldn't
`);

/**
 * Degree words and linking verbs: an -ed form after them is an adjective ("very tired").
 *
 * @example
 * ```ts
 * EN_ADJECTIVE_CONTEXT.includes("very"); // true
 * ```
 */
export const EN_ADJECTIVE_CONTEXT: readonly string[] = words(`
  very so too more most rather quite less least how
  seem seems seemed look looks looked appear appears appeared become becomes became grow
  grows grew feel feels felt remain remains remained get gets got sound sounds sounded
`);

/**
 * "-s" forms are verbs after these words (and looks, she smiles, then turns).
 *
 * @example
 * ```ts
 * EN_S_VERB_CONTEXT.includes("and"); // true
 * ```
 */
export const EN_S_VERB_CONTEXT: readonly string[] = words(`
  and he she it who which that then now but also still just only never always often
  suddenly slowly quickly again
`);

/**
 * Words that end in an adjective suffix but are nouns or verbs, per suffix (exact words;
 * verbs in -ceive/-lieve/-rive/-vive are excluded by ending in `en.ts`).
 *
 * @example
 * ```ts
 * EN_ADJECTIVE_SUFFIX_EXCLUSIONS.al.includes("animal"); // true
 * ```
 */
export const EN_ADJECTIVE_SUFFIX_EXCLUSIONS: Readonly<Record<string, readonly string[]>> = {
  ful: words(`handful mouthful spoonful cupful armful basketful pocketful`),
  less: words(`unless nevertheless nonetheless bless`),
  ous: [],
  ive: words(`
    olive forgive motive detective relative narrative initiative archive captive adjective
    fugitive executive representative alternative objective
  `),
  able: words(`
    table cable fable constable vegetable parable syllable gable sable enable disable stable
    timetable turntable
  `),
  ible: words(`bible crucible`),
  al: words(`
    deal meal seal steal heal appeal reveal conceal dial trial denial animal hospital signal
    capital arrival approval refusal proposal festival interval journal metal crystal canal
    rival ritual pedal medal scandal sandal admiral cardinal corporal general principal
    official criminal individual material total equal several natal petal spiral funeral
    mineral pascal jackal portal sepal cathedral rascal vial removal survival renewal
    dismissal betrayal rehearsal recital burial withdrawal upheaval disposal perusal phial
    memorial editorial tutorial terminal professional colonial periodical chemical mammal
    carnival
  `),
  ic: words(`
    music logic panic topic traffic republic clinic picnic tonic critic mechanic arithmetic
    rhetoric fabric garlic mimic tunic cleric relic attic frolic public cynic lyric arsenic
    heretic lunatic fanatic colic tactic magic
  `),
  ish: words(`
    finish punish publish vanish banish establish polish perish cherish flourish nourish
    relish diminish abolish astonish furnish accomplish demolish extinguish distinguish
    languish anguish parish radish rubbish admonish replenish embellish impoverish brandish
    blemish garnish tarnish ravish squish swish english
  `),
  y: [],
};

/**
 * First-person pronouns, singular and plural, all cases.
 *
 * @example
 * ```ts
 * EN_FIRST_PERSON.includes("i"); // true
 * ```
 */
export const EN_FIRST_PERSON: readonly string[] = words(`
  i me my mine myself we us our ours ourselves
`);

/**
 * Abbreviations, lower case without the final period; multi-part ones keep their inner
 * periods ("e.g", "i.e", "a.m"). Single letters are not listed (initials end sentences too).
 *
 * @example
 * ```ts
 * EN_ABBREVIATIONS.includes("mr"); // true
 * ```
 */
export const EN_ABBREVIATIONS: readonly string[] = words(`
  mr mrs ms messrs dr st prof rev hon esq jr sr gen col capt lt sgt maj adm gov sen rep etc e.g
  i.e viz cf vs no nos vol vols ch chap p pp fig ed eds approx dept co inc ltd bros mt ft jan
  feb mar apr jun jul aug sep sept oct nov dec a.m p.m u.s u.k ibid op cit mme mlle
`);
