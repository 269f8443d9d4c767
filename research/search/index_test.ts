import assert from "node:assert/strict";
import { createHash } from "node:crypto";
import { DatabaseSync } from "node:sqlite";
import { join } from "node:path";
import { UsageError } from "../../src/errors.ts";
import {
  type IndexBatch,
  type IndexedPassage,
  type IndexedRecord,
  openIndex,
  type PassageHit,
  type SearchHit,
  StaleIndexError,
} from "./index.ts";
import { RANK_WINDOW } from "./read.ts";
import { buildIndexFile } from "./build.ts";

const PROJECT = "prj_test";

function sha(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}

/** Passages of one source version, laid end to end in its text (two newlines between). */
function passages(sourceId: string, versionId: string, texts: string[], version = 1) {
  let offset = 0;
  return texts.map((text, ordinal): IndexedPassage => {
    const length = Array.from(text).length;
    const p = {
      passage_id: `psg_${versionId}_${ordinal}`,
      source_id: sourceId,
      version_id: versionId,
      version,
      title: `Title of ${sourceId}`,
      page: null,
      ordinal,
      start: offset,
      end: offset + length,
      sha256: sha(text),
      text,
    };
    offset += length + 2;
    return p;
  });
}

function batch(commit: number, rest: Omit<IndexBatch, "commit" | "sha256"> = {}): IndexBatch {
  return { commit, sha256: sha(`commit ${commit}`), ...rest };
}

async function withDir(fn: (dir: string) => Promise<void> | void): Promise<void> {
  const dir = await Deno.makeTempDir();
  try {
    await fn(dir);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

function ids(hits: readonly SearchHit[]): string[] {
  return hits.map((h) => h.kind === "passage" ? h.passage_id : `${h.kind}:${h.record_id}`);
}

function marked(hit: SearchHit): string[] {
  const cps = Array.from(hit.excerpt);
  return hit.highlights.map((h) => cps.slice(h.start, h.end).join(""));
}

async function listing(dir: string): Promise<string[]> {
  const out: string[] = [];
  for await (const e of Deno.readDir(dir)) out.push(e.name);
  return out.sort();
}

const SAMPLE = [
  "Die Straße nach Łódź war im Winter kaum befahren.",
  "The Æsir met at the well; the saga names them twice.",
  "Un café au lait, puis la route vers Poznań.",
  "A cafe in the harbour sold salt and letters.",
  "Ørsted wrote from Kjøbenhavn about the ﬁnal proof.",
];

Deno.test("search finds Łódź by lodz, Straße by strasse, Æsir by aesir, accents both ways", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    index.apply(batch(1, { passages: passages("src_a", "ver_a", SAMPLE) }));
    const one = (q: string) => ids(index.search(q).hits);
    assert.deepEqual(one("lodz"), ["psg_ver_a_0"]);
    assert.deepEqual(one("ŁÓDŹ"), ["psg_ver_a_0"]);
    assert.deepEqual(one("strasse"), ["psg_ver_a_0"]);
    assert.deepEqual(one("STRASSE"), ["psg_ver_a_0"]);
    assert.deepEqual(one("aesir"), ["psg_ver_a_1"]);
    assert.deepEqual(one("poznan"), ["psg_ver_a_2"]);
    assert.deepEqual(one("orsted kjobenhavn"), ["psg_ver_a_4"]);
    assert.deepEqual(one("final proof"), ["psg_ver_a_4"]);
    // Accents both ways: café finds cafe and cafe finds café.
    assert.deepEqual(one("café ").sort(), ["psg_ver_a_2", "psg_ver_a_3"]);
    assert.deepEqual(one("cafe ").sort(), ["psg_ver_a_2", "psg_ver_a_3"]);
    const hit = index.search("strasse lodz ").hits[0];
    assert.deepEqual(marked(hit), ["Straße", "Łódź"]);
  });
});

Deno.test("the query syntax is ours: FTS5 syntax never reaches MATCH or breaks a query", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    index.apply(batch(1, {
      passages: passages("src_a", "ver_a", [
        "salt AND letters, title of the record",
        "NEAR the harbour (salt)",
        "nothing relevant",
      ]),
    }));
    const found = (q: string) => ids(index.search(q).hits).sort();
    assert.deepEqual(found('"salt'), ["psg_ver_a_0", "psg_ver_a_1"]);
    assert.deepEqual(found("salt AND letters"), ["psg_ver_a_0"]);
    assert.deepEqual(found("(salt"), ["psg_ver_a_0", "psg_ver_a_1"]);
    assert.deepEqual(found("title:record"), []); // a phrase: "title record"
    assert.deepEqual(found("title record"), ["psg_ver_a_0"]);
    assert.deepEqual(found("sal"), []); // a word is a whole word
    assert.deepEqual(found("sal*"), ["psg_ver_a_0", "psg_ver_a_1"]);
    assert.deepEqual(found("NEAR(salt harbour)"), ["psg_ver_a_1"]);
    assert.deepEqual(found("salt OR nothing"), ["psg_ver_a_0", "psg_ver_a_1", "psg_ver_a_2"]);
    assert.deepEqual(found("salt NOT harbour"), ["psg_ver_a_0"]);
    assert.throws(() => index.search('" * ( ) :'), UsageError);
  });
});

Deno.test("a passage hit carries its citation fields, an excerpt and a positive score", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    const ps = passages("src_a", "ver_a", SAMPLE);
    index.apply(batch(1, { passages: ps }));
    const { hits, capped } = index.search("lodz");
    assert.equal(capped, false);
    const hit = hits[0] as PassageHit;
    const { score, excerpt, highlights, ...rest } = hit;
    assert.deepEqual(rest, {
      kind: "passage",
      passage_id: "psg_ver_a_0",
      source_id: "src_a",
      version_id: "ver_a",
      version: 1,
      title: "Title of src_a",
      page: null,
      ordinal: 0,
      start: 0,
      end: Array.from(SAMPLE[0]).length,
      sha256: sha(SAMPLE[0]),
    });
    assert.ok(score > 0);
    assert.equal(excerpt, SAMPLE[0]);
    assert.deepEqual(highlights, [{ start: 16, end: 20 }]);
  });
});

Deno.test("a passage over a page break carries page_end; one on a single page none", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    const [a, b] = passages("src_a", "ver_a", ["The ledger ran on", "to the harbour"]);
    index.apply(batch(1, { passages: [{ ...a, page: 8, page_end: 9 }, { ...b, page: 9 }] }));
    const [over] = index.search("ledger").hits as PassageHit[];
    assert.deepEqual([over.page, over.page_end, over.paragraph], [8, 9, 1]);
    const [one] = index.search("harbour").hits as PassageHit[];
    assert.deepEqual([one.page, one.paragraph], [9, 1]);
    assert.equal("page_end" in one, false);
    // A last page that is not after the first is refused, and nothing is applied.
    const bad = { ...b, passage_id: "psg_bad", page: 9, page_end: 9 };
    assert.throws(() => index.apply(batch(2, { passages: [bad] })), /page_end 9/);
    assert.equal(index.state()?.commit, 1);
  });
});

Deno.test("a passage with the word five times ranks above one with it once", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    const filler = "one two three four five six seven eight nine ten";
    index.apply(batch(1, {
      passages: passages("src_a", "ver_a", [
        `salt ${filler}`,
        `salt ${filler} salt salt salt salt`.replace("six", "sixx"),
        `${filler} unrelated`,
        `salt ${filler}`,
      ]),
    }));
    const { hits } = index.search("salt ");
    assert.equal(hits[0].kind === "passage" && hits[0].passage_id, "psg_ver_a_1");
    assert.equal(hits.length, 3);
    assert.ok(hits[0].score > hits[1].score);
    // Equal scores keep index order.
    assert.equal(hits[1].score, hits[2].score);
    assert.deepEqual(ids(hits).slice(1), ["psg_ver_a_0", "psg_ver_a_3"]);
  });
});

Deno.test("apply() is idempotent by commit number", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    assert.equal(index.state(), null);
    const b1 = batch(1, { passages: passages("src_a", "ver_a", ["salt one"]) });
    const b2 = batch(2, { passages: passages("src_b", "ver_b", ["salt two"]) });
    assert.equal(index.apply([b1, b2]).applied, 2);
    assert.deepEqual(index.state(), { project_id: PROJECT, commit: 2, sha256: b2.sha256 });
    assert.equal(index.apply([b1, b2]).applied, 0);
    assert.equal(index.apply(b2).applied, 0);
    assert.equal(index.search("salt").hits.length, 2);
    const b3 = batch(3, { passages: passages("src_c", "ver_c", ["salt three"]) });
    const result = index.apply([b2, b3]);
    assert.equal(result.applied, 1);
    assert.deepEqual(result.state, { project_id: PROJECT, commit: 3, sha256: b3.sha256 });
    assert.equal(index.search("salt").hits.length, 3);
  });
});

Deno.test("several commits apply in one transaction: a failing one leaves none applied", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    index.apply(batch(1, { passages: passages("src_a", "ver_a", ["salt one"]) }));
    const good = batch(2, { passages: passages("src_b", "ver_b", ["pepper two"]) });
    const [p] = passages("src_c", "ver_c", ["pepper three"]);
    const bad = batch(3, { passages: [{ ...p, end: p.end + 1 }] });
    assert.throws(() => index.apply([good, bad]), RangeError);
    assert.equal(index.state()?.commit, 1);
    assert.deepEqual(index.search("pepper").hits, []);
    assert.throws(() => index.apply([batch(3), batch(2)]), /increasing commit numbers/);
    assert.throws(
      () => index.apply([batch(2), batch(4)]),
      (e) => e instanceof StaleIndexError && e.reason === "gap",
    );
    assert.throws(
      () => index.apply(batch(3)),
      (e) => e instanceof StaleIndexError && e.reason === "gap",
    );
    assert.equal(index.state()?.commit, 1);
    assert.throws(() => index.apply({ commit: 4, sha256: "nope" }), /invalid sha256/);
  });
});

Deno.test("two handles applying the same commits apply each commit once", async () => {
  await withDir((dir) => {
    const path = join(dir, "search.sqlite");
    using a = openIndex(path, { projectId: PROJECT });
    using b = openIndex(path, { projectId: PROJECT });
    const batches = [1, 2, 3].map((c) =>
      batch(c, { passages: passages(`src_${c}`, `ver_${c}`, [`salt ${c}`]) })
    );
    assert.equal(a.apply(batches.slice(0, 2)).applied, 2);
    assert.equal(b.apply(batches).applied, 1);
    assert.equal(a.search("salt").hits.length, 3);
  });
});

Deno.test("removals drop a source's, a version's and a record's hits", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    index.apply([
      batch(1, { passages: passages("src_a", "ver_a1", ["salt a1"]) }),
      batch(2, { passages: passages("src_a", "ver_a2", ["salt a2"], 2) }),
      batch(3, { passages: passages("src_b", "ver_b1", ["salt b1"]) }),
      batch(4, {
        records: [{ kind: "claim", record_id: "clm_1", revision: 1, title: "Salt", body: "x" }],
      }),
    ]);
    assert.equal(index.search("salt", { scope: "all" }).hits.length, 4);
    index.apply(batch(5, { removeVersions: ["ver_a1"] }));
    assert.deepEqual(ids(index.search("salt").hits).sort(), ["psg_ver_a2_0", "psg_ver_b1_0"]);
    index.apply(
      batch(6, {
        removeSources: ["src_a"],
        removeRecords: [{ kind: "claim", record_id: "clm_1" }],
      }),
    );
    assert.deepEqual(ids(index.search("salt", { scope: "all" }).hits), ["psg_ver_b1_0"]);
  });
});

Deno.test("a passage indexed again under the same id replaces the old text", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    const [old] = passages("src_a", "ver_a", ["old salt"]);
    const [fresh] = passages("src_a", "ver_a", ["new pepper"]);
    index.apply([batch(1, { passages: [old] }), batch(2, { passages: [fresh] })]);
    assert.deepEqual(index.search("salt").hits, []);
    assert.equal(index.search("pepper").hits[0].excerpt, "new pepper");
  });
});

const record = (
  kind: IndexedRecord["kind"],
  id: string,
  revision: number,
  title: string,
  body: string,
): IndexedRecord => ({ kind, record_id: id, revision, title, body });

Deno.test("a new record revision replaces the old one in search; an older one never does", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    index.apply(
      batch(1, { records: [record("dossier", "dos_1", 1, "Harbour", "Salt trade in Gdańsk.")] }),
    );
    assert.deepEqual(ids(index.search("gdansk", { scope: "dossiers" }).hits), ["dossier:dos_1"]);
    index.apply(
      batch(2, { records: [record("dossier", "dos_1", 2, "Harbour", "Grain trade in Toruń.")] }),
    );
    assert.deepEqual(index.search("gdansk", { scope: "dossiers" }).hits, []);
    const [hit] = index.search("torun", { scope: "dossiers" }).hits;
    assert.deepEqual({ ...hit, score: 0 }, {
      kind: "dossier",
      record_id: "dos_1",
      revision: 2,
      title: "Harbour",
      excerpt: "Grain trade in Toruń.",
      highlights: [{ start: 15, end: 20 }],
      score: 0,
    });
    index.apply(
      batch(3, { records: [record("dossier", "dos_1", 1, "Harbour", "Salt trade in Gdańsk.")] }),
    );
    assert.deepEqual(index.search("gdansk", { scope: "dossiers" }).hits, []);
    const [current] = index.search("torun", { scope: "dossiers" }).hits;
    assert.equal(current.kind === "dossier" && current.revision, 2);
  });
});

Deno.test("scopes: sources, one authored kind, or all: records first, then passages", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    index.apply(batch(1, {
      passages: passages("src_a", "ver_a", ["salt in the harbour of the town"]),
      records: [
        record("dossier", "dos_1", 1, "Salt", "Salt, salt and salt."),
        record("claim", "clm_1", 1, "Prices", "Salt was dear."),
        record("decision", "dec_1", 1, "Keep the salt", "Readers know it."),
      ],
    }));
    assert.deepEqual(ids(index.search("salt").hits), ["psg_ver_a_0"]);
    assert.deepEqual(ids(index.search("salt", { scope: "dossiers" }).hits), ["dossier:dos_1"]);
    assert.deepEqual(ids(index.search("salt", { scope: "claims" }).hits), ["claim:clm_1"]);
    assert.deepEqual(ids(index.search("salt", { scope: "decisions" }).hits), ["decision:dec_1"]);
    const all = index.search("salt", { scope: "all" });
    assert.equal(all.hits.length, 4);
    assert.deepEqual(all.hits.map((h) => h.kind), ["dossier", "decision", "claim", "passage"]);
    const records = all.hits.slice(0, 3).map((h) => h.score);
    assert.deepEqual(records, [...records].sort((a, b) => b - a));
    assert.equal(all.count, 4);
    assert.deepEqual(all.counts, { records: 3, passages: 1 });
    assert.equal(index.search("salt", { scope: "all", limit: 2 }).hits.length, 2);
    // A match in the title only: the excerpt is the start of the body, unmarked.
    const [decision] = index.search("keep", { scope: "decisions" }).hits;
    assert.equal(decision.excerpt, "Readers know it.");
    assert.deepEqual(decision.highlights, []);
  });
});

Deno.test("scope all puts a matching claim on the first page above 100 strong passages", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    // Passages full of the word score about 10 times a claim that names it once in a long
    // statement: merged by score, the claim would come after every passage.
    const strong = Array.from({ length: 100 }, (_, i) => `mill mill mill mill ${i}`);
    const other = Array.from({ length: 900 }, (_, i) => `the harbour of the town, year ${i}`);
    const statement = "The mill burned in the winter of 1794, " +
      "as the parish book says; ".repeat(20);
    index.apply(batch(1, {
      passages: passages("src_a", "ver_a", [...strong, ...other]),
      records: [
        record("claim", "clm_1", 1, "When the fire was", statement),
        ...Array.from({ length: 30 }, (_, i) => record("claim", `clm_x${i}`, 1, "Other", `${i}`)),
      ],
    }));
    const [best] = index.search("mill", { limit: 1 }).hits;
    const claim = index.search("mill", { scope: "claims" }).hits[0];
    assert.ok(best.score > 5 * claim.score, `${best.score} vs ${claim.score}`);
    const page = index.search("mill", { scope: "all", limit: 20 });
    assert.deepEqual(ids(page.hits.slice(0, 1)), ["claim:clm_1"]);
    assert.deepEqual(page.counts, { records: 1, passages: 100 });
    // The next page runs on in the passages, without repeating one.
    const next = index.search("mill", { scope: "all", limit: 20, offset: 20 });
    assert.equal(next.hits.length, 20);
    assert.ok(next.hits.every((h) => h.kind === "passage"));
    const seen = new Set(ids(page.hits));
    assert.ok(ids(next.hits).every((id) => !seen.has(id)));
  });
});

Deno.test("count is every hit; offset pages through all of them, once each", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    const texts = Array.from({ length: 57 }, (_, i) => `salt ${"and pepper ".repeat(i % 7)}${i}`);
    index.apply(batch(1, { passages: passages("src_a", "ver_a", texts) }));
    const first = index.search("salt", { limit: 25 });
    assert.equal(first.count, 57);
    assert.equal(first.hits.length, 25);
    const all: string[] = [];
    for (let offset = 0; offset < 57; offset += 25) {
      const page = index.search("salt", { limit: 25, offset });
      assert.equal(page.count, 57);
      all.push(...ids(page.hits));
    }
    assert.equal(all.length, 57);
    assert.equal(new Set(all).size, 57);
    // The pages are slices of the one ranked order.
    assert.deepEqual(
      all.slice(0, 100),
      ids(index.search("salt", { limit: 100 }).hits).slice(0, 57),
    );
    assert.deepEqual(index.search("salt", { offset: 57 }).hits, []);
    assert.equal(index.search("salt", { offset: 500 }).count, 57);
    for (const offset of [-1, 1.5, 1_000_001]) {
      assert.throws(() => index.search("salt", { offset }), UsageError);
    }
  });
});

Deno.test("search rejects an unknown scope and a limit outside 1 to 100", async () => {
  await withDir((dir) => {
    using index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    const many = Array.from({ length: 120 }, (_, i) => `salt number ${i}`);
    index.apply(batch(1, { passages: passages("src_a", "ver_a", many) }));
    assert.equal(index.search("salt").hits.length, 20);
    assert.equal(index.search("salt", { limit: 100 }).hits.length, 100);
    assert.equal(index.search("salt", { limit: 1 }).hits.length, 1);
    for (const limit of [0, 101, 1.5, NaN]) {
      assert.throws(() => index.search("salt", { limit }), UsageError);
    }
    // deno-lint-ignore no-explicit-any
    assert.throws(() => index.search("salt", { scope: "everything" as any }), UsageError);
  });
});

Deno.test("more matches than the ranking window: the newest are ranked and capped is set", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "search.sqlite");
    const texts = Array.from(
      { length: RANK_WINDOW + 5 },
      (_, i) => i === 2 ? "salt salt salt salt salt first" : `salt ${i}`,
    );
    await buildIndexFile(path, [batch(1, { passages: passages("src_a", "ver_a", texts) })], {
      projectId: PROJECT,
    });
    using index = openIndex(path, { readonly: true });
    const result = index.search("salt ");
    assert.equal(result.capped, true);
    // Passage 2 would rank first, but it is older than the newest RANK_WINDOW matches.
    assert.ok(!ids(result.hits).includes("psg_ver_a_2"));
    const ordinals = result.hits.map((h) => (h as PassageHit).ordinal);
    assert.ok(ordinals.every((o) => o >= 5), String(ordinals));
    assert.equal(index.search("first").capped, false);
    assert.deepEqual(ids(index.search("first").hits), ["psg_ver_a_2"]);
    // Every match counts, and paging goes on past the window, newest first, to the last.
    assert.equal(result.count, RANK_WINDOW + 5);
    const tail = index.search("salt", { offset: RANK_WINDOW - 10, limit: 100 });
    assert.equal(tail.hits.length, 15);
    assert.deepEqual(
      tail.hits.slice(10).map((h) => (h as PassageHit).ordinal),
      [4, 3, 2, 1, 0],
    );
    const everything: string[] = [];
    for (let offset = 0; offset < RANK_WINDOW + 5; offset += 100) {
      everything.push(...ids(index.search("salt", { offset, limit: 100 }).hits));
    }
    assert.equal(new Set(everything).size, RANK_WINDOW + 5);
  });
});

Deno.test("a read-only open never writes: file bytes and folder stay the same", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "search.sqlite");
    await buildIndexFile(path, [batch(1, { passages: passages("src_a", "ver_a", SAMPLE) })], {
      projectId: PROJECT,
    });
    const before = await Deno.readFile(path);
    const names = await listing(dir);
    const mtime = (await Deno.stat(path)).mtime;
    {
      using index = openIndex(path, { readonly: true, projectId: PROJECT });
      assert.equal(index.state()?.commit, 1);
      assert.equal(index.search("lodz").hits.length, 1);
      assert.equal(index.search("salt", { scope: "all" }).hits.length, 1);
      assert.throws(() => index.apply(batch(2)), /read-only/);
    }
    assert.deepEqual(await Deno.readFile(path), before);
    assert.deepEqual(await listing(dir), names);
    assert.deepEqual((await Deno.stat(path)).mtime, mtime);
  });
});

Deno.test("an unusable index throws StaleIndexError with the reason", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "search.sqlite");
    const reason = (fn: () => unknown) => {
      try {
        fn();
      } catch (e) {
        assert.ok(e instanceof StaleIndexError, String(e));
        return e.reason;
      }
      assert.fail("no error");
    };
    assert.equal(reason(() => openIndex(path, { readonly: true })), "missing");
    assert.deepEqual(await listing(dir), []);
    assert.throws(() => openIndex(path), /no project id/);
    openIndex(path, { projectId: PROJECT }).close();
    assert.equal(reason(() => openIndex(path, { projectId: "prj_other" })), "project");
    assert.equal(
      reason(() => openIndex(path, { readonly: true, projectId: "prj_other" })),
      "project",
    );
    const db = new DatabaseSync(path);
    db.exec("UPDATE meta SET format = 999");
    db.close();
    assert.equal(reason(() => openIndex(path, { readonly: true })), "format");
    await Deno.writeTextFile(path, "this is not a database, just text. ".repeat(200));
    assert.equal(reason(() => openIndex(path, { readonly: true })), "corrupt");
    assert.equal(reason(() => openIndex(path, { projectId: PROJECT })), "corrupt");
    // reindex repairs every reason.
    await buildIndexFile(path, [batch(1, { passages: passages("src_a", "ver_a", SAMPLE) })], {
      projectId: PROJECT,
    });
    using index = openIndex(path, { readonly: true, projectId: PROJECT });
    assert.equal(index.search("lodz").hits.length, 1);
  });
});

Deno.test("reindex keeps the old file intact and readable until the rename", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "search.sqlite");
    await buildIndexFile(path, [batch(1, { passages: passages("src_a", "ver_a", ["old salt"]) })], {
      projectId: PROJECT,
    });
    const oldBytes = await Deno.readFile(path);
    using reader = openIndex(path, { readonly: true });
    let seenDuringBuild = false;
    async function* fresh(): AsyncGenerator<IndexBatch> {
      yield batch(1, { passages: passages("src_a", "ver_a", ["new pepper"]) });
      // Mid-build: the target is the old file, byte for byte, and answers as before.
      assert.deepEqual(await Deno.readFile(path), oldBytes);
      assert.equal(reader.search("salt").hits.length, 1);
      assert.equal((await listing(dir)).length, 2); // the target and one temp file
      seenDuringBuild = true;
      yield batch(2, { passages: passages("src_b", "ver_b", ["more pepper"]) });
    }
    const state = await buildIndexFile(path, fresh(), { projectId: PROJECT });
    assert.ok(seenDuringBuild);
    assert.equal(state?.commit, 2);
    assert.deepEqual(await listing(dir), ["search.sqlite"]);
    // The open handle notices the replaced file and reads the new one.
    assert.deepEqual(reader.search("salt").hits, []);
    assert.equal(reader.search("pepper").hits.length, 2);
    assert.equal(reader.state()?.commit, 2);
  });
});

Deno.test("a failed reindex leaves the old file unchanged and no temp file", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "search.sqlite");
    await buildIndexFile(path, [batch(1, { passages: passages("src_a", "ver_a", ["old salt"]) })], {
      projectId: PROJECT,
    });
    const oldBytes = await Deno.readFile(path);
    async function* failing(): AsyncGenerator<IndexBatch> {
      yield batch(1, { passages: passages("src_a", "ver_a", ["new pepper"]) });
      throw new Error("log unreadable");
    }
    await assert.rejects(buildIndexFile(path, failing(), { projectId: PROJECT }), /log unreadable/);
    assert.deepEqual(await Deno.readFile(path), oldBytes);
    assert.deepEqual(await listing(dir), ["search.sqlite"]);
  });
});

Deno.test("a writable handle applies to the rebuilt file, not the replaced one", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "search.sqlite");
    using writer = openIndex(path, { projectId: PROJECT });
    writer.apply(batch(1, { passages: passages("src_a", "ver_a", ["old salt"]) }));
    await buildIndexFile(
      path,
      [batch(1, { passages: passages("src_a", "ver_a", ["new pepper"]) })],
      {
        projectId: PROJECT,
      },
    );
    const b2 = batch(2, { passages: passages("src_b", "ver_b", ["more pepper"]) });
    assert.equal(writer.apply([batch(1), b2]).applied, 1);
    using reader = openIndex(path, { readonly: true });
    assert.equal(reader.search("pepper").hits.length, 2);
    assert.deepEqual(reader.search("salt").hits, []);
  });
});

Deno.test("a closed index refuses further calls", async () => {
  await withDir((dir) => {
    const index = openIndex(join(dir, "search.sqlite"), { projectId: PROJECT });
    index.close();
    index.close();
    assert.throws(() => index.search("salt"), /closed/);
  });
});

Deno.test("two processes refreshing the same index at once apply every commit once", async () => {
  await withDir(async (dir) => {
    const path = join(dir, "search.sqlite");
    openIndex(path, { projectId: PROJECT }).close();
    const child = `
      import { openIndex } from ${JSON.stringify(new URL("./index.ts", import.meta.url).href)};
      const sha = (n) => n.toString(16).padStart(64, "0");
      const batch = (c) => ({ commit: c, sha256: sha(c), passages: [{
        passage_id: "psg_" + c, source_id: "src_" + c, version_id: "ver_" + c, version: 1,
        title: "t", page: null, ordinal: 0, start: 0, end: 9, sha256: sha(c), text: "salt " + String(c).padStart(4, "0"),
      }] });
      const index = openIndex(${JSON.stringify(path)}, { projectId: ${JSON.stringify(PROJECT)} });
      let applied = 0;
      for (let head = 1; head <= 40; head++) {
        const from = (index.state()?.commit ?? 0) + 1;
        const list = [];
        for (let c = from; c <= head; c++) list.push(batch(c));
        applied += index.apply(list).applied;
      }
      console.log(applied);
    `;
    const run = () =>
      new Deno.Command(Deno.execPath(), { args: ["eval", child], stdout: "piped" }).output();
    const outs = await Promise.all([run(), run()]);
    const applied = outs.map((o) => {
      assert.ok(o.success);
      return Number(new TextDecoder().decode(o.stdout));
    });
    assert.equal(applied[0] + applied[1], 40);
    using index = openIndex(path, { readonly: true });
    assert.equal(index.state()?.commit, 40);
    const { hits } = index.search("salt", { limit: 100 });
    assert.equal(new Set(ids(hits)).size, 40);
    assert.equal(hits.length, 40);
  });
});
