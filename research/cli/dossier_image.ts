/**
 * `svc research dossier-image --project DIR --dossier-id ID --file PATH --expected-snapshot
 * DIGEST --expected-revision N --allow-retention [--alt] [--caption] [--section] [--title]
 * [--origin-url] [--reason] [--change-kind] [--actor] [--context]` (SPEC 4.1): adds a PNG or
 * JPEG image to a dossier in one commit (the image version and a guarded dossier revision)
 * and prints the complete JSON receipt: the dossier's `research-record-local/1` envelope plus
 * `capture`. No implicit snapshot retry, no download, no OCR. Without `--allow-retention`
 * nothing is read or written (exit 2); a stale snapshot or revision exits 1 and writes
 * nothing.
 *
 * @module
 */

import type { CommandContext } from "../../src/console/spec.ts";
import { addDossierImage } from "../api/images.ts";
import { readContextArgument } from "../api/context.ts";
import { requireRetention } from "../api/ingest.ts";
import { cliLock, intOption, printJson, requireOption, researchRoot } from "./common.ts";

/**
 * Runs the command; returns the exit code.
 *
 * @example
 * ```ts
 * import { PROCESS_IO as io } from "../../src/project/io.ts";
 * import { messages } from "../../src/i18n/messages.ts";
 * declare const snapshot: string; // the archive's current snapshot
 * const options = {
 *   project: "/tmp/archive",
 *   dossierId: "dos_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
 *   file: "/tmp/map.png",
 *   expectedSnapshot: snapshot,
 *   expectedRevision: "2",
 *   allowRetention: true,
 * };
 * await run({ args: [], options, io, messages: messages("en") }); // 0
 * ```
 */
export async function run(ctx: CommandContext): Promise<number> {
  const o = ctx.options;
  requireRetention(o.allowRetention === true);
  const dossierId = requireOption(ctx, "dossierId", "--dossier-id");
  const file = requireOption(ctx, "file", "--file");
  const snapshot = requireOption(ctx, "expectedSnapshot", "--expected-snapshot");
  const expectedRevision = intOption(
    requireOption(ctx, "expectedRevision", "--expected-revision"),
    "--expected-revision",
    1,
    Number.MAX_SAFE_INTEGER,
  );
  const context = typeof o.context === "string" ? await readContextArgument(o.context) : undefined;
  const root = await researchRoot(ctx);
  const receipt = await addDossierImage(root, {
    dossierId,
    expectedSnapshot: snapshot,
    expectedRevision,
    file,
    allowRetention: true,
    alt: o.alt,
    caption: o.caption,
    section: o.section,
    title: o.title as string | undefined,
    originUrl: o.originUrl as string | undefined,
    reason: o.reason,
    changeKind: o.changeKind,
    actor: o.actor as string | undefined,
    context,
    lock: cliLock(ctx),
  });
  return printJson(ctx, receipt);
}
