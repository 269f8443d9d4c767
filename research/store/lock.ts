/**
 * The one-writer lock: `flock` on `svc-research/LOCK` through `Deno.FsFile.lock(true)`. The
 * kernel releases it when the holder dies (so a SIGKILLed writer never wedges the archive),
 * and it also excludes two handles inside one process.
 *
 * A bounded wait (the HTTP server's) polls the non-blocking `FsFile.tryLockSync(true)` with a
 * short, growing pause until its deadline, then closes the file: it holds no thread while it
 * waits and leaves nothing behind when it gives up. (The blocking `FsFile.lock` parks a
 * runtime thread in `flock` until the lock is granted and cannot be cancelled: racing it
 * against a timer left one blocked thread per refused request for as long as the holder
 * kept the lock, hundreds while a holder was stopped, issue 25.) An unbounded wait (the
 * CLI's) blocks in `FsFile.lock`: one thread, for exactly as long as that process waits.
 *
 * @module
 */

import { ArchiveBusyError } from "../errors.ts";
import { keyed } from "../keyed_errors.ts";

/** A held writer lock. */
export interface WriterLock {
  release(): Promise<void>;
}

/** Options of {@linkcode acquireWriterLock}. */
export interface LockOptions {
  /** Give up after this many milliseconds (default: wait for ever). */
  readonly timeoutMs?: number;
  /** Called once when the lock is not granted within `noticeAfterMs` (CLI: a stderr note). */
  readonly onWait?: () => void;
  /** Default 300 ms. */
  readonly noticeAfterMs?: number;
}

/**
 * Takes the archive's exclusive writer lock.
 *
 * @example
 * ```ts
 * const lock = await acquireWriterLock("/tmp/ledger/svc-research/LOCK", { timeoutMs: 3000 });
 * try {
 *   // … append a commit while no other writer can
 * } finally {
 *   await lock.release();
 * }
 * ```
 */
export async function acquireWriterLock(
  path: string,
  options: LockOptions = {},
): Promise<WriterLock> {
  const file = await Deno.open(path, { read: true, write: true, create: true });
  try {
    await takeLock(file, options);
  } catch (e) {
    file.close();
    throw e;
  }
  let released = false;
  return {
    async release() {
      if (released) return;
      released = true;
      try {
        await file.unlock();
      } finally {
        file.close();
      }
    },
  };
}

/** First pause of a bounded wait between two tries; each pause doubles up to the next. */
const FIRST_POLL_MS = 5;
/** Longest pause between two tries (the most a bounded waiter lags behind a release). */
const MAX_POLL_MS = 50;

/** Locks `file` exclusively, waiting as `options` say; throws {@linkcode ArchiveBusyError}. */
async function takeLock(file: Deno.FsFile, options: LockOptions): Promise<void> {
  if (file.tryLockSync(true)) return;
  const notice = options.onWait;
  const timer = notice ? setTimeout(notice, options.noticeAfterMs ?? 300) : undefined;
  try {
    const timeout = options.timeoutMs;
    if (timeout === undefined || !Number.isFinite(timeout)) return await file.lock(true);
    const deadline = performance.now() + timeout;
    for (let pause = FIRST_POLL_MS;; pause = Math.min(pause * 2, MAX_POLL_MS)) {
      const left = deadline - performance.now();
      if (left <= 0) {
        const k = keyed("store.another_svc_process");
        throw new ArchiveBusyError(k.message, Math.max(1, Math.ceil(timeout / 1000)), k.options);
      }
      await new Promise((resolve) => setTimeout(resolve, Math.min(pause, left)));
      if (file.tryLockSync(true)) return;
    }
  } finally {
    clearTimeout(timer);
  }
}
