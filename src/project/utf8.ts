/**
 * The one strict UTF-8 rule of every text svc reads (manuscripts, templates, ingested
 * sources): bytes decode only when they are well-formed UTF-8 (RFC 3629: no overlong forms, no
 * surrogates, nothing above U+10FFFF), never with replacement characters; a failure reports the
 * 0-based offset of the first byte of the first ill-formed sequence. A leading byte order mark
 * is dropped unless the caller keeps it (an edit that writes the bytes back, or a source whose
 * bytes are cited).
 *
 * @module
 */

const DROP_BOM = new TextDecoder("utf-8", { fatal: true });
const KEEP_BOM = new TextDecoder("utf-8", { fatal: true, ignoreBOM: true });

/** The outcome of {@linkcode decodeUtf8Strict}: the text, or where the bytes stop being UTF-8. */
export type Utf8Decoded =
  | { readonly ok: true; readonly text: string }
  | { readonly ok: false; readonly offset: number };

/**
 * Decodes strict UTF-8 (see the module rules); `keepBom` keeps a leading U+FEFF in the text.
 *
 * @example
 * ```ts
 * decodeUtf8Strict(new Uint8Array([0xef, 0xbb, 0xbf, 0x68, 0x69])); // { ok: true, text: "hi" }
 * decodeUtf8Strict(new Uint8Array([0x68, 0xff])); // { ok: false, offset: 1 }
 * decodeUtf8Strict(new Uint8Array([0xef, 0xbb, 0xbf]), { keepBom: true }).ok; // true ("\uFEFF")
 * ```
 */
export function decodeUtf8Strict(
  bytes: Uint8Array,
  options: { readonly keepBom?: boolean } = {},
): Utf8Decoded {
  try {
    return { ok: true, text: (options.keepBom ? KEEP_BOM : DROP_BOM).decode(bytes) };
  } catch {
    return { ok: false, offset: firstInvalidUtf8(bytes) };
  }
}

/**
 * Offset of the first byte that does not start a well-formed UTF-8 sequence (RFC 3629 table:
 * no overlong forms, no surrogates, nothing above U+10FFFF), or -1 when all bytes are valid.
 *
 * @example
 * ```ts
 * firstInvalidUtf8(new Uint8Array([0x61, 0xc0, 0xaf])); // 1 (overlong "/")
 * firstInvalidUtf8(new Uint8Array([0x61, 0x62])); // -1
 * ```
 */
export function firstInvalidUtf8(bytes: Uint8Array): number {
  const n = bytes.length;
  let i = 0;
  while (i < n) {
    const b = bytes[i];
    if (b < 0x80) {
      i++;
      continue;
    }
    let need: number;
    // Allowed range of the second byte; later continuation bytes are always 0x80-0xBF.
    let lo = 0x80, hi = 0xbf;
    if (b >= 0xc2 && b <= 0xdf) need = 1;
    else if (b === 0xe0) (need = 2), (lo = 0xa0);
    else if (b === 0xed) (need = 2), (hi = 0x9f);
    else if (b >= 0xe1 && b <= 0xef) need = 2;
    else if (b === 0xf0) (need = 3), (lo = 0x90);
    else if (b === 0xf4) (need = 3), (hi = 0x8f);
    else if (b >= 0xf1 && b <= 0xf3) need = 3;
    else return i;
    if (i + need >= n) return i;
    const b1 = bytes[i + 1];
    if (b1 < lo || b1 > hi) return i;
    for (let k = 2; k <= need; k++) {
      const c = bytes[i + k];
      if (c < 0x80 || c > 0xbf) return i;
    }
    i += need + 1;
  }
  return -1;
}
