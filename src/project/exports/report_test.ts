import assert from "node:assert/strict";
import { messages } from "../../i18n/messages.ts";
import { type BuildReport, buildReportJson, renderBuildText } from "./report.ts";

const m = messages("en");
const SHA = "e".repeat(64);

function report(dryRun: boolean, statuses: BuildReport["entries"][number]["status"][]) {
  const names = ["b-analysis.json", "b-style.json", "b-manifest.json"];
  const kinds = ["analysis", "style", "manifest"];
  return {
    dryRun,
    exportsDir: "novel/exports",
    entries: statuses.map((status, i) => ({
      name: names[i],
      kind: kinds[i],
      status,
      sha256: SHA,
      bytes: 10 + i,
    })),
  };
}

Deno.test("renderBuildText() aligns the status column and ends with the summary", () => {
  assert.equal(
    renderBuildText(report(false, ["written", "unchanged", "written"]), m),
    [
      "written      exports/b-analysis.json",
      "unchanged    exports/b-style.json",
      "written      exports/b-manifest.json",
      "2 written, 1 unchanged",
      "",
    ].join("\n"),
  );
});

Deno.test("renderBuildText() says everything is up to date when nothing was written", () => {
  const text = renderBuildText(report(false, ["unchanged", "unchanged", "unchanged"]), m);
  assert.ok(text.endsWith(`\n${m.build.upToDate}\n`), text);
});

Deno.test("renderBuildText() in a dry run uses 'would write' and the dry-run summary", () => {
  const text = renderBuildText(report(true, ["would_write", "unchanged", "would_write"]), m);
  assert.ok(text.startsWith("would write  exports/b-analysis.json\n"), text);
  assert.ok(text.endsWith(`\n${m.build.dryRunSummary(2, 1)}\n`), text);
});

Deno.test("buildReportJson() lists artifacts with status, hash and size, and counts", () => {
  assert.deepEqual(buildReportJson(report(true, ["would_write", "unchanged", "would_write"])), {
    ok: true,
    dry_run: true,
    exports_dir: "novel/exports",
    manifest: "exports/b-manifest.json",
    artifacts: [
      { name: "b-analysis.json", kind: "analysis", status: "would_write", sha256: SHA, bytes: 10 },
      { name: "b-style.json", kind: "style", status: "unchanged", sha256: SHA, bytes: 11 },
      { name: "b-manifest.json", kind: "manifest", status: "would_write", sha256: SHA, bytes: 12 },
    ],
    written: 0,
    unchanged: 1,
    would_write: 2,
  });
});
