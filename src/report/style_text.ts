/**
 * Text summary of the style reference for a terminal, in the interface language: first the
 * chapters to look at in plain words (the triage's headline, each chapter beyond chance with
 * the features that carry it, or the strongest under "if you want to look anyway"), then the
 * details for statisticians: consistency,
 * every threshold hit (strong and mild, not only the FDR set) and every FDR-selected cell as a
 * finding sentence with its unit and the book's usual range, the tense flags, and the usual
 * range of each feature by its display name. It renders
 * a finished style result and its triage (`views/triage.ts`); nothing is computed here.
 *
 * @module
 */

import { STYLE_FEATURES } from "../features/feature_ids.ts";
import { consistencyOf } from "../views/figures.ts";
import type { StyleResult } from "../views/style.ts";
import type { Triage, TriageCell } from "../views/triage.ts";
import type { FindingWords } from "../views/finding_words.ts";
import { findingWordsBlocks, itemLine } from "./finding_words_text.ts";
import { formatNumber } from "./dashboard/format.ts";
import { labelsFor } from "./labels/packs.ts";
import {
  cellTags,
  chapterFindings,
  consistencyText,
  findingSentence,
  formatFixed,
  tenseText,
  triageHeadlineText,
} from "./triage_text.ts";

/** Digits of the usual-range table per unit: ratios and bits need three. */
function digits(unit: string): number {
  return unit === "ratio" || unit === "bits" ? 3 : 1;
}

function heading(text: string, rule: string): string[] {
  return [text, rule.repeat([...text].length)];
}

/**
 * Renders the text report.
 *
 * @example
 * ```ts
 * import { consistencyOf } from "../views/figures.ts";
 * import type { StyleResult } from "../views/style.ts";
 * import type { Triage } from "../views/triage.ts";
 * declare const style: StyleResult;
 * declare const triage: Triage;
 * const text = renderStyleText(style, triage, "en"); // "Style reference\n===============\n…"
 * ```
 */
export function renderStyleText(
  result: StyleResult,
  triage: Triage,
  language: string,
  words: FindingWords = { chapters: [] },
): string {
  const t = labelsFor(language);
  const num = (x: number | null, d = 2) => formatNumber(x, language, d);
  const meta = result.meta;
  const lines = [...heading(t("report_style_title"), "="), ""];
  const cells = triage.chapters.flatMap((c) => c.cells);
  const item = (cell: TriageCell) =>
    `  ${findingSentence(cell, t, language)} [${cellTags(cell, t).join(" · ")}; z* ${
      num(cell.z, 2)
    }]`;

  lines.push(...heading(t("report_look_at"), "-"));
  lines.push(
    meta.baselines_available
      ? triageHeadlineText(triage, t, (v) => num(v, 0))
      : t("baseline_unavailable", { min: meta.min_chapters }),
  );
  const byNumber = new Map(triage.chapters.map((c) => [c.number, c]));
  const block = (n: number) => {
    const c = byNumber.get(n)!;
    const f = chapterFindings(c, triage, t, language);
    lines.push(`  ${t("chapter_n", { n })}${f.headline ? `: ${f.headline}` : ""}`);
    for (const x of f.carriers) lines.push(`    - ${x.text}`);
    if (f.tense) lines.push(`    - ${f.tense}`);
    if (f.headline && f.evidence) lines.push(`      (${f.evidence})`);
    const cw = words.chapters.find((w) => w.chapter === n);
    const blocks = cw ? findingWordsBlocks(cw, t, language) : [];
    if (blocks.length > 0) lines.push(`    ${t("behind_title")}:`);
    for (const b of blocks) {
      lines.push(`      ${b.title}:`);
      for (const i of b.items) lines.push(`        - ${itemLine(i)}`);
    }
  };
  triage.lookAt.forEach(block);
  if (triage.anyway.length > 0) {
    lines.push("", `${t("triage_anyway")}:`);
    triage.anyway.forEach(block);
  }
  lines.push("", t("triage_length_note"), "", ...heading(t("triage_details"), "="), "");

  const consistency = consistencyOf(result);
  lines.push(
    consistency !== null
      ? `${t("consistency")}: ${consistencyText(consistency, language, t)} ${
        t("consistency_note", { n: num(result.measured_cells, 0) })
      }.`
      : `${t("consistency")}: ${t("unavailable")}`,
  );
  if (result.measured_cells > 0) {
    lines.push(t("triage_chance", {
      expected: num(triage.totals.expected_by_chance, 0),
      cells: num(triage.totals.measured_cells, 0),
      hits: num(triage.totals.strong + triage.totals.mild, 0),
    }));
  } else if (!meta.baselines_available) {
    lines.push(t("baseline_unavailable", { min: meta.min_chapters }));
  }

  const hits = cells.filter((c) => c.level !== null)
    .sort((a, b) => Math.abs(b.z) - Math.abs(a.z) || a.chapter - b.chapter);
  lines.push(
    "",
    ...heading(
      t("report_hits", {
        strong: num(triage.totals.strong, 0),
        mild: num(triage.totals.mild, 0),
        z_mild: num(meta.z_mild, 2),
        z_strong: num(meta.z_strong, 2),
      }),
      "-",
    ),
  );
  lines.push(...(hits.length === 0 ? [`  ${t("none")}`] : hits.map(item)));

  const selected = cells.filter((c) => c.fdr)
    .sort((a, b) => Math.abs(b.z) - Math.abs(a.z) || a.chapter - b.chapter);
  lines.push(
    "",
    ...heading(
      t("report_fdr", {
        method: meta.fdr_method.toUpperCase(),
        q: num(meta.fdr_q, 3),
        n: num(selected.length, 0),
      }),
      "-",
    ),
  );
  lines.push(`  ${t("report_fdr_expected", { expected: num(meta.expected_false_positives, 1) })}`);
  lines.push(...(selected.length === 0 ? [`  ${t("none")}`] : selected.map(item)));

  const tense = triage.chapters.filter((c) => c.tense > 0);
  lines.push(
    "",
    ...heading(
      t("report_tense", {
        n: num(triage.totals.tense, 0),
        severity: triage.settings.flag_min_severity,
      }),
      "-",
    ),
  );
  lines.push(
    ...(tense.length === 0 ? [`  ${t("none")}`] : tense.map((c) =>
      `  ${
        t("finding_chapter", {
          n: c.number,
          text: tenseText(c.tense, triage.settings.flag_min_severity, t),
        })
      }`
    )),
  );

  lines.push("", ...heading(t("report_baselines", { z: num(meta.z_mild, 2) }), "-"));
  const rows = STYLE_FEATURES.map((f) => {
    const b = result.features.find((x) => x.feature === f)!;
    const usual = triage.usual[f];
    const d = digits(b.unit);
    const fix = (x: number | null) => x === null ? "–" : formatFixed(x, language, d);
    return [
      t(`feature_${f}`),
      fix(b.median),
      fix(b.sigma),
      usual ? `${fix(usual.low)}–${fix(usual.high)}` : t("unavailable"),
      String(b.chapters_measured),
      t(`feature_unit_${f}`),
    ];
  });
  const table = [["", t("median"), "σ", t("band"), "n", ""], ...rows];
  const width = (k: number) => Math.max(...table.map((r) => [...r[k]].length));
  const pad = (s: string, w: number, right = false) => {
    const gap = " ".repeat(Math.max(0, w - [...s].length));
    return right ? gap + s : s + gap;
  };
  for (const r of table) {
    const cells = r.slice(0, 5).map((c, k) => pad(c, width(k), k > 0));
    lines.push(`  ${cells.join("  ")}  ${r[5]}`.trimEnd());
  }
  lines.push("", t("triage_usual", { z: num(meta.z_mild, 1) }));
  lines.push(t("caveat_three_sets"), t("caveat_baseline"), "");
  return lines.join("\n");
}
