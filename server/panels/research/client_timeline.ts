// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the Timeline tab: `GET /api/research/timeline` (optionally one dossier's
 * claims) drawn as an SVG chronology — one row per dated claim, a bar from its first to its
 * last day (a year, a month, a day or a same-precision range), coloured by confidence — and
 * the claims that cannot be placed, listed with their reasons in plain words. No date is
 * guessed: the chart shows exactly what the archive placed.
 *
 * The chart fits its box (on a phone the title column narrows), so every bar is on screen, and
 * every bar is a focusable button: Enter or a click opens the claim.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";

/**
 * Days since 1970-01-01 of an ISO date (`YYYY-MM-DD`), or null.
 *
 * @example
 * ```ts
 * dayNumber("1970-01-11"); // 10
 * dayNumber("11 January 1970"); // null
 * ```
 */
export function dayNumber(iso: string): number | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) return null;
  return Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])) / 86_400_000;
}

/**
 * Axis ticks for a span of days: January 1sts every 1, 2, 5, 10, 25, 50 or 100 years, or
 * first days of months every 1, 2, 3 or 6 months when the span is under two years; at most
 * about eight.
 *
 * @example
 * ```ts
 * timelineTicks(dayNumber("1885-03-01")!, dayNumber("1886-12-31")!).length; // 7 (quarters)
 * ```
 */
export function timelineTicks(
  from: number,
  to: number,
): { day: number; year: number; month: number }[] {
  const start = new Date(from * 86_400_000);
  const end = new Date(to * 86_400_000);
  const years = end.getUTCFullYear() - start.getUTCFullYear();
  const out: { day: number; year: number; month: number }[] = [];
  if (years >= 2) {
    const step = [1, 2, 5, 10, 25, 50, 100, 250, 500, 1000].find((s) => years / s <= 8) ?? 1000;
    let y = Math.ceil(start.getUTCFullYear() / step) * step;
    if (Date.UTC(y, 0, 1) / 86_400_000 < from) y += step;
    for (; y <= end.getUTCFullYear(); y += step) {
      out.push({ day: Date.UTC(y, 0, 1) / 86_400_000, year: y, month: 0 });
    }
    return out;
  }
  const months = years * 12 + end.getUTCMonth() - start.getUTCMonth();
  const step = [1, 2, 3, 6].find((s) => months / s <= 8) ?? 6;
  let y = start.getUTCFullYear();
  let m = start.getUTCMonth();
  if (Date.UTC(y, m, 1) / 86_400_000 < from) m++;
  m = Math.ceil(m / step) * step;
  for (;;) {
    y += Math.floor(m / 12);
    m %= 12;
    const day = Date.UTC(y, m, 1) / 86_400_000;
    if (day > to) break;
    out.push({ day, year: y, month: m });
    m += step;
  }
  return out;
}

/**
 * Wires the Timeline tab.
 *
 * @example
 * ```ts
 * const script = `(${timelineClient.toString()})(svcResearch, ${dayNumber}, ${timelineTicks});`;
 * // the Timeline tab's page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function timelineClient(
  given: ResearchKit | null,
  days: typeof dayNumber,
  ticks: typeof timelineTicks,
): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L, V, win } = kit;
  const area = doc.getElementById("research-timeline-area");
  if (!area) return;
  const chartBox = doc.getElementById("research-timeline-chart");
  const unplacedBox = doc.getElementById("research-timeline-unplaced");
  const filter = doc.getElementById("research-timeline-dossier");
  const SVG = "http://www.w3.org/2000/svg";
  const lang = doc.documentElement.lang || "en";
  const monthName = new win.Intl.DateTimeFormat(lang, { month: "short", year: "numeric" });
  const COLOURS: Record<string, string> = {
    evidenced: "#0072b2",
    hypothetical: "#b35806",
    disputed: "#a4161a",
  };

  function svg(tag: string, attrs: Record<string, string | number>): any {
    const node = doc.createElementNS(SVG, tag);
    for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
    return node;
  }
  function text(x: number, y: number, value: string, attrs: Record<string, string | number> = {}) {
    const t = svg("text", { x, y, ...attrs });
    t.textContent = value;
    return t;
  }
  /** The title cut to `max` characters (an ellipsis marks the cut). */
  function short(title: string, max: number): string {
    const cp = Array.from(title);
    return cp.length > max ? cp.slice(0, max - 1).join("") + "…" : title;
  }

  function chart(dated: any[]): any {
    const rows = dated.map((c) => {
      const [a, b] = String(c.sort_key).split("/");
      return { c, from: days(a)!, to: days(b)! + 1 };
    }).filter((r) => r.from !== null && r.to !== null);
    const min = Math.min(...rows.map((r) => r.from));
    const max = Math.max(...rows.map((r) => r.to));
    const pad = Math.max(15, (max - min) * 0.04);
    const lo = min - pad;
    const hi = max + pad;
    // The chart takes the width of its box, so that every bar is on screen: on a phone the
    // title column narrows (titles are shortened; the full title is the row's tooltip and
    // label) and the plot keeps at least 180 px; wider boxes get up to 1400 px of plot.
    const boxW = chartBox.clientWidth || 0;
    const narrow = boxW > 0 && boxW < 640;
    const labelW = narrow ? Math.round(Math.max(110, boxW * 0.36)) : 230;
    const plotW = narrow
      ? Math.max(180, boxW - labelW - 40)
      : Math.max(560, Math.min(1400, boxW - labelW - 60));
    // About 7 px per character of the 13 px title font.
    const titleChars = Math.max(8, Math.floor((labelW - 16) / 7));
    const rowH = 30;
    const top = 34;
    const width = labelW + plotW + 20;
    const height = top + rows.length * rowH + 12;
    const x = (day: number) => labelW + ((day - lo) / (hi - lo)) * plotW;
    const root = svg("svg", {
      viewBox: `0 0 ${width} ${height}`,
      width,
      height,
      class: "svc-chart timeline",
      role: "group",
    });
    root.setAttribute("aria-label", L("rs_tl_chart_label", { n: rows.length }));
    for (const t of ticks(lo, hi)) {
      const tx = x(t.day);
      root.append(svg("line", { x1: tx, x2: tx, y1: top - 8, y2: height - 8, stroke: "#dfe3ea" }));
      const label = t.month === 0
        ? String(t.year)
        : monthName.format(new Date(Date.UTC(t.year, t.month, 1)));
      root.append(
        text(tx, top - 14, label, { "text-anchor": "middle", class: "tick", fill: "#5b6476" }),
      );
    }
    rows.forEach((r, i) => {
      const y = top + i * rowH;
      const g = svg("g", { class: "svc-hit tl-row", tabindex: 0, role: "button" });
      g.setAttribute("data-claim-id", r.c.claim_id);
      g.setAttribute(
        "aria-label",
        L("rs_tl_bar_label", {
          title: r.c.title,
          period: r.c.time_period,
          confidence: V("rs_confidence_", r.c.confidence),
        }),
      );
      const titleNode = svg("title", {});
      titleNode.textContent = r.c.title + " · " + r.c.time_period;
      g.append(titleNode);
      g.append(svg("rect", { x: 0, y, width, height: rowH, fill: "transparent" }));
      g.append(
        text(8, y + rowH / 2 + 5, short(r.c.title, titleChars), {
          fill: "#1d2330",
          class: "tl-title",
        }),
      );
      const bx = x(r.from);
      const bw = Math.max(8, x(r.to) - bx);
      g.append(
        svg("rect", {
          x: bx,
          y: y + 7,
          width: bw,
          height: rowH - 14,
          rx: 4,
          fill: COLOURS[r.c.confidence] || "#5b6476",
          class: "tl-bar",
        }),
      );
      const open = () =>
        win.dispatchEvent(
          new win.CustomEvent("svc-research-open", { detail: { kind: "claim", id: r.c.claim_id } }),
        );
      g.addEventListener("click", open);
      g.addEventListener("keydown", (e: any) => {
        if (e.key === "Enter" || e.key === " ") {
          e.preventDefault();
          open();
        }
      });
      root.append(g);
    });
    return root;
  }

  function legend(): any {
    const p = el("p", null, "legend");
    for (const c of ["evidenced", "hypothetical", "disputed"]) {
      const swatch = el("span", null, "swatch swatch-" + c);
      swatch.setAttribute("aria-hidden", "true");
      p.append(swatch, el("span", V("rs_confidence_", c)), " ");
    }
    return p;
  }

  async function load() {
    chartBox.replaceChildren(el("p", L("rs_loading"), "meta"));
    try {
      const params: Record<string, string> = {};
      if (filter.value) params.dossier_id = filter.value;
      const t = await kit.get("/api/research/timeline", params);
      chartBox.replaceChildren();
      if (t.dated.length === 0) chartBox.append(el("p", L("rs_tl_none_dated"), "empty"));
      else {
        const box = el("div", null, "chart timeline-box");
        box.append(chart(t.dated));
        chartBox.append(legend(), box);
      }
      unplacedBox.replaceChildren();
      if (t.unplaced.length === 0) unplacedBox.append(el("p", L("rs_tl_all_placed"), "empty"));
      const ul = el("ul", null, "list unplaced");
      for (const u of t.unplaced) {
        const li = el("li");
        li.setAttribute("data-claim-id", u.claim_id);
        li.append(
          kit.button(u.title, () =>
            win.dispatchEvent(
              new win.CustomEvent("svc-research-open", {
                detail: { kind: "claim", id: u.claim_id },
              }),
            ), "link"),
          " ",
          el("span", u.time_period === null ? "–" : u.time_period, "chip"),
          el("p", V("rs_tl_reason_", u.reason, { period: u.time_period ?? "" }), "meta"),
        );
        ul.append(li);
      }
      unplacedBox.append(ul);
    } catch (err) {
      const s = el("p", null, "meta");
      s.setAttribute("role", "status");
      chartBox.replaceChildren(s);
      kit.fail(s, err, load);
    }
  }

  filter.addEventListener("change", load);
  // The page may open on this tab (its hash): then the first refresh loads it.
  const panel = area.closest("[role=tabpanel]");
  let visible = !!panel && !panel.hidden;
  win.addEventListener("svc-tab", (e: any) => {
    visible = e.detail === "research-timeline";
    if (visible) load();
  });
  kit.onRefresh((view) => {
    kit.fillRecords(filter, view.dossiers, filter.getAttribute("data-empty") || "");
    if (visible) load();
  });
}
