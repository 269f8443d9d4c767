/**
 * The page names stored values through label families (`kit.V("rs_confidence_", value)`): every
 * value the archive writes today has its label in the English research table, so the page never
 * falls back to showing a raw value for a current archive.
 */
import assert from "node:assert/strict";
import {
  ANCHOR_STATES,
  AUTHORED_KINDS,
  CONFIDENCES,
  EVIDENCE_RELATIONS,
} from "../../../research/mod.ts";
import { RESEARCH_EN } from "../../../src/report/labels/research/en.ts";
import type { ResearchLabelFamily } from "./client_core.ts";

const FAMILIES: ReadonlyArray<readonly [ResearchLabelFamily, readonly string[]]> = [
  ["rs_confidence_", CONFIDENCES],
  ["rs_relation_", EVIDENCE_RELATIONS],
  ["rs_ml_state_", ANCHOR_STATES],
  ["rs_kind_", AUTHORED_KINDS],
];

Deno.test("every stored value of a labelled family has its English label", () => {
  const keys = new Set(Object.keys(RESEARCH_EN));
  const missing = FAMILIES.flatMap(([family, values]) =>
    values.map((v) => family + v).filter((key) => !keys.has(key))
  );
  assert.deepEqual(missing, []);
});

Deno.test("every manuscript-link state has its short label too", () => {
  const keys = new Set(Object.keys(RESEARCH_EN));
  assert.deepEqual(ANCHOR_STATES.filter((s) => !keys.has(`rs_ml_state_${s}_short`)), []);
});
