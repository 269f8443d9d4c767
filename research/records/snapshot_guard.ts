/**
 * The one check of a snapshot guard, wherever a caller sends one: the CLI's
 * `--expected-snapshot`, the HTTP bodies' `expected_snapshot`, the facade's `expectedSnapshot`.
 * A snapshot is the SHA-256 of the archive's last commit, 64 hex digits, and a guard must be all
 * of it: a 12-digit prefix or a typo can never equal the head, so comparing it would answer
 * "the archive changed", which is false. Anything else is a {@linkcode UsageError} (CLI exit 2,
 * HTTP 400) that says where the full snapshot is printed. Upper-case digits are read as the
 * same digest.
 *
 * @module
 */

import { UsageError } from "../../src/errors.ts";
import type { Messages } from "../../src/i18n/messages.ts";
import { EN } from "../../src/i18n/messages_en.ts";
import { usageError } from "../keyed_errors.ts";

const DIGEST = /^[0-9a-fA-F]{64}$/;
/** Longest part of a refused value the message quotes (code points). */
const MAX_SHOWN = 80;

/**
 * A required snapshot guard, as the 64 lower-case hex digits it names. `field` is the name the
 * caller used (`--expected-snapshot` or `expected_snapshot`); `m` the message catalogue of the
 * caller's interface language (default English).
 *
 * @example
 * ```ts
 * snapshotGuard("ab".repeat(32), "expected_snapshot"); // "abab…ab" (64 digits)
 * snapshotGuard("333b88241112", "--expected-snapshot");
 * // throws UsageError: --expected-snapshot "333b88241112" is not a snapshot (64 hex digits):
 * // give the full snapshot; `research status` prints it
 * ```
 */
export function snapshotGuard(value: unknown, field: string, m: Messages = EN): string {
  if (value === undefined || value === null) {
    throw field.startsWith("--")
      ? usageError("cli.required", { flag: field })
      : usageError("field.quoted_required", { field });
  }
  if (typeof value === "string" && DIGEST.test(value)) return value.toLowerCase();
  const ref = { key: "guard.partial_snapshot", values: { field, value: shown(value) } };
  throw new UsageError(m.errors.partialSnapshot(field, shown(value)), { ref });
}

/**
 * An optional snapshot guard: `null` and `undefined` mean none (null), anything else goes
 * through {@linkcode snapshotGuard}.
 *
 * @example
 * ```ts
 * optionalSnapshotGuard(undefined, "expected_snapshot"); // null
 * optionalSnapshotGuard("CD".repeat(32), "expected_snapshot"); // "cdcd…cd" (64 digits)
 * ```
 */
export function optionalSnapshotGuard(value: unknown, field: string): string | null {
  return value === undefined || value === null ? null : snapshotGuard(value, field);
}

/** The refused value on one line: escaped as in JSON (without its quotes), and shortened. */
function shown(value: unknown): string {
  const text = typeof value === "string" ? value : JSON.stringify(value) ?? String(value);
  const points = [...text];
  const short = points.length > MAX_SHOWN ? points.slice(0, MAX_SHOWN).join("") + "…" : text;
  return JSON.stringify(short).slice(1, -1);
}
