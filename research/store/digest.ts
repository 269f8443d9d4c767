/**
 * SHA-256 through Web Crypto, as lower-case hex.
 *
 * @module
 */

const HEX = Array.from({ length: 256 }, (_, i) => i.toString(16).padStart(2, "0"));

/**
 * Hex SHA-256 of bytes or of a string's UTF-8 encoding.
 *
 * @example
 * ```ts
 * await sha256("abc"); // "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"
 * ```
 */
export async function sha256(data: Uint8Array | string): Promise<string> {
  const bytes = typeof data === "string" ? new TextEncoder().encode(data) : data;
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes as BufferSource));
  let out = "";
  for (const b of digest) out += HEX[b];
  return out;
}

/**
 * True for a 64-character lower-case hex digest.
 *
 * @example
 * ```ts
 * isSha256("ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"); // true
 * isSha256("BA7816BF"); // false
 * ```
 */
export function isSha256(value: unknown): value is string {
  return typeof value === "string" && /^[0-9a-f]{64}$/.test(value);
}
