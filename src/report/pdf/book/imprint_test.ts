import assert from "node:assert/strict";
import { NO_PUBLICATION, type Publication } from "../../../settings/publication.ts";
import { LABEL_LANGUAGES } from "../../labels/packs.ts";
import { fillLabel } from "../../labels/packs.ts";
import { BOOK_LABELS } from "./book_labels.ts";
import { imprintBlocks } from "./imprint.ts";

const FULL: Publication = {
  enabled: true,
  publisher_name: "Harbour Press",
  publisher_address: "12 Quay Street\r\nPorthmellin",
  printer_name: "Cornish Print Works",
  printer_address: "Truro",
  edition: "First edition",
  year: "2025",
  isbn_print: "978-3-16-148410-0",
  isbn_digital: "ISBN-13: 978-0-306-40615-7",
  rights_notice: "All rights reserved.",
  credits: "Cover: M. Penhallow\n\nMaps:\tE. Hale",
  extra_info: "Printed on recycled paper.",
};

Deno.test("imprintBlocks() prints every field in imprint order, labelled", () => {
  assert.deepEqual(imprintBlocks(FULL, BOOK_LABELS.en), [
    ["Publisher: Harbour Press", "12 Quay Street", "Porthmellin"],
    ["Printed by: Cornish Print Works", "Truro"],
    ["First edition 2025"],
    ["ISBN 978-3-16-148410-0 (print)", "ISBN 978-0-306-40615-7 (digital)"],
    ["All rights reserved."],
    // Line breaks kept, the blank line too; a tab becomes a space.
    ["Cover: M. Penhallow", "", "Maps: E. Hale"],
    ["Printed on recycled paper."],
  ]);
});

Deno.test("imprintBlocks() is empty when publication is disabled, whatever the fields hold", () => {
  assert.deepEqual(imprintBlocks({ ...FULL, enabled: false }, BOOK_LABELS.en), []);
  assert.deepEqual(imprintBlocks(NO_PUBLICATION, BOOK_LABELS.en), []);
  assert.deepEqual(imprintBlocks({ enabled: true }, BOOK_LABELS.en), []);
});

Deno.test("imprintBlocks() leaves out empty fields and words a lone year or edition", () => {
  assert.deepEqual(imprintBlocks({ enabled: true, year: "2025", edition: "  " }, BOOK_LABELS.de), [
    ["Erschienen 2025"],
  ]);
  assert.deepEqual(imprintBlocks({ enabled: true, edition: "2. Auflage" }, BOOK_LABELS.de), [
    ["2. Auflage"],
  ]);
  assert.deepEqual(imprintBlocks({ enabled: true, printer_address: "Husum" }, BOOK_LABELS.de), [
    ["Druck:", "Husum"],
  ]);
});

Deno.test("BOOK_LABELS covers the seven interface languages with every label filled", () => {
  assert.deepEqual(Object.keys(BOOK_LABELS).sort(), [...LABEL_LANGUAGES].sort());
  for (const labels of Object.values(BOOK_LABELS)) {
    for (const text of Object.values(labels)) assert.ok(text.trim().length > 0);
    assert.match(labels.yearOnly, /\{year\}/);
    assert.match(labels.chapter, /\{number\}/);
  }
  assert.equal(fillLabel(BOOK_LABELS.fr.chapter, { number: 4 }), "Chapitre 4");
  assert.equal(fillLabel("{a} {b}", { a: 1 }), "1 {b}");
});
