import assert from "node:assert/strict";
import { get, ingestLetter, post, withResearch } from "../testing/research.ts";

// Expected forms: MLA Handbook 9th ed. works-cited entry (Author. Title. Publisher, Year.) and
// in-text "(Author)"; APA Publication Manual 7th ed. reference (Author, I. (Year). Title.
// Publisher.) and in-text "(Author, Year)"; Chicago Manual of Style 17th ed. bibliography entry
// (Author. Title. Place: Publisher, Year.). The fixture letter is plain text: no page.
const BOOK = {
  title: "The Ledger Letters",
  metadata: {
    authors: ["Müller, Anna"],
    date: "1893",
    publisher: "Harbour Press",
    place: "Łódź",
    kind: "book",
  },
};

async function firstPassage(app: Parameters<typeof get>[0], sourceId: unknown): Promise<string> {
  const detail = await (await get(app, `/research/sources?id=${sourceId}`)).json();
  return detail.passages[1].passage_id;
}

Deno.test("GET /research/citation styles one passage in Chicago, MLA and APA; the id stays in the JSON only", async () => {
  await withResearch(async ({ app }) => {
    const receipt = await ingestLetter(app, BOOK);
    const id = await firstPassage(app, receipt.source_id);
    const expected = {
      chicago: "Müller, Anna. The Ledger Letters. Łódź: Harbour Press, 1893.",
      mla: "Müller, Anna. The Ledger Letters. Harbour Press, 1893.",
      apa: "Müller, A. (1893). The Ledger Letters. Harbour Press.",
    };
    const notes = {
      chicago: /^Müller, The Ledger Letters\.$/,
      mla: /^\(Müller\)$/,
      apa: /^\(Müller, 1893\)$/,
    };
    for (const style of ["chicago", "mla", "apa"] as const) {
      const res = await get(app, `/research/citation?passage_id=${id}&style=${style}&language=en`);
      assert.equal(res.status, 200);
      const c = await res.json();
      assert.equal(c.ok, true);
      assert.equal(c.schema, "research-citation-local/1");
      assert.equal(c.passage_id, id);
      assert.equal(c.styled.style, style);
      assert.equal(c.styled.locale, "en-US");
      assert.equal(c.styled.bibliography, expected[style]);
      assert.match(c.styled.note, notes[style]);
      for (const text of [c.citation, c.styled.note, c.styled.bibliography]) {
        assert.ok(!/psg_|src_|ver_/.test(text), text);
      }
    }
    // Without a style: the envelope and the archive's line, no `styled`.
    const plain = await (await get(app, `/research/citation?passage_id=${id}`)).json();
    assert.equal(plain.citation, "The Ledger Letters, version 1, ¶ 2");
    assert.equal(plain.styled, undefined);
    assert.equal(plain.csl.type, "book");
  });
});

Deno.test("GET /research/citation speaks the CSL locale of the page's language, else the project's interface language", async () => {
  await withResearch(async ({ app, state }) => {
    const receipt = await ingestLetter(app, {
      metadata: { authors: ["Müller, Anna"], date: "1893-03-18", kind: "letter" },
    });
    const id = await firstPassage(app, receipt.source_id);
    const mla = async (q: string) =>
      (await (await get(app, `/research/citation?passage_id=${id}&style=mla${q}`)).json()).styled;
    const de = await mla("&language=de");
    assert.equal(de.locale, "de-DE");
    assert.match(de.bibliography, /18\. März 1893/);
    const fr = await mla("&language=fr");
    assert.match(fr.bibliography, /18 mars 1893/);
    assert.equal((await mla("")).locale, "en-US");
    state.session.ui_language = "nl";
    const nl = await mla("");
    assert.equal(nl.locale, "nl-NL");
    assert.match(nl.bibliography, /18 maart 1893/);
  });
});

Deno.test("GET /research/citation refuses an unknown passage, style or language with 400", async () => {
  await withResearch(async ({ app }) => {
    const receipt = await ingestLetter(app);
    const id = await firstPassage(app, receipt.source_id);
    for (
      const q of [
        "",
        "passage_id=",
        "passage_id=psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
        `passage_id=${id}&style=harvard`,
        `passage_id=${id}&style=apa&language=xx`,
      ]
    ) {
      const res = await get(app, `/research/citation?${q}`);
      assert.equal(res.status, 400, q);
      assert.equal((await res.json()).ok, false);
    }
    // A POST is no citation route.
    assert.equal((await post(app, "/research/citation", { passage_id: id })).status, 404);
  });
});
