/**
 * The built-in Spanish agreement text (a one-way confidentiality agreement: the author
 * discloses an unpublished manuscript to the recipient). Same field syntax as project
 * templates; the first line is the title. Blanks to fill in by hand are underscore lines.
 *
 * @module
 */

/**
 * Acuerdo de confidencialidad sobre un manuscrito inédito.
 *
 * @example
 * ```ts
 * NDA_TEXT_ES.split("\n")[0]; // "Acuerdo de confidencialidad"
 * ```
 */
export const NDA_TEXT_ES = `Acuerdo de confidencialidad
sobre el manuscrito inédito «{{project_title}}»

REUNIDOS

De una parte,
{{project_author}}
autor o autora del manuscrito y titular de los derechos sobre el mismo,
en adelante, la «Parte Reveladora».

De otra parte,
{{recipient_name}}
{{recipient_address}}
en adelante, el «Receptor».

Ambas partes se reconocen mutuamente la capacidad legal necesaria para suscribir el presente acuerdo, que se regirá por las siguientes

CLÁUSULAS

1. Objeto

1.1 La Parte Reveladora tiene intención de facilitar al Receptor el manuscrito inédito «{{project_title}}» (en adelante, el «Manuscrito»).

1.2 El presente acuerdo comprende el Manuscrito en todas sus versiones, así como todos los borradores, sinopsis, esquemas, notas, materiales de documentación y correspondencia relacionados con él, con independencia de que se comuniquen por escrito, por medios electrónicos o verbalmente.

2. Información confidencial

2.1 Tiene la consideración de información confidencial todo el material descrito en la cláusula 1, en particular el título, la trama, los personajes, la estructura y la redacción del Manuscrito, así como cualquier otra información que el Receptor reciba en relación con el Manuscrito, incluidas copias, extractos y resúmenes.

2.2 No tendrá la consideración de información confidencial aquella que:
a) sea o pase a ser de conocimiento público sin que medie incumplimiento del presente acuerdo;
b) el Receptor acredite que conocía lícitamente con anterioridad a su comunicación;
c) el Receptor acredite haber desarrollado de forma independiente, sin utilizar la información confidencial;
d) deba revelarse en cumplimiento de una obligación legal o de una resolución judicial o administrativa, siempre que el Receptor, en la medida en que la ley lo permita, lo comunique a la Parte Reveladora sin demora y con carácter previo, y limite la revelación a lo estrictamente necesario.

3. Finalidad

El Receptor utilizará la información confidencial exclusivamente para leer y evaluar el Manuscrito y, en su caso, para su edición, si así se acuerda (en adelante, la «Finalidad»). Cualquier otro uso requerirá el consentimiento previo y por escrito de la Parte Reveladora.

4. Obligaciones del Receptor

4.1 El Receptor se obliga a:
a) guardar estricta confidencialidad sobre la información confidencial y no revelarla a terceros, ni total ni parcialmente;
b) realizar copias, extractos o resúmenes únicamente en la medida estrictamente necesaria para la Finalidad;
c) no publicar, difundir, transformar ni explotar de ningún otro modo el Manuscrito o parte de él;
d) no subir la información confidencial, sin el consentimiento previo y por escrito de la Parte Reveladora, a servicios de terceros (en particular, servicios de traducción, de análisis de textos o de inteligencia artificial), ni utilizarla o permitir que se utilice para entrenar, ajustar o evaluar sistemas de inteligencia artificial;
e) proteger la información confidencial frente a accesos no autorizados mediante medidas de seguridad adecuadas.

4.2 El Receptor solo podrá revelar la información confidencial a aquellos empleados y asesores profesionales que la necesiten para la Finalidad y que estén sujetos a obligaciones de confidencialidad al menos equivalentes a las del presente acuerdo. El Receptor responderá del cumplimiento de dichas obligaciones por parte de estas personas como si se tratara del suyo propio.

4.3 El Receptor comunicará sin demora a la Parte Reveladora cualquier revelación o uso no autorizados de los que tenga conocimiento.

5. Devolución o destrucción

A petición de la Parte Reveladora y, en todo caso, una vez cumplida la Finalidad, el Receptor devolverá o destruirá de forma definitiva toda la información confidencial, incluidas todas sus copias, y lo confirmará por escrito. Se exceptúan las copias que deban conservarse por imperativo legal, a las que el presente acuerdo seguirá siendo de aplicación.

6. Ausencia de cesión de derechos

6.1 Todos los derechos sobre el Manuscrito, incluidos los derechos de propiedad intelectual, pertenecen y seguirán perteneciendo a la Parte Reveladora. Ni el presente acuerdo ni la entrega del Manuscrito suponen cesión de derechos ni concesión de licencia alguna a favor del Receptor.

6.2 El presente acuerdo no obliga a ninguna de las partes a celebrar un contrato de edición, de servicios editoriales ni de ningún otro tipo.

7. Duración

El presente acuerdo entrará en vigor en la fecha de su firma por ambas partes. Las obligaciones de confidencialidad se mantendrán durante cinco años a contar desde dicha fecha; respecto de los contenidos que la propia Parte Reveladora publique, se extinguirán con su publicación. Lo dispuesto en la cláusula 5 no se verá afectado.

8. Incumplimiento

El incumplimiento del presente acuerdo facultará a la Parte Reveladora para exigir el cese de la conducta infractora, incluso mediante la adopción de medidas cautelares, así como la indemnización de los daños y perjuicios causados, sin perjuicio de las acciones que le correspondan en virtud de la legislación de propiedad intelectual.

9. Disposiciones finales

9.1 El presente acuerdo se rige por la legislación de ______________________________. Para cualquier controversia derivada del mismo, las partes se someten, en la medida en que la ley lo permita, a los juzgados y tribunales de ______________________________.

9.2 Cualquier modificación del presente acuerdo deberá constar por escrito y estar firmada por ambas partes.

9.3 Si alguna disposición del presente acuerdo fuera o llegara a ser nula, las restantes conservarán su validez. Las partes sustituirán la disposición nula por otra válida que se aproxime en la mayor medida posible a la finalidad de aquella.

Y en prueba de conformidad, las partes firman el presente acuerdo por duplicado en {{place}}, a {{date}}.

______________________________
La Parte Reveladora
{{project_author}}

______________________________
El Receptor
{{recipient_name}}
`;
