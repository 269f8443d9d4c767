import assert from "node:assert/strict";
import { join } from "node:path";
import {
  DISMISSALS_FILE,
  dismissedSet,
  manuscriptDismissals,
  readDismissals,
  setDismissal,
} from "./dismissals.ts";

const TENSE = "t-0123456789abcdef";
const CHAPTER = "f-fedcba9876543210";

Deno.test("setDismissal() keeps tense flags and chapter findings apart, sorted, atomically", async () => {
  const dir = await Deno.makeTempDir();
  try {
    assert.equal((await manuscriptDismissals(join(dir, "book.md"))).size, 0);
    await setDismissal(dir, CHAPTER, { chapter: "Two", text: "chapter" });
    await setDismissal(dir, TENSE, { chapter: "One", text: "It rains…" });
    const file = JSON.parse(await Deno.readTextFile(join(dir, DISMISSALS_FILE)));
    assert.deepEqual(file, {
      schema: "svc-dismissals/1",
      tense: { [TENSE]: { chapter: "One", text: "It rains…" } },
      findings: { [CHAPTER]: { chapter: "Two", text: "chapter" } },
    });
    assert.deepEqual([...dismissedSet(await readDismissals(dir))].sort(), [CHAPTER, TENSE]);
    assert.deepEqual([...await manuscriptDismissals(join(dir, "book.md"))].sort(), [
      CHAPTER,
      TENSE,
    ]);
    await setDismissal(dir, CHAPTER, null);
    // Without chapter findings the file is the earlier form, which older versions read.
    assert.deepEqual(Object.keys(JSON.parse(await Deno.readTextFile(join(dir, DISMISSALS_FILE)))), [
      "schema",
      "tense",
    ]);
    await assert.rejects(() => setDismissal(dir, "x-1", null), /not a finding's fingerprint/);
    const names = [...Deno.readDirSync(dir)].map((e) => e.name);
    assert.deepEqual(names, [DISMISSALS_FILE]);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("readDismissals() refuses a file with keys of the wrong kind", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const bad = { schema: "svc-dismissals/1", tense: { [CHAPTER]: { chapter: "", text: "" } } };
    await Deno.writeTextFile(join(dir, DISMISSALS_FILE), JSON.stringify(bad));
    await assert.rejects(() => readDismissals(dir), /not a svc-dismissals\/1 file/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
