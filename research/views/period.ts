/**
 * Timeline placement of a claim's free-text `time_period` label (SPEC 2.7,
 * `research-timeline-local/1`). Pure: the answer depends on the label alone, so no date is ever
 * inferred from a record's creation or revision timestamp.
 *
 * What is placed, after trimming surrounding whitespace (`String.prototype.trim`, so NBSP and
 * other Unicode spaces count) — the returned `label` is always the label exactly as given:
 *
 * - a year: exactly four ASCII digits, `0001`–`9999`, read as a proleptic Gregorian CE year;
 * - a month: `YYYY-MM`, `MM` `01`–`12`;
 * - a day: `YYYY-MM-DD`, checked against the proleptic Gregorian calendar (a year is leap when
 *   divisible by 4, except centuries not divisible by 400: `1900-02-29` is invalid,
 *   `2000-02-29` valid);
 * - a range: two such values of the same precision joined by one separator — en dash `–`
 *   (U+2013), em dash `—` (U+2014), `/` or `..` — or, between two bare years only, a plain
 *   ASCII hyphen (`1848-1849`). Whitespace around the separator is allowed. Equal endpoints
 *   are placed (start === end).
 *
 * Decisions where SPEC names only the categories:
 *
 * - A hyphen followed by two digits is always the month form: `1848-12` is December 1848. A
 *   hyphen joins only two four-digit years, so `1848-03-1848-05` and `1848-1849-03` are
 *   unrecognized rather than guessed at.
 * - SPEC names the typographic dashes; only the en and em dash are taken. The figure dash
 *   (U+2012), hyphen (U+2010), non-breaking hyphen (U+2011), horizontal bar (U+2015), minus sign
 *   (U+2212) and full-width or small forms look alike but are unrecognized, so that a label is
 *   placed only when its reading is certain.
 * - Only ASCII digits: full-width `１８４８` and other scripts' digits are unrecognized, as are
 *   signs, era words (BC, AD, CE), approximations (`c. 1850`, `circa`, `1850s`, `19th century`,
 *   `spring 1848`), other date notations (`18.03.1848`, `March 1848`, `1848/03/18`), ISO week
 *   and ordinal dates, basic format (`18480318`), times, one-digit months or days (`1848-3`),
 *   five-digit years, open ranges (`1848..`, `/1849`), abbreviated ISO interval ends
 *   (`1848-03/05`) and anything with more than two parts (`1848-1849-1850`).
 * - Year `0000` (there is no year zero in CE counting) and month or day `00` are `invalid_date`:
 *   the shape is a date, the value is not.
 * - When several faults apply, the first in this order is reported: `unrecognized` (some part
 *   has no date shape), `invalid_date`, `mixed_precision`, `reversed_range`.
 *
 * `sort_key` is the ISO 8601 interval of whole days the period covers, `start/end` with both
 * ends as full `YYYY-MM-DD` dates: a year runs from `-01-01` to `-12-31`, a month from `-01` to
 * its last day (`1848-02` → `1848-02-01/1848-02-29`). Both halves are fixed width, so comparing
 * keys as strings orders by first day, then by last day: periods that begin together sort
 * narrowest first (`1848-01-01`, then `1848-01`, then `1848`).
 *
 * @module
 */

/** How finely a placed period is given. */
export type PeriodPrecision = "year" | "month" | "day";

/** Why a label could not be placed on the timeline. */
export type UnplacedReason =
  | "missing"
  | "unrecognized"
  | "invalid_date"
  | "mixed_precision"
  | "reversed_range";

/** A label read as a single date value or a same-precision range. */
export interface PlacedPeriod {
  placed: true;
  /** The label exactly as given, untrimmed. */
  label: string;
  precision: PeriodPrecision;
  /** First endpoint as written: `1848`, `1848-03` or `1848-03-18`. */
  start: string;
  /** Last endpoint as written; equal to `start` for a single value. */
  end: string;
  /** `YYYY-MM-DD/YYYY-MM-DD`, first to last day covered; sorts chronologically as a string. */
  sort_key: string;
}

/** A label that is not placed, with the reason and an English explanation. */
export interface UnplacedPeriod {
  placed: false;
  /** The label exactly as given; null when there was none. */
  label: string | null;
  reason: UnplacedReason;
  /** One sentence saying what was wrong, quoting the label. */
  message: string;
}

/** One endpoint whose shape is a date. */
interface Value {
  text: string;
  precision: PeriodPrecision;
  year: number;
  month: number;
  day: number;
}

const VALUE = /^([0-9]{4})(?:-([0-9]{2})(?:-([0-9]{2}))?)?$/;
/** En dash, em dash, slash or two full stops; `\s` matches what `trim()` removes. */
const SEPARATOR = /\s*(?:\u2013|\u2014|\/|\.\.)\s*/;
const HYPHEN_YEARS = /^([0-9]{4})\s*-\s*([0-9]{4})$/;

/**
 * Reads a claim's `time_period` label for the timeline.
 *
 * @example
 * ```ts
 * placePeriod("1848 – 1849");
 * // { placed: true, label: "1848 – 1849", precision: "year", start: "1848", end: "1849",
 * //   sort_key: "1848-01-01/1849-12-31" }
 * placePeriod("c. 1850").placed; // false (reason "unrecognized")
 * ```
 */
export function placePeriod(label: string | null | undefined): PlacedPeriod | UnplacedPeriod {
  if (label === null || label === undefined) {
    return unplaced(null, "missing", "Cannot place a claim without a time period.");
  }
  const text = label.trim();
  if (text === "") {
    return unplaced(label, "missing", `Cannot place time period ${quote(label)}: it is blank.`);
  }
  const hyphen = HYPHEN_YEARS.exec(text);
  const parts = hyphen ? [hyphen[1], hyphen[2]] : text.split(SEPARATOR);
  if (parts.length > 2) {
    return unplaced(
      label,
      "unrecognized",
      `Cannot place time period ${quote(label)}: a range has exactly two ends.`,
    );
  }
  if (parts.some((p) => p === "")) {
    return unplaced(
      label,
      "unrecognized",
      `Cannot place time period ${quote(label)}: open ranges are not placed.`,
    );
  }
  const values: Value[] = [];
  for (const part of parts) {
    const m = VALUE.exec(part);
    if (!m) {
      return unplaced(
        label,
        "unrecognized",
        `Cannot place time period ${quote(label)}: ${quote(part)} is not a four-digit year, ` +
          "YYYY-MM or YYYY-MM-DD.",
      );
    }
    values.push({
      text: part,
      precision: m[3] !== undefined ? "day" : m[2] !== undefined ? "month" : "year",
      year: Number(m[1]),
      month: m[2] === undefined ? 1 : Number(m[2]),
      day: m[3] === undefined ? 1 : Number(m[3]),
    });
  }
  for (const v of values) {
    const fault = dateFault(v);
    if (fault) {
      return unplaced(
        label,
        "invalid_date",
        `Cannot place time period ${quote(label)}: ${quote(v.text)} ${fault}.`,
      );
    }
  }
  const first = values[0];
  const last = values[values.length - 1];
  if (first.precision !== last.precision) {
    return unplaced(
      label,
      "mixed_precision",
      `Cannot place time period ${quote(label)}: a range joins a ${first.precision} ` +
        `and a ${last.precision}; both ends need the same precision.`,
    );
  }
  // Same precision and zero-padded, so the written forms compare as strings.
  if (last.text < first.text) {
    return unplaced(
      label,
      "reversed_range",
      `Cannot place time period ${quote(label)}: the range ends before it starts.`,
    );
  }
  return {
    placed: true,
    label,
    precision: first.precision,
    start: first.text,
    end: last.text,
    sort_key: `${firstDay(first)}/${lastDay(last)}`,
  };
}

/**
 * Orders placed periods chronologically: by first day, then last day (that is, by `sort_key`),
 * then by label in code-unit order so that the order is total and stable across runs.
 *
 * @example
 * ```ts
 * ["1849", "1848", "1848-03"].map((l) => placePeriod(l) as PlacedPeriod)
 *   .sort(comparePlaced).map((p) => p.label); // ["1848-03", "1848", "1849"]
 * ```
 */
export function comparePlaced(a: PlacedPeriod, b: PlacedPeriod): number {
  return compareStrings(a.sort_key, b.sort_key) || compareStrings(a.label, b.label);
}

function compareStrings(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

function unplaced(label: string | null, reason: UnplacedReason, message: string): UnplacedPeriod {
  return { placed: false, label, reason, message };
}

function quote(s: string): string {
  return JSON.stringify(s);
}

/** Why a date-shaped value is not a real date, or null when it is one. */
function dateFault(v: Value): string | null {
  if (v.year === 0) return "has year 0000, which is not a CE year";
  if (v.month < 1 || v.month > 12) return "has a month outside 01–12";
  const days = daysInMonth(v.year, v.month);
  if (v.day < 1 || v.day > days) {
    return `has a day outside 01–${days} for that month`;
  }
  return null;
}

function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

function firstDay(v: Value): string {
  return `${pad(v.year, 4)}-${pad(v.month, 2)}-${pad(v.day, 2)}`;
}

function lastDay(v: Value): string {
  const month = v.precision === "year" ? 12 : v.month;
  const day = v.precision === "day" ? v.day : daysInMonth(v.year, month);
  return `${pad(v.year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}
