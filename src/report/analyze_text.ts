/**
 * The readable text report of `svc analyze` (no `--json`): a summary block, then one line per
 * chapter. Renders a finished result and its headline figures (`views/figures.ts`, the same
 * definitions the dashboard and the PDF layouts print); computes nothing. Every word and
 * number follows the interface language (`SVC_LANG`): labels from the message catalogue,
 * decimals with its separator, columns aligned by display width.
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import type { AnalyzeResult } from "../views/analyze.ts";
import { analyzeFigures } from "../views/figures.ts";
import { displayWidth, fixed, padEndWidth, table } from "./text_format.ts";

/**
 * Renders the analyze result for a terminal.
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { AnalyzeResult } from "../views/analyze.ts";
 * declare const result: AnalyzeResult;
 * const text = renderAnalyzeText(result, messages("en")); // "Manuscript analysis\n===…"
 * ```
 */
export function renderAnalyzeText(result: AnalyzeResult, m: Messages): string {
  const r = m.report;
  const x = result.metrics;
  const f = analyzeFigures(result);
  const num = (v: number | null, d = 1) => fixed(v, d, m);
  const formula = r.formulas[f.readabilityFormula] ?? f.readabilityFormula;
  const p = x.punctuation;
  const rows: [string, string][] = [
    [r.language, f.language],
    [r.words, String(f.words)],
    [r.chapters, String(f.chapters)],
    [r.sentences, String(f.sentences)],
    [r.asl, num(f.asl)],
    [r.medianSl, `${num(f.medianSentence, 0)} (${num(f.medianSentenceExact)})`],
    [r.readability, `${num(f.readability)} (${formula})`],
    [
      r.diversity,
      `TTR ${num(f.ttr, 3)} · HD-D ${num(f.hdD, 3)} · MTLD ${num(f.mtld)} · MATTR ${
        num(f.mattr, 3)
      } · Maas a² ${num(f.maasA2, 4)}`,
    ],
    [r.dialogue, `${num(f.dialogueShare * 100)} % (${f.dialogueWords})`],
    [r.staccato, `${num(f.staccatoPct)} %`],
    [
      r.punctuation,
      `. ${p.periods}  , ${p.commas}  – ${p.dashes}  : ${p.colons}  ; ${p.semicolons}  ? ${p.questions}  ! ${p.exclamations}  … ${p.ellipses}`,
    ],
  ];
  const width = Math.max(...rows.map(([k]) => displayWidth(k)));
  const lines = [r.title, "=".repeat(displayWidth(r.title)), ""];
  for (const [k, v] of rows) lines.push(`${padEndWidth(k, width)}  ${v}`);
  lines.push("", r.chapterTable);
  const c = r.columns;
  lines.push(
    ...table(
      [
        [c.number, c.words, c.asl, c.dialogue, "HD-D", "JSD", c.tense, c.title],
        ...x.chapters.map((ch) => [
          String(ch.number),
          String(ch.words),
          num(ch.asl),
          num(ch.dialog_pct),
          num(ch.hd_d, 3),
          num(ch.jsd, 4),
          r.dominance[ch.dominance],
          ch.title,
        ]),
      ],
      ["right", "right", "right", "right", "right", "right", "left", "left"],
      [4, 7, 5, 5, 5, 6, 8, 0],
    ),
  );
  lines.push("", r.caveat, "");
  return lines.join("\n");
}
