/**
 * `POST /api/marker-add` `{kind, line, note}` and `POST /api/marker-resolve` `{id}` (SPEC 4.3):
 * add or remove a work-marker comment in the selected manuscript.
 *
 * The write is staged: the bytes are read and decoded by the one manuscript reader
 * (`src/project/manuscript.ts`: strict UTF-8, the byte order mark kept), the new text is computed by `addMarker` / `resolveMarker` (which change no other
 * byte), and the file is replaced atomically with its permission bits kept. A read or
 * encoding failure and a failed write answer 500 `{ok: false, message}`; a failed write
 * leaves the manuscript byte-identical (the rename never happened). Invalid kind, line, note
 * or id give 400 (`UsageError`); an id that is not in the manuscript gives 409
 * (`ConflictError`: it may have been resolved already). Without a selected manuscript: 400.
 * Marker requests run one at a time, so two edits never read the same old text.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import {
  addMarker,
  type Marker,
  type MarkerEdit,
  resolveMarker,
} from "../../src/document/markers.ts";
import { writeFileAtomic } from "../../src/project/atomic_write.ts";
import { decodeManuscript, readManuscriptFile } from "../../src/project/manuscript.ts";
import { keepMode } from "../config_write.ts";
import { httpError, ok, readJson } from "../http.ts";
import { invalidateViews } from "../project.ts";
import type { ServerState } from "../state.ts";
import { serial } from "../serial.ts";
import { pageLanguage, serverText } from "../worded.ts";
import { messageOf } from "../../src/i18n/keyed_message.ts";

const ADD_BODY = z.strictObject({
  kind: z.string(),
  line: z.number(),
  note: z.string().optional(),
});

const RESOLVE_BODY = z.strictObject({ id: z.string() });

function selectedManuscript(state: ServerState): string {
  const path = state.selection?.manuscript;
  if (!path) throw httpError(400, "routes.manuscript_selected_open");
  return path;
}

/** Reads the manuscript as text (500 on a read or encoding failure). */
async function readForEdit(path: string): Promise<{ text: string; mode: number | null }> {
  let bytes: Uint8Array;
  let mode: number | null;
  try {
    bytes = (await readManuscriptFile(path)).bytes;
    mode = (await Deno.stat(path)).mode;
  } catch (e) {
    throw httpError(500, "routes.read_manuscript", { why: messageOf(e) });
  }
  // keepBom: a byte order mark stays in the text, so writing it back keeps it too.
  const decoded = decodeManuscript(bytes, { keepBom: true });
  if (!decoded.ok) {
    throw httpError(500, "routes.manuscript_valid_utf");
  }
  return { text: decoded.text, mode };
}

/** Reads, edits and atomically rewrites the manuscript (500 on a failed write). */
async function editManuscript(
  state: ServerState,
  edit: (text: string) => MarkerEdit,
): Promise<MarkerEdit> {
  const path = selectedManuscript(state);
  const { text, mode } = await readForEdit(path);
  const result = edit(text);
  try {
    await writeFileAtomic(path, result.text, mode === null ? {} : { mode: mode & 0o777 });
  } catch (e) {
    throw httpError(500, "routes.write_manuscript_left", { why: messageOf(e) });
  }
  await keepMode(path, mode);
  invalidateViews(state);
  return result;
}

function markerJson(m: Marker): Record<string, unknown> {
  return { id: m.id, kind: m.kind, note: m.note, line: m.line };
}

/**
 * The marker routes.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * const body = JSON.stringify({ kind: "todo", line: 3, note: "check" });
 * const res = await markerRoutes(state).request("/marker-add", { method: "POST", body });
 * await res.json(); // {ok: true, message, reload: true, marker: {id, kind, note, line}}
 * ```
 */
export function markerRoutes(state: ServerState): Hono {
  const app = new Hono();
  const queue = serial();
  app.post("/marker-add", async (c) => {
    selectedManuscript(state);
    const body = await readJson(c, ADD_BODY);
    const { marker } = await queue(() =>
      editManuscript(
        state,
        (text) => addMarker(text, { kind: body.kind, line: body.line, note: body.note ?? "" }),
      )
    );
    const message = serverText(await pageLanguage(state), "markers.added", {
      id: marker.id,
      line: marker.line,
    });
    return ok(c, { message, reload: true, marker: markerJson(marker) });
  });
  app.post("/marker-resolve", async (c) => {
    selectedManuscript(state);
    const body = await readJson(c, RESOLVE_BODY);
    const { marker } = await queue(() =>
      editManuscript(state, (text) => resolveMarker(text, body.id))
    );
    return ok(c, {
      message: serverText(await pageLanguage(state), "markers.resolved", { id: marker.id }),
      reload: true,
      marker: markerJson(marker),
    });
  });
  return app;
}
