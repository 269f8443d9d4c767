/**
 * File names for the `files/` folder of a RIS export: the source's own file name, made safe
 * on every common file system and unique within the folder. Pure: no I/O.
 *
 * Rules, in order:
 * - only the last path segment of the stored name (either slash) is kept, in Unicode NFC;
 * - control characters, bidirectional overrides, `< > : " / \ | ? *` (forbidden on Windows)
 *   and `#`, `%` (which a reader may take as a URL fragment or escape in `L1`) become `_`;
 * - whitespace runs become one space; leading dots and spaces (hidden files) and trailing
 *   dots and spaces (dropped by Windows) are removed; an empty stem becomes `source`;
 * - a Windows device name (`CON`, `NUL`, `COM1`, …, with any extension) gets a `_` prefix;
 * - an extension that does not fit the sniffed media type gets the right one appended
 *   (`scan.dat` holding a PDF becomes `scan.dat.pdf`), so that the file opens from the
 *   reference manager;
 * - the name is cut to at most 150 UTF-8 bytes (room for a ` (NN)` suffix under the usual
 *   255-byte limit), shortening the stem on a code-point boundary;
 * - among the names already taken (compared case-insensitively, since macOS and Windows
 *   folders are), a repeat gets ` (2)`, ` (3)`, … before its extension.
 *
 * @module
 */

const EXTENSIONS: Readonly<Record<string, readonly string[]>> = {
  "application/pdf": [".pdf"],
  "text/plain": [".txt", ".text"],
  "text/markdown": [".md", ".markdown"],
  "text/html": [".html", ".htm"],
  "image/png": [".png"],
  "image/jpeg": [".jpg", ".jpeg"],
};

// deno-lint-ignore no-control-regex -- control characters are exactly what is replaced
const UNSAFE = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069<>:"/\\|?*#%]/gu;
const DEVICE = /^(con|prn|aux|nul|com[0-9¹²³]|lpt[0-9¹²³])$/i;
const MAX_BYTES = 150;
const encoder = new TextEncoder();

/**
 * A safe file name for a stored source file name and its media type.
 *
 * @example
 * ```ts
 * safeFileName("../Briefe: März?.txt", "text/plain"); // "Briefe_ März_.txt"
 * safeFileName("scan.dat", "application/pdf"); // "scan.dat.pdf"
 * ```
 */
export function safeFileName(name: string, mediaType: string): string {
  const last = name.normalize("NFC").split(/[/\\]/).pop() ?? "";
  let clean = last.replace(UNSAFE, "_").replace(/\s+/gu, " ").replace(/^[. ]+|[. ]+$/g, "");
  const allowed = EXTENSIONS[mediaType];
  let ext = extensionOf(clean);
  if (allowed && !allowed.includes(ext.toLowerCase())) {
    clean = clean === "" ? "source" : clean;
    ext = allowed[0];
    clean += ext;
  }
  let stem = clean.slice(0, clean.length - ext.length);
  if (stem === "") stem = "source";
  if (DEVICE.test(stem.split(".")[0])) stem = `_${stem}`;
  while (encoder.encode(stem + ext).length > MAX_BYTES && stem.length > 1) {
    stem = [...stem].slice(0, -1).join("").replace(/[. ]+$/, "") || "s";
  }
  return stem + ext;
}

/**
 * `name`, or `name (2)`, `name (3)`, … — the first not yet in `taken` (compared
 * case-insensitively); the chosen name is added to `taken`.
 *
 * @example
 * ```ts
 * const taken = new Set<string>();
 * uniqueFileName("a.txt", taken); // "a.txt"
 * uniqueFileName("A.txt", taken); // "A (2).txt"
 * ```
 */
export function uniqueFileName(name: string, taken: Set<string>): string {
  const ext = extensionOf(name);
  const stem = name.slice(0, name.length - ext.length);
  let candidate = name;
  for (let n = 2; taken.has(candidate.toLowerCase()); n++) candidate = `${stem} (${n})${ext}`;
  taken.add(candidate.toLowerCase());
  return candidate;
}

/**
 * `.pdf` of `a.b.pdf`; empty when there is none (a leading dot, a blank or an overlong tail
 * is no extension).
 */
function extensionOf(name: string): string {
  const dot = name.lastIndexOf(".");
  const ext = dot > 0 ? name.slice(dot) : "";
  return ext.length > 1 && ext.length <= 16 && !/\s/.test(ext) ? ext : "";
}
