/**
 * The built-in Portuguese agreement text (a one-way confidentiality agreement: the author
 * discloses an unpublished manuscript to the recipient). Same field syntax as project
 * templates; the first line is the title. Blanks to fill in by hand are underscore lines.
 * The wording avoids terms that differ between European and Brazilian usage where a common
 * term exists.
 *
 * @module
 */

/**
 * Acordo de confidencialidade relativo a um manuscrito inédito.
 *
 * @example
 * ```ts
 * NDA_TEXT_PT.split("\n")[0]; // "Acordo de confidencialidade"
 * ```
 */
export const NDA_TEXT_PT = `Acordo de confidencialidade
relativo ao manuscrito inédito «{{project_title}}»

Entre

{{project_author}}
autor(a) do manuscrito e titular dos direitos sobre o mesmo,
doravante designado(a) «Parte Divulgadora»,

e

{{recipient_name}}
{{recipient_address}}
doravante designado(a) «Destinatário»,

é celebrado o presente acordo de confidencialidade, que se rege pelas cláusulas seguintes.

Cláusula 1.ª – Objeto

1.1 A Parte Divulgadora pretende disponibilizar ao Destinatário o manuscrito inédito «{{project_title}}» (doravante, o «Manuscrito»).

1.2 O presente acordo abrange o Manuscrito em todas as suas versões, bem como todos os rascunhos, sinopses, esboços, notas, materiais de pesquisa e correspondência com ele relacionados, independentemente de serem transmitidos por escrito, em suporte digital ou oralmente.

Cláusula 2.ª – Informação confidencial

2.1 Considera-se informação confidencial todo o material referido na cláusula 1.ª, em particular o título, o enredo, as personagens, a estrutura e a redação do Manuscrito, bem como qualquer outra informação que o Destinatário receba relacionada com o Manuscrito, incluindo cópias, excertos e resumos.

2.2 Não se considera confidencial a informação que:
a) seja ou se torne do conhecimento público sem violação do presente acordo;
b) o Destinatário comprove já conhecer licitamente antes da sua divulgação;
c) o Destinatário comprove ter desenvolvido de forma independente, sem recurso à informação confidencial;
d) deva ser divulgada por força de lei ou de decisão judicial ou administrativa, desde que o Destinatário, na medida em que a lei o permita, informe previamente e sem demora a Parte Divulgadora e limite a divulgação ao estritamente necessário.

Cláusula 3.ª – Finalidade

O Destinatário apenas pode utilizar a informação confidencial para ler e avaliar o Manuscrito e, se tal for acordado, para proceder à sua revisão editorial (doravante, a «Finalidade»). Qualquer outra utilização carece do consentimento prévio e escrito da Parte Divulgadora.

Cláusula 4.ª – Obrigações do Destinatário

4.1 O Destinatário obriga-se a:
a) manter a informação confidencial em estrito sigilo e não a divulgar a terceiros, no todo ou em parte;
b) fazer cópias, excertos ou resumos apenas na medida estritamente necessária à Finalidade;
c) não publicar, difundir, adaptar nem explorar por qualquer outra forma o Manuscrito ou partes dele;
d) não carregar a informação confidencial, sem o consentimento prévio e escrito da Parte Divulgadora, em serviços de terceiros (em especial serviços de tradução, de análise de texto ou de inteligência artificial), nem a utilizar ou permitir que seja utilizada para treinar, ajustar ou avaliar sistemas de inteligência artificial;
e) proteger a informação confidencial contra o acesso não autorizado através de medidas de segurança adequadas.

4.2 O Destinatário só pode divulgar a informação confidencial aos seus trabalhadores e consultores que dela necessitem para a Finalidade e que estejam vinculados a obrigações de confidencialidade pelo menos equivalentes às do presente acordo. O Destinatário responde pelo cumprimento dessas obrigações por essas pessoas como se de atos próprios se tratasse.

4.3 O Destinatário informa sem demora a Parte Divulgadora de qualquer divulgação ou utilização não autorizada de que tome conhecimento.

Cláusula 5.ª – Devolução ou destruição

A pedido da Parte Divulgadora e, em qualquer caso, logo que a Finalidade esteja cumprida, o Destinatário devolve ou destrói definitivamente toda a informação confidencial, incluindo todas as cópias, e confirma-o por escrito. Excetuam-se as cópias cuja conservação seja imposta por lei, às quais o presente acordo continua a aplicar-se.

Cláusula 6.ª – Ausência de transmissão de direitos

6.1 Todos os direitos sobre o Manuscrito, incluindo os direitos de autor, permanecem na titularidade da Parte Divulgadora. Nem o presente acordo nem a entrega do Manuscrito implicam a transmissão de quaisquer direitos ou a concessão de qualquer licença ao Destinatário.

6.2 O presente acordo não obriga nenhuma das partes a celebrar um contrato de edição, de prestação de serviços editoriais ou de qualquer outra natureza.

Cláusula 7.ª – Vigência

O presente acordo entra em vigor na data da sua assinatura por ambas as partes. As obrigações de confidencialidade vigoram pelo prazo de cinco anos a contar dessa data; quanto aos conteúdos que a própria Parte Divulgadora publique, cessam com a sua publicação. O disposto na cláusula 5.ª não é afetado.

Cláusula 8.ª – Violação do acordo

Em caso de violação do presente acordo, a Parte Divulgadora pode exigir a cessação da conduta ilícita, inclusivamente através de medidas cautelares, bem como a indemnização pelos danos sofridos, sem prejuízo dos demais meios de tutela previstos na legislação sobre direitos de autor.

Cláusula 9.ª – Disposições finais

9.1 O presente acordo rege-se pela lei ______________________________. Para a resolução de quaisquer litígios dele emergentes é competente, na medida em que a lei o permita, o foro de ______________________________.

9.2 Qualquer alteração ao presente acordo só é válida se for feita por escrito e assinada por ambas as partes.

9.3 A invalidade de qualquer disposição do presente acordo não afeta a validade das restantes. As partes substituirão a disposição inválida por outra válida que se aproxime o mais possível da finalidade daquela.

Feito em {{place}}, em {{date}}, em dois exemplares de igual valor.

______________________________
A Parte Divulgadora
{{project_author}}

______________________________
O Destinatário
{{recipient_name}}
`;
