/**
 * Compact terminal reports of the structure modules. Each renders a finished result and
 * computes nothing. Labels come from the message catalogue, decimals use its separator and
 * columns are aligned by display width, so a German report (`SVC_LANG=de`) is German
 * throughout.
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import type { CharactersResult } from "../views/characters.ts";
import type { DialogueResult } from "../views/dialogue.ts";
import type { MotifsResult } from "../views/motifs.ts";
import type { PacingResult } from "../views/pacing.ts";
import { DEFAULT_GROUP, type ScenesResult } from "../views/scenes.ts";
import type { ShowingResult } from "../views/showing.ts";
import { displayWidth, fixed, padEndWidth, padStartWidth } from "./text_format.ts";

const num = (v: number | null, m: Messages, d = 1) => fixed(v, d, m);

function heading(title: string): string[] {
  return [title, "=".repeat(displayWidth(title)), ""];
}

/** "Chapter  12" with the number right-aligned in three columns. */
function chapterLabel(n: number, m: Messages): string {
  return `${m.report.chapter} ${padStartWidth(String(n), 3)}`;
}

/**
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { DialogueResult } from "../views/dialogue.ts";
 * declare const result: DialogueResult;
 * const text = renderDialogueText(result, messages("en")); // "Dialogue\n========\n\nturns: …"
 * ```
 */
export function renderDialogueText(r: DialogueResult, m: Messages): string {
  const t = m.modules;
  const lines = heading(t.dialogue);
  lines.push(
    `${t.turns}: ${r.turns} · ${t.avgTurn}: ${num(r.avg_turn_words, m)} · ${t.medianTurn}: ${
      num(r.median_turn_words, m)
    } · ${t.longestTurn}: ${r.longest_turn_words}`,
    `${t.turnsPer1000}: ${num(r.turns_per_1000, m)} · ${t.dialogueParagraphs}: ${
      num(r.dialogue_paragraph_pct, m)
    }`,
    "",
  );
  for (const c of r.chapters) {
    lines.push(
      `${chapterLabel(c.number, m)}  ${padStartWidth(String(c.turns), 4)} ${t.turns}  ${
        padStartWidth(num(c.turns_per_1000, m), 6)
      } /1000  ${padStartWidth(num(c.dialogue_paragraph_pct, m), 5)} %`,
    );
  }
  return lines.join("\n") + "\n";
}

/**
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { PacingResult } from "../views/pacing.ts";
 * declare const result: PacingResult;
 * const text = renderPacingText(result, messages("en")); // "Pacing\n======\n\n…"
 * ```
 */
export function renderPacingText(r: PacingResult, m: Messages): string {
  const t = m.modules;
  const lines = heading(t.pacing);
  lines.push(
    r.scenes_are_chapters ? t.scenesAreChapters : `${t.sceneBreaks}: ${r.explicit_scene_breaks}`,
    `${t.fastest}: ${r.fastest_chapter ?? m.report.notAvailable} · ${t.slowest}: ${
      r.slowest_chapter ?? m.report.notAvailable
    }`,
    "",
  );
  for (const c of r.chapters) {
    lines.push(
      `${chapterLabel(c.number, m)}  ${
        padStartWidth(String(c.words), 6)
      } ${t.wordsUnit}  ${t.asl} ${
        padStartWidth(num(c.asl, m), 5)
      }  ${t.scenesLabel} ${c.scenes}  ${t.hook} ${c.hook_score}/3`,
    );
  }
  return lines.join("\n") + "\n";
}

/**
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { CharactersResult } from "../views/characters.ts";
 * declare const result: CharactersResult;
 * const text = renderCharactersText(result, messages("en")); // "Characters\n==========\n\n…"
 * ```
 */
export function renderCharactersText(r: CharactersResult, m: Messages): string {
  const t = m.modules;
  const lines = heading(t.characters);
  const width = Math.max(4, ...r.characters.map((c) => displayWidth(c.name)));
  for (const c of r.characters) {
    const span = c.first_chapter === null ? "–" : `${c.first_chapter}–${c.last_chapter}`;
    lines.push(
      `${padEndWidth(c.name, width)}  ${
        padStartWidth(String(c.mentions), 5)
      } ${t.mentions}  ${c.chapters_present}/${r.n_chapters} ${t.present}  ${t.span} ${span}  ${t.gap} ${c.longest_gap}`,
    );
  }
  return lines.join("\n") + "\n";
}

/**
 * The `[warning]` texts for characters without a match (one per name), in the interface
 * language, each naming the close spellings the text contains with their counts.
 *
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { CharactersResult } from "../views/characters.ts";
 * declare const result: CharactersResult;
 * const suggestions = [{ spelling: "Natásha", count: 1, distance: 1 }];
 * unmatchedWarnings({ ...result, unmatched: [{ name: "Natsaha", suggestions }] }, messages("en"));
 * // ['No match for the name "Natsaha" in the text; close spellings it contains: Natásha (1)']
 * ```
 */
export function unmatchedWarnings(r: CharactersResult, m: Messages): string[] {
  return r.unmatched.map((u) =>
    m.modules.unmatchedName(
      u.name,
      u.suggestions.map((s) => `${s.spelling} (${s.count})`).join(", "),
    )
  );
}

/**
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { MotifsResult } from "../views/motifs.ts";
 * declare const result: MotifsResult;
 * const text = renderMotifsText(result, messages("en")); // "Motifs\n======\n\n…"
 * ```
 */
export function renderMotifsText(r: MotifsResult, m: Messages): string {
  const t = m.modules;
  const lines = heading(t.motifs);
  for (const x of r.motifs) {
    lines.push(
      `${x.name}: ${x.mentions} ${t.mentions} (${
        num(x.density_per_1000, m, 2)
      } /1000), ${x.chapters_present} ${t.present}, ${t.gap} ${x.longest_gap}`,
    );
  }
  lines.push("", `${t.topWords}: ${r.top_words.map((w) => `${w.word} ${w.count}`).join(", ")}`);
  lines.push("", `${t.phrases}:`);
  for (const p of r.repeated_phrases) {
    lines.push(`  ${p.count}×  ${p.phrase}  (${p.chapters.join(", ")})`);
  }
  return lines.join("\n") + "\n";
}

/**
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { ShowingResult } from "../views/showing.ts";
 * declare const result: ShowingResult;
 * const text = renderShowingText(result, messages("en")); // "Showing and telling\n===…"
 * ```
 */
export function renderShowingText(r: ShowingResult, m: Messages): string {
  const t = m.modules;
  const lines = heading(t.showing);
  lines.push(
    `${t.mostShowing}: ${r.most_showing.join(", ") || "–"} · ${t.mostTelling}: ${
      r.most_telling.join(", ") || "–"
    }`,
    "",
  );
  for (const c of r.chapters) {
    const detail = c.comparable
      ? `${t.tell} ${padStartWidth(num(c.tell_z, m, 2), 6)}  ${t.show} ${
        padStartWidth(num(c.show_z, m, 2), 6)
      }  ${t.balance} ${padStartWidth(num(c.balance, m, 2), 6)}`
      : t.notComparable;
    lines.push(`${chapterLabel(c.number, m)}  ${detail}`);
  }
  return lines.join("\n") + "\n";
}

/**
 * @example
 * ```ts
 * import { messages } from "../i18n/messages.ts";
 * import type { ScenesResult } from "../views/scenes.ts";
 * declare const result: ScenesResult;
 * const text = renderScenesText(result, messages("en")); // "Scenes\n======\n\n…"
 * ```
 */
export function renderScenesText(r: ScenesResult, m: Messages): string {
  const t = m.modules;
  const lines = heading(t.scenes);
  if (r.scenes.scenes_are_chapters) lines.push(t.scenesAreChapters, "");
  for (const s of r.scenes.items) {
    const group = s.group === DEFAULT_GROUP ? t.defaultGroup : s.group;
    lines.push(
      `${padEndWidth(s.id, 7)} ${padStartWidth(String(s.words), 6)} ${t.wordsUnit}  ${t.asl} ${
        padStartWidth(num(s.features.asl, m), 5)
      }  ${t.dialogueShort} ${
        padStartWidth(num(s.features.dialog_pct, m), 5)
      } %  ${t.group} ${group}  ${t.supportLabel} ${t.support[s.data_support]}`,
    );
  }
  return lines.join("\n") + "\n";
}
