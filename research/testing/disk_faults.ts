/**
 * Disk faults for the process tests of the archive's write path (issue 25): one fixture
 * archive copied afresh for every case, the CLI words of the five writing operations (ingest,
 * a record revision, a revision batch, reindex, export), the ways to limit a child's file size
 * — `ulimit -f` in a `sh -c` wrapper that ignores SIGXFSZ (writes fail with EFBIG), and
 * `prlimit` on a child already waiting for the writer lock (SIGXFSZ keeps its default: only
 * the program's own handling stands between it and death by signal) — and the checks every
 * case makes: the acknowledged log bytes unchanged, `svc research audit` passing.
 *
 * Why `prlimit` on a waiting child for the signal: Deno itself writes to its cache (code
 * cache, dependency analysis) while it starts, before any line of `cli.ts` runs, and under a
 * small limit with SIGXFSZ at its default those writes alone kill it. A child that already
 * waits for the lock has started; the limit applies from there on, to the write path only.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { type Run, svc } from "../../testing/cli.ts";
import * as research from "../mod.ts";
import { acquireWriterLock } from "../store/lock.ts";

const CLI = new URL("../../cli.ts", import.meta.url).pathname;
/** The child reuses this process's module cache (as `testing/cli.ts` does). */
const DENO_DIR = Deno.env.get("DENO_DIR") ??
  join(Deno.env.get("XDG_CACHE_HOME") ?? join(Deno.env.get("HOME") ?? "/root", ".cache"), "deno");

/** A fresh copy of the fixture archive, with the files the cases ingest beside it. */
export interface FaultArchive {
  /** Temp folder holding the project root and the case's scratch files. */
  readonly base: string;
  readonly root: string;
  /** `root/svc-research`. */
  readonly dir: string;
  readonly log: string;
  /** The two claims, each at revision 1. */
  readonly claims: readonly [string, string];
  /** A small text not yet in the archive (three passages). */
  readonly letter: string;
  /** The bytes of a text already in the archive (its objects exist: a write stores none). */
  readonly sameLetter: string;
  /** A text of about 20 KB not yet in the archive (one large object). */
  readonly ledger: string;
}

const LETTER = "Dear Anna,\n\nThe winter in Łódź is long.\n\nYours, K.\n";

/** About 20 KB in one paragraph: one passage, one large object. */
function ledgerText(tag: string): string {
  return Array.from(
    { length: 400 },
    (_, i) => `${tag} line ${i}: paid ${i % 17} florins to the miller in Łódź.`,
  ).join("\n") + "\n";
}

let template: Promise<{ root: string; claims: [string, string] }> | null = null;

/**
 * The archive every case starts from, made once through the facade: init, two ingested texts
 * (one of about 20 KB), two claims; storage schema 1, so a revision or an ingest with an
 * origin URL raises the manifest.
 */
function fixtureTemplate(): Promise<{ root: string; claims: [string, string] }> {
  template ??= (async () => {
    const root = join(await Deno.makeTempDir({ prefix: "svc-faults-template-" }), "book");
    await research.init(root, { title: "Disk faults", language: "en" });
    const encode = (s: string) => new TextEncoder().encode(s);
    await research.ingest(root, {
      bytes: encode(LETTER),
      filename: "letter.txt",
      allowRetention: true,
      title: "Letter",
    });
    await research.ingest(root, {
      bytes: encode(ledgerText("Ledger")),
      filename: "ledger.txt",
      allowRetention: true,
      title: "Ledger",
    });
    const a = await research.createClaim(root, { title: "Mill", statement: "It burned." });
    const b = await research.createClaim(root, { title: "Payout", statement: "Paid in 1849." });
    return { root, claims: [a.record_id as string, b.record_id as string] };
  })();
  return template;
}

async function copyTree(from: string, to: string): Promise<void> {
  await Deno.mkdir(to, { recursive: true });
  for await (const e of Deno.readDir(from)) {
    if (e.isDirectory) await copyTree(join(from, e.name), join(to, e.name));
    else await Deno.copyFile(join(from, e.name), join(to, e.name));
  }
}

/**
 * A new copy of the fixture archive for one case.
 *
 * @example
 * ```ts
 * const a = await faultArchive();
 * (await Deno.readTextFile(a.log)).split("\n").length; // 6: five commits and the final ""
 * ```
 */
export async function faultArchive(): Promise<FaultArchive> {
  const t = await fixtureTemplate();
  const base = await Deno.makeTempDir({ prefix: "svc-faults-" });
  const root = join(base, "book");
  await copyTree(t.root, root);
  const dir = join(root, "svc-research");
  const files = {
    letter: join(base, "letter2.txt"),
    sameLetter: join(base, "letter-again.txt"),
    ledger: join(base, "ledger2.txt"),
  };
  await Deno.writeTextFile(files.letter, "Dear Karl,\n\nThe spring in Łódź is short.\n\nA.\n");
  await Deno.writeTextFile(files.sameLetter, LETTER);
  await Deno.writeTextFile(files.ledger, ledgerText("Second ledger"));
  return { base, root, dir, log: join(dir, "log", "commits.jsonl"), claims: t.claims, ...files };
}

/**
 * `svc research ingest FILE --allow-retention --project ROOT [EXTRA…]`.
 *
 * @example
 * ```ts
 * const a = await faultArchive();
 * ingestArgs(a, a.letter, "--origin-url", "https://example.org/l"); // raises storage to 2
 * ```
 */
export function ingestArgs(a: FaultArchive, file: string, ...extra: string[]): string[] {
  return ["research", "ingest", file, "--allow-retention", "--project", a.root, ...extra];
}

/** A statement long enough that its revision's log line exceeds 512 bytes (one `ulimit -f` block). */
const LONG_STATEMENT = "The mill burned in March 1848, " +
  "as the letters of the miller's widow and the insurer's ledger both say; ".repeat(8);

/**
 * `svc research claim --update` of the first claim from revision 1 (its first revision raises
 * storage to schema 2; its log line is longer than 512 bytes).
 *
 * @example
 * ```ts
 * import { svc } from "../../testing/cli.ts";
 * const a = await faultArchive();
 * const r = await svc(reviseArgs(a)); // r.code 0; the same words again: 1 (stale revision)
 * ```
 */
export function reviseArgs(a: FaultArchive): string[] {
  return [
    "research",
    "claim",
    "--update",
    a.claims[0],
    "--expected-revision",
    "1",
    "--statement",
    LONG_STATEMENT,
    "--change-kind",
    "correction",
    "--reason",
    "The letters give the month",
    "--project",
    a.root,
  ];
}

/**
 * `svc research revise-batch` revising both claims from revision 1 in one commit, guarded by
 * the fixture's snapshot (the ops file is written beside the archive).
 *
 * @example
 * ```ts
 * import { svc } from "../../testing/cli.ts";
 * const a = await faultArchive();
 * const r = await svc(await batchArgs(a)); // r.code 0; the same words again: 1 (stale snapshot)
 * ```
 */
export async function batchArgs(a: FaultArchive): Promise<string[]> {
  const file = join(a.base, "ops.json");
  const op = (id: string, statement: string) => ({
    kind: "claim",
    id,
    expected_revision: 1,
    changes: { statement },
    change_kind: "supersession",
    reason: "Batch",
  });
  await Deno.writeTextFile(
    file,
    JSON.stringify([op(a.claims[0], LONG_STATEMENT), op(a.claims[1], "Paid in 1850.")]),
  );
  const snapshot = JSON.parse(await Deno.readTextFile(join(a.dir, "HEAD.json"))).sha256;
  return [
    "research",
    "revise-batch",
    "--file",
    file,
    "--expected-snapshot",
    snapshot,
    "--project",
    a.root,
  ];
}

/**
 * Runs `svc ARGS…` under a file-size limit of `blocks` × 512 bytes: `ulimit -f` in a `sh -c`
 * wrapper that ignores SIGXFSZ first, so a write past the limit fails with EFBIG.
 *
 * @example
 * ```ts
 * const a = await faultArchive();
 * const r = await svcWithFileSizeLimit(1, ingestArgs(a, a.letter));
 * r.code; // 1: the log is longer than 512 bytes, its append is refused
 * ```
 */
export function svcWithFileSizeLimit(blocks: number, args: readonly string[]): Promise<Run> {
  return svc(args, { prefix: ["sh", "-c", `trap '' XFSZ; ulimit -f ${blocks}; exec "$0" "$@"`] });
}

/** The notice a CLI writer prints while it waits for the lock. */
const WAITING = "[warning] Waiting for another svc process to finish writing the archive…";

/**
 * Whether `prlimit` (util-linux) can set another process's file-size limit here. Prints a
 * notice when it cannot, so a skipped test is visible.
 *
 * @example
 * ```ts
 * const ignore = !(await canLimitRunningProcess());
 * ```
 */
export async function canLimitRunningProcess(): Promise<boolean> {
  const ok = await new Deno.Command("prlimit", { args: ["--pid", String(Deno.pid), "--fsize"] })
    .output().then((o) => o.success, () => false);
  if (!ok) console.error("[notice] no prlimit here: the SIGXFSZ tests are skipped");
  return ok;
}

/**
 * Runs a writing `svc ARGS…` on archive `a` with SIGXFSZ at its default: this process holds
 * the writer lock until the child says it waits for it, then limits the child's file size to
 * `bytes` with `prlimit` and lets it go on. Returns its output and the signal that ended it,
 * if one did. Its stderr starts with the lock-wait notice, which is checked and removed.
 *
 * @example
 * ```ts
 * const a = await faultArchive();
 * const r = await svcLimitedWhileWaiting(a, ingestArgs(a, a.ledger), 4096);
 * r.signal; // null when the program turns SIGXFSZ into an error; "SIGXFSZ" when it dies of it
 * ```
 */
export async function svcLimitedWhileWaiting(
  a: FaultArchive,
  args: readonly string[],
  bytes: number,
): Promise<Run & { signal: Deno.Signal | null }> {
  const lock = await acquireWriterLock(join(a.dir, "LOCK"));
  const home = await Deno.makeTempDir();
  const decoder = new TextDecoder();
  try {
    const child = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", CLI, ...args],
      env: { HOME: home, DENO_DIR, NO_COLOR: "1" },
      stdin: "null",
      stdout: "piped",
      stderr: "piped",
    }).spawn();
    const stdout = new Response(child.stdout).text();
    const reader = child.stderr.getReader();
    let stderr = "";
    const more = async () => {
      const { value, done } = await reader.read();
      if (value) stderr += decoder.decode(value, { stream: true });
      return !done;
    };
    while (!stderr.includes(WAITING) && await more());
    assert.ok(stderr.includes(WAITING), `the child did not wait for the lock: ${stderr}`);
    const limited = await new Deno.Command("prlimit", {
      args: ["--pid", String(child.pid), `--fsize=${bytes}`],
      stderr: "piped",
    }).output();
    assert.ok(limited.success, decoder.decode(limited.stderr));
    await lock.release();
    while (await more());
    const status = await child.status;
    assert.ok(stderr.startsWith(WAITING + "\n"), stderr);
    return {
      code: status.code,
      signal: status.signal,
      stdout: await stdout,
      stderr: stderr.slice(WAITING.length + 1),
    };
  } finally {
    await lock.release();
    await Deno.remove(home, { recursive: true });
  }
}

/**
 * The acknowledged part of log bytes: up to and including the last newline (a torn tail is
 * never acknowledged).
 *
 * @example
 * ```ts
 * acknowledged(new TextEncoder().encode('{"a":1}\n{"b"')).length; // 8
 * ```
 */
export function acknowledged(log: Uint8Array): Uint8Array {
  return log.subarray(0, log.lastIndexOf(0x0a) + 1);
}

/**
 * Asserts that the log is `before` plus exactly one line, whose `sha256` is `snapshot`: the
 * acknowledged bytes were kept byte for byte (a torn tail of `before` may have been moved
 * away) and one write landed. Returns that line's length in bytes.
 *
 * @example
 * ```ts
 * import { svc } from "../../testing/cli.ts";
 * const a = await faultArchive();
 * const before = await Deno.readFile(a.log);
 * const r = await svc(ingestArgs(a, a.letter));
 * await assertOneMoreLine(a, before, JSON.parse(r.stdout).snapshot); // its length
 * ```
 */
export async function assertOneMoreLine(
  a: FaultArchive,
  before: Uint8Array,
  snapshot: string,
): Promise<number> {
  const kept = acknowledged(before);
  const after = await Deno.readFile(a.log);
  assert.deepEqual(after.subarray(0, kept.length), kept, "the acknowledged bytes are unchanged");
  const added = new TextDecoder().decode(after.subarray(kept.length));
  assert.equal(added.indexOf("\n"), added.length - 1, "exactly one complete line was added");
  assert.equal(JSON.parse(added).sha256, snapshot);
  return after.length - kept.length;
}

/**
 * Runs `svc research audit` and asserts that it passes with no warnings but `allowed` ones
 * (what ARCHIVE.md allows after an interrupted write: orphan objects, an index behind, a torn
 * or quarantined tail — never leftovers in `tmp/` or `index/`).
 *
 * @example
 * ```ts
 * const a = await faultArchive();
 * await auditPasses(a.root, ["index-behind"]);
 * ```
 */
export async function auditPasses(root: string, allowed: readonly string[]): Promise<void> {
  const r = await svc(["research", "audit", "--project", root]);
  assert.equal(r.code, 0, r.stdout + r.stderr);
  const report = JSON.parse(r.stdout);
  assert.equal(report.ok, true);
  assert.deepEqual(report.errors, []);
  for (const w of report.warnings) {
    assert.ok(allowed.includes(w.code), `unexpected audit warning ${JSON.stringify(w)}`);
  }
}

/**
 * Takes write permission away from `paths` (folders and files; with `recursive`, everything
 * under them too) and returns the undo, which puts every mode back as it was.
 *
 * @example
 * ```ts
 * const a = await faultArchive();
 * const undo = await withoutWrite([a.log]);
 * await undo(); // the log is writable again, with its old mode
 * ```
 */
export async function withoutWrite(
  paths: readonly string[],
  recursive = false,
): Promise<() => Promise<void>> {
  const all: string[] = [];
  const walk = async (p: string) => {
    all.push(p);
    if (!recursive || !(await Deno.lstat(p)).isDirectory) return;
    for await (const e of Deno.readDir(p)) await walk(join(p, e.name));
  };
  for (const p of paths) await walk(p);
  const modes = new Map<string, number>();
  for (const p of all) {
    const mode = (await Deno.lstat(p)).mode! & 0o7777;
    modes.set(p, mode);
    await Deno.chmod(p, mode & ~0o222);
  }
  return async () => {
    for (const [p, mode] of [...modes].reverse()) await Deno.chmod(p, mode);
  };
}

/**
 * Adds a torn final line to the archive's log, as a writer killed in the middle of its append
 * leaves one.
 *
 * @example
 * ```ts
 * const a = await faultArchive();
 * await tearTail(a); // the log now ends in '{"actor":"local-author","at":"2026-'
 * ```
 */
export async function tearTail(a: FaultArchive): Promise<void> {
  const file = await Deno.open(a.log, { append: true });
  await file.write(new TextEncoder().encode('{"actor":"local-author","at":"2026-'));
  file.close();
}
