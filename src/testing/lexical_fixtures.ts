/**
 * Token fixtures shared by the lexical-index tests (test-only, not used by the pipeline),
 * reproducible in Python so reference values can be computed there (see the tests).
 *
 * @module
 */

/** An original 212-token English passage (written for these tests). */
const PASSAGE: string = "The ferry left the harbour before dawn, and the harbour lights were " +
  "still burning when the first gulls found the wake. Nobody on deck spoke. The old man at the " +
  "rail had made the crossing every week for forty years, and every week he counted the buoys " +
  "aloud, one by one, as if the sea might have stolen one of them in the night. His daughter " +
  "stood beside him with her hands in her pockets. She had not made the crossing since she was " +
  "a child, and she did not remember the buoys, only the cold, and the smell of diesel, and the " +
  "way her father had held her coat so that she would not fall. Now she held his coat. The " +
  "wind came up from the south and the ferry began to roll. The old man kept counting. When he " +
  "reached the last buoy he stopped, looked at the grey line of the island, and said that the " +
  "island was smaller than it used to be. His daughter said that islands do not shrink. He " +
  "said that this one did, every year a little, and that one day there would be nothing left " +
  "of it but the lighthouse and the church and the names of the people who had lived there.";

/**
 * Python: `toks = re.findall(r"[a-z']+", PASSAGE.lower())` (212 tokens, 118 types).
 *
 * @example
 * ```ts
 * passageTokens().length; // 212
 * ```
 */
export function passageTokens(): string[] {
  return PASSAGE.toLowerCase().match(/[a-z']+/g) ?? [];
}

/**
 * Zipf-like synthetic tokens with integer arithmetic only. Python:
 * `["w%d" % (200000 // ((i * 7919) % 10007 + 37)) for i in range(n)]`.
 *
 * @example
 * ```ts
 * syntheticTokens(3); // ["w5405", "w25", "w34"]
 * ```
 */
export function syntheticTokens(n: number): string[] {
  const out = new Array<string>(n);
  for (let i = 0; i < n; i++) out[i] = `w${Math.floor(200000 / (((i * 7919) % 10007) + 37))}`;
  return out;
}
