/**
 * Corrections in the served page, as in the CLI (issue 27): on a claim the author re-pins the
 * dossier revision that fell behind, corrects the claim's fields, re-pins an evidence link to
 * the claim's new revision, retracts the contradicting link of a conflict and retracts a
 * relation — each a guarded revision with its reason — and the archive holds exactly those
 * revisions. In English at 1440 px and in German at 390 px (no sideways scrolling).
 *
 * @module
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import type { Page } from "npm:playwright-core@1.65.1";
import * as research from "../research/mod.ts";
import { recordsFixture } from "../research/testing/records_fixture.ts";
import { chromiumAvailable, launchBrowser, openPage, screenshot } from "../testing/browser.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";

const SAMPLE = new URL("../testdata/sample-en.md", import.meta.url).pathname;
type Env = Record<string, unknown>;
const id = (e: Env) => e.record_id as string;

/** An archive with a claim whose dossier moved on, a conflict and a relation. */
async function archive(lang: "en" | "de") {
  const { root, passages } = await recordsFixture();
  await Deno.copyFile(SAMPLE, join(root, "book.md"));
  if (lang === "de") await Deno.writeTextFile(join(root, "svc.toml"), 'ui_language = "de"\n');
  const dossier = await research.createDossier(root, { title: "Mill", body: "Notes." });
  const claim = await research.createClaim(root, {
    title: "The mill burned",
    statement: "It burned in March.",
    dossier_id: id(dossier),
  });
  const other = await research.createClaim(root, { title: "The insurer paid", statement: "S" });
  const decision = await research.recordDecision(root, {
    title: "Move the fire",
    claim_id: id(claim),
    dossier_ids: [id(dossier)],
  });
  await research.reviseRecord(root, {
    kind: "dossier",
    id: id(dossier),
    expectedRevision: 1,
    changes: { body: "More notes." },
    changeKind: "correction",
    reason: "Notes grew",
  });
  const supports = await research.linkEvidence(root, {
    claim_id: id(claim),
    passage_id: passages[0],
  });
  const contradicts = await research.linkEvidence(root, {
    claim_id: id(claim),
    passage_id: passages[0],
    relation: "contradicts",
  });
  const relation = await research.createClaimRelation(root, {
    from_claim_id: id(claim),
    to_claim_id: id(other),
    relation: "causes",
  });
  return {
    root,
    claim: id(claim),
    supports: id(supports),
    contradicts: id(contradicts),
    relation: id(relation),
    decision: id(decision),
    dossier: id(dossier),
  };
}

/** Opens a correction control by its button text, gives the reason and confirms. */
async function correct(scope: ReturnType<Page["locator"]>, label: string, reason: string) {
  const box = scope.locator(`span.correction[data-action="${label}"]`).first();
  await box.getByRole("button", { name: label }).click();
  await box.locator("input").fill(reason);
  await box.locator("button.primary").click();
}

async function story(lang: "en" | "de", width: number) {
  const a = await archive(lang);
  const state = new ServerState({ home: a.root, cliThresholds: {}, debug: false });
  state.select(await resolveSelection(a.root));
  const server = serveOnLoopback(state);
  const t = lang === "de"
    ? {
      repinDossier: "Auf Dossier-Revision 2 festlegen",
      correct: "Korrigieren",
      repinClaim: "Auf Behauptungs-Revision 3 festlegen",
      retractLink: "Diesen Beleg zurückziehen",
      retractRelation: "Diese Beziehung zurückziehen",
      repinDecisionClaim: "Auf Behauptungs-Revision 3 festlegen",
      repinDecisionDossier: "Auf Dossier-Revision 2 festlegen",
    }
    : {
      repinDossier: "Re-pin to dossier revision 2",
      correct: "Correct",
      repinClaim: "Re-pin to claim revision 3",
      retractLink: "Retract this evidence",
      retractRelation: "Retract this relation",
      repinDecisionClaim: "Re-pin to claim revision 3",
      repinDecisionDossier: "Re-pin to dossier revision 2",
    };
  try {
    await using browser = await launchBrowser();
    await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/#research`, {
      viewport: { width, height: 844 },
    });
    const { page } = opened;
    await page.click("#tab-research-claims");
    await page.locator(`#research-claim-list tr[data-record-id="${a.claim}"] button`).click();
    const detail = page.locator("#research-claim-detail");
    await detail.locator("ul.evidence li").first().waitFor();
    // The conflict is said on the claim; the passage linked both ways is marked.
    await detail.locator("p.notice.conflict").waitFor();
    assert.equal(await detail.locator("ul.evidence li.conflict").count(), 2);

    const saved = (n: number) => detail.locator("p.correction-done").filter({ hasText: `${n}` });
    await correct(detail, t.repinDossier, "Pinned to the notes as they are");
    await saved(2).waitFor();
    await detail.getByRole("button", { name: t.correct }).click();
    const edit = detail.locator("form.claim-edit");
    await edit.locator("textarea[name=statement]").fill("It burned in March 1848.");
    await edit.locator("input[name=reason]").fill("The year is known");
    await edit.locator("button[type=submit]").click();
    await saved(3).waitFor();
    const supports = detail.locator("ul.evidence li").first();
    await correct(supports, t.repinClaim, "Still supports the corrected claim");
    await saved(2).waitFor();
    const slip = detail.locator("ul.evidence li").nth(1);
    await correct(slip, t.retractLink, "Linked the wrong way");
    await detail.locator("ul.evidence li").nth(1).waitFor({ state: "detached" });
    assert.equal(await detail.locator("p.notice.conflict").count(), 0);
    await correct(detail.locator("ul.relations li").first(), t.retractRelation, "Not causal");
    await page.waitForFunction(
      () =>
        (globalThis as unknown as { document: { querySelector(s: string): unknown } }).document
          .querySelector("#research-claim-detail ul.relations span.correction") === null,
    );

    // The decision's two pins fell behind: re-pin both, then correct its title.
    await page.click("#tab-research-decisions");
    const item = page.locator(`#research-decision-list li.record[data-record-id="${a.decision}"]`);
    await correct(item, t.repinDecisionClaim, "The claim was corrected");
    await item.locator('p.notice.ok[data-revision="2"]').waitFor();
    await correct(
      page.locator(`#research-decision-list li.record[data-record-id="${a.decision}"]`),
      t.repinDecisionDossier,
      "The notes grew",
    );
    await item.locator('p.notice.ok[data-revision="3"]').waitFor();
    await item.getByRole("button", { name: t.correct }).click();
    await item.locator("form.decision-edit input[name=title]").fill("Move the fire to March");
    await item.locator("form.decision-edit input[name=reason]").fill("Dated");
    await item.locator("form.decision-edit button[type=submit]").click();
    await item.locator('p.notice.ok[data-revision="4"]').waitFor();
    assert.equal(await item.locator(".chip.warn").count(), 0, "no pin is behind any more");

    const overflow = await page.evaluate(() => {
      const g = globalThis as unknown as {
        document: { documentElement: { scrollWidth: number } };
        innerWidth: number;
      };
      return g.document.documentElement.scrollWidth - g.innerWidth;
    });
    assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
    console.error(
      `[screenshot] ${await screenshot(page, `research-corrections-${lang}-${width}`)}`,
    );
  } finally {
    await server.shutdown();
  }

  // The archive holds exactly the revisions the page made, with their reasons.
  const claim = await research.getRecord(a.root, { kind: "claim", id: a.claim });
  assert.equal(claim.revision, 3);
  const record = claim.record as Env;
  assert.equal(record.dossier_revision, 2);
  assert.equal(record.statement, "It burned in March 1848.");
  const link = await research.getRecord(a.root, { kind: "evidence_link", id: a.supports });
  assert.equal((link.record as Env).claim_revision, 3);
  assert.equal((link.change as Env).reason, "Still supports the corrected claim");
  const slip = await research.getRecord(a.root, { kind: "evidence_link", id: a.contradicts });
  assert.equal((slip.record as Env).state, "retracted");
  const relation = await research.getRecord(a.root, { kind: "claim_relation", id: a.relation });
  assert.equal((relation.record as Env).state, "retracted");
  assert.equal((relation.change as Env).reason, "Not causal");
  const decision = await research.getRecord(a.root, { kind: "decision", id: a.decision });
  assert.equal(decision.revision, 4);
  const d = decision.record as Env;
  assert.equal(d.title, "Move the fire to March");
  assert.equal(d.claim_revision, 3);
  assert.deepEqual(d.dossier_revisions, { [a.dossier]: 2 });
  assert.equal(d.review_needed, false);
  await Deno.remove(a.root, { recursive: true });
}

Deno.test({
  name: "claims are corrected in the page: re-pin, correct, retract a link and a relation",
  ignore: !chromiumAvailable(),
  fn: () => story("en", 1440),
});

Deno.test({
  name: "the same corrections in German at 390 px, without sideways scrolling",
  ignore: !chromiumAvailable(),
  fn: () => story("de", 390),
});

Deno.test({
  name: "the same file again: the page offers to open the existing source or add it apart",
  ignore: !chromiumAvailable(),
  fn: async () => {
    const { root } = await recordsFixture();
    await Deno.copyFile(SAMPLE, join(root, "book.md"));
    await Deno.mkdir(join(root, "sources"));
    // The fixture's own source, byte for byte (research/testing/records_fixture.ts).
    await Deno.writeTextFile(
      join(root, "sources", "letters.txt"),
      "The mill burned in March 1848.\n\nLetters from Łódź mention the fire.\n\n" +
        "The insurer paid in 1849.\n",
    );
    const state = new ServerState({ home: root, cliThresholds: {}, debug: false });
    state.select(await resolveSelection(root));
    const server = serveOnLoopback(state);
    try {
      await using browser = await launchBrowser();
      await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/#research`, {
        viewport: { width: 1440, height: 900 },
      });
      const { page } = opened;
      const form = page.locator("#research-ingest-form");
      await form.locator("select[name=file]").selectOption("sources/letters.txt");
      await form.locator("input[name=allow_retention]").check();
      await form.locator("button[type=submit]").click();
      const choice = form.locator(".ingest-result .duplicate");
      await choice.waitFor();
      assert.match(await choice.innerText(), /already in the archive: “Letters”, version 1/);
      // Version 1 is the source's latest: it cannot be a new version of itself.
      assert.equal(await choice.getByRole("button", { name: "Add as a new version" }).count(), 0);
      await choice.getByRole("button", { name: "Open the existing source" }).click();
      assert.equal(
        await page.locator("#research-sources tr[aria-current=true] td").first().innerText(),
        "Letters",
      );
      assert.equal(
        ((await research.listSources(root)).sources as unknown[]).length,
        1,
        "nothing written yet",
      );
      await choice.getByRole("button", { name: "Add as a separate source" }).click();
      await form.locator(".ingest-result .done").waitFor();
      assert.equal(((await research.listSources(root)).sources as unknown[]).length, 2);
    } finally {
      await server.shutdown();
      await Deno.remove(root, { recursive: true });
    }
  },
});
