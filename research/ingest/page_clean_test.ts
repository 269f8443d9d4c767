import assert from "node:assert/strict";
import { cleanPages } from "./page_clean.ts";
import type { PageLine } from "./pdf_layout.ts";

/** A book page: running head on top, body lines, folio below (baselines like svc's A5 book). */
function bookPage(
  folio: string,
  body: readonly (string | [string, "indent"])[],
  head = "DIE VERWANDLUNG",
): PageLine[] {
  const lines: PageLine[] = [{ text: head, y: 551, size: 8, paragraph: true }];
  body.forEach((b, k) => {
    const [text, indent] = typeof b === "string" ? [b, false] : [b[0], true];
    lines.push({
      text,
      y: 527 - 14 * k,
      size: 10.5,
      paragraph: k === 0 || indent,
      indented: indent,
    });
  });
  lines.push({ text: folio, y: 37, size: 9, paragraph: true });
  return lines;
}

Deno.test("cleanPages() drops running heads and folios and joins a paragraph over the page break", () => {
  const pages = [
    bookPage("7", [
      ["Er lag auf dem Rücken.", "indent"],
      ["Ach Gott, was für einen", "indent"],
      "anstrengenden Beruf habe ich ge-",
    ]),
    bookPage("8", ["wählt! Tag aus, Tag ein.", ["Zweiter Absatz.", "indent"]]),
    bookPage("9", [["Dritter.", "indent"]]),
  ];
  const { paragraphs, stats } = cleanPages(pages);
  assert.deepEqual(paragraphs.map((p) => p.text), [
    "Er lag auf dem Rücken.",
    "Ach Gott, was für einen\nanstrengenden Beruf habe ich gewählt! Tag aus, Tag ein.",
    "Zweiter Absatz.",
    "Dritter.",
  ]);
  // The joined paragraph starts on page 1 and goes on at "wählt" on page 2.
  const p = paragraphs[1];
  assert.deepEqual(p.pages.map((x) => x.page), [1, 2]);
  assert.equal(p.text.slice(p.pages[1].at, p.pages[1].at + 5), "wählt");
  assert.equal(stats.page_numbers, 3);
  assert.equal(stats.running_lines, 3);
  assert.equal(stats.page_joins, 1);
  assert.equal(stats.hyphen_joins, 1);
});

Deno.test("cleanPages() keeps a real hyphen: a capital after it, or two words the text uses alone", () => {
  const page: PageLine[] = [
    { text: "Wir gingen ins Goethe-", paragraph: true },
    { text: "Haus, ein well-", paragraph: false },
    { text: "known place, well known and", paragraph: false },
    { text: "a Gle-", paragraph: false },
    { text: "ichgewicht.", paragraph: false },
  ];
  const { paragraphs, stats } = cleanPages([page]);
  assert.equal(
    paragraphs[0].text,
    "Wir gingen ins Goethe-Haus, ein well-known place, well known and\na Gleichgewicht.",
  );
  assert.equal(stats.hyphens_kept, 2);
  assert.equal(stats.hyphen_joins, 1);
});

Deno.test("cleanPages() keeps the hyphen of a compound whose element builds other compounds, patterns or not", () => {
  const page: PageLine[] = [
    {
      text: "une demi-heure, demi-jour, dis-moi, tais-moi, la bourse, lâche et moi; la demi-",
      paragraph: true,
    },
    { text: "bourse, lâche-", paragraph: false },
    { text: "moi, une mai-", paragraph: false },
    { text: "son, par-dessus tout, par-ci; il par-", paragraph: false },
    { text: "donnait à sa belle-mère-", paragraph: false },
    { text: "grand.", paragraph: false },
  ];
  // The patterns would allow every one of these breaks: the compounds' elements decide first.
  const { paragraphs, stats } = cleanPages([page], { canBreak: () => true });
  assert.equal(
    paragraphs[0].text,
    "une demi-heure, demi-jour, dis-moi, tais-moi, la bourse, lâche et moi; la demi-bourse, lâche-moi, une maison, " +
      "par-dessus tout, par-ci; il pardonnait à sa belle-mère-grand.",
  );
  // "il par-" / "donnait": "par-" builds "par-dessus", but three letters are no evidence;
  // "belle-mère-" / "grand" already had a hyphen of its own.
  assert.equal(stats.hyphens_kept, 3);
  assert.equal(stats.hyphen_joins, 2);
});

Deno.test("cleanPages() asks the hyphenation patterns when the document has no evidence", () => {
  const page: PageLine[] = [
    { text: "ein Ge-", paragraph: true },
    { text: "schäft, ein Ur-", paragraph: false },
    { text: "laub", paragraph: false },
  ];
  // Both halves of "Ur-laub" are unknown, so it is joined anyway; the rule only adds joins.
  const calls: string[] = [];
  const { paragraphs } = cleanPages([page], {
    canBreak: (word, at) => {
      calls.push(`${word}@${at}`);
      return word === "Geschäft" && at === 2;
    },
  });
  assert.equal(paragraphs[0].text, "ein Geschäft, ein Urlaub");
  assert.deepEqual(calls, ["Geschäft@2", "Urlaub@2"]);
});

Deno.test("cleanPages() keeps a chapter number at a page top but drops roman folios of the front matter", () => {
  const page = (folio: string, first: string): PageLine[] => [
    { text: first, y: 700, size: 12, paragraph: true },
    { text: `The text that page ${first} opens.`, y: 680, size: 10, paragraph: true },
    { text: folio, y: 40, size: 9, paragraph: true },
  ];
  const pages = [
    page("i", "Preface"),
    page("ii", "More preface."),
    page("1", "II"),
    page("2", "Body."),
  ];
  const { paragraphs, stats } = cleanPages(pages);
  assert.ok(paragraphs.some((p) => p.text === "II"), "the chapter number II stays");
  assert.equal(stats.page_numbers, 4);
  assert.ok(!paragraphs.some((p) => /^(i|ii|1|2)$/.test(p.text)));
});

const BODIES: Record<string, string> = {
  "Chapter 1": "Rain fell.",
  "Chapter 2": "The sun rose.",
  "Chapter 30": "Night came.",
};

Deno.test("cleanPages() does not take a large chapter title that opens several pages for a running head", () => {
  const page = (title: string): PageLine[] => [
    { text: title, y: 700, size: 20, paragraph: true },
    {
      text: BODIES[title],
      y: 600,
      size: 10,
      paragraph: true,
    },
  ];
  const { paragraphs } = cleanPages([page("Chapter 1"), page("Chapter 2"), page("Chapter 30")]);
  assert.deepEqual(paragraphs.map((p) => p.text).filter((t) => t.startsWith("Chapter")), [
    "Chapter 1",
    "Chapter 2",
    "Chapter 30",
  ]);
});

Deno.test("cleanPages() cleans OCR text by line order: first and last lines are the zones", () => {
  const page = (n: number, body: string): PageLine[] => [
    { text: `${n}  A HISTORY OF ŁÓDŹ`, paragraph: true },
    { text: body, paragraph: true },
    { text: "- " + n + " -", paragraph: true },
  ];
  const { paragraphs } = cleanPages([
    page(12, "The mill"),
    page(13, "burned down."),
    page(14, "Next."),
  ]);
  assert.deepEqual(paragraphs.map((p) => [p.text, p.pages.map((x) => x.page)]), [
    ["The mill\nburned down.", [1, 2]],
    ["Next.", [3]],
  ]);
});

Deno.test("cleanPages() normalises ligatures, soft hyphens and control characters", () => {
  const { paragraphs, stats } = cleanPages([[
    { text: "The \uFB01rst e\uFB00ect of Schl\u00ADäfrig\u00AD", paragraph: true },
    { text: "keit\u0007 and a bullet", paragraph: false },
  ]]);
  assert.equal(paragraphs[0].text, "The first effect of Schläfrigkeit and a bullet");
  assert.equal(stats.normalised, 2);
});
