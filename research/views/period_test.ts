import assert from "node:assert/strict";
import {
  comparePlaced,
  type PeriodPrecision,
  type PlacedPeriod,
  placePeriod,
  type UnplacedReason,
} from "./period.ts";

type Placed = [PeriodPrecision, start: string, end: string, sortKey: string];
type Row = [label: string | null | undefined, expected: Placed | UnplacedReason];

/** Every expected value below is written out by hand, not computed. */
const TABLE: Row[] = [
  // Missing.
  [null, "missing"],
  [undefined, "missing"],
  ["", "missing"],
  ["   ", "missing"],
  ["\t\n", "missing"],
  ["\u00a0\u2009", "missing"],
  // Years.
  ["1848", ["year", "1848", "1848", "1848-01-01/1848-12-31"]],
  [" 1848 ", ["year", "1848", "1848", "1848-01-01/1848-12-31"]],
  ["\u00a01848\n", ["year", "1848", "1848", "1848-01-01/1848-12-31"]],
  ["0001", ["year", "0001", "0001", "0001-01-01/0001-12-31"]],
  ["0476", ["year", "0476", "0476", "0476-01-01/0476-12-31"]],
  ["9999", ["year", "9999", "9999", "9999-01-01/9999-12-31"]],
  ["0000", "invalid_date"],
  ["476", "unrecognized"],
  ["01848", "unrecognized"],
  ["10000", "unrecognized"],
  ["+1848", "unrecognized"],
  ["-1848", "unrecognized"],
  ["1848 AD", "unrecognized"],
  ["AD 1848", "unrecognized"],
  ["1848 CE", "unrecognized"],
  ["500 BC", "unrecognized"],
  ["0500 BCE", "unrecognized"],
  ["c. 1850", "unrecognized"],
  ["ca. 1850", "unrecognized"],
  ["circa 1850", "unrecognized"],
  ["1850?", "unrecognized"],
  ["1850s", "unrecognized"],
  ["19th century", "unrecognized"],
  ["spring 1848", "unrecognized"],
  ["1848 1849", "unrecognized"],
  ["18 48", "unrecognized"],
  ["１８４８", "unrecognized"],
  ["١٨٤٨", "unrecognized"],
  ["१८४८", "unrecognized"],
  ["\u200b1848", "unrecognized"],
  // Months.
  ["1848-03", ["month", "1848-03", "1848-03", "1848-03-01/1848-03-31"]],
  ["1848-12", ["month", "1848-12", "1848-12", "1848-12-01/1848-12-31"]],
  ["1848-02", ["month", "1848-02", "1848-02", "1848-02-01/1848-02-29"]],
  ["1900-02", ["month", "1900-02", "1900-02", "1900-02-01/1900-02-28"]],
  ["2000-02", ["month", "2000-02", "2000-02", "2000-02-01/2000-02-29"]],
  ["1848-04", ["month", "1848-04", "1848-04", "1848-04-01/1848-04-30"]],
  ["1848-00", "invalid_date"],
  ["1848-13", "invalid_date"],
  ["0000-01", "invalid_date"],
  ["1848-3", "unrecognized"],
  ["1848-003", "unrecognized"],
  ["184803", "unrecognized"],
  ["March 1848", "unrecognized"],
  ["1848-Mar", "unrecognized"],
  ["03/1848", "unrecognized"],
  ["1848/03", "unrecognized"],
  // Days.
  ["1848-03-18", ["day", "1848-03-18", "1848-03-18", "1848-03-18/1848-03-18"]],
  ["1848-04-30", ["day", "1848-04-30", "1848-04-30", "1848-04-30/1848-04-30"]],
  ["1848-04-31", "invalid_date"],
  ["1848-02-29", ["day", "1848-02-29", "1848-02-29", "1848-02-29/1848-02-29"]],
  ["1849-02-29", "invalid_date"],
  ["1900-02-29", "invalid_date"],
  ["2000-02-29", ["day", "2000-02-29", "2000-02-29", "2000-02-29/2000-02-29"]],
  ["1600-02-29", ["day", "1600-02-29", "1600-02-29", "1600-02-29/1600-02-29"]],
  ["0004-02-29", ["day", "0004-02-29", "0004-02-29", "0004-02-29/0004-02-29"]],
  ["1848-02-30", "invalid_date"],
  ["1848-03-00", "invalid_date"],
  ["1848-03-32", "invalid_date"],
  ["1848-00-10", "invalid_date"],
  ["1848-13-01", "invalid_date"],
  ["1848-3-18", "unrecognized"],
  ["1848-03-8", "unrecognized"],
  ["18.03.1848", "unrecognized"],
  ["18 March 1848", "unrecognized"],
  ["1848/03/18", "unrecognized"],
  ["18480318", "unrecognized"],
  ["1848-W11", "unrecognized"],
  ["1848-W11-6", "unrecognized"],
  ["1848-078", "unrecognized"],
  ["1848-03-18T10:00", "unrecognized"],
  ["1848-03-18 10:00", "unrecognized"],
  ["1848-03-18Z", "unrecognized"],
  // Year ranges and their separators.
  ["1848–1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848 – 1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848\u2009–\u20091849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848—1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848 — 1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848/1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848 / 1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848..1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848 .. 1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848-1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848 - 1849", ["year", "1848", "1849", "1848-01-01/1849-12-31"]],
  ["1848–1848", ["year", "1848", "1848", "1848-01-01/1848-12-31"]],
  ["1849–1848", "reversed_range"],
  ["1849-1848", "reversed_range"],
  ["0000–1848", "invalid_date"],
  ["1848‒1849", "unrecognized"], // figure dash U+2012
  ["1848‐1849", "unrecognized"], // hyphen U+2010
  ["1848‑1849", "unrecognized"], // non-breaking hyphen U+2011
  ["1848―1849", "unrecognized"], // horizontal bar U+2015
  ["1848−1849", "unrecognized"], // minus sign U+2212
  ["1848－1849", "unrecognized"], // full-width hyphen-minus U+FF0D
  ["1848~1849", "unrecognized"],
  ["1848 to 1849", "unrecognized"],
  ["1848...1849", "unrecognized"],
  ["1848––1849", "unrecognized"],
  ["1848-49", "invalid_date"], // the month form, month 49
  ["1848-1849-1850", "unrecognized"],
  ["1848–1849–1850", "unrecognized"],
  ["1848/1849/1850", "unrecognized"],
  ["1848–1849/1850", "unrecognized"],
  ["1848..", "unrecognized"],
  ["1848–", "unrecognized"],
  ["/1849", "unrecognized"],
  ["..1849", "unrecognized"],
  ["–", "unrecognized"],
  ["1848/", "unrecognized"],
  // Month ranges.
  ["1848-03/1848-05", ["month", "1848-03", "1848-05", "1848-03-01/1848-05-31"]],
  ["1848-11–1849-02", ["month", "1848-11", "1849-02", "1848-11-01/1849-02-28"]],
  ["1848-03 .. 1848-03", ["month", "1848-03", "1848-03", "1848-03-01/1848-03-31"]],
  ["1848-05–1848-03", "reversed_range"],
  ["1848-03-1848-05", "unrecognized"], // a hyphen joins only two bare years
  ["1848-03 - 1848-05", "unrecognized"],
  ["1848-03/05", "unrecognized"],
  ["1848-03–1848-13", "invalid_date"],
  // Day ranges.
  ["1848-03-18—1848-03-20", ["day", "1848-03-18", "1848-03-20", "1848-03-18/1848-03-20"]],
  ["1848-03-18 / 1848-03-18", ["day", "1848-03-18", "1848-03-18", "1848-03-18/1848-03-18"]],
  ["1848-12-31..1849-01-01", ["day", "1848-12-31", "1849-01-01", "1848-12-31/1849-01-01"]],
  ["1848-03-20–1848-03-18", "reversed_range"],
  ["1848-03-18-1848-03-20", "unrecognized"],
  ["1848-03-18–1848-02-30", "invalid_date"],
  // Mixed precision.
  ["1848–1849-03", "mixed_precision"],
  ["1848-03/1849", "mixed_precision"],
  ["1848-03-18..1848-04", "mixed_precision"],
  ["1849-03–1848", "mixed_precision"], // also reversed; mixed precision is reported first
  ["1848-1849-03", "unrecognized"], // hyphen after a year, not between two bare years
  ["1848-13–1849", "invalid_date"], // invalid is reported before mixed precision
];

Deno.test("placePeriod() reads every label of the table as written by hand", () => {
  assert.ok(TABLE.length >= 40);
  for (const [label, expected] of TABLE) {
    const got = placePeriod(label);
    const where = `label ${JSON.stringify(label)}`;
    if (typeof expected === "string") {
      assert.equal(got.placed, false, where);
      if (got.placed) continue;
      assert.equal(got.reason, expected, where);
      assert.equal(got.label, label ?? null, where);
      assert.match(got.message, /^Cannot place /, where);
    } else {
      const [precision, start, end, sort_key] = expected;
      assert.deepEqual(got, { placed: true, label, precision, start, end, sort_key }, where);
    }
  }
});

Deno.test("placePeriod() keeps the label exactly as given, surrounding spaces included", () => {
  const placed = placePeriod(" 1848 ");
  assert.equal(placed.label, " 1848 ");
  assert.equal(placed.placed && placed.start, "1848");
  const blank = placePeriod("  ");
  assert.deepEqual([blank.label, blank.placed], ["  ", false]);
  assert.equal(placePeriod(undefined).label, null);
});

Deno.test("placePeriod() messages quote the label and name the fault", () => {
  const messages = ["1848-02-30", "c. 1850", "1848–1849-03", "1849–1848", "1848..", "1848/9/1/2"]
    .map((l) => {
      const r = placePeriod(l);
      return r.placed ? "" : r.message;
    });
  assert.deepEqual(messages, [
    'Cannot place time period "1848-02-30": "1848-02-30" has a day outside 01–29 for that month.',
    'Cannot place time period "c. 1850": "c. 1850" is not a four-digit year, YYYY-MM or YYYY-MM-DD.',
    'Cannot place time period "1848–1849-03": a range joins a year and a month; both ends need ' +
    "the same precision.",
    'Cannot place time period "1849–1848": the range ends before it starts.',
    'Cannot place time period "1848..": open ranges are not placed.',
    'Cannot place time period "1848/9/1/2": a range has exactly two ends.',
  ]);
});

/** Independent calendar: the host's proleptic Gregorian Date, which also covers years < 100. */
function isRealDate(year: number, month: number, day: number): boolean {
  const d = new Date(Date.UTC(2000, 0, 1));
  d.setUTCFullYear(year, month - 1, day);
  return d.getUTCFullYear() === year && d.getUTCMonth() === month - 1 && d.getUTCDate() === day;
}

Deno.test("placePeriod() agrees with Date on every day-shaped label of sample years", () => {
  const years = [1, 4, 100, 400, 1600, 1700, 1800, 1848, 1900, 2000, 2023, 2024, 2100, 9996, 9999];
  let placed = 0;
  for (const year of years) {
    for (let month = 0; month <= 13; month++) {
      for (let day = 0; day <= 32; day++) {
        const text = [year, month, day].map((n, i) => String(n).padStart(i ? 2 : 4, "0")).join(
          "-",
        );
        const got = placePeriod(text);
        const real = month >= 1 && month <= 12 && day >= 1 && isRealDate(year, month, day);
        assert.equal(got.placed, real, text);
        if (!got.placed) assert.equal(got.reason, "invalid_date", text);
        else placed++;
      }
    }
  }
  // 365 days per year plus one per leap year among the samples: 4, 400, 1600, 1848, 2000,
  // 2024, 9996 (100, 1700, 1800, 1900, 2100 are not leap years).
  assert.equal(placed, years.length * 365 + 7);
});

Deno.test("placePeriod() gives each month's last day in sort_key, leap Februaries included", () => {
  const lastDays = ["1900", "2000", "1848", "1849"].map((y) =>
    Array.from({ length: 12 }, (_, i) => {
      const r = placePeriod(`${y}-${String(i + 1).padStart(2, "0")}`) as PlacedPeriod;
      return Number(r.sort_key.slice(-2));
    }).join(" ")
  );
  assert.deepEqual(lastDays, [
    "31 28 31 30 31 30 31 31 30 31 30 31",
    "31 29 31 30 31 30 31 31 30 31 30 31",
    "31 29 31 30 31 30 31 31 30 31 30 31",
    "31 28 31 30 31 30 31 31 30 31 30 31",
  ]);
});

Deno.test("comparePlaced() orders by first day, then last day, then label", () => {
  const labels = [
    "1849",
    "1848–1849",
    "1848",
    "1848-03",
    "1848-03-18",
    "0476",
    "1848-03-18..1848-03-20",
    " 1848",
    "1848-01-01",
    "1848-01",
    "1848-02/1848-03",
    "1848-12-31",
    "1848/1848",
  ];
  const sorted = labels.map((l) => placePeriod(l) as PlacedPeriod).sort(comparePlaced);
  assert.deepEqual(sorted.map((p) => p.label), [
    "0476",
    "1848-01-01",
    "1848-01",
    " 1848",
    "1848",
    "1848/1848",
    "1848–1849",
    "1848-02/1848-03",
    "1848-03",
    "1848-03-18",
    "1848-03-18..1848-03-20",
    "1848-12-31",
    "1849",
  ]);
  // sort_key alone gives the same order up to ties, which comparePlaced breaks by label.
  const keys = sorted.map((p) => p.sort_key);
  assert.deepEqual(keys, [...keys].sort());
  assert.equal(comparePlaced(sorted[3], sorted[3]), 0);
});
