/**
 * Word lists of the Spanish profile (lower case), checked against Pardo Bazán's *Los pazos de
 * Ulloa*.
 *
 * @module
 */

import { expand, words } from "./vowel_groups.ts";

/**
 * Articles, pronouns, prepositions, conjunctions, auxiliaries and closed-class adverbs.
 *
 * @example
 * ```ts
 * ES_FUNCTION_WORDS.includes("el"); // true
 * ```
 */
export const ES_FUNCTION_WORDS: readonly string[] = words(`
  el la los las lo un una unos unas al del
  a ante bajo con contra de desde durante en entre hacia hasta mediante para por según sin
  sobre tras
  y e o u ni que pero mas sino aunque porque pues si como cuando donde mientras conque
  yo tú él ella ello nosotros nosotras vosotros vosotras ellos ellas usted ustedes vd vds
  me te se nos os le les mí ti sí conmigo contigo consigo
  mi mis tu tus su sus nuestro nuestra nuestros nuestras vuestro vuestra vuestros vuestras
  mío mía míos mías tuyo tuya tuyos tuyas suyo suya suyos suyas
  este esta esto estos estas ese esa eso esos esas aquel aquella aquello aquellos aquellas
  éste ésta éstos éstas ése ésa ésos ésas aquél aquélla aquéllos aquéllas
  quien quienes cual cuales cuyo cuya cuyos cuyas qué quién quiénes cuál cuáles cómo dónde
  cuándo cuánto cuánta cuántos cuántas cuanto cuanta cuantos cuantas
  algo alguien alguno alguna algunos algunas algún nada nadie ninguno ninguna ningún
  todo toda todos todas otro otra otros otras mismo misma mismos mismas cada tal tales
  mucho mucha muchos muchas poco poca pocos pocas tanto tanta tantos tantas varios varias
  no sí ya también tampoco muy más menos tan aún aun todavía siempre nunca jamás
  aquí ahí allí allá acá así luego después antes entonces ahora bien mal casi solo sólo
  ser soy eres es somos sois son era eras éramos erais eran fui fuiste fue fuimos fuisteis
  fueron seré será serán sería serían sea seas seamos sean fuera fueras fueran fuese
  fuesen sido siendo
  estar estoy estás está estamos estáis están estaba estabas estábamos estaban estuve
  estuvo estuvieron esté estén estuviera estuviese estado estando
  haber he has ha hemos habéis han había habías habíamos habían hube hubo hubieron habrá
  habría habrían haya hayas hayan hubiera hubieras hubieran hubiese hubiesen habido
  habiendo hay
`);

/**
 * Frequent content words a content-word list should skip besides the function words.
 *
 * @example
 * ```ts
 * ES_EXTRA_STOP_WORDS.includes("don"); // true
 * ```
 */
export const ES_EXTRA_STOP_WORDS: readonly string[] = words(`
  don doña señor señora señorito señorita usted hacer hace hacía hizo decir dice decía dijo
  tener tiene tenía tuvo ir iba fue va vez veces cosa cosas ah oh eh ay pues vamos bueno
`);

/**
 * First-person pronouns and possessives, singular and plural.
 *
 * @example
 * ```ts
 * ES_FIRST_PERSON.includes("yo"); // true
 * ```
 */
export const ES_FIRST_PERSON: readonly string[] = words(`
  yo me mí mi mis conmigo mío mía míos mías nosotros nosotras nos nuestro nuestra nuestros
  nuestras
`);

/** Regular -ar endings (infinitive, indicative, subjunctive, participle, gerund). */
const AR = words(`
  ar o as a amos áis an aba abas ábamos abais aban é aste ó asteis aron aré arás ará aremos
  aréis arán aría arías aríamos aríais arían e es emos éis en ara aras áramos arais aran ase
  ases ásemos aseis asen ado ada ados adas ando
`);

/** Regular -ir endings. */
const IR = words(`
  ir o es e imos ís en ía ías íamos íais ían í iste ió isteis ieron iré irás irá iremos iréis
  irán iría irías iríamos iríais irían a as amos áis an iera ieras iéramos ierais ieran iese
  ieses iésemos ieseis iesen ido ida idos idas iendo
`);

/**
 * Filter verbs: ver, oír, sentir, notar, percibir, darse cuenta (via its verb forms of
 * notar/percibir), parecer, mirar, saber, pensar. `vista` (sight) is left out.
 *
 * @example
 * ```ts
 * ES_FILTER_VERBS.includes("ver"); // true
 * ```
 */
export const ES_FILTER_VERBS: readonly string[] = [
  ...words(`
    ver veo ves ve vemos veis ven veía veías veíamos veíais veían vi viste vio vimos visteis
    vieron veré verás verá veremos veréis verán vería verías veríamos verían vea veas veamos
    vean viera vieras viéramos vieran viese viesen visto vistos viendo
    oír oir oigo oyes oye oímos oyen oía oías oíamos oían oí oíste oyó oyeron oiré oirá
    oirán oiría oirían oiga oigas oigan oyera oyeran oyese oyesen oído oída oídos oyendo
    sentir siento sientes siente sentimos sienten sentía sentías sentíamos sentían sentí
    sentiste sintió sentimos sintieron sentiré sentirá sentiría sentirían sienta sientas
    sientan sintiera sintieran sintiese sintiesen sentido sentida sintiendo
    parecer parezco pareces parece parecemos parecen parecía parecías parecían parecí
    pareció parecieron pareceré parecerá parecería parecerían parezca parezcan pareciera
    parecieran pareciese pareciesen parecido parecida pareciendo
    saber sé sabes sabe sabemos sabéis saben sabía sabías sabíamos sabían supe supiste supo
    supimos supieron sabré sabrás sabrá sabremos sabrán sabría sabrías sabrían sepa sepas
    sepamos sepan supiera supieras supieran supiese supiesen sabido sabiendo
    pensar pienso piensas piensa pensamos piensan pensaba pensabas pensábamos pensaban
    pensé pensaste pensó pensaron pensaré pensará pensaría pensarían piense pienses piensen
    pensara pensaran pensase pensasen pensado pensada pensando
  `),
  ...expand(["not", "mir"], AR),
  ...expand(["percib"], IR),
];

/**
 * Modal verbs: poder, deber, querer (`querida` is left out: mostly the vocative "dear").
 *
 * @example
 * ```ts
 * ES_MODAL_VERBS.includes("poder"); // true
 * ```
 */
export const ES_MODAL_VERBS: readonly string[] = words(`
  poder puedo puedes puede podemos podéis pueden podía podías podíamos podíais podían pude
  pudiste pudo pudimos pudisteis pudieron podré podrás podrá podremos podréis podrán podría
  podrías podríamos podríais podrían pueda puedas podamos podáis puedan pudiera pudieras
  pudiéramos pudierais pudieran pudiese pudieses pudiésemos pudiesen podido pudiendo
  deber debo debes debe debemos debéis deben debía debías debíamos debíais debían debí
  debiste debió debimos debisteis debieron deberé deberás deberá deberemos deberéis deberán
  debería deberías deberíamos deberíais deberían deba debas debamos debáis deban debiera
  debieras debiéramos debieran debiese debieses debiesen debido debiendo
  querer quiero quieres quiere queremos queréis quieren quería querías queríamos queríais
  querían quise quisiste quiso quisimos quisisteis quisieron querré querrás querrá querremos
  querréis querrán querría querrías querríamos querríais querrían quiera quieras queramos
  queráis quieran quisiera quisieras quisiéramos quisierais quisieran quisiese quisieses
  quisiésemos quisiesen querido queriendo
`);

/**
 * Irregular past forms (preterite of strong verbs, imperfect of ir/ser/ver).
 *
 * @example
 * ```ts
 * ES_PAST_FORMS.includes("fue"); // true
 * ```
 */
export const ES_PAST_FORMS: readonly string[] = words(`
  fue fueron fui fuiste fuimos era eras éramos eran iba ibas íbamos iban veía veían
  estuvo estuvieron estuve hubo hubieron tuvo tuvieron tuve hizo hicieron hice dijo dijeron
  dije vinieron vine pudo pudieron pude quiso quisieron quise supo supieron supe puso
  pusieron puse trajo trajeron traje anduvo anduvieron dio dieron di vio vieron vi produjo
  condujo tradujo cupo
`);

/**
 * -ía words that are not imperfect or conditional verbs.
 *
 * @example
 * ```ts
 * ES_NOT_IMPERFECT.includes("día"); // true
 * ```
 */
export const ES_NOT_IMPERFECT: readonly string[] = words(`
  día días tía tías todavía alegría energía mía mías fría frías guía guías compañía
  compañías fisonomía fantasía melancolía manía sombría maría lucía cría vía vías policía
  sacristía lejanía cortesía hidalguía simpatía armonía porfía abadía señoría economía
  galería tontería porquería caballería herrería artillería infantería brujería
  hechicería cobardía valentía sabiduría monarquía geografía filosofía teología poesía
  agonía ironía tiranía osadía orgía sangría travesía mediodía envase
`);

/**
 * Present-tense forms that mark narration in the present.
 *
 * @example
 * ```ts
 * ES_PRESENT_FORMS.includes("es"); // true
 * ```
 */
export const ES_PRESENT_FORMS: readonly string[] = words(`
  es son soy eres somos está están estoy estás estamos hay ha han he has hemos tiene tienen
  tengo va van voy vamos puede pueden quiere quieren dice dicen hace hacen sabe saben parece
  parecen viene vienen sigue siguen queda quedan lleva llevan mira miran
`);

/**
 * Common adjectives (masculine singular in -o, or invariable); inflections are derived.
 *
 * @example
 * ```ts
 * ES_ADJECTIVES.includes("bueno"); // true
 * ```
 */
export const ES_ADJECTIVES: readonly string[] = words(`
  bueno malo grande pequeño alto bajo largo corto ancho estrecho nuevo viejo joven antiguo
  blanco negro rojo verde azul amarillo gris pardo moreno rubio claro oscuro fuerte débil
  duro blando caliente frío fresco seco húmedo lleno vacío rico pobre feliz triste alegre
  bonito hermoso feo gordo flaco delgado grueso fino pesado ligero simple solo único propio
  limpio sucio verdadero falso breve lento rápido vivo tranquilo extraño enorme mejor peor
  barato seguro libre último primero noble digno raro sano enfermo cansado grave
  tierno amable fácil difícil posible imposible necesario ordinario honrado humilde
  lejano cercano desnudo redondo recto entero completo perfecto puro profundo sordo ciego
  mudo loco sabio tonto bravo tímido brusco vago vasto obscuro tibio rosado violeta
  magnífico espléndido delicioso hermosa santo sagrado salvaje dulce amargo agrio suave
  áspero tosco rudo fiero feroz cruel natural real mortal público secreto íntimo
`);

/**
 * Words with an adjective suffix that are usually nouns or verbs.
 *
 * @example
 * ```ts
 * ES_NOT_ADJECTIVE.includes("oso"); // true
 * ```
 */
export const ES_NOT_ADJECTIVE: readonly string[] = words(`
  oso osa mozo mozos mosa cosa cosas rosa rosas esposa esposo esposas casa casas pasos
  raposo prosa reposo
  mesa iglesia
  cable mueble muebles establo diablo pueblo pueblos
  ciencia paciencia presencia conciencia ausencia diferencia experiencia audiencia violencia
  motivo archivo olivo cautivo
  dominico música músicas médico médicos crónica república práctica política políticas
  chico chica chicos chicas pico
  secretario secretaria notario diario salario armario escenario calendario vocabulario
  boticario comisario propietario funcionario emisario adversario santuario campanario
  rosario sagrario
`);

/**
 * Common Spanish abbreviations, lower case, without the final period.
 *
 * @example
 * ```ts
 * ES_ABBREVIATIONS.includes("sr"); // true
 * ```
 */
export const ES_ABBREVIATIONS: readonly string[] = words(`
  sr sra srta sres srs d dña dr dra ud uds vd vds etc pág págs núm cap fr p ej p.ej a.c d.c
  excmo excma ilmo sto sta
`);
