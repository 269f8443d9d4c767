/**
 * Passage and anchor offsets are Unicode code points (SPEC 2.7); JavaScript strings index
 * UTF-16 code units. This maps between the two once per text, and only does work when the
 * text has characters outside the Basic Multilingual Plane.
 *
 * @module
 */

/** A text with code-point slicing. */
export class CodePointText {
  /** The text. */
  readonly text: string;
  /** UTF-16 index of every code point, or null when the two coincide (no astral characters). */
  readonly #units: Uint32Array | null;
  /** Number of code points. */
  readonly length: number;

  /**
   * @example
   * ```ts
   * new CodePointText("a😀b").slice(1, 2); // "😀"
   * ```
   */
  constructor(text: string) {
    this.text = text;
    if (!/[\uD800-\uDFFF]/.test(text)) {
      this.#units = null;
      this.length = text.length;
      return;
    }
    const units = new Uint32Array(text.length + 1);
    let cp = 0;
    for (let i = 0; i < text.length; i++) {
      units[cp++] = i;
      const c = text.charCodeAt(i);
      if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
        const d = text.charCodeAt(i + 1);
        if (d >= 0xdc00 && d <= 0xdfff) i++;
      }
    }
    units[cp] = text.length;
    this.#units = units.subarray(0, cp + 1);
    this.length = cp;
  }

  /** UTF-16 index of code point `cp` (0 … length). */
  unit(cp: number): number {
    return this.#units ? this.#units[cp] : cp;
  }

  /** The text between code points `start` and `end` (exclusive). */
  slice(start: number, end: number): string {
    return this.text.slice(this.unit(start), this.unit(end));
  }
}
