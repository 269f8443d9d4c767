// deno-lint-ignore-file no-explicit-any
/**
 * Keyboard access to chart points: every SVG element that opens chapter details (`.svc-hit`
 * with `data-chapter`) can take focus. A chart is one tab stop (a roving tabindex: its first
 * point, or the one last focused, has `tabindex=0`, the others `-1`), because a novel's
 * heatmap alone has thousands of points; the arrow keys move between the points of a chart
 * (in document order), Home and End jump to its first and last, and Enter or Space opens the
 * point as a click does. Embedded like `client.ts` as `chartKeysClient.toString()`.
 *
 * @module
 */

/**
 * Makes chart points focusable. `win` is the browser `window`.
 *
 * @example
 * ```ts
 * // Embedded in the page's nonce'd <script>:
 * const script = `(${chartKeysClient.toString()})(window);`;
 * // "(function chartKeysClient(win) {…})(window);"
 * ```
 */
export function chartKeysClient(win: any): void {
  const doc = win.document;
  // A novel's charts hold thousands of points: wire them after the page is shown.
  win.setTimeout(() => {
    for (const svg of doc.querySelectorAll("svg.svc-chart")) wire(svg);
  }, 0);
  // A served page fetches a tab's charts when the tab is opened (`svc-panel`: its panel).
  win.addEventListener("svc-panel", (e: any) => {
    for (const svg of e.detail.querySelectorAll("svg.svc-chart")) wire(svg);
  });
  function wire(svg: any) {
    if (svg.getAttribute("data-wired")) return;
    svg.setAttribute("data-wired", "1");
    const hits: any[] = Array.from(svg.querySelectorAll(".svc-hit[data-chapter]"));
    hits.forEach((hit, k) => {
      hit.setAttribute("tabindex", k === 0 ? "0" : "-1");
      hit.setAttribute("role", "button");
    });
    if (hits.length === 0) return;
    svg.addEventListener("keydown", (e: any) => {
      const k = hits.indexOf(e.target);
      if (k < 0) return;
      let next = -1;
      if (e.key === "ArrowRight" || e.key === "ArrowDown") next = Math.min(hits.length - 1, k + 1);
      else if (e.key === "ArrowLeft" || e.key === "ArrowUp") next = Math.max(0, k - 1);
      else if (e.key === "Home") next = 0;
      else if (e.key === "End") next = hits.length - 1;
      else if (e.key === "Enter" || e.key === " ") {
        e.preventDefault();
        e.target.dispatchEvent(new win.MouseEvent("click", { bubbles: true }));
        return;
      }
      if (next < 0) return;
      e.preventDefault();
      hits[k].setAttribute("tabindex", "-1");
      hits[next].setAttribute("tabindex", "0");
      hits[next].focus();
    });
  }
}
