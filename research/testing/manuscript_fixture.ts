/**
 * Test fixtures for manuscript claim links: an archive with one claim and a manuscript inside
 * the project, and a helper that links a quote through `findAnchor` + `linkManuscriptClaim`
 * exactly as an author's client would (find, then save with the guards it was shown).
 *
 * @module
 */

import { join } from "node:path";
import * as research from "../mod.ts";
import { sha256 } from "../store/digest.ts";
import { recordsFixture } from "./records_fixture.ts";

/** A small manuscript: three paragraphs, emphasis, a line break inside one, Łódź and 😀. */
export const LEDGER = [
  "# The Ledger",
  "",
  "## One",
  "",
  "The mill burned in March 1848. Nobody saw",
  "the *first* spark.",
  "",
  "Letters from Łódź mention the fire, and the insurer paid 😀 in 1849.",
  "",
  "The harbour master counted every crate twice before he signed.",
  "",
].join("\n");

/** What a manuscript-link test works with. */
export interface ManuscriptFixture {
  readonly root: string;
  readonly claimId: string;
  readonly projectId: string;
}

/**
 * A fresh archive (one source, one claim) with `files` written into the project root.
 *
 * @example
 * ```ts
 * const { root, claimId } = await manuscriptFixture({ "book.md": LEDGER });
 * claimId.startsWith("clm_"); // true; `root` is a new temp folder holding book.md
 * ```
 */
export async function manuscriptFixture(
  files: Readonly<Record<string, string>> = { "book.md": LEDGER },
): Promise<ManuscriptFixture> {
  const { root } = await recordsFixture();
  for (const [name, text] of Object.entries(files)) {
    await Deno.writeTextFile(join(root, name), text);
  }
  const claim = await research.createClaim(root, {
    title: "The mill fire",
    statement: "The mill burned in March 1848.",
  });
  return {
    root,
    claimId: claim.record_id as string,
    projectId: claim.project_id as string,
  };
}

/**
 * Finds `quote` in `manuscript` and links it to the claim's current revision.
 *
 * @example
 * ```ts
 * const { root, claimId } = await manuscriptFixture();
 * const link = await linkQuote(root, "book.md", "Nobody saw the first spark", claimId);
 * link.schema; // "research-manuscript-link-local/1"
 * ```
 */
export async function linkQuote(
  root: string,
  manuscript: string,
  quote: string,
  claimId: string,
  extra: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const found = await research.findAnchor(root, { manuscript, quote });
  if (!found.unique) throw new Error(`"${quote}" is not unique in ${manuscript}`);
  const claim = await research.getRecord(root, { kind: "claim", id: claimId });
  return await research.linkManuscriptClaim(root, {
    manuscript,
    claimId: claimId,
    claimRevision: claim.latest_revision,
    selection: found.selection,
    expectedProjectId: found.project_id,
    expectedSnapshot: found.snapshot,
    expectedSourceSha256: found.source_sha256,
    allowRetention: true,
    ...extra,
  });
}

/**
 * SHA-256 of a file's bytes (a manuscript must never change).
 *
 * @example
 * ```ts
 * const { root } = await manuscriptFixture();
 * const before = await fileSha256(`${root}/book.md`);
 * before.length; // 64 (hex); compare it after a test to prove the manuscript was not touched
 * ```
 */
export async function fileSha256(path: string): Promise<string> {
  return await sha256(await Deno.readFile(path));
}
