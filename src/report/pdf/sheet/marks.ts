/**
 * The small marks of the sheet, drawn the same way in the strips and in the legend. Each
 * carries its meaning by position or shape as well as colour (Okabe–Ito and the dashboard's
 * diverging scale): bars run left or right of a centre line, hooks and tense steps are filled
 * or empty, style departures are a dot (strong), a ring (mild) or a thick outline (FDR), and
 * unmeasured cells are hatched.
 *
 * @module
 */

import { clamp } from "../../charts/scale.ts";
import { DIVERGING, divergingClass, GREYS, OKABE_ITO } from "../../charts/palette.ts";
import type { FeatureCell } from "../../dashboard/model.ts";
import { MM_PER_PT, type PdfWriter } from "../writer.ts";

/** Ink of text and neutral shapes. */
export const INK = {
  text: "#1B2230",
  muted: GREYS.text,
  faint: "#AEB4BE",
  zebra: "#F1F3F6",
  track: "#E1E5EB",
  rule: "#C5CBD4",
  /** Shorter sentences, telling, lower z*: the diverging scale's blue side. */
  lower: OKABE_ITO.blue,
  /** Longer sentences, higher z*: the diverging scale's orange side. */
  higher: OKABE_ITO.orange,
  showing: OKABE_ITO.blue,
  telling: OKABE_ITO.orange,
  dialogue: OKABE_ITO.green,
  hook: OKABE_ITO.blue,
  tense: OKABE_ITO.vermillion,
} as const;

/** The four flag kinds of a strip, in column order. */
export type FlagKind = "strong" | "mild" | "fdr" | "paragraphs";

/**
 * A bar from a centre line: `fraction` in [-1, 1] of the half-width (clamped); positive
 * values run right in `right`, negative left in `left`. Null draws only a grey dash.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * const box = { x: 10, y: 10, width: 12, height: 2 };
 * centredBar(writer, box, 0.5, { right: INK.higher, left: INK.lower }); // right, half-way
 * ```
 */
export function centredBar(
  w: PdfWriter,
  box: { x: number; y: number; width: number; height: number },
  fraction: number | null,
  colours: { right: string; left: string },
): void {
  const { x, y, width, height } = box;
  const mid = x + width / 2;
  w.fillColor(INK.track);
  w.rect(x, y + height * 0.2, width, height * 0.6, "F");
  if (fraction === null || !Number.isFinite(fraction)) {
    // No centre line either: a lone grey dash reads as "no value", not as a zero bar.
    w.strokeColor(GREYS.missing);
    w.lineWidth(height * 0.18);
    w.line(mid - width * 0.12, y + height / 2, mid + width * 0.12, y + height / 2);
    return;
  }
  const f = clamp(fraction, -1, 1);
  const len = Math.abs(f) * width / 2;
  if (len > 0.05) {
    w.fillColor(f >= 0 ? colours.right : colours.left);
    w.rect(f >= 0 ? mid : mid - len, y + height * 0.2, len, height * 0.6, "F");
  }
  w.strokeColor(INK.text);
  w.lineWidth(Math.max(0.1, height * 0.08));
  w.line(mid, y, mid, y + height);
}

/**
 * A bar of a share in [0, 1] (clamped) on a light track; null leaves the track empty.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * const box = { x: 10, y: 10, width: 12, height: 2 };
 * shareBar(writer, box, 0.25, INK.dialogue); // a quarter of the track filled
 * ```
 */
export function shareBar(
  w: PdfWriter,
  box: { x: number; y: number; width: number; height: number },
  share: number | null,
  colour: string,
): void {
  const { x, y, width, height } = box;
  w.fillColor(INK.track);
  w.rect(x, y + height * 0.2, width, height * 0.6, "F");
  if (share === null || !Number.isFinite(share)) return;
  const len = clamp(share, 0, 1) * width;
  if (len > 0.05) {
    w.fillColor(colour);
    w.rect(x, y + height * 0.2, len, height * 0.6, "F");
  }
}

/**
 * Three pips in a row centred on `cy`, filled where the hook is present.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * hookPips(writer, 10, 11, 0.5, [true, false, true]); // first and last pip filled
 * ```
 */
export function hookPips(
  w: PdfWriter,
  x: number,
  cy: number,
  radius: number,
  hooks: readonly boolean[],
): void {
  const step = radius * 2.9;
  w.lineWidth(radius * 0.32);
  hooks.forEach((on, i) => {
    const cx = x + radius + i * step;
    if (on) {
      w.fillColor(INK.hook);
      w.circle(cx, cy, radius, "F");
    } else {
      w.strokeColor(GREYS.missing);
      w.circle(cx, cy, radius * 0.84, "S");
    }
  });
}

/**
 * Width of {@linkcode hookPips} for a pip radius.
 *
 * @example
 * ```ts
 * hookPipsWidth(1); // 7.8
 * ```
 */
export function hookPipsWidth(radius: number): number {
  return radius * 2 + 2 * radius * 2.9;
}

/**
 * Three rising steps standing on `bottom`, filled up to `severity` (0–3), light grey above.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * severitySteps(writer, 10, 12, 0.6, 2, 2); // two of three steps filled
 * ```
 */
export function severitySteps(
  w: PdfWriter,
  x: number,
  bottom: number,
  stepWidth: number,
  height: number,
  severity: number,
): void {
  const gap = stepWidth * 0.45;
  for (let s = 1; s <= 3; s++) {
    const h = height * s / 3;
    const sx = x + (s - 1) * (stepWidth + gap);
    if (s <= severity) {
      w.fillColor(INK.tense);
      w.rect(sx, bottom - h, stepWidth, h, "F");
    } else {
      w.fillColor(INK.track);
      w.rect(sx, bottom - h, stepWidth, h, "F");
    }
  }
}

/**
 * Width of {@linkcode severitySteps} for a step width.
 *
 * @example
 * ```ts
 * severityStepsWidth(1); // 3.9
 * ```
 */
export function severityStepsWidth(stepWidth: number): number {
  return 3 * stepWidth + 2 * stepWidth * 0.45;
}

/**
 * One style cell: diverging fill of z*, a dot for a strong departure, a ring for a mild one, a
 * thick outline when FDR-selected; an unmeasured cell is grey with a hatch line.
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * const box = { x: 10, y: 10, width: 1.2, height: 2 };
 * styleCell(writer, box, { z: 3.8, level: 2, fdr: true }); // dot and thick outline
 * ```
 */
export function styleCell(
  w: PdfWriter,
  box: { x: number; y: number; width: number; height: number },
  cell: Pick<FeatureCell, "z" | "level" | "fdr"> | null,
): void {
  const { x, y, width, height } = box;
  const z = cell?.z ?? null;
  if (z === null || !Number.isFinite(z)) {
    w.fillColor(GREYS.unmeasured);
    w.rect(x, y, width, height, "F");
    w.strokeColor(GREYS.hatch);
    w.lineWidth(Math.min(width, height) * 0.07);
    w.line(x, y + height, x + width, y);
    return;
  }
  w.fillColor(DIVERGING[divergingClass(z)]);
  w.rect(x, y, width, height, "F");
  const size = Math.min(width, height);
  if (cell!.level > 0) {
    flagMark(w, cell!.level === 2 ? "strong" : "mild", {
      cx: x + width / 2,
      cy: y + height / 2,
      size,
    });
  }
  if (cell!.fdr) flagMark(w, "fdr", { cx: x + width / 2, cy: y + height / 2, size, width, height });
}

/**
 * A flag mark centred on (cx, cy) in a square of `size`: filled dot (strong), ring (mild),
 * thick outline (FDR, `width` × `height` when given), or a bold pilcrow (flagged paragraphs,
 * drawn as text of the sans-bold role).
 *
 * @example
 * ```ts
 * import type { PdfWriter } from "../writer.ts";
 * declare const writer: PdfWriter;
 * flagMark(writer, "mild", { cx: 10, cy: 10, size: 2 }); // a ring
 * ```
 */
export function flagMark(
  w: PdfWriter,
  kind: FlagKind,
  at: { cx: number; cy: number; size: number; width?: number; height?: number },
): void {
  const { cx, cy, size } = at;
  w.strokeColor(INK.text);
  if (kind === "strong") {
    w.fillColor(INK.text);
    w.strokeColor("#FFFFFF");
    w.lineWidth(size * 0.06);
    w.circle(cx, cy, size * 0.3, "FD");
  } else if (kind === "mild") {
    w.lineWidth(size * 0.11);
    w.circle(cx, cy, size * 0.26, "S");
  } else if (kind === "fdr") {
    const lw = size * 0.2;
    const bw = (at.width ?? size) - lw;
    const bh = (at.height ?? size) - lw;
    w.lineWidth(lw);
    w.rect(cx - bw / 2, cy - bh / 2, bw, bh, "S");
  } else {
    const pt = size / MM_PER_PT * 1.05;
    w.textColor(INK.tense);
    w.text("¶", cx, cy + size * 0.36, { role: "sans-bold", size: pt, align: "center" });
    w.textColor(INK.text);
  }
}
