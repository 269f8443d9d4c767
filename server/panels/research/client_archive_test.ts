import assert from "node:assert/strict";
import { checkSource, type SourceInput } from "./client_archive.ts";

const BLANK: SourceInput = {
  file: "",
  path: "",
  title: "",
  origin_url: "",
  genre: "",
  created_period: "",
  place: "",
  allow_retention: false,
};

Deno.test("checkSource() sends nothing while the retention box is unticked", () => {
  const r = checkSource({ ...BLANK, file: "sources/a.md" });
  assert.equal(r.body, null);
  assert.deepEqual(r.problems, [{ field: "allow_retention", key: "rs_check_retention" }]);
});

Deno.test("checkSource() builds the ingest body: typed path first, context only when given", () => {
  const r = checkSource({
    ...BLANK,
    file: "sources/a.md",
    path: " notes/b.txt ",
    title: " Letter ",
    origin_url: "https://example.org/l/12",
    created_period: "1886",
    place: "Łódź",
    allow_retention: true,
  });
  assert.deepEqual(r.body, {
    file: "notes/b.txt",
    allow_retention: true,
    title: "Letter",
    origin_url: "https://example.org/l/12",
    context: { created_period: "1886", place: "Łódź" },
  });
  assert.deepEqual(checkSource({ ...BLANK, file: "a.md", allow_retention: true }).body, {
    file: "a.md",
    allow_retention: true,
  });
});

Deno.test("checkSource() refuses what the archive would refuse, field by field", () => {
  const bad = (input: Partial<SourceInput>) =>
    checkSource({ ...BLANK, file: "a.md", allow_retention: true, ...input }).problems;
  assert.deepEqual(bad({ file: "" }), [{ field: "file", key: "rs_check_file" }]);
  assert.deepEqual(bad({ title: "a\nb" }), [{ field: "title", key: "rs_check_line" }]);
  assert.deepEqual(bad({ title: "ü".repeat(501) }), [
    { field: "title", key: "rs_check_title_long" },
  ]);
  assert.deepEqual(bad({ title: "ü".repeat(500) }), []);
  for (
    const url of [
      "ftp://example.org/x",
      "javascript:alert(1)",
      "example.org",
      "https://user:pw@example.org/",
      `https://example.org/${"a".repeat(2000)}`,
    ]
  ) assert.deepEqual(bad({ origin_url: url }), [{ field: "origin_url", key: "rs_check_url" }], url);
  assert.deepEqual(bad({ place: "x".repeat(2001) }), [
    { field: "place", key: "rs_check_note_long" },
  ]);
});
