/**
 * The auxiliary + participle window that the Romance passive heuristics share: an auxiliary
 * (a form of `ser`, `être`…) followed within `window` tokens by a participle counts one
 * passive; a function word in between (article, preposition, pronoun: a noun phrase follows)
 * blocks the match unless it is one of the `intensifiers` that may stand there ("muy", "já").
 *
 * @module
 */

/** The language-specific parts of the window rule. */
export interface PassiveWindow {
  readonly auxiliaries: ReadonlySet<string>;
  readonly isParticiple: (token: string) => boolean;
  readonly functionWords: ReadonlySet<string>;
  readonly intensifiers: ReadonlySet<string>;
  /** Tokens after the auxiliary to look at. Default 2. */
  readonly window?: number;
}

/**
 * Counts auxiliary + participle pairs in one sentence; each auxiliary and participle is used
 * at most once. With `at`, pushes the auxiliary's and the participle's index of each pair.
 *
 * @example
 * ```ts
 * const rule = {
 *   auxiliaries: new Set(["fue"]),
 *   isParticiple: (t: string) => t.endsWith("ida"),
 *   functionWords: new Set(["la"]),
 *   intensifiers: new Set(["muy"]),
 * };
 * countWindowPassives(["la", "casa", "fue", "vendida"], rule); // 1
 * ```
 */
export function countWindowPassives(
  tokens: readonly string[],
  rule: PassiveWindow,
  at?: number[],
): number {
  const window = rule.window ?? 2;
  let n = 0;
  for (let i = 0; i < tokens.length; i++) {
    if (!rule.auxiliaries.has(tokens[i])) continue;
    for (let j = i + 1; j <= i + window && j < tokens.length; j++) {
      if (rule.isParticiple(tokens[j])) {
        n++;
        at?.push(i, j);
        i = j;
        break;
      }
      if (rule.functionWords.has(tokens[j]) && !rule.intensifiers.has(tokens[j])) break;
    }
  }
  return n;
}
