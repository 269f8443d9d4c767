/**
 * The build manifest `exports/<slug>-manifest.json` (`svc-build-manifest/1`): which input,
 * settings and tool version produced which artifact bytes. It holds no timestamps and no
 * absolute paths, so the same build on another machine gives the same manifest, and an
 * unchanged build rewrites nothing. It is written last: a build that stops half-way leaves an
 * old manifest that no longer matches, and the next build redoes the work.
 *
 * Layout: `{schema, tool, version, input: {file, sha256}, settings, settings_sha256,
 * artifacts: [{name, kind, sha256, bytes}]}`; `input.file` is the manuscript's base name,
 * `settings` the canonical record of `settings.ts` (keys sorted), artifacts sorted by name
 * (the manifest does not list itself). The file is that object as
 * `JSON.stringify(manifest, null, 2) + "\n"`.
 *
 * @module
 */

import { TOOL } from "../../version.ts";
import { sortKeys } from "../../codec/canonical_json.ts";
import { type BuildSettings, settingsSha256 } from "./settings.ts";

/** The schema identifier. */
export const MANIFEST_SCHEMA = "svc-build-manifest/1";

/** The manifest's kind in the build report (where it is listed after the artifacts). */
export const MANIFEST_KIND = "manifest";

/** One artifact as the manifest records it. */
export interface ManifestArtifact {
  readonly name: string;
  readonly kind: string;
  readonly sha256: string;
  readonly bytes: number;
}

/** The manifest. */
export interface BuildManifest {
  readonly schema: typeof MANIFEST_SCHEMA;
  readonly tool: string;
  readonly version: string;
  readonly input: { readonly file: string; readonly sha256: string };
  readonly settings: BuildSettings;
  readonly settings_sha256: string;
  readonly artifacts: readonly ManifestArtifact[];
}

/** What {@linkcode createManifest} needs. */
export interface ManifestInput {
  readonly version: string;
  readonly inputFile: string;
  readonly inputSha256: string;
  readonly settings: BuildSettings;
  readonly artifacts: readonly ManifestArtifact[];
}

/**
 * Builds the manifest record (settings keys sorted, artifacts sorted by name).
 *
 * @example
 * ```ts
 * import type { BuildSettings } from "./settings.ts";
 * declare const settings: BuildSettings;
 * const input = { version: "0.4.9", inputFile: "book.md", inputSha256: "0".repeat(64) };
 * createManifest({ ...input, settings, artifacts: [] }).schema; // "svc-build-manifest/1"
 * ```
 */
export function createManifest(input: ManifestInput): BuildManifest {
  return {
    schema: MANIFEST_SCHEMA,
    tool: TOOL,
    version: input.version,
    input: { file: input.inputFile, sha256: input.inputSha256 },
    settings: sortKeys(input.settings) as BuildSettings,
    settings_sha256: settingsSha256(input.settings),
    artifacts: [...input.artifacts]
      .sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
      .map((a) => ({ name: a.name, kind: a.kind, sha256: a.sha256, bytes: a.bytes })),
  };
}

/**
 * The manifest file's text.
 *
 * @example
 * ```ts
 * declare const manifest: BuildManifest;
 * renderManifest(manifest).endsWith("}\n"); // true
 * ```
 */
export function renderManifest(manifest: BuildManifest): string {
  return JSON.stringify(manifest, null, 2) + "\n";
}

/**
 * Reads a manifest file's text; null when it is not JSON or not a `svc-build-manifest/1`
 * of the expected shape (such a manifest is simply rebuilt, never trusted).
 *
 * @example
 * ```ts
 * parseManifest("{not json"); // null
 * ```
 */
export function parseManifest(text: string): BuildManifest | null {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.schema !== MANIFEST_SCHEMA) return null;
  const { input, settings, artifacts } = value;
  const valid = typeof value.tool === "string" && typeof value.version === "string" &&
    isRecord(input) && typeof input.file === "string" && isSha256(input.sha256) &&
    isRecord(settings) && isSha256(value.settings_sha256) &&
    Array.isArray(artifacts) && artifacts.every(isManifestArtifact);
  return valid ? value as unknown as BuildManifest : null;
}

function isManifestArtifact(v: unknown): boolean {
  return isRecord(v) && typeof v.name === "string" && isSafeName(v.name) &&
    typeof v.kind === "string" && isSha256(v.sha256) &&
    Number.isSafeInteger(v.bytes) && (v.bytes as number) >= 0;
}

/** A plain file name: a tampered manifest must not make the build read outside exports/. */
function isSafeName(name: string): boolean {
  return name !== "" && name !== "." && name !== ".." && !/[\\/]/.test(name);
}

function isSha256(v: unknown): boolean {
  return typeof v === "string" && /^[0-9a-f]{64}$/.test(v);
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === "object" && !Array.isArray(v);
}
