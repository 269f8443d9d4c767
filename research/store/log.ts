/**
 * Reading and verifying `log/commits.jsonl`, the append-only, hash-chained list of accepted
 * writes. Each line is the RFC 8785 canonical JSON of one commit plus `\n`; its `sha256` is
 * the SHA-256 of the canonical commit without that field; `prev` is the previous line's
 * `sha256` (64 zeros for commit 1).
 *
 * Two kinds of bad bytes are told apart:
 * - a torn tail: bytes after the last `\n` (a write killed mid-append). Never acknowledged,
 *   so readers ignore it and the next writer quarantines it;
 * - damage: a `\n`-terminated line that is not valid (bad JSON, not canonical, bad hash,
 *   broken chain). That is never the trace of a crash, so readers and writers refuse the
 *   archive and `audit` says where; nothing is truncated or "repaired" silently.
 *
 * @module
 */

import { canonicalJson } from "../../src/codec/canonical_json.ts";
import type { Commit } from "../types.ts";
import { isCanonicalText, withoutMember } from "./canonical_check.ts";
import { sha256 } from "./digest.ts";
import { MAX_SCHEMA } from "./schema.ts";
import { processingError } from "../keyed_errors.ts";

/** `prev` of commit 1. */
export const GENESIS = "0".repeat(64);

/** Where and why the log stops being valid. */
export interface LogDamage {
  /** Byte offset of the bad line's first byte. */
  readonly offset: number;
  /** 1-based line number. */
  readonly line: number;
  readonly reason: string;
}

/** A parsed log prefix. */
export interface ParsedLog {
  readonly commits: Commit[];
  /** Byte offset just past the last valid line. */
  readonly validBytes: number;
  /** Bytes after the last `\n` (a torn write), 0 when none. */
  readonly tornBytes: number;
  /** Set when a complete line is invalid: everything from there on is untrusted. */
  readonly damage: LogDamage | null;
  /** `sha256` of the last valid commit, or null for an empty log. */
  readonly head: string | null;
}

/** What a continued parse needs from the previous one. */
export interface ParseStart {
  readonly offset: number;
  readonly line: number;
  readonly commit: number;
  readonly prev: string;
}

const START: ParseStart = { offset: 0, line: 0, commit: 0, prev: GENESIS };

/**
 * Computes the `sha256` a commit must carry.
 *
 * @example
 * ```ts
 * import type { Commit } from "../types.ts";
 * declare const body: Omit<Commit, "sha256">;
 * const commit: Commit = { ...body, sha256: await commitHash(body) };
 * ```
 */
export function commitHash(commit: Omit<Commit, "sha256">): Promise<string> {
  const { sha256: _ignored, ...body } = commit as Commit;
  return sha256(canonicalJson(body));
}

/**
 * The exact bytes of a commit's line.
 *
 * @example
 * ```ts
 * import type { Commit } from "../types.ts";
 * declare const commit: Commit;
 * commitLine(commit).at(-1); // 10 (every line ends with "\n")
 * ```
 */
export function commitLine(commit: Commit): Uint8Array {
  return new TextEncoder().encode(canonicalJson(commit) + "\n");
}

/** Synchronous SHA-256 of a line's text, loaded on the first parse (see `loadLineHasher`). */
let hashLine: ((text: string) => string) | null = null;

/**
 * Loads `node:crypto` for synchronous line hashing only when a log is parsed: importing it
 * costs a fresh process about 40 ms, and `svc research search` (which reads only the log's
 * tail) must not pay that.
 */
async function loadLineHasher(): Promise<void> {
  if (hashLine) return;
  const { createHash } = await import("node:crypto");
  hashLine = (text) => createHash("sha256").update(text).digest("hex");
}

/** Options of {@linkcode parseLog}. */
export interface ParseOptions {
  /**
   * File offset through which lines are trusted (a read below the verified-through mark,
   * `head_mark.ts`): a line that ends at or before it is parsed and numbered but neither its
   * canonical form, nor its hash, nor its `prev` link is re-checked. Default 0: verify all.
   */
  readonly trustThrough?: number;
}

/**
 * Parses log bytes, verifying every line: canonical form, hash, chain, contiguous numbers
 * (lines up to `options.trustThrough` only for their number, schema and operations).
 * `bytes` may start at `start.offset` of the file (an incremental read).
 *
 * @example
 * ```ts
 * (await parseLog(new Uint8Array())).head; // null
 * (await parseLog(new TextEncoder().encode("not json\n"))).damage?.reason; // "not JSON"
 * ```
 */
export async function parseLog(
  bytes: Uint8Array,
  start: ParseStart = START,
  options: ParseOptions = {},
): Promise<ParsedLog> {
  const trustThrough = options.trustThrough ?? 0;
  if (start.offset + bytes.length > trustThrough) await loadLineHasher();
  const commits: Commit[] = [];
  const decoder = new TextDecoder("utf-8", { fatal: true });
  let pos = 0;
  let { line, commit: number, prev } = start;
  let damage: LogDamage | null = null;
  while (pos < bytes.length) {
    const nl = bytes.indexOf(0x0a, pos);
    if (nl < 0) break;
    line++;
    const raw = bytes.subarray(pos, nl);
    const trusted = start.offset + nl + 1 <= trustThrough;
    const reason = await checkLine(raw, decoder, number + 1, trusted ? null : prev, commits);
    if (reason) {
      damage = { offset: start.offset + pos, line, reason };
      break;
    }
    const c = commits[commits.length - 1];
    number = c.commit;
    prev = c.sha256;
    pos = nl + 1;
  }
  const tornBytes = damage ? 0 : bytes.length - pos;
  return {
    commits,
    validBytes: start.offset + pos,
    tornBytes,
    damage,
    head: number === 0 ? null : prev,
  };
}

async function checkLine(
  raw: Uint8Array,
  decoder: TextDecoder,
  expectedNumber: number,
  /** Null for a trusted line: no canonical, `prev` or hash check. */
  expectedPrev: string | null,
  out: Commit[],
): Promise<string | null> {
  let text: string;
  try {
    text = decoder.decode(raw);
  } catch {
    return "not UTF-8";
  }
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return "not JSON";
  }
  const c = value as Commit;
  if (!c || typeof c !== "object" || Array.isArray(c)) return "not a commit object";
  if (expectedPrev !== null && !isCanonicalText(c, text)) return "not canonical JSON";
  if (c.commit !== expectedNumber) return `commit number ${c.commit}, expected ${expectedNumber}`;
  if (expectedPrev !== null && c.prev !== expectedPrev) {
    return "prev does not match the previous commit's sha256";
  }
  if (!Number.isInteger(c.schema) || c.schema < 1) return "invalid schema";
  if (c.schema > MAX_SCHEMA) {
    return `commit needs storage schema ${c.schema}, newer than this release`;
  }
  if (!Array.isArray(c.ops) || c.ops.length === 0) return "no operations";
  if (expectedPrev === null) {
    if (typeof c.sha256 !== "string") return "no sha256";
    out.push(c);
    return null;
  }
  // The line is canonical, so the hashed body is the line without its `sha256` member. It is
  // hashed synchronously: one Web Crypto call per line cost about 0.5 s on 21,000 commits.
  const body = withoutMember(c as unknown as Record<string, unknown>, text, "sha256");
  const hash = body === null || hashLine === null ? await commitHash(c) : hashLine(body);
  if (hash !== c.sha256) return "sha256 does not match the commit's content";
  out.push(c);
  return null;
}

/**
 * Reads and parses the whole log; a missing file is an empty log.
 *
 * @example
 * ```ts
 * const { commits } = await readLog("/tmp/ledger/svc-research/log/commits.jsonl");
 * commits[0].ops[0].op; // "init"
 * (await readLog("/tmp/no-such-log.jsonl")).commits.length; // 0
 * ```
 */
export async function readLog(path: string): Promise<ParsedLog> {
  let bytes: Uint8Array;
  try {
    bytes = await Deno.readFile(path);
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) bytes = new Uint8Array();
    else throw e;
  }
  return await parseLog(bytes);
}

/**
 * Refuses a damaged log with a message that says where and what to do.
 *
 * @example
 * ```ts
 * const log = await parseLog(new TextEncoder().encode("not json\n"));
 * assertUndamaged(log, "commits.jsonl"); // throws: "… damaged at line 1 (byte 0): not JSON; …"
 * ```
 */
export function assertUndamaged(log: ParsedLog, where: string): void {
  if (log.damage) {
    throw processingError("store.archive_log_damaged", {
      where,
      line: log.damage.line,
      offset: log.damage.offset,
      reason: log.damage.reason,
    });
  }
}

/** The head of a log as read from its tail. */
export interface LogHead {
  readonly commit: number;
  readonly sha256: string;
  /** File size the head was read at. */
  readonly size: number;
}

/** The end of a canonical commit line: its `sha256` and `tool` are the last two keys. */
const LINE_END = /"sha256":"([0-9a-f]{64})","tool":"(?:[^"\\]|\\.)*"\}$/;
/** The start of a canonical commit line: `actor`, `at`, then `commit`. */
const LINE_START = /^\{"actor":"(?:[^"\\]|\\.)*","at":"[^"]*","commit":(\d+),/;
/** How much of a line's start and end the head reader looks at (actors are ≤ 200 chars). */
const EDGE = 1024;

/**
 * The last complete commit's number and `sha256`, read from the file's tail without parsing
 * the log or the line (a line that records a whole novel's passages is megabytes long): the
 * canonical key order puts `commit` near the line's start and `sha256` at its end. It checks
 * neither the hash nor the chain — writers and `audit` do; this is the cheap snapshot a read
 * compares with the search index. Null for an empty log.
 *
 * @example
 * ```ts
 * const head = await readHead("/tmp/ledger/svc-research/log/commits.jsonl");
 * head?.commit; // 1 right after init
 * ```
 */
export async function readHead(path: string): Promise<LogHead | null> {
  return await readTail(path, true) as LogHead | null;
}

/**
 * Only the last complete commit's `sha256` (the snapshot): reads the last kilobyte before the
 * final newline and nothing else, so it costs the same for any log. Null for an empty log.
 *
 * @example
 * ```ts
 * const snapshot = await readHeadHash("/tmp/ledger/svc-research/log/commits.jsonl");
 * snapshot?.length; // 64
 * await readHeadHash("/tmp/no-such-log.jsonl"); // null
 * ```
 */
export async function readHeadHash(path: string): Promise<string | null> {
  const quick = quickHeadHash(path);
  if (quick !== undefined) return quick;
  return (await readTail(path, false))?.sha256 ?? null;
}

/** Bytes {@linkcode quickHeadHash} reads at the end of the log. */
const QUICK_TAIL = 8192;

/**
 * The common case of {@linkcode readHeadHash} in one small synchronous read (a fresh search
 * runs this; four asynchronous file operations cost it about 3 ms more): the last
 * {@linkcode QUICK_TAIL} bytes, when they hold the final newline and the {@linkcode EDGE}
 * bytes before it. Undefined when they do not (a torn tail longer than that, a short
 * first line) or the line's end does not parse: the full reader decides then.
 */
function quickHeadHash(path: string): string | null | undefined {
  let file: Deno.FsFile;
  try {
    file = Deno.openSync(path, { read: true });
  } catch {
    return undefined;
  }
  try {
    const size = file.statSync().size;
    const from = Math.max(0, size - QUICK_TAIL);
    file.seekSync(from, Deno.SeekMode.Start);
    const bytes = new Uint8Array(size - from);
    let got = 0;
    while (got < bytes.length) {
      const n = file.readSync(bytes.subarray(got));
      if (n === null) break;
      got += n;
    }
    const end = bytes.subarray(0, got).lastIndexOf(0x0a);
    if (end < 0) return from === 0 ? null : undefined;
    if (end < EDGE && from > 0) return undefined;
    const tail = new TextDecoder().decode(bytes.subarray(Math.max(0, end - EDGE), end));
    return LINE_END.exec(tail)?.[1] ?? undefined;
  } finally {
    file.close();
  }
}

/**
 * The `sha256` of the line whose final `\n` is the byte before `end`, read synchronously from
 * that line's last kilobyte (the check that the log still holds an acknowledged head at the
 * length it was written with). Null when the file is shorter, the byte is no newline, or the
 * line does not end like a commit.
 *
 * @example
 * ```ts
 * const path = "/tmp/ledger/svc-research/log/commits.jsonl";
 * lineHashEndingAt(path, Deno.statSync(path).size)?.length; // 64 without a torn tail
 * ```
 */
export function lineHashEndingAt(path: string, end: number): string | null {
  let file: Deno.FsFile;
  try {
    file = Deno.openSync(path, { read: true });
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
  try {
    if (end < 1 || file.statSync().size < end) return null;
    const from = Math.max(0, end - 1 - EDGE);
    file.seekSync(from, Deno.SeekMode.Start);
    const bytes = new Uint8Array(end - from);
    let got = 0;
    while (got < bytes.length) {
      const n = file.readSync(bytes.subarray(got));
      if (n === null) break;
      got += n;
    }
    if (got !== bytes.length || bytes[got - 1] !== 0x0a) return null;
    return LINE_END.exec(new TextDecoder().decode(bytes.subarray(0, got - 1)))?.[1] ?? null;
  } finally {
    file.close();
  }
}

async function readTail(
  path: string,
  withCommit: boolean,
): Promise<{ sha256: string; commit?: number; size: number } | null> {
  let file: Deno.FsFile;
  try {
    file = await Deno.open(path, { read: true });
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
  try {
    const size = (await file.stat()).size;
    const end = await lastNewline(file, size);
    if (end < 0) return null;
    const decoder = new TextDecoder();
    const from = Math.max(0, end - EDGE);
    const tail = decoder.decode(await readRange(file, from, end - from));
    const sha = LINE_END.exec(tail)?.[1];
    let commit: string | undefined;
    if (withCommit) {
      const start = (await lastNewline(file, end)) + 1;
      commit = LINE_START.exec(
        decoder.decode(await readRange(file, start, Math.min(EDGE, end - start))),
      )?.[1];
    }
    if (!sha || (withCommit && !commit)) {
      throw processingError("store.archive_log_damaged_2", { path });
    }
    return { sha256: sha, ...(withCommit ? { commit: Number(commit) } : {}), size };
  } finally {
    file.close();
  }
}

/**
 * Offset of the last `\n` before byte `before`, or -1: reads backwards in growing chunks.
 *
 * @example
 * ```ts
 * const file = await Deno.open("/tmp/ledger/svc-research/log/commits.jsonl");
 * const end = await lastNewline(file, (await file.stat()).size); // size - 1 without a torn tail
 * file.close();
 * ```
 */
export async function lastNewline(file: Deno.FsFile, before: number): Promise<number> {
  let chunk = 4096;
  for (let end = before; end > 0;) {
    const from = Math.max(0, end - chunk);
    const bytes = await readRange(file, from, end - from);
    const i = bytes.lastIndexOf(0x0a);
    if (i >= 0) return from + i;
    end = from;
    chunk = Math.min(chunk * 16, 4 << 20);
  }
  return -1;
}

/**
 * Reads `length` bytes at `offset`.
 *
 * @example
 * ```ts
 * const file = await Deno.open("/tmp/ledger/svc-research/log/commits.jsonl");
 * new TextDecoder().decode(await readRange(file, 0, 9)); // '{"actor":'
 * file.close();
 * ```
 */
export async function readRange(
  file: Deno.FsFile,
  offset: number,
  length: number,
): Promise<Uint8Array> {
  await file.seek(offset, Deno.SeekMode.Start);
  const out = new Uint8Array(length);
  let got = 0;
  while (got < length) {
    const n = await file.read(out.subarray(got));
    if (n === null) break;
    got += n;
  }
  return out.subarray(0, got);
}
