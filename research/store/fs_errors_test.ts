import assert from "node:assert/strict";
import { ProcessingError } from "../../src/errors.ts";
import { archiveWriteFaultError, describeWriteFault, writeFaultKind } from "./fs_errors.ts";
import { archivePaths } from "./paths.ts";

const withCode = (message: string, code: string) => Object.assign(new Error(message), { code });

Deno.test("writeFaultKind() tells a size limit, a full disk, a quota and an I/O error apart, from Deno's and SQLite's words", () => {
  const cases: [unknown, string | null][] = [
    // Deno's FsFile.write carries no code, only the OS message.
    [new Error("File too large (os error 27)"), "file-size-limit"],
    [withCode("File too large (os error 27): write", "EFBIG"), "file-size-limit"],
    [new Error("No space left on device (os error 28)"), "disk-full"],
    [withCode("no space", "ENOSPC"), "disk-full"],
    [new Error("database or disk is full"), "disk-full"],
    [new Error("Disk quota exceeded (os error 122)"), "quota"],
    [withCode("Input/output error (os error 5): writefile '/x'", "EIO"), "io"],
    [new Error("disk I/O error"), "io"],
    [new Deno.errors.PermissionDenied("Permission denied (os error 13)"), "read-only"],
    [withCode("Read-only file system (os error 30)", "EROFS"), "read-only"],
    [new Deno.errors.NotFound("No such file or directory (os error 2)"), null],
    [new Error("a message that merely mentions File too large later"), null],
    ["File too large", null],
  ];
  for (const [e, kind] of cases) assert.equal(writeFaultKind(e), kind, String(e));
});

Deno.test("describeWriteFault() gives a reason and an advice for each kind, and null for anything else", () => {
  const full = describeWriteFault(new Error("No space left on device (os error 28)"));
  assert.deepEqual(full, {
    kind: "disk-full",
    reason: "the disk is full",
    advice: "free some space, then try again",
  });
  const limit = describeWriteFault(new Error("File too large (os error 27)"))!;
  assert.equal(limit.kind, "file-size-limit");
  // The limit's size is named when the system tells it (this test runs without one).
  assert.match(
    limit.reason,
    /^a file would grow past this process's file-size limit.* \(ulimit -f\)$/,
  );
  assert.equal(describeWriteFault(new Deno.errors.NotFound("gone")), null);
});

Deno.test("archiveWriteFaultError() makes one line naming the archive, the cause and the way out; other errors get null", () => {
  const paths = archivePaths("/tmp/ledger");
  const e = archiveWriteFaultError(paths, new Error("No space left on device (os error 28)"));
  assert.ok(e instanceof ProcessingError);
  assert.equal(
    e.message,
    'The archive in "/tmp/ledger" could not be written: the disk is full (No space left on ' +
      "device (os error 28)); nothing was written; free some space, then try again",
  );
  const ro = archiveWriteFaultError(paths, new Deno.errors.PermissionDenied("denied"), "x");
  assert.match(ro!.message, /^The archive in "\/tmp\/ledger" is read-only \(denied\); x; make/);
  assert.equal(archiveWriteFaultError(paths, new RangeError("bug")), null);
});
