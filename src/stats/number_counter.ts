/**
 * A counter keyed by non-negative integers up to 2^53 (open addressing over typed arrays).
 * `Map<number, number>` boxes keys beyond the small-integer range, which made counting the
 * trigrams of a whole novel (400k distinct keys) the slowest part of `motifs`.
 *
 * @module
 */

/** Counts occurrences of integer keys. */
export class NumberCounter {
  #keys: Float64Array;
  #counts: Int32Array;
  #size = 0;

  /**
   * @example
   * ```ts
   * const c = new NumberCounter();
   * c.add(2 ** 40); c.add(2 ** 40);
   * c.get(2 ** 40); // 2
   * ```
   */
  constructor(capacity = 1024) {
    let n = 16;
    while (n < capacity * 2) n *= 2;
    this.#keys = new Float64Array(n).fill(-1);
    this.#counts = new Int32Array(n);
  }

  /** Number of distinct keys. */
  get size(): number {
    return this.#size;
  }

  #slot(key: number): number {
    const mask = this.#keys.length - 1;
    let s = (Math.imul((key % 2147483647) | 0, 0x9e3779b1) ^ Math.floor(key / 4294967296)) & mask;
    while (this.#keys[s] !== -1 && this.#keys[s] !== key) s = (s + 1) & mask;
    return s;
  }

  /** Adds one occurrence of `key`. */
  add(key: number): void {
    let s = this.#slot(key);
    if (this.#keys[s] === -1) {
      if (2 * (this.#size + 1) > this.#keys.length) {
        this.#grow();
        s = this.#slot(key);
      }
      this.#keys[s] = key;
      this.#size++;
    }
    this.#counts[s]++;
  }

  /** Occurrences of `key` (0 when absent). */
  get(key: number): number {
    const s = this.#slot(key);
    return this.#keys[s] === key ? this.#counts[s] : 0;
  }

  /** Calls `visit(key, count)` for every key, in table order. */
  forEach(visit: (key: number, count: number) => void): void {
    for (let s = 0; s < this.#keys.length; s++) {
      if (this.#keys[s] !== -1) visit(this.#keys[s], this.#counts[s]);
    }
  }

  #grow(): void {
    const keys = this.#keys, counts = this.#counts;
    this.#keys = new Float64Array(keys.length * 2).fill(-1);
    this.#counts = new Int32Array(keys.length * 2);
    for (let s = 0; s < keys.length; s++) {
      if (keys[s] === -1) continue;
      const t = this.#slot(keys[s]);
      this.#keys[t] = keys[s];
      this.#counts[t] = counts[s];
    }
  }
}
