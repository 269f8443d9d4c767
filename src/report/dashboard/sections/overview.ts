/**
 * The overview section: first the chapters to look at and why (the triage of
 * `views/triage.ts`): a plain headline (how many chapters stand out beyond chance, or that
 * nothing does), each listed chapter with the features that carry it as sentences with their
 * unit and the book's usual range, the strongest chapters under "if you want to look anyway"
 * when none passes, and "details for statisticians" folded under each chapter and the list;
 * then the headline numbers with their caveats.
 *
 * The list shows the first {@linkcode SHOWN} chapters in triage order; the rest sit in a
 * `<details>` below, so a long book's list stays readable and nothing is dropped. Each chapter
 * name is a button that opens the chapter's details.
 *
 * @module
 */

import type { TriageChapter } from "../../../views/triage.ts";
import { html, type SafeHtml } from "../../html.ts";
import { chapterFindings, triageHeadlineText, triageSummaryText } from "../../triage_text.ts";
import { chapterLabel, type SectionContext } from "./context.ts";
import { findingWordsBlocks, type WordsBlock, type WordsItem } from "../../finding_words_text.ts";
import { type OverviewCard, overviewCards } from "../../overview_cards.ts";

/** Chapters listed before the rest fold into "show all". */
const SHOWN = 8;

function stat({ label, value, note }: OverviewCard): SafeHtml {
  return html`<div class="stat"><div class="k">${label}</div><div class="v">${value}</div>${
    note ? html`<div class="n">${note}</div>` : ""
  }</div>`;
}

/**
 * The headline cards of the overview, read from the book's figures (`views/figures.ts`).
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * overviewStats(ctx)[0].label; // "Words"
 * ```
 */
export function overviewStats(ctx: SectionContext): OverviewCard[] {
  const { t, num, share, ui } = ctx;
  return overviewCards(ctx.model.views.figures, {
    t,
    ui,
    num,
    share,
    lexicalNotePrefix: t("help_lexical"),
  });
}

/**
 * The counts of one chapter (or the book) as chips: strong, mild, FDR, tense; zeros left out
 * unless `all` is set.
 *
 * @example
 * ```ts
 * import { labelsFor } from "../../labels/packs.ts";
 * import type { DashboardModel } from "../model.ts";
 * import { sectionContext } from "./context.ts";
 * declare const model: DashboardModel;
 * const ctx = sectionContext(model, labelsFor("en"), "en");
 * countChips(ctx, { strong: 0, mild: 1, fdr: 0, tense: 2 }, false).value;
 * // '<span class="chip chip-mild">mild<b>1</b></span>'
 * //   + '<span class="chip chip-tense">tense<b>2</b></span>'
 * ```
 */
export function countChips(
  ctx: SectionContext,
  c: { strong: number; mild: number; fdr: number; tense: number },
  all: boolean,
): SafeHtml {
  const { t, num } = ctx;
  const parts = ([
    ["strong", c.strong],
    ["mild", c.mild],
    ["fdr", c.fdr],
    ["tense", c.tense],
  ] as const).filter(([, n]) => all || n > 0);
  return html`${
    parts.map(([k, n]) =>
      html`<span class="chip chip-${k}">${t(`chip_${k}`)}<b>${num(n, 0)}</b></span>`
    )
  }`;
}

/**
 * The words behind a chapter's finding, folded under it: per kind a title, a link that opens
 * the chapter's details with the carrier's counted words marked in place, and the items (each
 * passage with its paragraph and line).
 */
function behindItem(item: WordsItem): SafeHtml {
  const quote = item.quote === null ? "" : html`
    <q class="excerpt">${item.quote}</q>
  `;
  const place = item.place === null ? "" : html`
    <span class="meta">(${item.place})</span>
  `;
  return html`<li>${item.text ?? ""}${quote}${place}</li>`;
}

function behindKind(ctx: SectionContext, number: number, b: WordsBlock): SafeHtml {
  const show = html`
    <button type="button" class="link" data-chapter="${number}"
      data-feature="${b.feature}">${ctx.t("behind_show")}</button>
  `;
  return html`
    <div class="behind-kind" data-kind="${b.kind}">
      <p class="behind-head"><b>${b.title}</b> ${show}</p>
      <ul>${b.items.map(behindItem)}</ul>
    </div>
  `;
}

function behindBlock(ctx: SectionContext, number: number, blocks: readonly WordsBlock[]): SafeHtml {
  if (blocks.length === 0) return html``;
  return html`
    <details class="behind"
      data-behind="${number}"><summary>${ctx.t("behind_title")}</summary>${blocks.map((b) =>
        behindKind(ctx, number, b)
      )}</details>
  `;
}

function chapterItem(ctx: SectionContext, c: TriageChapter, attr: string): SafeHtml {
  const { t, ui } = ctx;
  const triage = ctx.model.triage;
  const f = chapterFindings(c, triage, t, ui);
  const words = ctx.model.views.findingWords.chapters.find((w) => w.chapter === c.number);
  return html`
    <li ${attr}="${c.number}">
      <p><button type="button" class="chip svc-hit" data-chapter="${c.number}">${chapterLabel(
        ctx,
        c,
      )}</button>${f.headline
        ? html`
          ${f.headline}
        `
        : ""}</p>
      <ul class="findings">${f.carriers.map((x) => html`<li>${x.text}</li>`)}${f.tense
        ? html`<li>${f.tense}</li>`
        : ""}</ul>
      ${behindBlock(ctx, c.number, words ? findingWordsBlocks(words, t, ui) : [])}
      <details class="stats">
        <summary>${t("triage_details")}</summary>
        <p class="meta">${countChips(ctx, c, false)}${f.evidence
          ? html`
            ${f.evidence}
          `
          : ""}</p>
        <ul class="findings">${f.cells.map((x) =>
          html`<li>${x.text} <span class="meta">${x.tags.join(" · ")}</span></li>`
        )}${f.exploratory.map((e) => html`<li class="meta">${e}</li>`)}</ul>
      </details>
    </li>
  `;
}

function triageCard(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  const { triage } = ctx.model;
  const { style, figures } = ctx.model.views;
  const byNumber = new Map(triage.chapters.map((c) => [c.number, c]));
  const list = triage.lookAt.map((n) => byNumber.get(n)!);
  const anyway = triage.anyway.map((n) => byNumber.get(n)!);
  const summary = triageSummaryText(triage, t, (v) => num(v, 0));
  const first = list.slice(0, SHOWN);
  const rest = list.slice(SHOWN);
  const item = (c: TriageChapter) => chapterItem(ctx, c, "data-look-at");
  return html`
    <div class="card triage" id="triage">
      <h3>${t("triage_title")} <span class="badge">${num(figures.flaggedChapters, 0)}</span></h3>
      ${!style.meta.baselines_available
        ? html`<p class="empty">${t("baseline_unavailable", { min: style.meta.min_chapters })}</p>`
        : html`<p class="headline">${triageHeadlineText(triage, t, (v) => num(v, 0))}</p>`}
      ${list.length === 0
        ? ""
        : html`<ol class="triage-list">${first.map(item)}</ol>${
          rest.length > 0
            ? html`
              <details>
                <summary>${t("triage_more", { n: num(rest.length, 0) })}</summary>
                <ol class="triage-list" start="${SHOWN + 1}">${rest.map(item)}</ol>
              </details>
            `
            : ""
        }`}
      ${anyway.length === 0 ? "" : html`
        <h4>${t("triage_anyway")}</h4>
        <ol class="triage-list anyway">${anyway.map((c) =>
          chapterItem(ctx, c, "data-look-anyway")
        )}</ol>
      `}
      <details class="stats">
        <summary>${t("triage_details")}</summary>
        <p class="meta">${summary}</p>
        <p class="meta">${t("triage_length_note")}</p>
        <p class="meta">${t("triage_usual", { z: num(triage.settings.z_mild, 1) })} ${t(
          "triage_exploratory",
        )}</p>
      </details>
    </div>
  `;
}

/**
 * Renders the overview.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * overviewSection(ctx).value.includes('<div class="card triage" id="triage">'); // true
 * ```
 */
export function overviewSection(ctx: SectionContext): SafeHtml {
  const { t, num } = ctx;
  return html`
    ${triageCard(ctx)}
    <div class="cards">
    ${overviewStats(ctx).map(stat)}
    </div>
    <div class="card">
      <h3>${t("flags")}</h3>
      <p>${countChips(
        ctx,
        ctx.model.triage.totals,
        true,
      )}<span class="chip">${t("section_markers")}<b>${num(
        ctx.model.views.figures.markers,
        0,
      )}</b></span></p>
    </div>
    <div class="card caveats" role="note">
      <h2>${t("caveat_title")}</h2>
      <ul>
        <li>${t("caveat_diagnostics")}</li>
        <li>${t("caveat_three_sets")}</li>
        <li>${t("caveat_readability")}</li>
        <li>${t("caveat_baseline")}</li>
      </ul>
    </div>
  `;
}
