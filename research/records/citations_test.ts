import assert from "node:assert/strict";
import { citation, ingest, init, readManifest, search } from "../mod.ts";
import { loadArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { testPdf } from "../testing/pdfs.ts";
import { formatCitation } from "./citations.ts";

Deno.test("formatCitation() writes pp. for a passage over a page break and the page's own ¶", () => {
  const v = { title: "Book", version: 1, context: {} };
  assert.equal(
    formatCitation(v, { passage_id: "psg_Y", page: 8, page_end: 9, paragraph: 4, ordinal: 101 }),
    "Book, version 1, pp. 8–9, ¶ 4",
  );
  assert.equal(
    formatCitation(v, { passage_id: "psg_Z", page: 8, paragraph: 1, ordinal: 101 }),
    "Book, version 1, p. 8, ¶ 1",
  );
  // Text sources have no page: the paragraph is the passage's place in the whole text.
  assert.equal(
    formatCitation(v, { passage_id: "psg_T", page: null, ordinal: 4 }),
    "Book, version 1, ¶ 5",
  );
});

Deno.test("PDF citations count paragraphs within the page and span a page break as pp.", async () => {
  // Three pages with a running head and a folio; page 1's last paragraph runs onto page 2.
  const page = (n: number, blocks: { lines: string[]; top: number }[]) => ({
    blocks: [
      { lines: ["A HISTORY OF THE MILL"], size: 9, top: 40 },
      ...blocks.map((b) => ({ ...b, size: 12 })),
      { lines: [String(n)], size: 9, top: 800 },
    ],
  });
  // Paragraphs of two lines (jsPDF's 1.15 leading) with a wider gap between them.
  const pdf = await testPdf([
    page(1, [
      { lines: ["The mill stood by", "the river."], top: 100 },
      { lines: ["It was built in 1820", "by the"], top: 160 },
    ]),
    page(2, [
      { lines: ["miller of Łódź", "and his sons."], top: 100 },
      { lines: ["A fire came", "in 1850."], top: 160 },
      { lines: ["Nobody rebuilt", "it."], top: 220 },
    ]),
    page(3, [{ lines: ["The end of", "the mill."], top: 100 }]),
  ]);
  const root = await Deno.makeTempDir();
  try {
    await init(root, { title: "t" });
    const r = await ingest(root, {
      bytes: pdf,
      filename: "mill.pdf",
      allowRetention: true,
      env: {},
    });
    assert.equal((await readManifest(archivePaths(root))).storage, "research-local/9");
    const archive = await loadArchive(archivePaths(root));
    const ids = archive.state.versions.get(r.version_id)!.passage_ids;
    const cites = await Promise.all(ids.map((id) => citation(root, id)));
    assert.deepEqual(cites.map((c) => [c.text, c.page, c.page_end, c.paragraph]), [
      ["The mill stood by\nthe river.", 1, undefined, 1],
      ["It was built in 1820\nby the\nmiller of Łódź\nand his sons.", 1, 2, 2],
      ["A fire came\nin 1850.", 2, undefined, 1],
      ["Nobody rebuilt\nit.", 2, undefined, 2],
      ["The end of\nthe mill.", 3, undefined, 1],
    ]);
    assert.match(String(cites[1].citation), /^mill, version 1, pp\. 1–2, ¶ 2$/);
    assert.match(String(cites[3].citation), /^mill, version 1, p\. 2, ¶ 2$/);
    const hit = (await search(root, { query: "rebuilt" })).hits as Record<string, unknown>[];
    assert.deepEqual([hit[0].page, hit[0].paragraph], [2, 2]);
    const nothing = await search(root, { query: "HISTORY" });
    assert.equal(nothing.count, 0, "the running head is no passage");
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});
