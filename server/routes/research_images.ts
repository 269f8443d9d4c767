/**
 * Research images over HTTP (SPEC 4.3, 5.1, 8):
 * - `POST /api/research-image-ingest` `{project_id, filename, content_base64, allow_retention:
 *   true, expected_snapshot?, source_id?, title?, context?, origin_url?}` → the ingest
 *   receipt (`research-ingest-local/1` with `text` null, no passages, `ref`, `url`) plus `ok`.
 * - `POST /api/research-dossier-image`: the same fields plus required `dossier_id`,
 *   `expected_snapshot`, `expected_revision`; optional `alt`, `caption`, `section`, `reason`,
 *   `change_kind` → the dossier's `research-record-local/1` envelope plus `capture` (never
 *   the bytes) plus `ok`.
 * - `GET /api/research/image?project_id&source_id&version_id` → the exact retained bytes.
 *
 * Rules:
 * - Bodies are strict (unknown fields 400); `research_token` is accepted and checked when
 *   present (409 `stale-context`). The two POSTs take bodies up to 32 MiB, every other POST
 *   5 MiB (`server/security.ts`).
 * - Checked before anything is written, in this order: `allow_retention` literally `true`,
 *   `context` a JSON object, `origin_url`, an archive at the research root, `content_base64`
 *   strict base64 whose decoded size is within 16 MiB, then the image itself by the facade
 *   (type from the bytes, structure, pixels) — 400 for each. `project_id` is the facade's
 *   project guard and `expected_snapshot` / `expected_revision` its archive guards: stale
 *   gives 409 `stale-archive`, nothing written, no retry. The writer lock is awaited for at
 *   most {@linkcode RESEARCH_LOCK_WAIT_MS}.
 * - The image GET names an image only by project, source and version ids — never a path or a
 *   remote URL. Its request passes the same-origin and fetch-site check of state-changing
 *   requests; the answer is the bytes with their stored media type, `no-store`, `nosniff`
 *   and `Cross-Origin-Resource-Policy: same-origin`. An unknown id is 400; a withdrawn,
 *   purged or missing image is 404 with its `availability`; another project's id is 409.
 *
 * @module
 */

import { Hono } from "npm:hono@4.13.19";
import { z } from "npm:zod@4.6.7";
import { MAX_IMAGE_BYTES } from "../../research/mod.ts";
import { HttpError, httpError, ok, readJson } from "../http.ts";
import { queryOf, requiredParam } from "../query.ts";
import { researchFacade } from "../research_facade.ts";
import { checkIngestRequest } from "../research_ingest_checks.ts";
import { checkResearchToken, requireArchive, RESEARCH_LOCK_WAIT_MS } from "../research_root.ts";
import type { ServerState } from "../state.ts";

const IMAGE_FIELDS = {
  project_id: z.string(),
  filename: z.string(),
  content_base64: z.string(),
  // Checked by hand (requireRetention) so that anything but `true` gets the facade's message.
  allow_retention: z.unknown().optional(),
  expected_snapshot: z.string().optional(),
  source_id: z.string().optional(),
  title: z.string().optional(),
  context: z.unknown().optional(),
  origin_url: z.string().optional(),
  research_token: z.string().optional(),
};

const IMAGE_INGEST_BODY = z.strictObject(IMAGE_FIELDS);

const DOSSIER_IMAGE_BODY = z.strictObject({
  ...IMAGE_FIELDS,
  dossier_id: z.string(),
  expected_snapshot: z.string(),
  expected_revision: z.unknown(),
  alt: z.string().optional(),
  caption: z.string().optional(),
  section: z.string().optional(),
  reason: z.string().optional(),
  change_kind: z.string().optional(),
});

// A plain character class: a grouped pattern overflows the regexp stack on megabytes.
const BASE64 = /^[A-Za-z0-9+/]*={0,2}$/;

/**
 * Decodes strict base64 (no whitespace, padded), refusing more than 16 MiB of bytes before
 * decoding.
 *
 * @example
 * ```ts
 * decodeImageBase64("/9j/"); // Uint8Array [255, 216, 255]
 * ```
 */
export function decodeImageBase64(text: string): Uint8Array {
  if (text.length % 4 !== 0 || !BASE64.test(text)) {
    throw httpError(400, "routes.content_base_valid");
  }
  const size = text.length / 4 * 3 - (text.endsWith("==") ? 2 : text.endsWith("=") ? 1 : 0);
  if (size === 0) throw httpError(400, "routes.content_base_empty");
  if (size > MAX_IMAGE_BYTES) {
    throw httpError(400, "routes.image_has_bytes", { size, max_image_bytes: MAX_IMAGE_BYTES });
  }
  const binary = atob(text);
  const out = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) out[i] = binary.charCodeAt(i);
  return out;
}

/** The checks both POSTs share, in the module doc's order; returns the root and the bytes. */
async function checkImageRequest(
  state: ServerState,
  body: z.infer<typeof IMAGE_INGEST_BODY>,
): Promise<{ root: string; bytes: Uint8Array }> {
  const root = await checkIngestRequest(state, body);
  return { root, bytes: decodeImageBase64(body.content_base64) };
}

/**
 * The image routes, relative to `/api`.
 *
 * @example
 * ```ts
 * import type { ServerState } from "../state.ts";
 * declare const state: ServerState;
 * declare const ids: { project_id: string; source_id: string; version_id: string };
 * const query = new URLSearchParams(ids);
 * const res = await researchImageRoutes(state).request(`/research/image?${query}`);
 * res.headers.get("content-type"); // the stored media type, e.g. "image/png"
 * ```
 */
export function researchImageRoutes(state: ServerState): Hono {
  const app = new Hono();

  app.post("/research-image-ingest", async (c) => {
    const body = await readJson(c, IMAGE_INGEST_BODY);
    const { root, bytes } = await checkImageRequest(state, body);
    const receipt = await (await researchFacade()).ingestImage(root, {
      bytes,
      filename: body.filename,
      allowRetention: body.allow_retention,
      title: body.title,
      context: body.context,
      originUrl: body.origin_url,
      sourceId: body.source_id,
      expectedSnapshot: body.expected_snapshot,
      expectedProjectId: body.project_id,
      lock: { timeoutMs: RESEARCH_LOCK_WAIT_MS },
    });
    return ok(c, { ...receipt });
  });

  app.post("/research-dossier-image", async (c) => {
    const body = await readJson(c, DOSSIER_IMAGE_BODY);
    const { root, bytes } = await checkImageRequest(state, body);
    const envelope = await (await researchFacade()).addDossierImage(root, {
      dossierId: body.dossier_id,
      expectedSnapshot: body.expected_snapshot,
      expectedRevision: body.expected_revision,
      expectedProjectId: body.project_id,
      bytes,
      filename: body.filename,
      allowRetention: body.allow_retention,
      alt: body.alt,
      caption: body.caption,
      section: body.section,
      title: body.title,
      originUrl: body.origin_url,
      reason: body.reason,
      changeKind: body.change_kind,
      context: body.context,
      sourceId: body.source_id,
      lock: { timeoutMs: RESEARCH_LOCK_WAIT_MS },
    });
    return ok(c, envelope);
  });

  app.get("/research/image", async (c) => {
    const q = queryOf(c, ["project_id", "source_id", "version_id", "research_token"]);
    await checkResearchToken(state, q.research_token);
    const identity = {
      projectId: requiredParam(q, "project_id"),
      sourceId: requiredParam(q, "source_id"),
      versionId: requiredParam(q, "version_id"),
    };
    const root = await requireArchive(state);
    const { ImageUnavailableError, readImage } = await researchFacade();
    let image;
    try {
      image = await readImage(root, identity);
    } catch (e) {
      if (e instanceof ImageUnavailableError) {
        throw new HttpError(404, e.message, { availability: e.availability }, { ref: e.ref });
      }
      throw e;
    }
    return new Response(image.bytes as Uint8Array<ArrayBuffer>, {
      status: 200,
      headers: {
        "Content-Type": image.media_type,
        "Content-Length": String(image.size),
        "Cache-Control": "no-store",
        "X-Content-Type-Options": "nosniff",
        "Cross-Origin-Resource-Policy": "same-origin",
        "Content-Disposition": "inline",
      },
    });
  });

  return app;
}
