import assert from "node:assert/strict";
import { countWindowPassives } from "./passive_window.ts";

const RULE = {
  auxiliaries: new Set(["fue", "era"]),
  isParticiple: (t: string) => /(?:ado|ida)$/.test(t),
  functionWords: new Set(["la", "muy", "por"]),
  intensifiers: new Set(["muy"]),
};

Deno.test("countWindowPassives() counts an auxiliary with a participle within the window", () => {
  assert.equal(countWindowPassives(["la", "casa", "fue", "vendida"], RULE), 1);
  assert.equal(countWindowPassives(["era", "muy", "amado"], RULE), 1);
  assert.equal(countWindowPassives(["fue", "x", "y", "amado"], RULE), 0);
  assert.equal(countWindowPassives(["fue", "x", "y", "amado"], { ...RULE, window: 3 }), 1);
});

Deno.test("countWindowPassives() stops at a function word that is not an intensifier", () => {
  assert.equal(countWindowPassives(["fue", "la", "salida"], RULE), 0);
});

Deno.test("countWindowPassives() uses each auxiliary and participle once", () => {
  assert.equal(countWindowPassives(["fue", "amado", "vendida"], RULE), 1);
  assert.equal(countWindowPassives(["fue", "amado", "era", "vendida"], RULE), 2);
});
