/**
 * The tense section: paragraph severity along the book and the flagged paragraphs (a result
 * set of its own, apart from the style cells).
 *
 * The flagged paragraphs are grouped by chapter (named by its title), in chapter order and
 * line order within; a long list starts with every group collapsed. Each paragraph shows the
 * words read as present and as past and its whole text with both kinds marked. The page
 * script (`client_tense.ts`) filters the list and dismisses flags: a served page saves a
 * dismissal in the project (`POST /api/tense-dismiss`), a standalone file keeps it in memory,
 * and the page says which. Dismissal keys come from `tense_keys.ts` (chapter title +
 * paragraph text), so they survive edits elsewhere in the manuscript.
 *
 * @module
 */

import { tenseStrip } from "../../charts/tense_strip.ts";
import { html, type SafeHtml } from "../../html.ts";
import type { ProfileParagraph } from "../../../views/profile.ts";
import { excerpt } from "../format.ts";
import { type Segment, tally } from "../../../views/dashboard_signals.ts";
import { tenseFlags } from "../tense_keys.ts";
import { chapterLabel, type SectionContext } from "./context.ts";
import { type LabelKey, runtimeLabel } from "../../labels/packs.ts";

/** Longest list rendered in full; the rest is counted. */
const MAX_ROWS = 1000;
/** Up to this many flagged paragraphs, every chapter group starts open. */
const OPEN_UP_TO = 10;

/**
 * Classes of marked tense words by kind (1 present, 2 past); short, because a novel's list
 * marks thousands of words.
 */
const TENSE_CLASSES = ["", "t1", "t2"];

/** Marked text as escaped HTML: plain text, and `<mark>` around each marked segment. */
function markedHtml(segments: readonly Segment[], classes: readonly string[]): SafeHtml {
  return html`${
    segments.map((s) =>
      typeof s === "string" ? s : html`<mark class="${classes[s[1]] ?? ""}">${s[0]}</mark>`
    )
  }`;
}

function markerForm(ctx: SectionContext, line: number): SafeHtml {
  const { t } = ctx;
  if (!ctx.host.markerAdd) return html``;
  return html`
    <details class="marker-here">
      <summary>${t("marker_here")}</summary>
      <form
        class="marker-here-form"
        data-line="${line}"
        data-post="${ctx.host.markerAdd}"><label>${t(
          "kind",
        )} <input name="kind" value="todo" required maxlength="40"></label> <label>${t(
          "note",
        )} <input name="note" maxlength="500"></label> <button type="submit" class="primary">${t(
          "add_marker",
        )}</button> <span role="status" class="meta"></span></form>
      <p class="meta">${t(
        "marker_here_hint",
        { line },
      )}</p>
    </details>
  `;
}

/**
 * One flagged paragraph as a list item: severity, lines, the present and past words, the
 * marked text and its actions (dismiss, chapter details, work marker on a server).
 *
 * @example
 * ```ts
 * import type { ProfileParagraph } from "../../../views/profile.ts";
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * declare const p: ProfileParagraph;
 * paragraphItem(ctx, p, "t-0123456789abcdef").value.includes('class="tense-flag"'); // true
 * ```
 */
export function paragraphItem(ctx: SectionContext, p: ProfileParagraph, key: string): SafeHtml {
  const { t } = ctx;
  const lines = p.start_line === p.end_line
    ? t("line_n", { n: p.start_line })
    : t("line_n", { n: `${p.start_line}–${p.end_line}` });
  const words = ctx.model.views.signals.tense.get(`${p.chapter}:${p.paragraph}`);
  const text = words
    ? html`<p class="excerpt">${markedHtml(words.segments, TENSE_CLASSES)}</p>`
    : html`<p class="excerpt">${excerpt(p.text)}</p>`;
  const list = (label: LabelKey, cls: string, items: readonly string[] | undefined) =>
    html`<p class="tense-words ${cls}"><span class="meta">${t(label)}:</span> ${
      items && items.length > 0 ? tally(items) : "–"
    }</p>`;
  return html`
    <li class="tense-flag"
      data-key="${key}"><span class="sev sev-${p.severity}">${t("severity")} ${p
        .severity} · ${runtimeLabel(
          t,
          `severity_${p.severity}`,
        )}</span> <span class="meta">${lines} · ${t(
          `tense_${p.dominant}`,
        )} (${t("tense_present")} ${p.present}, ${t("tense_past")} ${p.past})</span> <span
        class="chip dismissed-chip">${t("tense_dismissed")}</span>${list(
          "tense_present_words",
          "t-present",
          words?.present,
        )}${list(
          "tense_past_words",
          "t-past",
          words?.past,
        )}${text}<p class="flag-actions no-print"><button
        type="button" class="dismiss" aria-pressed="false" data-dismiss="${t(
          "tense_dismiss",
        )}" data-undo="${t("tense_undo")}">${t("tense_dismiss")}</button> <button type="button"
        data-chapter="${p.chapter}">${t("tense_open_chapter")}</button> <span role="status"
        class="meta"></span></p>${markerForm(ctx, p.start_line)}</li>
  `;
}

/**
 * Renders the tense section.
 *
 * @example
 * ```ts
 * import type { SectionContext } from "./context.ts";
 * declare const ctx: SectionContext;
 * tenseSection(ctx).value.includes("svc-chart-tense"); // true
 * ```
 */
export function tenseSection(ctx: SectionContext): SafeHtml {
  const { t } = ctx;
  const { profile } = ctx.model.views;
  const strip = tenseStrip({
    id: "chart-tense",
    paragraphs: profile.paragraphs.map((p) => ({
      chapter: p.chapter,
      severity: p.severity as 0 | 1 | 2 | 3,
      dominant: p.dominant,
    })),
    labels: {
      title: t("section_tense"),
      description: t("guide_tense"),
      severity: (s: number) => `${t("severity")} ${s}`,
      tense: (d: string) => runtimeLabel(t, `tense_${d}`),
      emptyText: t("none_found"),
    },
  });
  const every = tenseFlags(ctx.model.views);
  const flags = every.slice(0, MAX_ROWS);
  const chapters = new Map(ctx.model.chapters.map((c) => [c.number, c]));
  const groups: { chapter: number; items: SafeHtml[]; top: number }[] = [];
  for (const { key, paragraph: p } of flags) {
    let group = groups.at(-1);
    if (group?.chapter !== p.chapter) {
      group = { chapter: p.chapter, items: [], top: 0 };
      groups.push(group);
    }
    group.items.push(paragraphItem(ctx, p, key));
    group.top = Math.max(group.top, p.severity);
  }
  const open = flags.length <= OPEN_UP_TO;
  const dismiss = ctx.host.tenseDismiss;
  const total = ctx.model.flaggedParagraphs.length;
  const list = groups.map((g) => {
    const c = chapters.get(g.chapter);
    const name = chapterLabel(ctx, { number: g.chapter, title: c?.title ?? "" });
    return html`
      <details class="tense-group" data-chapter-group="${g.chapter}" ${open ? " open" : ""}>
        <summary><span class="group-title">${name}</span> <span class="badge group-count">${g.items
          .length}</span> <span
                class="sev sev-${g.top}">${t("severity")} ${g.top}</span></summary>
        <ul
          class="list">${g.items}</ul>
      </details>
    `;
  });
  return html`<p class="guide">${t("guide_tense")} ${t("help_tense")}</p>
<div class="chart">${strip}</div>
<h3>${t("section_flagged_paragraphs")} <span class="badge">${total}</span></h3>${
    // Dismissed flags stay listed (faded, for undoing) though the count leaves them out.
    flags.length === 0 ? html`<p class="empty">${t("none_found")}</p>` : html`
      <p class="meta tense-legend">${markedHtml(
        [[t("tense_present"), 1], " · ", [t("tense_past"), 2], " — "],
        TENSE_CLASSES,
      )}${t("tense_marks_legend")}</p>
      <p class="meta" id="tense-store-note">${t(
        dismiss ? "tense_saved_note" : "tense_memory_note",
      )}</p>
      <div class="tools no-print"
        id="tense-tools"><label>${t(
          "tense_filter_label",
        )} <input type="search" id="tense-filter" autocomplete="off"></label><label><input
            type="checkbox" id="tense-show-dismissed"> ${t(
              "tense_show_dismissed",
            )}</label><span class="meta" id="tense-count" aria-live="polite" data-template="${t(
              "tense_shown",
            )}"></span><span class="meta" id="tense-dismissed-count" data-template="${t(
              "tense_dismissed_count",
            )}"></span></div>
      <div id="tense-groups" data-total="${flags.length}" data-dismissed="${(dismiss?.dismissed ??
        ctx.model.views.dismissed ?? []).join(" ")}"
        ${dismiss
          ? html`
            data-dismiss-url="${dismiss.url}" data-dismiss-token="${dismiss.token}"
          `
          : ""}>${list}</div>
    `}${
    every.length > MAX_ROWS
      ? html`<p class="meta">${t("more_hidden", { n: every.length - MAX_ROWS })}</p>`
      : ""
  }`;
}
