import assert from "node:assert/strict";
import {
  COMPILE_ENTRY,
  compileArgs,
  RELEASE_TARGETS,
  releaseFileName,
  requestFromArgs,
} from "./compile.ts";
import { VERSION } from "../src/version.ts";

const config = JSON.parse(await Deno.readTextFile(new URL("../deno.json", import.meta.url)));

Deno.test("the compile task runs scripts/compile.ts and carries no flags of its own", () => {
  assert.equal(config.tasks.compile.command, "deno run -A scripts/compile.ts");
});

Deno.test("deno.json and src/version.ts give the same version, the one the binaries are named for", () => {
  assert.equal(config.version, VERSION);
});

Deno.test("compileArgs() puts target and output before the entry module", () => {
  assert.deepEqual(compileArgs({ target: "aarch64-apple-darwin", output: "dist/x" }), [
    "compile",
    "-A",
    "--exclude-unused-npm",
    "--include",
    "src/console/program.ts",
    "--include",
    "src/cli/registry.ts",
    "--include",
    "src/cli/fast_analysis.ts",
    "--include",
    "research/cli/registry.ts",
    "--include",
    "server/cli/registry.ts",
    "--include",
    "research/cite/csl",
    "--target",
    "aarch64-apple-darwin",
    "--output",
    "dist/x",
    COMPILE_ENTRY,
  ]);
  assert.deepEqual(compileArgs({ output: "dist/svc" }).slice(-3), [
    "--output",
    "dist/svc",
    "cli.ts",
  ]);
});

Deno.test("releaseFileName() adds .exe for Windows only", () => {
  assert.deepEqual(RELEASE_TARGETS.map((t) => releaseFileName("1.2.3", t)), [
    "svc-1.2.3-x86_64-unknown-linux-gnu",
    "svc-1.2.3-aarch64-unknown-linux-gnu",
    "svc-1.2.3-x86_64-apple-darwin",
    "svc-1.2.3-aarch64-apple-darwin",
    "svc-1.2.3-x86_64-pc-windows-msvc.exe",
  ]);
});

Deno.test("requestFromArgs() names release files after the version and the host by default", () => {
  const host = "x86_64-unknown-linux-gnu";
  assert.deepEqual(requestFromArgs([], host), { target: undefined, output: "dist/svc" });
  assert.deepEqual(requestFromArgs(["--output", "/tmp/svc"], host), {
    target: undefined,
    output: "/tmp/svc",
  });
  assert.deepEqual(requestFromArgs(["--release", "dist/"], host), {
    target: host,
    output: `dist/svc-${VERSION}-${host}`,
  });
  assert.deepEqual(
    requestFromArgs(["--target", "x86_64-pc-windows-msvc", "--release", "out"], host),
    {
      target: "x86_64-pc-windows-msvc",
      output: `out/svc-${VERSION}-x86_64-pc-windows-msvc.exe`,
    },
  );
});

Deno.test("requestFromArgs() refuses unknown options and --output with --release", () => {
  assert.throws(() => requestFromArgs(["--targt", "x"], "h"), /targt/);
  assert.throws(() => requestFromArgs(["--output", "a", "--release", "b"], "h"), /Cannot combine/);
});
