import assert from "node:assert/strict";
import { type PlacedPeriod, placePeriod } from "../views/period.ts";
import { formatRis, risDate, risType, risValue } from "./ris.ts";

Deno.test("risValue folds every line break, control character and space run into one space", () => {
  assert.equal(risValue("Letter\r\nfrom\rŁódź\n"), "Letter from Łódź");
  assert.equal(risValue("a\u2028b\u2029c\u0085d\u0000e\tf\u00a0g"), "a b c d e f g");
  assert.equal(risValue("Fire  - report"), "Fire - report");
  assert.equal(risValue(" \r\n "), "");
});

Deno.test("formatRis writes TY first and ER last with CRLF, drops empty values, refuses bad tags", () => {
  const text = formatRis([
    { type: "GEN", fields: [["TI", "A\nB"], ["AU", " "], ["N1", "x"]] },
    { type: "ELEC", fields: [] },
  ]);
  assert.equal(
    text,
    "TY  - GEN\r\nTI  - A B\r\nN1  - x\r\nER  - \r\n\r\nTY  - ELEC\r\nER  - \r\n\r\n",
  );
  assert.equal(text.replace(/\r\n/g, "").includes("\n"), false);
  assert.throws(() => formatRis([{ type: "GEN", fields: [["ER", "x"]] }]), /Invalid RIS tag/);
  assert.throws(() => formatRis([{ type: "GEN", fields: [["t1", "x"]] }]), /Invalid RIS tag/);
  assert.throws(() => formatRis([{ type: "G N", fields: [] }]), /Invalid RIS type/);
});

Deno.test("risType follows the media type; risDate takes the first endpoint's parts", () => {
  assert.equal(risType("text/html"), "ELEC");
  assert.equal(risType("application/pdf"), "GEN");
  assert.equal(risType("text/plain"), "GEN");
  assert.equal(risType("text/markdown"), "GEN");
  assert.equal(risType("image/jpeg"), "ART");
  const place = (l: string) => placePeriod(l) as PlacedPeriod;
  assert.deepEqual(risDate(place("1848")), { PY: "1848", DA: "1848///" });
  assert.deepEqual(risDate(place("1848-03")), { PY: "1848", DA: "1848/03//" });
  assert.deepEqual(risDate(place("1848-03-18")), { PY: "1848", DA: "1848/03/18/" });
  assert.deepEqual(risDate(place("1848–1849")), { PY: "1848", DA: "1848///" });
  assert.deepEqual(risDate(place("1848-12-30/1849-01-02")), { PY: "1848", DA: "1848/12/30/" });
});
