/**
 * Test fixtures for authored records: a fresh archive with one ingested text source, and a
 * helper that reads the log's byte length (a failed guard must leave it unchanged).
 *
 * @module
 */

import { join } from "node:path";
import * as research from "../mod.ts";

/** A fresh archive with one source of three paragraphs. */
export interface RecordsFixture {
  readonly root: string;
  readonly passages: string[];
  readonly sourceId: string;
}

/**
 * Creates a temp archive and ingests a three-paragraph text source.
 *
 * @example
 * ```ts
 * const { root, passages } = await recordsFixture();
 * passages.length; // 3; `root` is a new temp folder holding the archive
 * ```
 */
export async function recordsFixture(
  text = "The mill burned in March 1848.\n\nLetters from Łódź mention the fire.\n\n" +
    "The insurer paid in 1849.\n",
): Promise<RecordsFixture> {
  const root = await Deno.makeTempDir({ prefix: "svc-records-" });
  await research.init(root, { title: "Records test", language: "en" });
  const receipt = await research.ingest(root, {
    bytes: new TextEncoder().encode(text),
    filename: "letters.txt",
    allowRetention: true,
    title: "Letters",
  });
  const source = await research.getSource(root, receipt.source_id);
  return {
    root,
    sourceId: receipt.source_id,
    passages: (source.passages as { passage_id: string }[]).map((p) => p.passage_id),
  };
}

/**
 * Byte length of the archive's log.
 *
 * @example
 * ```ts
 * const { root } = await recordsFixture();
 * const before = await logBytes(root);
 * before > 0; // true: init and the ingest are in the log; a refused write leaves it unchanged
 * ```
 */
export async function logBytes(root: string): Promise<number> {
  return (await Deno.stat(join(root, "svc-research", "log", "commits.jsonl"))).size;
}
