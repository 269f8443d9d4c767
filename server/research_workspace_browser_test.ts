/**
 * The research workspace of the served dashboard in headless Chromium, on a real loopback
 * port and a real archive: the author's story walked with mouse and keyboard at 1440 px, at
 * 390 px, and once in German — create the archive, add a corpus novel and a PDF, search,
 * read a passage among its neighbours, copy a citation, a dossier with sections, evidence and
 * an image, claims, an evidence link, a causal relation, a decision, section edits through a
 * conflict and a 409, history, manuscript links made by mouse and by keyboard, the
 * manuscript edited on disk, the review and a re-anchor, the timeline, the editorial review
 * and matrix downloads, the decision's impact, mark applied and reopen — with no console
 * error (but the one 409 the story provokes) and no CSP violation. Screenshots are printed on
 * stderr (`[screenshot] …`); `SVC_SHOTS_DIR` keeps them in one folder.
 */
import assert from "node:assert/strict";
import { Buffer } from "node:buffer";
import { join } from "node:path";
import type { Page } from "npm:playwright-core@1.65.1";
import { GIF } from "../research/testing/images.ts";
import { testPdf } from "../research/testing/pdfs.ts";
import { getRecord, listDossiers, projectOverview, updateSection } from "../research/mod.ts";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  openPage,
  screenshot as fullPage,
  settle,
} from "../testing/browser.ts";
import { serveOnLoopback } from "../testing/serve_app.ts";
import { resolveSelection } from "./select.ts";
import { ServerState } from "./state.ts";

const REPO = new URL("..", import.meta.url).pathname;
const CORPUS = join(REPO, "..", "shared", "corpus");
/** A file name a hostile folder could hold: it must show as text, never as markup. */
const HOSTILE_NAME = `<img src=x onerror=alert(1)>.txt`;

/** What the manuscript step links and then edits on disk. */
interface Links {
  /** A quote selected with the mouse in this paragraph (index on the page). */
  readonly mouse: { readonly paragraph: number; readonly quote: string };
  /** A sentence chosen with the pickers (keyboard) in this paragraph. */
  readonly pick: { readonly paragraph: number; readonly sentence: string };
  /** The text before which a new paragraph is inserted on disk (the mouse link moves). */
  readonly insertBefore: string;
  /** A word of the picked sentence and its replacement (that link's quote changes). */
  readonly change: readonly [string, string];
}

interface Story {
  readonly lang: "en" | "de";
  readonly width: number;
  readonly links: Links;
  /** Manuscript, novel from the corpus, and a query that finds both words in it. */
  readonly manuscript: string;
  readonly novel: string;
  readonly query: string;
}

/** A project folder with a manuscript, a corpus novel and a PDF whose page 2 has no text. */
async function project(home: string, story: Story): Promise<string> {
  const root = join(home, "book");
  await Deno.mkdir(join(root, "sources"), { recursive: true });
  await Deno.copyFile(story.manuscript, join(root, "book.md"));
  if (story.lang === "de") {
    await Deno.writeTextFile(join(root, "svc.toml"), 'language = "de"\nui_language = "de"\n');
  }
  await Deno.copyFile(story.novel, join(root, "sources", "novel.md"));
  await Deno.writeFile(
    join(root, "sources", "letter.pdf"),
    await testPdf([
      {
        blocks: [{
          lines: ["Letter from Łódź, 3 May 1886.", "The door in the by-street was locked."],
          size: 12,
          top: 72,
        }],
      },
      { image: ["A scanned page"], size: 24 },
    ]),
  );
  await Deno.writeTextFile(join(root, "sources", HOSTILE_NAME), "A hostile name.\n");
  return root;
}

/** A full-page screenshot from the top, so the sticky tab rows sit where they belong. */
async function screenshot(page: Page, name: string): Promise<string> {
  await page.evaluate(() =>
    (globalThis as unknown as { scrollTo(x: number, y: number): void }).scrollTo(0, 0)
  );
  return await fullPage(page, name);
}

async function noHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.evaluate(() => {
    const d = (globalThis as unknown as { document: { documentElement: { scrollWidth: number } } })
      .document;
    return d.documentElement.scrollWidth - (globalThis as unknown as { innerWidth: number })
      .innerWidth;
  });
  assert.ok(overflow <= 0, `the page scrolls sideways by ${overflow} px`);
}

/** The focused element's outline, to check that keyboard focus is visible. */
async function focusOutline(page: Page): Promise<string> {
  return await page.evaluate(() => {
    const g = globalThis as unknown as {
      document: { activeElement: unknown };
      getComputedStyle(e: unknown): { outlineStyle: string; outlineWidth: string };
    };
    const s = g.getComputedStyle(g.document.activeElement);
    return `${s.outlineStyle} ${s.outlineWidth}`;
  });
}

async function walk(story: Story): Promise<void> {
  const home = await Deno.makeTempDir({ prefix: "svc-research-ui-" });
  const root = await project(home, story);
  const state = new ServerState({ home, cliThresholds: {}, debug: false });
  state.select(await resolveSelection(root));
  const server = serveOnLoopback(state);
  const name = (step: string) => `research-${story.lang}-${story.width}-${step}`;
  try {
    await using browser = await launchBrowser();
    await using opened = await openPage(browser, `http://127.0.0.1:${state.port}/#research`, {
      viewport: { width: story.width, height: 900 },
    });
    const { page } = opened;
    await page.context().grantPermissions(["clipboard-read", "clipboard-write"]);
    const ingests: string[] = [];
    page.on("request", (r) => {
      if (r.url().endsWith("/api/research-ingest")) ingests.push(r.postData() ?? "");
    });

    // The research area is its own navigation group, apart from the analysis tabs.
    assert.equal(await page.locator("nav.tabs-research [role=tab]").count(), 1);
    assert.equal(await page.locator("nav.tabs:not(.tabs-research) #tab-research").count(), 0);
    assert.equal(await page.locator("#panel-research").isVisible(), true);

    // Create the archive; the page reloads with the archive's tabs.
    await Promise.all([
      page.waitForEvent("load"),
      page.click("#research-init-form button[type=submit]"),
    ]);
    await page.locator("#research-status-sources").waitFor();
    assert.equal(await page.locator("nav.tabs-research [role=tab]").count(), 8);
    assert.equal(
      await page.locator("#research-ingest-form select[name=file] option").filter({
        hasText: HOSTILE_NAME,
      }).count(),
      1,
      "a hostile file name is an option's text",
    );

    // An unticked retention box and a bad URL: shown at the fields, nothing sent.
    const form = page.locator("#research-ingest-form");
    await form.locator("select[name=file]").selectOption("sources/novel.md");
    await form.locator("input[name=origin_url]").fill("ftp://example.org/novel");
    await form.locator("button[type=submit]").click();
    assert.equal(
      await form.locator("input[name=allow_retention]").getAttribute("aria-invalid"),
      "true",
    );
    assert.equal(await form.locator("input[name=origin_url]").getAttribute("aria-invalid"), "true");
    assert.notEqual(await form.locator("#rs-allow-retention-error").innerText(), "");
    assert.deepEqual(ingests, []);
    console.error(`[screenshot] ${await screenshot(page, name("1-checked"))}`);

    // Add the novel with its context, then the PDF: its scanned page is a warning.
    await form.locator("input[name=origin_url]").fill("https://www.gutenberg.org/ebooks/43");
    await form.locator("input[name=title]").fill("<b>Novel</b> & sources");
    await form.locator("input[name=created_period]").fill("1886");
    await form.locator("input[name=place]").fill("London");
    await form.locator("input[name=allow_retention]").check();
    await form.locator("button[type=submit]").click();
    await form.locator(".ingest-result .done").waitFor();
    assert.deepEqual(JSON.parse(ingests[0]).context, { created_period: "1886", place: "London" });
    assert.equal(JSON.parse(ingests[0]).allow_retention, true);
    assert.equal(await form.locator("input[name=allow_retention]").isChecked(), false);
    await form.locator("input[name=path]").fill("sources/letter.pdf");
    await form.locator("input[name=allow_retention]").check();
    await form.locator("button[type=submit]").click();
    await form.locator(".ingest-result .warning li").waitFor();
    assert.match(await form.locator(".ingest-result .warning li").innerText(), /Page 2/);
    await page.locator("#research-sources tbody tr").nth(1).waitFor();
    assert.equal(
      await page.locator("#research-sources tbody td").first().innerText(),
      "<b>Novel</b> & sources",
      "a title is text, never markup",
    );
    const sources = await page.locator("#research-status-sources").innerText();
    if (story.lang === "de") {
      assert.match(sources, /Passagen: 1\.\d{3}/, "German thousands separator");
      assert.match(
        await page.locator("#research-sources tbody tr").first().locator("td").last().innerText(),
        /^\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}$/,
        "German date",
      );
    } else assert.match(sources, /passages: \d/);
    console.error(`[screenshot] ${await screenshot(page, name("2-sources"))}`);

    // Search by keyboard: the research tabs take arrow keys; the default scope is `all`.
    await page.focus("#tab-research");
    await page.keyboard.press("ArrowRight");
    assert.equal(await page.locator("#tab-research-search").getAttribute("aria-selected"), "true");
    assert.equal(await focusOutline(page), "solid 3px");
    const search = page.locator("#research-search-form");
    assert.equal(await search.locator("select[name=scope]").inputValue(), "all");
    await search.locator("input[name=query]").focus();
    await page.keyboard.type(story.query);
    await page.keyboard.press("Enter");
    const hit = page.locator("#research-hits li.hit[data-passage-id]").first();
    await hit.waitFor();
    const marks = await hit.locator(".excerpt mark").allInnerTexts();
    assert.ok(marks.length >= 1, "matched words are marked");
    for (const m of marks) {
      assert.ok(
        story.query.toLowerCase().split(/\s+/).some((w) => m.toLowerCase().startsWith(w)),
        m,
      );
    }

    // The passage among its neighbours, opened by keyboard.
    const summary = hit.locator("details.hit-form > summary").first();
    await summary.focus();
    await page.keyboard.press("Enter");
    const current = hit.locator("ol.context li[aria-current=true]");
    await current.waitFor();
    assert.ok(await hit.locator("ol.context li").count() >= 2, "neighbouring passages");
    assert.equal(
      await current.locator(".excerpt").innerText(),
      await hit.locator(":scope > .excerpt").innerText(),
    );

    // A citation on the clipboard: Chicago (the default style) from the CSL engine, its note
    // then its bibliography entry; then the archive's own line. Never an internal id.
    const clipboard = () =>
      page.evaluate(() =>
        (globalThis as unknown as { navigator: { clipboard: { readText(): Promise<string> } } })
          .navigator.clipboard.readText()
      );
    assert.equal(await hit.locator("select.cite-style").inputValue(), "chicago");
    await hit.locator("button.cite").click();
    await hit.locator(".cite-status q").waitFor();
    const styled = await clipboard();
    assert.equal(styled.split("\n").length, 2, styled);
    assert.match(styled, /Novel/);
    assert.match(styled, /London, 1886\. https:\/\/www\.gutenberg\.org\/ebooks\/43\.$/);
    assert.doesNotMatch(styled, /psg_|src_/);
    await hit.locator("select.cite-style").selectOption("archive");
    await hit.locator("button.cite").click();
    let citation = styled;
    for (let i = 0; i < 100 && citation === styled; i++) {
      await page.waitForTimeout(50);
      citation = await clipboard();
    }
    assert.match(citation, /^<b>Novel<\/b> & sources \(London, 1886\), version 1, ¶ \d+, https:/);
    assert.doesNotMatch(citation, /psg_/);
    assert.match(citation, /, https:\/\/www\.gutenberg\.org\/ebooks\/43$/);

    // The scope filter: no dossier matches yet.
    await search.locator("select[name=scope]").selectOption("dossiers");
    const scoped = page.waitForResponse((r) => r.url().endsWith("/api/research-search"));
    await search.locator("button[type=submit]").click();
    assert.equal((await (await scoped).json()).scope, "dossiers");
    await page.locator("#research-hits li").first().waitFor({ state: "detached" });
    assert.equal(await page.locator("#research-hits li").count(), 0);
    await search.locator("select[name=scope]").selectOption("all");
    await search.locator("button[type=submit]").click();
    await hit.waitFor();
    if (story.width < 500) await noHorizontalScroll(page);
    console.error(`[screenshot] ${await screenshot(page, name("3-search"))}`);

    await records(page, root, story, name).catch(async (e) => {
      console.error(`[screenshot] ${await screenshot(page, name("failed"))}`);
      console.error(JSON.stringify(opened.problems));
      throw e;
    });

    await settle(page);
    // The browser reports each answer with an error status; the story provokes exactly one
    // 409 (saved elsewhere between preview and save). Anything else is a failure.
    const expected = opened.problems.filter((p) =>
      p.kind === "console-error" && /status of 409/.test(p.text) &&
      p.url?.endsWith("/api/research-record-revise")
    );
    assert.equal(expected.length, 1);
    assert.deepEqual(opened.problems.filter((p) => !expected.includes(p)), []);
    assert.deepEqual(await cspViolations(page), []);
  } finally {
    await server.shutdown();
    await Deno.remove(home, { recursive: true });
  }
}

/** The JSON bodies the page posts to `path`, in order. */
function posted(page: Page, path: string): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  page.on("request", (r) => {
    if (r.method() === "POST" && new URL(r.url()).pathname === path) {
      bodies.push(JSON.parse(r.postData() ?? "{}"));
    }
  });
  return bodies;
}

/** Another writer (a second window, a command) changes a dossier section meanwhile. */
async function elsewhere(root: string, dossierId: string, section: string, text: string) {
  const current = await getRecord(root, { kind: "dossier", id: dossierId });
  await updateSection(root, {
    id: dossierId,
    section,
    body: `\n${text}\n\n`,
    expectedRevision: current.revision as number,
    changeKind: "correction",
    reason: "edited in another window",
  });
}

/** The archive's head snapshot now: what a write posted from the page must name as expected. */
async function headOf(root: string): Promise<string> {
  const head = (await projectOverview(root)).snapshot;
  assert.match(String(head), /^[0-9a-f]{64}$/);
  return head as string;
}

/** Dossiers, claims, evidence, relations, decisions and the guarded section edit. */
async function records(
  page: Page,
  root: string,
  story: Story,
  name: (step: string) => string,
): Promise<void> {
  const revises = posted(page, "/api/research-record-revise");
  const links = posted(page, "/api/research-evidence-link");
  const relations = posted(page, "/api/research-claim-relation");
  const decisions = posted(page, "/api/research-decision-add");
  const hit = page.locator("#research-hits li.hit[data-passage-id]").first();
  const passageId = (await hit.getAttribute("data-passage-id"))!;

  // A dossier with two sections.
  await page.click("#tab-research-dossiers");
  await page.click("#research-dossier-create > summary");
  const dform = page.locator("#research-dossier-form");
  await dform.locator("input[name=title]").fill("The house <i>by</i> the square");
  await dform.locator("textarea[name=body]").fill(
    "Notes for chapter two.\n\n## The door\n\nA blistered door in the by-street.\n\n## People\n\nUtterson, Poole.",
  );
  await dform.locator("button[type=submit]").click();
  const detail = page.locator("#research-dossier-detail");
  await detail.locator("h3").filter({ hasText: "The house <i>by</i> the square" }).waitFor();
  const dossierId = (await detail.getAttribute("data-record-id"))!;
  assert.equal(await detail.locator("section.dossier-section[data-section]").count(), 2);

  // Attach the first search hit to it.
  await page.click("#tab-research-search");
  const attach = hit.locator("details.hit-form").nth(1);
  await attach.locator("summary").click();
  await attach.locator("select").selectOption(dossierId);
  const headBeforeAttach = await headOf(root);
  await attach.locator("button[type=submit]").click();
  await attach.locator("[role=status][data-kind=ok]").waitFor();
  assert.deepEqual(revises[0].changes, { evidence_ids: [passageId] });
  assert.equal(revises[0].expected_revision, 1);
  assert.equal(revises[0].expected_snapshot, headBeforeAttach);
  assert.equal(typeof revises[0].research_token, "string");

  // Two claims; the first is linked to the passage as evidence.
  await page.click("#tab-research-claims");
  await page.click("#research-claim-create > summary");
  const cform = page.locator("#research-claim-form");
  const claim = async (title: string, period: string, confidence: string) => {
    await cform.locator("input[name=title]").fill(title);
    await cform.locator("textarea[name=statement]").fill(`${title}, as the sources tell it.`);
    await cform.locator("select[name=confidence]").selectOption(confidence);
    await cform.locator("input[name=time_period]").fill(period);
    await cform.locator("select[name=dossier_id]").selectOption(dossierId);
    await cform.locator("button[type=submit]").click();
    await cform.locator("[role=status][data-kind]").waitFor();
    assert.equal(
      await cform.locator("[role=status]").getAttribute("data-kind"),
      "ok",
      await cform.locator("[role=status]").innerText(),
    );
    await page.locator("#research-claim-detail h3").filter({ hasText: title }).waitFor();
    return (await page.locator("#research-claim-detail").getAttribute("data-record-id"))!;
  };
  const first = await claim("Hyde uses the laboratory door", "1886", "evidenced");
  assert.equal(await cform.locator(".claim-warnings li").count(), 1, "evidenced without evidence");
  const second = await claim("Utterson breaks the door down", "about spring 1886", "hypothetical");
  assert.equal(await cform.locator(".claim-warnings li").count(), 1, "a period off the timeline");

  await page.click("#tab-research-search");
  const link = hit.locator("details.hit-form").nth(2);
  await link.locator("summary").click();
  await link.locator("select[name=claim]").selectOption(first);
  await link.locator("select[name=relation]").selectOption("supports");
  await link.locator("textarea[name=rationale]").fill("Poole and Utterson break it <b>down</b>.");
  const headBeforeLink = await headOf(root);
  await link.locator("button[type=submit]").click();
  await link.locator("[role=status][data-kind=ok]").waitFor();
  assert.equal(links[0].claim_id, first);
  assert.equal(links[0].passage_id, passageId);
  assert.equal(links[0].expected_claim_revision, 1);
  assert.equal(links[0].expected_snapshot, headBeforeLink);
  assert.equal(typeof links[0].project_id, "string");

  // The claim shows its evidence; a causal relation to the second claim.
  await page.click("#tab-research-claims");
  await page.locator(`#research-claim-list tr[data-record-id="${first}"] button`).click();
  const cdetail = page.locator("#research-claim-detail");
  await cdetail.locator(`ul.evidence li[data-passage-id="${passageId}"]`).waitFor();
  // Two claims, a row each: the title button, then confidence, period, evidence, revision.
  assert.equal(await page.locator("#research-claim-list tbody tr").count(), 2);
  assert.equal(
    await page.locator("#research-claim-list tr[aria-current=true]").getAttribute(
      "data-record-id",
    ),
    first,
  );
  assert.equal(
    await page.locator(`#research-claim-list tr[data-record-id="${first}"] td`).count(),
    5,
  );
  assert.match(
    await cdetail.locator("ul.evidence .rationale").innerText(),
    /Poole and Utterson break it <b>down<\/b>\./,
  );
  await cdetail.locator("select[name=to_claim]").selectOption(second);
  await cdetail.locator("#research-relation-form textarea").fill(
    "He breaks in because Hyde hides.",
  );
  await cdetail.locator("#research-relation-form button[type=submit]").click();
  await cdetail.locator("ul.relations li").waitFor();
  assert.equal(relations[0].from_claim_id, first);
  assert.equal(relations[0].to_claim_id, second);
  assert.equal(relations[0].from_claim_revision, 1);
  assert.equal(relations[0].to_claim_revision, 1);
  for (const key of ["research_token", "project_id", "expected_snapshot"]) {
    assert.equal(typeof relations[0][key], "string", key);
  }
  console.error(`[screenshot] ${await screenshot(page, name("4-claim"))}`);

  // A decision pins the claim and dossier revisions the form shows.
  await page.click("#tab-research-decisions");
  await page.click("#research-decision-create > summary");
  const decision = page.locator("#research-decision-form");
  await decision.locator("input[name=title]").fill("Keep the by-street door");
  await decision.locator("textarea[name=rationale]").fill("The scene needs a second way in.");
  await decision.locator("select[name=claim_id]").selectOption(first);
  await decision.locator(`input[name=dossier][value="${dossierId}"]`).check();
  await decision.locator("button[type=submit]").click();
  await page.locator("#research-decision-list li.record").waitFor();
  assert.equal(decisions[0].claim_revision, 1);
  assert.deepEqual(decisions[0].dossier_revisions, { [dossierId]: 2 });

  // Edit one section while another window changes the same section: the author chooses.
  await page.click("#tab-research-dossiers");
  await page.locator(`#research-dossier-list tr[data-record-id="${dossierId}"] button`).click();
  const door = detail.locator('section.dossier-section[data-section="The door"]');
  await door.locator("button.edit-section").click();
  const editor = door.locator("form.section-editor");
  await editor.locator("textarea").fill("A blistered, windowless door: the laboratory’s back way.");
  await editor.locator("input[name=reason]").fill("The door is the laboratory’s.");
  await elsewhere(root, dossierId, "The door", "A door with neither bell nor knocker.");
  await editor.locator("button[type=submit]").click();
  const conflict = editor.locator("fieldset.conflict");
  await conflict.waitFor();
  assert.match(await conflict.innerText(), /neither bell nor knocker/);
  assert.match(await conflict.innerText(), /windowless door/);
  console.error(`[screenshot] ${await screenshot(page, name("5-conflict"))}`);
  await conflict.locator("input[value=mine]").check();
  await conflict.locator("button.primary").click();
  await editor.locator(".preview .notice.ok").waitFor();
  await editor.locator(".preview button.primary").click();
  await detail.locator('p.notice.ok[role=status][data-revision="4"]').waitFor();
  let saved = await getRecord(root, { kind: "dossier", id: dossierId });
  assert.equal(saved.revision, 4);
  assert.match(String((saved.record as { body: string }).body), /windowless door/);
  assert.doesNotMatch(String((saved.record as { body: string }).body), /bell nor knocker/);

  // Saved between preview and save elsewhere: a 409 in plain words, Reload keeps the text.
  const people = detail.locator('section.dossier-section[data-section="People"]');
  await people.locator("button.edit-section").click();
  const pe = people.locator("form.section-editor");
  await pe.locator("textarea").fill("Utterson, Poole, and the cook.");
  await pe.locator("input[name=reason]").fill("The cook saw him.");
  await pe.locator("button[type=submit]").click();
  await pe.locator(".preview .notice.ok").waitFor();
  await elsewhere(root, dossierId, "The door", "A windowless door, the laboratory’s back way.");
  await pe.locator(".preview button.primary").click();
  const stale = pe.locator("[role=status][data-kind=error]");
  await stale.locator("button").waitFor();
  assert.equal(await pe.locator("textarea").inputValue(), "Utterson, Poole, and the cook.");
  console.error(`[screenshot] ${await screenshot(page, name("6-stale"))}`);
  assert.equal(await pe.locator(".preview button.primary").isDisabled(), true);
  await stale.locator("button").click();
  await pe.locator(".preview button.primary:enabled").click();
  await detail.locator('p.notice.ok[role=status][data-revision="6"]').waitFor();
  saved = await getRecord(root, { kind: "dossier", id: dossierId });
  assert.equal(saved.revision, 6);
  assert.match(String((saved.record as { body: string }).body), /and the cook\./);
  assert.match(String((saved.record as { body: string }).body), /windowless door, the laboratory/);

  // History: read revision 1 again.
  await detail.locator("details.history > summary").click();
  await detail.locator('details.history li[data-revision="1"] button').click();
  await detail.locator("p.notice.past").waitFor();
  assert.match(await detail.innerText(), /A blistered door in the by-street\./);
  assert.equal(
    await detail.locator("button.edit-section").count(),
    0,
    "past revisions are read-only",
  );
  await detail.locator("p.notice.past button").click();
  await detail.locator("button.edit-section").first().waitFor();

  // An image: checked in the page first (a GIF sends nothing), then added and shown.
  const images = posted(page, "/api/research-dossier-image");
  const imageForm = detail.locator("details.image-form");
  await imageForm.locator("summary").click();
  await imageForm.locator("input[type=file]").setInputFiles({
    name: "sketch.gif",
    mimeType: "image/gif",
    buffer: Buffer.from(GIF),
  });
  await imageForm.locator("input[name=allow_retention]").check();
  await imageForm.locator("button[type=submit]").click();
  await imageForm.locator('.field-error[data-for="file"]:not(:empty)').waitFor();
  assert.equal(images.length, 0);
  await imageForm.locator("input[type=file]").setInputFiles(
    join(REPO, "testdata", "images", "tiny.png"),
  );
  await imageForm.locator("input[name=alt]").fill("Sketch of the court <b>behind</b> the door");
  await imageForm.locator("textarea[name=caption]").fill("The court, seen from the by-street.");
  await imageForm.locator("select[name=section]").selectOption("The door");
  await imageForm.locator("button[type=submit]").click();
  const figure = detail.locator("figure.dossier-image img");
  await figure.waitFor();
  await page.waitForFunction(() =>
    (globalThis as unknown as { document: { querySelector(s: string): { src: string } | null } })
      .document.querySelector("#research-dossier-detail figure.dossier-image img")?.src
      .startsWith("data:image/png;base64,")
  );
  assert.equal(await figure.getAttribute("alt"), "Sketch of the court <b>behind</b> the door");
  assert.equal(images.length, 1);
  assert.equal(images[0].expected_revision, 6);
  assert.equal(images[0].allow_retention, true);
  assert.equal(images[0].section, "The door");
  console.error(`[screenshot] ${await screenshot(page, name("6b-image"))}`);

  // The decision now rests on an older dossier revision: it says so.
  await page.click("#tab-research-decisions");
  await page.locator("#research-decision-list li.record .chip.warn").waitFor();
  const listed = (await listDossiers(root)).dossiers as { revision: number }[];
  assert.equal(listed[0].revision, 7);
  if (story.width < 500) await noHorizontalScroll(page);
  console.error(`[screenshot] ${await screenshot(page, name("7-decisions"))}`);

  await manuscript(page, root, story, { first, second }, name);
  await views(page, root, story, { first, second, dossierId }, name);
}

/** Timeline, editorial review, matrix downloads, decision impact and acknowledgement. */
async function views(
  page: Page,
  root: string,
  story: Story,
  ids: { first: string; second: string; dossierId: string },
  name: (step: string) => string,
): Promise<void> {
  const acks = posted(page, "/api/research-decision-acknowledge");

  // The timeline: the dated claim is a bar; the other is listed with its reason.
  await page.click("#tab-research-timeline");
  const bar = page.locator(`#research-timeline-chart g.tl-row[data-claim-id="${ids.first}"]`);
  await bar.waitFor();
  assert.equal(await page.locator("#research-timeline-chart g.tl-row").count(), 1);
  const unplaced = page.locator(`#research-timeline-unplaced li[data-claim-id="${ids.second}"]`);
  await unplaced.waitFor();
  assert.match(await unplaced.innerText(), /about spring 1886/);
  if (story.width < 500) await noHorizontalScroll(page);
  console.error(`[screenshot] ${await screenshot(page, name("10-timeline"))}`);
  // By keyboard: from the dossier filter, Tab reaches the first bar, with a visible ring.
  await page.focus("#research-timeline-dossier");
  await page.keyboard.press("Tab");
  assert.equal(
    await bar.evaluate((g) =>
      // deno-lint-ignore no-explicit-any
      (globalThis as any).document.activeElement === g
    ),
    true,
  );
  assert.equal(await focusOutline(page), "solid 3px");
  await page.keyboard.press("Enter");
  await page.locator("#research-claim-detail h3").filter({ hasText: "laboratory door" }).waitFor();
  assert.equal(await page.locator("#tab-research-claims").getAttribute("aria-selected"), "true");

  // The editorial review and the matrix, with its downloads.
  await page.click("#tab-research-review");
  const item = page.locator(`#research-review-items li[data-record-id^="dec_"]`);
  await item.waitFor();
  assert.ok(await item.locator("ul.flags li").count() >= 1);
  await page.locator("#research-matrix-table tbody tr").nth(1).waitFor();
  const [download] = await Promise.all([
    page.waitForEvent("download"),
    page.click("#research-matrix-md"),
  ]);
  assert.equal(download.suggestedFilename(), "claim-matrix.md");
  const markdown = await Deno.readTextFile((await download.path())!);
  assert.match(markdown, /Hyde uses the laboratory door/);
  const [csv] = await Promise.all([
    page.waitForEvent("download"),
    page.click("#research-matrix-csv"),
  ]);
  assert.equal(csv.suggestedFilename(), "claim-matrix.csv");
  if (story.width < 500) await noHorizontalScroll(page);
  console.error(`[screenshot] ${await screenshot(page, name("11-review"))}`);

  // The decision's impact, then mark it applied and reopen it.
  await page.click("#tab-research-decisions");
  const decision = page.locator("#research-decision-list li.record").first();
  await decision.locator("details.impact > summary").click();
  const ack = decision.locator(`.ack[data-dossier-id="${ids.dossierId}"]`);
  await ack.waitFor();
  assert.match(await decision.locator(".impact-list").innerText(), /7/);
  await ack.locator("input[name=note]").fill("Applied in chapter <b>two</b>.");
  const headBeforeAck = await headOf(root);
  await ack.locator("button.ack-applied").click();
  await decision.locator(".impact-body p.notice.ok").waitFor();
  assert.equal(acks[0].status, "applied");
  assert.equal(acks[0].expected_decision_revision, 1);
  assert.equal(acks[0].expected_dossier_revision, 7);
  assert.equal(acks[0].expected_snapshot, headBeforeAck);
  const again = page.locator("#research-decision-list li.record").first();
  assert.match(await again.locator(".ack .rationale").innerText(), /<b>two<\/b>/);
  console.error(`[screenshot] ${await screenshot(page, name("12-applied"))}`);
  await again.locator(".ack button.ack-reopen").click();
  await page.locator("#research-decision-list li.record .ack .rationale").waitFor({
    state: "detached",
  });
  assert.equal(acks[1].status, "review_needed");
  assert.match(
    await page.locator("#research-decision-list li.record .ack p").nth(0).innerText(),
    /./,
  );
}

/** Link two sentences of the manuscript, edit the file on disk, review, re-anchor. */
async function manuscript(
  page: Page,
  root: string,
  story: Story,
  claims: { first: string; second: string },
  name: (step: string) => string,
): Promise<void> {
  const { links } = story;
  const sent = posted(page, "/api/research-manuscript-link");
  await page.click("#tab-research-manuscript");
  const form = page.locator("#research-mlink-form");

  // With the mouse: select the quote inside its paragraph.
  await page.evaluate(({ paragraph, quote }) => {
    // deno-lint-ignore no-explicit-any
    const g = globalThis as any;
    const p = g.document.getElementById(`ms-p-${paragraph}`);
    p.scrollIntoView();
    const node = p.firstChild;
    const at = node.textContent.indexOf(quote);
    const range = g.document.createRange();
    range.setStart(node, at);
    range.setEnd(node, at + quote.length);
    g.getSelection().removeAllRanges();
    g.getSelection().addRange(range);
    p.dispatchEvent(new g.MouseEvent("mouseup", { bubbles: true }));
  }, links.mouse);
  await form.locator(".quote-preview q").filter({ hasText: links.mouse.quote }).waitFor();
  await form.locator("select[name=claim]").selectOption(claims.first);
  await form.locator("button[type=submit]").click();
  await form.locator('.field-error[data-for="allow_retention"]:not(:empty)').waitFor();
  assert.equal(sent.length, 0, "an unticked box sends nothing");
  await form.locator("input[name=allow_retention]").check();
  await form.locator("button[type=submit]").click();
  await form.locator("[role=status][data-kind=ok]").waitFor();
  const review = page.locator("#research-ml-review");
  await review.locator("li.ml-row").first().waitFor();
  const mark = page.locator(`#ms-p-${links.mouse.paragraph} mark.ms-anchor`);
  await mark.waitFor();
  assert.equal(await mark.innerText(), links.mouse.quote);

  // By keyboard: chapter, paragraph and sentence pickers.
  const chapter = await page.locator(`#ms-p-${links.pick.paragraph}`).evaluate((p) =>
    // deno-lint-ignore no-explicit-any
    (p as any).closest("section").getAttribute("data-chapter")
  );
  await form.locator("select[name=chapter]").selectOption(chapter);
  await form.locator("select[name=paragraph]").selectOption(String(links.pick.paragraph));
  await form.locator("select[name=sentence]").focus();
  const options = await form.locator("select[name=sentence] option").allInnerTexts();
  const index = options.indexOf(links.pick.sentence);
  assert.ok(index >= 0, `the sentence picker offers ${JSON.stringify(links.pick.sentence)}`);
  await form.locator("select[name=sentence]").selectOption({ index });
  await form.locator("select[name=claim]").selectOption(claims.second);
  await form.locator("input[name=allow_retention]").check();
  await form.locator("button[type=submit]").focus();
  await page.keyboard.press("Enter");
  await review.locator("li.ml-row").nth(1).waitFor();
  assert.equal(sent.length, 2);
  for (const body of sent) {
    for (const key of ["research_token", "project_token", "expected_snapshot", "project_id"]) {
      assert.equal(typeof body[key], "string", key);
    }
    assert.match(String(body.expected_source_sha256), /^[0-9a-f]{64}$/);
    assert.equal(body.allow_retention, true);
  }
  assert.deepEqual(
    Object.keys(sent[1].selection as object).sort(),
    ["end", "end_line", "paragraph_sha256", "quote", "start", "start_line"],
  );
  assert.equal((sent[1].selection as { quote: string }).quote, links.pick.sentence);
  assert.equal(await page.locator("#research-manuscript-text mark.ms-anchor").count(), 2);
  console.error(`[screenshot] ${await screenshot(page, name("8-linked"))}`);

  // The author edits the manuscript on disk: a paragraph is inserted before the first quote
  // (it moves) and a word of the second quote changes (it no longer matches).
  const file = join(root, "book.md");
  let book = await Deno.readTextFile(file);
  assert.ok(book.includes(links.insertBefore) && book.includes(links.pick.sentence));
  book = book.replace(links.insertBefore, `${INSERTED[story.lang]}\n\n${links.insertBefore}`)
    .replace(links.pick.sentence, links.pick.sentence.replace(...links.change));
  await Deno.writeTextFile(file, book);
  await page.reload();
  await page.click("#tab-research-manuscript");
  const moved = review.locator('li.ml-row[data-state="moved"]');
  const changed = review.locator('li.ml-row[data-state="changed"]');
  await moved.waitFor();
  await changed.waitFor();
  assert.equal(await changed.locator("button").count(), 0, "a changed quote is never re-anchored");
  assert.equal(await page.locator("#research-manuscript-text mark.ms-anchor").count(), 0);
  assert.ok(await moved.locator("ul.flags li").count() >= 2, "flags in words");
  console.error(`[screenshot] ${await screenshot(page, name("9-review"))}`);
  await moved.locator("button").click();
  await review.locator('li.ml-row[data-state="resolved"]').waitFor();
  assert.equal(await review.locator("li.ml-row button").count(), 0);
  const remarked = page.locator("#research-manuscript-text mark.ms-anchor");
  assert.equal(await remarked.count(), 1);
  assert.equal(await remarked.innerText(), links.mouse.quote);
  if (story.width < 500) await noHorizontalScroll(page);
}

/** The paragraph the author inserts on disk. */
const INSERTED = {
  en: "The wind had blown for a week without rest.",
  de: "Der Wind hatte eine Woche lang nicht nachgelassen.",
} as const;

const EN: Omit<Story, "width"> = {
  lang: "en",
  links: {
    mouse: { paragraph: 0, quote: "He did not write anything else." },
    pick: {
      paragraph: 2,
      sentence:
        "He was a young man, new to the parish, with a London way of speaking that the village had not yet forgiven.",
    },
    insertBefore: "Elias Penhallow had kept the light",
    change: ["London", "Bristol"],
  },
  manuscript: join(REPO, "testdata", "sample-en.md"),
  novel: join(CORPUS, "en", "jekyll-and-hyde.md"),
  query: "Hyde door",
};

Deno.test({
  name: "research workspace at 1440 px: the author story from a new archive to a re-anchored link",
  ignore: !chromiumAvailable(),
  fn: () => walk({ ...EN, width: 1440 }),
});

Deno.test({
  name: "research workspace at 390 px: the same story without sideways scrolling",
  ignore: !chromiumAvailable(),
  fn: () => walk({ ...EN, width: 390 }),
});

Deno.test({
  name: "research workspace in German: German labels, numbers and dates",
  ignore: !chromiumAvailable(),
  fn: () =>
    walk({
      lang: "de",
      width: 1440,
      links: {
        mouse: { paragraph: 3, quote: "Hanna hatte den Brief viermal gelesen." },
        pick: { paragraph: 2, sentence: "Sie habe das Haus ihrer einzigen Enkelin vermacht." },
        insertBefore: "Hanna Petersen kam am 3. Mai",
        change: ["einzigen", "lieben"],
      },
      manuscript: join(REPO, "testdata", "sample-de.md"),
      novel: join(CORPUS, "de", "irrungen-wirrungen.md"),
      query: "Lene Botho",
    }),
});
