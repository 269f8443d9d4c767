/**
 * JSON envelopes and request-body parsing shared by the routes: every JSON response carries
 * `ok`; errors are `{ok: false, message}` with the status of SPEC 7; bodies are validated with
 * a zod schema (unknown or mistyped fields give 400 where the schema is strict).
 *
 * @module
 */

import type { Context } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { ArchiveBusyError, DuplicateSourceError, StaleArchiveError } from "../research/mod.ts";
import {
  type MessageRef,
  type MessageRefValue,
  SvcError,
  type SvcErrorOptions,
} from "../src/errors.ts";
import { RESEARCH_TERMS_EN } from "../src/i18n/research_errors_en.ts";
import { fillMessage } from "../src/i18n/keyed_message.ts";
import { SERVER_MESSAGES_DE } from "../src/i18n/server_messages_de.ts";
import {
  SERVER_MESSAGES_EN,
  type ServerMessageKey,
  type ServerMessages,
} from "../src/i18n/server_messages_en.ts";

/** HTTP statuses the routes use for errors. */
export type ErrorStatus = 400 | 404 | 409 | 413 | 415 | 421 | 500 | 501 | 503;

/**
 * `{ok: true, ...data}` with status 200.
 *
 * @example
 * ```ts
 * import type { Context } from "npm:hono@4.13.19";
 * declare const c: Context;
 * const res = ok(c, { message: "Saved", reload: true });
 * res.status; // 200 (body {"ok":true,"message":"Saved","reload":true})
 * ```
 */
export function ok(c: Context, data: Record<string, unknown> = {}): Response {
  return c.json({ ok: true, ...data }, 200);
}

/**
 * `{ok: false, message}` with an error status.
 *
 * @example
 * ```ts
 * import type { Context } from "npm:hono@4.13.19";
 * declare const c: Context;
 * const res = fail(c, 409, "The selected project changed; reload the page");
 * res.status; // 409
 * ```
 */
export function fail(
  c: Context,
  status: ErrorStatus,
  message: string,
  extra: Record<string, unknown> = {},
): Response {
  return c.json({ ok: false, message, ...extra }, status);
}

/**
 * A request error that a route throws and the app turns into `{ok:false,message}`; made by key
 * (`httpError` of `worded.ts`), it carries the key so the answer follows the page's language.
 */
export class HttpError extends Error {
  /** The HTTP status. */
  readonly status: ErrorStatus;
  /** Extra envelope fields (e.g. `code`). */
  readonly extra: Record<string, unknown>;
  /** The catalogue key and values the message was made from, when it was. */
  readonly ref?: MessageRef;
  /**
   * @example
   * ```ts
   * const error = new HttpError(400, 'Unknown field "x"');
   * error.status; // 400
   * ```
   */
  constructor(
    status: ErrorStatus,
    message: string,
    extra: Record<string, unknown> = {},
    options: { ref?: MessageRef } = {},
  ) {
    super(message);
    this.status = status;
    this.extra = extra;
    if (options.ref) this.ref = options.ref;
  }
}

/**
 * A request body that its schema refused (400): the message names the first problem, and
 * {@linkcode BodyIssueError.worded} words it again in German (zod's own German catalogue for
 * the problem, where the schema kept zod's wording).
 */
export class BodyIssueError extends HttpError {
  readonly #issue: z.core.$ZodIssue;
  /**
   * @example
   * ```ts
   * import { z } from "npm:zod@4.6.7";
   * const parsed = z.strictObject({ id: z.string() }).safeParse({ id: 1 }, { reportInput: true });
   * new BodyIssueError(parsed.error!.issues[0]).message;
   * // 'Invalid "id": Invalid input: expected string, received number'
   * ```
   */
  constructor(issue: z.core.$ZodIssue) {
    super(400, describe(issue, SERVER_MESSAGES_EN, issue.message));
    this.#issue = issue;
  }

  /**
   * The message in German (`de`) or English (any other language).
   *
   * @example
   * ```ts
   * import { z } from "npm:zod@4.6.7";
   * const parsed = z.strictObject({ id: z.string() }).safeParse({ x: 1 }, { reportInput: true });
   * new BodyIssueError(parsed.error!.issues[0]).worded("de"); // 'Unbekanntes Feld "x"'
   * ```
   */
  worded(language: string): string {
    if (language !== "de") return this.message;
    const issue = this.#issue;
    // A schema's own message (a refinement's text) has no German; zod's wording has.
    const own = zodText(z.locales.en(), issue) !== issue.message;
    const text = own ? issue.message : zodText(z.locales.de(), issue) ?? issue.message;
    return describe(issue, SERVER_MESSAGES_DE, text);
  }
}

function zodText(
  locale: { localeError: z.core.$ZodErrorMap },
  issue: z.core.$ZodIssue,
): string | undefined {
  const r = locale.localeError(issue as unknown as Parameters<z.core.$ZodErrorMap>[0]);
  return typeof r === "string" ? r : r?.message;
}

function describe(issue: z.core.$ZodIssue, table: ServerMessages, text: string): string {
  const path = issue.path.map(String).join(".");
  if (issue.code === "unrecognized_keys") {
    const fields = issue.keys.map((k) => `"${k}"`).join(", ");
    return fillMessage(table["http.unknown_field"], { fields });
  }
  return path ? fillMessage(table["http.invalid_field"], { path, why: text }) : text;
}

/**
 * Maps an error to its status: `HttpError` keeps its own; a busy research archive (its
 * writer lock not granted in time) → 503; `SvcError` usage → 400, conflict → 409,
 * processing → 400; anything else 500.
 *
 * @example
 * ```ts
 * import { ConflictError } from "../src/errors.ts";
 * statusOf(new ConflictError("stale")); // 409
 * statusOf(new HttpError(413, "Too large")); // 413
 * statusOf(new Error("boom")); // 500
 * ```
 */
export function statusOf(error: unknown): ErrorStatus {
  if (error instanceof HttpError) return error.status;
  if (error instanceof ArchiveBusyError) return 503;
  if (error instanceof SvcError) return error.kind === "conflict" ? 409 : 400;
  return 500;
}

/**
 * The extra envelope fields and headers of an error answer: an `HttpError`'s own fields, the
 * `code` of a stale archive guard (SPEC 7), the `code` and `existing` source of a refused
 * duplicate, `Retry-After` of a busy archive.
 *
 * @example
 * ```ts
 * import { StaleArchiveError } from "../research/mod.ts";
 * errorDetails(new StaleArchiveError("The archive changed")).extra; // { code: "stale-archive" }
 * ```
 */
export function errorDetails(
  error: unknown,
): { extra: Record<string, unknown>; headers: Record<string, string> } {
  if (error instanceof HttpError) return { extra: error.extra, headers: {} };
  if (error instanceof StaleArchiveError) return { extra: { code: error.code }, headers: {} };
  if (error instanceof DuplicateSourceError) {
    return { extra: { code: error.code, existing: error.existing }, headers: {} };
  }
  if (error instanceof ArchiveBusyError) {
    return { extra: {}, headers: { "Retry-After": String(error.retryAfter) } };
  }
  return { extra: {}, headers: {} };
}

/**
 * Reads and validates a JSON body. Malformed JSON, a non-object body or a schema mismatch
 * throws `HttpError(400)` naming the first problem.
 *
 * @example
 * ```ts
 * import type { Context } from "npm:hono@4.13.19";
 * import { z } from "npm:zod@4.6.7";
 * declare const c: Context;
 * const body = await readJson(c, z.strictObject({ id: z.string() }));
 * body.id; // the "id" string of the request body
 * ```
 */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  let raw: unknown;
  try {
    raw = JSON.parse(await c.req.text());
  } catch {
    throw httpError(400, "http.request_body_valid");
  }
  if (raw === null || typeof raw !== "object" || Array.isArray(raw)) {
    throw httpError(400, "http.request_body_json");
  }
  const parsed = schema.safeParse(raw, { reportInput: true });
  if (!parsed.success) throw new BodyIssueError(parsed.error.issues[0]);
  return parsed.data;
}

/** Values of a server message's placeholders. */
export type ServerValues = Readonly<Record<string, MessageRefValue>>;

/**
 * The English message of a server key and the reference that words it in another language.
 *
 * @example
 * ```ts
 * serverKeyed("markers.resolved", { id: "m1" }).message; // "Marker m1 resolved"
 * ```
 */
export function serverKeyed(
  key: ServerMessageKey,
  values: ServerValues = {},
): { message: string; options: SvcErrorOptions & { ref: MessageRef } } {
  return {
    message: fillMessage(SERVER_MESSAGES_EN[key], values, RESEARCH_TERMS_EN),
    options: { ref: { key, values } },
  };
}

/**
 * Message and options of an error class by server key (`new UsageError(...serverKeyedArgs(k))`).
 *
 * @example
 * ```ts
 * import { UsageError } from "../src/errors.ts";
 * new UsageError(...serverKeyedArgs("project.manuscript_selected")).ref?.key;
 * // "project.manuscript_selected"
 * ```
 */
export function serverKeyedArgs(
  key: ServerMessageKey,
  values: ServerValues = {},
  options: ErrorOptions = {},
): [string, SvcErrorOptions] {
  const k = serverKeyed(key, values);
  return [k.message, { ...options, ...k.options }];
}

/**
 * An `HttpError` by server key.
 *
 * @example
 * ```ts
 * httpError(400, "routes.query_blank").message; // '"query" must not be blank'
 * ```
 */
export function httpError(
  status: ErrorStatus,
  key: ServerMessageKey,
  values: ServerValues = {},
  extra: Record<string, unknown> = {},
): HttpError {
  const k = serverKeyed(key, values);
  return new HttpError(status, k.message, extra, k.options);
}
