import assert from "node:assert/strict";
import { chapterDialogueSpans, dialogueSpans, inSpans } from "./quotes.ts";

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

Deno.test("dialogueSpans() reads hyphen dialogue of plain-text editions (es, it)", () => {
  // Pardo Bazán, Los pazos de Ulloa, ch. I, as the corpus edition prints it.
  assert.deepEqual(
    quoted("-¿Para los Pazos de Ulloa? -contestó el peón repitiendo la pregunta.", "es", true),
    ["-¿Para los Pazos de Ulloa? "],
  );
  assert.deepEqual(
    quoted(
      "-Los Pazos están allí -murmuró señalando el horizonte.- Si la bestia anda bien.",
      "es",
      true,
    ),
    ["-Los Pazos están allí ", "- Si la bestia anda bien."],
  );
  assert.deepEqual(
    quoted(
      "-Pues así no puede seguir -exclamaba el capellán-. ¡Papeles de importancia!",
      "es",
      true,
    ),
    ["-Pues así no puede seguir ", "-. ¡Papeles de importancia!"],
  );
  // A hyphen inside a word or a number never toggles.
  assert.deepEqual(quoted("-Es la región sacro-ilíaca, 1890-1900.", "es", true), [
    "-Es la región sacro-ilíaca, 1890-1900.",
  ]);
  // Lower case after the hyphen continues narration; digits are no speech either.
  assert.deepEqual(quoted("-y luego se fue.", "es", true), []);
  assert.deepEqual(quoted("-5 grados hacía.", "es", true), []);
});

Deno.test("dialogueSpans() reads double-hyphen and horizontal-bar dialogue (pt, es)", () => {
  // Eça de Queirós, A ilustre casa de Ramires, ch. I.
  assert.deepEqual(
    quoted("-- Ah! -- murmurou o Castanheiro, estacando. -- Então você não persistiu?", "pt", true),
    ["-- Ah! ", "-- Então você não persistiu?"],
  );
  assert.deepEqual(quoted("―Sí ―dijo él―. Claro que sí.", "es", true), [
    "―Sí ",
    "―. Claro que sí.",
  ]);
});

Deno.test("dialogueSpans() takes a Markdown list item as hyphen dialogue only where asked", () => {
  // "- ¿Qué pasa? -dijo." arrives without its list marker; listDash says it had one.
  const es = dialogueSpans("¿Qué pasa? -dijo Juan.", "es", true, true);
  assert.deepEqual(es, [0, 11]);
  // Italian (Manzoni): dashes for thoughts, guillemets for speech in one paragraph.
  const it = "Ho capito, - disse tra sè il dottore. «Via,» disse poi.";
  const spans = dialogueSpans(it, "it", true, true);
  const parts: string[] = [];
  for (let i = 0; i < spans.length; i += 2) parts.push(it.slice(spans[i], spans[i + 1]));
  assert.deepEqual(parts, ["Ho capito, ", "«Via,»"]);
  // English and German have no dash dialogue: a list item stays narration.
  assert.deepEqual(dialogueSpans("Buy milk and bread", "en", false, true), []);
  assert.deepEqual(dialogueSpans("Milch kaufen", "de", false, true), []);
  // Lower case: a continued sentence, not speech.
  assert.deepEqual(dialogueSpans("et tout à la fois, il tourna.", "fr", true, true), []);
});

/** Quoted parts of each paragraph of a chapter. */
function chapterQuoted(texts: string[], language: string, dash = false): string[][] {
  const all = chapterDialogueSpans(texts.map((text) => ({ text })), language, dash);
  return all.map((spans, k) => {
    const out: string[] = [];
    for (let i = 0; i < spans.length; i += 2) out.push(texts[k].slice(spans[i], spans[i + 1]));
    return out;
  });
}

Deno.test("chapterDialogueSpans() carries a quotation that the text closes later", () => {
  // Fontane, Irrungen, Wirrungen, ch. XI: the letter opens with » and closes paragraphs later.
  assert.deepEqual(
    chapterQuoted([
      "Er las: »Liebe Lene, ich bin hier angekommen.",
      "Es regnet seit Tagen, und ich denke an Dich.",
      "Deine Käthe« Er legte den Brief weg.",
      "Dann ging er.",
    ], "de"),
    [
      ["»Liebe Lene, ich bin hier angekommen."],
      ["Es regnet seit Tagen, und ich denke an Dich."],
      ["Deine Käthe«"],
      [],
    ],
  );
  // English convention: every paragraph re-opens; the last one closes. Same result as before.
  assert.deepEqual(
    chapterQuoted(["“Dear Sir, I write in haste.", "“Yours, J.” He folded it."], "en"),
    [["“Dear Sir, I write in haste."], ["“Yours, J.”"]],
  );
  // Pride and Prejudice, ch. LXI: a letter's closing line without a re-opening mark.
  assert.deepEqual(chapterQuoted(["“My dear Lizzy, I wish you joy.", "Yours, etc.”"], "en"), [
    ["“My dear Lizzy, I wish you joy."],
    ["Yours, etc.”"],
  ]);
});

Deno.test("chapterDialogueSpans() carries nothing without a visible close", () => {
  // Jekyll and Hyde: Lanyon's letter ends unclosed; the narration after it stays narration.
  assert.deepEqual(
    chapterQuoted([
      "“P.S. I had already sealed this up.",
      "Upon the reading of this letter, I rose.",
      "“Are you come from Dr. Jekyll?” I asked.",
    ], "en"),
    [["“P.S. I had already sealed this up."], [], ["“Are you come from Dr. Jekyll?”"]],
  );
  // A mark on the last character (a closer the scan did not see open) is never carried.
  assert.deepEqual(chapterQuoted(["Josephine von R.«", "Botho las. »Ja«, sagte er."], "de"), [
    ["«"],
    ["»Ja«"],
  ]);
  // French and the other guillemet languages never carry (» also continues a quotation there).
  assert.deepEqual(
    chapterQuoted(["« Un mot, seulement !", "Il se répétait : » Enfin ! »"], "fr", true),
    [
      ["« Un mot, seulement !"],
      ["» Enfin ! »"],
    ],
  );
});
