/**
 * One rendered build artifact: its file name, kind, bytes and their SHA-256.
 *
 * @module
 */

import { sha256Hex } from "../../codec/hash.ts";

/** One rendered artifact. */
export interface RenderedArtifact {
  /** File name inside exports/. */
  readonly name: string;
  readonly kind: string;
  readonly data: Uint8Array;
  readonly sha256: string;
}

/**
 * Wraps bytes or text as an artifact (hashing it).
 *
 * @example
 * ```ts
 * artifact("book-style.json", "style", "{}\n").sha256.length; // 64
 * ```
 */
export function artifact(name: string, kind: string, content: string | Uint8Array) {
  const data = typeof content === "string" ? new TextEncoder().encode(content) : content;
  return { name, kind, data, sha256: sha256Hex(data) } satisfies RenderedArtifact;
}
