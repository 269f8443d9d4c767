/**
 * Validation of an ingest's metadata: the `context` object (SPEC 2.7: must be a JSON object;
 * keys include `genre`, `created_period`, `place`, `origin_url`, `external_reference`,
 * `provenance_note`) and `origin_url` (HTTP(S) metadata, validated, never fetched).
 *
 * @module
 */

import { canonicalJson } from "../../src/codec/canonical_json.ts";
import { checkHttpUrl } from "../records/source_metadata.ts";
import { usageError } from "../keyed_errors.ts";

/** Longest URL or note accepted (SPEC 8 "Source note or URL length"). */
export const MAX_NOTE = 2000;
/** Largest context object, as canonical JSON bytes. */
const MAX_CONTEXT_BYTES = 64 * 1024;

const TEXT_KEYS = ["genre", "created_period", "place", "provenance_note"] as const;

/**
 * Checks a context value: a plain JSON object with string values for the known text keys.
 *
 * @example
 * ```ts
 * checkContext({ genre: "letter", place: "Łódź" }); // { genre: "letter", place: "Łódź" }
 * ```
 */
export function checkContext(value: unknown): Record<string, unknown> {
  if (value === undefined) return {};
  if (value === null || typeof value !== "object" || Array.isArray(value)) {
    const kind = value === null ? "null" : Array.isArray(value) ? "an array" : `a ${typeof value}`;
    throw usageError("context.not_object", { kind });
  }
  const text = canonicalJson(value);
  if (new TextEncoder().encode(text).length > MAX_CONTEXT_BYTES) {
    throw usageError("context.too_large", { max: MAX_CONTEXT_BYTES / 1024 });
  }
  const ctx = JSON.parse(text) as Record<string, unknown>;
  for (const key of TEXT_KEYS) {
    const v = ctx[key];
    if (v === undefined) continue;
    if (typeof v !== "string") throw usageError("context.string", { key });
    if ([...v].length > MAX_NOTE) {
      throw usageError("context.too_long", { key, max: MAX_NOTE });
    }
  }
  if (
    ctx.external_reference !== undefined &&
    (typeof ctx.external_reference !== "object" || ctx.external_reference === null ||
      Array.isArray(ctx.external_reference))
  ) {
    throw usageError("context.reference_object");
  }
  return ctx;
}

/**
 * Parses `--context`: a JSON literal, or the path of a local file holding one. Anything but
 * an object is refused.
 *
 * @example
 * ```ts
 * await readContextArgument('{"genre":"letter"}'); // { genre: "letter" }
 * ```
 */
export async function readContextArgument(arg: string): Promise<Record<string, unknown>> {
  let value: unknown;
  try {
    value = JSON.parse(arg);
  } catch {
    let text: string;
    try {
      text = await Deno.readTextFile(arg);
    } catch (e) {
      throw usageError("context.unreadable", { arg, why: (e as Error).message });
    }
    try {
      value = JSON.parse(text);
    } catch {
      throw usageError("context.file_not_json", { arg });
    }
  }
  return checkContext(value);
}

/**
 * Checks an origin URL: absolute `http:` or `https:`, at most {@linkcode MAX_NOTE}
 * characters, no credentials. It is stored as metadata and never fetched.
 *
 * @example
 * ```ts
 * checkOriginUrl("https://example.org/letters/12"); // "https://example.org/letters/12"
 * ```
 */
export function checkOriginUrl(value: unknown): string {
  return checkHttpUrl(value, "origin_url");
}

/**
 * The origin URL of an ingest: the explicit one (`--origin-url`, `origin_url`) or the
 * context's `origin_url`, which is taken out of `context` (it is stored apart from it). Both
 * are checked with {@linkcode checkOriginUrl}; given twice they must agree.
 *
 * @example
 * ```ts
 * const context: Record<string, unknown> = { origin_url: "https://example.org/a" };
 * resolveOriginUrl(undefined, context); // "https://example.org/a"; context is now {}
 * ```
 */
export function resolveOriginUrl(
  given: string | undefined,
  context: Record<string, unknown>,
): string | undefined {
  const fromContext = context.origin_url;
  delete context.origin_url;
  const a = given === undefined ? undefined : checkOriginUrl(given);
  const b = fromContext === undefined ? undefined : checkOriginUrl(fromContext);
  if (a && b && a !== b) throw usageError("ingest.origin_twice");
  return a ?? b;
}
