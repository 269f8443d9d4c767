import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, svc } from "../testing/cli.ts";

async function archive(): Promise<{ dir: string; root: string }> {
  const dir = await Deno.makeTempDir({ prefix: "svc-source-meta-" });
  const root = join(dir, "book");
  const r = await svc(["research", "init", root]);
  assert.equal(r.code, 0, r.stderr);
  return { dir, root };
}

const logSize = async (root: string) =>
  (await Deno.stat(join(root, "svc-research", "log", "commits.jsonl"))).size;

Deno.test("ingest takes metadata flags (repeatable --author before or after the file) and stores revision 1 at schema 8", async () => {
  const { dir, root } = await archive();
  const file = join(dir, "01-stadtchronik.md");
  await Deno.writeTextFile(file, "# Stadtchronik 1848\n\nDie Mühle brannte im März.\n");
  const r = await svc([
    "research",
    "ingest",
    "--author",
    "Müller, Anna",
    file,
    "--author",
    "Weber, Jakob",
    "--date",
    "1848–1849",
    "--kind",
    "archival_record",
    "--place",
    "Łódź",
    "--source-language",
    "de",
    "--allow-retention",
    "--project",
    root,
  ]);
  assert.equal(r.code, 0, r.stderr);
  const receipt = JSON.parse(r.stdout);
  assert.equal(receipt.title, "Stadtchronik 1848", "from the heading, not the file name");
  assert.deepEqual(receipt.metadata, {
    title: "Stadtchronik 1848",
    authors: ["Müller, Anna", "Weber, Jakob"],
    date: "1848–1849",
    place: "Łódź",
    language: "de",
    kind: "archival_record",
  });
  assert.equal(receipt.metadata_revision, 1);
  assert.equal(receipt.period.sort_key, "1848-01-01/1849-12-31");
  assert.equal(receipt.storage, "research-local/8");
  assertError(
    await svc([
      "research",
      "ingest",
      file,
      "--kind",
      "novel",
      "--allow-retention",
      "--project",
      root,
    ]),
    2,
    /allowed: book, article/,
  );
});

Deno.test("source-meta reads, then corrects under --expected-revision: stale is exit 1 and writes nothing", async () => {
  const { dir, root } = await archive();
  const file = join(dir, "brief.txt");
  await Deno.writeTextFile(file, "Liebe Emilie,\n\nes regnet.\n");
  const ingested = JSON.parse(
    (await svc(["research", "ingest", file, "--allow-retention", "--project", root])).stdout,
  );
  assert.equal(ingested.metadata_revision, 0, "plain text knows only a title: no revision");
  assert.equal(ingested.storage, "research-local/1");
  const id = ingested.source_id;
  const read = JSON.parse((await svc(["research", "source-meta", id, "--project", root])).stdout);
  assert.deepEqual(read.metadata, { title: "brief" });
  assert.deepEqual(read.history, []);

  const args = ["research", "source-meta", id, "--project", root];
  assertError(await svc([...args, "--date", "1857"]), 2, /--expected-revision/);
  assertError(
    await svc([...args, "--date", "1857", "--expected-revision", "0"]),
    2,
    /needs a reason/,
  );
  const ok = await svc([
    ...args,
    "--title",
    "Brief an Emilie",
    "--author",
    "Fontane, Theodor",
    "--date",
    "1857-06-02",
    "--kind",
    "letter",
    "--expected-revision",
    "0",
    "--reason",
    "Signed and dated",
  ]);
  assert.equal(ok.code, 0, ok.stderr);
  const revised = JSON.parse(ok.stdout);
  assert.equal(revised.metadata_revision, 1);
  assert.equal(revised.storage, "research-local/8");
  const size = await logSize(root);
  assertError(
    await svc([...args, "--place", "Berlin", "--expected-revision", "0", "--reason", "x"]),
    1,
    /metadata revision 1, not 0/,
  );
  assert.equal(await logSize(root), size, "a stale correction writes nothing");
  const cleared = await svc([
    ...args,
    "--clear",
    "date",
    "--expected-revision",
    "1",
    "--reason",
    "The date is the archive's",
  ]);
  assert.equal(cleared.code, 0, cleared.stderr);
  assert.equal(JSON.parse(cleared.stdout).metadata.date, undefined);
  const listed = JSON.parse((await svc(["research", "sources", "--project", root])).stdout);
  assert.equal(listed.sources[0].title, "Brief an Emilie");
  assert.deepEqual(listed.sources[0].metadata.authors, ["Fontane, Theodor"]);
  const history = JSON.parse((await svc([...args])).stdout).history;
  assert.deepEqual(history.map((h: { revision: number }) => h.revision), [2, 1]);
  const audit = await svc(["research", "audit", "--project", root]);
  assert.equal(audit.code, 0, audit.stdout);
});

Deno.test("cite --style styles the citation in the CSL locale of the interface language; no id in the text", async () => {
  const { dir, root } = await archive();
  const file = join(dir, "brief.txt");
  await Deno.writeTextFile(file, "Liebe Emilie,\n\nDie Mühle brannte im März.\n");
  const ingest = await svc([
    "research",
    "ingest",
    file,
    "--title",
    "Brief an Emilie",
    "--author",
    "Fontane, Theodor",
    "--date",
    "1857-06-02",
    "--kind",
    "letter",
    "--allow-retention",
    "--project",
    root,
  ]);
  assert.equal(ingest.code, 0, ingest.stderr);
  const args = ["research", "cite", "--query", "Mühle", "--style", "mla", "--project", root];
  const de = await svc(args, { env: { SVC_LANG: "de" } });
  assert.equal(de.code, 0, de.stderr);
  const c = JSON.parse(de.stdout);
  assert.match(c.passage_id, /^psg_/);
  assert.equal(c.citation, "Brief an Emilie, version 1, ¶ 2");
  assert.equal(c.styled.locale, "de-DE");
  // MLA Handbook 9th ed.: Author. Title. Day Month Year. (the month in the locale's words)
  assert.match(c.styled.bibliography, /^Fontane, Theodor\. Brief an Emilie\. 2\. Juni 1857\.$/);
  const en = JSON.parse((await svc(args)).stdout);
  assert.equal(en.styled.locale, "en-US");
  assert.match(en.styled.bibliography, /2 June 1857/);
  for (const text of [c.citation, c.styled.note, c.styled.bibliography]) {
    assert.ok(!/psg_|src_|ver_/.test(text), text);
  }
  await Deno.remove(dir, { recursive: true });
});
