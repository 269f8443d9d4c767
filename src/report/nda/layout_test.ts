import assert from "node:assert/strict";
import { PdfWriter } from "../pdf/writer.ts";
import { agreementBlocks } from "./blocks.ts";
import { draftDocument, NDA_LANGUAGES } from "./draft.ts";
import { layoutNda, type Measure, NDA_PAGE, type PlacedText, wrapLine } from "./layout.ts";
import { DRAFT_NOTICES } from "./notice.ts";

function standardMeasure(): Measure {
  const writer = new PdfWriter({
    pageSize: [210, 297],
    fonts: { kind: "standard" },
    title: "t",
    created: new Date(0),
    creator: "test",
  });
  return { width: (text, role, size) => writer.width(text, role, size) };
}

const FIXED: Measure = { width: (t) => [...t].length * 2 };

Deno.test("wrapLine() breaks by words and hangs list items under their text", () => {
  assert.deepEqual(wrapLine("aa bb cc", 10, FIXED, "serif", 11).map((l) => l.text), [
    "aa bb",
    "cc",
  ]);
  const lines = wrapLine("a) bb cc dd ee", 16, FIXED, "serif", 11);
  assert.deepEqual(lines.map((l) => [l.text, l.indent]), [["a) bb cc", 0], ["dd ee", 6]]);
  // With an outer indent, every line moves right and the width shrinks accordingly.
  const nested = wrapLine("b) bb cc", 14, FIXED, "serif", 11, 4);
  assert.deepEqual(nested.map((l) => [l.text, l.indent]), [["b) bb", 4], ["cc", 10]]);
});

Deno.test("wrapLine() breaks a word longer than the line between characters", () => {
  const lines = wrapLine("x " + "y".repeat(12), 10, FIXED, "serif", 11);
  assert.deepEqual(lines.map((l) => l.text), ["x", "yyyyy", "yyyyy", "yy"]);
});

function assertInside(items: readonly PlacedText[]): void {
  const { width, height, margin } = NDA_PAGE;
  for (const it of items) {
    const left = it.align === "center" ? it.x - it.width / 2 : it.x;
    assert.ok(left >= margin - 1e-6, `left edge of "${it.text}"`);
    assert.ok(left + it.width <= width - margin + 1e-6, `right edge of "${it.text}"`);
    assert.ok(it.y > margin && it.y < height - margin, `baseline of "${it.text}"`);
  }
}

for (const language of NDA_LANGUAGES) {
  Deno.test(`layoutNda() keeps the ${language} draft inside the margins with no stranded headings`, () => {
    const draft = draftDocument({
      name: "Dr. Maria Beispiel-Übermann",
      address: "Lindenstraße 12\n10115 Berlin",
      projectName: "Die Stunde der Kraniche",
      date: "2026-11-21",
      place: "Vaduz",
      language,
      author: "Hanna Schreiber",
    });
    const body = draft.text.slice(DRAFT_NOTICES[language].length).trim();
    const layout = layoutNda(DRAFT_NOTICES[language], agreementBlocks(body), standardMeasure());
    const texts = layout.items.filter((i): i is PlacedText => i.kind === "text");
    assertInside(texts);
    assert.ok(layout.pages >= 2 && layout.pages <= 4, `${layout.pages} pages`);
    for (let p = 1; p <= layout.pages; p++) {
      const onPage = texts.filter((t) => t.page === p);
      assert.ok(onPage.length > 0, `page ${p} is not empty`);
      const last = onPage[onPage.length - 1];
      assert.ok(!(last.role === "bold" && last.size === 11), `page ${p} ends with a heading`);
    }
    // The closing place/date line and both signature blocks share the last page.
    const recipient = texts.filter((t) => t.text === "Dr. Maria Beispiel-Übermann");
    const sigLines = texts.filter((t) => /^_{30}$/.test(t.text));
    assert.ok(sigLines.every((t) => t.page === layout.pages));
    assert.equal(recipient[recipient.length - 1].page, layout.pages);
  });
}

Deno.test("layoutNda() wraps an over-long unbroken name inside the margins", () => {
  const blocks = agreementBlocks(`Title ${"W".repeat(200)}\n\nParty ${"M".repeat(400)}`);
  const layout = layoutNda("DRAFT", blocks, standardMeasure());
  const texts = layout.items.filter((i): i is PlacedText => i.kind === "text");
  assertInside(texts);
  assert.equal(
    texts.filter((t) => t.text.includes("M")).map((t) => t.text).join(""),
    "M".repeat(400),
  );
});

Deno.test("layoutNda() continues a very long paragraph over pages without overflowing", () => {
  const long = Array.from({ length: 400 }, (_, i) => `word${i}`).join(" ");
  const layout = layoutNda("DRAFT", agreementBlocks(`T\n\n${long}\n\n${long}`), standardMeasure());
  const texts = layout.items.filter((i): i is PlacedText => i.kind === "text");
  assertInside(texts);
  assert.ok(layout.pages >= 2);
  assert.equal(texts.filter((t) => t.text.startsWith("word")).length > 20, true);
});

Deno.test("layoutNda() keeps place, date and signatures together wherever the page breaks", () => {
  const measure = standardMeasure();
  let sawBreakBefore = false;
  for (let n = 20; n < 60; n++) {
    const filler = Array.from({ length: n }, (_, i) => `Clause text ${i}.`).join("\n\n");
    const text = `T\n\n${filler}\n\nLondon, 1 May 2026\n\n______\nDiscloser\n\n______\nRecipient`;
    const layout = layoutNda("DRAFT", agreementBlocks(text), measure);
    const texts = layout.items.filter((i): i is PlacedText => i.kind === "text");
    const page = (s: string) => texts.find((t) => t.text === s)!.page;
    assert.equal(page("London, 1 May 2026"), page("Recipient"), `n = ${n}`);
    assert.equal(page("Discloser"), page("Recipient"), `n = ${n}`);
    if (page("London, 1 May 2026") > page(`Clause text ${n - 1}.`)) sawBreakBefore = true;
  }
  assert.ok(sawBreakBefore, "some n moves the closing blocks to a new page");
});

Deno.test("layoutNda() never leaves a heading or a short paragraph split at a page end", () => {
  const measure = standardMeasure();
  for (let n = 20; n < 60; n++) {
    const filler = Array.from({ length: n }, (_, i) => `Clause text ${i}.`).join("\n\n");
    const para = Array.from({ length: 4 }, (_, i) => `Line ${i} of a short paragraph`).join("\n");
    const layout = layoutNda(
      "DRAFT",
      agreementBlocks(`T\n\n${filler}\n\n9. Term\n\n${para}`),
      measure,
    );
    const texts = layout.items.filter((i): i is PlacedText => i.kind === "text");
    const page = (s: string) => texts.find((t) => t.text === s)!.page;
    assert.equal(page("9. Term"), page("Line 0 of a short paragraph"), `n = ${n}`);
    assert.equal(page("Line 0 of a short paragraph"), page("Line 3 of a short paragraph"));
  }
});

Deno.test("layoutNda() nests letter items under a numbered lead-in but keeps sibling items aligned", () => {
  const text = "T\n\n(2) Lead-in:\na) first\nb) second\n\n1) one\n2) two";
  const layout = layoutNda("D", agreementBlocks(text), FIXED);
  const x = (s: string) =>
    layout.items.find((i): i is PlacedText => i.kind === "text" && i.text === s)!.x;
  assert.equal(x("a) first") - x("(2) Lead-in:"), FIXED.width("(2) ", "serif", 11));
  assert.equal(x("b) second"), x("a) first"));
  assert.equal(x("2) two"), x("1) one"));
});
