import assert from "node:assert/strict";
import { join } from "node:path";
import { findOnPath, openUrl } from "./open.ts";

Deno.test("findOnPath() finds an executable file and skips plain files and folders", async () => {
  const a = await Deno.makeTempDir(), b = await Deno.makeTempDir();
  try {
    await Deno.writeTextFile(join(a, "tool"), "");
    await Deno.mkdir(join(a, "dir-tool"));
    await Deno.writeTextFile(join(b, "tool"), "#!/bin/sh\n", { mode: 0o755 });
    await Deno.chmod(join(b, "tool"), 0o755);
    assert.equal(await findOnPath("tool", `${a}::${b}`), join(b, "tool"));
    assert.equal(await findOnPath("dir-tool", a), null);
    assert.equal(await findOnPath("tool", undefined), null);
  } finally {
    await Deno.remove(a, { recursive: true });
    await Deno.remove(b, { recursive: true });
  }
});

Deno.test("openUrl() reports a missing xdg-open instead of failing", async () => {
  const empty = await Deno.makeTempDir();
  try {
    assert.equal(await openUrl("http://127.0.0.1:1/", empty), "missing");
  } finally {
    await Deno.remove(empty);
  }
});
