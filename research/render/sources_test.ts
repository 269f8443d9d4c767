import assert from "node:assert/strict";
import { renderSources } from "./sources.ts";

const SNAPSHOT = "0123456789abcdef".repeat(4);

const ENVELOPE = {
  sources: [{
    source_id: "src_01JD5ZQ8XK4V0G3N6M7P8R9S2T",
    title: "Log | <b>bold</b> [link](x) \\|\r\nsecond",
    versions: 2,
    latest_version: {
      media_type: "text/markdown",
      passages: 12,
      filename: "log.md",
      availability: "available",
    },
  }],
  snapshot: SNAPSHOT,
};

Deno.test("renderSources() md: one row a source, the title escaped as inert data", () => {
  assert.equal(
    renderSources(ENVELOPE, "md"),
    "| source | versions | type | passages | availability | title |\n" +
      "| --- | --- | --- | --- | --- | --- |\n" +
      "| src_01JD5ZQ8XK4V0G3N6M7P8R9S2T | 2 | text/markdown | 12 | available | " +
      "Log \\| \\<b\\>bold\\</b\\> \\[link\\](x) \\\\\\|<br>second |\n" +
      `\n1 sources · snapshot ${SNAPSHOT}\n`,
  );
});

Deno.test("renderSources() marks a withdrawn or purged latest version and prints the whole snapshot", () => {
  const row = (id: string, title: string, availability: string) => ({
    source_id: id,
    title,
    versions: 1,
    latest_version: { media_type: "text/plain", passages: 3, filename: "a.txt", availability },
  });
  const envelope = {
    sources: [
      row("src_A", "Letters", "available"),
      row("src_B", "Diary", "withdrawn"),
      row("src_C", "Map", "purged"),
    ],
    snapshot: SNAPSHOT,
  };
  assert.equal(
    renderSources(envelope, "text"),
    "source  versions  type        passages  availability  title\n" +
      "src_A   1         text/plain  3         available     Letters\n" +
      "src_B   1         text/plain  3         withdrawn     Diary\n" +
      "src_C   1         text/plain  3         purged        Map\n" +
      `\n3 sources · snapshot ${SNAPSHOT}\n`,
  );
  const md = renderSources(envelope, "md").split("\n");
  assert.equal(md[3], "| src_B | 1 | text/plain | 3 | withdrawn | Diary |");
  assert.match(md.at(-2)!, /· snapshot [0-9a-f]{64}$/);
});
