/**
 * `refmanExport` end to end on a real archive: permission, dry run, the never-overwrite rule,
 * the RIS read back by an independent reader (citation-js's RIS plugin, test-only) field by
 * field, the exported bytes, tombstoned versions left out, and the source metadata in RIS,
 * CSL-JSON and BibTeX (`export_metadata_test.ts`).
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { Cite, plugins } from "npm:@citation-js/core@0.8.2";
import "npm:@citation-js/plugin-ris@0.8.2";
import * as research from "../mod.ts";
import { testPdf } from "../testing/pdfs.ts";
import { sha256 } from "../store/digest.ts";
import { loadArchive } from "../store/load.ts";
import { archivePaths } from "../store/paths.ts";
import { writeCommit } from "../store/writer.ts";
import { walkTree } from "./bundle_files.ts";
import { refmanExport } from "./export.ts";

const enc = (s: string) => new TextEncoder().encode(s);

interface Fixture {
  dir: string;
  root: string;
  /** Original bytes by version id. */
  bytes: Map<string, Uint8Array>;
  versions: string[];
  withdrawn: string;
  purged: string;
}

async function fixture(): Promise<Fixture> {
  const dir = await Deno.makeTempDir({ prefix: "svc-refman-export-" });
  const root = join(dir, "book");
  await research.init(root, { title: "The Ledger", language: "en" });
  const bytes = new Map<string, Uint8Array>();
  const versions: string[] = [];
  const add = async (data: Uint8Array, options: Record<string, unknown>) => {
    const r = await research.ingest(root, { bytes: data, allowRetention: true, ...options });
    bytes.set(r.version_id, data);
    return r;
  };
  const v1 = await add(enc("Dear Anna,\n\nThe mill burned.\n"), {
    filename: "letters.txt",
    title: "Letters from Łódź",
    context: {
      authors: ["Kowalski, Jan", "Weber,\r\nAnna", 7, " "],
      place: "Łódź\r\n(Lodz)",
      created_period: "1848-03",
      genre: "letter\tdraft",
      provenance_note: "Family box,\nfolder 3",
    },
    originUrl: "https://example.org/letters/12?page=1",
  });
  const v2 = await add(enc("Dear Anna,\n\nThe mill burned down.\n"), {
    filename: "letters.txt",
    title: "Letters from Łódź",
    sourceId: v1.source_id,
    context: { author: "Kowalski, Jan", created_period: "1848–1849" },
  });
  const page = await add(
    enc("<html><head><title>Fire</title></head><body><p>Report of the fire.</p></body></html>"),
    { filename: "Fire report?.html", title: "Fire report", context: { created_period: "c. 1850" } },
  );
  const pdf = await add(
    await testPdf([{ blocks: [{ lines: ["The insurer paid in 1849."], size: 12, top: 72 }] }]),
    {
      filename: "scan.dat",
      title: "Insurance  -  ledger",
      context: { created_period: "1848-03-18" },
    },
  );
  versions.push(v1.version_id, v2.version_id, page.version_id, pdf.version_id);
  const withdrawn = await add(enc("Withdrawn.\n"), { filename: "withdrawn.txt" });
  const purged = await add(enc("Purged.\n"), { filename: "purged.txt" });
  for (const [v, action] of [[withdrawn, "withdraw"], [purged, "purge"]] as const) {
    await writeCommit(archivePaths(root), () => ({
      ops: [{
        op: "tombstone",
        action,
        source_id: v.source_id,
        version_id: v.version_id,
        reason: "test",
      }],
      schema: 2,
    }));
  }
  // a second tombstone after a withdrawal: the latest one names the reason
  await writeCommit(archivePaths(root), () => ({
    ops: [{
      op: "tombstone",
      action: "withdraw",
      source_id: withdrawn.source_id,
      version_id: withdrawn.version_id,
      reason: "again",
    }],
    schema: 2,
  }));
  return {
    dir,
    root,
    bytes,
    versions,
    withdrawn: withdrawn.version_id,
    purged: purged.version_id,
  };
}

async function listing(dir: string): Promise<{ path: string; size: number; sha256: string }[]> {
  const tree = await walkTree(dir);
  const out = [];
  for (const path of tree.files) {
    const data = await Deno.readFile(join(dir, path));
    out.push({ path, size: data.length, sha256: await sha256(data) });
  }
  return out;
}

Deno.test("refman-export needs allowRetention literally true and creates nothing without it", async () => {
  const { dir, root } = await fixture();
  const output = join(dir, "out");
  for (const allowRetention of [undefined, false, "true", 1]) {
    await assert.rejects(
      refmanExport(root, { output, allowRetention }),
      /Nothing was exported: .*--allow-retention/,
    );
    await assert.rejects(refmanExport(root, { output, allowRetention, dryRun: true }));
  }
  await assert.rejects(Deno.lstat(output), Deno.errors.NotFound);
});

Deno.test("a dry run writes nothing and lists exactly the files the real export writes", async () => {
  const { dir, root } = await fixture();
  const output = join(dir, "out");
  const log = await Deno.readFile(join(root, "svc-research", "log", "commits.jsonl"));
  const dry = await refmanExport(root, { output, allowRetention: true, dryRun: true });
  assert.equal(dry.dry_run, true);
  await assert.rejects(Deno.lstat(output), Deno.errors.NotFound);
  assert.deepEqual(
    dry.files.map((f) => f.path),
    [
      "export.bib",
      "export.csl.json",
      "export.ris",
      "files/Fire report_.html",
      "files/letters (2).txt",
      "files/letters.txt",
      "files/scan.dat.pdf",
      "provenance.json",
    ],
  );
  const real = await refmanExport(root, { output, allowRetention: true });
  assert.equal(real.dry_run, false);
  assert.deepEqual(real.files, dry.files);
  assert.deepEqual(await listing(output), dry.files);
  assert.equal(real.records, 4);
  assert.equal(real.bytes, dry.files.reduce((n, f) => n + f.size, 0));
  // the archive is only read
  assert.deepEqual(await Deno.readFile(join(root, "svc-research", "log", "commits.jsonl")), log);
  // a dry run into an existing folder or under a missing parent is refused like the real one
  await assert.rejects(
    refmanExport(root, { output, allowRetention: true, dryRun: true }),
    /already exists/,
  );
  await assert.rejects(
    refmanExport(root, { output: join(dir, "no", "such"), allowRetention: true, dryRun: true }),
    /parent folder does not exist/,
  );
});

Deno.test("exporting twice into the same folder is refused and leaves the first export as it was", async () => {
  const { dir, root } = await fixture();
  const output = join(dir, "out");
  await refmanExport(root, { output, allowRetention: true });
  const before = await listing(output);
  await assert.rejects(refmanExport(root, { output, allowRetention: true }), /already exists/);
  assert.deepEqual(await listing(output), before);
  const empty = join(dir, "empty");
  await Deno.mkdir(empty);
  await assert.rejects(
    refmanExport(root, { output: empty, allowRetention: true }),
    /already exists/,
  );
  assert.deepEqual([...Deno.readDirSync(empty)], []);
  await assert.rejects(
    refmanExport(root, { output: join(dir, "no", "such"), allowRetention: true }),
    /parent folder does not exist/,
  );
});

Deno.test("export.ris reads back field by field through citation-js; files hold the retained bytes", async () => {
  const f = await fixture();
  const output = join(f.dir, "out");
  const receipt = await refmanExport(f.root, { output, allowRetention: true });
  const raw = await Deno.readFile(join(output, "export.ris"));
  // UTF-8 without a byte-order mark, CRLF only, every line a tag line or the blank separator
  assert.notDeepEqual([...raw.subarray(0, 3)], [0xef, 0xbb, 0xbf]);
  const text = new TextDecoder("utf-8", { fatal: true }).decode(raw);
  assert.equal(text.replace(/\r\n/g, "").includes("\n"), false);
  assert.equal(text.replace(/\r\n/g, "").includes("\r"), false);
  const lines = text.split("\r\n");
  assert.equal(lines.pop(), "");
  for (const line of lines) assert.match(line, /^([A-Z][A-Z0-9] {2}- \S.*|ER {2}- |)$/);
  const blocks = text.split("\r\n\r\n").filter((b) => b !== "");
  assert.equal(blocks.length, 4);
  for (const b of blocks) {
    assert.match(b, /^TY {2}- [A-Z]+\r\n/);
    assert.match(b, /\r\nER {2}- $/);
  }

  const archive = await loadArchive(archivePaths(f.root));
  const prj = archive.manifest.project_id;
  const db = `The Ledger (svc research archive ${prj})`;
  const v = f.versions.map((id) => archive.state.versions.get(id)!);
  const note = (i: number, method: string, extra: string) =>
    `svc research archive ${prj}, source ${v[i].source_id} version ${v[i].version} (${
      v[i].version_id
    }); ${v[i].media_type}, ${v[i].bytes.size} bytes, SHA-256 ${
      v[i].bytes.sha256
    }; text: ${method}; retained ${v[i].retention.at}${extra}`;
  const an = (i: number) => `svc:source/${v[i].source_id}/${v[i].version_id}`;
  const pdfEngine = v[3].provenance.engine;
  assert.match(String(pdfEngine), /^unpdf /);
  const expected = [
    {
      TY: "GEN",
      TI: "Letters from Łódź",
      AU: ["Kowalski, Jan", "Weber, Anna"],
      CY: "Łódź (Lodz)",
      DA: "1848/03//",
      PY: "1848",
      UR: "https://example.org/letters/12?page=1",
      AN: an(0),
      DB: db,
      N1: note(
        0,
        "text-utf8/1",
        "; genre: letter draft; created period: 1848-03; provenance note: Family box, folder 3",
      ),
      L1: "files/letters.txt",
    },
    {
      TY: "GEN",
      TI: "Letters from Łódź",
      AU: "Kowalski, Jan",
      DA: "1848///",
      PY: "1848",
      AN: an(1),
      DB: db,
      N1: note(1, "text-utf8/1", "; created period: 1848–1849"),
      L1: "files/letters (2).txt",
    },
    {
      TY: "ELEC",
      TI: "Fire report",
      AN: an(2),
      DB: db,
      N1: note(2, "html-text/1", "; created period: c. 1850"),
      L1: "files/Fire report_.html",
    },
    {
      TY: "GEN",
      TI: "Insurance - ledger",
      DA: "1848/03/18/",
      PY: "1848",
      AN: an(3),
      DB: db,
      N1: note(3, `pdf-native/2 (${pdfEngine})`, "; created period: 1848-03-18"),
      L1: "files/scan.dat.pdf",
    },
  ];
  const parsed = plugins.input.data(text, "@ris/file") as Record<string, unknown>[];
  assert.equal(parsed.length, expected.length);
  for (let i = 0; i < expected.length; i++) {
    assert.deepEqual(parsed[i], expected[i], `record ${i + 1}`);
    // the tag order as written: TY first (ER closes the block, checked above)
    assert.deepEqual(Object.keys(parsed[i]), Object.keys(expected[i]));
  }

  // the same text through citation-js's full RIS -> CSL import
  const csl = new Cite(text).data as Record<string, unknown>[];
  assert.deepEqual(csl.map((r) => r.type), ["document", "document", "webpage", "document"]);
  assert.deepEqual(csl[0].author, [
    { family: "Kowalski", given: "Jan" },
    { family: "Weber", given: "Anna" },
  ]);
  assert.equal(csl[0]["publisher-place"], "Łódź (Lodz)");
  assert.equal(csl[0].URL, "https://example.org/letters/12?page=1");
  assert.deepEqual(csl[0].issued, { "date-parts": [[1848, 3]] });
  assert.deepEqual(csl[1].issued, { "date-parts": [[1848]] });
  assert.equal(csl[2].issued, undefined);
  assert.deepEqual(csl[3].issued, { "date-parts": [[1848, 3, 18]] });
  assert.equal(csl[0].title, "Letters from Łódź");

  // L1 points at the retained bytes, byte for byte
  for (let i = 0; i < expected.length; i++) {
    const got = await Deno.readFile(join(output, expected[i].L1));
    assert.deepEqual(got, f.bytes.get(f.versions[i]));
  }

  // provenance.json: one row per record, the ids, digest, size, provenance and context
  const prov = JSON.parse(await Deno.readTextFile(join(output, "provenance.json")));
  assert.equal(prov.format, "svc-refman-export/1");
  assert.equal(prov.project_id, prj);
  assert.equal(prov.snapshot, receipt.snapshot);
  assert.equal(prov.records.length, 4);
  for (let i = 0; i < 4; i++) {
    const row = prov.records[i];
    assert.equal(row.ris_record, i + 1);
    assert.equal(row.source_id, v[i].source_id);
    assert.equal(row.version_id, v[i].version_id);
    assert.equal(row.file, expected[i].L1);
    assert.equal(row.sha256, await sha256(f.bytes.get(f.versions[i])!));
    assert.equal(row.size, f.bytes.get(f.versions[i])!.length);
    assert.deepEqual(row.provenance, v[i].provenance);
    assert.deepEqual(row.context, v[i].context);
  }
  assert.equal(prov.records[0].origin_url, "https://example.org/letters/12?page=1");
  assert.equal(prov.records[1].origin_url, null);
});

Deno.test("withdrawn and purged versions are left out of the RIS and files, and listed as skipped", async () => {
  const f = await fixture();
  const output = join(f.dir, "out");
  const receipt = await refmanExport(f.root, { output, allowRetention: true });
  assert.deepEqual(
    receipt.skipped.map((s) => [s.version_id, s.reason]),
    [[f.withdrawn, "withdrawn"], [f.purged, "purged"]],
  );
  const text = await Deno.readTextFile(join(output, "export.ris"));
  assert.equal(text.includes(f.withdrawn), false);
  assert.equal(text.includes(f.purged), false);
  assert.equal((await walkTree(join(output, "files"))).files.length, 4);
  const prov = JSON.parse(await Deno.readTextFile(join(output, "provenance.json")));
  assert.deepEqual(prov.skipped, receipt.skipped);
});

Deno.test("an archive with no sources exports empty RIS, CSL-JSON and BibTeX files", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-refman-export-" });
  const root = join(dir, "book");
  await research.init(root, { title: "", language: "en" });
  const r = await refmanExport(root, { output: join(dir, "out"), allowRetention: true });
  assert.equal(r.records, 0);
  assert.equal(await Deno.readTextFile(join(dir, "out", "export.ris")), "");
  assert.equal(await Deno.readTextFile(join(dir, "out", "export.bib")), "");
  assert.equal(await Deno.readTextFile(join(dir, "out", "export.csl.json")), "[]\n");
  assert.deepEqual((await walkTree(join(dir, "out"))).files, [
    "export.bib",
    "export.csl.json",
    "export.ris",
    "provenance.json",
  ]);
});
