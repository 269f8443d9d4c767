/**
 * SPEC 9.7: archives of schemas 1 to 7 are readable and reads never rewrite older bytes. The
 * fixtures in `testdata/research/schema-N/` were written by this code through the facade
 * (`scripts/make_research_fixtures.ts`); each test copies one to a temp folder, runs every
 * read the facade has, checks what comes back field by field against the content the script
 * writes (hard-coded here; only ids and timestamps are taken from the log), and checks that
 * not one byte of the manifest, the log or the objects changed. The derived `index/` folder
 * may appear (search builds it); nothing else may.
 *
 * @module
 */

import assert from "node:assert/strict";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import * as research from "./mod.ts";
import { sha256 } from "./store/digest.ts";
import { loadArchive } from "./store/load.ts";
import { archivePaths } from "./store/paths.ts";

const FIXTURES = fileURLToPath(new URL("../testdata/research/", import.meta.url));
const ACTOR = "fixture-author";

type Obj = Record<string, unknown>;

/** One source as the script ingests it, and the schema whose fixture first has it. */
interface SourceSpec {
  readonly since: number;
  readonly title: string;
  readonly filename: string;
  readonly media_type: string;
  /** The extracted text (for text sources also the bytes). */
  readonly text: string;
  readonly passages: readonly string[];
  readonly page: number | null;
  readonly context: Obj;
  readonly origin_url?: string;
  readonly provenance: Obj;
  readonly commit: number;
}

const SOURCES: readonly SourceSpec[] = [
  {
    since: 1,
    title: "Letters",
    filename: "letters.txt",
    media_type: "text/plain",
    text: "The mill burned in March 1848.\n\nLetters from Łódź mention the fire.\n\n" +
      "The insurer paid in 1849.\n",
    passages: [
      "The mill burned in March 1848.",
      "Letters from Łódź mention the fire.",
      "The insurer paid in 1849.",
    ],
    page: null,
    context: { genre: "letter", place: "Łódź" },
    provenance: { method: "text-utf8/1" },
    commit: 2,
  },
  {
    since: 2,
    title: "Harbour notes",
    filename: "harbour.txt",
    media_type: "text/plain",
    text: "The harbour froze in January 1849.\n\nShips waited at Gdańsk.\n",
    passages: ["The harbour froze in January 1849.", "Ships waited at Gdańsk."],
    page: null,
    context: {},
    origin_url: "https://example.org/archive/harbour-notes",
    provenance: { method: "text-utf8/1" },
    commit: 9,
  },
  {
    since: 3,
    title: "Fire register",
    filename: "register.txt",
    media_type: "text/plain",
    text: "Register of fires, 1848.\n\nEntry 12: the mill on Piotrkowska Street.\n",
    passages: ["Register of fires, 1848.", "Entry 12: the mill on Piotrkowska Street."],
    page: null,
    context: {
      genre: "register",
      external_reference: { system: "zotero", library: "users/0", item_key: "ABCD2345" },
    },
    provenance: { method: "text-utf8/1" },
    commit: 10,
  },
  {
    since: 4,
    title: "Insurance ledger",
    filename: "ledger.pdf",
    media_type: "application/pdf",
    text: "Insurance ledger, 1849.\n\nPaid to the mill owners: 300 roubles.",
    passages: ["Insurance ledger, 1849.", "Paid to the mill owners: 300 roubles."],
    page: 1,
    context: {},
    provenance: { method: "pdf-native/1", engine: "unpdf 1.8.1", pages: 1, ocr_pages: [] },
    commit: 11,
  },
];

const DOSSIER_BODY =
  "# Mill\nThe mill burned in March 1848.\n\n# Insurance\nThe insurer paid a year later.\n";
const C1_V1 = "The mill burned in March 1848.";
const C1_V2 = "The mill burned on 14 March 1848.";
/** Commits per fixture (schema 1 … 6), and the passages and sources each one holds. */
const COMMITS = [7, 9, 10, 11, 12, 13];
/** The storage schema each commit declares (SPEC 9.7: the least its operations need). */
const COMMIT_SCHEMAS = [1, 1, 1, 1, 1, 1, 1, 2, 2, 3, 4, 5, 6];

/** Ids and timestamps, the only things the test takes from the log. */
interface LogFacts {
  readonly projectId: string;
  readonly head: string;
  readonly at: Map<number, string>;
  readonly schemas: number[];
  readonly sources: Map<string, { source_id: string; version_id: string; passages: string[] }>;
  readonly records: Map<string, string>;
}

async function readLogFacts(root: string): Promise<LogFacts> {
  const lines = (await Deno.readTextFile(join(root, "svc-research", "log", "commits.jsonl")))
    .split("\n").filter((l) => l !== "");
  const at = new Map<number, string>();
  const schemas: number[] = [];
  const sources = new Map<string, { source_id: string; version_id: string; passages: string[] }>();
  const records = new Map<string, string>();
  let projectId = "";
  let head = "";
  for (const line of lines) {
    const c = JSON.parse(line);
    at.set(c.commit, c.at);
    schemas.push(c.schema);
    assert.equal(c.actor, ACTOR);
    head = c.sha256;
    for (const op of c.ops) {
      if (op.op === "init") projectId = op.project_id;
      if (op.op === "source_version") {
        sources.set(op.title, { source_id: op.source_id, version_id: op.version_id, passages: [] });
      }
      if (op.op === "passage") {
        const s = [...sources.values()].find((x) => x.version_id === op.version_id)!;
        s.passages[op.ordinal] = op.passage_id;
      }
      if (op.op === "revision" && op.revision === 1) {
        const name = op.kind === "evidence_link" || op.kind === "claim_relation"
          ? op.kind
          : `${op.kind}:${op.record.title}`;
        assert.ok(!records.has(name), `the script writes one ${name}`);
        records.set(name, op.record_id);
      }
    }
  }
  return { projectId, head, at, schemas, sources, records };
}

/** sha256 of every file under `root`, leaving out the derived search index. */
async function treeDigest(root: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  const walk = async (dir: string): Promise<void> => {
    for await (const e of Deno.readDir(dir)) {
      const path = join(dir, e.name);
      const rel = relative(root, path);
      if (rel === join("svc-research", "index")) continue;
      if (e.isDirectory) await walk(path);
      else out.set(rel, await sha256(await Deno.readFile(path)));
    }
  };
  await walk(root);
  return out;
}

async function copyTree(from: string, to: string): Promise<void> {
  for await (const e of Deno.readDir(from)) {
    const src = join(from, e.name), dst = join(to, e.name);
    if (e.isDirectory) {
      await Deno.mkdir(dst, { recursive: true });
      await copyTree(src, dst);
    } else {
      await Deno.mkdir(dirname(dst), { recursive: true });
      await Deno.copyFile(src, dst);
    }
  }
}

/**
 * The empty folders `init` makes. Git keeps no empty folder, so a checked-out fixture lacks
 * them; the main tests put them back (creating a folder changes no file's bytes). The ignored
 * test below shows what happens without them.
 */
const EMPTY_FOLDERS = ["tmp", "quarantine", "checkpoints", "index"];

async function restoreEmptyFolders(root: string): Promise<void> {
  for (const sub of EMPTY_FOLDERS) {
    await Deno.mkdir(join(root, "svc-research", sub), { recursive: true });
  }
}

const codePoints = (s: string) => [...s].length;

/** The stored record plus the fields every view adds. */
function view(
  facts: LogFacts,
  kind: string,
  id: string,
  fields: Obj,
  revision: number,
  createdCommit: number,
  revisedCommit: number,
): Obj {
  return {
    record_id: id,
    kind,
    ...fields,
    revision,
    created_at: facts.at.get(createdCommit),
    revised_at: facts.at.get(revisedCommit),
  };
}

for (let n = 1; n <= 6; n++) {
  Deno.test(`schema-${n} fixture: every read answers with what was written and changes no byte`, async () => {
    const root = join(await Deno.makeTempDir({ prefix: `svc-schema-${n}-` }), "project");
    await copyTree(join(FIXTURES, `schema-${n}`), root);
    await restoreEmptyFolders(root);
    const before = await treeDigest(root);
    assert.ok(before.size >= 4, "the fixture was copied");
    const facts = await readLogFacts(root);
    const sources = SOURCES.filter((s) => s.since <= n);
    const passage = (title: string, ordinal: number) => facts.sources.get(title)!.passages[ordinal];
    const dos = facts.records.get("dossier:The mill fire")!;
    const c1 = facts.records.get("claim:Fire in March 1848")!;
    const c2 = facts.records.get("claim:Insurance payout")!;
    const link = facts.records.get("evidence_link")!;
    const dec = facts.records.get("decision:Move the fire to April")!;
    const rel = facts.records.get("claim_relation");
    assert.equal(facts.records.size, n === 6 ? 6 : 5);
    assert.equal(rel !== undefined, n === 6);

    // (a) the manifest names schema n, and the overview says the same.
    const manifest = JSON.parse(
      await Deno.readTextFile(join(root, "svc-research", "MANIFEST.json")),
    );
    assert.equal(manifest.storage, `research-local/${n}`);
    assert.equal(manifest.format, `research-manifest-local/${n}`);
    assert.equal(manifest.project_id, facts.projectId);
    assert.deepEqual(facts.schemas, COMMIT_SCHEMAS.slice(0, COMMITS[n - 1]));

    const overview = await research.projectOverview(root);
    const passageCount = sources.reduce((k, s) => k + s.passages.length, 0);
    assert.deepEqual(
      { ...overview, root: undefined, index: undefined },
      {
        schema: "research-status-local/1",
        initialized: true,
        root: undefined,
        project_id: facts.projectId,
        snapshot: facts.head,
        title: "Fixture archive",
        language: "en",
        storage: `research-local/${n}`,
        storage_schema: n,
        commits: COMMITS[n - 1],
        counts: {
          sources: sources.length,
          versions: sources.length,
          passages: passageCount,
          dossiers: 1,
          claims: 2,
          evidence_links: 1,
          decisions: 1,
          claim_relations: n >= 6 ? 1 : 0,
          manuscript_claim_links: 0,
        },
        index: undefined,
        torn_tail_bytes: 0,
      },
    );

    // (b) sources, versions and passages, field by field.
    const versionOf = async (s: SourceSpec): Promise<Obj> => {
      const ids = facts.sources.get(s.title)!;
      const textRef = {
        sha256: await sha256(s.text),
        size: new TextEncoder().encode(s.text).length,
      };
      const bytesPath = (hash: string) =>
        join(root, "svc-research", "objects", "sha256", hash.slice(0, 2), hash);
      let bytesRef = textRef;
      if (s.media_type === "application/pdf") {
        const log = await Deno.readTextFile(join(root, "svc-research", "log", "commits.jsonl"));
        const hash = /"bytes":\{"sha256":"([0-9a-f]{64})"[^}]*\}[^\n]*"filename":"ledger\.pdf"/
          .exec(log)![1];
        const pdf = await Deno.readFile(bytesPath(hash));
        assert.equal(new TextDecoder().decode(pdf.subarray(0, 5)), "%PDF-");
        bytesRef = { sha256: await sha256(pdf), size: pdf.length };
      }
      return {
        version_id: ids.version_id,
        version: 1,
        title: s.title,
        filename: s.filename,
        media_type: s.media_type,
        bytes: bytesRef,
        text: textRef,
        availability: "available",
        passages: s.passages.length,
        context: s.context,
        ...(s.origin_url ? { origin_url: s.origin_url } : {}),
        provenance: s.provenance,
        retention: { allowed: true, at: undefined },
        commit: s.commit,
        at: facts.at.get(s.commit),
        actor: ACTOR,
      };
    };
    const withoutRetentionTime = (v: Obj) => {
      const r = v.retention as Obj;
      assert.equal(r.allowed, true);
      assert.match(String(r.at), /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/);
      return { ...v, retention: { allowed: true, at: undefined } };
    };
    const listed = await research.listSources(root);
    assert.equal(listed.schema, "research-sources-local/1");
    assert.equal(listed.project_id, facts.projectId);
    assert.equal(listed.snapshot, facts.head);
    const list = listed.sources as Obj[];
    assert.equal(list.length, sources.length);
    for (const [i, s] of sources.entries()) {
      const expected = await versionOf(s);
      assert.deepEqual(
        { ...list[i], latest_version: withoutRetentionTime(list[i].latest_version as Obj) },
        {
          source_id: facts.sources.get(s.title)!.source_id,
          title: s.title,
          // Additive since schema 8: a source without metadata revisions has only its title.
          metadata_revision: 0,
          metadata: { title: s.title },
          period: null,
          versions: 1,
          latest_version: expected,
        },
      );
      const detail = await research.getSource(root, facts.sources.get(s.title)!.source_id);
      assert.equal(detail.schema, "research-source-local/1");
      assert.equal(detail.snapshot, facts.head);
      assert.deepEqual(withoutRetentionTime(detail.version as Obj), expected);
      assert.deepEqual((detail.versions as Obj[]).map(withoutRetentionTime), [expected]);
      assert.deepEqual(
        detail.passages,
        await Promise.all(s.passages.map(async (text, ordinal) => {
          const start = codePoints(s.text.slice(0, s.text.indexOf(text)));
          return {
            passage_id: passage(s.title, ordinal),
            ordinal,
            page: s.page,
            start,
            end: start + codePoints(text),
            sha256: await sha256(text),
            text,
          };
        })),
      );
    }

    // Citations as record views show them.
    const citation = async (title: string, ordinal: number): Promise<Obj> => {
      const s = SOURCES.find((x) => x.title === title)!;
      assert.equal(s.media_type, "text/plain", "a text source's bytes are its text");
      const text = s.passages[ordinal];
      const start = codePoints(s.text.slice(0, s.text.indexOf(text)));
      const ids = facts.sources.get(title)!;
      const id = passage(title, ordinal);
      const where = s.context.place ? ` (${s.context.place})` : "";
      return {
        passage_id: id,
        source_id: ids.source_id,
        version_id: ids.version_id,
        version: 1,
        source_title: title,
        filename: s.filename,
        media_type: s.media_type,
        page: s.page,
        ordinal,
        start,
        end: start + codePoints(text),
        text,
        availability: "available",
        passage_sha256: await sha256(text),
        text_sha256: await sha256(s.text),
        bytes_sha256: await sha256(s.text),
        provenance: s.provenance.method,
        citation: `${title}${where}, version 1, ¶ ${ordinal + 1}`,
      };
    };

    // (b) every authored record at every revision, with its history.
    const c1Latest = n >= 2 ? 2 : 1;
    const c1Fields = (statement: string) => ({
      title: "Fire in March 1848",
      statement,
      confidence: "evidenced",
      dossier_id: dos,
      dossier_revision: 1,
      time_period: "1848-03",
    });
    const linkCitation = { ...(await citation("Letters", 1)) };
    const claimCitation = {
      ...linkCitation,
      evidence_link_id: link,
      evidence_link_revision: 1,
      claim_id: c1,
      claim_revision: 1,
      relation: "supports",
    };
    const behind = n >= 2
      ? [{
        kind: "claim",
        record_id: c1,
        field: "claim_revision",
        pinned_revision: 1,
        latest_revision: 2,
      }]
      : [];
    const linkView = view(
      facts,
      "evidence_link",
      link,
      {
        claim_id: c1,
        passage_id: passage("Letters", 1),
        relation: "supports",
        rationale: "A witness writes from Łódź",
        reviewer: "Anna",
        actor: ACTOR,
        claim_revision: 1,
        state: "active",
      },
      1,
      6,
      6,
    );
    const decisionView = view(
      facts,
      "decision",
      dec,
      {
        title: "Move the fire to April",
        rationale: "Pacing of chapter 3",
        claim_id: c1,
        claim_revision: 1,
        dossier_ids: [dos],
        dossier_revisions: { [dos]: 1 },
        deviation_from_fact: true,
        review_needed: n >= 2,
      },
      1,
      7,
      7,
    );
    const dossierView = view(
      facts,
      "dossier",
      dos,
      {
        title: "The mill fire",
        body: DOSSIER_BODY,
        evidence_ids: [passage("Letters", 0), passage("Letters", 2)],
        images: [],
        editable_sections: ["Mill", "Insurance"],
      },
      1,
      3,
      3,
    );
    const c2View = view(
      facts,
      "claim",
      c2,
      {
        title: "Insurance payout",
        statement: "The insurer paid the owners in 1849.",
        confidence: "hypothetical",
        dossier_id: null,
        dossier_revision: null,
        time_period: "1849",
      },
      1,
      5,
      5,
    );
    const c1Views = [
      view(facts, "claim", c1, c1Fields(C1_V1), 1, 4, 4),
      view(facts, "claim", c1, c1Fields(C1_V2), 2, 4, 8),
    ];
    const relationView = rel
      ? view(
        facts,
        "claim_relation",
        rel,
        {
          from_claim_id: c1,
          to_claim_id: c2,
          from_claim_revision: 2,
          to_claim_revision: 1,
          relation: "causes",
          rationale: "The fire led to the insurance claim",
          actor: ACTOR,
          state: "active",
          review_needed: false,
        },
        1,
        13,
        13,
      )
      : null;
    const endpoints = {
      from_claim: {
        claim_id: c1,
        pinned_revision: 2,
        current_revision: 2,
        title: "Fire in March 1848",
        statement: C1_V2,
      },
      to_claim: {
        claim_id: c2,
        pinned_revision: 1,
        current_revision: 1,
        title: "Insurance payout",
        statement: "The insurer paid the owners in 1849.",
      },
      review_needed: false,
    };

    interface Expected {
      kind: string;
      id: string;
      revisions: { record: Obj; commit: number; change_kind: string; reason: string | null }[];
      citations: (revision: number) => Obj[];
      scope: string;
      references: (revision: number) => Obj[];
      extra?: Obj;
    }
    const creation = (record: Obj, commit: number) => ({
      record,
      commit,
      change_kind: "creation",
      reason: null,
    });
    const expected: Expected[] = [
      {
        kind: "dossier",
        id: dos,
        revisions: [creation(dossierView, 3)],
        citations: () => [],
        scope: "pinned_passages",
        references: () => [],
      },
      {
        kind: "claim",
        id: c1,
        revisions: [
          creation(c1Views[0], 4),
          ...(n >= 2
            ? [{
              record: c1Views[1],
              commit: 8,
              change_kind: "correction",
              reason: "The letter gives the day",
            }]
            : []),
        ],
        citations: (r) => (r === 1 ? [claimCitation] : []),
        scope: "current_links_to_pinned_claim_revision",
        references: () => [],
      },
      {
        kind: "claim",
        id: c2,
        revisions: [creation(c2View, 5)],
        citations: () => [],
        scope: "current_links_to_pinned_claim_revision",
        references: () => [],
      },
      {
        kind: "evidence_link",
        id: link,
        revisions: [creation(linkView, 6)],
        citations: () => [linkCitation],
        scope: "pinned_passages",
        references: () => behind,
      },
      {
        kind: "decision",
        id: dec,
        revisions: [creation(decisionView, 7)],
        citations: () => [claimCitation],
        scope: "current_links_to_pinned_claim_revision",
        references: () => behind,
      },
      ...(rel
        ? [{
          kind: "claim_relation",
          id: rel,
          revisions: [creation(relationView!, 13)],
          citations: () => [],
          scope: "pinned_claim_revisions",
          references: () => [],
          extra: endpoints,
        }]
        : []),
    ];
    const dossierCitations = [await citation("Letters", 0), await citation("Letters", 2)];
    expected[0].citations = () => dossierCitations;

    for (const e of expected) {
      const latest = e.revisions.length;
      for (const [i, r] of e.revisions.entries()) {
        const got = await research.getRecord(root, { kind: e.kind, id: e.id, revision: i + 1 });
        assert.deepEqual(got, {
          schema: "research-record-local/1",
          project_id: facts.projectId,
          snapshot: facts.head,
          kind: e.kind,
          record_id: e.id,
          revision: i + 1,
          record: r.record,
          latest_revision: latest,
          is_latest: i + 1 === latest,
          change: {
            commit: r.commit,
            at: facts.at.get(r.commit),
            actor: ACTOR,
            change_kind: r.change_kind,
            reason: r.reason,
          },
          citations: e.citations(i + 1),
          citation_scope: e.scope,
          source_updates: [],
          reference_updates: e.references(i + 1),
          // a claim's view says whether its evidence conflicts (none in the fixtures)
          ...(e.kind === "claim" ? { evidence_conflict: null } : {}),
          ...(e.extra ?? {}),
        }, `${e.kind} ${e.id} revision ${i + 1}`);
      }
      const current = await research.getRecord(root, { kind: e.kind, id: e.id });
      assert.equal(current.revision, latest);
      assert.deepEqual(current.record, e.revisions[latest - 1].record);
      const history = await research.recordHistory(root, { kind: e.kind, id: e.id });
      const state = e.kind === "evidence_link" || e.kind === "claim_relation";
      assert.deepEqual(history, {
        schema: "research-history-local/1",
        project_id: facts.projectId,
        snapshot: facts.head,
        kind: e.kind,
        record_id: e.id,
        latest_revision: latest,
        revisions: e.revisions.map((r, i) => ({
          revision: i + 1,
          commit: r.commit,
          at: facts.at.get(r.commit),
          actor: ACTOR,
          change_kind: r.change_kind,
          reason: r.reason,
          title: (r.record.title as string | undefined) ?? null,
          ...(state ? { state: r.record.state } : {}),
        })).reverse(),
      }, `history of ${e.kind} ${e.id}`);
    }

    // Lists, each from one read.
    const envelope = (schema: string) => ({
      schema,
      project_id: facts.projectId,
      snapshot: facts.head,
    });
    const c1Now = c1Views[c1Latest - 1];
    assert.deepEqual(await research.listClaims(root), {
      ...envelope("research-claims-local/2"),
      claims: [{ ...c1Now, evidence_links: 1 }, { ...c2View, evidence_links: 0 }],
    });
    assert.deepEqual(await research.listClaims(root, { dossierId: dos }), {
      ...envelope("research-claims-local/2"),
      claims: [{ ...c1Now, evidence_links: 1 }],
    });
    assert.deepEqual(await research.claimDetail(root, c1), {
      ...envelope("research-claims-local/2"),
      claims: [{
        ...c1Now,
        evidence_links: 1,
        evidence_conflict: null,
        evidence: [{ ...linkView, ...linkCitation }],
      }],
    });
    const { body: _body, ...dossierListed } = dossierView;
    assert.deepEqual(await research.listDossiers(root), {
      ...envelope("research-dossiers-local/1"),
      dossiers: [{ ...dossierListed, evidence_count: 2 }],
    });
    assert.deepEqual(await research.listDecisions(root), {
      ...envelope("research-decisions-local/1"),
      decisions: [decisionView],
    });
    assert.deepEqual(await research.listEvidenceLinks(root), {
      ...envelope("research-evidence-links-local/1"),
      evidence_links: [linkView],
    });
    for (const options of [{}, { claimId: c2 }, { includeRetracted: true }]) {
      assert.deepEqual(await research.listClaimRelations(root, options), {
        ...envelope("research-claim-relations-local/1"),
        claim_id: (options as { claimId?: string }).claimId ?? null,
        include_retracted: (options as { includeRetracted?: boolean }).includeRetracted === true,
        relations: relationView ? [{ ...relationView, ...endpoints }] : [],
      });
    }
    assert.deepEqual(await research.extractSections(root, { id: dos }), {
      ...envelope("research-dossier-sections-local/1"),
      dossier_id: dos,
      revision: 1,
      latest_revision: 1,
      sections: [
        {
          heading: "Mill",
          level: 1,
          body: "The mill burned in March 1848.\n\n",
          headingLine: "# Mill\n",
        },
        {
          heading: "Insurance",
          level: 1,
          body: "The insurer paid a year later.\n",
          headingLine: "# Insurance\n",
        },
      ],
      editable_sections: ["Mill", "Insurance"],
    });

    // The acknowledgement (schema 5 on) as replayed from the log.
    const archive = await loadArchive(archivePaths(root));
    assert.deepEqual(
      archive.state.events.map((e) => ({ ...e })),
      n >= 5
        ? [{
          op: "event",
          event: "decision_acknowledgement",
          decision_id: dec,
          decision_revision: 1,
          dossier_id: dos,
          dossier_revision: 1,
          status: "applied",
          note: "Chapter 3 rewritten",
          commit: 12,
          at: facts.at.get(12),
          actor: ACTOR,
        }]
        : [],
    );

    // Search, every scope.
    const hits = async (query: string, scope: string) => {
      const r = await research.search(root, { query, scope: scope as never, limit: 50 });
      assert.equal(r.project_id, facts.projectId);
      assert.equal(r.snapshot, facts.head);
      assert.equal(
        r.schema,
        scope === "sources" ? "research-search-local/1" : "research-search-local/2",
      );
      return r.hits as Obj[];
    };
    const lodz = await hits("lodz", "sources");
    assert.deepEqual(lodz.map((h) => h.passage_id), [passage("Letters", 1)]);
    const lc = linkCitation;
    assert.deepEqual(
      { ...lodz[0], score: undefined, highlights: undefined },
      {
        passage_id: lc.passage_id,
        source_id: lc.source_id,
        version_id: lc.version_id,
        version: 1,
        title: "Letters",
        page: null,
        ordinal: 1,
        start: lc.start,
        end: lc.end,
        sha256: lc.passage_sha256,
        excerpt: "Letters from Łódź mention the fire.",
        excerpt_marked: "Letters from **Łódź** mention the fire.",
        score: undefined,
        highlights: undefined,
      },
    );
    const millPassages = [
      passage("Letters", 0),
      ...(n >= 3 ? [passage("Fire register", 1)] : []),
      ...(n >= 4 ? [passage("Insurance ledger", 1)] : []),
    ].sort();
    const ids = (list: Obj[]) =>
      list.map((h) => `${h.kind ?? "passage"} ${h.passage_id ?? h.record_id}`).sort();
    assert.deepEqual(
      ids(await hits("mill", "sources")),
      millPassages.map((p) => `passage ${p}`),
    );
    assert.deepEqual(ids(await hits("mill", "dossiers")), [`dossier ${dos}`]);
    assert.deepEqual(ids(await hits("mill", "claims")), [`claim ${c1}`]);
    assert.deepEqual(ids(await hits("mill", "decisions")), []);
    assert.deepEqual(ids(await hits("pacing", "decisions")), [`decision ${dec}`]);
    assert.deepEqual(
      ids(await hits("mill", "all")),
      [`claim ${c1}`, `dossier ${dos}`, ...millPassages.map((p) => `passage ${p}`)].sort(),
    );
    const claimHit = (await hits("burned", "claims"))[0];
    assert.deepEqual(
      { ...claimHit, score: undefined, highlights: undefined },
      {
        kind: "claim",
        record_id: c1,
        revision: c1Latest,
        title: "Fire in March 1848",
        // The indexed text is the statement and the period; excerpts fold line breaks to spaces.
        excerpt: `${n >= 2 ? C1_V2 : C1_V1} 1848-03`,
        excerpt_marked: `${(n >= 2 ? C1_V2 : C1_V1).replace("burned", "**burned**")} 1848-03`,
        score: undefined,
        highlights: undefined,
      },
    );
    assert.deepEqual(ids(await hits("14", "claims")), n >= 2 ? [`claim ${c1}`] : []);

    // (d) audit: clean, no warning (search brought the index up to the head).
    const report = await research.audit(root);
    assert.deepEqual(report.errors, []);
    assert.deepEqual(report.warnings, []);
    assert.equal(report.ok, true);
    assert.equal(report.storage, `research-local/${n}`);
    assert.equal(report.commits, COMMITS[n - 1]);
    assert.equal(report.snapshot, facts.head);
    assert.equal(report.checked.passages, passageCount);

    // (c) not one byte changed; only the derived index appeared.
    assert.deepEqual(await treeDigest(root), before);
    assert.ok((await Deno.stat(join(root, "svc-research", "index", "search.sqlite"))).isFile);
  });
}

Deno.test({
  name: "an archive checked out without its empty folders searches and takes a write",
  // git and some sync tools keep no empty folder: index/ and tmp/ are made on demand.
  fn: async () => {
    const root = join(await Deno.makeTempDir({ prefix: "svc-schema-bare-" }), "project");
    await copyTree(join(FIXTURES, "schema-6"), root);
    for (const sub of EMPTY_FOLDERS) {
      await Deno.remove(join(root, "svc-research", sub), { recursive: true }).catch(() => {});
    }
    const before = await treeDigest(root);
    const found = await research.search(root, { query: "mill", scope: "all" });
    assert.equal(found.count, 5);
    assert.deepEqual(await treeDigest(root), before, "a search changes no file but the index");
    const receipt = await research.ingest(root, {
      bytes: new TextEncoder().encode("A new note about the mill.\n"),
      filename: "note.txt",
      allowRetention: true,
      env: {},
    });
    assert.equal(receipt.commit, 14);
    assert.equal((await research.audit(root)).ok, true);
  },
});
