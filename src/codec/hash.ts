/**
 * SHA-256 of bytes or text, as lower-case hex: the content address of every build input and
 * artifact (`sha256sum` prints the same digest for the same file).
 *
 * @module
 */

import { createHash } from "node:crypto";

/**
 * Hex SHA-256 of bytes, or of a string's UTF-8 encoding.
 *
 * @example
 * ```ts
 * sha256Hex("abc"); // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
 * ```
 */
export function sha256Hex(data: Uint8Array | string): string {
  return createHash("sha256").update(data).digest("hex");
}
