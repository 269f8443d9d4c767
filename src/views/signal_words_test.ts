import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { UsageError } from "../errors.ts";
import { messages } from "../i18n/messages.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { renderSignalWordsText } from "../report/signal_words_text.ts";
import { signalWordsView } from "./signal_words.ts";
import { fingerprintView } from "./style.ts";

const TEXT = "## One\n\nI saw that the door was opened by somebody. “We might go,” she said.\n\n" +
  "We could feel the darkness. I saw it.\n\n## Two\n\nNothing.\n";

Deno.test("signalWordsView() lists each signal's words by paragraph with lines and top words", () => {
  const analysis = analyzeDocument(TEXT, { language: "en" });
  const result = signalWordsView(analysis, 1);
  assert.equal(result.meta.chapter, 1);
  assert.equal(result.meta.title, "One");
  const filter = result.signals.find((s) => s.signal === "filter_density")!;
  assert.equal(filter.tokens, 3);
  // 3 filter verbs in 22 words (9 + 5 + 5 + 3, counted by hand): 1000 * 3 / 22.
  assert.equal(filter.value, (1000 * 3) / 22);
  assert.deepEqual(filter.top, [{ word: "saw", count: 2 }, { word: "feel", count: 1 }]);
  assert.deepEqual(filter.paragraphs.map((p) => [p.paragraph, p.start_line, p.runs]), [
    [1, 3, ["saw"]],
    [2, 5, ["feel", "saw"]],
  ]);
  const passive = result.signals.find((s) => s.signal === "passive_density")!;
  assert.deepEqual(passive.paragraphs[0].runs, ["was opened"]);
  const dialogue = result.signals.find((s) => s.signal === "dialog_pct")!;
  assert.deepEqual(dialogue.paragraphs[0].runs, ["We might go"]);
  const present = result.signals.find((s) => s.signal === "tense_present")!;
  assert.equal(present.value, null);
  assert.equal(present.z, null);
});

Deno.test("signalWordsView() takes z* from the style reference of the same analysis", async () => {
  const text = await Deno.readTextFile(new URL("../../testdata/sample-en.md", import.meta.url));
  const analysis = analyzeDocument(text, { language: "en" });
  const style = fingerprintView(analysis, DEFAULT_THRESHOLDS);
  const result = signalWordsView(analysis, 2, style);
  for (const s of result.signals) {
    const z = style.deviations["2"]?.[s.signal];
    assert.equal(s.z, z ?? null, s.signal);
  }
  assert.ok(result.signals.some((s) => s.z !== null));
});

Deno.test("signalWordsView() rejects a chapter the book does not have", () => {
  const analysis = analyzeDocument(TEXT, { language: "en" });
  assert.throws(() => signalWordsView(analysis, 3), UsageError);
  assert.throws(() => signalWordsView(analysis, 3), /chapter "3".*1 to 2/);
  assert.throws(() => signalWordsView(analyzeDocument(""), 1), /no chapters/);
});

Deno.test("the words report names each signal with its unit, in English and German", () => {
  const analysis = analyzeDocument(TEXT, { language: "en" });
  const result = signalWordsView(analysis, 1);
  const en = renderSignalWordsText(result, messages("en"));
  assert.match(en, /^Words behind the signals — Chapter 1 · One\n=+\n/);
  assert.match(en, /\nFilter verbs per 1,000 words: 136.36 · 3 words counted\n/);
  assert.match(
    en,
    /\n {2}Most often: saw 2, feel 1\n {2}¶1 \(line 3\): saw\n {2}¶2 \(line 5\): feel, saw\n/,
  );
  assert.match(
    en,
    /\nDialogue, % of words: 13.64 · 3 words counted\n {2}¶1 \(line 3\): “We might go”\n/,
  );
  assert.match(en, /\nNominalisations per 1,000 words: 45.45 · 1 word counted\n/);
  const de = renderSignalWordsText(result, messages("de"));
  assert.match(de, /\nFilterverben je 1\.000 Wörter: 136,36 · 3 Wörter gezählt\n/);
  assert.match(de, /¶2 \(Zeile 5\): feel, saw/);
  for (const line of en.split("\n")) assert.ok(line.length <= 130, line);
});
