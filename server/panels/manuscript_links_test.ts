import assert from "node:assert/strict";
import { join } from "node:path";
import * as research from "../../research/mod.ts";
import { linkQuote } from "../../research/testing/manuscript_fixture.ts";
import { withResearch } from "../routes/research_testing.ts";
import { markedExcerpt } from "./manuscript_links.ts";

const QUOTE = "he had never missed an entry in the ledger";
const HOSTILE = "<img src=x onerror=alert(1)> & </mark><script>alert(2)</script>";
const LATER = "He sat for a long time with the lamp burning above him.";

async function page(app: { request: (p: string) => Response | Promise<Response> }) {
  const res = await app.request("/");
  assert.equal(res.status, 200);
  return await res.text();
}

Deno.test("the dashboard marks exact anchors inline, lists the others with their state, and escapes every quote", async () => {
  await withResearch(async ({ app, root }) => {
    const path = join(root, "ledger.md");
    const text = await Deno.readTextFile(path);
    await Deno.writeTextFile(path, text.replace(QUOTE, `${QUOTE} — ${HOSTILE} —`));
    assert.doesNotMatch(await page(app), /claim-links/, "no links, no panel");

    const claim = await research.createClaim(root, {
      title: "Keepers <b>kept</b> ledgers",
      statement: "They did.",
    });
    const id = claim.record_id as string;
    const exact = await linkQuote(root, "ledger.md", QUOTE, id, { note: "<i>note</i>" });
    const hostile = await linkQuote(root, "ledger.md", HOSTILE, id);
    const later = await linkQuote(root, "ledger.md", LATER, id);
    await Deno.writeTextFile(
      path,
      (await Deno.readTextFile(path)).replace(LATER, "He sat a while."),
    );

    const html = await page(app);
    assert.match(html, /id="claim-links"/);
    const marks = [
      ...html.matchAll(/<mark\s+class="claim-anchor" data-link-id="([^"]+)">(.*?)<\/mark>/gs),
    ];
    assert.deepEqual(marks.map((m) => m[1]), [exact.link_id, hostile.link_id]);
    assert.equal(marks[0][2], QUOTE);
    assert.equal(
      marks[1][2],
      "&lt;img src=x onerror=alert(1)&gt; &amp; &lt;/mark&gt;&lt;script&gt;alert(2)&lt;/script&gt;",
    );
    assert.doesNotMatch(html, /<img src=x/);
    assert.doesNotMatch(html, /<script>alert/);
    assert.match(html, /Keepers &lt;b&gt;kept&lt;\/b&gt; ledgers/);
    assert.match(html, /&lt;i&gt;note&lt;\/i&gt;/);
    const changed = new RegExp(
      `<tr data-link-id="${later.link_id}" data-anchor-state="changed">`,
    );
    assert.match(html, changed);
    assert.doesNotMatch(html, new RegExp(`<mark[^>]*data-link-id="${later.link_id}"`));

    // The panel follows the manuscript: once the quote is back, the link is exact again.
    await Deno.writeTextFile(
      path,
      (await Deno.readTextFile(path)).replace("He sat a while.", LATER),
    );
    const again = await page(app);
    assert.match(
      again,
      new RegExp(`<mark\\s+class="claim-anchor" data-link-id="${later.link_id}">`),
    );
  });
});

Deno.test("markedExcerpt cuts long paragraphs around the quote in code points", () => {
  const text = "😀".repeat(200) + "QUOTE" + "x".repeat(200);
  const out = markedExcerpt(text, 200, 205, "mcl_1").value;
  assert.match(out, /^<p class="excerpt">…😀{160}<mark/u);
  assert.match(out, />QUOTE<\/mark>x{160}…<\/p>$/);
  const short = markedExcerpt("a b c", 2, 3, "mcl_2").value;
  assert.match(
    short,
    /^<p class="excerpt">a <mark\s+class="claim-anchor" data-link-id="mcl_2">b<\/mark> c<\/p>$/,
  );
});
