/**
 * Source metadata in every export format: RIS (read back by citation-js's RIS plugin, an
 * independent reader), CSL-JSON and BibTeX, each compared with what the RIS specification,
 * the CSL-JSON schema and BibTeX's documentation (Patashnik, "BibTeXing", 1988: entry types,
 * `and` between names, `{}`-protected text, `\&` for an ampersand) define, written out by hand.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { plugins } from "npm:@citation-js/core@0.8.2";
import "npm:@citation-js/plugin-ris@0.8.2";
import * as research from "../mod.ts";
import { refmanExport } from "./export.ts";

const enc = (s: string) => new TextEncoder().encode(s);

Deno.test("refman-export carries the metadata: RIS TY by kind, TI AU PY/DA PB CY UR LA; CSL-JSON; BibTeX", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-refman-meta-" });
  const root = join(dir, "book");
  await research.init(root, { title: "Mill", language: "de" });
  const book = await research.ingest(root, {
    bytes: enc("# Die Mühle\n\nDie Mühle brannte im März.\n"),
    filename: "01-muehle.md",
    allowRetention: true,
    metadata: {
      title: "Die Mühle & das Feuer",
      authors: ["Müller, Anna", "Stadtarchiv Łódź"],
      date: "1893-03-18",
      publisher: "Harbour Press",
      place: "Łódź",
      url: "https://example.org/muehle?id=1",
      language: "de",
      kind: "book",
    },
  });
  // a second version of the same source: same metadata, its own record and key
  const again = await research.ingest(root, {
    bytes: enc("# Die Mühle\n\nDie Mühle brannte im März 1893.\n"),
    filename: "01-muehle.md",
    allowRetention: true,
    sourceId: book.source_id,
  });
  const letter = await research.ingest(root, {
    bytes: enc("Liebe Emilie,\n\nes regnet.\n"),
    filename: "brief.txt",
    allowRetention: true,
    metadata: { title: "Brief", authors: ["Fontane, Theodor"], date: "c. 1850", kind: "letter" },
  });
  const out = join(dir, "out");
  const receipt = await refmanExport(root, { output: out, allowRetention: true });
  assert.equal(receipt.records, 3);

  // RIS, read back tag by tag
  const ris = await Deno.readTextFile(join(out, "export.ris"));
  const parsed = plugins.input.data(ris, "@ris/file") as Record<string, unknown>[];
  const pick = (r: Record<string, unknown>, tags: string[]) =>
    Object.fromEntries(tags.map((t) => [t, r[t]]));
  const tags = ["TY", "TI", "AU", "PB", "CY", "DA", "PY", "LA", "UR"];
  const bookRis = {
    TY: "BOOK",
    TI: "Die Mühle & das Feuer",
    AU: ["Müller, Anna", "Stadtarchiv Łódź"],
    PB: "Harbour Press",
    CY: "Łódź",
    DA: "1893/03/18/",
    PY: "1893",
    LA: "de",
    UR: "https://example.org/muehle?id=1",
  };
  assert.deepEqual(pick(parsed[0], tags), bookRis);
  assert.deepEqual(pick(parsed[1], tags), bookRis);
  assert.deepEqual(pick(parsed[2], tags), {
    TY: "PCOMM",
    TI: "Brief",
    AU: "Fontane, Theodor",
    PB: undefined,
    CY: undefined,
    DA: undefined,
    PY: undefined,
    LA: undefined,
    UR: undefined,
  });
  assert.match(String(parsed[2].N1), /; date: c\. 1850$/, "an unplaced date stays in the note");

  // CSL-JSON
  const csl = JSON.parse(await Deno.readTextFile(join(out, "export.csl.json")));
  const an = (r: { source_id: string; version_id: string }) =>
    `svc:source/${r.source_id}/${r.version_id}`;
  const archiveName = `Mill (svc research archive ${receipt.project_id})`;
  const { note: _note, ...first } = csl[0];
  assert.deepEqual(first, {
    id: book.version_id,
    type: "book",
    title: "Die Mühle & das Feuer",
    author: [{ family: "Müller", given: "Anna" }, { literal: "Stadtarchiv Łódź" }],
    issued: { "date-parts": [[1893, 3, 18]] },
    publisher: "Harbour Press",
    "publisher-place": "Łódź",
    URL: "https://example.org/muehle?id=1",
    language: "de",
    "citation-key": "Muller1893",
    archive: archiveName,
    archive_location: an(book),
  });
  assert.equal(csl[1]["citation-key"], "Muller1893a");
  assert.equal(csl[1].archive_location, an(again));
  assert.equal(csl[2].type, "personal_communication");
  assert.deepEqual(csl[2].issued, { literal: "c. 1850" });
  assert.equal(csl[2]["citation-key"], "Fontane");
  assert.equal(csl[2].archive_location, an(letter));

  // BibTeX: the entries as BibTeX documents them (umlauts as {\" u}, & as \&, names joined by
  // "and", a corporate name in braces); the note carries the archive location
  const bib = await Deno.readTextFile(join(out, "export.bib"));
  const entries = bib.split(/\n(?=@)/);
  assert.equal(entries.length, 3);
  assert.match(entries[0], /^@book\{Muller1893,\n/);
  for (
    const line of [
      "\taddress = {\\L{}{\\' o}d{\\' z}},",
      '\tauthor = {M{\\" u}ller, Anna and {Stadtarchiv Łódź}},',
      "\tyear = {1893},",
      "\tpublisher = {Harbour Press},",
      "\turl = {https://example.org/muehle?id=1},",
    ]
  ) assert.ok(entries[0].split("\n").includes(line), `${line} in\n${entries[0]}`);
  assert.match(entries[0], /\n\ttitle = \{Die \{M\}\{\\" u\}hle \\& das \{Feuer\}\},\n/);
  // (an underscore is `\textunderscore{}` in BibTeX text)
  const escapedId = book.version_id.replace("_", "\\textunderscore{}");
  assert.ok(entries[0].includes(`\tnote = {svc research archive `), entries[0]);
  assert.ok(entries[0].includes(`(${escapedId})`), entries[0]);
  assert.match(entries[1], /^@book\{Muller1893a,\n/);
  assert.match(entries[2], /^@misc\{Fontane,\n\tauthor = \{Fontane, Theodor\},\n/);
  await Deno.remove(dir, { recursive: true });
});
