/**
 * The lines of a file changed since a git ref (`svc check --changed-since REF`): the new-side
 * ranges of `git diff -U0 REF -- FILE` (the working tree against the ref, staged or not). A
 * deletion touches the lines on both sides of the gap. A file the ref does not have comes out
 * as wholly added.
 *
 * @module
 */

import { basename, dirname } from "node:path";

/** An inclusive range of 1-based lines. */
export type LineRange = readonly [number, number];

/**
 * The new-side line ranges of a `git diff -U0` text.
 *
 * @example
 * ```ts
 * parseDiffRanges("@@ -3,0 +4,2 @@\n+a\n+b\n@@ -9 +11,0 @@\n-c\n"); // [[4, 5], [11, 12]]
 * ```
 */
export function parseDiffRanges(diff: string): LineRange[] {
  const ranges: LineRange[] = [];
  for (const m of diff.matchAll(/^@@ -\d+(?:,\d+)? \+(\d+)(?:,(\d+))? @@/gm)) {
    const start = Number(m[1]);
    const count = m[2] === undefined ? 1 : Number(m[2]);
    ranges.push(count === 0 ? [Math.max(start, 1), start + 1] : [start, start + count - 1]);
  }
  return ranges;
}

/**
 * The ranges changed in `file` since `ref`; throws an `Error` with git's message when git
 * fails (not a repository, an unknown ref).
 *
 * @example
 * ```ts
 * await changedLines("book.md", "origin/main"); // e.g. [[120, 124]]
 * ```
 */
export async function changedLines(file: string, ref: string): Promise<LineRange[]> {
  if (ref.startsWith("-")) throw new Error("a ref cannot start with '-'");
  const out = await new Deno.Command("git", {
    args: ["diff", "-U0", "--no-color", "--no-ext-diff", ref, "--", basename(file)],
    cwd: dirname(file) || ".",
    stdout: "piped",
    stderr: "piped",
  }).output();
  if (!out.success) {
    throw new Error(new TextDecoder().decode(out.stderr).trim() || `git exited ${out.code}`);
  }
  return parseDiffRanges(new TextDecoder().decode(out.stdout));
}

/**
 * Appends text to a file (created when missing), as GitHub's step summary wants it.
 *
 * @example
 * ```ts
 * await appendText("/tmp/summary.md", "## svc check\n");
 * ```
 */
export async function appendText(path: string, text: string): Promise<void> {
  await Deno.writeTextFile(path, text, { append: true, create: true });
}
