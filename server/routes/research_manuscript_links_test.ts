import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "../../research/mod.ts";
import { sha256 } from "../../research/store/digest.ts";
import { projectToken } from "../project.ts";
import { researchToken } from "../research_root.ts";
import { get, logBytes, post, type ResearchEnv, withResearch } from "../testing/research.ts";

const QUOTE = "he had never missed an entry in the ledger";

async function setup(env: ResearchEnv) {
  const claim = await research.createClaim(env.root, {
    title: "Keepers kept ledgers",
    statement: "Lighthouse keepers logged every lighting.",
  });
  const found = await research.findAnchor(env.root, { manuscript: "ledger.md", quote: QUOTE });
  assert.equal(found.unique, true);
  const body = {
    project_id: found.project_id,
    research_token: await researchToken(env.state),
    project_token: await projectToken(env.state),
    expected_snapshot: found.snapshot,
    expected_source_sha256: found.source_sha256,
    claim_id: claim.record_id,
    claim_revision: 1,
    selection: found.selection,
    allow_retention: true,
  };
  return { claimId: claim.record_id as string, found, body };
}

const digest = async (root: string) => await sha256(await Deno.readFile(join(root, "ledger.md")));

Deno.test("POST /api/research-manuscript-link saves a link of the selected manuscript and changes no byte of it", async () => {
  await withResearch(async (env) => {
    const { body, claimId } = await setup(env);
    const before = await digest(env.root);
    const res = await post(env.app, "/research-manuscript-link", { ...body, note: "Ch. 1" });
    const out = await res.json();
    assert.equal(res.status, 200, out.message);
    assert.equal(out.ok, true);
    assert.equal(out.schema, "research-manuscript-link-local/1");
    assert.equal(out.link.note, "Ch. 1");
    assert.equal(out.link.anchor.manuscript, "ledger.md");
    assert.equal(out.link.anchor.source_sha256, before);
    assert.equal(await digest(env.root), before);

    const token = encodeURIComponent((await researchToken(env.state))!);
    const list = await get(env.app, `/research/manuscript-links?research_token=${token}`);
    const listed = await list.json();
    assert.equal(list.status, 200, listed.message);
    assert.equal(listed.schema, "research-manuscript-links-local/1");
    assert.deepEqual(listed.links.map((l: { link_id: string }) => l.link_id), [out.link_id]);
    const byClaim = await get(
      env.app,
      `/research/manuscript-links?research_token=${token}&claim_id=${claimId}&include_retracted=true`,
    );
    assert.equal((await byClaim.json()).links.length, 1);

    const ptoken = encodeURIComponent(await projectToken(env.state));
    const review = await get(
      env.app,
      `/research/manuscript-review?research_token=${token}&project_token=${ptoken}`,
    );
    const rows = await review.json();
    assert.equal(review.status, 200, rows.message);
    assert.equal(rows.schema, "research-manuscript-review-local/1");
    assert.equal(rows.rows[0].anchor_state, "resolved");
    assert.deepEqual(rows.rows[0].flags, []);
  });
});

Deno.test("POST /api/research-manuscript-link refuses bad shape (400), stale tokens (409 stale-context) and stale guards (409 stale-archive), writing nothing", async () => {
  await withResearch(async (env) => {
    const { body, found } = await setup(env);
    const sel = found.selection as Record<string, unknown>;
    const log = await logBytes(env.root);
    const bytes = await digest(env.root);
    const cases: [string, Record<string, unknown>, number, string | null, RegExp][] = [
      ["unknown field", { ...body, extra: 1 }, 400, null, /Unknown field "extra"/],
      ["missing project_token", { ...body, project_token: undefined }, 400, null, /project_token/],
      ["missing research_token", { ...body, research_token: undefined }, 400, null, /research/],
      ["fractional claim_revision", { ...body, claim_revision: 1.5 }, 400, null, /claim_revision/],
      ["string claim_revision", { ...body, claim_revision: "1" }, 400, null, /claim_revision/],
      ["permission false", { ...body, allow_retention: false }, 400, null, /allow_retention/],
      ['permission "true"', { ...body, allow_retention: "true" }, 400, null, /allow_retention/],
      ["permission missing", { ...body, allow_retention: undefined }, 400, null, /allow_retention/],
      ["selection a list", { ...body, selection: [sel] }, 400, null, /selection/],
      ["selection field unknown", { ...body, selection: { ...sel, x: 1 } }, 400, null, /Unknown/],
      [
        "selection not in place",
        {
          ...body,
          selection: { ...sel, start: 0, end: (sel.end as number) - (sel.start as number) },
        },
        400,
        null,
        /does not stand/,
      ],
      [
        "blank quote",
        { ...body, selection: { ...sel, quote: " ".repeat(42) } },
        400,
        null,
        /blank/,
      ],
      ["long note", { ...body, note: "x".repeat(2001) }, 400, null, /2000/],
      [
        "stale research token",
        { ...body, research_token: "AAAA" },
        409,
        "stale-context",
        /research context/,
      ],
      ["stale project token", { ...body, project_token: "AAAA" }, 409, "stale-context", /project/],
      [
        "stale snapshot",
        { ...body, expected_snapshot: "f".repeat(64) },
        409,
        "stale-archive",
        /snapshot/,
      ],
      [
        "other project",
        { ...body, project_id: "prj_01JZZZZZZZZZZZZZZZZZZZZZZZ" },
        409,
        "stale-archive",
        /project/,
      ],
      [
        "stale source",
        { ...body, expected_source_sha256: "0".repeat(64) },
        409,
        "stale-archive",
        /changed since it was read/,
      ],
      ["future claim revision", { ...body, claim_revision: 2 }, 400, null, /no revision 2/],
    ];
    for (const [name, payload, status, code, pattern] of cases) {
      const res = await post(env.app, "/research-manuscript-link", payload);
      const out = await res.json();
      assert.equal(res.status, status, `${name}: ${out.message}`);
      assert.equal(out.ok, false, name);
      assert.equal(out.code ?? null, code, name);
      assert.match(out.message, pattern, name);
      assert.deepEqual(await logBytes(env.root), log, name);
    }
    // A different selection of the server (another manuscript) is a changed context.
    const token = await projectToken(env.state);
    env.state.select({ root: env.root, manuscript: join(env.root, "ledger.md") });
    const res = await post(env.app, "/research-manuscript-link", { ...body, project_token: token });
    assert.equal(res.status, 409);
    assert.equal((await res.json()).code, "stale-context");
    assert.deepEqual(await logBytes(env.root), log);
    assert.equal(await digest(env.root), bytes);
  });
});

Deno.test("GET manuscript-review and manuscript-links take exactly their query fields", async () => {
  await withResearch(async (env) => {
    await setup(env);
    const r = encodeURIComponent((await researchToken(env.state))!);
    const p = encodeURIComponent(await projectToken(env.state));
    const cases: [string, number, string | null][] = [
      [`/research/manuscript-review?research_token=${r}&project_token=${p}`, 200, null],
      [`/research/manuscript-review?research_token=${r}`, 400, null],
      [`/research/manuscript-review?project_token=${p}`, 400, null],
      [`/research/manuscript-review?research_token=${r}&project_token=${p}&x=1`, 400, null],
      [
        `/research/manuscript-review?research_token=${r}&research_token=${r}&project_token=${p}`,
        400,
        null,
      ],
      [`/research/manuscript-review?research_token=AAAA&project_token=${p}`, 409, "stale-context"],
      [`/research/manuscript-review?research_token=${r}&project_token=AAAA`, 409, "stale-context"],
      [`/research/manuscript-links?research_token=${r}`, 200, null],
      [`/research/manuscript-links`, 400, null],
      [`/research/manuscript-links?research_token=${r}&include_retracted=yes`, 400, null],
      [`/research/manuscript-links?research_token=${r}&claim_id=nope`, 400, null],
      [`/research/manuscript-links?research_token=${r}&manuscript=x`, 400, null],
      [`/research/manuscript-links?research_token=AAAA`, 409, "stale-context"],
    ];
    for (const [path, status, code] of cases) {
      const res = await get(env.app, path);
      const out = await res.json();
      assert.equal(res.status, status, `${path}: ${out.message}`);
      assert.equal(out.ok, status === 200, path);
      assert.equal(out.code ?? null, code, path);
    }
  });
});

Deno.test("POST /api/research-manuscript-reanchor re-pins a moved link once, under its guards", async () => {
  await withResearch(async (env) => {
    const { body } = await setup(env);
    const saved = await (await post(env.app, "/research-manuscript-link", body)).json();
    const path = join(env.root, "ledger.md");
    const text = await Deno.readTextFile(path);
    await Deno.writeTextFile(
      path,
      text.replace(
        "## Chapter One: The Keeper\n",
        "## Chapter One: The Keeper\n\nA new opening line.\n",
      ),
    );
    const now = await digest(env.root);
    const review = await research.reviewManuscriptLinks(env.root, { manuscript: "ledger.md" });
    assert.equal((review.rows as { anchor_state: string }[])[0].anchor_state, "moved");
    const reanchor = {
      project_id: body.project_id,
      research_token: await researchToken(env.state),
      project_token: await projectToken(env.state),
      expected_snapshot: review.snapshot,
      expected_revision: 1,
      expected_source_sha256: now,
      link_id: saved.link_id,
    };
    const log = await logBytes(env.root);
    const refusals: [Record<string, unknown>, number, string | null][] = [
      [{ ...reanchor, expected_revision: 2 }, 409, "stale-archive"],
      [{ ...reanchor, expected_source_sha256: body.expected_source_sha256 }, 409, "stale-archive"],
      [{ ...reanchor, expected_snapshot: body.expected_snapshot }, 409, "stale-archive"],
      [{ ...reanchor, project_token: "AAAA" }, 409, "stale-context"],
      [{ ...reanchor, expected_revision: 0 }, 400, null],
      [{ ...reanchor, link_id: "mcl_01JZZZZZZZZZZZZZZZZZZZZZZZ" }, 400, null],
      [{ ...reanchor, note: "x" }, 400, null],
    ];
    for (const [payload, status, code] of refusals) {
      const res = await post(env.app, "/research-manuscript-reanchor", payload);
      const out = await res.json();
      assert.equal(res.status, status, `${JSON.stringify(payload)}: ${out.message}`);
      assert.equal(out.code ?? null, code, out.message);
      assert.deepEqual(await logBytes(env.root), log);
    }
    const res = await post(env.app, "/research-manuscript-reanchor", reanchor);
    const out = await res.json();
    assert.equal(res.status, 200, out.message);
    assert.equal(out.revision, 2);
    assert.equal(out.anchor_state, "moved");
    assert.equal(out.link.anchor.source_sha256, now);
    assert.equal(
      out.link.anchor.selection.start_line,
      out.previous_anchor.selection.start_line + 2,
    );
    const again = await post(env.app, "/research-manuscript-reanchor", {
      ...reanchor,
      expected_snapshot: out.snapshot,
      expected_revision: 2,
    });
    assert.equal(again.status, 400);
    assert.match((await again.json()).message, /nothing to re-pin/);
    assert.equal(await digest(env.root), now);
  });
});

Deno.test("POST /api/research-manuscript-reconcile re-anchors every moved link in one commit and leaves adjusted ones", async () => {
  await withResearch(async (env) => {
    const { body } = await setup(env);
    const quotes = [QUOTE, "It’s cataract", "he put on his coat and walked the two miles"];
    const ids: string[] = [];
    for (const quote of quotes) {
      const found = await research.findAnchor(env.root, { manuscript: "ledger.md", quote });
      const res = await post(env.app, "/research-manuscript-link", {
        ...body,
        expected_snapshot: found.snapshot,
        selection: found.selection,
      });
      const saved = await res.json();
      assert.equal(res.status, 200, saved.message);
      ids.push(saved.link_id);
    }
    const path = join(env.root, "ledger.md");
    const text = await Deno.readTextFile(path);
    await Deno.writeTextFile(
      path,
      text
        .replace("## Chapter One: The Keeper\n", "## Chapter One: The Keeper\n\nA new line.\n")
        .replace("Then he put on his coat", "At last he put on his coat"),
    );
    const review = await research.reviewManuscriptLinks(env.root, { manuscript: "ledger.md" });
    const states = Object.fromEntries(
      (review.rows as { link_id: string; anchor_state: string }[]).map((r) => [
        r.link_id,
        r.anchor_state,
      ]),
    );
    assert.deepEqual(ids.map((id) => states[id]), ["moved", "moved", "adjusted"]);
    const reconcile = {
      project_id: body.project_id,
      research_token: await researchToken(env.state),
      project_token: await projectToken(env.state),
      expected_snapshot: review.snapshot,
      expected_source_sha256: await digest(env.root),
    };
    const log = await logBytes(env.root);
    for (
      const [payload, status] of [
        [{ ...reconcile, expected_snapshot: body.expected_snapshot }, 409],
        [{ ...reconcile, expected_source_sha256: body.expected_source_sha256 }, 409],
        [{ ...reconcile, link_id: ids[0] }, 400],
      ] as const
    ) {
      const res = await post(env.app, "/research-manuscript-reconcile", payload);
      assert.equal(res.status, status, (await res.json()).message);
      assert.deepEqual(await logBytes(env.root), log);
    }
    const res = await post(env.app, "/research-manuscript-reconcile", reconcile);
    const out = await res.json();
    assert.equal(res.status, 200, out.message);
    assert.deepEqual(out.repinned.map((r: { link_id: string }) => r.link_id), ids.slice(0, 2));
    assert.deepEqual(out.repinned.map((r: { revision: number }) => r.revision), [2, 2]);
    assert.deepEqual(out.skipped.map((r: { link_id: string }) => r.link_id), [ids[2]]);
    assert.match(out.skipped[0].reason, /paragraph around the quote changed/);
    const after = await research.reviewManuscriptLinks(env.root, { manuscript: "ledger.md" });
    const now = (after.rows as { link_id: string; anchor_state: string }[])
      .map((r) => [r.link_id, r.anchor_state]);
    assert.deepEqual(Object.fromEntries(now), {
      [ids[0]]: "resolved",
      [ids[1]]: "resolved",
      [ids[2]]: "adjusted",
    });
  });
});
