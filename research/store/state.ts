/**
 * The archive's current state, replayed from the log's commits. Replay is the only way state
 * is made: nothing is read from the derived index, so the log alone is the truth.
 *
 * @module
 */

import type {
  AuthoredKind,
  Commit,
  EventOp,
  InitOp,
  PassageOp,
  RevisionOp,
  SourceMetadataOp,
  SourceVersionOp,
  TombstoneOp,
} from "../types.ts";

/** A source version with where it was committed. */
export interface VersionState extends SourceVersionOp {
  readonly commit: number;
  readonly at: string;
  readonly actor: string;
  /** Passage ids in order. */
  readonly passage_ids: string[];
}

/** A source with all its versions, oldest first. */
export interface SourceState {
  readonly source_id: string;
  readonly versions: VersionState[];
}

/** A passage with where it was committed. */
export interface PassageState extends PassageOp {
  readonly commit: number;
}

/** One revision of an authored record with where it was committed. */
export interface RevisionState extends RevisionOp {
  readonly commit: number;
  readonly at: string;
  readonly actor: string;
}

/** An authored record: its revisions, oldest first (index = revision - 1). */
export interface RecordState {
  readonly kind: AuthoredKind;
  readonly record_id: string;
  readonly revisions: RevisionState[];
}

/** A decision acknowledgement event with where it was committed. */
export interface EventState extends EventOp {
  readonly commit: number;
  readonly at: string;
  readonly actor: string;
}

/** A tombstone with where it was committed. */
export interface TombstoneState extends TombstoneOp {
  readonly commit: number;
  readonly at: string;
  readonly actor: string;
}

/** A source metadata revision with where it was committed. */
export interface SourceMetadataState extends SourceMetadataOp {
  readonly commit: number;
  readonly at: string;
  readonly actor: string;
}

/** Everything replayed from the log. */
export interface ArchiveState {
  readonly init: InitOp & { readonly at: string };
  readonly sources: Map<string, SourceState>;
  readonly versions: Map<string, VersionState>;
  readonly passages: Map<string, PassageState>;
  /** Authored records by id, in creation order. */
  readonly records: Map<string, RecordState>;
  /** Decision acknowledgements in commit order. */
  readonly events: EventState[];
  /** Tombstones by version id, oldest first (a withdrawn version may later be purged). */
  readonly tombstones: Map<string, TombstoneState[]>;
  /** Metadata revisions by source id, oldest first (index = revision - 1). */
  readonly metadata: Map<string, SourceMetadataState[]>;
  /** Number of the last commit (0 for none). */
  commit: number;
  /** `sha256` of the last commit: the snapshot. */
  head: string | null;
  /** Highest schema any commit needed. */
  schema: number;
  /** `sha256` of every commit, in order (index = commit number - 1). */
  readonly hashes: string[];
}

/**
 * An empty state, before the init commit.
 *
 * @example
 * ```ts
 * emptyState().commit; // 0
 * ```
 */
export function emptyState(): ArchiveState {
  return {
    init: { op: "init", project_id: "", title: "", language: "", at: "" },
    sources: new Map(),
    versions: new Map(),
    passages: new Map(),
    records: new Map(),
    events: [],
    tombstones: new Map(),
    metadata: new Map(),
    commit: 0,
    head: null,
    schema: 1,
    hashes: [],
  };
}

/**
 * Applies commits in order to `state` (mutating it) and returns it.
 *
 * @example
 * ```ts
 * import { readLog } from "./log.ts";
 * const log = await readLog("/tmp/ledger/svc-research/log/commits.jsonl");
 * const state = applyCommits(emptyState(), log.commits);
 * state.commit === log.commits.length; // true
 * ```
 */
export function applyCommits(state: ArchiveState, commits: readonly Commit[]): ArchiveState {
  for (const c of commits) {
    for (const op of c.ops) {
      switch (op.op) {
        case "init":
          (state as { init: ArchiveState["init"] }).init = { ...op, at: c.at };
          break;
        case "source_version": {
          const v: VersionState = {
            ...op,
            commit: c.commit,
            at: c.at,
            actor: c.actor,
            passage_ids: [],
          };
          state.versions.set(op.version_id, v);
          let s = state.sources.get(op.source_id);
          if (!s) {
            s = { source_id: op.source_id, versions: [] };
            state.sources.set(op.source_id, s);
          }
          s.versions.push(v);
          break;
        }
        case "passage":
          state.passages.set(op.passage_id, { ...op, commit: c.commit });
          state.versions.get(op.version_id)?.passage_ids.push(op.passage_id);
          break;
        case "revision": {
          let r = state.records.get(op.record_id);
          if (!r) {
            r = { kind: op.kind, record_id: op.record_id, revisions: [] };
            state.records.set(op.record_id, r);
          }
          r.revisions.push({ ...op, commit: c.commit, at: c.at, actor: c.actor });
          break;
        }
        case "event":
          state.events.push({ ...op, commit: c.commit, at: c.at, actor: c.actor });
          break;
        case "tombstone": {
          const list = state.tombstones.get(op.version_id) ?? [];
          list.push({ ...op, commit: c.commit, at: c.at, actor: c.actor });
          state.tombstones.set(op.version_id, list);
          break;
        }
        case "source_metadata": {
          const list = state.metadata.get(op.source_id) ?? [];
          list.push({ ...op, commit: c.commit, at: c.at, actor: c.actor });
          state.metadata.set(op.source_id, list);
          break;
        }
      }
    }
    state.commit = c.commit;
    state.head = c.sha256;
    state.hashes.push(c.sha256);
    if (c.schema > state.schema) state.schema = c.schema;
  }
  return state;
}

/**
 * The latest version of a source.
 *
 * @example
 * ```ts
 * declare const source: SourceState;
 * latestVersion(source).version === source.versions.length; // true
 * ```
 */
export function latestVersion(source: SourceState): VersionState {
  return source.versions[source.versions.length - 1];
}

/**
 * The latest revision of an authored record.
 *
 * @example
 * ```ts
 * declare const record: RecordState;
 * latestRevision(record).revision === record.revisions.length; // true
 * ```
 */
export function latestRevision(record: RecordState): RevisionState {
  return record.revisions[record.revisions.length - 1];
}

/**
 * The latest acknowledgement of each (decision, dossier) pair, keyed `decision_id dossier_id`.
 *
 * @example
 * ```ts
 * declare const state: ArchiveState, decisionId: string, dossierId: string;
 * latestAcknowledgements(state).get(`${decisionId} ${dossierId}`)?.status; // "applied", …
 * ```
 */
export function latestAcknowledgements(
  state: ArchiveState,
): Map<string, ArchiveState["events"][number]> {
  const out = new Map<string, ArchiveState["events"][number]>();
  for (const e of state.events) out.set(`${e.decision_id} ${e.dossier_id}`, e);
  return out;
}
