import assert from "node:assert/strict";
import { UsageError } from "../errors.ts";
import { fillMessage, keyedMessage, wordedWarning } from "./keyed_message.ts";
import { messages } from "./messages.ts";
import { RESEARCH_ERRORS_DE, RESEARCH_TERMS_DE } from "./research_errors_de.ts";
import { RESEARCH_ERRORS_EN, RESEARCH_TERMS_EN } from "./research_errors_en.ts";
import { RESEARCH_TEXT_DE } from "./research_text_de.ts";
import { RESEARCH_TEXT_EN } from "./research_text_en.ts";
import { SERVER_MESSAGES_DE } from "./server_messages_de.ts";
import { SERVER_MESSAGES_EN } from "./server_messages_en.ts";
import { checkRefmanApiUrl } from "../settings/refman_config.ts";
import { addMarker, resolveMarker } from "../document/markers.ts";

const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();

for (
  const [name, en, de] of [
    ["research errors", RESEARCH_ERRORS_EN, RESEARCH_ERRORS_DE],
    ["research text views", RESEARCH_TEXT_EN, RESEARCH_TEXT_DE],
    ["research terms", RESEARCH_TERMS_EN, RESEARCH_TERMS_DE],
    ["server messages", SERVER_MESSAGES_EN, SERVER_MESSAGES_DE],
  ] as const
) {
  Deno.test(`German ${name} have exactly the English keys and placeholders`, () => {
    const enTable: Readonly<Record<string, string>> = en;
    const deTable: Readonly<Record<string, string>> = de;
    assert.deepEqual(Object.keys(deTable).sort(), Object.keys(enTable).sort());
    for (const key of Object.keys(enTable)) {
      assert.deepEqual(placeholders(deTable[key]), placeholders(enTable[key]), key);
    }
  });
}

Deno.test("fillMessage fills values once, looks terms up and leaves unknown placeholders", () => {
  assert.equal(
    fillMessage("{kind} {id}: {x}", { kind: { term: "claim" }, id: "{x}" }, RESEARCH_TERMS_DE),
    "Behauptung {x}: {x}",
  );
  assert.equal(fillMessage("{kind}", { kind: { term: "unknown_kind" } }), "unknown_kind");
});

Deno.test("a keyed error is worded per interface language; an unkeyed one keeps its message", () => {
  const ref = { key: "revise.no_revision", values: { kind: { term: "claim" }, id: "clm_1" } };
  const keyed = new UsageError("English text", {
    ref: { ...ref, values: { ...ref.values, revision: 9, latest: 2 } },
  });
  assert.equal(
    keyedMessage(keyed, messages("de")),
    "Behauptung clm_1 hat keine Revision 9 (neueste 2)",
  );
  assert.equal(
    keyedMessage(keyed, messages("en")),
    "The claim clm_1 has no revision 9 (latest 2)",
  );
  assert.equal(keyedMessage(new UsageError("plain"), messages("de")), undefined);
  const unknown = new UsageError("x", { ref: { key: "no.such.key", values: {} } });
  assert.equal(keyedMessage(unknown, messages("de")), undefined);
});

Deno.test("wordedWarning refills every English warning template in German, other lines as they are", () => {
  const de = messages("de");
  const keys = Object.keys(RESEARCH_ERRORS_EN).filter((k) => k.startsWith("warn."));
  assert.equal(keys.length, 4);
  for (const key of keys as (keyof typeof RESEARCH_ERRORS_EN)[]) {
    const values = Object.fromEntries(
      placeholders(RESEARCH_ERRORS_EN[key]).map((name, i) => [name, `v${i} (x)`]),
    );
    const english = fillMessage(RESEARCH_ERRORS_EN[key], values);
    assert.equal(wordedWarning(english, de), fillMessage(RESEARCH_ERRORS_DE[key], values), key);
    assert.equal(wordedWarning(english, messages("en")), english, key);
  }
  assert.equal(wordedWarning("Some other warning", de), "Some other warning");
});

Deno.test("a message nested in another is worded in the same language", () => {
  const inner = { key: "field.blank", values: { field: "title" } };
  const outer = new UsageError('Operation 2: "title" must not be blank', {
    ref: { key: "batch.operation", values: { n: 2, error: { text: "x", ref: inner } } },
  });
  assert.equal(keyedMessage(outer, messages("de")), "Operation 2: „title“ darf nicht leer sein");
  assert.equal(keyedMessage(outer, messages("en")), 'Operation 2: "title" must not be blank');
  const plain = { key: "batch.operation", values: { n: 1, error: { text: "free text" } } };
  assert.equal(
    keyedMessage(new UsageError("", { ref: plain }), messages("de")),
    "Operation 1: free text",
  );
});

Deno.test("errors made outside src/i18n carry a key whose English template gives their message", () => {
  // src/settings and src/document may not import the catalogues (module_graph_test), so
  // they write the English text and its key; the catalogue must give the same text.
  const cases: [{ message: string; ref?: { key: string; values: Record<string, string> } }][] = [
    [checkRefmanApiUrl("ftp://x/", "SVC_REFMAN_API_URL") as never],
    [checkRefmanApiUrl("zotero", "refman.api_url") as never],
    [checkRefmanApiUrl("http://u:p@x/", "refman.api_url") as never],
  ];
  for (const [refused] of cases) {
    const key = refused.ref!.key as keyof typeof RESEARCH_ERRORS_EN;
    assert.equal(fillMessage(RESEARCH_ERRORS_EN[key], refused.ref!.values), refused.message);
  }
  const markerErrors: unknown[] = [];
  for (
    const attempt of [
      () => resolveMarker("text\n", "m-0000000z"),
      () => resolveMarker("text\n", "m-00000000"),
      () => addMarker("text\n", { kind: "todo", line: 9, note: "" }),
      () => addMarker("text\n", { kind: "bad kind!", line: 1, note: "" }),
      () => addMarker("text\n", { kind: "todo", line: 1, note: "a -- b" }),
      () => addMarker("<!--\nx\n-->\n", { kind: "todo", line: 2, note: "" }),
      () => addMarker("```\nx\n```\n", { kind: "todo", line: 2, note: "" }),
    ]
  ) {
    try {
      attempt();
    } catch (e) {
      markerErrors.push(e);
    }
  }
  assert.equal(markerErrors.length, 7);
  for (const e of markerErrors as UsageError[]) {
    const key = e.ref!.key as keyof typeof SERVER_MESSAGES_EN;
    assert.ok(Object.hasOwn(SERVER_MESSAGES_EN, key), key);
    const values = e.ref!.values as Record<string, string | number>;
    assert.equal(fillMessage(SERVER_MESSAGES_EN[key], values), e.message, key);
  }
});
