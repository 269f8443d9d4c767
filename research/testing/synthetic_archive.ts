/**
 * A deterministic synthetic archive for benchmarks and scale tests of the search index:
 * passages of multilingual made-up words (German, Polish, French, Nordic, Icelandic,
 * Spanish-like syllables with their accents and special letters, plus plain English words),
 * drawn with a Zipf distribution so that a few words are very common and most are rare, as in
 * real text. Same options, same archive: a seeded PRNG (mulberry32), no `Math.random`.
 *
 * @module
 */

import { createHash } from "node:crypto";
import { mulberry32 } from "../../src/codec/prng.ts";
import type { IndexBatch, IndexedPassage } from "../search/index.ts";

/** Options of {@linkcode syntheticBatches}. */
export interface SyntheticOptions {
  /** Total passages. */
  readonly passages: number;
  /** Words per passage (default 60). */
  readonly wordsPerPassage?: number;
  /** Passages per source version, one version per commit (default 50). */
  readonly passagesPerVersion?: number;
  /** PRNG seed (default 1). */
  readonly seed?: number;
}

const SYLLABLES: readonly (readonly string[])[] = [
  ["stra", "ße", "mül", "ler", "grö", "hau", "ben", "schön", "über", "wald", "zeit", "fürst"],
  ["łó", "dź", "wro", "cław", "szcz", "ęść", "gdań", "sk", "żół", "kra", "ków", "ści"],
  ["é", "té", "ça", "rè", "gle", "cœ", "ur", "gar", "çon", "hô", "tel", "mai"],
  ["øy", "fjør", "ble", "sæ", "kå", "ter", "sol", "dal", "fjell", "by"],
  ["þor", "ðar", "æsir", "ís", "land", "hólm", "vík", "fjörð"],
  ["ña", "ción", "ão", "ma", "cor", "dón", "sal", "vi", "lla", "río"],
];

const ENGLISH = [
  "the",
  "of",
  "and",
  "to",
  "in",
  "a",
  "was",
  "river",
  "trade",
  "salt",
  "road",
  "mill",
  "church",
  "market",
  "town",
  "letter",
  "merchant",
  "winter",
  "harbour",
  "record",
];

/** Vocabulary size (English words first, then made-up words). */
const VOCABULARY_SIZE = 30_000;

/**
 * The vocabulary, most frequent first: English function words, then made-up words of 2 to 4
 * syllables from one language each, some capitalised.
 *
 * @example
 * ```ts
 * vocabulary(1)[0]; // "the"
 * ```
 */
export function vocabulary(seed = 1): string[] {
  const next = mulberry32(seed ^ 0x9e3779b9);
  const words = new Set<string>(ENGLISH);
  while (words.size < VOCABULARY_SIZE) {
    const lang = SYLLABLES[Math.floor(next() * SYLLABLES.length)];
    const n = 2 + Math.floor(next() * 3);
    let w = "";
    for (let i = 0; i < n; i++) w += lang[Math.floor(next() * lang.length)];
    if (next() < 0.15) w = w[0].toUpperCase() + w.slice(1);
    words.add(w);
  }
  return [...words];
}

/**
 * A sampler of ranks 0…n−1 with Zipf weights 1/(r+1)^s.
 *
 * @example
 * ```ts
 * import { mulberry32 } from "../../src/codec/prng.ts";
 * const draw = zipfSampler(3, 1, mulberry32(1));
 * draw(); // 0, 1 or 2; 0 about 55% of the time
 * ```
 */
export function zipfSampler(n: number, s: number, next: () => number): () => number {
  const cdf = new Float64Array(n);
  let sum = 0;
  for (let r = 0; r < n; r++) cdf[r] = sum += 1 / Math.pow(r + 1, s);
  return () => {
    const u = next() * sum;
    let lo = 0;
    let hi = n - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cdf[mid] < u) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  };
}

/**
 * Batches of a synthetic archive: commit k holds source version k with its passages.
 *
 * @example
 * ```ts
 * const batches = [...syntheticBatches({ passages: 100, passagesPerVersion: 50 })];
 * batches.length; // 2
 * ```
 */
export function* syntheticBatches(options: SyntheticOptions): Generator<IndexBatch> {
  const seed = options.seed ?? 1;
  const perVersion = options.passagesPerVersion ?? 50;
  const words = options.wordsPerPassage ?? 60;
  const vocab = vocabulary(seed);
  const next = mulberry32(seed);
  const draw = zipfSampler(vocab.length, 1.07, next);
  let made = 0;
  for (let commit = 1; made < options.passages; commit++) {
    const sourceId = `src_${String(commit).padStart(8, "0")}`;
    const passages: IndexedPassage[] = [];
    let offset = 0;
    for (let ordinal = 0; ordinal < perVersion && made < options.passages; ordinal++, made++) {
      const parts: string[] = [];
      for (let i = 0; i < words; i++) parts.push(vocab[draw()]);
      const text = parts.join(" ") + ".";
      const length = Array.from(text).length;
      passages.push({
        passage_id: `psg_${String(made).padStart(10, "0")}`,
        source_id: sourceId,
        version_id: `ver_${String(commit).padStart(8, "0")}`,
        version: 1,
        title: `Synthetic source ${commit}`,
        page: ordinal % 7 === 0 ? null : 1 + Math.floor(ordinal / 3),
        ordinal,
        start: offset,
        end: offset + length,
        sha256: sha256Hex(text),
        text,
      });
      offset += length + 2;
    }
    yield { commit, sha256: sha256Hex(`commit ${commit}`), passages };
  }
}

/**
 * A mix of queries over the synthetic vocabulary: common and rare single words, two- and
 * three-word queries, prefixes, accent-free and upper-case spellings.
 *
 * @example
 * ```ts
 * syntheticQueries(3, 7).length; // 3
 * ```
 */
export function syntheticQueries(count: number, seed = 1): string[] {
  const vocab = vocabulary(1);
  const next = mulberry32(seed ^ 0x5bd1e995);
  const zipf = zipfSampler(vocab.length, 1.07, next);
  const pick = () => vocab[next() < 0.5 ? zipf() : Math.floor(next() * vocab.length)];
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const w = pick();
    switch (i % 6) {
      case 0:
        out.push(w);
        break;
      case 1:
        out.push(stripAccents(w));
        break;
      case 2:
        out.push(`${pick()} ${w}`);
        break;
      case 3:
        out.push(`${pick()} ${pick()} ${w}`);
        break;
      case 4:
        out.push(Array.from(w).slice(0, 4).join("") + "*");
        break;
      default:
        out.push(w.toUpperCase());
    }
  }
  return out;
}

function stripAccents(w: string): string {
  return w.normalize("NFD").replace(/\p{Mn}/gu, "");
}

function sha256Hex(text: string): string {
  return createHash("sha256").update(text).digest("hex");
}
