import assert from "node:assert/strict";
import { join } from "node:path";
import { ArchiveBusyError } from "../errors.ts";
import { acquireWriterLock } from "./lock.ts";

/** Runs `fn` with a LOCK file path in a fresh temporary folder and a second handle on it. */
async function withLockFile(
  fn: (path: string, other: Deno.FsFile) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir({ prefix: "svc-lock-" });
  const path = join(dir, "LOCK");
  const other = await Deno.open(path, { read: true, write: true, create: true });
  try {
    await fn(path, other);
  } finally {
    other.close();
    await Deno.remove(dir, { recursive: true });
  }
}

Deno.test("a bounded wait gives up with ArchiveBusyError and leaves no waiter behind", async () => {
  await withLockFile(async (path, other) => {
    await other.lock(true);
    const started = performance.now();
    const error = await acquireWriterLock(path, { timeoutMs: 300 }).then(
      () => assert.fail("the lock was granted while another handle held it"),
      (e) => e,
    );
    const waited = performance.now() - started;
    assert.ok(error instanceof ArchiveBusyError, String(error));
    assert.equal(error.retryAfter, 1);
    assert.ok(waited >= 290 && waited < 2000, `waited ${waited} ms`);
    // The refused waiter is gone: once the holder lets go, the lock is free at once, not
    // taken by a request that has already been answered.
    await other.unlock();
    const third = await Deno.open(path, { read: true, write: true });
    try {
      assert.equal(third.tryLockSync(true), true);
    } finally {
      third.close();
    }
  });
});

Deno.test("a bounded wait gets the lock soon after the holder releases it", async () => {
  await withLockFile(async (path, other) => {
    await other.lock(true);
    const notes: number[] = [];
    const started = performance.now();
    setTimeout(() => other.unlock(), 150);
    const lock = await acquireWriterLock(path, {
      timeoutMs: 5000,
      noticeAfterMs: 20,
      onWait: () => notes.push(performance.now() - started),
    });
    const waited = performance.now() - started;
    try {
      assert.ok(waited >= 140 && waited < 1000, `waited ${waited} ms`);
      assert.equal(notes.length, 1, "one notice while waiting");
      assert.equal(other.tryLockSync(true), false, "held by the waiter now");
    } finally {
      await lock.release();
    }
    assert.equal(other.tryLockSync(true), true, "released");
  });
});

Deno.test("a free lock is taken at once, without a wait notice; release is idempotent", async () => {
  await withLockFile(async (path, other) => {
    let noticed = false;
    const lock = await acquireWriterLock(path, {
      timeoutMs: 0,
      noticeAfterMs: 0,
      onWait: () => noticed = true,
    });
    assert.equal(other.tryLockSync(true), false, "two handles of one process exclude each other");
    await lock.release();
    await lock.release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    assert.equal(noticed, false);
    assert.equal(other.tryLockSync(true), true);
  });
});

Deno.test("an unbounded wait waits as long as the holder holds", async () => {
  await withLockFile(async (path, other) => {
    await other.lock(true);
    let granted = false;
    const pending = acquireWriterLock(path).then((lock) => {
      granted = true;
      return lock;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    assert.equal(granted, false);
    await other.unlock();
    const lock = await pending;
    assert.equal(other.tryLockSync(true), false);
    await lock.release();
  });
});

Deno.test("a zero time-out refuses at once while the lock is held", async () => {
  await withLockFile(async (path, other) => {
    await other.lock(true);
    await assert.rejects(acquireWriterLock(path, { timeoutMs: 0 }), ArchiveBusyError);
    await other.unlock();
  });
});
