// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the archive tab: create the archive, show its status and sources, add a
 * source. Embedded by `toString()` (see `client_core.ts`); `checkSource` is passed in the same
 * way so the form and the unit test share one validator.
 *
 * @module
 */

import type { ResearchKit } from "./client_core.ts";

/** A field of the "Add a source" form that failed its check, with the label key to show. */
export interface SourceProblem {
  readonly field: string;
  readonly key: string;
}

/** What the "Add a source" form holds (strings as typed; the box as ticked). */
export interface SourceInput {
  readonly file: string;
  readonly path: string;
  readonly title: string;
  readonly origin_url: string;
  readonly genre: string;
  readonly created_period: string;
  readonly place: string;
  readonly allow_retention: boolean;
}

/**
 * Checks the "Add a source" form the way the archive will, before anything is sent: a file
 * (typed path first, else the chosen one), the retention box ticked, a one-line title of at
 * most 500 characters, an absolute http(s) origin URL with a host and no user name of at most
 * 2000 characters, context values of at most 2000 characters. Returns the request body, or
 * the problems (label keys per field).
 *
 * @example
 * ```ts
 * checkSource({ file: "a.md", path: "", title: "", origin_url: "ftp://x", genre: "",
 *   created_period: "", place: "", allow_retention: true }).problems[0].key;
 * // "rs_check_url"
 * ```
 */
export function checkSource(
  input: SourceInput,
): { body: Record<string, unknown> | null; problems: SourceProblem[] } {
  const problems: SourceProblem[] = [];
  const chars = (s: string) => Array.from(s).length;
  const file = input.path.trim() !== "" ? input.path.trim() : input.file;
  if (file === "") problems.push({ field: "file", key: "rs_check_file" });
  const title = input.title.trim();
  if (/[\r\n\u2028\u2029]/.test(input.title)) {
    problems.push({ field: "title", key: "rs_check_line" });
  } else if (chars(title) > 500) problems.push({ field: "title", key: "rs_check_title_long" });
  const url = input.origin_url.trim();
  if (url !== "") {
    let parsed: URL | null = null;
    try {
      parsed = new URL(url);
    } catch {
      parsed = null;
    }
    if (
      !parsed || (parsed.protocol !== "http:" && parsed.protocol !== "https:") ||
      !parsed.hostname || parsed.username !== "" || parsed.password !== "" || url.length > 2000
    ) problems.push({ field: "origin_url", key: "rs_check_url" });
  }
  const context: Record<string, string> = {};
  for (const key of ["genre", "created_period", "place"] as const) {
    const value = input[key].trim();
    if (chars(value) > 2000) problems.push({ field: key, key: "rs_check_note_long" });
    else if (value !== "") context[key] = value;
  }
  if (input.allow_retention !== true) {
    problems.push({ field: "allow_retention", key: "rs_check_retention" });
  }
  if (problems.length > 0) return { body: null, problems };
  const body: Record<string, unknown> = { file, allow_retention: true };
  if (title !== "") body.title = title;
  if (url !== "") body.origin_url = url;
  if (Object.keys(context).length > 0) body.context = context;
  return { body, problems };
}

/**
 * Wires the archive tab.
 *
 * @example
 * ```ts
 * const script = `(${archiveClient.toString()})(svcResearch, ${checkSource.toString()});`;
 * // the archive tab's page-script part (runs with the kit `svcResearch`)
 * ```
 */
export function archiveClient(
  given: ResearchKit | null,
  check: (input: SourceInput) => { body: Record<string, unknown> | null; problems: any[] },
): void {
  if (!given) return;
  const kit = given;
  const { doc, el, L } = kit;

  // Create the archive; the research token binds the archive's id, so the page reloads.
  const init = doc.getElementById("research-init-form");
  if (init) {
    init.addEventListener("submit", async (e: any) => {
      e.preventDefault();
      const status = init.querySelector("[role=status]");
      kit.say(status, L("rs_loading"));
      try {
        await kit.post("/api/research-init", {
          title: String(init.elements.namedItem("title").value).trim(),
          language: String(init.elements.namedItem("language").value),
        });
        kit.say(status, L("rs_init_done"), "ok");
        kit.win.location.reload();
      } catch (err) {
        kit.fail(status, err);
      }
    });
  }

  // Status.
  const statusList = doc.getElementById("research-status");
  function fact(term: string, value: string, id?: string) {
    const dt = el("dt", term);
    const dd = el("dd", value);
    if (id) dd.id = id;
    statusList.append(dt, dd);
  }
  kit.onRefresh((view) => {
    if (!statusList || !view.status) return;
    const s = view.status;
    statusList.replaceChildren();
    fact(L("rs_status_title"), s.title || L("rs_untitled"));
    fact(
      L("rs_status_records"),
      L("rs_status_records_value", {
        dossiers: kit.num(view.dossiers.length),
        claims: kit.num(view.claims.length),
        decisions: kit.num(view.decisions.length),
      }),
      "research-status-records",
    );
    fact(
      L("rs_status_sources"),
      L("rs_status_sources_value", {
        sources: kit.num(s.counts.sources),
        versions: kit.num(s.counts.versions),
        passages: kit.num(s.counts.passages),
      }),
      "research-status-sources",
    );
    fact(
      L("rs_status_snapshot"),
      L("rs_status_snapshot_value", {
        snapshot: String(s.snapshot).slice(0, 12),
        commits: kit.num(s.commits),
      }),
    );
    fact(
      L("rs_status_index"),
      s.index && s.index.current ? L("rs_status_index_current") : L("rs_status_index_behind"),
    );
    fact(L("rs_status_schema"), L("rs_status_schema_value", { schema: s.storage_schema }));
    fact(L("rs_status_folder"), String(s.root));
  });

  // Sources.
  const sourceRows = doc.querySelector("#research-sources tbody");
  /** Each listed source's latest version number, for the duplicate choice. */
  const latestVersions = new Map<string, number>();
  async function loadSources() {
    if (!sourceRows) return;
    const list = await kit.get("/api/research/sources");
    sourceRows.replaceChildren();
    if (list.sources.length === 0) {
      const td = el("td", L("rs_no_sources"), "empty");
      td.colSpan = 6;
      const tr = el("tr");
      tr.append(td);
      sourceRows.append(tr);
    }
    latestVersions.clear();
    for (const s of list.sources) {
      const v = s.latest_version;
      latestVersions.set(s.source_id, v.version);
      const tr = el("tr");
      tr.setAttribute("data-source-id", s.source_id);
      const context = [v.context.genre, v.context.created_period, v.context.place]
        .filter((x: unknown) => typeof x === "string" && x !== "").join(" · ");
      tr.append(
        el("td", s.title || L("rs_untitled")),
        el("td", v.filename),
        el("td", kit.num(v.version), "num"),
        el("td", kit.num(v.passages), "num"),
        el("td", context || "–"),
        el("td", kit.date(v.at)),
      );
      sourceRows.append(tr);
    }
  }
  kit.onRefresh(() => {
    loadSources().catch((err) => kit.fail(doc.getElementById("research-status-note"), err));
  });

  // Add a source: checked here first, so a bad field or an unticked box sends nothing.
  const form = doc.getElementById("research-ingest-form");
  if (!form) return;
  const result = form.querySelector(".ingest-result");
  const value = (name: string) => {
    const f = form.elements.namedItem(name);
    return f ? String(f.value) : "";
  };
  function showProblems(problems: any[]) {
    for (const p of form.querySelectorAll(".field-error")) p.textContent = "";
    for (const f of form.querySelectorAll("[aria-invalid]")) f.removeAttribute("aria-invalid");
    for (const p of problems) {
      const box = form.querySelector(`.field-error[data-for="${p.field}"]`);
      if (box && box.textContent === "") box.textContent = L(p.key);
      const names = p.field === "file" ? ["file", "path"] : [p.field];
      for (const n of names) {
        const f = form.elements.namedItem(n);
        if (f) f.setAttribute("aria-invalid", "true");
      }
    }
  }
  form.addEventListener("submit", async (e: any) => {
    e.preventDefault();
    const status = form.querySelector("[role=status]");
    result.replaceChildren();
    const checked = check({
      file: value("file"),
      path: value("path"),
      title: value("title"),
      origin_url: value("origin_url"),
      genre: value("genre"),
      created_period: value("created_period"),
      place: value("place"),
      allow_retention: form.elements.namedItem("allow_retention").checked === true,
    });
    showProblems(checked.problems);
    if (!checked.body) {
      kit.say(status, L("rs_check_failed"), "error");
      const first = checked.problems[0];
      const f = form.elements.namedItem(first.field === "file" ? "file" : first.field);
      if (f) f.focus();
      return;
    }
    await send(checked.body, status);
  });

  /**
   * Sends one ingest. The same bytes already archived are refused (409 `duplicate-source`):
   * the author then chooses — open the existing source, add the file as a new version of it
   * (only when the match is an older version: the latest cannot follow itself), or keep it as
   * a separate source — and the choice is sent again with what it means.
   */
  async function send(body: Record<string, unknown>, status: any) {
    kit.say(status, L("rs_ingesting"));
    try {
      const r = await kit.post("/api/research-ingest", {
        ...body,
        ...(kit.view.snapshot ? { expected_snapshot: kit.view.snapshot } : {}),
        ...(kit.view.projectId ? { project_id: kit.view.projectId } : {}),
      });
      kit.say(status, "");
      const done = el("p", null, "done");
      done.append(
        el(
          "strong",
          kit.P("rs_ingest_done", r.passages, { title: r.title || r.filename }),
        ),
        " ",
        el("span", L("rs_ingest_ids", { source: r.source_id, version: r.version }), "meta"),
      );
      result.replaceChildren(done);
      if (r.warnings.length > 0) {
        const box = el("div", null, "warning");
        box.append(el("p", L("rs_ingest_warnings"), "warning-title"));
        const ul = el("ul");
        for (const w of r.warnings) ul.append(el("li", w));
        box.append(ul);
        result.append(box);
      } else {
        result.append(el("p", L("rs_ingest_no_warnings"), "meta"));
      }
      form.reset();
      await kit.refresh();
    } catch (err: any) {
      if (err && err.code === "duplicate-source" && err.existing) {
        kit.say(status, "");
        return duplicate(body, err.existing, status);
      }
      kit.fail(status, err);
    }
  }
  function duplicate(body: Record<string, unknown>, existing: any, status: any) {
    const box = el("div", null, "notice duplicate");
    box.setAttribute("role", "alert");
    box.append(
      el(
        "p",
        L("rs_dup_found", { title: existing.title || existing.source_id, n: existing.version }),
      ),
    );
    const row = el("p", null, "tools");
    row.append(kit.button(L("rs_dup_open"), () => {
      const tr = sourceRows &&
        sourceRows.querySelector(`tr[data-source-id="${String(existing.source_id)}"]`);
      if (!tr) return;
      for (const x of sourceRows.querySelectorAll("tr[aria-current]")) {
        x.removeAttribute("aria-current");
      }
      tr.setAttribute("aria-current", "true");
      tr.setAttribute("tabindex", "-1");
      tr.scrollIntoView({ block: "center" });
      tr.focus();
    }));
    const listed = latestVersions.get(String(existing.source_id));
    if (listed !== undefined && existing.version < listed) {
      row.append(
        kit.button(
          L("rs_dup_new_version"),
          () => send({ ...body, new_version_of: existing.source_id }, status),
          "primary",
        ),
      );
    }
    row.append(
      kit.button(L("rs_dup_separate"), () => send({ ...body, as_new_source: true }, status)),
    );
    box.append(row);
    result.replaceChildren(box);
  }
}
