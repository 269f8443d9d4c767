import assert from "node:assert/strict";
import { detectionScores, detectLanguage, MAX_TOKENS, MIN_HITS, MIN_RATIO } from "./detect.ts";

const CORPUS = new URL("../../../shared/corpus/", import.meta.url);
const corpusExists = (() => {
  try {
    return Deno.statSync(CORPUS).isDirectory;
  } catch {
    return false;
  }
})();
if (!corpusExists) console.log("detect_test: /shared/corpus not found, corpus test skipped");

Deno.test({
  name: "detectLanguage() recognises the first 20,000 characters of every corpus novel",
  ignore: !corpusExists,
  fn() {
    let checked = 0;
    for (const dir of Deno.readDirSync(CORPUS)) {
      if (!dir.isDirectory) continue;
      for (const file of Deno.readDirSync(new URL(`${dir.name}/`, CORPUS))) {
        if (!file.name.endsWith(".md")) continue;
        const text = Deno.readTextFileSync(new URL(`${dir.name}/${file.name}`, CORPUS));
        const head = text.slice(0, 20_000);
        const detected = detectLanguage(head);
        console.log(`detect ${dir.name}/${file.name}: ${detected}`, detectionScores(head));
        assert.equal(detected, dir.name, file.name);
        checked++;
      }
    }
    assert.ok(checked >= 7, `only ${checked} novels found`);
  },
});

const GERMAN_PARAGRAPH =
  "Als er am Morgen erwachte, war es schon hell, und er wußte nicht, ob er noch träumte. " +
  "Die Mutter hatte ihm gesagt, daß er nicht so lange schlafen solle, aber er hörte nur mit " +
  "halbem Ohr zu. Er stand auf, ging zum Fenster und sah auf die Straße hinunter, wo ein " +
  "Wagen hielt. Es war kalt, und er dachte an die Arbeit, die auf ihn wartete, und an den " +
  "Chef, der ihn gewiß schon suchte. Auch die Schwester war wach und rief nach ihm, doch er " +
  "antwortete nicht, denn er wollte noch für sich sein und über alles nachdenken, was ihm in " +
  "der Nacht durch den Kopf gegangen war.";
const ENGLISH_PARAGRAPH =
  "When he woke in the morning it was already light, and he did not know whether he was " +
  "still dreaming. His mother had told him that he should not sleep so long, but he was " +
  "hardly listening. He got up, went to the window and looked down into the street, where a " +
  "carriage had stopped. It was cold, and he thought of the work that was waiting for him, " +
  "and of the master, who would surely be looking for him by now. His sister was awake too " +
  "and called for him, but he did not answer, for he wanted to be alone with what had gone " +
  "through his head in the night.";

Deno.test("detectLanguage() picks the language of a single paragraph", () => {
  assert.equal(detectLanguage(GERMAN_PARAGRAPH), "de");
  assert.equal(detectLanguage(ENGLISH_PARAGRAPH), "en");
});

Deno.test("detectLanguage() is generic for empty, short and non-prose text", () => {
  assert.equal(detectLanguage(""), "generic");
  assert.equal(detectLanguage("Hello there, how are you?"), "generic");
  assert.equal(detectLanguage("Der Hund und die Katze."), "generic");
  assert.equal(detectLanguage("1234 5678 — … !!!"), "generic");
});

Deno.test("detectLanguage() is generic for an even German/English mix", () => {
  const scores = detectionScores(GERMAN_PARAGRAPH + "\n\n" + ENGLISH_PARAGRAPH);
  assert.ok(
    scores.de < MIN_RATIO * scores.en && scores.en < MIN_RATIO * scores.de,
    JSON.stringify(scores),
  );
  assert.equal(detectLanguage(GERMAN_PARAGRAPH + "\n\n" + ENGLISH_PARAGRAPH), "generic");
});

Deno.test("detectLanguage() applies MIN_HITS and MIN_RATIO at their boundaries", () => {
  assert.equal(MIN_HITS, 30);
  assert.equal(MIN_RATIO, 1.25);
  assert.equal(detectLanguage("the ".repeat(MIN_HITS - 1)), "generic");
  assert.equal(detectLanguage("the ".repeat(MIN_HITS)), "en");
  // 25 = 1.25 × 20: the best language needs at least the ratio, so equality passes.
  assert.equal(detectLanguage("the ".repeat(25) + "und ".repeat(20)), "en");
  assert.equal(detectLanguage("the ".repeat(24) + "und ".repeat(20)), "generic");
});

Deno.test("detectLanguage() reads only the first MAX_TOKENS word tokens, case-insensitively", () => {
  assert.equal(MAX_TOKENS, 20_000);
  const filler = "xyz ".repeat(MAX_TOKENS);
  assert.equal(detectLanguage(filler + "the ".repeat(100)), "generic");
  assert.equal(detectLanguage("THE And ".repeat(20)), "en");
  assert.equal(detectionScores("Daß daß DASS").de, 3);
});
