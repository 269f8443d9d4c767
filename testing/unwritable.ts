/**
 * Making a folder (or file) unwritable for write-failure tests. Root ignores permission bits,
 * so as root the immutable attribute (`chattr +i`, ext4 and most Linux file systems) stands in
 * for `chmod 0o555`.
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
