/**
 * Calendar dates of an NDA draft: strict `YYYY-MM-DD` parsing (a real Gregorian date) and the
 * conventional written form per agreement language, e.g. `21.11.2026` (de),
 * `21 November 2026` (en), `1er novembre 2026` (fr), `21 de noviembre de 2026` (es),
 * `1º novembre 2026` (it), `21 de novembro de 2026` (pt), `21 november 2026` (nl).
 *
 * @module
 */

import { UsageError } from "../../errors.ts";
import type { NdaLanguage } from "./languages.ts";

/** A validated calendar date. */
export interface CalendarDate {
  readonly year: number;
  readonly month: number;
  readonly day: number;
}

const MONTHS: Readonly<Record<Exclude<NdaLanguage, "de">, readonly string[]>> = {
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  fr: [
    "janvier",
    "février",
    "mars",
    "avril",
    "mai",
    "juin",
    "juillet",
    "août",
    "septembre",
    "octobre",
    "novembre",
    "décembre",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
  it: [
    "gennaio",
    "febbraio",
    "marzo",
    "aprile",
    "maggio",
    "giugno",
    "luglio",
    "agosto",
    "settembre",
    "ottobre",
    "novembre",
    "dicembre",
  ],
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  nl: [
    "januari",
    "februari",
    "maart",
    "april",
    "mei",
    "juni",
    "juli",
    "augustus",
    "september",
    "oktober",
    "november",
    "december",
  ],
};

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/**
 * Parses `YYYY-MM-DD` (year 0001–9999, proleptic Gregorian calendar); anything else, or a day
 * that does not exist (2026-02-30), is a {@link UsageError} quoting the value.
 *
 * @example
 * ```ts
 * parseCalendarDate("2024-02-29"); // { year: 2024, month: 2, day: 29 }
 * // parseCalendarDate("2026-02-30") throws UsageError
 * ```
 */
export function parseCalendarDate(value: string, field = "date"): CalendarDate {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const year = m ? Number(m[1]) : 0;
  const month = m ? Number(m[2]) : 0;
  const day = m ? Number(m[3]) : 0;
  if (!m || year < 1 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) {
    const shown = value.length > 40 ? value.slice(0, 40) + "…" : value;
    throw new UsageError(`${field} "${shown}" is not a real calendar date in the form YYYY-MM-DD`);
  }
  return { year, month, day };
}

/**
 * The date as it is conventionally written in an agreement in that language.
 *
 * @example
 * ```ts
 * formatNdaDate({ year: 2026, month: 11, day: 1 }, "fr"); // "1er novembre 2026"
 * formatNdaDate({ year: 2026, month: 3, day: 5 }, "de"); // "05.03.2026"
 * ```
 */
export function formatNdaDate(date: CalendarDate, language: NdaLanguage): string {
  const { year, month, day } = date;
  if (language === "de") {
    const two = (n: number) => String(n).padStart(2, "0");
    return `${two(day)}.${two(month)}.${String(year).padStart(4, "0")}`;
  }
  const name = MONTHS[language][month - 1];
  switch (language) {
    case "fr":
      // French writes the first day of a month as an ordinal ("1er mai").
      return `${day === 1 ? "1er" : day} ${name} ${year}`;
    case "it":
      // Italian likewise ("1º maggio"); the masculine ordinal indicator is in cp1252.
      return `${day === 1 ? "1º" : day} ${name} ${year}`;
    case "es":
    case "pt":
      return `${day} de ${name} de ${year}`;
    default:
      return `${day} ${name} ${year}`;
  }
}
