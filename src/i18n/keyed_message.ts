/**
 * Messages by catalogue key: filling a template's `{name}` placeholders, and wording a keyed
 * error (`SvcError.ref`) in the interface language. A template that has no entry for a key, or
 * an error made without one, keeps the error's own (English) message.
 *
 * @module
 */

import type { MessageRef } from "../errors.ts";
import type { Messages } from "./messages_en.ts";

/** A placeholder value: text, a number, or a word looked up in the language's terms. */
export type MessageValue = string | number | { readonly term: string };

/**
 * A template with its `{name}` placeholders filled; a `{ term }` value is looked up in `terms`
 * (the word itself when missing), a placeholder without a value stays as written.
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
    if (typeof v === "object") return Object.hasOwn(terms, v.term) ? terms[v.term] : v.term;
    return String(v);
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
  return fillMessage(template, ref.values, m.researchTerms);
}
