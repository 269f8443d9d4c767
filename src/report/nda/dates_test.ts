import assert from "node:assert/strict";
import { UsageError } from "../../errors.ts";
import { formatNdaDate, parseCalendarDate } from "./dates.ts";

Deno.test("parseCalendarDate() accepts real dates, including 29 February of leap years", () => {
  assert.deepEqual(parseCalendarDate("2026-11-21"), { year: 2026, month: 11, day: 21 });
  // python3: datetime.date(2000, 2, 29) and datetime.date(2024, 2, 29) exist
  assert.deepEqual(parseCalendarDate("2000-02-29"), { year: 2000, month: 2, day: 29 });
  assert.deepEqual(parseCalendarDate("2024-02-29"), { year: 2024, month: 2, day: 29 });
  assert.deepEqual(parseCalendarDate("2026-04-30"), { year: 2026, month: 4, day: 30 });
});

Deno.test("parseCalendarDate() rejects impossible dates and other formats", () => {
  // python3: datetime.date(2026, 2, 30), date(1900, 2, 29), date(2026, 4, 31) -> ValueError
  for (
    const value of [
      "2026-02-30",
      "1900-02-29",
      "2026-04-31",
      "2026-00-10",
      "2026-12-32",
      "0000-01-01",
      "2026-1-01",
      "2026-11-21T00:00",
      " 2026-11-21",
      "２０２６-11-21",
    ]
  ) {
    assert.throws(() => parseCalendarDate(value), UsageError, value);
  }
});

Deno.test("formatNdaDate() writes each language's conventional form", () => {
  const d = { year: 2026, month: 11, day: 21 };
  assert.equal(formatNdaDate(d, "de"), "21.11.2026");
  assert.equal(formatNdaDate(d, "en"), "21 November 2026");
  assert.equal(formatNdaDate(d, "fr"), "21 novembre 2026");
  assert.equal(formatNdaDate(d, "es"), "21 de noviembre de 2026");
  assert.equal(formatNdaDate(d, "it"), "21 novembre 2026");
  assert.equal(formatNdaDate(d, "pt"), "21 de novembro de 2026");
  assert.equal(formatNdaDate(d, "nl"), "21 november 2026");
});

Deno.test("formatNdaDate() pads German dates and writes the first of the month as an ordinal in fr and it", () => {
  const first = { year: 2027, month: 3, day: 1 };
  assert.equal(formatNdaDate(first, "de"), "01.03.2027");
  assert.equal(formatNdaDate(first, "fr"), "1er mars 2027");
  assert.equal(formatNdaDate(first, "it"), "1º marzo 2027");
  assert.equal(formatNdaDate(first, "en"), "1 March 2027");
  assert.equal(formatNdaDate(first, "pt"), "1 de março de 2027");
});
