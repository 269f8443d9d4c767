/**
 * Research errors made from a catalogue key and values (`src/i18n/research_errors_en.ts`):
 * the `message` is the English text (HTTP answers, logs, tests), and the CLI words the same key
 * in the interface language (`src/i18n/keyed_message.ts`).
 *
 * @module
 */

import {
  ConflictError,
  type MessageRef,
  ProcessingError,
  type SvcErrorOptions,
  UsageError,
} from "../src/errors.ts";
import { fillMessage, type MessageValue } from "../src/i18n/keyed_message.ts";
import {
  RESEARCH_ERRORS_EN,
  RESEARCH_TERMS_EN,
  type ResearchErrorKey,
} from "../src/i18n/research_errors_en.ts";
import { StaleArchiveError } from "./errors.ts";

/** Values of a keyed message's placeholders. */
export type KeyedValues = Readonly<Record<string, MessageValue>>;

/**
 * The English message of a key and the reference the CLI translates.
 *
 * @example
 * ```ts
 * keyed("cli.required", { flag: "--reason" }).message; // "--reason is required"
 * ```
 */
export function keyed(
  key: ResearchErrorKey,
  values: KeyedValues = {},
): { message: string; options: SvcErrorOptions & { ref: MessageRef } } {
  return {
    message: fillMessage(RESEARCH_ERRORS_EN[key], values, RESEARCH_TERMS_EN),
    options: { ref: { key, values } },
  };
}

/**
 * A usage error (CLI exit 2, HTTP 400) by key.
 *
 * @example
 * ```ts
 * usageError("cli.required", { flag: "--reason" }).message; // "--reason is required"
 * ```
 */
export function usageError(key: ResearchErrorKey, values?: KeyedValues): UsageError {
  const k = keyed(key, values);
  return new UsageError(k.message, k.options);
}

/**
 * A processing error (CLI exit 1) by key.
 *
 * @example
 * ```ts
 * processingError("archive.none", { root: "/tmp/a" }).message;
 * // 'No research archive in "/tmp/a" (run: svc research init "/tmp/a")'
 * ```
 */
export function processingError(key: ResearchErrorKey, values?: KeyedValues): ProcessingError {
  const k = keyed(key, values);
  return new ProcessingError(k.message, k.options);
}

/**
 * A stale guard (HTTP 409 `stale-archive`, CLI exit 1) by key.
 *
 * @example
 * ```ts
 * staleError("guard.other_project", { project: "prj_a", expected: "prj_b" }).code;
 * // "stale-archive"
 * ```
 */
export function staleError(key: ResearchErrorKey, values?: KeyedValues): StaleArchiveError {
  const k = keyed(key, values);
  return new StaleArchiveError(k.message, k.options);
}

/**
 * A conflict (HTTP 409) by key.
 *
 * @example
 * ```ts
 * conflictError("revise.changes_empty").kind; // "conflict"
 * ```
 */
export function conflictError(key: ResearchErrorKey, values?: KeyedValues): ConflictError {
  const k = keyed(key, values);
  return new ConflictError(k.message, k.options);
}

/**
 * The message and options of an error class by key, for classes whose constructor takes more
 * than a message (`new StaleIndexError("gap", ...keyedArgs(key, values))`); `options` (such as a
 * `cause`) are kept beside the key.
 *
 * @example
 * ```ts
 * import { UsageError } from "../src/errors.ts";
 * const error = new UsageError(...keyedArgs("cli.required", { flag: "--reason" }, { cause: 1 }));
 * error.ref?.key; // "cli.required"
 * ```
 */
export function keyedArgs(
  key: ResearchErrorKey,
  values: KeyedValues = {},
  options: ErrorOptions = {},
): [string, SvcErrorOptions & { ref: MessageRef }] {
  const k = keyed(key, values);
  return [k.message, { ...options, ...k.options }];
}

/**
 * A keyed message as a placeholder value of another (its English text and its key), so the
 * interface language words the inner message too.
 *
 * @example
 * ```ts
 * keyedValue("fault.nothing_written"); // { text: "nothing was written", ref: { key: …, values: {} } }
 * ```
 */
export function keyedValue(
  key: ResearchErrorKey,
  values: KeyedValues = {},
): { text: string; ref: MessageRef } {
  const k = keyed(key, values);
  return { text: k.message, ref: k.options.ref };
}

export { messageOf } from "../src/i18n/keyed_message.ts";
