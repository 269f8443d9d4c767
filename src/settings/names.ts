/**
 * The character names of a run: the entries of `--names A,B` (flags), else the `names` list
 * of the project config, else that of the user config; none by default. Entries keep the
 * `Name` / `Pattern=Display` form of `--names`; they are parsed where they are used
 * (`parseNames` of the characters view), so a config value is only read here.
 *
 * @module
 */

import { type ChosenLayers, layerSettings } from "./layers.ts";

/** Longest names field the workspace accepts (characters): a cast of a few hundred names. */
export const MAX_NAMES_LENGTH = 5000;

/** The names setting. */
export interface NamesSettings {
  /** Name entries, as `--names` takes them; empty: no names. */
  readonly names: readonly string[];
}

/**
 * Splits a `--names` value (or the workspace field) into its entries: comma-separated,
 * trimmed, empty entries dropped.
 *
 * @example
 * ```ts
 * splitNames(" Hyde, Harry|Henry=Jekyll ,,"); // ["Hyde", "Harry|Henry=Jekyll"]
 * ```
 */
export function splitNames(text: string): string[] {
  return text.split(",").map((e) => e.trim()).filter((e) => e !== "");
}

/**
 * The effective names: from the highest layer that sets them (flags > session > project >
 * user); a layer may be a whole `ProjectConfig` (only its `names` is read).
 *
 * @example
 * ```ts
 * resolveNames({ project: { names: ["Hyde"] }, user: { names: ["Anna"] } }); // ["Hyde"]
 * resolveNames({ flags: { names: ["Poole"] }, project: { names: ["Hyde"] } }); // ["Poole"]
 * resolveNames({}); // []
 * ```
 */
export function resolveNames(
  layers: ChosenLayers<{ names: readonly string[] }>,
): readonly string[] {
  const pick = (layer?: Partial<{ names: readonly string[] }>) =>
    layer?.names === undefined ? undefined : { names: layer.names };
  return layerSettings<NamesSettings>({
    flags: pick(layers.flags),
    session: pick(layers.session),
    project: pick(layers.project),
    user: pick(layers.user),
    defaults: { names: [] },
  }).names;
}
