import assert from "node:assert/strict";
import { analyzeDocument } from "../src/features/pipeline.ts";
import {
  isTemplateName,
  starterManuscript,
  TEMPLATE_NAMES,
  templateHeadings,
} from "./templates.ts";

const HEADING_LANGUAGES = ["de", "en", "fr", "es", "it", "pt", "nl"] as const;

Deno.test("starterManuscript() of three_act parses as a manuscript with three act chapters", () => {
  const text = starterManuscript("three_act", { title: "The Ledger", language: "en" });
  const doc = analyzeDocument(text, { language: "en" }).document;
  assert.equal(doc.title, "The Ledger");
  assert.deepEqual(doc.chapters.map((c) => [c.number, c.title]), [
    [1, "Act One: Setup"],
    [2, "Act Two: Confrontation"],
    [3, "Act Three: Resolution"],
  ]);
});

Deno.test("starterManuscript() of blank is a title and one numbered chapter", () => {
  assert.equal(
    starterManuscript("blank", { title: "Tide", language: "en" }),
    "# Tide\n\n## Chapter 1\n",
  );
  const doc =
    analyzeDocument(starterManuscript("blank", { title: "Flut", language: "de" })).document;
  assert.deepEqual(doc.chapters.map((c) => c.title), ["Kapitel 1"]);
});

Deno.test("starterManuscript() writes headings in every label language", () => {
  for (const template of TEMPLATE_NAMES) {
    const count = templateHeadings(template, "en").length;
    for (const language of HEADING_LANGUAGES) {
      const doc = analyzeDocument(starterManuscript(template, { title: "T", language }), {
        language,
      }).document;
      assert.deepEqual(
        doc.chapters.map((c) => c.title),
        templateHeadings(template, language),
        `${template} ${language}`,
      );
      assert.equal(doc.chapters.length, count, `${template} ${language}`);
    }
  }
  assert.equal(templateHeadings("three_act", "de")[2], "Dritter Akt: Auflösung");
});

Deno.test("templateHeadings() falls back to English for auto and generic", () => {
  assert.deepEqual(templateHeadings("three_act", "auto"), templateHeadings("three_act", "en"));
  assert.deepEqual(templateHeadings("blank", "generic"), ["Chapter 1"]);
});

Deno.test("templateHeadings() returns a copy the caller may change", () => {
  templateHeadings("blank", "en").push("extra");
  assert.deepEqual(templateHeadings("blank", "en"), ["Chapter 1"]);
});

Deno.test("isTemplateName() accepts the listed templates only", () => {
  assert.deepEqual(TEMPLATE_NAMES.filter(isTemplateName), ["three_act", "blank"]);
  assert.equal(isTemplateName("sonnet"), false);
  assert.equal(isTemplateName("Three_Act"), false);
  assert.equal(isTemplateName("toString"), false);
});
