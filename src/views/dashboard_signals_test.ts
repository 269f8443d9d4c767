import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../settings/thresholds.ts";
import { analyzeDocument } from "../features/pipeline.ts";
import { profileView } from "./profile.ts";
import { fingerprintView } from "./style.ts";
import {
  clipSegments,
  dashboardSignals,
  markText,
  type Segment,
  tally,
} from "./dashboard_signals.ts";

const plain = (segments: readonly Segment[]) =>
  segments.map((s) => typeof s === "string" ? s : s[0]).join("");

Deno.test("markText() marks ranges and keeps every character of the text", () => {
  const text = "She saw the sea and heard it.";
  const marks = [{ start: 4, end: 7, kind: 1 }, { start: 20, end: 25, kind: 1 }];
  assert.deepEqual(markText(text, marks), [
    "She ",
    ["saw", 1],
    " the sea and ",
    ["heard", 1],
    " it.",
  ]);
  assert.equal(plain(markText(text, marks)), text);
});

Deno.test("markText() cuts a window at word boundaries before the first mark, with ellipses", () => {
  const words = Array.from({ length: 80 }, (_, i) => `w${i}`);
  const text = words.join(" ");
  const start = text.indexOf("w60");
  const out = markText(text, [{ start, end: start + 3, kind: 1 }], 60);
  assert.equal(typeof out[0], "string");
  assert.ok((out[0] as string).startsWith("…w"), String(out[0]));
  assert.deepEqual(out.find((s) => typeof s !== "string"), ["w60", 1]);
  assert.ok(String(out.at(-1)).endsWith("…"));
  const shown = plain(out).replace(/^…|…$/g, "");
  assert.ok(text.includes(shown) && shown.length <= 60, shown);
  // A window never cuts a marked word in two.
  const cut = markText("aaaa bbbbbbbbbb", [{ start: 5, end: 15, kind: 1 }], 8);
  assert.deepEqual(cut.find((s) => typeof s !== "string"), ["bbbbbbbbbb", 1]);
});

Deno.test("clipSegments() windows already marked text like markText()", () => {
  const long = "x ".repeat(300) + "end";
  const segments: Segment[] = [long, ["is", 1], " done."];
  const clipped = clipSegments(segments, 100);
  assert.deepEqual(clipped.find((s) => typeof s !== "string"), ["is", 1]);
  assert.ok(plain(clipped).length < 110);
  assert.deepEqual(clipSegments(["a ", ["b", 2]], 100), ["a ", ["b", 2]]);
});

Deno.test("tally() lists each word once with its count, in order of first appearance", () => {
  assert.equal(tally(["had", "is", "Had", "had"]), "had ×3, is");
  assert.equal(tally([]), "");
});

Deno.test("dashboardSignals() counts, top words, passives as pairs and tense words", () => {
  const text = "## One\n\nI saw it. The door was opened. The gate was opened. I saw them.\n\n" +
    "He is here. She is there. They are happy. It was late. He was tired. We were cold.\n\n" +
    "## Two\n\nIt rained.\n";
  const analysis = analyzeDocument(text, { language: "en" });
  const style = fingerprintView(analysis, DEFAULT_THRESHOLDS);
  const profile = profileView(analysis, 2);
  const signals = dashboardSignals(analysis, style, profile, DEFAULT_THRESHOLDS);
  const one = signals.chapters.get(1)!;
  const filter = one.find((w) => w.signal === "filter_density")!;
  assert.equal(filter.count, 2);
  assert.deepEqual(filter.top, [["saw", 2]]);
  const passive = one.find((w) => w.signal === "passive_density")!;
  // "was tired" counts too: the heuristic cannot tell an adjectival participle (en.ts).
  assert.equal(passive.count, 3, "three constructions");
  assert.deepEqual(passive.top, [["was opened", 2], ["was tired", 1]]);
  const first = one.find((w) => w.signal === "first_person_start_rate")!;
  // "I" keeps its capital; "We" at a sentence start is shown as "we".
  assert.deepEqual(first.top, [["I", 2], ["we", 1]]);
  assert.deepEqual(one.find((w) => w.signal === "dialog_pct")!.top, []);
  // Two chapters cannot make a baseline: no cell departs, so no example passage.
  assert.ok(one.every((w) => w.example === null));
  const flagged = signals.tense.get("1:2")!;
  assert.deepEqual(flagged.present, ["is", "is", "are"]);
  // "was tired": the auxiliary carries the tense, the participle adds no second marker.
  assert.deepEqual(flagged.past, ["was", "was", "were"]);
  assert.equal(plain(flagged.segments), analysis.chapters[0].chapter.paragraphs[1].text);
  const kinds = flagged.segments.filter((s) => typeof s !== "string").map((s) => s[1]);
  assert.deepEqual(kinds, [1, 1, 1, 2, 2, 2]);
  assert.equal(signals.tense.size, 1);
});
