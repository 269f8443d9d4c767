/**
 * The research CLI with `SVC_LANG=de`, through the real `svc` program, for errors of every
 * area whose messages were English until issue 27: the search, source metadata (a missing
 * source, a stale correction, a correction without a reason), the reference manager (a bad
 * `SVC_REFMAN_API_URL`), bundles (a damaged bundle), images (a GIF and a PNG with a broken
 * CRC), the record state (`--strict` without a state file) and batches (a pin into the
 * batch's own future); and the `compare` text and Markdown views against Kafka's "Die
 * Verwandlung" from the corpus (the fixture archive's language is English, so the view also
 * says that the source reads as German). Each case runs in German and in English: German
 * must print no English wording of the catalogues (`testing/english_check.ts`), English must
 * print some, with the same exit code.
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "./mod.ts";
import { archivePaths } from "./store/paths.ts";
import { fullRecordsFixture } from "./testing/full_records_fixture.ts";
import { badCrcPng, GIF } from "./testing/images.ts";
import { englishIn } from "./testing/english_check.ts";
import { svc } from "../testing/cli.ts";

const CORPUS = new URL("../../shared/corpus/de/die-verwandlung.md", import.meta.url);

/** The fixture archive plus the first chapter of "Die Verwandlung" as a source. */
async function germanArchive() {
  const fixture = await fullRecordsFixture();
  const novel = await Deno.readTextFile(CORPUS);
  const receipt = await research.ingest(fixture.root, {
    bytes: new TextEncoder().encode(novel.slice(0, novel.indexOf("## Kapitel II"))),
    filename: "die-verwandlung.md",
    allowRetention: true,
    title: "Die Verwandlung, Kapitel I",
  });
  await Deno.writeTextFile(join(fixture.root, "verwandlung.md"), novel);
  return { ...fixture, source: receipt.source_id as string };
}

/** Runs `svc research ARGS` in German and in English; returns the German result. */
async function both(args: string[], env: Record<string, string> = {}) {
  const de = await svc(["research", ...args], { env: { ...env, SVC_LANG: "de" } });
  const en = await svc(["research", ...args], { env });
  return { de, en };
}

Deno.test("SVC_LANG=de: errors of search, metadata, Zotero, bundles, images, state and batches are German", async () => {
  const { root, records, source } = await germanArchive();
  const scratch = await Deno.makeTempDir({ prefix: "svc-german-errors-" });
  try {
    const p = ["--project", root];
    const snapshot = (await research.projectOverview(root)).snapshot as string;
    const dossier = records.dossier[0];
    const latestOf = async (kind: string, id: string) =>
      (await research.getRecord(root, { kind, id })).revision as number;
    const dossierRevision = String(await latestOf("dossier", dossier));
    const image = async (name: string, bytes: Uint8Array) => {
      await Deno.writeFile(join(scratch, name), bytes);
      return [
        "dossier-image",
        "--dossier-id",
        dossier,
        "--file",
        join(scratch, name),
        "--expected-snapshot",
        snapshot,
        "--expected-revision",
        dossierRevision,
        "--allow-retention",
        ...p,
      ];
    };
    const bundle = join(scratch, "bundle");
    await Deno.mkdir(bundle);
    await Deno.writeTextFile(join(bundle, "bundle.json"), '{"format": "something else"}');
    const ops = join(scratch, "ops.json");
    const link = await research.getRecord(root, {
      kind: "evidence_link",
      id: records.evidence_link[0],
    });
    const claim = (link.record as { claim_id: string }).claim_id;
    const latest = await latestOf("claim", claim);
    const why = { change_kind: "correction", reason: "Prüfung" };
    await Deno.writeTextFile(
      ops,
      JSON.stringify([
        { kind: "claim", id: claim, expected_revision: latest, changes: { title: "Neu" }, ...why },
        {
          kind: "evidence_link",
          id: records.evidence_link[0],
          expected_revision: link.revision,
          changes: { claim_revision: latest + 1 },
          ...why,
        },
      ]),
    );
    const cases: [string, string[], number, RegExp, Record<string, string>?][] = [
      ["search", ["search", "--query", "!!!", ...p], 2, /^Die Suche braucht mindestens ein Wort/],
      [
        "missing source",
        [
          "source-meta",
          "src_01ARZ3NDEKTSV4RRFFQ69G5FAV",
          "--title",
          "x",
          "--expected-revision",
          "0",
          "--reason",
          "r",
          ...p,
        ],
        2,
        /^Keine Quelle „src_01ARZ3NDEKTSV4RRFFQ69G5FAV“ in diesem Archiv$/,
      ],
      [
        "stale metadata correction",
        [
          "source-meta",
          source,
          "--title",
          "Die Verwandlung",
          "--expected-revision",
          "4",
          "--reason",
          "Titel",
          ...p,
        ],
        1,
        /^Quelle „src_\w+“ steht bei Metadaten-Revision 0, nicht 4; neu lesen/,
      ],
      [
        "metadata correction without a reason",
        ["source-meta", source, "--title", "Die Verwandlung", "--expected-revision", "0", ...p],
        2,
        /^Eine Korrektur der Metadaten braucht eine Begründung \(--reason TEXT\)$/,
      ],
      [
        "Zotero address",
        ["refman", "--library", "users/0", ...p],
        2,
        /^SVC_REFMAN_API_URL „ftp:\/\/zotero\.invalid\/“ muss eine http-URL sein$/,
        { SVC_REFMAN_API_URL: "ftp://zotero.invalid/" },
      ],
      [
        "damaged bundle",
        ["restore", "--from", bundle, "--to", join(scratch, "restored")],
        1,
        /^„[^“]+“ kann nicht wiederhergestellt werden: bundle\.json ist kein Bündel von svc research$/,
      ],
      [
        "GIF image",
        await image("karte.gif", GIF),
        1,
        /^Bild „karte\.gif“ wird nicht angenommen: es ist ein GIF-Bild; nur PNG- und JPEG-Bilder/,
      ],
      [
        "PNG with a broken checksum",
        await image("karte.png", badCrcPng()),
        1,
        /^Bild „karte\.png“ wird nicht angenommen: Chunk \w+ bei Byte \d+ besteht seine CRC-32-Prüfung nicht; nichts wurde geschrieben$/,
      ],
      [
        "batch pin into its own future",
        ["revise-batch", "--file", ops, "--dry-run", ...p],
        1,
        /^Operation 2: sie verweist auf Revision \d+ von clm_\w+, die erst dieser Stapel anlegen würde/,
      ],
    ];
    for (const [label, args, code, german, env] of cases) {
      const { de, en } = await both(args, env);
      assert.equal(de.code, code, `${label}: ${de.stderr}`);
      assert.equal(en.code, code, `${label}: ${en.stderr}`);
      const line = de.stderr.trimEnd();
      assert.match(line, /^\[error\] /, label);
      assert.equal(line.split("\n").length, 1, `${label}: ${line}`);
      assert.match(line.slice("[error] ".length), german, label);
      assert.deepEqual(englishIn(de.stderr), [], label);
      assert.notDeepEqual(englishIn(en.stderr), [], `${label}: ${en.stderr}`);
    }
    // The record state: --strict refuses a read without it (last: it removes the state file).
    await Deno.remove(archivePaths(root).state);
    const { de, en } = await both(["claim", "--inspect", claim, "--strict", ...p]);
    assert.equal(de.code, 1, de.stderr);
    assert.equal(en.code, 1, en.stderr);
    assert.match(
      de.stderr,
      /^\[error\] Der Datensatzstand „[^“]+state\.sqlite“ fehlt; ausführen: svc research reindex, oder ohne --strict lesen\n$/,
    );
    assert.deepEqual(englishIn(de.stderr), []);
    assert.notDeepEqual(englishIn(en.stderr), []);
  } finally {
    await Deno.remove(scratch, { recursive: true });
  }
});

Deno.test("SVC_LANG=de: svc research compare prints its text and Markdown views in German", async () => {
  const { root, source } = await germanArchive();
  const seen: string[] = [];
  for (const format of ["text", "md"]) {
    const args = [
      "compare",
      join(root, "verwandlung.md"),
      "--source-id",
      source,
      "--format",
      format,
    ];
    const { de, en } = await both([...args, "--project", root]);
    assert.equal(de.code, 0, de.stderr);
    assert.equal(en.code, 0, en.stderr);
    assert.equal(de.stderr, "");
    assert.deepEqual(englishIn(de.stdout), [], format);
    assert.notDeepEqual(
      englishIn(en.stdout),
      [],
      `${format} printed no English wording in English`,
    );
    seen.push(de.stdout);
  }
  const [text, md] = seen;
  for (
    const expected of [
      /^Quellenvergleich \(source_internal\)$/m,
      /^Quelle: +“Die Verwandlung, Kapitel I” \[src_\w+, Version ver_\w+\]: [\d,]+ Wörter, [\d,]+ Sätze, analysiert als en \(liest sich als de\)$/m,
      /^Manuskript: .*verwandlung\.md: [\d,]+ Wörter in 3 Kapiteln \(3 mit mindestens 100 Wörtern\)$/m,
      /^ {2}Jensen-Shannon-Divergenz +0\.\d{4} \(natürlicher Logarithmus;/m,
      /^Wörter, die die Quelle öfter gebraucht: Log-Likelihood G²/m,
      /^ {2}Merkmal +Einheit +Quelle +Median Manuskript +Spanne Manuskript +Lage$/m,
      /^ {2}- Die Quelle wird für sich analysiert \(source_internal\)\./m,
      /^ {2}- Nicht im Register, weil sie von der Länge des gemessenen Textes abhängen: /m,
    ]
  ) assert.match(text, expected);
  assert.match(md, /^# Quellenvergleich$/m);
  assert.match(
    md,
    /^\| Merkmal \| Einheit \| Quelle \| Median Manuskript \| Spanne Manuskript \| Lage \|$/m,
  );
  assert.match(md, /^## Hinweise$/m);
});
