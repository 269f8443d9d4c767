/**
 * The three-way field merge behind `prepare_record_revision` (SPEC 4.2, 4.3
 * `/api/research-record-prepare`): an author edited revision `base` of a record while the
 * archive moved on to `current`; their `changes` are merged field by field into what would be
 * written, and fields changed on both sides to different values are conflicts unless a
 * resolution (`current` or `mine`) settles them.
 *
 * For each key of `changes` ("mine"):
 * - mine equals current: nothing to write, so the field stays out of `merged` (a revision
 *   writes only what changes).
 * - mine equals base: the author left it as they read it, so current stands and the field
 *   stays out of `merged` (a form that posts every field must not undo concurrent edits).
 * - current equals base: mine is taken.
 * - otherwise a conflict: resolution `mine` takes mine, `current` leaves the field out.
 *
 * Fields named in `sectionFields` (the dossier `body`) are merged section by section when all
 * three values are strings; see {@linkcode mergeChanges}. Resolution keys that name no
 * conflict are ignored, because a client may resend the resolutions of an earlier preview
 * after the conflicts went away; resolution values other than `current` and `mine` are a
 * `UsageError` wherever they appear.
 *
 * @module
 */

import { type DossierSection, extractSections, joinSections } from "./sections.ts";
import { usageError } from "../keyed_errors.ts";

/** How to settle one conflict: keep the archive's current value, or take the author's. */
export type Resolution = "current" | "mine";

/**
 * A field (or one section of a section field) changed on both sides to different values.
 * For a section, `base`, `current` and `mine` are that section's text with its heading line,
 * or `null` where the section is absent; otherwise they are the field's values.
 */
export interface MergeConflict {
  readonly field: string;
  /** Heading of the conflicting section ("" for the text before the first heading). */
  readonly section?: string;
  readonly base: unknown;
  readonly current: unknown;
  readonly mine: unknown;
}

/** Options of {@linkcode mergeChanges}. */
export interface MergeOptions {
  /** Markdown fields merged section by section (the dossier `body`). */
  readonly sectionFields?: readonly string[];
}

/** What {@linkcode mergeChanges} returns. */
export interface MergeResult {
  /** Fields to write: only those whose merged value differs from current. */
  readonly merged: Record<string, unknown>;
  /** Conflicts no resolution settled; a revision may be written only when this is empty. */
  readonly conflicts: MergeConflict[];
}

/**
 * Equality of JSON values: objects compare their keys regardless of order, arrays element by
 * element; an object key holding `undefined` counts as absent, as in JSON text.
 *
 * @example
 * ```ts
 * deepEqual({ a: 1, b: [2, null] }, { b: [2, null], a: 1 }); // true
 * ```
 */
export function deepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== "object" || typeof b !== "object" || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((x, i) => deepEqual(x, b[i]));
  }
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  const ka = Object.keys(ra).filter((k) => ra[k] !== undefined);
  const kb = Object.keys(rb).filter((k) => rb[k] !== undefined);
  return ka.length === kb.length &&
    ka.every((k) => Object.hasOwn(rb, k) && deepEqual(ra[k], rb[k]));
}

/**
 * Merges the author's `changes` (made on `base`) into `current`. A section field changed on
 * both sides is merged per section, keyed by heading: a section changed by one side takes
 * that side's text; added by one side only, it is kept; removed by one side and unchanged by
 * the other, it is removed; anything else is a conflict with `section` set, settled by
 * `resolutions["body#<heading>"]` or, for every section at once, `resolutions["body"]`. The
 * merged sections keep the order of the side that reordered them (current's when neither
 * did); a section added by the other side follows the section it follows there. When a
 * per-section merge cannot be expressed (a value is not a string, a heading is duplicated or
 * empty, both sides reordered sections differently, or the joined text would not split back
 * into the same sections), the whole field is one conflict. A field with any unsettled
 * conflict stays out of `merged`. Inputs are never mutated; returned values are copies.
 *
 * @example
 * ```ts
 * mergeChanges({ title: "A", n: 1 }, { title: "A", n: 2 }, { title: "B" });
 * // { merged: { title: "B" }, conflicts: [] }
 * mergeChanges({ title: "A" }, { title: "B" }, { title: "C" }, { title: "mine" });
 * // { merged: { title: "C" }, conflicts: [] }
 * ```
 */
export function mergeChanges(
  base: Record<string, unknown>,
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
  resolutions: Record<string, Resolution> = {},
  options: MergeOptions = {},
): MergeResult {
  if (typeof resolutions !== "object" || resolutions === null || Array.isArray(resolutions)) {
    throw usageError("merge.resolutions", { value: JSON.stringify(resolutions) });
  }
  for (const [key, value] of Object.entries(resolutions)) {
    if (value !== "current" && value !== "mine") {
      throw usageError("merge.resolution", {
        value: JSON.stringify(value),
        key: JSON.stringify(key),
      });
    }
  }
  const sectionFields = new Set(options.sectionFields ?? []);
  const resolutionOf = (key: string) => own(resolutions, key) as Resolution | undefined;
  const merged: Record<string, unknown> = {};
  const conflicts: MergeConflict[] = [];
  for (const field of Object.keys(changes)) {
    const mine = changes[field];
    const now = own(current, field);
    const was = own(base, field);
    if (deepEqual(mine, now) || deepEqual(mine, was)) continue;
    if (deepEqual(now, was)) {
      merged[field] = structuredClone(mine);
      continue;
    }
    const bySection = sectionFields.has(field) ? mergeSections(field, was, now, mine) : null;
    if (bySection) {
      const open: MergeConflict[] = [];
      for (const conflict of bySection.conflicts) {
        const section = conflict.section ?? "";
        const resolution = resolutionOf(`${field}#${section}`) ?? resolutionOf(field);
        if (resolution) bySection.settle(section, resolution);
        else open.push(conflict);
      }
      if (open.length > 0) {
        conflicts.push(...open);
        continue;
      }
      const text = bySection.join();
      if (text !== undefined) {
        if (text !== now) merged[field] = text;
        continue;
      }
      // The settled sections do not split back apart: the field is one conflict after all.
    }
    const resolution = resolutionOf(field);
    if (resolution === "mine") merged[field] = structuredClone(mine);
    else if (resolution === undefined) conflicts.push(fieldConflict(field, was, now, mine));
  }
  return { merged, conflicts };
}

/** A property of the object itself, never one inherited (a field named "constructor"). */
function own(record: Record<string, unknown>, key: string): unknown {
  return Object.hasOwn(record, key) ? record[key] : undefined;
}

function fieldConflict(field: string, base: unknown, current: unknown, mine: unknown) {
  return {
    field,
    base: structuredClone(base),
    current: structuredClone(current),
    mine: structuredClone(mine),
  };
}

/** A section-by-section merge in progress: settled sections, open conflicts, the order. */
interface SectionMerge {
  readonly conflicts: MergeConflict[];
  /** Settles one section's conflict by taking that side's text (or its absence). */
  readonly settle: (section: string, side: Resolution) => void;
  /** The merged text, or undefined when it does not split back into the merged sections. */
  readonly join: () => string | undefined;
}

type Keyed = Map<string, DossierSection>;

/** Sections by heading, or null when a heading is empty or repeated (no key names them). */
function keyed(text: unknown): { order: string[]; byKey: Keyed } | null {
  if (typeof text !== "string") return null;
  const byKey: Keyed = new Map();
  for (const s of extractSections(text)) {
    if ((s.level > 0 && s.heading === "") || byKey.has(s.heading)) return null;
    byKey.set(s.heading, s);
  }
  return { order: [...byKey.keys()], byKey };
}

const textOf = (s: DossierSection | undefined) =>
  s === undefined ? null : (s.headingLine ?? "") + s.body;

function mergeSections(
  field: string,
  baseText: unknown,
  currentText: unknown,
  mineText: unknown,
): SectionMerge | null {
  const b = keyed(baseText);
  const c = keyed(currentText);
  const m = keyed(mineText);
  if (!b || !c || !m) return null;
  const skeleton = chooseOrder(b.order, c.order, m.order);
  if (!skeleton) return null;
  const keys = [...new Set([...b.order, ...c.order, ...m.order])];
  // The chosen text of each section: a section value, null (removed) or a conflict.
  const chosen = new Map<string, DossierSection | null>();
  const conflicts: MergeConflict[] = [];
  for (const key of keys) {
    const [was, now, mine] = [b.byKey.get(key), c.byKey.get(key), m.byKey.get(key)];
    const [tw, tn, tm] = [textOf(was), textOf(now), textOf(mine)];
    if (tn === tm || tm === tw) chosen.set(key, now ?? null);
    else if (tn === tw) chosen.set(key, mine ?? null);
    else conflicts.push({ field, section: key, base: tw, current: tn, mine: tm });
  }
  const settle = (key: string, side: Resolution) =>
    chosen.set(key, (side === "mine" ? m : c).byKey.get(key) ?? null);
  const eol = (currentText as string).includes("\r\n") ? "\r\n" : "\n";
  const join = () => {
    const order = placeSections(skeleton === "mine" ? m : c, skeleton === "mine" ? c : m, chosen);
    const sections = order.map((key, i) => {
      const s = chosen.get(key)!;
      if (i === order.length - 1) return s;
      // A section that ends without a newline would glue the next heading to its last line.
      if (s.body !== "") return s.body.endsWith("\n") ? s : { ...s, body: s.body + eol };
      const line = s.headingLine ?? "";
      return s.level === 0 || line.endsWith("\n") ? s : { ...s, headingLine: line + eol };
    });
    const text = joinSections(sections);
    const back = extractSections(text);
    const same = back.length === sections.length &&
      back.every((s, i) =>
        s.heading === sections[i].heading && s.level === sections[i].level &&
        s.body === sections[i].body
      );
    return same ? text : undefined;
  };
  return { conflicts, settle, join };
}

/**
 * Whose order of the shared sections the merge keeps: the side that reordered them, or
 * current when neither did or both did alike; null when both reordered them differently.
 */
function chooseOrder(base: string[], current: string[], mine: string[]): Resolution | null {
  const everywhere = (key: string) =>
    base.includes(key) && current.includes(key) && mine.includes(key);
  const [ob, oc, om] = [base, current, mine].map((o) => o.filter(everywhere).join("\u0000"));
  if (oc === ob || oc === om) return oc === ob && om !== ob ? "mine" : "current";
  return om === ob ? "current" : null;
}

/**
 * The merged order: the skeleton side's kept sections, then each kept section that only the
 * other side has, placed after the section it follows there (after the opening text when it
 * follows nothing).
 */
function placeSections(
  skeleton: { order: string[] },
  other: { order: string[] },
  chosen: Map<string, DossierSection | null>,
): string[] {
  const kept = (key: string) => chosen.get(key) != null;
  const order = skeleton.order.filter(kept);
  for (const [i, key] of other.order.entries()) {
    if (!kept(key) || order.includes(key)) continue;
    const before = other.order.slice(0, i).reverse().find((k) => order.includes(k));
    if (before !== undefined) order.splice(order.indexOf(before) + 1, 0, key);
    else order.splice(key !== "" && order[0] === "" ? 1 : 0, 0, key);
  }
  return order;
}
