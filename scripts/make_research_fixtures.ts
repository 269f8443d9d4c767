/**
 * Writes the small research archives of storage schemas 1 to 6 that
 * `research/schema_fixtures_test.ts` reads back (SPEC 9.7: "archives of schemas 1 to 7 are
 * readable; reads never rewrite older bytes"). One archive is built stage by stage through the
 * research facade, and after each stage its `svc-research/` folder is copied to
 * `testdata/research/schema-N/` — so schema N holds everything of schema N-1 plus the first
 * write that opts an archive into N:
 *
 * 1. init, a text source, two dossier-less and dossier-bound claims, a dossier, an evidence
 *    link and a decision (creations only);
 * 2. a claim revision and a source with `origin_url`;
 * 3. a source whose context has `external_reference`;
 * 4. a PDF with a native text layer (provenance `pdf-native/1`, written as that release wrote
 *    it: page by page, uncleaned);
 * 5. a decision acknowledgement;
 * 6. a claim relation.
 *
 * The content is fixed (the test checks it field by field); ids and timestamps are not, so the
 * test reads them from the log. The derived `index/` folder and the empty `tmp/`,
 * `quarantine/`, `checkpoints/` folders are not copied (git keeps no empty folder, and a
 * checked-out fixture must read without them).
 *
 * Usage, from the repository root:
 *
 * ```sh
 * deno run -A scripts/make_research_fixtures.ts            # writes testdata/research/schema-1..6
 * deno run -A scripts/make_research_fixtures.ts --out DIR  # somewhere else
 * ```
 *
 * @module
 */

import { parseArgs } from "node:util";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { jsPDF } from "npm:jspdf@4.2.1";
import * as research from "../research/mod.ts";
import { pdfNativePages } from "../research/ingest/pdf.ts";
import { joinPages } from "../research/ingest/passages.ts";

/** Who every fixture commit is written by. */
const FIXTURE_ACTOR = "fixture-author";

/** The default output folder. */
export const FIXTURE_DIR = fileURLToPath(new URL("../testdata/research", import.meta.url));

/**
 * A one-page PDF whose text layer holds `lines` in the standard Helvetica font (not embedded,
 * so the file stays a few kilobytes), uncompressed.
 */
function helveticaPdf(lines: readonly string[]): Uint8Array {
  const doc = new jsPDF({ unit: "pt", format: "a4", compress: false });
  doc.setProperties({ title: "Insurance ledger", creator: "svc fixtures" });
  doc.setFont("helvetica", "normal");
  doc.setFontSize(12);
  doc.text([...lines], 72, 96);
  return new Uint8Array(doc.output("arraybuffer"));
}

const encode = (s: string) => new TextEncoder().encode(s);
const guards = { actor: FIXTURE_ACTOR };

/** Ids the later stages need. */
interface Made {
  passages: string[];
  dossier: string;
  claim: string;
  claim2: string;
  decision: string;
}

async function stage1(root: string): Promise<Made> {
  await research.init(root, { title: "Fixture archive", language: "en", actor: FIXTURE_ACTOR });
  const letters = await research.ingest(root, {
    bytes: encode(
      "The mill burned in March 1848.\n\nLetters from Łódź mention the fire.\n\n" +
        "The insurer paid in 1849.\n",
    ),
    filename: "letters.txt",
    title: "Letters",
    context: { genre: "letter", place: "Łódź" },
    allowRetention: true,
    actor: FIXTURE_ACTOR,
    env: {},
  });
  const source = await research.getSource(root, letters.source_id);
  const passages = (source.passages as { passage_id: string }[]).map((p) => p.passage_id);
  const dossier = await research.createDossier(root, {
    title: "The mill fire",
    body: "# Mill\nThe mill burned in March 1848.\n\n# Insurance\nThe insurer paid a year later.\n",
    evidence_ids: [passages[0], passages[2]],
  }, guards);
  const claim = await research.createClaim(root, {
    title: "Fire in March 1848",
    statement: "The mill burned in March 1848.",
    confidence: "evidenced",
    dossier_id: dossier.record_id,
    time_period: "1848-03",
  }, guards);
  const claim2 = await research.createClaim(root, {
    title: "Insurance payout",
    statement: "The insurer paid the owners in 1849.",
    time_period: "1849",
  }, guards);
  await research.linkEvidence(root, {
    claim_id: claim.record_id,
    passage_id: passages[1],
    rationale: "A witness writes from Łódź",
    reviewer: "Anna",
  }, guards);
  const decision = await research.recordDecision(root, {
    title: "Move the fire to April",
    rationale: "Pacing of chapter 3",
    claim_id: claim.record_id,
    dossier_ids: [dossier.record_id],
    deviation_from_fact: true,
  }, guards);
  return {
    passages,
    dossier: dossier.record_id as string,
    claim: claim.record_id as string,
    claim2: claim2.record_id as string,
    decision: decision.record_id as string,
  };
}

async function stage2(root: string, made: Made): Promise<void> {
  await research.reviseRecord(root, {
    kind: "claim",
    id: made.claim,
    expectedRevision: 1,
    changes: { statement: "The mill burned on 14 March 1848." },
    changeKind: "correction",
    reason: "The letter gives the day",
    actor: FIXTURE_ACTOR,
  });
  await research.ingest(root, {
    bytes: encode("The harbour froze in January 1849.\n\nShips waited at Gdańsk.\n"),
    filename: "harbour.txt",
    title: "Harbour notes",
    originUrl: "https://example.org/archive/harbour-notes",
    allowRetention: true,
    actor: FIXTURE_ACTOR,
    env: {},
  });
}

async function stage3(root: string): Promise<void> {
  await research.ingest(root, {
    bytes: encode("Register of fires, 1848.\n\nEntry 12: the mill on Piotrkowska Street.\n"),
    filename: "register.txt",
    title: "Fire register",
    context: {
      genre: "register",
      external_reference: { system: "zotero", library: "users/0", item_key: "ABCD2345" },
    },
    allowRetention: true,
    actor: FIXTURE_ACTOR,
    env: {},
  });
}

/**
 * Schema 4's PDF as the release of that schema wrote it: native text page by page, nothing
 * cleaned, provenance `pdf-native/1` (ingest now writes `pdf-native/2`, schema 8).
 */
async function stage4(root: string): Promise<void> {
  const bytes = helveticaPdf([
    "Insurance ledger, 1849.",
    "",
    "Paid to the mill owners: 300 roubles.",
  ]);
  const pages = await pdfNativePages(bytes, "ledger.pdf");
  const { text, passages } = joinPages(pages);
  await research.commitExtraction(root, {
    bytes,
    filename: "ledger.pdf",
    title: "Insurance ledger",
    allowRetention: true,
    context: {},
    actor: FIXTURE_ACTOR,
    extraction: {
      media_type: "application/pdf",
      text,
      passages,
      provenance: {
        method: "pdf-native/1",
        engine: "unpdf 1.8.1",
        pages: pages.length,
        ocr_pages: [],
      },
      warnings: [],
    },
  });
}

async function stage5(root: string, made: Made): Promise<void> {
  const overview = await research.projectOverview(root);
  await research.acknowledgeDecision(root, {
    decisionId: made.decision,
    dossierId: made.dossier,
    expectedSnapshot: overview.snapshot,
    expectedDecisionRevision: 1,
    expectedDossierRevision: 1,
    status: "applied",
    note: "Chapter 3 rewritten",
    actor: FIXTURE_ACTOR,
  });
}

async function stage6(root: string, made: Made): Promise<void> {
  await research.createClaimRelation(root, {
    from_claim_id: made.claim,
    to_claim_id: made.claim2,
    relation: "results_in",
    rationale: "The fire led to the insurance claim",
  }, guards);
}

/** Copies the files of an archive folder, leaving out the derived index and empty folders. */
async function copyArchive(from: string, to: string): Promise<number> {
  let files = 0;
  const walk = async (dir: string): Promise<void> => {
    for await (const e of Deno.readDir(dir)) {
      const path = join(dir, e.name);
      const rel = relative(from, path);
      if (rel === "index") continue;
      if (e.isDirectory) {
        await walk(path);
      } else if (e.isFile) {
        if (rel.startsWith("tmp/") || rel.startsWith("quarantine/")) {
          throw new Error(`Unexpected leftover "${rel}" in the fixture archive`);
        }
        await Deno.mkdir(dirname(join(to, rel)), { recursive: true });
        await Deno.copyFile(path, join(to, rel));
        files++;
      }
    }
  };
  await walk(from);
  return files;
}

/**
 * Builds the six fixtures into `out/schema-1` … `out/schema-6` (each replaced if present) and
 * checks that each one's manifest names its schema and that it audits clean.
 *
 * @example
 * ```ts
 * const made = await makeFixtures("/tmp/research-fixtures");
 * made.map((m) => m.schema); // [1, 2, 3, 4, 5, 6]
 * ```
 */
export async function makeFixtures(out: string): Promise<{ schema: number; files: number }[]> {
  const work = await Deno.makeTempDir({ prefix: "svc-fixtures-" });
  const root = join(work, "project");
  const written: { schema: number; files: number }[] = [];
  try {
    let made!: Made;
    const stages: (() => Promise<void>)[] = [
      async () => {
        made = await stage1(root);
      },
      () => stage2(root, made),
      () => stage3(root),
      () => stage4(root),
      () => stage5(root, made),
      () => stage6(root, made),
    ];
    for (let i = 0; i < stages.length; i++) {
      const schema = i + 1;
      await stages[i]();
      const overview = await research.projectOverview(root);
      if (overview.storage !== `research-local/${schema}`) {
        throw new Error(`Stage ${schema} left the archive at ${overview.storage}`);
      }
      const report = await research.audit(root);
      if (!report.ok) throw new Error(`Stage ${schema} fails its audit: ${JSON.stringify(report)}`);
      const target = join(out, `schema-${schema}`);
      await Deno.remove(target, { recursive: true }).catch((e) => {
        if (!(e instanceof Deno.errors.NotFound)) throw e;
      });
      const files = await copyArchive(
        join(root, "svc-research"),
        join(target, "svc-research"),
      );
      written.push({ schema, files });
    }
  } finally {
    await Deno.remove(work, { recursive: true }).catch(() => {});
  }
  return written;
}

if (import.meta.main) {
  const { values } = parseArgs({
    args: Deno.args,
    options: { out: { type: "string", default: FIXTURE_DIR } },
  });
  const out = resolve(values.out!);
  for (const w of await makeFixtures(out)) {
    console.log(`schema-${w.schema}: ${w.files} files in ${join(out, `schema-${w.schema}`)}`);
  }
}
