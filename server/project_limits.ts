/**
 * Limits of the project switcher shared by its route (`routes/projects.ts`) and its panel
 * (`panels/switcher.ts`), kept apart so that panels never import routes.
 *
 * @module
 */

/** Most entries one path listing returns (SPEC 8). */
export const MAX_PATH_ENTRIES = 200;
