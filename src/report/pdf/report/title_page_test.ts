import assert from "node:assert/strict";
import { isoDate } from "./title_page.ts";

Deno.test("isoDate() formats the UTC calendar date as YYYY-MM-DD", () => {
  assert.equal(isoDate(new Date(Date.UTC(2024, 4, 7, 23, 30))), "2024-05-07");
  assert.equal(isoDate(new Date(Date.UTC(987, 0, 1))), "0987-01-01");
});

Deno.test("isoDate() of an invalid date is a dash, not NaN", () => {
  assert.equal(isoDate(new Date(NaN)), "–");
});
