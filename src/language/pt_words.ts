/**
 * Word lists of the Portuguese profile (lower case, European spelling as in the modernised
 * text of Eça de Queirós' *A Ilustre Casa de Ramires*, with Brazilian variants where they
 * differ in a common word).
 *
 * @module
 */

import { expand, words } from "./vowel_groups.ts";

/**
 * Articles, pronouns, prepositions, conjunctions, auxiliaries and closed-class adverbs.
 *
 * @example
 * ```ts
 * PT_FUNCTION_WORDS.includes("o"); // true
 * ```
 */
export const PT_FUNCTION_WORDS: readonly string[] = words(`
  o a os as um uma uns umas do da dos das no na nos nas ao aos à às pelo pela pelos pelas
  num numa nuns numas dum duma duns dumas dele dela deles delas nele nela neles nelas neste
  nesta nesse nessa naquele naquela deste desta destes destas desse dessa daquele daquela
  disto disso daquilo nisto nisso naquilo d
  de em por para com sem sob sobre entre até desde contra após perante durante defronte
  outrora
  e ou mas nem que se como quando porque pois porém contudo todavia enquanto embora logo
  portanto
  eu tu ele ela nós vós eles elas você vocês me te nos vos lhe lhes mim ti si comigo contigo
  consigo conosco connosco convosco
  meu minha meus minhas teu tua teus tuas seu sua seus suas nosso nossa nossos nossas vosso
  vossa vossos vossas este esta estes estas isto esse essa esses essas isso aquele aquela
  aqueles aquelas aquilo quem qual quais cujo cuja cujos cujas quanto quanta quantos quantas
  algo alguém algum alguma alguns algumas nada ninguém nenhum nenhuma todo toda todos todas
  tudo outro outra outros outras mesmo mesma mesmos mesmas cada muito muita muitos muitas
  pouco pouca poucos poucas tanto tanta tantos tantas
  não sim já ainda também só apenas mais menos tão bem mal sempre nunca jamais aqui aí ali
  lá cá então agora depois antes assim
  ser sou és é somos são era eras éramos eram fui foi fomos foram seja sejam fosse fossem
  será serão seria seriam sido sendo
  estar estou está estamos estão estava estavam esteve estiveram esteja estivesse estado
  estando
  ter tenho tens tem temos têm tinha tinham teve tiveram tenha tivesse terá teria tido tendo
  haver hei há havemos hão havia haviam houve haja houvesse haverá haveria havido
`);

/**
 * Frequent content words a content-word list should skip besides the function words.
 *
 * @example
 * ```ts
 * PT_EXTRA_STOP_WORDS.includes("sr"); // true
 * ```
 */
export const PT_EXTRA_STOP_WORDS: readonly string[] = words(`
  sr sra senhor senhora dona fazer faz fazia fez dizer diz dizia disse ir ia vai foi coisa
  coisas oh ah eh ai vez vezes
`);

/**
 * First-person pronouns and possessives, singular and plural.
 *
 * @example
 * ```ts
 * PT_FIRST_PERSON.includes("eu"); // true
 * ```
 */
export const PT_FIRST_PERSON: readonly string[] = words(`
  eu me mim comigo meu minha meus minhas nós nos conosco connosco nosso nossa nossos nossas
`);

/** Regular -ar endings (indicative, subjunctive, conditional, participle, gerund). */
const AR = words(`
  ar o as a amos ais am ava avas ávamos avam ei aste ou astes aram ara arei arás ará aremos
  arão aria arias aríamos ariam e es emos em asse asses ássemos assem armos arem ado ada
  ados adas ando
`);

/** Regular -er endings. */
const ER = words(`
  er o es e emos em ia ias íamos iam i este eu eram era erei erá erão eria eriam a as amos
  am esse esses êssemos essem ermos erem ido ida idos idas endo
`);

/**
 * Filter verbs: ver, ouvir, sentir, notar, perceber, parecer, olhar, saber, pensar. Nouns
 * sharing a form (`vista`, `olho`, `nota`, `notas`) and `vir` (to come) are left out.
 *
 * @example
 * ```ts
 * PT_FILTER_VERBS.includes("ver"); // true
 * ```
 */
export const PT_FILTER_VERBS: readonly string[] = [
  ...words(`
    ver vejo vês vê vemos veem vêem via vias víamos viam vi viste viu vimos viram vira verei
    verá veremos verão veria veriam veja vejas vejamos vejam visse visses vissem visto
    vistos vendo
    ouvir ouço oiço ouves ouve ouvimos ouvem ouvia ouvias ouvíamos ouviam ouvi ouviste ouviu
    ouviram ouvira ouvirei ouvirá ouviria ouviriam ouça ouçam ouvisse ouvissem ouvido
    ouvida ouvidos ouvindo
    sentir sinto sentes sente sentimos sentem sentia sentiam senti sentiu sentiram sentira
    sentirá sentiria sinta sintam sentisse sentissem sentido sentida sentindo
    parecer pareço pareces parece parecemos parecem parecia pareciam pareci pareceu
    pareceram parecera parecerá pareceria pareça pareçam parecesse parecessem parecido
    parecendo
    saber sei sabes sabe sabemos sabem sabia sabias sabíamos sabiam soube soubeste soubemos
    souberam soubera saberei saberá saberia saiba saibas saibam soubesse soubessem souber
    sabido sabendo
  `),
  ...expand(["not", "olh", "pens"], AR).filter((w) => !["olho", "nota", "notas"].includes(w)),
  ...expand(["perceb"], ER),
];

/**
 * Modal verbs: poder, dever, querer (`querida` is left out: mostly the vocative "dear").
 *
 * @example
 * ```ts
 * PT_MODAL_VERBS.includes("poder"); // true
 * ```
 */
export const PT_MODAL_VERBS: readonly string[] = [
  ...words(`
    poder posso podes pode podemos podem podia podias podíamos podiam pude pudeste pôde
    pudemos puderam pudera poderei poderá poderemos poderão poderia poderias poderíamos
    poderiam possa possas possamos possam pudesse pudesses pudéssemos pudessem puder
    puderem podido podendo
    querer quero queres quer queremos querem queria queriam quis quiseste quisemos quiseram
    quisera quererá quereria quereriam queira queiram quisesse quisessem quiser quiserem
    querido querendo
  `),
  ...expand(["dev"], ER),
];

/**
 * Irregular past forms (strong preterites, pluperfects, imperfect of ser/ter/vir/pôr).
 *
 * @example
 * ```ts
 * PT_PAST_FORMS.includes("foi"); // true
 * ```
 */
export const PT_PAST_FORMS: readonly string[] = words(`
  foi foram fui era eram eras éramos tinha tinham tínhamos teve tiveram tive estava estavam
  esteve estiveram estive houve havia haviam fez fizeram fiz disse disseram dissera disse
  deu deram dei veio vieram vim viu viram pôs puseram pus trouxe trouxeram trouxera soube
  souberam quis quiseram pôde puderam vinha vinham punha punham ia iam tivera fizera
  estivera houvera soubera quisera pudera viera pusera
`);

/**
 * Words that look like imperfects, preterites or pluperfects but are nouns, adjectives or
 * present forms.
 *
 * @example
 * ```ts
 * PT_NOT_PAST.includes("dia"); // true
 * ```
 */
export const PT_NOT_PAST: readonly string[] = words(`
  dia dias tia tias via vias maria alegria companhia fantasia poesia melancolia energia
  harmonia ironia agonia economia filosofia geografia teologia cortesia simpatia freguesia
  senhoria fidalguia cobardia covardia valentia academia anatomia monarquia sangria
  livraria escadaria gouveia ireneia garcia tabacaria padaria cavalaria alfaiataria
  ourivesaria maquinaria artilharia infantaria pedraria gritaria vozearia selaria
  hospedaria galeria leiteria cervejaria pastelaria drogaria portaria secretaria
  carpintaria parceria sacristia
  fria frias vazia vazias macia sombria tardia judia vadia guia guias ria cia pia
  meu teu seu eu judeu europeu ateu museu plebeu apogeu liceu camafeu hebreu pigmeu
  sou vou estou dou ou
  rei lei sei hei frei grei
  espera primavera severa hera fera sincera austera quimera esfera atmosfera galera
  pantera cera vera
  mentira casimira safira tavira admira atira tira mira gira vira
  esse nesse desse interesse tosse classe trespasse
  para clara cara vara rara
`);

/**
 * Present-tense forms that mark narration in the present.
 *
 * @example
 * ```ts
 * PT_PRESENT_FORMS.includes("é"); // true
 * ```
 */
export const PT_PRESENT_FORMS: readonly string[] = words(`
  é são sou somos está estão estou estamos tem têm tenho temos há vai vão vou vamos pode
  podem quer querem diz dizem faz fazem sabe sabem parece parecem vem vêm fica ficam olha
  olham
`);

/**
 * Common adjectives (masculine singular in -o, or invariable); inflections are derived.
 *
 * @example
 * ```ts
 * PT_ADJECTIVES.includes("bom"); // true
 * ```
 */
export const PT_ADJECTIVES: readonly string[] = words(`
  bom mau grande pequeno alto baixo longo curto largo estreito novo velho jovem antigo
  branco negro preto vermelho verde azul amarelo cinzento pardo moreno louro claro escuro
  forte fraco duro mole quente frio fresco seco cheio vazio rico pobre feliz triste alegre
  bonito lindo formoso feio gordo magro grosso fino pesado leve simples só único próprio
  limpo sujo verdadeiro falso breve lento rápido vivo tranquilo estranho enorme melhor pior
  caro barato seguro livre último primeiro nobre digno raro são doente cansado grave terno
  amável fácil difícil possível impossível necessário ordinário honrado humilde distante
  próximo nu redondo direito inteiro completo perfeito puro profundo surdo cego mudo louco
  sábio tolo tímido brusco vago vasto tépido doce amargo suave áspero rude feroz cruel
  natural real mortal público secreto íntimo santo sagrado esplêndido magnífico
`);

/**
 * Words with an adjective suffix that are usually nouns or verbs.
 *
 * @example
 * ```ts
 * PT_NOT_ADJECTIVE.includes("esposa"); // true
 * ```
 */
export const PT_NOT_ADJECTIVE: readonly string[] = words(`
  esposa esposo coisa coisas casa casas rosa rosas lousa pousa repouso
  motivo arquivo olivo
  médico médicos música músicas república prática política políticas
  secretário notário diário salário armário cenário calendário vigário boticário comissário
  proprietário funcionário adversário santuário rosário sacrário
  cavaleiro cavaleiros
`);

/**
 * Common Portuguese abbreviations, lower case, without the final period.
 *
 * @example
 * ```ts
 * PT_ABBREVIATIONS.includes("sr"); // true
 * ```
 */
export const PT_ABBREVIATIONS: readonly string[] = words(`
  sr sra srs sras srta d dr dra drs exa exª exmo exma v.exa v.exª etc pág págs nº n cap vol
  ilmo ilma prof profa s sto sta
`);
