/**
 * Debounced runs per document: each change of a document restarts its timer, and only when
 * the author has paused for the delay does the run start. The default delay,
 * {@linkcode DEBOUNCE_MS} (200 ms), is shorter than a typing pause and long enough that a burst
 * of keystrokes costs one analysis. A run reads the document's latest text when it starts, so
 * the newest version wins; a run never overlaps another run of the same document (a change
 * during a run schedules one more after it).
 *
 * @module
 */

/** Default delay between the last change and the analysis, in milliseconds. */
export const DEBOUNCE_MS = 200;

interface Slot {
  timer: ReturnType<typeof setTimeout> | null;
  running: Promise<void> | null;
  again: boolean;
}

/**
 * Per-key debounce (see the module doc).
 *
 * @example
 * ```ts
 * const runs: string[] = [];
 * const d = new Debouncer(10, async (key) => { runs.push(key); });
 * d.schedule("file:///a.md");
 * d.schedule("file:///a.md"); // restarts the timer: one run
 * ```
 */
export class Debouncer {
  readonly #slots = new Map<string, Slot>();
  readonly #run: (key: string) => Promise<void>;
  delayMs: number;

  /** A debouncer that calls `run(key)` `delayMs` after the last `schedule(key)`. */
  constructor(delayMs: number, run: (key: string) => Promise<void>) {
    this.delayMs = delayMs;
    this.#run = run;
  }

  /**
   * (Re)starts the timer of `key`; with `delayMs` 0 the run starts on the next turn.
   *
   * @example
   * ```ts
   * const d = new Debouncer(200, async () => {});
   * d.schedule("file:///a.md", 0); // no debounce: on open
   * ```
   */
  schedule(key: string, delayMs: number = this.delayMs): void {
    const slot = this.#slots.get(key) ?? { timer: null, running: null, again: false };
    this.#slots.set(key, slot);
    if (slot.timer !== null) clearTimeout(slot.timer);
    slot.timer = setTimeout(() => {
      slot.timer = null;
      this.#start(key, slot);
    }, delayMs);
  }

  #start(key: string, slot: Slot): void {
    if (slot.running !== null) {
      slot.again = true;
      return;
    }
    slot.running = this.#run(key).catch(() => {}).finally(() => {
      slot.running = null;
      if (slot.again) {
        slot.again = false;
        this.#start(key, slot);
      }
    });
  }

  /**
   * Forgets `key` (a closed document): a pending run does not start.
   *
   * @example
   * ```ts
   * const d = new Debouncer(200, async () => {});
   * d.schedule("file:///a.md");
   * d.cancel("file:///a.md");
   * ```
   */
  cancel(key: string): void {
    const slot = this.#slots.get(key);
    if (slot?.timer !== null && slot?.timer !== undefined) clearTimeout(slot.timer);
    this.#slots.delete(key);
  }
}
