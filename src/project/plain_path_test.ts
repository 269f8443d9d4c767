/**
 * plain_path.ts against the trusted implementation it replaces on the search start-up path:
 * Node's own `path.posix` and `path.win32` (`resolve(cwd, p)` is node's `resolve(p)` run in
 * `cwd`), on a table of the paths svc meets.
 */
import assert from "node:assert/strict";
import { posix, win32 } from "node:path";
import { joinPath, joinWith, resolvePath } from "./plain_path.ts";

const POSIX_CWDS = ["/work/main", "/", "/home/a b/ünï"];
const POSIX_PATHS = [
  "",
  ".",
  "..",
  "../..",
  "../../../..",
  "book",
  "book/",
  "./book/./x/../y",
  "/abs/path",
  "/abs//double///slash/",
  "/abs/../../up",
  "a/../../b",
  "with space/ä",
  "..hidden/.x",
  "C:\\not-a-drive-on-posix",
];

Deno.test("resolvePath() matches node:path posix.resolve() in several working folders", () => {
  for (const cwd of POSIX_CWDS) {
    for (const p of POSIX_PATHS) {
      const got = resolvePath(p, { windows: false, cwd: () => cwd });
      assert.equal(got, posix.resolve(cwd, p), `cwd ${cwd}, path ${JSON.stringify(p)}`);
    }
  }
});

const WIN_CWDS = ["C:\\work\\main", "c:\\", "\\\\server\\share\\books", "D:\\x\\y"];
const WIN_PATHS = [
  "",
  ".",
  "..",
  "book",
  "book\\",
  "book/sub/./x/../y",
  "C:\\abs\\path",
  "C:/forward/slashes/",
  "c:\\lower\\..\\..\\up",
  "C:\\",
  "C:rel\\x",
  "\\rooted\\x",
  "/rooted/forward",
  "\\\\host\\share",
  "\\\\host\\share\\a\\..\\b\\",
  "a\\..\\..\\b",
  "D:\\other",
];

Deno.test("resolvePath() matches node:path win32.resolve() in several working folders", () => {
  for (const cwd of WIN_CWDS) {
    for (const p of WIN_PATHS) {
      // "C:rel" from a folder on another drive depends on that drive's own current folder,
      // which node reads from the environment; it has its own hand-checked test below.
      const drive = /^([A-Za-z]:)(?![\\/])/.exec(p)?.[1];
      if (drive && !cwd.toLowerCase().startsWith(drive.toLowerCase())) continue;
      const got = resolvePath(p, { windows: true, cwd: () => cwd });
      assert.equal(got, win32.resolve(cwd, p), `cwd ${cwd}, path ${JSON.stringify(p)}`);
    }
  }
});

Deno.test("resolvePath() on Windows: another drive's relative path starts at its root", () => {
  const flavour = { windows: true, cwd: () => "C:\\work" };
  assert.equal(resolvePath("D:rel\\x", flavour), "D:\\rel\\x");
  assert.equal(resolvePath("d:..\\x", flavour), "d:\\x");
});

Deno.test("resolvePath() leaves Windows namespaced paths as they are", () => {
  const flavour = { windows: true, cwd: () => "C:\\work" };
  assert.equal(resolvePath("\\\\?\\C:\\a\\..\\b", flavour), "\\\\?\\C:\\a\\..\\b");
  assert.equal(resolvePath("\\\\.\\pipe\\svc", flavour), "\\\\.\\pipe\\svc");
});

Deno.test("joinWith() matches node:path join() for a resolved first part and plain names", () => {
  const names = [["svc-research"], ["log", "commits.jsonl"], ["objects", "sha256", "ab", "abc"]];
  for (const first of ["/work/main", "/", "/a b/ü"]) {
    for (const n of names) assert.equal(joinWith(false, first, n), posix.join(first, ...n));
  }
  for (const first of ["C:\\work", "C:\\", "\\\\server\\share\\", "\\\\server\\share\\x"]) {
    for (const n of names) assert.equal(joinWith(true, first, n), win32.join(first, ...n));
  }
});

Deno.test("joinPath() and resolvePath() follow this machine's platform by default", () => {
  const expected = Deno.build.os === "windows" ? win32 : posix;
  assert.equal(resolvePath("x/../y"), expected.resolve("x/../y"));
  assert.equal(
    joinPath(Deno.cwd(), "svc-research", "LOCK"),
    expected.join(Deno.cwd(), "svc-research", "LOCK"),
  );
});
