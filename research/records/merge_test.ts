import assert from "node:assert/strict";
import { deepEqual, mergeChanges, type MergeConflict, type Resolution } from "./merge.ts";

type Rec = Record<string, unknown>;
const BODY = { sectionFields: ["body"] };

Deno.test("deepEqual() compares JSON values, objects regardless of key order", () => {
  const cases: [unknown, unknown, boolean][] = [
    [1, 1, true],
    [1, "1", false],
    [null, null, true],
    [null, undefined, false],
    [null, {}, false],
    [undefined, undefined, true],
    ["a", "a", true],
    [true, false, false],
    [[], [], true],
    [[], {}, false],
    [["p1", "p2"], ["p1", "p2"], true],
    [["p1", "p2"], ["p2", "p1"], false],
    [["p1"], ["p1", "p2"], false],
    [{ a: 1, b: 2 }, { b: 2, a: 1 }, true],
    [{ a: 1 }, { a: 1, b: 2 }, false],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: null }, {}, false],
    [{ d1: 3, d2: [1, { x: null }] }, { d2: [1, { x: null }], d1: 3 }, true],
    [{ d1: 3, d2: [1, { x: null }] }, { d2: [1, { x: 0 }], d1: 3 }, false],
    [{ 0: "a" }, ["a"], false],
  ];
  for (const [a, b, expected] of cases) {
    assert.equal(deepEqual(a, b), expected, `${JSON.stringify(a)} vs ${JSON.stringify(b)}`);
    assert.equal(deepEqual(b, a), expected, "symmetric");
  }
});

interface Case {
  name: string;
  base: Rec;
  current: Rec;
  changes: Rec;
  resolutions?: Record<string, Resolution>;
  merged: Rec;
  conflicts?: MergeConflict[];
}

const CASES: Case[] = [
  {
    name: "a change equal to current writes nothing",
    base: { title: "A" },
    current: { title: "B" },
    changes: { title: "B" },
    merged: {},
  },
  {
    name: "a field left as read keeps current's concurrent change",
    base: { title: "A", statement: "s" },
    current: { title: "B", statement: "s" },
    changes: { title: "A", statement: "t" },
    merged: { statement: "t" },
  },
  {
    name: "a field only mine changed is taken",
    base: { title: "A", confidence: "hypothetical" },
    current: { title: "A", confidence: "hypothetical", other: 1 },
    changes: { confidence: "evidenced" },
    merged: { confidence: "evidenced" },
  },
  {
    name: "a field changed on both sides differently is a conflict",
    base: { title: "A" },
    current: { title: "B" },
    changes: { title: "C" },
    merged: {},
    conflicts: [{ field: "title", base: "A", current: "B", mine: "C" }],
  },
  {
    name: "resolution current drops my change",
    base: { title: "A", statement: "s" },
    current: { title: "B", statement: "s" },
    changes: { title: "C", statement: "t" },
    resolutions: { title: "current" },
    merged: { statement: "t" },
  },
  {
    name: "resolution mine takes my change",
    base: { title: "A" },
    current: { title: "B" },
    changes: { title: "C" },
    resolutions: { title: "mine" },
    merged: { title: "C" },
  },
  {
    name: "evidence_ids arrays compare in order",
    base: { evidence_ids: ["p1", "p2"] },
    current: { evidence_ids: ["p1", "p2", "p3"] },
    changes: { evidence_ids: ["p2", "p1"] },
    merged: {},
    conflicts: [{
      field: "evidence_ids",
      base: ["p1", "p2"],
      current: ["p1", "p2", "p3"],
      mine: ["p2", "p1"],
    }],
  },
  {
    name: "evidence_ids only mine changed are taken",
    base: { evidence_ids: ["p1"] },
    current: { evidence_ids: ["p1"] },
    changes: { evidence_ids: ["p1", "p4"] },
    merged: { evidence_ids: ["p1", "p4"] },
  },
  {
    name: "dossier_revisions maps compare regardless of key order",
    base: { dossier_revisions: { d1: 1, d2: 4 } },
    current: { dossier_revisions: { d2: 4, d1: 1 } },
    changes: { dossier_revisions: { d2: 5, d1: 1 } },
    merged: { dossier_revisions: { d2: 5, d1: 1 } },
  },
  {
    name: "dossier_revisions maps changed on both sides conflict as a whole",
    base: { dossier_revisions: { d1: 1 } },
    current: { dossier_revisions: { d1: 2 } },
    changes: { dossier_revisions: { d1: 1, d2: 1 } },
    merged: {},
    conflicts: [{
      field: "dossier_revisions",
      base: { d1: 1 },
      current: { d1: 2 },
      mine: { d1: 1, d2: 1 },
    }],
  },
  {
    name: "null is a value: setting a null field, clearing a field",
    base: { time_period: null, rationale: "r", note: "n" },
    current: { time_period: null, rationale: "r", note: null },
    changes: { time_period: "1850", rationale: null, note: null },
    merged: { time_period: "1850", rationale: null },
  },
  {
    name: "a field current cleared and mine edited is a conflict",
    base: { time_period: "1850" },
    current: { time_period: null },
    changes: { time_period: "1851" },
    merged: {},
    conflicts: [{ field: "time_period", base: "1850", current: null, mine: "1851" }],
  },
  {
    name: "a field absent from base and current is added",
    base: {},
    current: { title: "x" },
    changes: { review_needed: false },
    merged: { review_needed: false },
  },
  {
    name: "resolutions naming no conflict are ignored",
    base: { title: "A", statement: "s" },
    current: { title: "A", statement: "s" },
    changes: { title: "B" },
    resolutions: { title: "current", statement: "mine", nothing: "mine" },
    merged: { title: "B" },
  },
  {
    name: "a field named like an inherited property is merged as any other",
    base: { toString: "a" },
    current: { toString: "b" },
    changes: { toString: "c", constructor: "d" },
    merged: { constructor: "d" },
    conflicts: [{ field: "toString", base: "a", current: "b", mine: "c" }],
  },
  {
    name: "a body is one field unless named in sectionFields",
    base: { body: "# A\na\n# B\nb\n" },
    current: { body: "# A\na2\n# B\nb\n" },
    changes: { body: "# A\na\n# B\nb2\n" },
    merged: {},
    conflicts: [{
      field: "body",
      base: "# A\na\n# B\nb\n",
      current: "# A\na2\n# B\nb\n",
      mine: "# A\na\n# B\nb2\n",
    }],
  },
];

Deno.test("mergeChanges() follows the field rules (table)", () => {
  for (const c of CASES) {
    const result = mergeChanges(c.base, c.current, c.changes, c.resolutions);
    assert.deepEqual(result, { merged: c.merged, conflicts: c.conflicts ?? [] }, c.name);
  }
});

const base = {
  title: "Mills",
  body: "Intro.\n# Mills\nold mills\n## Sources\np1\n## Open questions\nq\n",
  evidence_ids: ["p1"],
};

Deno.test("mergeChanges() merges edits to different sections of a body cleanly", () => {
  const current = { ...base, body: base.body.replace("old mills", "current mills") };
  const changes = { body: base.body.replace("p1\n", "p1, p2\n"), evidence_ids: ["p1", "p2"] };
  assert.deepEqual(mergeChanges(base, current, changes, {}, BODY), {
    merged: {
      body: "Intro.\n# Mills\ncurrent mills\n## Sources\np1, p2\n## Open questions\nq\n",
      evidence_ids: ["p1", "p2"],
    },
    conflicts: [],
  });
});

Deno.test("mergeChanges() reports one conflict per section edited on both sides", () => {
  const current = { ...base, body: base.body.replace("old mills", "current mills") };
  const changes = {
    body: base.body.replace("old mills", "my mills").replace("Intro.", "My intro."),
    title: "Water mills",
  };
  assert.deepEqual(mergeChanges(base, current, changes, {}, BODY), {
    merged: { title: "Water mills" },
    conflicts: [{
      field: "body",
      section: "Mills",
      base: "# Mills\nold mills\n",
      current: "# Mills\ncurrent mills\n",
      mine: "# Mills\nmy mills\n",
    }],
  });
  const mine = mergeChanges(base, current, changes, { "body#Mills": "mine" }, BODY);
  assert.deepEqual(mine.conflicts, []);
  assert.equal(mine.merged.body, changes.body);
  const kept = mergeChanges(base, current, changes, { "body#Mills": "current" }, BODY);
  assert.equal(
    kept.merged.body,
    "My intro.\n# Mills\ncurrent mills\n## Sources\np1\n## Open questions\nq\n",
  );
});

Deno.test("mergeChanges() settles body sections by section key before the field key", () => {
  const b = { body: "# A\na\n# B\nb\n# C\nc\n" };
  const current = { body: "# A\nA1\n# B\nB1\n# C\nc\n" };
  const changes = { body: "# A\nA2\n# B\nB2\n# C\nC2\n" };
  const open = mergeChanges(b, current, changes, {}, BODY);
  assert.deepEqual(open.conflicts.map((c) => c.section), ["A", "B"]);
  assert.deepEqual(open.merged, {});
  const settled = mergeChanges(b, current, changes, { body: "mine", "body#B": "current" }, BODY);
  assert.deepEqual(settled, { merged: { body: "# A\nA2\n# B\nB1\n# C\nC2\n" }, conflicts: [] });
  const partly = mergeChanges(b, current, changes, { "body#A": "mine" }, BODY);
  assert.deepEqual(partly.conflicts.map((c) => c.section), ["B"]);
  assert.deepEqual(partly.merged, {}, "a body with an open conflict is not written");
});

Deno.test("mergeChanges() leaves the body out when every section resolves to current", () => {
  const b = { body: "# A\na\n" };
  const current = { body: "# A\nA1\n" };
  const changes = { body: "# A\nA2\n" };
  assert.deepEqual(mergeChanges(b, current, changes, { body: "current" }, BODY), {
    merged: {},
    conflicts: [],
  });
});

Deno.test("mergeChanges() keeps sections added by either side and places them", () => {
  const b = { body: "Intro\n# A\na\n# B\nb\n" };
  const current = { body: "Intro\n# A\na\n# Current new\nc\n# B\nb2\n" };
  const changes = { body: "Intro\n# Mine first\nm0\n# A\na\n# Mine new\nm\n# B\nb\n" };
  assert.deepEqual(mergeChanges(b, current, changes, {}, BODY), {
    merged: {
      body: "Intro\n# Mine first\nm0\n# A\na\n# Mine new\nm\n# Current new\nc\n# B\nb2\n",
    },
    conflicts: [],
  });
});

Deno.test("mergeChanges() places a section added without opening text after the other side's", () => {
  const b = { body: "# A\na\n" };
  const current = { body: "Current intro\n# A\na2\n" };
  const changes = { body: "# Top\nt\n# A\na\n" };
  assert.equal(
    mergeChanges(b, current, changes, {}, BODY).merged.body,
    "Current intro\n# Top\nt\n# A\na2\n",
  );
});

Deno.test("mergeChanges() removes a section one side removed and the other left alone", () => {
  const b = { body: "# A\na\n# B\nb\n# C\nc\n" };
  const current = { body: "# A\na2\n# B\nb\n# C\nc\n" };
  const changes = { body: "# A\na\n# C\nc\n" };
  assert.deepEqual(mergeChanges(b, current, changes, {}, BODY).merged, {
    body: "# A\na2\n# C\nc\n",
  });
  const removedByCurrent = mergeChanges(
    b,
    { body: "# A\na\n# C\nc2\n" },
    {
      body: "# A\na3\n# B\nb\n# C\nc\n",
    },
    {},
    BODY,
  );
  assert.deepEqual(removedByCurrent.merged, { body: "# A\na3\n# C\nc2\n" });
});

Deno.test("mergeChanges() makes removing a section the other side edited a conflict", () => {
  const b = { body: "# A\na\n# B\nb\n" };
  const current = { body: "# A\na\n# B\nb edited\n" };
  const changes = { body: "# A\na2\n" };
  const result = mergeChanges(b, current, changes, {}, BODY);
  assert.deepEqual(result.conflicts, [
    { field: "body", section: "B", base: "# B\nb\n", current: "# B\nb edited\n", mine: null },
  ]);
  assert.equal(
    mergeChanges(b, current, changes, { "body#B": "mine" }, BODY).merged.body,
    "# A\na2\n",
  );
  assert.equal(
    mergeChanges(b, current, changes, { "body#B": "current" }, BODY).merged.body,
    "# A\na2\n# B\nb edited\n",
  );
});

Deno.test("mergeChanges() makes a section both sides added differently a conflict", () => {
  const b = { body: "# A\na\n" };
  const current = { body: "# A\na\n# New\nfrom current\n" };
  const changes = { body: "# A\na\n# New\nfrom me\n" };
  assert.deepEqual(mergeChanges(b, current, changes, {}, BODY).conflicts, [
    {
      field: "body",
      section: "New",
      base: null,
      current: "# New\nfrom current\n",
      mine: "# New\nfrom me\n",
    },
  ]);
  const same = mergeChanges(b, current, { body: current.body }, {}, BODY);
  assert.deepEqual(same, { merged: {}, conflicts: [] });
});

Deno.test('mergeChanges() keys the opening text as section ""', () => {
  const b = { body: "intro\n# A\na\n" };
  const current = { body: "intro c\n# A\na\n# X\nx\n" };
  const changes = { body: "intro m\n# A\na\n" };
  const result = mergeChanges(b, current, changes, {}, BODY);
  assert.deepEqual(result.conflicts, [
    { field: "body", section: "", base: "intro\n", current: "intro c\n", mine: "intro m\n" },
  ]);
  assert.equal(
    mergeChanges(b, current, changes, { "body#": "mine" }, BODY).merged.body,
    "intro m\n# A\na\n# X\nx\n",
  );
});

Deno.test("mergeChanges() adds a newline where a merged section would run into the next", () => {
  const merge = (b: string, c: string, m: string) =>
    mergeChanges({ body: b }, { body: c }, { body: m }, {}, BODY).merged.body;
  // Mine's B ends the text without a newline; current's C follows it in the merge.
  assert.equal(
    merge("# A\na\n# B\nb\n", "# A\na\n# B\nb\n# C\nc\n", "# A\na\n# B\nb2"),
    "# A\na\n# B\nb2\n# C\nc\n",
  );
  // An empty section whose heading ends the text gets its line ending back.
  assert.equal(merge("# A\na\n# B\n", "# A\na\n# B\n# C\n", "# A\na2\n# B"), "# A\na2\n# B\n# C\n");
  assert.equal(
    merge("# A\r\na\r\n# B\r\n", "# A\r\na\r\n# B\r\n# C\r\n", "# A\r\na2\r\n# B"),
    "# A\r\na2\r\n# B\r\n# C\r\n",
  );
});

Deno.test("mergeChanges() follows the side that reordered sections", () => {
  const b = { body: "# A\na\n# B\nb\n# C\nc\n" };
  const current = { body: "# A\na2\n# B\nb\n# C\nc\n" };
  const reordered = { body: "# C\nc\n# A\na\n# B\nb\n" };
  assert.equal(
    mergeChanges(b, current, reordered, {}, BODY).merged.body,
    "# C\nc\n# A\na2\n# B\nb\n",
  );
  // Current reordered, mine edited: current's order stays.
  assert.equal(
    mergeChanges(b, reordered, { body: "# A\na\n# B\nb\n# C\nc3\n" }, {}, BODY).merged.body,
    "# C\nc3\n# A\na\n# B\nb\n",
  );
});

Deno.test("mergeChanges() makes the whole body one conflict when sections cannot express the merge", () => {
  const whole = (b: string, c: string, m: string, resolutions = {}) =>
    mergeChanges({ body: b }, { body: c }, { body: m }, resolutions, BODY);
  const expectWhole = (b: string, c: string, m: string, why: string) =>
    assert.deepEqual(
      whole(b, c, m),
      { merged: {}, conflicts: [{ field: "body", base: b, current: c, mine: m }] },
      why,
    );
  expectWhole("# A\na\n# B\nb\n", "# B\nb\n# A\na2\n", "# B\nb2\n# A\na\n#", "empty heading");
  expectWhole("# A\n1\n# A\n2\n", "# A\n1c\n# A\n2\n", "# A\n1\n# A\n2m\n", "duplicated heading");
  expectWhole(
    "# A\na\n# B\nb\n# C\nc\n",
    "# B\nb\n# A\na\n# C\nc2\n",
    "# A\na\n# C\nc\n# B\nb2\n",
    "both sides reordered differently",
  );
  assert.deepEqual(
    mergeChanges({ body: null }, { body: "# A\n" }, { body: "# B\n" }, {}, BODY).conflicts,
    [{ field: "body", base: null, current: "# A\n", mine: "# B\n" }],
    "a body that is not a string",
  );
  // Mine leaves a fence open in B; current adds C after it, which the fence would swallow.
  const b = "# A\na\n# B\nb\n";
  const c = "# A\na2\n# B\nb\n# C\nc\n";
  const m = "# A\na\n# B\n```\ncode\n";
  expectWhole(b, c, m, "unclosed fence before a section added by the other side");
  assert.deepEqual(whole(b, c, m, { body: "mine" }), { merged: { body: m }, conflicts: [] });
  assert.deepEqual(whole(b, c, m, { body: "current" }), { merged: {}, conflicts: [] });
});

Deno.test("mergeChanges() rejects resolution values other than current and mine", () => {
  const run = (resolutions: unknown) =>
    mergeChanges(
      { title: "A" },
      { title: "B" },
      { title: "C" },
      resolutions as Record<string, Resolution>,
    );
  assert.throws(() => run({ title: "theirs" }), {
    name: "UsageError",
    message: 'Cannot merge changes: resolution "theirs" for "title" must be "current" or "mine"',
  });
  // Checked even where no conflict is named: a typo must not pass silently.
  assert.throws(() => run({ nothing: "Mine" }), { name: "UsageError" });
  assert.throws(() => run({ title: null }), { name: "UsageError" });
  assert.throws(() => run(null), {
    name: "UsageError",
    message: "Cannot merge changes: resolutions must be an object, not null",
  });
  assert.throws(() => run(["mine"]), { name: "UsageError" });
});

function deepFreeze<T>(value: T): T {
  if (typeof value === "object" && value !== null) {
    for (const v of Object.values(value)) deepFreeze(v);
    Object.freeze(value);
  }
  return value;
}

Deno.test("mergeChanges() never mutates its inputs and returns copies", () => {
  const inputs = {
    base: { evidence_ids: ["p1"], dossier_revisions: { d1: 1 }, title: "A", body: "# A\na\n" },
    current: {
      evidence_ids: ["p1"],
      dossier_revisions: { d1: 2 },
      title: "B",
      body: "# A\na2\n# N\nn\n",
    },
    changes: {
      evidence_ids: ["p1", "p2"],
      dossier_revisions: { d1: 3 },
      title: "C",
      body: "# A\na\n# M\nm\n",
    },
    resolutions: { dossier_revisions: "mine" as Resolution },
  };
  const before = structuredClone(inputs);
  deepFreeze(inputs);
  const result = mergeChanges(
    inputs.base,
    inputs.current,
    inputs.changes,
    inputs.resolutions,
    BODY,
  );
  assert.deepEqual(inputs, before);
  assert.deepEqual(result.merged, {
    evidence_ids: ["p1", "p2"],
    dossier_revisions: { d1: 3 },
    body: "# A\na2\n# M\nm\n# N\nn\n",
  });
  assert.deepEqual(result.conflicts, [{ field: "title", base: "A", current: "B", mine: "C" }]);
  assert.notEqual(result.merged.evidence_ids, inputs.changes.evidence_ids);
  assert.notEqual(result.merged.dossier_revisions, inputs.changes.dossier_revisions);
  (result.merged.evidence_ids as string[]).push("p9");
  assert.deepEqual(inputs.changes.evidence_ids, ["p1", "p2"]);
});
