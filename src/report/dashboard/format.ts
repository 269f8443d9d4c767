/**
 * Number formatting for the dashboard in the interface language (decimal comma where the
 * language writes one). Deterministic: the same number and language give the same text.
 *
 * @module
 */

const CACHE = new Map<string, Intl.NumberFormat>();

function formatter(language: string, digits: number): Intl.NumberFormat {
  const key = `${language}:${digits}`;
  let f = CACHE.get(key);
  if (!f) {
    f = new Intl.NumberFormat(language, { maximumFractionDigits: digits, useGrouping: true });
    CACHE.set(key, f);
  }
  return f;
}

/**
 * Formats a number with at most `digits` decimals; null (unavailable) gives "–".
 *
 * @example
 * ```ts
 * formatNumber(1234.567, "de", 1); // "1.234,6"
 * formatNumber(null, "en"); // "–"
 * ```
 */
export function formatNumber(
  value: number | null | undefined,
  language: string,
  digits = 2,
): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  const text = formatter(language, digits).format(value);
  return text === "-0" ? "0" : text;
}

/**
 * Formats a share in [0, 1] as a percentage with one decimal.
 *
 * @example
 * ```ts
 * formatShare(0.2156, "en"); // "21.6 %"
 * ```
 */
export function formatShare(value: number | null | undefined, language: string): string {
  if (value === null || value === undefined || !Number.isFinite(value)) return "–";
  return `${formatNumber(value * 100, language, 1)} %`;
}

/**
 * Shortens text to at most `max` characters at a word boundary, with an ellipsis.
 *
 * @example
 * ```ts
 * excerpt("one two three", 8); // "one two…"
 * ```
 */
export function excerpt(text: string, max = 240): string {
  const flat = text.replace(/\s+/g, " ").trim();
  if (flat.length <= max) return flat;
  const cut = flat.slice(0, max);
  const space = cut.lastIndexOf(" ");
  return (space > max * 0.6 ? cut.slice(0, space) : cut).replace(/[\s,;:]+$/, "") + "…";
}
