/**
 * The readable text report of `svc analyze` (no `--json`): a summary block, then one line per
 * chapter. Renders a finished result; computes nothing. Every word and number follows the
 * interface language (`SVC_LANG`): labels from the message catalogue, decimals with its
 * separator, columns aligned by display width.
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import type { AnalyzeResult } from "../views/analyze.ts";
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
  const num = (v: number | null, d = 1) => fixed(v, d, m);
  const formula = r.formulas[x.flesch_variant] ?? x.flesch_variant;
  const sentences = x.chapters.reduce((s, c) => s + c.sentences, 0);
  const p = x.punctuation;
  const rows: [string, string][] = [
    [r.language, result.meta.language],
    [r.words, String(x.raw_words)],
    [r.chapters, String(x.chapters.length)],
    [r.sentences, String(sentences)],
    [r.asl, num(x.asl)],
    [r.medianSl, `${x.median_sl} (${num(x.median_sl_exact)})`],
    [r.readability, `${num(x.flesch_de)} (${formula})`],
    [
      r.diversity,
      `TTR ${num(x.ttr, 3)} · HD-D ${num(x.hd_d, 3)} · MTLD ${num(x.mtld)} · MATTR ${
        num(x.mattr, 3)
      } · Maas a² ${num(x.maas_a2, 4)}`,
    ],
    [r.dialogue, `${num(x.dialog_ratio * 100)} % (${x.dialog_words})`],
    [r.staccato, `${num(x.staccato_pct)} %`],
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
