import assert from "node:assert/strict";
import { UsageError } from "../../errors.ts";
import {
  checkNdaTemplate,
  fillNdaTemplate,
  MAX_TEMPLATE_BYTES,
  NDA_TEMPLATE_FIELDS,
  templateFields,
} from "./template.ts";
import { NDA_TEXTS } from "./texts.ts";

const VALUES = {
  recipient_name: "Ada",
  recipient_address: "1 Main St",
  project_title: "Engines",
  date: "1 May 2026",
  place: "London",
  project_author: "Charles",
};

Deno.test("fillNdaTemplate() fills all six fields, with or without spaces inside the braces", () => {
  const out = fillNdaTemplate(
    "{{recipient_name}}|{{ recipient_address }}|{{project_title}}|{{  date}}|{{place }}|" +
      "{{project_author}}",
    VALUES,
  );
  assert.equal(out, "Ada|1 Main St|Engines|1 May 2026|London|Charles");
});

Deno.test("checkNdaTemplate() rejects an unknown or differently spelled field, naming it and its line", () => {
  for (
    const [template, field] of [["a\n{{salary}}", "{{salary}}"], ["{{Date}}", "{{Date}}"], [
      "{{}}",
      "{{}}",
    ]]
  ) {
    assert.throws(
      () => checkNdaTemplate(template),
      (e) => e instanceof UsageError && e.message.includes(`"${field}"`),
    );
  }
  assert.throws(() => checkNdaTemplate("x\n\n{{salary}}"), /line 3/);
});

Deno.test("checkNdaTemplate() rejects a {{ that does not form a field", () => {
  for (const template of ["{{date", "{{ {{date}}", "{{dat\ne}}"]) {
    assert.throws(() => checkNdaTemplate(template), UsageError, template);
  }
});

Deno.test("checkNdaTemplate() rejects empty, oversized and control-character templates", () => {
  assert.throws(() => checkNdaTemplate(" \n\t\n"), /empty/);
  assert.throws(() => checkNdaTemplate("a\u0000b"), /U\+0000 on line 1/);
  assert.throws(() => checkNdaTemplate("x".repeat(MAX_TEMPLATE_BYTES + 1)), /2 MiB/);
  // The limit counts UTF-8 bytes: 2 MiB of "é" is 1 Mi characters.
  assert.throws(() => checkNdaTemplate("é".repeat(MAX_TEMPLATE_BYTES / 2 + 1)), /2 MiB/);
  assert.equal(checkNdaTemplate("é".repeat(MAX_TEMPLATE_BYTES / 2)).length, MAX_TEMPLATE_BYTES / 2);
});

Deno.test("checkNdaTemplate() drops a BOM and turns CRLF into LF", () => {
  assert.equal(checkNdaTemplate("\uFEFFa\r\nb\tc"), "a\nb\tc");
});

Deno.test("every built-in text is a valid template that uses all six fields", () => {
  for (const [language, text] of Object.entries(NDA_TEXTS)) {
    assert.equal(checkNdaTemplate(text), text, language);
    assert.deepEqual(templateFields(text).sort(), [...NDA_TEMPLATE_FIELDS].sort(), language);
  }
});
