/**
 * Test helpers for the authored-record routes (imported by their `*_test.ts` files only):
 * requests that must succeed, requests that must fail with the archive's log byte-identical,
 * and a small seeded archive (the fixture letter, a dossier citing its passages, two claims).
 *
 * @module
 */

import assert from "node:assert/strict";
import { researchToken } from "../research_root.ts";
import { get, ingestLetter, logBytes, post, type ResearchEnv } from "./research.ts";

// deno-lint-ignore no-explicit-any
export type Json = Record<string, any>;

/** A well-formed passage id that no archive of these tests holds. */
export const ABSENT_PASSAGE = "psg_01JD5ZQ8XK4V0G3N6M7P8R9S2T";

/**
 * POSTs to `/api<path>` and returns the body; throws unless the answer is 200 with `ok`.
 *
 * @example
 * ```ts
 * import type { ResearchEnv } from "./research.ts";
 * declare const env: ResearchEnv;
 * const dossier = await okPost(env.app, "/research-dossier", { title: "Łódź 1848" });
 * dossier.record_id; // "dos_…"
 * ```
 */
export async function okPost(app: ResearchEnv["app"], path: string, body: unknown): Promise<Json> {
  const res = await post(app, path, body);
  const json = await res.json();
  if (res.status !== 200 || json.ok !== true) {
    throw new Error(`POST ${path} answered ${res.status}: ${json.message}`);
  }
  return json;
}

/**
 * GETs `/api<path>` and returns the body; throws unless the answer is 200 with `ok`.
 *
 * @example
 * ```ts
 * import type { ResearchEnv } from "./research.ts";
 * declare const env: ResearchEnv;
 * const list = await okGet(env.app, "/research/claims");
 * list.ok; // true
 * ```
 */
export async function okGet(app: ResearchEnv["app"], path: string): Promise<Json> {
  const res = await get(app, path);
  const json = await res.json();
  if (res.status !== 200 || json.ok !== true) {
    throw new Error(`GET ${path} answered ${res.status}: ${json.message}`);
  }
  return json;
}

/**
 * Sends a request that must fail with `status` and a message matching `message`, and checks
 * that the archive's log has the same bytes (same length, same content) afterwards.
 *
 * @example
 * ```ts
 * import type { ResearchEnv } from "./research.ts";
 * declare const env: ResearchEnv;
 * await refused(env, "POST", "/research-dossier", { title: 3 }, 400, /"title"/);
 * ```
 */
export async function refused(
  env: Pick<ResearchEnv, "app" | "root">,
  method: "GET" | "POST",
  path: string,
  body: unknown,
  status: number,
  message: RegExp,
): Promise<Json> {
  const before = await logBytes(env.root);
  const res = method === "GET" ? await get(env.app, path) : await post(env.app, path, body);
  const json = await res.json();
  const what = `${method} ${path} ${method === "POST" ? JSON.stringify(body) : ""}`;
  assert.equal(res.status, status, `${what} -> ${res.status} ${json.message}`);
  assert.equal(json.ok, false, what);
  assert.match(json.message, message, what);
  const after = await logBytes(env.root);
  assert.equal(after.length, before.length, `${what} changed the log's length`);
  assert.deepEqual(after, before, `${what} changed the log`);
  return json;
}

/** What {@linkcode seed} made. */
export interface Seeded {
  readonly passages: string[];
  readonly dossier: Json;
  readonly claimA: Json;
  readonly claimB: Json;
  readonly token: string;
}

/**
 * Ingests the fixture letter, writes a dossier citing its passages and two claims of that
 * dossier, all through the routes.
 *
 * @example
 * ```ts
 * import type { ResearchEnv } from "./research.ts";
 * declare const env: ResearchEnv;
 * const { passages, dossier, claimA, token } = await seed(env);
 * claimA.record_id; // "clm_…", a claim of dossier.record_id
 * ```
 */
export async function seed(env: Pick<ResearchEnv, "app" | "state">): Promise<Seeded> {
  const receipt = await ingestLetter(env.app);
  const source = await okGet(env.app, `/research/sources?id=${receipt.source_id}`);
  const passages = (source.passages as Json[]).map((p) => p.passage_id as string);
  const dossier = await okPost(env.app, "/research-dossier", {
    title: "Łódź 1848",
    body: "Intro line.\n## Streets\nThe ledger came by cart.\n## Harbour\nCrates counted twice.\n",
    evidence_ids: passages,
  });
  const claimA = await okPost(env.app, "/research-claim-add", {
    title: "Ledger arrived",
    statement: "The ledger from Łódź arrived on a Tuesday.",
    confidence: "hypothetical",
    dossier_id: dossier.record_id,
    time_period: "1848",
  });
  const claimB = await okPost(env.app, "/research-claim-add", {
    title: "Crates counted",
    statement: "The harbour master counted every crate twice.",
    dossier_id: dossier.record_id,
  });
  return { passages, dossier, claimA, claimB, token: (await researchToken(env.state))! };
}
