import assert from "node:assert/strict";
import { styledCitation } from "./csl.ts";
import { cslItem } from "./csl_item.ts";

// The book every style guide cites: Chicago Manual of Style, "Chicago-Style Citation Quick
// Guide" (notes and bibliography, book: Pollan, Michael. The Omnivore's Dilemma: A Natural
// History of Four Meals. New York: Penguin, 2006.); MLA Handbook 9th ed. works-cited form
// (Author. Title. Publisher, Year.; in-text "(Pollan 99)"); APA Publication Manual 7th ed.
// reference form (Author, Initial. (Year). Title. Publisher.; in-text "(Pollan, 2006, p. 99)").
const pollan = cslItem("src_pollan", {
  title: "The Omnivore’s Dilemma: A Natural History of Four Meals",
  authors: ["Pollan, Michael"],
  date: "2006",
  publisher: "Penguin",
  place: "New York",
  kind: "book",
}, "application/pdf");

Deno.test("Chicago notes-bibliography gives the Quick Guide's bibliography entry", () => {
  const c = styledCitation(pollan, { style: "chicago", page: 99 });
  assert.equal(
    c.bibliography,
    "Pollan, Michael. The Omnivore’s Dilemma: A Natural History of Four Meals. New York: Penguin, 2006.",
  );
  assert.match(c.note, /^Pollan, .*Omnivore’s Dilemma.*, 99\.$/);
});

Deno.test("MLA gives the Handbook's works-cited entry and in-text citation", () => {
  const c = styledCitation(pollan, { style: "mla", page: 99 });
  assert.equal(
    c.bibliography,
    "Pollan, Michael. The Omnivore’s Dilemma: A Natural History of Four Meals. Penguin, 2006.",
  );
  assert.equal(c.note, "(Pollan 99)");
});

Deno.test("APA gives the Manual's reference and in-text citation", () => {
  const c = styledCitation(pollan, { style: "apa", page: 99 });
  assert.equal(
    c.bibliography,
    "Pollan, M. (2006). The Omnivore’s Dilemma: A Natural History of Four Meals. Penguin.",
  );
  assert.equal(c.note, "(Pollan, 2006, p. 99)");
});

Deno.test("the CSL locale follows the interface language, and no internal id reaches the text", () => {
  const letter = cslItem("src_01JD5ZQ8XK4V0G3N6M7P8R9S2T", {
    title: "Brief an Emilie",
    authors: ["Fontane, Theodor"],
    date: "1857-06-02",
    kind: "letter",
  }, "text/plain");
  for (const language of ["en", "de", "fr", "es", "it", "pt", "nl"]) {
    for (const style of ["chicago", "mla", "apa"] as const) {
      const c = styledCitation(letter, { style, language, page: null });
      assert.ok(c.bibliography.includes("Fontane"), `${style} ${language}: ${c.bibliography}`);
      assert.ok(!c.bibliography.includes("src_") && !c.note.includes("src_"));
    }
  }
  assert.match(styledCitation(letter, { style: "mla", language: "de" }).bibliography, /Juni 1857/);
  assert.match(styledCitation(letter, { style: "mla", language: "fr" }).bibliography, /juin 1857/);
});
