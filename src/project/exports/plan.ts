/**
 * Deciding what a build writes (pure: the caller hashes the files on disk).
 *
 * Fast path: a manifest that matches the run (same tool version, input file name and
 * SHA-256, settings hash, artifact list) and whose every artifact is on disk with its
 * recorded SHA-256 means nothing to do, without even analysing. Otherwise every artifact is
 * rendered and only those whose bytes differ from the file on disk (or whose file is
 * missing) are written; equal files are left alone, so their mtime and inode stay.
 *
 * @module
 */

import type { RenderedArtifact } from "./artifacts.ts";
import type { BuildManifest } from "./manifest.ts";
import { type RequestedSettings, settingsSha256, withResolvedLanguage } from "./settings.ts";

/** Status of one artifact in the build report. */
export type ArtifactStatus = "written" | "unchanged" | "would_write";

/** One artifact with its decided status. */
export interface PlannedArtifact extends RenderedArtifact {
  readonly status: ArtifactStatus;
}

/** What the current run would record in a manifest, as far as known before analysis. */
export interface BuildExpectation {
  readonly version: string;
  readonly inputFile: string;
  readonly inputSha256: string;
  readonly requested: RequestedSettings;
  /** Artifact file names of this run (the manifest excluded). */
  readonly names: readonly string[];
}

/**
 * Whether an existing manifest describes exactly this run (the artifacts' bytes on disk are
 * checked separately by {@linkcode artifactsIntact}).
 *
 * @example
 * ```ts
 * declare const expectation: BuildExpectation;
 * manifestMatches(null, expectation); // false: no manifest, full build
 * ```
 */
export function manifestMatches(
  manifest: BuildManifest | null,
  expected: BuildExpectation,
): manifest is BuildManifest {
  if (manifest === null) return false;
  if (
    manifest.version !== expected.version || manifest.input.file !== expected.inputFile ||
    manifest.input.sha256 !== expected.inputSha256
  ) return false;
  const resolved = manifest.settings.resolved_language;
  if (typeof resolved !== "string") return false;
  // See settings.ts: the resolved language is a function of what the hash then covers.
  const settings = withResolvedLanguage(expected.requested, resolved);
  if (settingsSha256(settings) !== manifest.settings_sha256) return false;
  const listed = manifest.artifacts.map((a) => a.name).sort();
  const wanted = [...expected.names].sort();
  return listed.length === wanted.length && listed.every((name, i) => name === wanted[i]);
}

/**
 * Whether every artifact the manifest lists is on disk with its recorded SHA-256.
 * `onDisk` maps file names to the SHA-256 of the file, or null when it is missing/unreadable.
 *
 * @example
 * ```ts
 * import type { BuildManifest } from "./manifest.ts";
 * declare const manifest: BuildManifest; // lists book-style.json
 * artifactsIntact(manifest, new Map([["book-style.json", null]])); // false
 * ```
 */
export function artifactsIntact(
  manifest: BuildManifest,
  onDisk: ReadonlyMap<string, string | null>,
): boolean {
  return manifest.artifacts.every((a) => onDisk.get(a.name) === a.sha256);
}

/**
 * Marks each rendered artifact `unchanged` (same SHA-256 on disk) or to be written
 * (`written`, or `would_write` in a dry run). Order is kept.
 *
 * @example
 * ```ts
 * import { artifact } from "./artifacts.ts";
 * const style = artifact("book-style.json", "style", "{}\n");
 * const onDisk = new Map([["book-style.json", style.sha256]]);
 * planWrites([style], onDisk, false)[0].status; // "unchanged"
 * planWrites([style], new Map(), true)[0].status; // "would_write"
 * ```
 */
export function planWrites(
  artifacts: readonly RenderedArtifact[],
  onDisk: ReadonlyMap<string, string | null>,
  dryRun: boolean,
): PlannedArtifact[] {
  return artifacts.map((a) => ({
    ...a,
    status: onDisk.get(a.name) === a.sha256 ? "unchanged" : dryRun ? "would_write" : "written",
  }));
}
