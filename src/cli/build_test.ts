/**
 * End-to-end tests of `svc build` through the real process, each in a temp folder holding a
 * copy of testdata/sample-en.md.
 */
import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { join } from "node:path";
import { assertError, type Run, svc } from "../../testing/cli.ts";
import { unprivilegedPrefix } from "../../testing/unwritable.ts";
import { VERSION } from "../version.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

const KINDS = [
  "analysis",
  "dashboard",
  "dialogue",
  "manifest",
  "motifs",
  "pacing",
  "profile",
  "scenes",
  "showing",
  "style",
];
const NAMES = KINDS.map((k) => `sample-en-${k}.${k === "dashboard" ? "html" : "json"}`);

/** A temp folder with a copy of the sample manuscript. */
async function project(): Promise<{ dir: string; book: string; exports: string }> {
  const dir = await Deno.makeTempDir();
  const book = join(dir, "sample-en.md");
  await Deno.copyFile(SAMPLE, book);
  return { dir, book, exports: join(dir, "exports") };
}

interface FileState {
  mtime: number;
  ino: number | null;
  sha256: string;
}

/** Every file of a folder with its mtime, inode and content hash. */
async function snapshot(dir: string): Promise<Record<string, FileState>> {
  const out: Record<string, FileState> = {};
  const names: string[] = [];
  for await (const e of Deno.readDir(dir)) names.push(e.name);
  for (const name of names.sort()) {
    const path = join(dir, name);
    const st = await Deno.stat(path);
    const sha256 = createHash("sha256").update(await Deno.readFile(path)).digest("hex");
    out[name] = { mtime: st.mtime!.getTime(), ino: st.ino, sha256 };
  }
  return out;
}

function statusLines(stdout: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const line of stdout.trimEnd().split("\n").slice(0, -1)) {
    const match = /^(written|unchanged|would write) +exports\/(\S+)$/.exec(line);
    assert.ok(match, `unexpected line: ${line}`);
    out[match[2]] = match[1];
  }
  return out;
}

/** Replaces one byte ("old tea" -> "old tee") in chapter one's narration. */
async function changeOneByte(book: string): Promise<void> {
  const text = await Deno.readTextFile(book);
  assert.equal(text.split("colour of old tea").length, 2);
  await Deno.writeTextFile(book, text.replace("colour of old tea", "colour of old tee"));
}

/**
 * How to run the CLI so that it cannot write into a `chmod 0o555` folder, or null where this
 * machine offers no way (as root: `setpriv` without CAP_DAC_OVERRIDE, probed once).
 */
const UNPRIVILEGED: readonly string[] | null = await unprivilegedPrefix();

Deno.test("a first build writes every artifact and the manifest; a second writes nothing", async () => {
  const { dir, book, exports } = await project();
  try {
    const first = await svc(["build", book]);
    assert.equal(first.code, 0, first.stderr);
    assert.equal(first.stderr, "");
    const listed = statusLines(first.stdout);
    assert.deepEqual(Object.keys(listed).sort(), NAMES);
    assert.ok(Object.values(listed).every((s) => s === "written"));
    assert.match(first.stdout, /\n10 written, 0 unchanged\n$/);
    // The manifest is written last.
    assert.match(first.stdout, /exports\/sample-en-manifest\.json\n[^\n]+\n$/);
    const before = await snapshot(exports);
    assert.deepEqual(Object.keys(before), NAMES);
    const folderBefore = (await Deno.stat(exports)).mtime!.getTime();

    const second = await svc(["build", book]);
    assert.equal(second.code, 0, second.stderr);
    assert.ok(Object.values(statusLines(second.stdout)).every((s) => s === "unchanged"));
    assert.match(second.stdout, /\nEverything is up to date; nothing written\.\n$/);
    // Same files, same bytes, same mtimes and inodes; the folder's own mtime shows that no
    // temp file was even created and removed.
    assert.deepEqual(await snapshot(exports), before);
    assert.equal((await Deno.stat(exports)).mtime!.getTime(), folderBefore);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the JSON artifacts are byte-identical to svc analyze --json and svc style --json", async () => {
  const { dir, book, exports } = await project();
  try {
    assert.equal((await svc(["build", book])).code, 0);
    for (const kind of ["analyze", "style"]) {
      const printed = await svc([kind, book, "--json"]);
      assert.equal(printed.code, 0, printed.stderr);
      const file = join(exports, `sample-en-${kind === "analyze" ? "analysis" : kind}.json`);
      assert.equal(await Deno.readTextFile(file), printed.stdout, kind);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the dashboard artifact is byte-identical to svc dashboard -o", async () => {
  const { dir, book, exports } = await project();
  try {
    assert.equal((await svc(["build", book, "--z-mild", "2"])).code, 0);
    const out = join(dir, "page.html");
    const r = await svc(["dashboard", book, "-o", out, "--z-mild", "2"]);
    assert.equal(r.code, 0, r.stderr);
    assert.equal(
      await Deno.readTextFile(join(exports, "sample-en-dashboard.html")),
      await Deno.readTextFile(out),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("the manifest records input, settings and artifact hashes, no time or path", async () => {
  const { dir, book, exports } = await project();
  try {
    assert.equal((await svc(["build", book])).code, 0);
    const text = await Deno.readTextFile(join(exports, "sample-en-manifest.json"));
    const manifest = JSON.parse(text);
    assert.equal(manifest.schema, "svc-build-manifest/1");
    assert.equal(manifest.tool, "svc");
    assert.equal(manifest.version, VERSION);
    const input = createHash("sha256").update(await Deno.readFile(book)).digest("hex");
    assert.deepEqual(manifest.input, { file: "sample-en.md", sha256: input });
    assert.equal(manifest.settings.language, "en");
    assert.equal(manifest.settings.resolved_language, "en");
    assert.equal(manifest.settings.thresholds.z_mild, 2.5);
    const files = await snapshot(exports);
    assert.deepEqual(
      manifest.artifacts.map((a: { name: string; sha256: string }) => [a.name, a.sha256]),
      NAMES.filter((n) => !n.includes("manifest")).map((n) => [n, files[n].sha256]),
    );
    assert.ok(!text.includes(dir), "no absolute path");
    assert.doesNotMatch(text, /"[^"]*(time|date)[^"]*":/i);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a one-byte change rewrites exactly the artifacts whose bytes changed", async () => {
  const { dir, book, exports } = await project();
  try {
    assert.equal((await svc(["build", book])).code, 0);
    const before = await snapshot(exports);
    await changeOneByte(book);
    const r = await svc(["build", book]);
    assert.equal(r.code, 0, r.stderr);
    const after = await snapshot(exports);
    assert.deepEqual(Object.keys(after), NAMES);
    const listed = statusLines(r.stdout);
    const changed: string[] = [];
    for (const name of NAMES) {
      if (after[name].sha256 === before[name].sha256) {
        assert.deepEqual(after[name], before[name], `${name} must be left alone`);
        assert.equal(listed[name], "unchanged", name);
      } else {
        changed.push(name);
        assert.notEqual(after[name].ino, before[name].ino, name);
        assert.ok(after[name].mtime > before[name].mtime, name);
        assert.equal(listed[name], "written", name);
      }
    }
    // Which files change is read from the hashes above; these two must, and the dialogue
    // (no word of it changed) must not, or the test would not show a selective rewrite.
    // (The dashboard shows rounded values, so one letter may leave it byte-identical.)
    assert.ok(changed.includes("sample-en-manifest.json"), changed.join());
    assert.ok(changed.includes("sample-en-analysis.json"), changed.join());
    assert.ok(!changed.includes("sample-en-dialogue.json"), changed.join());
    assert.match(
      r.stdout,
      new RegExp(`\\n${changed.length} written, ${10 - changed.length} unchanged\\n$`),
    );
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("--dry-run on a fresh folder lists 'would write' and creates nothing", async () => {
  const { dir, book } = await project();
  try {
    const r = await svc(["build", book, "--dry-run"]);
    assert.equal(r.code, 0, r.stderr);
    const listed = statusLines(r.stdout);
    assert.deepEqual(Object.keys(listed).sort(), NAMES);
    assert.ok(Object.values(listed).every((s) => s === "would write"));
    assert.match(r.stdout, /\ndry run: 10 would be written, 0 unchanged; nothing written\n$/);
    assert.deepEqual(Object.keys(await snapshot(dir)), ["sample-en.md"]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("--dry-run after a change lists the changed artifacts and writes nothing", async () => {
  const { dir, book, exports } = await project();
  try {
    assert.equal((await svc(["build", book])).code, 0);
    await changeOneByte(book);
    const before = await snapshot(exports);
    const r = await svc(["build", book, "--dry-run", "--json"]);
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout);
    const status = Object.fromEntries(
      report.artifacts.map((a: { name: string; status: string }) => [a.name, a.status]),
    );
    assert.equal(status["sample-en-analysis.json"], "would_write");
    assert.equal(status["sample-en-manifest.json"], "would_write");
    assert.equal(status["sample-en-dialogue.json"], "unchanged");
    assert.equal(report.written, 0);
    assert.deepEqual(await snapshot(exports), before);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("--json reports every artifact with status, hash and size", async () => {
  const { dir, book, exports } = await project();
  try {
    const r = await svc(["build", book, "--json"]);
    assert.equal(r.code, 0, r.stderr);
    const report = JSON.parse(r.stdout);
    assert.deepEqual(Object.keys(report), [
      "ok",
      "dry_run",
      "exports_dir",
      "manifest",
      "artifacts",
      "written",
      "unchanged",
      "would_write",
    ]);
    assert.equal(report.ok, true);
    assert.equal(report.dry_run, false);
    assert.equal(report.exports_dir, exports);
    assert.equal(report.manifest, "exports/sample-en-manifest.json");
    assert.equal(report.written, 10);
    assert.equal(report.unchanged, 0);
    const files = await snapshot(exports);
    for (const a of report.artifacts) {
      assert.deepEqual(Object.keys(a), ["name", "kind", "status", "sha256", "bytes"]);
      assert.equal(a.status, "written");
      assert.equal(a.sha256, files[a.name].sha256);
      assert.equal(a.bytes, (await Deno.stat(join(exports, a.name))).size);
      assert.equal(a.name, `sample-en-${a.kind}.${a.kind === "dashboard" ? "html" : "json"}`);
    }
    const again = JSON.parse((await svc(["build", book, "--json"])).stdout);
    assert.equal(again.written, 0);
    assert.equal(again.unchanged, 10);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a threshold flag rewrites style, dashboard and manifest but not analysis or dialogue", async () => {
  const { dir, book, exports } = await project();
  try {
    assert.equal((await svc(["build", book])).code, 0);
    const before = await snapshot(exports);
    const r = await svc(["build", book, "--z-mild", "2"]);
    assert.equal(r.code, 0, r.stderr);
    const listed = statusLines(r.stdout);
    for (const kind of ["style", "dashboard", "manifest"]) {
      assert.equal(
        listed[`sample-en-${kind}.${kind === "dashboard" ? "html" : "json"}`],
        "written",
      );
    }
    for (const kind of ["analysis", "dialogue"]) {
      assert.equal(listed[`sample-en-${kind}.json`], "unchanged");
      assert.deepEqual(
        (await snapshot(exports))[`sample-en-${kind}.json`],
        before[`sample-en-${kind}.json`],
      );
    }
    const style = JSON.parse(await Deno.readTextFile(join(exports, "sample-en-style.json")));
    assert.equal(style.meta.z_mild, 2);
    // The same flag again: nothing to do.
    const again = await svc(["build", book, "--z-mild", "2"]);
    assert.ok(Object.values(statusLines(again.stdout)).every((s) => s === "unchanged"));
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test({
  name: "an unwritable exports/ exits 1 with one [error] line and keeps the old artifacts",
  ignore: UNPRIVILEGED === null,
  fn: async () => {
    const { dir, book, exports } = await project();
    try {
      assert.equal((await svc(["build", book])).code, 0);
      const before = await snapshot(exports);
      await changeOneByte(book);
      await Deno.chmod(exports, 0o555);
      let r: Run;
      try {
        r = await svc(["build", book], { prefix: UNPRIVILEGED! });
      } finally {
        await Deno.chmod(exports, 0o755);
      }
      assertError(r, 1, /^\[error\] Cannot write ".*exports.*": Permission denied/);
      // Byte-identical, untouched, and no temp file left behind.
      assert.deepEqual(await snapshot(exports), before);
    } finally {
      await Deno.remove(dir, { recursive: true });
    }
  },
});

Deno.test("a corrupt manifest is rebuilt and only the manifest is rewritten", async () => {
  const { dir, book, exports } = await project();
  try {
    assert.equal((await svc(["build", book])).code, 0);
    const manifest = join(exports, "sample-en-manifest.json");
    const good = await Deno.readTextFile(manifest);
    await Deno.writeTextFile(manifest, "{ not json");
    const before = await snapshot(exports);
    const r = await svc(["build", book]);
    assert.equal(r.code, 0, r.stderr);
    const listed = statusLines(r.stdout);
    assert.deepEqual(
      Object.keys(listed).filter((n) => listed[n] === "written"),
      ["sample-en-manifest.json"],
    );
    assert.equal(await Deno.readTextFile(manifest), good);
    const after = await snapshot(exports);
    for (const name of NAMES.filter((n) => !n.includes("manifest"))) {
      assert.deepEqual(after[name], before[name], name);
    }
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("a deleted artifact is restored and files that are not ours are kept", async () => {
  const { dir, book, exports } = await project();
  try {
    await Deno.mkdir(exports);
    await Deno.writeTextFile(join(exports, "notes.txt"), "mine\n");
    assert.equal((await svc(["build", book])).code, 0);
    await Deno.remove(join(exports, "sample-en-pacing.json"));
    const r = await svc(["build", book]);
    assert.equal(r.code, 0, r.stderr);
    const listed = statusLines(r.stdout);
    assert.deepEqual(
      Object.keys(listed).filter((n) => listed[n] === "written"),
      ["sample-en-pacing.json"],
    );
    assert.equal(await Deno.readTextFile(join(exports, "notes.txt")), "mine\n");
    assert.deepEqual(Object.keys(await snapshot(exports)), [...NAMES, "notes.txt"].sort());
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("without FILE the one manuscript of the working folder is built; two are exit 2", async () => {
  const { dir, exports } = await project();
  try {
    await Deno.writeTextFile(join(dir, "README.md"), "# Notes\n");
    const r = await svc(["build"], { cwd: dir });
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(Object.keys(await snapshot(exports)), NAMES);
    await Deno.writeTextFile(join(dir, "second.markdown"), "## One\n\nText.\n");
    assertError(await svc(["build"], { cwd: dir }), 2, /sample-en\.md, second\.markdown/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("without FILE in a folder with no manuscript is exit 2", async () => {
  const dir = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(join(dir, "README.md"), "# Notes\n");
    assertError(await svc(["build"], { cwd: dir }), 2, /No manuscript given/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("usage errors win over file errors; a missing manuscript is exit 1", async () => {
  assertError(await svc(["build", "/nonexistent/book.md", "--z-mild", "x"]), 2, /--z-mild/);
  assertError(await svc(["build", "/nonexistent/book.md"]), 1, /book\.md/);
});
