import assert from "node:assert/strict";
import { hasPassageHit, referenceProgram, smoke, SMOKE_STEPS } from "./smoke.ts";

const steps = [...SMOKE_STEPS];

Deno.test("the release smoke test passes against deno run -A cli.ts", async () => {
  const results = await smoke({
    program: referenceProgram(),
    reference: referenceProgram(),
    expectBuild: "deno run",
    steps,
  });
  assert.deepEqual(results.filter((r) => !r.ok), []);
  assert.deepEqual(results.map((r) => r.step), steps);
  assert.match(results.find((r) => r.step === "analyze")!.message, /^4036 words, JSON equal/);
});

Deno.test("the smoke test fails a program that reports the wrong build", async () => {
  const [about] = await smoke({
    program: referenceProgram(),
    reference: referenceProgram(),
    expectBuild: "compiled",
    steps: ["about"],
  });
  assert.equal(about.ok, false);
  assert.match(about.message, /build "deno run"; expected "svc", "[0-9.]+", "compiled"/);
});

Deno.test("the smoke test fails a program that cannot run", async () => {
  const results = await smoke({
    program: [Deno.execPath(), "eval", "Deno.exit(3)"],
    reference: referenceProgram(),
    expectBuild: "deno run",
    steps: ["usage", "analyze"],
  });
  assert.deepEqual(results.map((r) => r.ok), [false, false]);
  assert.match(results[1].message, /^svc analyze exited 3/);
});

Deno.test("hasPassageHit() finds a passage hit at any depth and nothing else", () => {
  assert.equal(
    hasPassageHit({ format: "x", hits: [{ kind: "passage", passage_id: "psg_1" }] }),
    true,
  );
  assert.equal(hasPassageHit([[{ passage_id: "psg_1" }]]), true);
  assert.equal(hasPassageHit({ hits: [], query: "passage_id" }), false);
  assert.equal(hasPassageHit({ hits: [{ passage_id: null }] }), false);
});
