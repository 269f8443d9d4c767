import assert from "node:assert/strict";
import { DEFAULT_THRESHOLDS } from "../../../settings/thresholds.ts";
import { LABEL_LANGUAGES } from "../../labels/packs.ts";
import { columnHeaders } from "./columns.ts";
import { legendEntries } from "./legend_entries.ts";
import { sheetLabels } from "./labels.ts";

Deno.test("legendEntries() fills every placeholder in all seven languages", () => {
  for (const ui of LABEL_LANGUAGES) {
    const entries = legendEntries({
      t: sheetLabels(ui),
      ui,
      thresholds: DEFAULT_THRESHOLDS,
      aslMedian: 11.92,
      creator: "svc 0.4.9",
    });
    assert.equal(entries.length, 14);
    for (const e of entries) {
      assert.doesNotMatch(e.title + e.body, /[{}]|NaN|undefined/, `${ui}: ${e.title}`);
    }
  }
});

Deno.test("legendEntries() explains the columns with their headers and the active thresholds", () => {
  const t = sheetLabels("en");
  const entries = legendEntries({
    t,
    ui: "en",
    thresholds: { ...DEFAULT_THRESHOLDS, z_strong: 4, fdr_method: "by" },
    aslMedian: 11.92,
    creator: "svc 0.4.9",
  });
  const titles = entries.map((e) => e.title);
  const bodies = entries.map((e) => e.body).join("\n");
  // Every column is named by an entry; the flag counts are named in the entries of their marks.
  for (const header of Object.values(columnHeaders(t))) {
    assert.ok(titles.some((title) => title.includes(header)) || bodies.includes(header), header);
  }
  assert.match(bodies, /first count under Flags/);
  assert.match(bodies, /\|z\*\| ≥ 4: filled dot/);
  assert.match(bodies, /q = 0\.05 \(BY\)/);
  assert.match(bodies, /\(11\.9, thin line\)/);
});
