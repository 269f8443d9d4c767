/**
 * The service record (`service.json`, schema `svc-service-record/1`) of the managed instance,
 * and the last launch choices (`launch.json`, schema `svc-service-launch/1`). Both are written
 * atomically with owner-only permissions (the record holds the ownership token). A file that
 * does not parse or does not match its schema is reported as `invalid`, never trusted.
 *
 * @module
 */

import { z } from "npm:zod@4.6.7";
import {
  checkThreshold,
  type StyleThresholds,
  type ThresholdKey,
} from "../../src/settings/thresholds.ts";
import { writeFileAtomic } from "../../src/project/atomic_write.ts";
import { LANGUAGE_CHOICES, type LanguageChoice } from "../../src/language/types.ts";
import { INTERFACE_LANGUAGES, type InterfaceLanguage } from "../../src/settings/languages.ts";

/** Schema label of the record. */
export const RECORD_SCHEMA = "svc-service-record/1";
/** Schema label of the saved launch choices. */
const LAUNCH_SCHEMA = "svc-service-launch/1";

/** What a managed server was (or will be) launched with; `restart` reuses it. */
export interface LaunchChoices {
  /** Absolute project folder or manuscript, or null for the empty workspace. */
  readonly project: string | null;
  readonly port: number;
  /** The threshold flags given (canonical keys), not the merged set. */
  readonly thresholds: Partial<StyleThresholds>;
  /** `--language` (the analysis language), or null when not given. */
  readonly language: LanguageChoice | null;
  /**
   * The interface language (`SVC_LANG` of the invocation that chose it); absent when none was
   * given (and in records written before it existed). The child gets it as `SVC_LANG`.
   */
  readonly ui_language?: InterfaceLanguage;
  /** True when the server starts without a project (`--no-project`). */
  readonly no_project: boolean;
}

/** The record of a launched instance. */
export interface ServiceRecord {
  readonly schema: typeof RECORD_SCHEMA;
  readonly pid: number;
  readonly port: number;
  readonly url: string;
  readonly backend: "deno";
  /** The CLI version that launched it. */
  readonly installed_version: string;
  /** The version the server reported at readiness, or null before that. */
  readonly running_version: string | null;
  readonly log_path: string;
  /** ISO time of the launch (informational only). */
  readonly started_at?: string;
  readonly launch: LaunchChoices;
  /** Random ownership nonce, passed to the child as `SVC_SERVICE_TOKEN`. */
  readonly token: string;
  /** The child's argv (program first), compared with `/proc/<pid>/cmdline` as a fallback. */
  readonly command: readonly string[];
}

/** The outcome of reading one of the files. */
export type ReadResult<T> =
  | { readonly kind: "missing" }
  | { readonly kind: "invalid"; readonly message: string }
  | { readonly kind: "ok"; readonly value: T };

/** Canonical keys only, each value valid (an unknown key makes checkThreshold return nothing). */
const THRESHOLDS = z.record(z.string(), z.union([z.number(), z.string()])).superRefine(
  (value, ctx) => {
    for (const [key, v] of Object.entries(value)) {
      if (!checkThreshold(key as ThresholdKey, v)?.ok) {
        ctx.addIssue({ code: "custom", message: `bad threshold ${key}` });
      }
    }
  },
);

const LAUNCH = z.strictObject({
  project: z.string().min(1).nullable(),
  port: z.number().int().min(1).max(65535),
  thresholds: THRESHOLDS,
  language: z.enum(LANGUAGE_CHOICES as [LanguageChoice, ...LanguageChoice[]]).nullable(),
  ui_language: z.enum(INTERFACE_LANGUAGES).optional(),
  no_project: z.boolean(),
});

const RECORD = z.strictObject({
  schema: z.literal(RECORD_SCHEMA),
  pid: z.number().int().positive(),
  port: z.number().int().min(1).max(65535),
  url: z.string(),
  backend: z.literal("deno"),
  installed_version: z.string(),
  running_version: z.string().nullable(),
  log_path: z.string(),
  started_at: z.string().optional(),
  launch: LAUNCH,
  token: z.string().min(16),
  command: z.array(z.string()).min(1),
});

const SAVED_LAUNCH = z.strictObject({ schema: z.literal(LAUNCH_SCHEMA), launch: LAUNCH });

/**
 * Parses record text.
 *
 * @example
 * ```ts
 * parseRecord("{}").kind; // "invalid"
 * ```
 */
export function parseRecord(text: string): ReadResult<ServiceRecord> {
  const parsed = parseWith(RECORD, text);
  return parsed.kind === "ok"
    ? { kind: "ok", value: parsed.value as unknown as ServiceRecord }
    : parsed;
}

/**
 * Parses saved launch choices.
 *
 * @example
 * ```ts
 * parseLaunch('{"schema":"svc-service-launch/1"}').kind; // "invalid"
 * ```
 */
export function parseLaunch(text: string): ReadResult<LaunchChoices> {
  const parsed = parseWith(SAVED_LAUNCH, text);
  return parsed.kind === "ok"
    ? { kind: "ok", value: parsed.value.launch as LaunchChoices }
    : parsed;
}

function parseWith<T>(schema: z.ZodType<T>, text: string): ReadResult<T> {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return { kind: "invalid", message: "not JSON" };
  }
  const result = schema.safeParse(data);
  if (!result.success) {
    return { kind: "invalid", message: result.error.issues[0]?.message ?? "schema mismatch" };
  }
  return { kind: "ok", value: result.data };
}

/**
 * Reads the record file.
 *
 * @example
 * ```ts
 * (await readRecord("/tmp/no-such-dir/service.json")).kind; // "missing"
 * ```
 */
export async function readRecord(path: string): Promise<ReadResult<ServiceRecord>> {
  const text = await readOptional(path);
  return text === null ? { kind: "missing" } : parseRecord(text);
}

/**
 * Reads the saved launch choices.
 *
 * @example
 * ```ts
 * (await readLaunch("/tmp/no-such-dir/launch.json")).kind; // "missing"
 * ```
 */
export async function readLaunch(path: string): Promise<ReadResult<LaunchChoices>> {
  const text = await readOptional(path);
  return text === null ? { kind: "missing" } : parseLaunch(text);
}

/**
 * Writes the record atomically (mode 0600).
 *
 * @example
 * ```ts
 * declare const record: ServiceRecord;
 * await writeRecord("/tmp/svc/service.json", record);
 * ```
 */
export async function writeRecord(path: string, record: ServiceRecord): Promise<void> {
  await writeFileAtomic(path, JSON.stringify(record, null, 2) + "\n", { mode: 0o600 });
}

/**
 * Writes the launch choices atomically (mode 0600).
 *
 * @example
 * ```ts
 * declare const record: ServiceRecord;
 * await writeLaunch("/tmp/svc/launch.json", record.launch);
 * ```
 */
export async function writeLaunch(path: string, launch: LaunchChoices): Promise<void> {
  const data = { schema: LAUNCH_SCHEMA, launch };
  await writeFileAtomic(path, JSON.stringify(data, null, 2) + "\n", { mode: 0o600 });
}

/**
 * Removes a file; a missing file is fine.
 *
 * @example
 * ```ts
 * await removeFile("/tmp/no-such-dir/service.json"); // a missing file is fine
 * ```
 */
export async function removeFile(path: string): Promise<void> {
  try {
    await Deno.remove(path);
  } catch (e) {
    if (!(e instanceof Deno.errors.NotFound)) throw e;
  }
}

async function readOptional(path: string): Promise<string | null> {
  try {
    return await Deno.readTextFile(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
}
