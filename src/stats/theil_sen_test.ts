import assert from "node:assert/strict";
import { theilSen } from "./theil_sen.ts";

Deno.test("theilSen() matches scipy.stats.theilslopes(method='joint') (scipy 1.17.1)", () => {
  // x = ln of chapter lengths, y = opening entropies; scipy: slope 0.732502101555696,
  // intercept -1.0563633343822962.
  const x = [1200, 3400, 2100, 5600, 800, 4100, 2900].map(Math.log);
  const y = [4.1, 4.9, 4.5, 5.3, 3.9, 5.0, 4.95];
  const line = theilSen(x, y)!;
  assert.ok(Math.abs(line.slope - 0.732502101555696) < 1e-12);
  assert.ok(Math.abs(line.intercept - -1.0563633343822962) < 1e-12);
});

Deno.test("theilSen() ignores one wild point and needs two distinct x", () => {
  assert.deepEqual(theilSen([1, 2, 3, 4, 5], [2, 4, 6, 8, 100]), { slope: 2, intercept: 0 });
  assert.equal(theilSen([1, 1], [2, 3]), null);
  assert.equal(theilSen([], []), null);
});
