/**
 * `svc analyze --json` through the real process carries full double precision: values agree
 * with straightforward reference implementations written here at 1e-12 relative.
 */
import assert from "node:assert/strict";
import { join } from "node:path";

import { assertClose } from "../../testing/close.ts";
import { svc } from "../../testing/cli.ts";

/** Invented lower-case words: every token is a whole word of letters, one type per spelling. */
const WORDS = (
  "amber brook cedar dune ember fjord grove heath inlet juniper knoll larch moor nettle " +
  "orchard pine quarry reed sedge thorn upland vale willow yarrow zephyr"
).split(" ");

/** A reproducible word sequence (Park–Miller LCG), in sentences of seven words. */
function chapterText(seed: number, length: number, vocabulary: number): string[] {
  let state = seed;
  const tokens: string[] = [];
  for (let i = 0; i < length; i++) {
    state = (state * 48271) % 2147483647;
    tokens.push(WORDS[state % vocabulary]);
  }
  return tokens;
}

function prose(tokens: readonly string[]): string {
  const sentences: string[] = [];
  for (let i = 0; i < tokens.length; i += 7) sentences.push(tokens.slice(i, i + 7).join(" ") + ".");
  return sentences.join(" ");
}

/**
 * Maas a² = (log10 N − log10 V) / (log10 N)² (Maas 1972; Tweedie & Baayen 1998, eq. 14),
 * written with natural logarithms: log10 x = ln x / ln 10, so a² = ln 10 · (ln N − ln V) / (ln N)².
 */
function maasReference(tokens: readonly string[]): number {
  const n = tokens.length;
  const v = new Set(tokens).size;
  return (Math.LN10 * (Math.log(n) - Math.log(v))) / Math.log(n) ** 2;
}

/**
 * Jensen–Shannon divergence in nats (Lin 1991): JSD(P, Q) = ½ KL(P ‖ M) + ½ KL(Q ‖ M) with
 * M = ½ (P + Q), summed over the union of both vocabularies (0 · ln 0 = 0).
 */
function jsdReference(a: readonly string[], b: readonly string[]): number {
  const freq = (tokens: readonly string[]) => {
    const m = new Map<string, number>();
    for (const t of tokens) m.set(t, (m.get(t) ?? 0) + 1 / tokens.length);
    return m;
  };
  const p = freq(a), q = freq(b);
  let sum = 0;
  for (const w of new Set([...p.keys(), ...q.keys()])) {
    const pw = p.get(w) ?? 0, qw = q.get(w) ?? 0, mw = (pw + qw) / 2;
    if (pw > 0) sum += 0.5 * pw * Math.log(pw / mw);
    if (qw > 0) sum += 0.5 * qw * Math.log(qw / mw);
  }
  return sum;
}

Deno.test("svc analyze --json carries Maas a², TTR and chapter JSD at full precision", async () => {
  const one = chapterText(7, 140, 25);
  const two = chapterText(11, 91, 18);
  const dir = await Deno.makeTempDir();
  try {
    const file = join(dir, "book.md");
    await Deno.writeTextFile(
      file,
      `# Book\n\n## One\n\n${prose(one)}\n\n## Two\n\n${prose(two)}\n`,
    );
    const r = await svc(["analyze", file, "--json", "--language", "en"]);
    assert.equal(r.code, 0, r.stderr);
    const m = JSON.parse(r.stdout).metrics;
    const all = [...one, ...two];
    assert.equal(m.raw_words, all.length);
    assertClose(m.maas_a2, maasReference(all), 1e-12, "maas_a2");
    assertClose(m.ttr, new Set(all).size / all.length, 1e-12, "ttr");
    assertClose(m.chapters[0].jsd, jsdReference(one, two), 1e-12, "jsd of chapter 1");
    assertClose(m.chapters[1].jsd, jsdReference(two, one), 1e-12, "jsd of chapter 2");
    // Not cut to 4 decimals: the printed value has more digits than any rounding would keep.
    assert.notEqual(m.maas_a2, Math.round(m.maas_a2 * 1e4) / 1e4);
    assert.notEqual(m.chapters[0].jsd, Math.round(m.chapters[0].jsd * 1e4) / 1e4);
    assert.ok(/"maas_a2": 0\.\d{12,}/.test(r.stdout), "maas_a2 printed with full digits");
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
