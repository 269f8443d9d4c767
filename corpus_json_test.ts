/**
 * Pins the bytes of `svc analyze|style|profile FILE --json` on the ten novels of the shared corpus
 * (../shared/corpus, present in CI): the sha256 of each run's stdout must equal the recorded one.
 * The runs go through the CLI's own command tree and runner (`commandTree()` of cli.ts, `runCli`),
 * so the bytes are exactly the ones `deno run -A cli.ts CMD FILE --json` prints; one spawned run
 * checks that. Defaults as a user gets them: no flags, an empty environment (so no user config),
 * no project config (the corpus folder holds none). Ignored (counted as ignored) where the corpus
 * is absent.
 *
 * The hashes were recorded with `deno run -A cli.ts` at f67471b, the commit before the layout
 * restructuring, and changed on purpose since: profile (and War and Peace's analyze) by the
 * tense classifier of issue 26 (conditionals, unquoted letters, free indirect speech), style by
 * the chapter evidence model of issue 26 (`chapter_evidence`, the triage beyond chance).
 *
 * @module
 */
import assert from "node:assert/strict";
import { fileURLToPath } from "node:url";
import { commandTree } from "./cli.ts";
import { runCli } from "./src/console/program.ts";
import type { CliIO } from "./src/project/io.ts";
import { svc } from "./testing/cli.ts";
import { CORPUS, corpusFiles } from "./testing/corpus.ts";

type Verb = "analyze" | "style" | "profile";
const VERBS: readonly Verb[] = ["analyze", "style", "profile"];

// sha256 of the stdout of `svc VERB FILE --json`, by corpus file (language/name).
// later issues update these only in a commit that names the behaviour changed on purpose
const EXPECTED: Record<string, Record<Verb, string>> = {
  "de/die-verwandlung.md": {
    analyze: "da6f1251782a00c66a6c4514148181c88b981a3ee9d46073a6834585e407a165",
    style: "40823d7b80feb443d587e7d4a2354fc14b6fddc2f26905218a2edaa6d99cee83",
    profile: "0d46da3e8097c53115a1dcda2350a0d6d29c8363ec0ffeccc681ddbe0517aeeb",
  },
  "de/irrungen-wirrungen.md": {
    analyze: "dbebf458c022f10331578dd57f41ddc696f974a92c2ecffb9c168d496d46ffb6",
    style: "8497a0a212f5a869a90f7a8f1a39c3377e64774f8f1db7e6dad6169a487a250c",
    profile: "b44ff9d438c782313d7d097d9d7cdb2ab2eb1f63434b51427c0167e8432d44b0",
  },
  "en/jekyll-and-hyde.md": {
    analyze: "a382d2e1c57c4f053601bc296ad0c2c6df20bc021890af2b8b4e3f701e7415d0",
    style: "bb97924beb5a111eb025194828b5c8f4c427eb790da55bfdada9153a566a64bd",
    profile: "9010f7019f7fcd087715bdc6f635f91420a8ad0ff1d49125377642d36b52e68b",
  },
  "en/pride-and-prejudice.md": {
    analyze: "dc8ecc7073db653bcfd5ce3526c71a895f745aee0ead85ae0e7a9c969add07b1",
    style: "69f0e9ee3cc54e16eb60bdad570ac20332aa5291a5ab55bced4884429a9f182a",
    profile: "2eb319f78bfb47c9a32b6553af5e2ac515d7d16263733f798575295da22f7de3",
  },
  "en/war-and-peace.md": {
    analyze: "1e4dd8057376395033c17130368826a641f32420d60b5cae5538eba701299326",
    style: "4a666c4cc3e30185ab6ff8ee8f6bf210ab3704a37ca42677d74431810e1cc450",
    profile: "0ae024e679f237d96f07e0192845482c70e02b517d29dc096e5e988468eadce9",
  },
  "es/los-pazos-de-ulloa.md": {
    analyze: "90691c5a340984eabf87b201eff5af07255a5de8101201d771af77d2f9a6d292",
    style: "d0ed45c12a863de56ce920fc7830ce86e40d1367595cdff7376ce55b5c837888",
    profile: "7ab6676fd4a63dc5737affbabbb692b5a5c721e797dd1bc6ede0e1cfeb93c5a3",
  },
  "fr/education-sentimentale.md": {
    analyze: "dab9cc5c91636b9b1609d69b674e02beae621e747e585955231264425aaef004",
    style: "316fc863beeeb0c59c5dbcdd6a7cdbcd140ef5cddc811692c980acdb96223939",
    profile: "64911218e479cc9fe64294a2a099b4605f14137c89f904fe696642cf6e93a568",
  },
  "it/i-promessi-sposi.md": {
    analyze: "1d3b0c6282ca73c6d846fa931bffdb697f9611d3ad459039bfd120819b904003",
    style: "bda8e574abecbd99fe763e199db31a8a00ebd04507888be185ca45db26ad337d",
    profile: "ddb28810188b4573c13b1c7ecac4a04a3e2dfa30190d8e4c1151551db9266164",
  },
  "nl/frits-millioen-en-zijne-vrienden.md": {
    analyze: "2a6559c70a005122c5eeb31496d406cb38d61826b512bbbf86bf382945360631",
    style: "b85e5720c4f9d43cb420668260e824247a16a0e6dd59de6fa6e731fa404bb3e3",
    profile: "d543e76b65ddffec768b52aac43b5fb354337a6bf2fdae1f295dd710b1df63b8",
  },
  "pt/a-ilustre-casa-de-ramires.md": {
    analyze: "afb1ca8e5ea0f1b0744ac2542c00c9d0605cdaa0510a720b66851cbf1138fe99",
    style: "73c18c0eefe70f74661b6c16d4ba64e14124ddc26cff46a1b5bf3c66609e7337",
    profile: "96ceb005456cf1be957f8dbb34c07019714785cc4ae3e1dc809f2d1d8432d051",
  },
};

const files = corpusFiles();
const absent = files.length === 0;
const tree = absent ? [] : await commandTree();

/** A corpus file's name relative to the corpus folder, as the table keys it. */
function nameOf(path: URL): string {
  return path.href.slice(CORPUS.href.length);
}

async function sha256(bytes: Uint8Array<ArrayBuffer>): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest("SHA-256", bytes));
  return Array.from(digest, (b) => b.toString(16).padStart(2, "0")).join("");
}

/** Runs `svc VERB PATH --json` in this process; its exit code, stdout bytes and stderr. */
async function runInProcess(verb: Verb, path: URL) {
  let stdout = "";
  let stderr = "";
  const io: CliIO = {
    stdout: (text) => void (stdout += text),
    stderr: (text) => void (stderr += text),
    env: () => undefined,
  };
  const code = await runCli(tree, [verb, fileURLToPath(path), "--json"], io);
  return { code, stdout: new TextEncoder().encode(stdout), stderr };
}

Deno.test({
  name: "corpus JSON: the hash table lists exactly the corpus novels",
  ignore: absent,
  fn: () => {
    assert.deepEqual(files.map((f) => nameOf(f.path)), Object.keys(EXPECTED).sort());
  },
});

for (const [name, expected] of Object.entries(EXPECTED)) {
  Deno.test({
    name: `corpus JSON ${name}: analyze, style and profile --json print the recorded bytes`,
    ignore: absent,
    fn: async (t) => {
      const path = new URL(name, CORPUS);
      for (const verb of VERBS) {
        await t.step(verb, async () => {
          const run = await runInProcess(verb, path);
          assert.equal(run.code, 0, run.stderr);
          assert.equal(run.stderr, "");
          const actual = await sha256(run.stdout);
          assert.equal(
            actual,
            expected[verb],
            `svc ${verb} ${name} --json changed (${run.stdout.length} bytes, sha256 ${actual})`,
          );
        });
      }
    },
  });
}

Deno.test({
  name: "corpus JSON: a spawned `svc analyze --json` prints the same bytes as the in-process run",
  ignore: absent,
  fn: async () => {
    const path = files[0].path;
    const spawned = await svc(["analyze", fileURLToPath(path), "--json"]);
    assert.equal(spawned.code, 0, spawned.stderr);
    const bytes = new TextEncoder().encode(spawned.stdout);
    assert.deepEqual(bytes, (await runInProcess("analyze", path)).stdout);
    assert.equal(await sha256(bytes), EXPECTED[nameOf(path)].analyze);
  },
});
