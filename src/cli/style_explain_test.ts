import assert from "node:assert/strict";
import { assertError, svc } from "../../testing/cli.ts";

const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

Deno.test("svc style --explain-chapter N lists the words behind chapter N's signals", async () => {
  const r = await svc(["style", SAMPLE, "--explain-chapter", "2"]);
  assert.equal(r.code, 0, r.stderr);
  assert.match(r.stdout, /^Words behind the signals — Chapter 2 · Chapter Two: The Niece\n/);
  assert.match(r.stdout, /\nPassive constructions per 1,000 words: [\d.]+ · z\* [+-]?[\d.]+ · /);
  assert.match(r.stdout, /¶2 \(line 37\): “You needn’t have come”/);
  const json = await svc(["style", SAMPLE, "--explain-chapter", "2", "--json"]);
  const result = JSON.parse(json.stdout);
  assert.equal(result.meta.chapter, 2);
  const passive = result.signals.find((s: { signal: string }) => s.signal === "passive_density");
  assert.ok(passive.paragraphs.length > 0);
  assert.equal(passive.tokens % 2, 0);
});

Deno.test("svc style --explain-chapter rejects a non-number and a chapter the book lacks", async () => {
  assertError(await svc(["style", SAMPLE, "--explain-chapter", "two"]), 2, /"two"/);
  assertError(await svc(["style", SAMPLE, "--explain-chapter", "99"]), 2, /chapter "99"/);
});

Deno.test("svc style --help documents --explain-chapter", async () => {
  const r = await svc(["style", "--help"]);
  assert.match(r.stdout, /--explain-chapter <n>\s+list the words behind chapter N/);
});
