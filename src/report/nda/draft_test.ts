import assert from "node:assert/strict";
import { ProcessingError, UsageError } from "../../errors.ts";
import { assertQpdfClean, pdfInfo, pdfText, testFonts } from "../../../testing/pdf.ts";
import { draftDocument, NDA_LANGUAGES, type NdaLanguage, resolveNdaLanguage } from "./draft.ts";
import { DRAFT_NOTICES } from "./notice.ts";
import { FILL_IN_LINE } from "./template.ts";

const BASE = {
  name: "Dr. Maria Beispiel-Übermann",
  address: "Lindenstraße 12\n10115 Berlin",
  projectName: "Kraniche",
  date: "2026-11-21",
  place: "Vaduz",
  author: "Hanna Schreiber",
};

/** Title and local date per language, written out by hand. */
const EXPECTED: Record<NdaLanguage, { title: string; date: string }> = {
  de: { title: "Vertraulichkeitsvereinbarung", date: "21.11.2026" },
  en: { title: "Confidentiality Agreement", date: "21 November 2026" },
  fr: { title: "Accord de confidentialité", date: "21 novembre 2026" },
  es: { title: "Acuerdo de confidencialidad", date: "21 de noviembre de 2026" },
  it: { title: "Accordo di riservatezza", date: "21 novembre 2026" },
  pt: { title: "Acordo de confidencialidade", date: "21 de novembro de 2026" },
  nl: { title: "Geheimhoudingsovereenkomst", date: "21 november 2026" },
};

for (const language of NDA_LANGUAGES) {
  Deno.test(`draftDocument() writes the ${language} text with parties, title, place, date and notice`, () => {
    const draft = draftDocument({ ...BASE, language });
    const { title, date } = EXPECTED[language];
    assert.equal(draft.language, language);
    assert.equal(draft.title, title);
    assert.ok(draft.text.startsWith(DRAFT_NOTICES[language] + "\n\n" + title + "\n"));
    for (const part of [BASE.name, "Lindenstraße 12\n10115 Berlin", BASE.projectName, BASE.place]) {
      assert.ok(draft.text.includes(part), `${language}: ${part}`);
    }
    assert.ok(draft.text.includes(date), `${language}: ${date}`);
    assert.ok(draft.text.includes(BASE.author));
    assert.ok(!draft.text.includes("{{"), "every field is filled");
    assert.ok(draft.text.endsWith("\n") && !draft.text.endsWith("\n\n"));
  });

  Deno.test(`draftDocument().pdf() in ${language} is a clean A4 PDF with the parties and title`, async () => {
    const draft = draftDocument({ ...BASE, language });
    const bytes = draft.pdf();
    await assertQpdfClean(bytes);
    const info = await pdfInfo(bytes);
    assert.equal(info.widthMm, 210);
    assert.equal(info.heightMm, 297);
    assert.equal(info.title, EXPECTED[language].title);
    assert.equal(info.author, BASE.author);
    const text = await pdfText(bytes);
    for (const part of [EXPECTED[language].title, BASE.name, BASE.author, BASE.projectName]) {
      assert.ok(text.includes(part), `${language}: ${part}`);
    }
    // The date may be wrapped across lines.
    assert.ok(text.replace(/\s+/g, " ").includes(EXPECTED[language].date));
    // Page numbers "n / N" (pdftotext may drop the thin spaces around the slash).
    assert.match(text, new RegExp(`\\b1 ?/ ?${info.pages}\\b`));
    assert.match(text, new RegExp(`\\b${info.pages} ?/ ?${info.pages}\\b`));
    // The notice is in the PDF too, not only in the text variant.
    assert.ok(text.replace(/\s+/g, " ").includes(DRAFT_NOTICES[language].split(".")[0]));
  });
}

Deno.test("draftDocument() defaults to English and prints fill-in lines for a missing address and author", () => {
  const draft = draftDocument({
    name: "Ada",
    projectName: "Engines",
    date: "2026-05-01",
    place: "London",
  });
  assert.equal(draft.language, "en");
  assert.ok(draft.text.includes(`Ada\n${FILL_IN_LINE}\n(the “Recipient”)`));
  assert.ok(draft.text.includes(`Recipient\nAda\n`));
  assert.ok(draft.text.includes(`Discloser\n${FILL_IN_LINE}\n`));
  assert.ok(draft.text.includes("Signed at London on 1 May 2026."));
});

Deno.test("draftDocument() rejects a language outside the seven", () => {
  for (const language of ["xx", "generic", "auto", "EN"]) {
    assert.throws(
      () => draftDocument({ ...BASE, language }),
      (e) => e instanceof UsageError && e.message.includes(`"${language}"`),
    );
  }
});

Deno.test("draftDocument() rejects dates that are not real calendar dates", () => {
  for (const date of ["2026-02-30", "2025-02-29", "2026-13-01", "21.11.2026", "2026-1-5", ""]) {
    assert.throws(() => draftDocument({ ...BASE, date }), UsageError, date);
  }
  // python3: datetime.date(2024, 2, 29) is valid (leap year)
  assert.ok(draftDocument({ ...BASE, date: "2024-02-29" }).text.includes("29 February 2024"));
});

Deno.test("draftDocument() rejects missing, blank, multi-line and over-long fields", () => {
  const bad: Record<string, unknown>[] = [
    { name: "" },
    { name: "   " },
    { name: "Ada\nEvil" },
    { place: undefined },
    { place: "x".repeat(501) },
    { projectName: "a\tb" },
    { author: "A\u0007" },
    { address: "x".repeat(2001) },
    { address: "Street\u0000" },
    { name: 42 },
  ];
  for (const patch of bad) {
    assert.throws(
      () => draftDocument({ ...BASE, ...patch } as never),
      UsageError,
      JSON.stringify(patch).slice(0, 60),
    );
  }
  // The limits are inclusive.
  const ok = draftDocument({ ...BASE, place: "x".repeat(500), address: "y".repeat(2000) });
  assert.ok(ok.text.includes("x".repeat(500)));
});

Deno.test("draftDocument() keeps address lines, normalises CRLF and drops blank address lines", () => {
  const draft = draftDocument({ ...BASE, address: "  Main St 1 \r\n\r\n10115 Berlin\r\n" });
  assert.ok(draft.text.includes("Main St 1\n10115 Berlin\n"));
});

Deno.test("draftDocument() fills all six fields of a project template and prepends the notice", () => {
  const template = "Agreement for {{ project_title }}\n\nRecipient: {{recipient_name}}\n" +
    "Address: {{recipient_address}}\nOn {{date}} at {{place}}\nBy {{project_author}}\n";
  const draft = draftDocument({ ...BASE, language: "de", template });
  assert.equal(draft.title, "Agreement for Kraniche");
  assert.equal(
    draft.text,
    `${DRAFT_NOTICES.de}\n\nAgreement for Kraniche\n\nRecipient: ${BASE.name}\n` +
      "Address: Lindenstraße 12\n10115 Berlin\nOn 21.11.2026 at Vaduz\nBy Hanna Schreiber\n",
  );
});

Deno.test("draftDocument() rejects a template with an unknown field, naming it", () => {
  assert.throws(
    () => draftDocument({ ...BASE, template: "NDA\n\nPay {{salary}} to {{recipient_name}}" }),
    (e) =>
      e instanceof UsageError && e.message.includes("{{salary}}") && e.message.includes("line 3"),
  );
});

Deno.test("draftDocument() prints a value that looks like a field literally", () => {
  const draft = draftDocument({ ...BASE, name: "{{date}}", template: "T {{recipient_name}}" });
  assert.ok(draft.text.endsWith("T {{date}}\n"));
});

Deno.test("draftDocument() returns a frozen draft whose fields cannot be reassigned", () => {
  const draft = draftDocument(BASE);
  assert.ok(Object.isFrozen(draft));
  assert.throws(() => {
    (draft as { title: string }).title = "changed";
  }, TypeError);
  assert.throws(() => {
    (draft as { pdf: unknown }).pdf = null;
  }, TypeError);
  assert.equal(draft.title, "Confidentiality Agreement");
});

Deno.test("draftDocument().pdf() is reproducible and returns a fresh copy each call", () => {
  const draft = draftDocument(BASE);
  const first = draft.pdf();
  first[0] = 0;
  const second = draft.pdf();
  assert.equal(new TextDecoder().decode(second.subarray(0, 5)), "%PDF-");
  assert.deepEqual(second, draftDocument(BASE).pdf());
});

Deno.test("draftDocument().pdf() without fonts rejects text outside cp1252 and names the codepoint", () => {
  const draft = draftDocument({ ...BASE, name: "Łódź Verlag" });
  assert.ok(draft.text.includes("Łódź Verlag"), "the text variant is UTF-8 and unaffected");
  assert.throws(
    () => draft.pdf(),
    (e) =>
      e instanceof ProcessingError && e.message.includes("U+0141") &&
      e.message.includes("cp1252") && e.message.includes("UTF-8") &&
      e.message.includes("TrueType"),
  );
});

Deno.test("draftDocument().pdf() with TrueType fonts renders text outside cp1252", async () => {
  const draft = draftDocument({ ...BASE, name: "Łódź Verlag", language: "de" }, {
    fonts: await testFonts(),
  });
  const bytes = draft.pdf();
  await assertQpdfClean(bytes);
  assert.ok((await pdfText(bytes)).includes("Łódź Verlag"));
  assert.equal((await pdfInfo(bytes)).title, "Vertraulichkeitsvereinbarung");
});

Deno.test("draftDocument().pdf() breaks a word longer than a line instead of overflowing", async () => {
  const long = "Z".repeat(300);
  const bytes = draftDocument({ ...BASE, projectName: long }).pdf();
  await assertQpdfClean(bytes);
  const text = (await pdfText(bytes)).replace(/\s+/g, "");
  assert.ok(text.includes(long), "all 300 characters are printed, over several lines");
});

Deno.test("draftDocument() resolves the language the way the server passes it", () => {
  const language = resolveNdaLanguage([undefined, "generic", "fr"]);
  assert.equal(draftDocument({ ...BASE, language }).title, "Accord de confidentialité");
});
