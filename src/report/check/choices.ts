/**
 * The choices of `svc check` — its output formats and its `--fail-on` levels — in one place for
 * the command, its registry entry and the start-up fast path (which must not load the formats).
 *
 * @module
 */

/** The output formats of `svc check --format`. */
export const CHECK_FORMATS = [
  "text",
  "json",
  "sarif",
  "github",
  "rdjsonl",
  "checkstyle",
  "junit",
  "codeclimate",
] as const;

/** One output format. */
export type CheckFormat = typeof CHECK_FORMATS[number];

/** The `--fail-on` choices: a level, or `never`. */
export const FAIL_ON = ["strong", "beyond-chance", "mild", "never"] as const;

/** A `--fail-on` choice. */
export type FailOn = typeof FAIL_ON[number];
