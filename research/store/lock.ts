/**
 * The one-writer lock: `flock` on `svc-research/LOCK` through `Deno.FsFile.lock(true)`. The
 * kernel releases it when the holder dies (so a SIGKILLed writer never wedges the archive),
 * and it also excludes two handles inside one process.
 *
 * `FsFile.lock` has no time-out, so a bounded wait races it against a timer; a lost race
 * leaves the pending request to release itself the moment it is granted.
 *
 * @module
 */

import { ArchiveBusyError } from "../errors.ts";

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
  const granted = file.lock(true).then(() => true, (e) => {
    file.close();
    throw e;
  });
  const timers: ReturnType<typeof setTimeout>[] = [];
  const notice = options.onWait;
  if (notice) timers.push(setTimeout(notice, options.noticeAfterMs ?? 300));
  let won: boolean;
  if (options.timeoutMs === undefined || !Number.isFinite(options.timeoutMs)) {
    won = await granted;
  } else {
    won = await Promise.race([
      granted,
      new Promise<false>((resolve) =>
        timers.push(setTimeout(() => resolve(false), options.timeoutMs))
      ),
    ]);
  }
  for (const t of timers) clearTimeout(t);
  if (!won) {
    granted.then(async () => {
      await file.unlock().catch(() => {});
      file.close();
    }, () => {});
    throw new ArchiveBusyError(
      "Another svc process is writing to the archive; try again in a moment",
      Math.max(1, Math.ceil((options.timeoutMs ?? 1000) / 1000)),
    );
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
