/**
 * The archive's language, as `init` recorded it in the log's first commit. Search reads it to
 * know whether to look for German words in all their spellings; the first commit never
 * changes, so one small read at the start of the log answers, and a process keeps the answer.
 *
 * @module
 */

/** The first commit is the `init` commit: a title of up to a few kilobytes. */
const FIRST_LINE_BYTES = 16384;
const KNOWN = new Map<string, string | null>();

/**
 * The `language` of the log's `init` commit, or null when the log cannot tell (missing,
 * empty, or a first line that is not an init commit with a language).
 *
 * @example
 * ```ts
 * archiveLanguage("/tmp/ledger/svc-research/log/commits.jsonl"); // "de" for a German archive
 * archiveLanguage("/tmp/no-such-log.jsonl"); // null
 * ```
 */
export function archiveLanguage(logPath: string): string | null {
  const known = KNOWN.get(logPath);
  if (known !== undefined) return known;
  const found = readLanguage(logPath);
  // A log that cannot tell yet (created in a moment) is asked again next time.
  if (found !== null) KNOWN.set(logPath, found);
  return found;
}

function readLanguage(logPath: string): string | null {
  let file: Deno.FsFile;
  try {
    file = Deno.openSync(logPath, { read: true });
  } catch {
    return null;
  }
  try {
    const buffer = new Uint8Array(FIRST_LINE_BYTES);
    let filled = 0;
    while (filled < buffer.length) {
      const n = file.readSync(buffer.subarray(filled));
      if (n === null || n === 0) break;
      filled += n;
    }
    const bytes = buffer.subarray(0, filled);
    const end = bytes.indexOf(0x0a);
    if (end < 0) return null;
    const first = JSON.parse(new TextDecoder().decode(bytes.subarray(0, end)));
    const init = Array.isArray(first?.ops) ? first.ops[0] : undefined;
    return init?.op === "init" && typeof init.language === "string" ? init.language : null;
  } catch {
    return null;
  } finally {
    file.close();
  }
}
