/**
 * The state of a source version inside a German sentence: "withdrawn" and "purged" (and an
 * image's "missing") are words of the research terms, so a German error says
 * "zurückgezogen" / "gelöscht" where the English one keeps "withdrawn" / "purged" — for a
 * comparison against a withdrawn or purged source (`compare.unavailable`) and a second
 * tombstone (`source.already`); the manuscript a source is compared with cannot be read
 * (missing, a folder, not UTF-8), and the Zotero schema error, are keyed too. The English
 * messages stay word for word as before; the German ones hold no English wording of the
 * catalogues (`testing/english_check.ts`).
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import type { MessageRef } from "../src/errors.ts";
import { keyedMessage } from "../src/i18n/keyed_message.ts";
import { messages } from "../src/i18n/messages.ts";
import { processingError } from "./keyed_errors.ts";
import * as research from "./mod.ts";
import { englishIn } from "./testing/english_check.ts";
import { fullRecordsFixture } from "./testing/full_records_fixture.ts";

const CORPUS = new URL("../../shared/corpus/de/die-verwandlung.md", import.meta.url);
const DE = messages("de");

async function refusal(attempt: () => Promise<unknown>): Promise<{ en: string; de: string }> {
  try {
    await attempt();
  } catch (e) {
    const de = keyedMessage(e as { ref?: MessageRef }, DE);
    assert.ok(de !== undefined, (e as Error).message);
    assert.deepEqual(englishIn(de), [], de);
    return { en: (e as Error).message, de };
  }
  throw new Error("not refused");
}

Deno.test("a withdrawn or purged source version is named so in German, English unchanged", async () => {
  const { root } = await fullRecordsFixture();
  try {
    const novel = await Deno.readTextFile(CORPUS);
    const receipt = await research.ingest(root, {
      bytes: new TextEncoder().encode(novel.slice(0, novel.indexOf("## Kapitel II"))),
      filename: "die-verwandlung.md",
      allowRetention: true,
      title: "Die Verwandlung, Kapitel I",
    });
    const sourceId = receipt.source_id as string;
    const versionId = receipt.version_id as string;
    const manuscript = join(root, "verwandlung.md");
    await Deno.writeTextFile(manuscript, novel);
    const tombstone = async (purge: boolean) => {
      const expectedSnapshot = (await research.projectOverview(root)).snapshot as string;
      const options = { sourceId, versionId, reason: "Rechte entzogen", expectedSnapshot };
      return purge
        ? research.purgeSourceVersion(root, options)
        : research.withdrawSourceVersion(root, options);
    };
    // The manuscript a source is compared with: missing, a folder, not UTF-8.
    const missing = join(root, "fehlt.md");
    const notUtf8 = join(root, "latin1.md");
    await Deno.writeFile(notUtf8, new Uint8Array([0x47, 0x72, 0xfc, 0xdf]));
    const reads: [string, string, string][] = [
      [missing, "no such file", "Datei fehlt"],
      [root, "it is a directory", "ist ein Ordner"],
      [notUtf8, "invalid UTF-8 at byte 2", "ungültiges UTF-8 bei Byte 2"],
    ];
    for (const [path, english, german] of reads) {
      const read = await refusal(() => research.compareSource(root, sourceId, path));
      // The English text is what src/i18n/messages_en.ts words it (unchanged).
      assert.equal(read.en, messages("en").errors.cannotRead(path, english));
      assert.equal(read.de, `Manuskript „${path}“ kann nicht gelesen werden: ${german}`);
    }
    await tombstone(false);
    const compared = await refusal(() => research.compareSource(root, sourceId, manuscript));
    assert.equal(
      compared.en,
      `Source "${sourceId}" version 1 is withdrawn; it is not compared`,
    );
    assert.equal(
      compared.de,
      `Quelle „${sourceId}“ Version 1 ist zurückgezogen; sie wird nicht verglichen`,
    );
    const again = await refusal(() => tombstone(false));
    assert.equal(
      again.en,
      `Version ${versionId} of source ${sourceId} is already withdrawn; nothing was written`,
    );
    assert.equal(
      again.de,
      `Version ${versionId} der Quelle ${sourceId} ist schon zurückgezogen; nichts wurde geschrieben`,
    );
    await tombstone(true);
    const purged = await refusal(() => tombstone(true));
    assert.match(purged.en, / is already purged; nothing was written$/);
    assert.match(purged.de, / ist schon gelöscht; nichts wurde geschrieben$/);
    const comparedPurged = await refusal(() => research.compareSource(root, sourceId, manuscript));
    assert.match(comparedPurged.de, / ist gelöscht; sie wird nicht verglichen$/);
  } finally {
    await Deno.remove(root, { recursive: true });
  }
});

Deno.test("the Zotero schema error keeps its English and is worded in German", () => {
  const error = processingError("refman.zotero_schema", {
    dir: "/home/me/Zotero",
    why: "no such table: items",
  });
  assert.equal(
    error.message,
    'Cannot read the Zotero database in "/home/me/Zotero" (not a Zotero 5–7 schema?): ' +
      "no such table: items",
  );
  const de = keyedMessage(error, DE)!;
  assert.equal(
    de,
    "Die Zotero-Datenbank in „/home/me/Zotero“ kann nicht gelesen werden (kein Schema von " +
      "Zotero 5–7?): no such table: items",
  );
  assert.deepEqual(englishIn(de), []);
});
