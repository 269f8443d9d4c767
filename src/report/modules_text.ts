/**
 * Compact terminal reports of the structure modules. Each renders a finished result and
 * computes nothing.
 *
 * @module
 */

import type { Messages } from "../i18n/messages.ts";
import type { CharactersResult } from "../views/characters.ts";
import type { DialogueResult } from "../views/dialogue.ts";
import type { MotifsResult } from "../views/motifs.ts";
import type { PacingResult } from "../views/pacing.ts";
import type { ScenesResult } from "../views/scenes.ts";
import type { ShowingResult } from "../views/showing.ts";

const num = (
  v: number | null,
  m: Messages,
  d = 1,
) => (v === null ? m.report.notAvailable : v.toFixed(d));

function heading(title: string): string[] {
  return [title, "=".repeat(title.length), ""];
}

/**
 * @example
 * ```ts
 * // renderDialogueText(dialogueView(analysis), messages("en"))
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
      `${m.report.chapter} ${String(c.number).padStart(3)}  ${
        String(c.turns).padStart(4)
      } ${t.turns}  ${num(c.turns_per_1000, m).padStart(6)} /1000  ${
        num(c.dialogue_paragraph_pct, m).padStart(5)
      } %`,
    );
  }
  return lines.join("\n") + "\n";
}

/**
 * @example
 * ```ts
 * // renderPacingText(pacingView(analysis), messages("en"))
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
      `${m.report.chapter} ${String(c.number).padStart(3)}  ${String(c.words).padStart(6)} w  ASL ${
        num(c.asl, m).padStart(5)
      }  scenes ${c.scenes}  ${t.hook} ${c.hook_score}/3`,
    );
  }
  return lines.join("\n") + "\n";
}

/**
 * @example
 * ```ts
 * // renderCharactersText(charactersView(analysis, names), messages("en"))
 * ```
 */
export function renderCharactersText(r: CharactersResult, m: Messages): string {
  const t = m.modules;
  const lines = heading(t.characters);
  const width = Math.max(4, ...r.characters.map((c) => c.name.length));
  for (const c of r.characters) {
    const span = c.first_chapter === null ? "–" : `${c.first_chapter}–${c.last_chapter}`;
    lines.push(
      `${c.name.padEnd(width)}  ${
        String(c.mentions).padStart(5)
      } ${t.mentions}  ${c.chapters_present}/${r.n_chapters} ${t.present}  ${t.span} ${span}  ${t.gap} ${c.longest_gap}`,
    );
  }
  return lines.join("\n") + "\n";
}

/**
 * @example
 * ```ts
 * // renderMotifsText(motifsView(analysis, motifs), messages("en"))
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
 * // renderShowingText(showingView(analysis), messages("en"))
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
      ? `tell ${num(c.tell_z, m, 2).padStart(6)}  show ${
        num(c.show_z, m, 2).padStart(6)
      }  balance ${num(c.balance, m, 2).padStart(6)}`
      : t.notComparable;
    lines.push(`${m.report.chapter} ${String(c.number).padStart(3)}  ${detail}`);
  }
  return lines.join("\n") + "\n";
}

/**
 * @example
 * ```ts
 * // renderScenesText(scenesView(analysis, {}), messages("en"))
 * ```
 */
export function renderScenesText(r: ScenesResult, m: Messages): string {
  const t = m.modules;
  const lines = heading(t.scenes);
  if (r.scenes.scenes_are_chapters) lines.push(t.scenesAreChapters, "");
  for (const s of r.scenes.items) {
    lines.push(
      `${s.id.padEnd(7)} ${String(s.words).padStart(6)} w  ASL ${
        num(s.features.asl, m).padStart(5)
      }  dlg ${
        num(s.features.dialog_pct, m).padStart(5)
      } %  ${t.group} ${s.group}  ${t.support} ${s.data_support}`,
    );
  }
  return lines.join("\n") + "\n";
}
