import assert from "node:assert/strict";
import { prettyJsonChunks } from "./pretty_json_chunks.ts";

function chunked(value: unknown, chunkChars?: number): { text: string; chunks: number } {
  const parts: string[] = [];
  prettyJsonChunks(value, (s) => parts.push(s), chunkChars);
  return { text: parts.join(""), chunks: parts.length };
}

Deno.test("prettyJsonChunks() writes exactly what JSON.stringify(value, null, 2) writes", () => {
  const values: unknown[] = [
    null,
    "text\nwith a line break",
    [1, [2, []], {}],
    {},
    { a: [] },
    { a: undefined, f: () => 1, s: Symbol("x") },
    { only: undefined },
    { at: new Date(0), when: { toJSON: () => undefined }, list: [undefined, () => 1, null] },
    { nested: { deep: [{ x: 'Łódź \u2028 "quoted"' }] }, rows: [{ a: [1, { b: {} }] }, 2, "s"] },
    { rows: Object.assign([1, 2], { toJSON: () => "array with toJSON" }) },
    { 10: "integer keys first", b: 1, 2: [3] },
    {
      schema: "research-claims-local/2",
      snapshot: null,
      claims: Array.from({ length: 500 }, (_, i) => ({
        record_id: `clm_${i}`,
        title: `Claim ${i}\twith "quotes" and\nbreaks`,
        tags: i % 3 ? [] : ["a", "b"],
        time_period: i % 2 ? null : "1848",
      })),
      counts: { items: 500 },
    },
  ];
  for (const value of values) {
    assert.equal(chunked(value).text, JSON.stringify(value, null, 2));
    assert.equal(chunked(value, 64).text, JSON.stringify(value, null, 2));
  }
});

Deno.test("prettyJsonChunks() hands a long list on in chunks of about the size asked", () => {
  const value = { rows: Array.from({ length: 2000 }, (_, i) => ({ n: i, text: "x".repeat(40) })) };
  const whole = JSON.stringify(value, null, 2);
  const { text, chunks } = chunked(value, 4096);
  assert.equal(text, whole);
  assert.ok(chunks >= Math.floor(whole.length / 4200), `${chunks} chunks`);
  assert.equal(chunked(value).chunks, 1, "under the default size: one write");
});
