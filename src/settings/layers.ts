/**
 * The one settings layering of svc (SPEC 4.1): each setting comes from the highest layer that
 * sets it, in the order flags, session, project config, user config, code defaults.
 *
 * What each layer is, per surface:
 * - `flags`: what the invocation chose explicitly: CLI flags, the facade's explicit options,
 *   a server's launch flags, `SVC_LANG` for the interface language, a service's launch choices
 *   given now;
 * - `session`: what holds for one session: the served settings form (until another project is
 *   opened or the server stops), a managed service's saved launch choices, the shell
 *   environment of one run (`SVC_REFMAN_*`);
 * - `project`: the project config (`svc.toml`, or `[tool.svc]` of `pyproject.toml`);
 * - `user`: the user config (`~/.config/svc.toml`);
 * - `defaults`: the code defaults, complete.
 *
 * A key whose value is `undefined` (or absent) in a layer is unset there; `null` is a value
 * (for example `api_url = "off"`). Reading the files is src/project's work; this module and
 * its callers only layer what was read.
 *
 * @module
 */

/** The layer names, highest priority first. */
export const LAYER_ORDER = ["flags", "session", "project", "user", "defaults"] as const;

/** One layer's name. */
type LayerName = typeof LAYER_ORDER[number];

/** The layers of a settings object `T`: every layer partial, the defaults complete. */
export interface SettingsLayers<T> {
  readonly flags?: Partial<T>;
  readonly session?: Partial<T>;
  readonly project?: Partial<T>;
  readonly user?: Partial<T>;
  readonly defaults: T;
}

/** The layers above the defaults (for callers whose module owns the defaults). */
export type ChosenLayers<T> = Omit<SettingsLayers<T>, "defaults">;

/**
 * Layers settings key by key: each key from the highest layer that sets it (flags > session >
 * project > user > defaults). Keys that no layer and no default has stay absent.
 *
 * @example
 * ```ts
 * layerSettings({
 *   flags: { language: undefined },
 *   session: { language: "de" },
 *   project: { language: "fr", z_mild: 2 },
 *   defaults: { language: "en", z_mild: 2.5 },
 * }); // { language: "de", z_mild: 2 }
 * ```
 */
export function layerSettings<T extends object>(layers: SettingsLayers<T>): T {
  const out = { ...layers.defaults } as Record<string, unknown>;
  // Lowest first, so that a higher layer overwrites.
  for (let i = LAYER_ORDER.length - 2; i >= 0; i--) {
    const layer = layers[LAYER_ORDER[i] as Exclude<LayerName, "defaults">];
    if (!layer) continue;
    for (const [key, value] of Object.entries(layer)) {
      if (value !== undefined) out[key] = value;
    }
  }
  return out as T;
}
