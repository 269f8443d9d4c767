/**
 * Messages by catalogue key: filling a template's `{name}` placeholders, and wording a keyed
 * error (`SvcError.ref`) in the interface language. A template that has no entry for a key, or
 * an error made without one, keeps the error's own (English) message.
 *
 * @module
 */

import type { MessageRef, MessageRefValue } from "../errors.ts";
import type { Messages } from "./messages_en.ts";
import { RESEARCH_ERRORS_EN } from "./research_errors_en.ts";

/**
 * A placeholder value: text, a number, a word looked up in the language's terms, a list of
 * alternatives joined by the language's `or`, or a whole message inside another (`Operation 2:
 * …`: its English text and its key).
 */
export type MessageValue = MessageRefValue;

/**
 * A template with its `{name}` placeholders filled; a `{ term }` value is looked up in `terms`
 * (the word itself when missing), `{ alternatives }` are joined by the terms' `or`, and a
 * placeholder without a value stays as written. A nested message gives its English `text` here;
 * {@linkcode keyedMessage} words it in the interface language.
 *
 * @example
 * ```ts
 * fillMessage("{kind} {id} is at revision {n}", { kind: { term: "claim" }, id: "clm_1", n: 2 }, {
 *   claim: "Behauptung",
 * }); // "Behauptung clm_1 is at revision 2"
 * ```
 */
export function fillMessage(
  template: string,
  values: Readonly<Record<string, MessageValue>> = {},
  terms: Readonly<Record<string, string>> = {},
): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!Object.hasOwn(values, name)) return whole;
    const v = values[name];
    if (typeof v !== "object") return String(v);
    if ("alternatives" in v) return v.alternatives.join(` ${terms.or ?? "or"} `);
    if ("text" in v) return v.text;
    return Object.hasOwn(terms, v.term) ? terms[v.term] : v.term;
  });
}

/**
 * The interface language's wording of a keyed error, or undefined when `error` carries no key
 * the catalogue knows (the caller then prints `error.message`).
 *
 * @example
 * ```ts
 * import { UsageError } from "../errors.ts";
 * import { messages } from "./messages.ts";
 * const ref = { key: "cli.required", values: { flag: "--reason" } };
 * keyedMessage(new UsageError("--reason is required", { ref }), messages("de"));
 * // "--reason ist erforderlich"
 * ```
 */
export function keyedMessage(
  error: { readonly ref?: MessageRef },
  m: Messages,
): string | undefined {
  const ref = error.ref;
  if (ref === undefined || !Object.hasOwn(m.researchErrors, ref.key)) return undefined;
  const template = m.researchErrors[ref.key as keyof Messages["researchErrors"]];
  const values = Object.fromEntries(
    Object.entries(ref.values).map(([name, v]) =>
      typeof v === "object" && "text" in v ? [name, keyedMessage(v, m) ?? v.text] : [name, v]
    ),
  );
  return fillMessage(template, values, m.researchTerms);
}

/** Each English `warn.*` template as a whole-line pattern with one group a placeholder. */
const WARNING_PATTERNS: readonly { key: string; pattern: RegExp; names: string[] }[] = Object
  .entries(RESEARCH_ERRORS_EN)
  .filter(([key]) => key.startsWith("warn."))
  .map(([key, template]) => {
    const names: string[] = [];
    const source = template.split(/(\{\w+\})/).map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === undefined) return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      names.push(name);
      return "(.*?)";
    }).join("");
    return { key, pattern: new RegExp(`^${source}$`, "s"), names };
  });

/**
 * A research warning (an English line of a result's `warnings`, which the JSON keeps) in the
 * interface language: a line that matches one of the `warn.*` templates is refilled in that
 * language with the values it carries; any other line is returned unchanged.
 *
 * @example
 * ```ts
 * import { messages } from "./messages.ts";
 * wordedWarning(
 *   "Claim clm_1 now has supporting (1) and contradicting (1) evidence; editorial review lists it",
 *   messages("de"),
 * ); // "Behauptung clm_1 hat jetzt stützende (1) und widersprechende (1) Belege; …"
 * ```
 */
export function wordedWarning(line: string, m: Messages): string {
  for (const { key, pattern, names } of WARNING_PATTERNS) {
    const match = pattern.exec(line);
    if (match === null) continue;
    const values = Object.fromEntries(names.map((name, i) => [name, match[i + 1]]));
    return fillMessage(m.researchErrors[key as keyof Messages["researchErrors"]], values);
  }
  return line;
}

/**
 * An error's message (or any object's string `message`) as a placeholder value: a keyed error
 * keeps its key, so the interface language words it too (`Cannot restore "b": <its message>`);
 * anything else is its text.
 *
 * @example
 * ```ts
 * import { UsageError } from "../errors.ts";
 * const ref = { key: "cli.required", values: { flag: "--reason" } };
 * messageOf(new UsageError("--reason is required", { ref }));
 * // { text: "--reason is required", ref: { key: "cli.required", values: { flag: "--reason" } } }
 * messageOf(new Error("disk full")); // "disk full"
 * ```
 */
export function messageOf(error: unknown): MessageValue {
  const e = error as { message?: unknown; ref?: MessageRef } | null;
  if (typeof e !== "object" || e === null || typeof e.message !== "string") return String(error);
  return e.ref === undefined ? e.message : { text: e.message, ref: e.ref };
}
