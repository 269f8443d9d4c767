/**
 * The readable text report of `svc analyze` (no `--json`): a summary block, then one line per
 * chapter. Renders a finished result; computes nothing.
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import type { AnalyzeResult } from "../views/analyze.ts";

/**
 * Renders the analyze result for a terminal.
 *
 * @example
 * ```ts
 * // renderAnalyzeText(analyzeView(analysis), messages("en"))
 * ```
 */
export function renderAnalyzeText(result: AnalyzeResult, m: Messages): string {
  const r = m.report;
  const x = result.metrics;
  const na = r.notAvailable;
  const num = (v: number | null, d = 1) => (v === null ? na : v.toFixed(d));
  const sentences = x.chapters.reduce((s, c) => s + c.sentences, 0);
  const p = x.punctuation;
  const rows: [string, string][] = [
    [r.language, result.meta.language],
    [r.words, String(x.raw_words)],
    [r.chapters, String(x.chapters.length)],
    [r.sentences, String(sentences)],
    [r.asl, num(x.asl)],
    [r.medianSl, `${x.median_sl} (${num(x.median_sl_exact)})`],
    [r.readability, `${num(x.flesch_de)} (${x.flesch_variant})`],
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
  const width = Math.max(...rows.map(([k]) => k.length));
  const lines = [r.title, "=".repeat(r.title.length), ""];
  for (const [k, v] of rows) lines.push(`${k.padEnd(width)}  ${v}`);
  lines.push("", r.chapterTable);
  lines.push(
    `${"#".padStart(4)}  ${"words".padStart(7)}  ${"ASL".padStart(5)}  ${"dlg%".padStart(5)}  ${
      "HD-D".padStart(5)
    }  ${"JSD".padStart(6)}  tense     title`,
  );
  for (const c of x.chapters) {
    lines.push(
      `${String(c.number).padStart(4)}  ${String(c.words).padStart(7)}  ${
        num(c.asl).padStart(5)
      }  ${num(c.dialog_pct).padStart(5)}  ${num(c.hd_d, 3).padStart(5)}  ${
        num(c.jsd, 4).padStart(6)
      }  ${r.dominance[c.dominance].padEnd(8)}  ${c.title}`,
    );
  }
  lines.push("", r.caveat, "");
  return lines.join("\n");
}
