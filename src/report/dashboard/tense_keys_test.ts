import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { TENSE_KEY_PATTERN, tenseFlagKey, tenseFlagKeys } from "./tense_keys.ts";

Deno.test("tenseFlagKey() is the SHA-256 of chapter title and paragraph text, 16 hex digits", () => {
  const digest = createHash("sha256").update("The Storm\nIt rains. It rained.").digest("hex");
  assert.equal(tenseFlagKey("The Storm", "It rains. It rained."), `t-${digest.slice(0, 16)}`);
  assert.match(tenseFlagKey("", ""), TENSE_KEY_PATTERN);
  assert.notEqual(tenseFlagKey("A", "x"), tenseFlagKey("B", "x"));
});

Deno.test("tenseFlagKeys() numbers repeated paragraphs of a chapter, not of different chapters", () => {
  const keys = tenseFlagKeys([
    { chapterTitle: "A", text: "same" },
    { chapterTitle: "A", text: "same" },
    { chapterTitle: "B", text: "same" },
  ]);
  assert.equal(keys[1], `${keys[0]}-2`);
  assert.notEqual(keys[2], keys[0]);
  for (const k of keys) assert.match(k, TENSE_KEY_PATTERN);
  assert.doesNotMatch("t-0123", TENSE_KEY_PATTERN);
  assert.doesNotMatch("t-0123456789abcdef-0", TENSE_KEY_PATTERN);
});
