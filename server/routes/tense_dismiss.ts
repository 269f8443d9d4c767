/**
 * `POST /api/tense-dismiss` `{key, dismissed, project_token}`: dismisses a paragraph's tense
 * flag (`dismissed: true`) or undoes that (`false`), saved in the project's
 * `svc-dismissals.json` (`src/project/dismissals.ts`). Answers `{ok: true, message, key, dismissed,
 * count}` (`count`: dismissals now saved).
 *
 * Why this route exists although SPEC 4.3 lists no such resource: a tense flag is a heuristic
 * that is sometimes wrong (a quoted letter, a conditional, free indirect speech), and an
 * author who has read a flagged paragraph and found it right needs to say so once and not
 * meet the same flag on every visit. The decision belongs to the project (it is about its
 * text), not to the browser, so it is stored beside `svc.toml`, and keyed by the chapter title
 * and the paragraph's text rather than a line number, so it survives edits elsewhere in the
 * manuscript. The standalone HTML file has no server; it keeps dismissals in memory and says
 * so on the page.
 *
 * House rules, as for the other writing routes: the body is strict JSON (unknown or mistyped
 * fields, a malformed key: 400); the project token must match the selected project (missing or
 * stale: 409, as `POST /api/settings`); without a selected manuscript 400; dismissing a key
 * that is not among the current flags is 409 (the page is older than the manuscript), while
 * undoing one is always allowed, so stale entries can be cleared; the file is replaced
 * atomically, one request at a time; a failed write answers 500 and leaves it unchanged.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { TENSE_KEY_PATTERN, tenseFlags } from "../../src/report/dashboard/tense_keys.ts";
import { excerpt } from "../../src/report/dashboard/format.ts";
import { SvcError } from "../../src/errors.ts";
import { setDismissal } from "../../src/project/dismissals.ts";
import { httpError, ok, readJson } from "../http.ts";
import { projectViews, requireProjectToken } from "../project.ts";
import { serial } from "../serial.ts";
import type { ServerState } from "../state.ts";
import { messageOf } from "../../src/i18n/keyed_message.ts";

const BODY = z.strictObject({
  key: z.string().regex(TENSE_KEY_PATTERN, "not a tense flag key"),
  dismissed: z.boolean(),
  project_token: z.string(),
});

/** Characters of the paragraph kept in the file so a reader sees what was dismissed. */
const TEXT_CHARS = 80;

/**
 * The route.
 *
 * @example
 * ```ts
 * import { projectToken } from "../project.ts";
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const flag = { key: "t-0123456789abcdef", dismissed: true };
 * const body = JSON.stringify({ ...flag, project_token: await projectToken(state) });
 * const res = await tenseDismissRoutes(state).request("/tense-dismiss", { method: "POST", body });
 * await res.json(); // {ok: true, message, key: "t-0123456789abcdef", dismissed: true, count}
 * ```
 */
export function tenseDismissRoutes(state: ServerState): Hono {
  const app = new Hono();
  const queue = serial();
  app.post("/tense-dismiss", async (c) => {
    const root = state.selection?.root;
    if (!root || !state.selection?.manuscript) {
      throw httpError(400, "routes.manuscript_selected_open");
    }
    const body = await readJson(c, BODY);
    await requireProjectToken(state, body.project_token);
    const result = await queue(async () => {
      let flag = null;
      if (body.dismissed) {
        const { views } = await projectViews(state);
        const found = tenseFlags(views).find((f) => f.key === body.key);
        if (!found) {
          throw httpError(409, "routes.dismiss_flagged_paragraph", { key: body.key });
        }
        flag = { chapter: found.chapterTitle, text: excerpt(found.paragraph.text, TEXT_CHARS) };
      }
      try {
        return await setDismissal(root, body.key, flag);
      } catch (error) {
        if (error instanceof SvcError) throw error;
        throw httpError(500, "routes.save_dismissal_changed", { why: messageOf(error) });
      }
    });
    const count = Object.keys(result.tense).length;
    const message = body.dismissed
      ? `Tense flag ${body.key} dismissed`
      : `Tense flag ${body.key} restored`;
    return ok(c, { message, key: body.key, dismissed: body.dismissed, count });
  });
  return app;
}
