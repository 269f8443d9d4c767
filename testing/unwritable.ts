/**
 * Making a folder (or file) unwritable for write-failure tests. Root ignores permission bits,
 * so as root either the immutable attribute (`chattr +i`, ext4 and most Linux file systems)
 * stands in for `chmod 0o555`, or the child runs without the capabilities that let root ignore
 * them ({@linkcode unprivilegedPrefix}: `setpriv`, any file system).
 *
 * @module
 */

/**
 * Makes `path` unwritable and returns the undo, or null where this machine cannot.
 *
 * @example
 * ```ts
 * const dir = await Deno.makeTempDir();
 * const undo = await makeUnwritable(dir); // null where this machine cannot
 * await Deno.writeTextFile(`${dir}/a.txt`, "x").catch((e) => e.name); // "PermissionDenied"
 * await undo?.();
 * ```
 */
export async function makeUnwritable(path: string): Promise<(() => Promise<void>) | null> {
  if (Deno.build.os === "windows") return null;
  if (Deno.uid() !== 0) {
    await Deno.chmod(path, 0o555);
    return () => Deno.chmod(path, 0o755);
  }
  const chattr = (flag: string) =>
    new Deno.Command("chattr", { args: [flag, path], stderr: "null" }).output()
      .then((o) => o.success, () => false);
  if (!await chattr("+i")) return null;
  return async () => {
    await chattr("-i");
  };
}

/**
 * Whether {@linkcode makeUnwritable} works here (probed on a scratch folder). Prints a notice
 * when it does not, so a skipped write-failure test is visible.
 *
 * @example
 * ```ts
 * const ignore = !(await canMakeUnwritable()); // true (and a notice) where it cannot
 * Deno.test({ name: "build reports an unwritable exports/", ignore, fn: () => {} });
 * ```
 */
export async function canMakeUnwritable(): Promise<boolean> {
  const dir = await Deno.makeTempDir();
  const undo = await makeUnwritable(dir);
  await undo?.();
  await Deno.remove(dir);
  if (undo === null) {
    console.error("[notice] cannot make a folder unwritable here: write-failure tests are skipped");
  }
  return undo !== null;
}

/**
 * How to run a child so that permission bits bind it, or null where this machine offers no
 * way: nothing to add for an ordinary user; as root (who ignores the bits, here and in CI),
 * `setpriv` without CAP_DAC_OVERRIDE and CAP_DAC_READ_SEARCH — still uid 0, but refused by a
 * `chmod a-w` like any user. Works on any file system, where `chattr +i` needs ext4 or the
 * like (not overlayfs). Probed once per call on a scratch folder.
 *
 * @example
 * ```ts
 * const prefix = await unprivilegedPrefix(); // [] for a user, the setpriv words for root, or null
 * const [program, ...args] = [...(prefix ?? []), "touch", "/tmp/locked/x"];
 * await new Deno.Command(program, { args }).output(); // refused once /tmp/locked is chmod 0o555
 * ```
 */
export async function unprivilegedPrefix(): Promise<readonly string[] | null> {
  if (Deno.build.os === "windows") return null;
  if (Deno.uid() !== 0) return [];
  const prefix = ["setpriv", "--bounding-set=-dac_override,-dac_read_search", "--"];
  const dir = await Deno.makeTempDir();
  try {
    await Deno.chmod(dir, 0o555);
    const probe = await new Deno.Command(prefix[0], {
      args: [...prefix.slice(1), "touch", `${dir}/probe`],
      stdout: "null",
      stderr: "null",
    }).output().catch(() => null);
    // Usable when setpriv ran (exit 0 or touch's 1) and the touch really was refused.
    const created = await Deno.stat(`${dir}/probe`).then(() => true, () => false);
    if (probe !== null && probe.code !== 127 && !created) return prefix;
    console.error(
      "[notice] setpriv cannot drop CAP_DAC_OVERRIDE here: read-only tests are skipped",
    );
    return null;
  } finally {
    await Deno.chmod(dir, 0o755);
    await Deno.remove(dir, { recursive: true });
  }
}
