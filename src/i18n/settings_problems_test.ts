/**
 * The refusals of src/settings (and the names list of src/views/characters.ts) carry keys of
 * the server catalogue (`settings.*`): src/settings may not import the catalogues
 * (module_graph_test), so it writes the English text itself, and here the catalogue's English
 * template, filled with the refusal's values (nested messages too), must give that very text;
 * the German template of the same key must give a different, German text.
 *
 * @module
 */

import assert from "node:assert/strict";
import type { MessageRef } from "../errors.ts";
import { UsageError } from "../errors.ts";
import { parseIsbn } from "../settings/isbn.ts";
import { checkMergedPublication, checkPublication } from "../settings/publication.ts";
import { lineIssue, publicationFieldIssue } from "../settings/publication_fields.ts";
import { joinedProblems, type SettingProblem } from "../settings/setting_problem.ts";
import { checkThreshold, mergeThresholds } from "../settings/thresholds.ts";
import { parseNames } from "../views/characters.ts";
import { fillMessage } from "./keyed_message.ts";
import { SERVER_MESSAGES_DE } from "./server_messages_de.ts";
import { SERVER_MESSAGES_EN } from "./server_messages_en.ts";

type Table = Readonly<Record<string, string>>;

/** A ref worded from a table, nested refs first (as server/worded.ts does). */
function worded(ref: MessageRef, table: Table): string {
  assert.ok(Object.hasOwn(table, ref.key), ref.key);
  const values = Object.fromEntries(
    Object.entries(ref.values).map(([name, v]) =>
      typeof v === "object" && "text" in v
        ? [name, v.ref === undefined ? v.text : worded(v.ref, table)]
        : [name, v]
    ),
  );
  return fillMessage(table[ref.key], values);
}

function refusedNames(entries: string[]): SettingProblem {
  try {
    parseNames(entries);
  } catch (e) {
    assert.ok(e instanceof UsageError);
    return { message: e.message, ref: e.ref! };
  }
  throw new Error(`parseNames accepted ${entries}`);
}

function refusal<T extends { ok: boolean }>(result: T): SettingProblem {
  assert.equal(result.ok, false);
  return result as unknown as SettingProblem;
}

function issues(result: { ok: true } | { ok: false; issues: readonly SettingProblem[] }) {
  assert.equal(result.ok, false);
  return result.ok ? [] : result.issues;
}

const PROBLEMS: SettingProblem[] = [
  lineIssue("title", "A\nB", 500)!,
  lineIssue("title", "   ", 500)!,
  lineIssue("title", "x".repeat(501), 500)!,
  publicationFieldIssue("credits", "a\u0007b")!,
  publicationFieldIssue("year", "1066")!,
  ...["", "12a", "123", "ISBN-10 978-3-16-148410-0", "978316148410X", "977-3-16-148410-0"].map(
    (isbn) => publicationFieldIssue("isbn_print", isbn === "" ? " " : isbn)!,
  ),
  publicationFieldIssue("isbn_print", "978-3-16-148410-1")!,
  publicationFieldIssue("isbn_digital", "0-306-4061X-2")!,
  publicationFieldIssue("isbn_digital", "0-306-40615-3")!,
  refusal(parseIsbn("")),
  refusal(parseIsbn("9")),
  ...issues(checkPublication({ enabled: "yes", colour: "red", year: [1], edition: new Date(0) })),
  ...issues(checkPublication({ edition: {} })),
  ...issues(checkPublication("x")),
  ...issues(checkMergedPublication({ isbn_print: "0-306-40615-2" }, {
    isbn_digital: "978-0-306-40615-7",
  })),
  refusal(checkThreshold("fdr_method", "xx")),
  refusal(checkThreshold("z_mild", "2")),
  refusal(checkThreshold("z_mild", -1)),
  refusal(checkThreshold("fdr_q", 1)),
  refusal(checkThreshold("dim_score_threshold", 0)),
  refusal(checkThreshold("flag_min_severity", 4)),
  refusal(checkThreshold("min_chapters", 1)),
  refusal(mergeThresholds({ project: { z_mild: 4 } })),
  refusedNames([" "]),
  refusedNames(["=Anna"]),
  refusedNames(["a*=Anna"]),
  refusedNames(["(=Anna"]),
];

Deno.test("each settings refusal is its key's English template filled, and worded in German", () => {
  const keys = new Set<string>();
  for (const problem of PROBLEMS) {
    assert.equal(worded(problem.ref, SERVER_MESSAGES_EN), problem.message, problem.ref.key);
    const german = worded(problem.ref, SERVER_MESSAGES_DE);
    assert.notEqual(german, problem.message, problem.ref.key);
    keys.add(problem.ref.key);
  }
  // Every settings.* refusal key of the catalogue is reached (the notices are not refusals).
  const refusalKeys = Object.keys(SERVER_MESSAGES_EN).filter((k) =>
    k.startsWith("settings.") && !k.startsWith("settings.applied") && k !== "settings.joined"
  );
  const nestedKeys = (ref: MessageRef): string[] =>
    Object.values(ref.values).flatMap((v) =>
      typeof v === "object" && "ref" in v && v.ref ? [v.ref.key, ...nestedKeys(v.ref)] : []
    );
  for (const p of PROBLEMS) for (const k of nestedKeys(p.ref)) keys.add(k);
  assert.deepEqual(refusalKeys.filter((k) => !keys.has(k)), []);
});

Deno.test("joined problems keep '; ' in English and word each part", () => {
  const a = publicationFieldIssue("year", "1066")!;
  const b = publicationFieldIssue("isbn_print", "978-3-16-148410-1")!;
  const joined = joinedProblems([a, b, a]);
  assert.equal(joined.message, [a.message, b.message, a.message].join("; "));
  assert.equal(worded(joined.ref, SERVER_MESSAGES_EN), joined.message);
  assert.equal(
    worded(joined.ref, SERVER_MESSAGES_DE),
    "„publication.year“ muss ein Jahr von 1450 bis 2999 sein (vier Ziffern); " +
      "„publication.isbn_print“ ist keine gültige ISBN: die Prüfziffer ist 1, sollte aber 0 sein; " +
      "„publication.year“ muss ein Jahr von 1450 bis 2999 sein (vier Ziffern)",
  );
});
