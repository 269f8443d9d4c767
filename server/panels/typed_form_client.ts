// deno-lint-ignore-file no-explicit-any
/**
 * Browser code of the settings form and the add-marker form: posts a form as JSON with typed
 * values, which the dashboard's generic `form[data-action]` poster cannot (it sends every
 * field as a string, but the API wants JSON numbers). Embedded by the panels as
 * `` `(${typedFormClient.toString()})(window, "settings-form");` `` in the page's one nonce'd
 * script; it builds no markup.
 *
 * Fields, in form order (named, enabled elements only):
 * - with a `data-active` attribute (the value the page was rendered with): sent only when the
 *   user changed it, so unchanged settings stay in their own layer (a project config value
 *   does not become a session value just because the form was saved);
 * - `type=number`: sent as a JSON number, or left out when empty;
 * - `type=checkbox`: sent as a JSON boolean (`data-active` holds "true" or "false");
 * - anything else (text, select, textarea): sent as its string value (an empty hidden token
 *   is left out);
 * - a name `group.field` is sent nested, as `{group: {field: value}}` (the settings form's
 *   `publication.*` fields), and the group is left out when none of its fields changed.
 * The form's `data-post` names the route; the answer's `message` goes into the form's
 * `[role=status]` element; `{ok: true, reload: true}` reloads the page.
 *
 * @module
 */

import { jsonForScript } from "../../src/report/html.ts";

/**
 * The JSON body a typed form posts (see the module notes), from its elements.
 *
 * @example
 * ```ts
 * const field = (name: string, type: string, value: string) =>
 *   ({ name, type, value, getAttribute: (_: string) => null });
 * typedFormBody([field("z_mild", "number", "2"), field("publication.year", "text", "2026")]);
 * // { z_mild: 2, publication: { year: "2026" } }
 * ```
 */
export function typedFormBody(elements: Iterable<any>): Record<string, unknown> {
  const body: Record<string, any> = {};
  for (const el of Array.from(elements)) {
    if (!el.name || el.disabled) continue;
    const active = el.getAttribute("data-active");
    let value: unknown;
    if (el.type === "checkbox") {
      if (active !== null && String(el.checked) === active) continue;
      value = el.checked === true;
    } else {
      if (active !== null && el.value === active) continue;
      if (el.type === "number") {
        if (el.value === "") continue;
        value = Number(el.value);
      } else if (el.type === "hidden" && el.value === "") {
        continue;
      } else {
        value = el.value;
      }
    }
    const dot = el.name.indexOf(".");
    if (dot > 0) {
      const group = el.name.slice(0, dot);
      if (!body[group]) body[group] = {};
      body[group][el.name.slice(dot + 1)] = value;
    } else {
      body[el.name] = value;
    }
  }
  return body;
}

/**
 * Wires the form with this id. `win` is the browser `window`; `bodyOf` is
 * {@linkcode typedFormBody} (passed in because the page embeds each function's source).
 *
 * @example
 * ```ts
 * const script =
 *   `(${typedFormClient.toString()})(window, "settings-form", ${typedFormBody.toString()});`;
 * script.startsWith("(function typedFormClient"); // true
 * ```
 */
export function typedFormClient(
  win: any,
  formId: string,
  bodyOf: (elements: Iterable<any>) => Record<string, unknown>,
): void {
  const form = win.document.getElementById(formId);
  if (!form) return;
  form.addEventListener("submit", async (e: any) => {
    e.preventDefault();
    const status = form.querySelector("[role=status]");
    if (status) status.textContent = "…";
    try {
      const res = await win.fetch(form.getAttribute("data-post"), {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(bodyOf(form.elements)),
      });
      const json = await res.json();
      if (status) status.textContent = json.message || (json.ok ? "" : "error");
      if (json.ok && json.reload) win.location.reload();
    } catch (err) {
      if (status) status.textContent = String(err);
    }
  });
}

/**
 * The script text that wires one form (for a panel's `script`).
 *
 * @example
 * ```ts
 * typedFormScript("settings-form").startsWith("(function typedFormClient"); // true
 * ```
 */
export function typedFormScript(formId: string): string {
  const id = jsonForScript(formId);
  return `(${typedFormClient.toString()})(window, ${id}, ${typedFormBody.toString()});`;
}
