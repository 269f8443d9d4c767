/**
 * Refused writes, a wrong archive layout and a lost head mark are keyed errors: their English
 * message stays word for word what it was (pinned here), and the German interface words the
 * whole sentence — reason, consequence and advice included — with no English wording of the
 * catalogues (`research/testing/english_check.ts`).
 *
 * @module
 */

import assert from "node:assert/strict";
import { keyedMessage } from "../../src/i18n/keyed_message.ts";
import { messages } from "../../src/i18n/messages.ts";
import { keyedValue } from "../keyed_errors.ts";
import { englishIn } from "../testing/english_check.ts";
import { bundleFaultError } from "./bundle.ts";
import { archiveWriteFaultError } from "./fs_errors.ts";
import { lostHeadError } from "./head_mark.ts";
import { assertLayout } from "./layout.ts";
import { archivePaths } from "./paths.ts";

const DE = messages("de");

function german(error: unknown): string {
  const worded = keyedMessage(error as { ref?: never }, DE);
  assert.ok(worded !== undefined, `not keyed: ${(error as Error).message}`);
  assert.deepEqual(englishIn(worded), [], worded);
  assert.notEqual(worded, (error as Error).message);
  return worded;
}

const FAULTS: [Error, string][] = [
  [
    new Error("No space left on device (os error 28)"),
    "the disk is full (No space left on device (os error 28)); nothing was written; " +
    "free some space, then try again",
  ],
  [
    new Error("Disk quota exceeded (os error 122)"),
    "the disk quota is used up (Disk quota exceeded (os error 122)); nothing was written; " +
    "free some space or get a larger quota, then try again",
  ],
];

Deno.test("a refused archive write keeps its English and is worded in German", () => {
  const paths = archivePaths("/tmp/ledger");
  for (const [e, tail] of FAULTS) {
    const error = archiveWriteFaultError(paths, e)!;
    assert.equal(error.message, `The archive in "/tmp/ledger" could not be written: ${tail}`);
    german(error);
  }
  const full = archiveWriteFaultError(paths, FAULTS[0][0], keyedValue("fault.index_not_current"))!;
  assert.equal(
    full.message,
    'The archive in "/tmp/ledger" could not be written: the disk is full (No space left on ' +
      "device (os error 28)); the search index cannot be brought up to date; free some space, " +
      "then try again",
  );
  assert.equal(
    german(full),
    "Das Archiv in „/tmp/ledger“ konnte nicht geschrieben werden: der Datenträger ist voll " +
      "(No space left on device (os error 28)); der Suchindex kann nicht auf den neuesten Stand " +
      "gebracht werden; Platz freimachen, dann erneut versuchen",
  );
  for (const e of [new Error("File too large (os error 27)"), new Error("disk I/O error")]) {
    german(archiveWriteFaultError(paths, e, keyedValue("fault.index_not_rebuilt")));
  }
  const readOnly = archiveWriteFaultError(paths, new Deno.errors.PermissionDenied("denied"))!;
  assert.match(
    readOnly.message,
    /^The archive in "\/tmp\/ledger" is read-only \(denied\); nothing was written; make/,
  );
  assert.match(
    german(readOnly),
    /^Das Archiv in „\/tmp\/ledger“ ist schreibgeschützt \(denied\); nichts wurde geschrieben; /,
  );
});

Deno.test("a refused export or restore keeps its English and is worded in German", () => {
  const what = keyedValue("store.cannot_export", { path: "/tmp/out" });
  const error = bundleFaultError(
    what,
    keyedValue("fault.nothing_kept", { path: "/tmp/out" }),
    new Error("No space left on device (os error 28)"),
  );
  assert.equal(
    (error as Error).message,
    'Cannot export the archive into "/tmp/out": the disk is full (No space left on device ' +
      '(os error 28)); nothing was kept ("/tmp/out" was removed again); free some space, then ' +
      "try again",
  );
  assert.equal(
    german(error),
    "Das Archiv kann nicht nach „/tmp/out“ exportiert werden: der Datenträger ist voll (No " +
      "space left on device (os error 28)); nichts wurde behalten („/tmp/out“ wurde wieder " +
      "entfernt); Platz freimachen, dann erneut versuchen",
  );
  const restore = bundleFaultError(
    keyedValue("store.cannot_restore", { src: "b.tar", path: "/tmp/new" }),
    keyedValue("fault.nothing_written"),
    new Deno.errors.PermissionDenied("denied"),
  );
  assert.equal(
    (restore as Error).message,
    'Cannot restore "b.tar" into "/tmp/new": writing there is not allowed (a read-only folder ' +
      "or file system) (denied); nothing was written; choose a folder you can write to",
  );
  german(restore);
  const other = new RangeError("bug");
  assert.equal(bundleFaultError(what, keyedValue("fault.nothing_written"), other), other);
});

Deno.test("a wrong archive layout keeps its English and is worded in German", async () => {
  const root = await Deno.makeTempDir({ prefix: "svc-german-layout-" });
  try {
    const paths = archivePaths(root);
    await Deno.mkdir(paths.lock, { recursive: true });
    let error: unknown;
    try {
      assertLayout(paths);
    } catch (e) {
      error = e;
    }
    assert.equal(
      (error as Error).message,
      `"${paths.lock}" is a folder, but the archive needs a file there; nothing was written; ` +
        "remove it and try again (svc creates the empty lock file again)",
    );
    assert.equal(
      german(error),
      `„${paths.lock}“ ist ein Ordner, das Archiv braucht dort aber eine Datei; nichts wurde ` +
        "geschrieben; es entfernen und erneut versuchen (svc legt die leere Sperrdatei wieder an)",
    );
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("a log that lost acknowledged commits keeps its English and is worded in German", () => {
  const paths = archivePaths("/tmp/ledger");
  const mark = { commit: 5, sha256: "ab".repeat(32), log_bytes: 5503 };
  const restore = "; nothing was changed; restore the archive from a bundle or an export " +
    "(svc research restore --from BUNDLE --to NEW_DIR)";
  const cases: [number | null, string][] = [
    [2, "ends at commit 2, but commit 5 was acknowledged: commits 3 to 5 are missing"],
    [4, "ends at commit 4, but commit 5 was acknowledged: commit 5 is missing"],
    [
      5,
      "no longer holds acknowledged commit 5 where it was written (it was replaced or rewritten)",
    ],
    [null, "does not reach commit 5, which was acknowledged"],
  ];
  for (const [last, what] of cases) {
    const error = lostHeadError(paths, mark, last);
    assert.equal(error.message, `The archive log "${paths.log}" ${what}${restore}`);
    german(error);
  }
  assert.equal(
    german(lostHeadError(paths, mark, 2)),
    `Das Archivprotokoll „${paths.log}“ endet bei Commit 2, bestätigt war aber Commit 5: die ` +
      "Commits 3 bis 5 fehlen; nichts wurde geändert; das Archiv aus einem Bündel oder Export " +
      "wiederherstellen (svc research restore --from BUNDLE --to NEW_DIR)",
  );
});
