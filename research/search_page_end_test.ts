/**
 * A passage over a page break carries `page_end` in search hits, in the fast path's JSON, in
 * `cite`'s numbered choices ("pp. 6–10") and after an index of the old format (no
 * `page_end` column) is rebuilt; a passage on one page has no `page_end`, as the stored
 * passages and citations report it.
 *
 * @module
 */

import assert from "node:assert/strict";
import { DatabaseSync } from "node:sqlite";
import * as research from "./mod.ts";
import { archivePaths } from "./store/paths.ts";
import { svc } from "../testing/cli.ts";
import { LONG_WORD, pageBreakPdf, SHORT_WORD } from "../testing/page_break_pdf.ts";

type Hit = { page: number | null; page_end?: number; passage_id: string };

async function archiveWithPdf(): Promise<string> {
  const root = await Deno.makeTempDir({ prefix: "svc-page-end-" });
  await research.init(root, { title: "Keeper" });
  await research.ingest(root, {
    bytes: await pageBreakPdf(),
    filename: "keeper.pdf",
    allowRetention: true,
    env: {},
  });
  return root;
}

async function searchCli(root: string, query: string): Promise<Hit[]> {
  // The plainest invocation: the start-up fast path answers it.
  const r = await svc(["research", "search", "--query", query, "--project", root]);
  assert.equal(r.code, 0, r.stderr);
  return JSON.parse(r.stdout).hits;
}

Deno.test("search hits carry page_end for a passage over a page break, and only then", async () => {
  const root = await archiveWithPdf();
  try {
    const [long] = await searchCli(root, LONG_WORD);
    assert.ok(long.page !== null && long.page_end !== undefined, JSON.stringify(long));
    assert.ok(long.page_end! > long.page!);
    const [short] = await searchCli(root, SHORT_WORD);
    assert.ok(short.page !== null);
    assert.equal("page_end" in short, false);
    // The same pages as the citation of the stored passage.
    const cited = await research.cite(root, { passageId: long.passage_id });
    assert.equal(cited.page, long.page);
    assert.equal(cited.page_end, long.page_end);
    assert.match(String(cited.citation), new RegExp(`pp\\. ${long.page}–${long.page_end}`));
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("cite's numbered choices say pp. for a passage over a page break", async () => {
  const root = await archiveWithPdf();
  try {
    const [long] = await searchCli(root, LONG_WORD);
    const r = await svc([
      "research",
      "cite",
      "--query",
      `${LONG_WORD} OR ${SHORT_WORD}`,
      "--project",
      root,
    ]);
    assert.equal(r.code, 1, r.stderr);
    assert.match(r.stderr, new RegExp(`^  \\d\\. .*, pp\\. ${long.page}–${long.page_end}: `, "m"));
    assert.match(r.stderr, /^ {2}\d\. .*, p\. \d+: .*gannet/m);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("an index of format 2 (no page_end column) is rebuilt and then reports page_end", async () => {
  const root = await archiveWithPdf();
  try {
    await searchCli(root, LONG_WORD);
    const path = archivePaths(root).index;
    const db = new DatabaseSync(path);
    db.exec("ALTER TABLE passages DROP COLUMN page_end; UPDATE meta SET format = 2");
    db.close();
    const [long] = await searchCli(root, LONG_WORD);
    assert.ok(long.page_end !== undefined && long.page_end > long.page!, JSON.stringify(long));
    const after = new DatabaseSync(path, { readOnly: true });
    const meta = after.prepare("SELECT format FROM meta").get() as { format: number };
    const columns = after.prepare("SELECT name FROM pragma_table_info('passages')").all();
    after.close();
    assert.equal(meta.format, 3);
    assert.ok(columns.some((c) => c.name === "page_end"));
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
