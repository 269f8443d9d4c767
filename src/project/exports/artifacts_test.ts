import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../settings/thresholds.ts";
import { analyzeDocument } from "../../features/pipeline.ts";
import { analyzeView } from "../../views/analyze.ts";
import { fingerprintView } from "../../views/style.ts";
import { artifact, ARTIFACT_KINDS, artifactName, renderArtifacts } from "./artifacts.ts";
import { sha256Hex } from "../../codec/hash.ts";

const TEXT = await Deno.readTextFile(new URL("../../../testdata/sample-en.md", import.meta.url));
const ANALYSIS = analyzeDocument(TEXT, { language: "en" });
const OPTIONS = { slug: "sample-en", thresholds: DEFAULT_THRESHOLDS, scenes: {} };
const decode = (data: Uint8Array) => new TextDecoder().decode(data);

Deno.test("artifactName() joins slug, kind and extension", () => {
  assert.equal(artifactName("book", "analysis"), "book-analysis.json");
  assert.equal(artifactName("book", "dashboard"), "book-dashboard.html");
  assert.equal(artifactName("book", "manifest"), "book-manifest.json");
});

Deno.test("artifact() hashes the UTF-8 bytes of its content", () => {
  const a = artifact("x.json", "style", "é\n");
  assert.deepEqual(a.data, new Uint8Array([0xc3, 0xa9, 0x0a]));
  // Python 3: hashlib.sha256('é\n'.encode()).hexdigest()
  assert.equal(a.sha256, "edd3a863872a04239eb29ad4bc12fc892b3d4ae57cc7e786a3697816f8e141c2");
});

Deno.test("renderArtifacts() gives every kind once, sorted by name", () => {
  const out = renderArtifacts(ANALYSIS, OPTIONS);
  assert.equal(out.length, ARTIFACT_KINDS.length);
  assert.deepEqual(out.map((a) => a.name), [
    "sample-en-analysis.json",
    "sample-en-dashboard.html",
    "sample-en-dialogue.json",
    "sample-en-motifs.json",
    "sample-en-pacing.json",
    "sample-en-profile.json",
    "sample-en-scenes.json",
    "sample-en-showing.json",
    "sample-en-style.json",
  ]);
  for (const a of out) assert.equal(a.sha256, sha256Hex(a.data));
});

Deno.test("renderArtifacts() writes JSON exactly as the commands print it", () => {
  const out = new Map(renderArtifacts(ANALYSIS, OPTIONS).map((a) => [a.kind, decode(a.data)]));
  assert.equal(out.get("analysis"), JSON.stringify(analyzeView(ANALYSIS), null, 2) + "\n");
  assert.equal(
    out.get("style"),
    JSON.stringify(fingerprintView(ANALYSIS, DEFAULT_THRESHOLDS), null, 2) + "\n",
  );
  // No --motif: no motifs, but top words and phrases.
  const motifs = JSON.parse(out.get("motifs")!);
  assert.deepEqual(motifs.motifs, []);
  assert.equal(JSON.parse(out.get("scenes")!).meta.schema_version, 1);
  assert.match(out.get("dashboard")!.trimStart(), /^<!doctype html>/i);
});

Deno.test("renderArtifacts() is deterministic and threshold changes touch only some kinds", () => {
  const a = renderArtifacts(ANALYSIS, OPTIONS);
  const b = renderArtifacts(ANALYSIS, OPTIONS);
  assert.deepEqual(a.map((x) => x.sha256), b.map((x) => x.sha256));
  const stricter = renderArtifacts(ANALYSIS, {
    ...OPTIONS,
    thresholds: { ...DEFAULT_THRESHOLDS, z_mild: 2 },
  });
  const changed = a.filter((x, i) => x.sha256 !== stricter[i].sha256).map((x) => x.kind);
  assert.ok(changed.includes("style"), changed.join());
  for (const kind of ["analysis", "dialogue", "pacing", "showing", "motifs", "scenes"]) {
    assert.ok(!changed.includes(kind), kind);
  }
});

Deno.test("renderArtifacts() puts the project title into the dashboard only", () => {
  const plain = renderArtifacts(ANALYSIS, OPTIONS);
  const titled = renderArtifacts(ANALYSIS, { ...OPTIONS, title: "A <Title>" });
  const changed = plain.filter((x, i) => x.sha256 !== titled[i].sha256).map((x) => x.kind);
  assert.deepEqual(changed, ["dashboard"]);
  assert.match(decode(titled.find((a) => a.kind === "dashboard")!.data), /A &lt;Title&gt;/);
});

Deno.test("renderArtifacts(): the interface language changes the dashboard's labels only", () => {
  const plain = renderArtifacts(ANALYSIS, OPTIONS);
  const german = renderArtifacts(ANALYSIS, { ...OPTIONS, uiLanguage: "de" });
  const changed = plain.filter((x, i) => x.sha256 !== german[i].sha256).map((x) => x.kind);
  assert.deepEqual(changed, ["dashboard"]);
  const dashboard = (list: typeof plain) => decode(list.find((a) => a.kind === "dashboard")!.data);
  assert.match(dashboard(plain), /<html lang="en">/);
  assert.match(dashboard(german), /<html lang="de">/);
});
