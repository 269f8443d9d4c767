/**
 * A settings check's refusal with its catalogue key: the English message, and the key and
 * values (`ref`) the server words it from in the page's interface language
 * (`src/i18n/server_messages_{en,de}.ts`, keys `settings.*`). src/settings may not import the
 * catalogues (module_graph_test), so it writes the English text next to its key;
 * `src/i18n/research_catalogues_test.ts` checks that the catalogue gives the same text.
 *
 * @module
 */

import type { MessageRef, MessageRefValue } from "../errors.ts";

/** A refusal: its English message and the key it is worded from. */
export interface SettingProblem {
  /** The English message. */
  readonly message: string;
  /** The catalogue key and the values of its placeholders. */
  readonly ref: MessageRef;
}

/**
 * A refusal by key; `message` is the English text the key's template gives for `values`.
 *
 * @example
 * ```ts
 * settingProblem("settings.blank", '"title" must not be blank (send "" to clear it)', {
 *   name: "title",
 * }).ref.key; // "settings.blank"
 * ```
 */
export function settingProblem(
  key: string,
  message: string,
  values: Readonly<Record<string, MessageRefValue>> = {},
): SettingProblem {
  return { message, ref: { key, values } };
}

/**
 * A problem as a placeholder value of another: its English text and its key.
 *
 * @example
 * ```ts
 * const inner = settingProblem("settings.isbn_no_digits", "it has no digits");
 * nested(inner); // { text: "it has no digits", ref: { key: "settings.isbn_no_digits", values: {} } }
 * ```
 */
export function nested(problem: SettingProblem): { text: string; ref: MessageRef } {
  return { text: problem.message, ref: problem.ref };
}

/**
 * Several problems as one, joined by "; " as the English messages always were (key
 * `settings.joined`, nested pairwise so each part keeps its key).
 *
 * @example
 * ```ts
 * const a = settingProblem("settings.isbn_no_digits", "it has no digits");
 * joinedProblems([a, a]).message; // "it has no digits; it has no digits"
 * ```
 */
export function joinedProblems(problems: readonly SettingProblem[]): SettingProblem {
  if (problems.length === 0) throw new RangeError("joinedProblems needs at least one problem");
  return problems.slice(1).reduce(
    (joined, next) =>
      settingProblem("settings.joined", `${joined.message}; ${next.message}`, {
        first: nested(joined),
        rest: nested(next),
      }),
    problems[0],
  );
}
