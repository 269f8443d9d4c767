import assert from "node:assert/strict";
import { UsageError } from "../../src/errors.ts";
import * as research from "../mod.ts";
import { recordsFixture } from "../testing/records_fixture.ts";
import type { ClaimMatrixData } from "./matrix.ts";
import { csvCell } from "./matrix_render.ts";

type Env = Record<string, unknown>;

/** An archive with every case the matrix shows; returns its ids. */
async function matrixArchive() {
  const { root, passages } = await recordsFixture();
  const dos = await research.createDossier(root, { title: "Fire", body: "# Mill\n" });
  const a = await research.createClaim(root, {
    title: "Mill burned",
    statement: "The mill burned.",
    confidence: "evidenced",
    dossier_id: dos.record_id,
    time_period: "1848-03",
  });
  const b = await research.createClaim(root, { title: "Quiet", statement: "Nothing." });
  const c = await research.createClaim(root, {
    title: '=cmd|"quoted"',
    statement: "Hostile title.",
    time_period: "1848\n1849",
  });
  const link = (claim: Env, passage: string, relation: string) =>
    research.linkEvidence(root, { claim_id: claim.record_id, passage_id: passage, relation });
  await link(a, passages[0], "supports");
  const dec1 = await research.recordDecision(root, {
    title: "Move the fire",
    rationale: "Pacing",
    claim_id: a.record_id,
    dossier_ids: [dos.record_id],
    deviation_from_fact: true,
  });
  await research.reviseRecord(root, {
    kind: "claim",
    id: a.record_id,
    expectedRevision: 1,
    changes: { statement: "The mill burned at night." },
    changeKind: "correction",
    reason: "Letter",
  });
  await link(a, passages[1], "supports");
  await link(a, passages[2], "contradicts");
  const gone = await link(a, passages[2], "mentions");
  await research.reviseRecord(root, {
    kind: "evidence_link",
    id: gone.record_id,
    expectedRevision: 1,
    changes: { state: "retracted" },
    changeKind: "correction",
    reason: "Wrong passage",
  });
  const dec2 = await research.recordDecision(root, {
    title: "Keep the night",
    claim_id: a.record_id,
  });
  const dec3 = await research.recordDecision(root, {
    title: "Cut the insurer",
    dossier_ids: [dos.record_id],
  });
  const ids = {
    dos: dos.record_id as string,
    a: a.record_id as string,
    b: b.record_id as string,
    c: c.record_id as string,
    dec1: dec1.record_id as string,
    dec2: dec2.record_id as string,
    dec3: dec3.record_id as string,
  };
  return { root, ids };
}

Deno.test("claimMatrixData lists claims with evidence counts and the decisions that pin them", async () => {
  const { root, ids } = await matrixArchive();
  const data = await research.claimMatrixData(root);
  const listed = await research.listClaims(root);
  assert.deepEqual(data, {
    schema: "research-claim-matrix-local/1",
    project_id: listed.project_id,
    snapshot: listed.snapshot,
    claims: [
      {
        claim_id: ids.a,
        title: "Mill burned",
        confidence: "evidenced",
        revision: 2,
        time_period: "1848-03",
        dossier_id: ids.dos,
        // The retracted `mentions` link is not counted; the first link pins revision 1.
        evidence: {
          supports: 2,
          contradicts: 1,
          qualifies: 0,
          mentions: 0,
          total: 3,
          on_older_revision: 1,
        },
        decisions: [
          {
            decision_id: ids.dec1,
            revision: 1,
            title: "Move the fire",
            pinned_claim_revision: 1,
            current_claim_revision: 2,
            deviation_from_fact: true,
            review_needed: true,
          },
          {
            decision_id: ids.dec2,
            revision: 1,
            title: "Keep the night",
            pinned_claim_revision: 2,
            current_claim_revision: 2,
            deviation_from_fact: false,
            review_needed: false,
          },
        ],
      },
      {
        claim_id: ids.b,
        title: "Quiet",
        confidence: "hypothetical",
        revision: 1,
        time_period: null,
        dossier_id: null,
        evidence: {
          supports: 0,
          contradicts: 0,
          qualifies: 0,
          mentions: 0,
          total: 0,
          on_older_revision: 0,
        },
        decisions: [],
      },
      {
        claim_id: ids.c,
        title: '=cmd|"quoted"',
        confidence: "hypothetical",
        revision: 1,
        time_period: "1848\n1849",
        dossier_id: null,
        evidence: {
          supports: 0,
          contradicts: 0,
          qualifies: 0,
          mentions: 0,
          total: 0,
          on_older_revision: 0,
        },
        decisions: [],
      },
    ],
    unlinked_decisions: [
      {
        decision_id: ids.dec3,
        revision: 1,
        title: "Cut the insurer",
        pinned_claim_revision: null,
        current_claim_revision: null,
        deviation_from_fact: false,
        review_needed: false,
      },
    ],
  });
});

/** The byte order mark, then the header row: every CSV export starts so. */
const HEADER =
  "\uFEFFclaim_id,claim_title,confidence,claim_revision,time_period,dossier_id,supports," +
  "contradicts,qualifies,mentions,decision_id,decision_title,decision_revision," +
  "pinned_claim_revision,deviation_from_fact,review_needed\r\n";

Deno.test("matrix CSV starts with a UTF-8 BOM so spreadsheets read Mühle, not MÃ¼hle; md has none", async () => {
  const { root } = await matrixArchive();
  const data = await research.claimMatrixData(root);
  const bytes = new TextEncoder().encode(research.renderClaimMatrix(data, "csv"));
  assert.deepEqual([...bytes.subarray(0, 4)], [0xef, 0xbb, 0xbf, 0x63]); // BOM, then "c"
  assert.ok(!research.renderClaimMatrix(data, "md").includes("\uFEFF"));
});

Deno.test("matrix CSV is RFC 4180 with CRLF, quoting and the formula guard (golden)", async () => {
  const { root, ids } = await matrixArchive();
  const csv = research.renderClaimMatrix(await research.claimMatrixData(root), "csv");
  assert.equal(
    csv,
    HEADER +
      `${ids.a},Mill burned,evidenced,2,1848-03,${ids.dos},2,1,0,0,${ids.dec1},Move the fire,1,1,true,true\r\n` +
      `${ids.a},Mill burned,evidenced,2,1848-03,${ids.dos},2,1,0,0,${ids.dec2},Keep the night,1,2,false,false\r\n` +
      `${ids.b},Quiet,hypothetical,1,,,0,0,0,0,,,,,,\r\n` +
      `${ids.c},"'=cmd|""quoted""",hypothetical,1,"1848\n1849",,0,0,0,0,,,,,,\r\n` +
      `,,,,,,,,,,${ids.dec3},Cut the insurer,1,,false,false\r\n`,
  );
});

Deno.test("matrix Markdown escapes pipes and line breaks (golden)", async () => {
  const { root, ids } = await matrixArchive();
  const data = await research.claimMatrixData(root);
  const md = research.renderClaimMatrix(data, "md");
  assert.equal(
    md,
    "# Claim/decision matrix\n\n" +
      "| Claim ID | Claim | Confidence | Revision | Period | Dossier ID | Supports | Contradicts | " +
      "Qualifies | Mentions | Decision ID | Decision | Decision revision | Pinned claim revision | " +
      "Deviation from fact | Review needed |\n" +
      "| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |\n" +
      `| ${ids.a} | Mill burned | evidenced | 2 | 1848-03 | ${ids.dos} | 2 | 1 | 0 | 0 | ${ids.dec1} | Move the fire | 1 | 1 | true | true |\n` +
      `| ${ids.a} | Mill burned | evidenced | 2 | 1848-03 | ${ids.dos} | 2 | 1 | 0 | 0 | ${ids.dec2} | Keep the night | 1 | 2 | false | false |\n` +
      `| ${ids.b} | Quiet | hypothetical | 1 |  |  | 0 | 0 | 0 | 0 |  |  |  |  |  |  |\n` +
      `| ${ids.c} | =cmd\\|"quoted" | hypothetical | 1 | 1848<br>1849 |  | 0 | 0 | 0 | 0 |  |  |  |  |  |  |\n` +
      `|  |  |  |  |  |  |  |  |  |  | ${ids.dec3} | Cut the insurer | 1 |  | false | false |\n` +
      `\n3 claims · 3 decisions · snapshot ${data.snapshot as string}\n`,
  );
});

Deno.test("renderClaimMatrix handles a title with a pipe, a quote, a line break and a formula", () => {
  // Titles are single-line when written through svc; data from elsewhere may not be.
  const data: ClaimMatrixData = {
    schema: "research-claim-matrix-local/1",
    project_id: "prj_X",
    snapshot: "0123456789abcdef",
    claims: [{
      claim_id: "clm_1",
      title: '=cmd|"a"\r\nb\\|c',
      confidence: "disputed",
      revision: 3,
      time_period: "-1848",
      dossier_id: null,
      evidence: {
        supports: 1,
        contradicts: 0,
        qualifies: 2,
        mentions: 0,
        total: 3,
        on_older_revision: 0,
      },
      decisions: [],
    }],
    unlinked_decisions: [],
  };
  assert.equal(
    research.renderClaimMatrix(data, "csv"),
    HEADER + `clm_1,"'=cmd|""a""\r\nb\\|c",disputed,3,'-1848,,1,0,2,0,,,,,,\r\n`,
  );
  const md = research.renderClaimMatrix(data, "md").split("\n");
  assert.equal(
    md[4],
    '| clm_1 | =cmd\\|"a"<br>b\\\\\\|c | disputed | 3 | -1848 |  | 1 | 0 | 2 | 0 |  |  |  |  |  |  |',
  );
  assert.equal(md.length, 8);
});

Deno.test("csvCell guards every formula lead character and quotes per RFC 4180", () => {
  const cases: [string, string][] = [
    ["plain", "plain"],
    ["", ""],
    ["=1+1", "'=1+1"],
    ["+1", "'+1"],
    ["-1", "'-1"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\tx", "'\tx"],
    ["\rx", `"'\rx"`],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["line\nbreak", '"line\nbreak"'],
    ["a=b", "a=b"],
    [" =1", " =1"],
  ];
  for (const [value, expected] of cases) assert.equal(csvCell(value), expected, value);
});

Deno.test("claimMatrixFormat accepts json, md and csv and refuses anything else", () => {
  assert.deepEqual(research.claimMatrixFormat("csv"), {
    format: "csv",
    media_type: "text/csv; charset=utf-8",
    extension: ".csv",
  });
  assert.deepEqual(research.claimMatrixFormat("md"), {
    format: "md",
    media_type: "text/markdown; charset=utf-8",
    extension: ".md",
  });
  assert.equal(research.claimMatrixFormat(undefined).format, "json");
  assert.equal(research.claimMatrixFormat("json").media_type, "application/json; charset=utf-8");
  for (const bad of ["xml", "CSV", "", null, 1, "constructor", "toString"]) {
    assert.throws(
      () => research.claimMatrixFormat(bad),
      (e) => e instanceof UsageError && /must be json, md, csv/.test(e.message),
      String(bad),
    );
  }
});

Deno.test("deprecated claimMatrix still exports and warns once per process", async () => {
  const { root } = await matrixArchive();
  const warnings: unknown[][] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => warnings.push(args);
  try {
    const data = await research.claimMatrixData(root);
    assert.equal(
      await research.claimMatrix(root, { format: "csv" }),
      research.renderClaimMatrix(data, "csv"),
    );
    assert.equal(await research.claimMatrix(root), research.renderClaimMatrix(data, "md"));
    assert.deepEqual(JSON.parse(await research.claimMatrix(root, { format: "json" })), data);
    await assert.rejects(research.claimMatrix(root, { format: "xml" }), UsageError);
  } finally {
    console.warn = original;
  }
  assert.equal(warnings.length, 1);
  assert.match(
    String(warnings[0][0]),
    /claimMatrix\(project, \{format\}\) is deprecated since 1\.22\.0/,
  );
});
