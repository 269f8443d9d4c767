import assert from "node:assert/strict";
import { dialogueSpans, inSpans } from "./quotes.ts";

function quoted(text: string, language: string, dash = false): string[] {
  const spans = dialogueSpans(text, language, dash);
  const out: string[] = [];
  for (let i = 0; i < spans.length; i += 2) out.push(text.slice(spans[i], spans[i + 1]));
  return out;
}

Deno.test("dialogueSpans() finds English double and single quotes", () => {
  assert.deepEqual(quoted("“Come in,” she said. “Now.”", "en"), ["“Come in,”", "“Now.”"]);
  assert.deepEqual(quoted("He said ‘wait’ and left.", "en"), ["‘wait’"]);
  assert.deepEqual(quoted('He said "go" twice.', "en"), ['"go"']);
});

Deno.test("dialogueSpans() ignores apostrophes inside words", () => {
  assert.deepEqual(quoted("It’s the keeper’s ledger, isn’t it?", "en"), []);
  assert.deepEqual(quoted("‘Don’t go,’ he said.", "en"), ["‘Don’t go,’"]);
});

Deno.test("dialogueSpans() finds German „…“, »…« and ‚…‘ quotes", () => {
  assert.deepEqual(quoted("„Komm her“, sagte sie.", "de"), ["„Komm her“"]);
  assert.deepEqual(quoted("»Was ist?« dachte er.", "de"), ["»Was ist?«"]);
  assert.deepEqual(quoted("Er sagte ‚nein‘ leise.", "de"), ["‚nein‘"]);
});

Deno.test("dialogueSpans() finds French guillemets", () => {
  assert.deepEqual(quoted("« Venez », dit-il.", "fr"), ["« Venez »"]);
});

Deno.test("dialogueSpans() follows em-dash dialogue with narration tags", () => {
  const text = "—Hola —dijo Juan—. ¿Qué tal?";
  assert.deepEqual(quoted(text, "es", true), ["—Hola ", "—. ¿Qué tal?"]);
  assert.deepEqual(quoted("Narración — con inciso — normal.", "es", true), []);
});

Deno.test("dialogueSpans() closes an unclosed quote at the paragraph end", () => {
  assert.deepEqual(quoted("“Still talking and", "en"), ["“Still talking and"]);
});

Deno.test("inSpans() scans forward with a cursor", () => {
  const spans = [2, 5, 10, 12];
  const cursor = { i: 0 };
  assert.deepEqual([0, 2, 4, 5, 9, 10, 11, 12].map((p) => inSpans(spans, p, cursor)), [
    false,
    true,
    true,
    false,
    false,
    true,
    true,
    false,
  ]);
});

Deno.test("dialogueSpans() knows both quote styles of every language", () => {
  const cases: [string, string, boolean, string[]][] = [
    ["en", "“Yes,” he said, ‘and no.’", false, ["“Yes,”", "‘and no.’"]],
    ["de", "„Ja“, sagte er. »Nein«, sagte sie.", false, ["„Ja“", "»Nein«"]],
    ["fr", "« Oui », dit-il. “Non”, dit-elle.", true, ["« Oui »", "“Non”"]],
    ["es", "«Sí», dijo. “No”, contestó.", true, ["«Sí»", "“No”"]],
    ["it", "«Sì», disse. “No”, rispose.", true, ["«Sì»", "“No”"]],
    ["pt", "«Sim», disse. “Não”, respondeu.", true, ["«Sim»", "“Não”"]],
    ["nl", "„Ja”, zei hij. ‘Nee’, zei zij.", false, ["„Ja”", "‘Nee’"]],
  ];
  for (const [language, text, dash, expected] of cases) {
    assert.deepEqual(quoted(text, language, dash), expected, language);
  }
  for (const language of ["fr", "es", "it", "pt"]) {
    assert.deepEqual(quoted("—Oui —dit-il.", language, true), ["—Oui "], `${language} dash`);
  }
});
