/**
 * What the paired benchmarks share (`bench_incremental.ts`, `bench_lsp.ts`, `bench_process.ts`):
 * one timed run of the floor (`../shared/bench/floor.ts`) on a book, and the median.
 *
 * @module
 */

/**
 * The median of a non-empty list.
 *
 * @example
 * ```ts
 * median([3, 1, 2]); // 2
 * median([4, 1, 2, 3]); // 2.5
 * ```
 */
export function median(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const h = Math.floor(s.length / 2);
  return s.length % 2 ? s[h] : (s[h - 1] + s[h]) / 2;
}

/**
 * Wall milliseconds of one fresh `deno run -A FLOOR BOOK` (throws when the floor fails).
 *
 * @example
 * ```ts
 * const floor = new URL("../../shared/bench/floor.ts", import.meta.url).pathname;
 * await floorMs(floor, "book.md"); // e.g. 310
 * ```
 */
export async function floorMs(floor: string, book: string): Promise<number> {
  const start = performance.now();
  const out = await new Deno.Command(Deno.execPath(), {
    args: ["run", "-A", floor, book],
    stdout: "null",
    stderr: "piped",
  }).output();
  if (!out.success) throw new Error(new TextDecoder().decode(out.stderr));
  return performance.now() - start;
}
