/**
 * Creating an archive. Everything is built in a hidden temporary folder beside it (folders,
 * `LOCK`, the manifest at schema 1, the log with its `init` commit and `HEAD.json` naming that
 * commit as the acknowledged head, all fsynced) and then renamed to `svc-research` in one
 * step, so a crash leaves either no archive or a whole one.
 *
 * @module
 */

import { join } from "node:path";
import { syncDirectory } from "../../src/project/atomic_write.ts";
import { pathExists, writeNewSynced } from "./files.ts";
import { VERSION } from "../../src/version.ts";
import type { Commit, InitOp } from "../types.ts";
import { newId } from "./ids.ts";
import { headMarkText } from "./head_mark.ts";
import { commitHash, commitLine, GENESIS } from "./log.ts";
import { newManifest } from "./manifest.ts";
import { ARCHIVE_DIR, type ArchivePaths, archivePaths } from "./paths.ts";
import { processingError } from "../keyed_errors.ts";

/** What {@linkcode createArchive} made. */
export interface CreatedArchive {
  readonly paths: ArchivePaths;
  readonly project_id: string;
  readonly commit: Commit;
}

/**
 * Creates `<root>/svc-research/`; refuses when it exists. The root is created when missing.
 *
 * @example
 * ```ts
 * const created = await createArchive("/tmp/ledger", { title: "Ledger", language: "en" });
 * created.commit.commit; // 1 (the init commit)
 * ```
 */
export async function createArchive(
  root: string,
  options: { title: string; language: string; actor?: string },
): Promise<CreatedArchive> {
  const paths = archivePaths(root);
  await makeRoot(paths);
  if (await pathExists(paths.dir)) {
    throw processingError("init.exists", { dir: paths.dir, root: paths.root });
  }
  const temp = join(paths.root, `.${ARCHIVE_DIR}-init-${crypto.randomUUID()}`);
  try {
    await Deno.mkdir(temp);
    for (const sub of ["log", "objects/sha256", "tmp", "quarantine", "checkpoints", "index"]) {
      await Deno.mkdir(join(temp, sub), { recursive: true });
    }
    await Deno.writeFile(join(temp, "LOCK"), new Uint8Array());
    const at = new Date().toISOString();
    const projectId = newId("prj");
    const op: InitOp = {
      op: "init",
      project_id: projectId,
      title: options.title,
      language: options.language,
    };
    const body = {
      commit: 1,
      prev: GENESIS,
      schema: 1,
      at,
      actor: options.actor ?? "local-author",
      tool: `svc ${VERSION}`,
      ops: [op],
    };
    const commit: Commit = { ...body, sha256: await commitHash(body) };
    await writeNewSynced(
      join(temp, "MANIFEST.json"),
      JSON.stringify(newManifest(projectId, 1, at), null, 2) + "\n",
    );
    const line = commitLine(commit);
    await writeNewSynced(join(temp, "log", "commits.jsonl"), line);
    await writeNewSynced(
      join(temp, "HEAD.json"),
      headMarkText({ commit: 1, sha256: commit.sha256, log_bytes: line.length }),
    );
    for (const sub of ["log", ""]) await syncDirectory(join(temp, sub));
    if (await pathExists(paths.dir)) {
      throw processingError("init.exists_short", { dir: paths.dir });
    }
    await Deno.rename(temp, paths.dir);
    await syncDirectory(paths.root);
    return { paths, project_id: projectId, commit };
  } finally {
    await Deno.remove(temp, { recursive: true }).catch(() => {});
  }
}

/** Creates the project folder when missing; one-line errors for a file in the way. */
async function makeRoot(paths: ArchivePaths): Promise<void> {
  try {
    await Deno.mkdir(paths.root, { recursive: true });
  } catch (e) {
    if (e instanceof Deno.errors.AlreadyExists || e instanceof Deno.errors.NotADirectory) {
      const file = await Deno.stat(paths.root).then((s) => !s.isDirectory, () => false);
      throw processingError(file ? "init.is_file" : "init.file_in_path", { root: paths.root });
    }
    if (e instanceof Deno.errors.PermissionDenied) {
      throw processingError("init.denied", { root: paths.root, why: e.message });
    }
    throw e;
  }
}

export { isArchiveRoot } from "./manifest.ts";
