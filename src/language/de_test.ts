import assert from "node:assert/strict";
import { GERMAN } from "./de.ts";
import { isStrongPast, isWeakPast } from "./de_tense.ts";
import type { TenseMark } from "./types.ts";

/** Lower-case word tokens of a sentence. */
function tokens(sentence: string): string[] {
  return (sentence.match(/\p{L}+/gu) ?? []).map((t) => t.toLowerCase());
}

/** The tokens that carry a tense mark, as "word:present|past". */
function tagged(sentence: string): string[] {
  const out: string[] = [];
  let previous = "";
  for (const w of tokens(sentence)) {
    const mark: TenseMark | null = GERMAN.tenseOf(w, previous);
    if (mark) out.push(`${w}:${mark}`);
    previous = w;
  }
  return out;
}

Deno.test("GERMAN word sets hold strong pasts, participles and both ss/ß spellings", () => {
  for (
    const w of [
      "sah",
      "sahen",
      "gesehen",
      "hörte",
      "gehört",
      "spürte",
      "bemerkt",
      "erkannte",
      "schien",
      "roch",
      "schmeckte",
      "wußte",
      "wusste",
      "weiß",
      "dachte",
      "beobachtete",
      "merkte",
    ]
  ) {
    assert.ok(GERMAN.filterVerbs.has(w), w);
  }
  for (const w of ["konnte", "könnte", "mußte", "muss", "dürfte", "sollte", "wollte", "möchte"]) {
    assert.ok(GERMAN.modalVerbs.has(w), w);
  }
  for (const w of ["ich", "mich", "mir", "meine", "wir", "uns", "unser", "unsre"]) {
    assert.ok(GERMAN.firstPersonPronouns.has(w), w);
  }
  assert.ok(!GERMAN.firstPersonPronouns.has("du"));
  // ~150 lemmas; German inflection (der/den/dem/des…, every auxiliary form) gives ~430 forms.
  assert.ok(GERMAN.functionWords.size >= 300 && GERMAN.functionWords.size <= 450);
  for (const w of GERMAN.functionWords) assert.ok(GERMAN.stopWords.has(w), w);
});

Deno.test("GERMAN.countPassives pairs a participle with its nearest werden-form", () => {
  assert.equal(GERMAN.countPassives(tokens("Die Tür wurde geöffnet")), 1);
  assert.equal(GERMAN.countPassives(tokens("Das Haus ist im vorigen Jahr verkauft worden")), 1);
  assert.equal(GERMAN.countPassives(tokens("Er wurde von der Polizei verhaftet")), 1);
  assert.equal(GERMAN.countPassives(tokens("Es muss gemacht werden")), 1);
  assert.equal(GERMAN.countPassives(tokens("Das Zimmer wurde aufgeräumt")), 1);
  assert.equal(GERMAN.countPassives(tokens("Er wurde informiert")), 1);
  assert.equal(
    GERMAN.countPassives(tokens("Die Kinder wurden gelobt und die Eltern wurden beschenkt")),
    2,
  );
  assert.equal(
    GERMAN.countPassives(
      tokens("Die Tür wurde geöffnet, nachdem der Vater sie verschlossen hatte"),
    ),
    1,
  );
});

Deno.test("GERMAN.countPassives ignores werden + adjective, future, and haben/sein perfects", () => {
  assert.equal(GERMAN.countPassives(tokens("Er wurde müde")), 0);
  assert.equal(GERMAN.countPassives(tokens("Er wird morgen kommen")), 0);
  assert.equal(GERMAN.countPassives(tokens("Er hat das gesagt")), 0);
  assert.equal(GERMAN.countPassives(tokens("Sie ist gekommen")), 0);
  assert.equal(GERMAN.countPassives(tokens("Er wurde müde, weil er lange gewartet hatte")), 0);
  assert.equal(
    GERMAN.countPassives(tokens("Sie hatte das Licht angezündet und es wurde hell")),
    0,
  );
  assert.equal(GERMAN.countPassives(tokens("Er sah das Gesicht und wurde rot")), 0);
  assert.equal(GERMAN.countPassives(tokens("Man denkt, daß man es überstehen wird")), 0);
  assert.equal(GERMAN.countPassives([]), 0);
});

Deno.test("GERMAN.tenseOf tags past narration (Die Verwandlung, Irrungen Wirrungen)", () => {
  assert.deepEqual(
    tagged(
      "Als Gregor Samsa eines Morgens aus unruhigen Träumen erwachte, fand er sich in seinem Bett zu einem ungeheueren Ungeziefer verwandelt.",
    ),
    ["erwachte:past", "fand:past"],
  );
  assert.deepEqual(
    tagged(
      "Er lag auf seinem panzerartig harten Rücken und sah, wenn er den Kopf ein wenig hob, seinen gewölbten, braunen Bauch.",
    ),
    ["lag:past", "sah:past", "hob:past"],
  );
  assert.deepEqual(
    tagged(
      "An dem Schnittpunkte von Kurfürstendamm und Kurfürstenstraße befand sich in der Mitte der siebziger Jahre noch eine große Gärtnerei.",
    ),
    ["befand:past"],
  );
  assert.deepEqual(tagged("Lene lachte und sagte, sie habe es gewusst."), [
    "lachte:past",
    "sagte:past",
  ]);
});

Deno.test("GERMAN.tenseOf tags present narration by list and person agreement", () => {
  assert.deepEqual(
    tagged(
      "Er liegt auf dem Rücken und sieht seinen gewölbten Bauch; die Decke rutscht herab, und er denkt, dass er krank ist.",
    ),
    ["liegt:present", "sieht:present", "denkt:present", "ist:present"],
  );
  assert.deepEqual(tagged("Ich sage dir, wir gehen jetzt, und du bleibst hier."), [
    "sage:present",
    "gehen:present",
    "bleibst:present",
  ]);
});

Deno.test("GERMAN.tenseOf gives no tense to subjunctive II, nouns and infinitives", () => {
  assert.deepEqual(tagged("Er hatte es gesagt, und sie hätte gelacht."), ["hatte:past"]);
  assert.equal(GERMAN.tenseOf("tat", "der"), null); // in der Tat
  assert.equal(GERMAN.tenseOf("tat", "er"), "past");
  assert.equal(GERMAN.tenseOf("leute", "die"), null);
  assert.equal(GERMAN.tenseOf("bekannte", "eine"), null);
  assert.equal(GERMAN.tenseOf("werden", "krank"), null);
  assert.equal(GERMAN.tenseOf("haben", "wir"), "present");
  assert.equal(GERMAN.tenseOf("war", "das"), "past");
});

Deno.test("isWeakPast() accepts weak pasts and rejects same-shaped nouns, adjectives, infinitives", () => {
  for (
    const w of [
      "sagte",
      "sagten",
      "wartete",
      "öffnete",
      "lächelte",
      "wunderte",
      "erklärte",
      "baute",
      "küßte",
      "lachte",
      "nickte",
      "hörte",
      "setzte",
      "reiste",
      "verbeugte",
    ]
  ) {
    assert.ok(isWeakPast(w), w);
  }
  for (
    const w of [
      "leute",
      "letzte",
      "erste",
      "mitte",
      "karte",
      "halten",
      "warten",
      "fürchten",
      "betrachten",
      "gute",
      "seite",
      "geschichte",
      "rechte",
      "gesagte",
      "ausgestattete",
      "selten",
    ]
  ) {
    assert.ok(!isWeakPast(w), w);
  }
});

Deno.test("isStrongPast() finds prefixed pasts but not participles or noun homographs", () => {
  for (const w of ["ging", "bekam", "zurückging", "ansah", "verließ", "erschrak", "stand"]) {
    assert.ok(isStrongPast(w), w);
  }
  for (const w of ["verschlossen", "verloren", "aufstand", "zustand", "wand", "gehen"]) {
    assert.ok(!isStrongPast(w), w);
  }
});

Deno.test("GERMAN.isAdjective reads lower-case adjective endings and inflected base forms", () => {
  for (
    const w of [
      "klein",
      "kleinen",
      "größer",
      "älteste",
      "glücklich",
      "glücklichen",
      "traurigsten",
      "langsam",
      "wunderbaren",
      "hilflos",
      "lebhafte",
      "französischen",
      "hohen",
      "dunkle",
    ]
  ) {
    assert.ok(GERMAN.isAdjective(w, w), w);
  }
  for (const w of ["zwischen", "wenig", "freilich", "lieben", "zwanzig", "haus", "und", "los"]) {
    assert.ok(!GERMAN.isAdjective(w, w), w);
  }
  // A capitalised token is a noun (or a sentence-initial word the profile cannot tell).
  assert.ok(!GERMAN.isAdjective("glück", "Glück"));
  assert.ok(!GERMAN.isAdjective("glücklich", "Glücklich"));
});

Deno.test("GERMAN nominal suffixes, exclusions and abbreviations", () => {
  assert.deepEqual(GERMAN.nominalSuffixes, [
    "ung",
    "heit",
    "keit",
    "schaft",
    "tion",
    "ität",
    "ismus",
    "nis",
    "tum",
  ]);
  for (const w of ["jung", "sprung", "datum", "keit"]) assert.ok(GERMAN.nominalExclusions.has(w));
  for (const w of ["wohnung", "freiheit", "gesellschaft", "irrtum"]) {
    assert.ok(!GERMAN.nominalExclusions.has(w), w);
  }
  for (const w of ["z.b", "d.h", "u.a", "s.o", "bzw", "usw", "vgl", "ca", "nr", "evtl", "ggf"]) {
    assert.ok(GERMAN.abbreviations.has(w), w);
  }
  assert.equal(GERMAN.dashDialogue, false);
});

Deno.test("GERMAN.countSyllables counts vowel nuclei with diphthongs and loanword rules", () => {
  const cases: [string, number][] = [
    ["haus", 1],
    ["familie", 4],
    ["familienvater", 6],
    ["poesie", 3],
    ["idee", 2],
    ["ideen", 3],
    ["theater", 3],
    ["museum", 3],
    ["bauer", 2],
    ["schleier", 2],
    ["neue", 2],
    ["beenden", 3],
    ["geeignet", 3],
    ["bequem", 2],
    ["ferien", 3],
    ["studieren", 3],
    ["offiziell", 4],
    ["patient", 3],
    ["schien", 1],
    ["niveau", 2],
    ["rot-kreuz", 2],
    ["geht's", 1],
    ["", 0],
    ["hm", 1],
  ];
  for (const [w, n] of cases) assert.equal(GERMAN.countSyllables(w), n, w);
});

Deno.test("GERMAN Flesch formula is Amstad (1978)", () => {
  const f = GERMAN.flesch;
  assert.equal(f.variant, "amstad_1978");
  // Amstad (1978): 180 − ASL − 58.5·ASW; by hand for ASL 15, ASW 1.5:
  // python3: 180 - 1*15 - 58.5*1.5 -> 77.25
  assert.ok(Math.abs(f.base - f.asl * 15 - f.asw * 1.5 - 77.25) < 1e-9);
});

/** Tagged tokens of one sentence with the sentence-aware refinement first, as the pipeline. */
function taggedInSentence(sentence: string): string[] {
  const words = tokens(sentence);
  const out: string[] = [];
  words.forEach((w, i) => {
    const refined = GERMAN.tenseInSentence?.(words, i, 0, words.length);
    const mark = refined !== undefined ? refined : GERMAN.tenseOf(w, i > 0 ? words[i - 1] : "");
    if (mark) out.push(`${w}:${mark}`);
  });
  return out;
}

Deno.test("GERMAN.tenseInSentence reads hätte/wäre with a participle as the past", () => {
  assert.deepEqual(
    taggedInSentence("Wenn es nicht geregnet hätte, wäre er zu Fuß gegangen"),
    ["hätte:past", "wäre:past"],
  );
  assert.deepEqual(taggedInSentence("Sie hätte es wissen können"), ["hätte:past"]);
  // Without a participle it is mood only: "Es wäre schön" has no tense.
  assert.deepEqual(taggedInSentence("Es wäre schön, wenn sie käme"), []);
  // "gegen" and "gestern" look like participles but are not.
  assert.deepEqual(taggedInSentence("Er wäre gestern gegen Abend da"), []);
});
