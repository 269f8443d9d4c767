/**
 * The release workflow cannot run here; this checks what can be checked before its first
 * run: it parses, every action is pinned, it builds every release target through
 * `deno task compile` (so with the task's flags) on a runner of the target's own platform,
 * smoke-tests each binary there, and releases only after all of that.
 *
 * @module
 */

import assert from "node:assert/strict";
import { parse } from "npm:yaml@2.9.1";
import { RELEASE_TARGETS } from "./compile.ts";

const WORKFLOW_URL = new URL("../.github/workflows/release.yml", import.meta.url);
const text = await Deno.readTextFile(WORKFLOW_URL);

interface Step {
  name?: string;
  uses?: string;
  run?: string;
  with?: Record<string, unknown>;
  if?: string;
}
interface Job {
  name?: string;
  needs?: string | string[];
  "runs-on": string;
  if?: string;
  permissions?: Record<string, string>;
  strategy?: { "fail-fast"?: boolean; matrix: { include: { target: string; runner: string }[] } };
  steps: Step[];
}
interface Workflow {
  on: { push: { tags: string[] }; workflow_dispatch: unknown };
  permissions: Record<string, string>;
  jobs: Record<string, Job>;
}

const workflow = parse(text) as Workflow;
const jobs = workflow.jobs;
const allSteps = Object.values(jobs).flatMap((job) => job.steps);
const runs = allSteps.map((s) => s.run ?? "").join("\n");

Deno.test("the release workflow runs on version tags, and by hand without releasing", () => {
  assert.deepEqual(workflow.on.push.tags, ["v*"]);
  assert.ok("workflow_dispatch" in workflow.on);
  assert.deepEqual(workflow.permissions, { contents: "read" });
  assert.equal(jobs.release.if, "startsWith(github.ref, 'refs/tags/v')");
  assert.deepEqual(jobs.release.permissions, { contents: "write" });
});

Deno.test("every action is pinned to a full commit SHA with its release in a comment", () => {
  const lines = text.split("\n").filter((line) => /^\s*-?\s*uses:/.test(line));
  assert.equal(lines.length, allSteps.filter((s) => s.uses !== undefined).length);
  const shaOf = new Map<string, string>();
  for (const line of lines) {
    const m = line.match(/uses: ([\w.-]+\/[\w.-]+)@([0-9a-f]{40}) # v\d+\.\d+\.\d+$/);
    assert.ok(m, `not pinned to a SHA with a version comment: ${line.trim()}`);
    // One action, one pin: two SHAs of the same action would be a half-done upgrade.
    assert.equal(shaOf.get(m[1]) ?? m[2], m[2], `${m[1]} pinned to two SHAs`);
    shaOf.set(m[1], m[2]);
  }
  assert.deepEqual([...shaOf.keys()].sort(), [
    "actions/checkout",
    "actions/download-artifact",
    "actions/upload-artifact",
    "denoland/setup-deno",
    "softprops/action-gh-release",
  ]);
});

Deno.test("the workflow uses the Deno version of .ci/run", async () => {
  const ci = await Deno.readTextFile(new URL("../.ci/run", import.meta.url));
  const ciVersion = ci.match(/npx -y deno@(\d+\.\d+\.\d+) task test/)?.[1];
  assert.ok(ciVersion, ".ci/run names no Deno version");
  const setups = allSteps.filter((s) => s.uses?.startsWith("denoland/setup-deno@"));
  assert.equal(setups.length, 1);
  for (const step of setups) assert.equal(String(step.with?.["deno-version"]), ciVersion);
});

Deno.test("jobs run in order: test once, then build and smoke-test every platform, then release", () => {
  assert.deepEqual(Object.keys(jobs), ["test", "fonts", "build", "release"]);
  assert.deepEqual(jobs.build.needs, ["test", "fonts"]);
  assert.equal(jobs.release.needs, "build");
  assert.equal(jobs.test.steps.filter((s) => s.run === "bash .ci/run").length, 1);
  assert.equal((runs.match(/\.ci\/run/g) ?? []).length, 1, "the test gate runs once");
});

Deno.test("binaries are built with the compile task's flags, for exactly the release targets", () => {
  assert.doesNotMatch(runs, /deno compile/, "compile flags belong to scripts/compile.ts");
  const compile = jobs.build.steps.filter((s) => s.run?.includes("deno task compile"));
  assert.deepEqual(compile.map((s) => s.run!.trim()), [
    'deno task compile --target "${{ matrix.target }}" --release dist',
  ]);
  const include = jobs.build.strategy!.matrix.include;
  const targets = include.map((e) => e.target);
  assert.deepEqual([...targets].sort(), [...RELEASE_TARGETS].sort());
  assert.equal(new Set(targets).size, targets.length, "a target appears twice");
});

Deno.test("each target is built and smoke-tested on a runner of its own platform, under a name of its own", () => {
  const include = jobs.build.strategy!.matrix.include;
  assert.equal(
    new Set(include.map((e) => e.runner)).size,
    include.length,
    "a runner appears twice",
  );
  assert.match(jobs.build.name!, /\$\{\{ matrix\.target \}\}/);
  assert.equal(jobs.build["runs-on"], "${{ matrix.runner }}");
  assert.equal(jobs.build.strategy!["fail-fast"], false);
  // Hosted runner labels by platform (x86_64 macOS: the Intel image; aarch64 Linux: -arm).
  const platformOf = (runner: string) =>
    /^ubuntu-(latest|\d\d\.\d\d)$/.test(runner)
      ? "x86_64-unknown-linux-gnu"
      : /^ubuntu-\d\d\.\d\d-arm$/.test(runner)
      ? "aarch64-unknown-linux-gnu"
      : /^macos-(\d+-intel|13)$/.test(runner)
      ? "x86_64-apple-darwin"
      : /^macos-(latest|1[4-9]|2\d)$/.test(runner)
      ? "aarch64-apple-darwin"
      : /^windows-(latest|20\d\d)$/.test(runner)
      ? "x86_64-pc-windows-msvc"
      : "unknown";
  for (const { target, runner } of include) assert.equal(platformOf(runner), target, runner);
  const steps = jobs.build.steps;
  const at = (pred: (s: Step) => boolean) => steps.findIndex(pred);
  const compile = at((s) => s.run?.includes("deno task compile") === true);
  const smoke = at((s) => s.run?.includes("scripts/smoke.ts") === true);
  const upload = at((s) => s.uses?.startsWith("actions/upload-artifact@") === true);
  assert.ok(compile >= 0 && compile < smoke && smoke < upload, "compile, smoke-test, upload");
  assert.match(
    steps[smoke].run!,
    /deno run -A scripts\/smoke\.ts --binary "\$\{files\[0\]\}" --expect-build compiled --font-dir smoke-fonts/,
  );
  assert.equal(steps[upload].with?.name, "svc-${{ matrix.target }}");
});

Deno.test("the release carries every binary and SHA256SUMS", () => {
  const download = jobs.release.steps.find((s) => s.uses?.startsWith("actions/download-artifact@"));
  assert.deepEqual(download?.with, { pattern: "svc-*", "merge-multiple": true, path: "dist" });
  const sums = jobs.release.steps.find((s) => s.name === "SHA256SUMS");
  assert.match(sums?.run ?? "", /sha256sum svc-\* > SHA256SUMS/);
  const publish = jobs.release.steps.find((s) =>
    s.uses?.startsWith("softprops/action-gh-release@")
  );
  assert.deepEqual(String(publish?.with?.files).trim().split("\n"), [
    "dist/svc-*",
    "dist/SHA256SUMS",
  ]);
  assert.equal(publish?.with?.fail_on_unmatched_files, true);
});
