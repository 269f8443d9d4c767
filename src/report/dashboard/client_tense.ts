// deno-lint-ignore-file no-explicit-any
/**
 * The page script of the tense-flag list and of the "add a work marker here" forms. Like
 * `client.ts` it is one function, embedded as `tenseClient.toString()` in the page's one
 * nonce'd script; it builds no markup from strings (only `textContent` and attributes).
 *
 * - Filter: the search box hides flagged paragraphs whose text and chapter title do not
 *   contain the query; groups without a visible paragraph are hidden, groups with one open.
 * - Dismiss: a paragraph's Dismiss button hides it (unless "show dismissed" is on, which
 *   shows it faded with an Undo button). With `data-dismiss-token` and `data-dismiss-url`
 *   on `#tense-groups` (a served page) each change is posted there (`POST
 *   /api/tense-dismiss` `{key, dismissed, project_token}`), undone on failure and, once
 *   saved, the page reloads so every count, badge and list is recomputed without it; without
 *   them (a file) the set lives in memory.
 * - Work markers: a `form.marker-here-form[data-line]` posts `{kind, line, note}` (line as a
 *   JSON number) to its `data-post` route (`POST /api/marker-add`) and reloads the page on
 *   success.
 * Routes come from the page (attributes), so a standalone file names none.
 *
 * @module
 */

/**
 * Wires the tense list and the marker forms. `win` is the browser `window`.
 *
 * @example
 * ```ts
 * // Embedded in the page's nonce'd <script>:
 * const script = `(${tenseClient.toString()})(window);`;
 * // "(function tenseClient(win) {…})(window);"
 * ```
 */
export function tenseClient(win: any): void {
  const doc = win.document;

  async function postJson(url: string, body: unknown): Promise<any> {
    const res = await win.fetch(url, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
    });
    const json = await res.json().catch(() => ({ ok: false, message: String(res.status) }));
    return json;
  }

  // Work-marker forms (chapter details are rebuilt, so the listener is delegated).
  doc.addEventListener("submit", async (e: any) => {
    const form = e.target;
    if (!form || !form.matches || !form.matches("form.marker-here-form")) return;
    e.preventDefault();
    const status = form.querySelector("[role=status]");
    if (status) status.textContent = "…";
    try {
      const json = await postJson(String(form.getAttribute("data-post")), {
        kind: String(form.elements.kind.value),
        line: Number(form.getAttribute("data-line")),
        note: String(form.elements.note.value),
      });
      if (status) status.textContent = json.message || (json.ok ? "" : "error");
      if (json.ok && json.reload) win.location.reload();
    } catch (err) {
      if (status) status.textContent = String(err);
    }
  });

  // A served page fetches the Tense tab when it is opened: the list is wired then.
  wireTense();
  win.addEventListener("svc-panel", wireTense);

  function wireTense() {
    const groups = doc.getElementById("tense-groups");
    if (!groups || groups.getAttribute("data-wired")) return;
    groups.setAttribute("data-wired", "1");
    const items: any[] = Array.from(groups.querySelectorAll("li.tense-flag"));
    const filter = doc.getElementById("tense-filter");
    const showDismissed = doc.getElementById("tense-show-dismissed");
    const count = doc.getElementById("tense-count");
    const dismissedCount = doc.getElementById("tense-dismissed-count");
    const token = groups.getAttribute("data-dismiss-token");
    const dismissUrl = groups.getAttribute("data-dismiss-url");
    const dismissed = new Set<string>(
      String(groups.getAttribute("data-dismissed") || "").split(" ").filter(Boolean),
    );

    // Searchable text of each item, read on the first search only (a novel's list is long).
    const texts = new Map<any, string>();
    function searchText(li: any): string {
      let text = texts.get(li);
      if (text === undefined) {
        const group = li.closest("details");
        const title = group ? group.querySelector(".group-title").textContent : "";
        text = (title + " " + li.textContent).toLowerCase();
        texts.set(li, text);
      }
      return text;
    }

    function apply() {
      const q = filter ? String(filter.value).trim().toLowerCase() : "";
      const showAll = !!(showDismissed && showDismissed.checked);
      let shown = 0;
      for (const li of items) {
        const isDismissed = dismissed.has(li.getAttribute("data-key"));
        if (li.classList.contains("dismissed") !== isDismissed) {
          li.classList.toggle("dismissed", isDismissed);
          const button = li.querySelector("button.dismiss");
          button.textContent = button.getAttribute(isDismissed ? "data-undo" : "data-dismiss");
          button.setAttribute("aria-pressed", isDismissed ? "true" : "false");
        }
        const match = q === "" || searchText(li).includes(q);
        const hide = !match || (isDismissed && !showAll);
        if (li.hidden !== hide) li.hidden = hide;
        if (!hide && !isDismissed) shown++;
      }
      for (const group of groups.querySelectorAll("details.tense-group")) {
        const visible = Array.from(group.querySelectorAll("li.tense-flag")).filter((li: any) =>
          !li.hidden
        );
        const active = visible.filter((li: any) => !li.classList.contains("dismissed"));
        if (group.hidden !== (visible.length === 0)) group.hidden = visible.length === 0;
        const badge = group.querySelector(".group-count");
        if (badge && badge.textContent !== String(active.length)) {
          badge.textContent = String(active.length);
        }
        if (q !== "" && visible.length > 0) group.open = true;
      }
      if (count) {
        count.textContent = String(count.getAttribute("data-template"))
          .replace("{shown}", String(shown)).replace("{total}", String(items.length));
      }
      if (dismissedCount) {
        dismissedCount.textContent = dismissed.size === 0
          ? ""
          : String(dismissedCount.getAttribute("data-template")).replace(
            "{n}",
            String(dismissed.size),
          );
      }
    }

    groups.addEventListener("click", async (e: any) => {
      const button = e.target && e.target.closest ? e.target.closest("button.dismiss") : null;
      if (!button) return;
      const li = button.closest("li.tense-flag");
      const key = li.getAttribute("data-key");
      const next = !dismissed.has(key);
      const status = li.querySelector("[role=status]");
      if (next) dismissed.add(key);
      else dismissed.delete(key);
      apply();
      if (!li.hidden) button.focus();
      if (!token || !dismissUrl) return;
      try {
        const json = await postJson(dismissUrl, {
          key,
          dismissed: next,
          project_token: token,
        });
        if (!json.ok) throw new Error(json.message || "error");
        if (status) status.textContent = "";
        // Dismissals are project data: the server's views leave them out of every count,
        // badge and list, so the page is reloaded from them (same tab, same place).
        win.location.reload();
      } catch (err) {
        if (next) dismissed.delete(key);
        else dismissed.add(key);
        apply();
        if (status) status.textContent = String(err instanceof Error ? err.message : err);
      }
    });
    if (filter) filter.addEventListener("input", apply);
    if (showDismissed) showDismissed.addEventListener("change", apply);
    apply();
  }
}
