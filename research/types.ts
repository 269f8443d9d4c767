/**
 * Shared shapes of the research archive: the commit line and its operations (what the log
 * stores), and the extraction result that ingest hands to the store. Every module of
 * `research/` speaks these types; field names are snake_case because they are stored and
 * served exactly as SPEC 2.7 spells them.
 *
 * Offsets (`start`, `end`) into extracted text are Unicode code points, `end` exclusive — the
 * unit SPEC 2.7 uses for manuscript anchors, so that a non-JavaScript client can cut a
 * passage out of the stored text without knowing UTF-16.
 *
 * @module
 */

/** A reference to an immutable content-addressed object under `objects/sha256/`. */
export interface ObjectRef {
  /** Lower-case hex SHA-256 of the object's bytes. */
  readonly sha256: string;
  /** Size in bytes. */
  readonly size: number;
}

/**
 * How the text of a source version was obtained; `image-structure/1` means no text at all: an
 * image whose PNG or JPEG structure was checked (`research/images/validate.ts`).
 */
export type ProvenanceMethod =
  | "text-utf8/1"
  | "html-text/1"
  | "pdf-native/1"
  | "pdf-native/2"
  | "ocr-local-cli/1"
  | "ocr-local-cli/2"
  | "image-structure/1";

/** Extraction provenance as stored with a source version. */
export interface Provenance {
  readonly method: ProvenanceMethod;
  /** Library or engine name and version (e.g. `unpdf 1.8.1`, `tesseract 5.3.0`). */
  readonly engine?: string;
  /** OCR only: tesseract language codes used, e.g. `["eng", "deu"]`. */
  readonly languages?: readonly string[];
  /** PDF only: number of pages. */
  readonly pages?: number;
  /** PDF only: 1-based pages whose text came from OCR. */
  readonly ocr_pages?: readonly number[];
  /** OCR only: mean word confidence (0-100) over all OCR'd words. */
  readonly mean_confidence?: number;
  /** OCR'd PDF only (method `ocr-local-cli/1`): the native text engine, `unpdf 1.8.1`. */
  readonly pdf_engine?: string;
  /** PDF only: the native text was kept for pages whose OCR failed (explicit opt-in). */
  readonly native_fallback?: boolean;
  /**
   * `pdf-native/2` and `ocr-local-cli/2`: what page cleaning changed (`page_clean.ts`), and
   * the object holding the raw page texts before it (`pdf-pages.json` among the attachments).
   */
  readonly cleaning?: Readonly<Record<string, unknown>>;
}

/** What a source is (`records/source_metadata.ts` lists them as `SOURCE_KINDS`). */
export type SourceKind =
  | "book"
  | "article"
  | "chapter"
  | "letter"
  | "newspaper"
  | "archival_record"
  | "web_page";

/** A source's metadata; every field is optional, an absent field is unknown. */
export interface SourceMetadata {
  readonly title?: string;
  /** Personal or corporate names as written, in order ("Kafka, Franz" or "Franz Kafka"). */
  readonly authors?: readonly string[];
  /** The date as written on the source: `1915`, `1848-03-18`, `1848–1849`, `c. 1850`. */
  readonly date?: string;
  readonly publisher?: string;
  readonly place?: string;
  /** http(s), checked, never fetched. */
  readonly url?: string;
  /** A language tag: `de`, `en-GB`. */
  readonly language?: string;
  readonly kind?: SourceKind;
}

/** One citable span of an extracted text (before ids are assigned). */
export interface PassageSpan {
  /** Code-point offset of the first character in the extracted text. */
  readonly start: number;
  /** Code-point offset one past the last character. */
  readonly end: number;
  /** 1-based page for PDF sources, null otherwise. */
  readonly page: number | null;
  /** Last page of a passage over a page break (absent when it lies on one page). */
  readonly page_end?: number;
  /** SHA-256 (hex) of the passage text's UTF-8 bytes. */
  readonly sha256: string;
}

/** What ingest extracts from one file's bytes, before anything is stored. */
export interface Extraction {
  /** Sniffed from the bytes, never from the name. */
  readonly media_type: "text/plain" | "text/markdown" | "text/html" | "application/pdf";
  /** The extracted text that passages point into (stored as its own object). */
  readonly text: string;
  readonly passages: readonly PassageSpan[];
  readonly provenance: Provenance;
  /** Runtime warnings for the ingest receipt (never archived). */
  readonly warnings: readonly string[];
  /** OCR output objects to keep beside the text (e.g. tesseract TSV per page). */
  readonly attachments?: readonly { readonly name: string; readonly bytes: Uint8Array }[];
  /** What the file says about itself (HTML meta, front matter, PDF Info/XMP); may be empty. */
  readonly metadata?: SourceMetadata;
}

/** Operation `init`: the first line of every log. */
export interface InitOp {
  readonly op: "init";
  readonly project_id: string;
  readonly title: string;
  readonly language: string;
}

/** Media types of retained images (SPEC 2.7 "Image": PNG or JPEG only). */
export type ImageMediaType = "image/png" | "image/jpeg";

/**
 * Operation `source_version`: one retained version of a source. An image version has no
 * `text` and no passages (images never enter search, textual analysis or comparison) and
 * carries its pixel size in `image`.
 */
export interface SourceVersionOp {
  readonly op: "source_version";
  readonly source_id: string;
  readonly version_id: string;
  /** 1 for a new source, then 2, 3, … */
  readonly version: number;
  readonly title: string;
  readonly filename: string;
  readonly media_type: Extraction["media_type"] | ImageMediaType;
  readonly bytes: ObjectRef;
  /** The extracted text; absent on image versions. */
  readonly text?: ObjectRef;
  /** Image versions only: the size from the checked header. */
  readonly image?: { readonly width: number; readonly height: number };
  readonly attachments?: readonly (ObjectRef & { readonly name: string })[];
  readonly context: Readonly<Record<string, unknown>>;
  /** Present only when given; its first write raises storage to schema 2. */
  readonly origin_url?: string;
  readonly retention: { readonly allowed: true; readonly at: string };
  readonly provenance: Provenance;
}

/** Operation `passage`: one citable span of a source version's text. */
export interface PassageOp {
  readonly op: "passage";
  readonly passage_id: string;
  readonly source_id: string;
  readonly version_id: string;
  /** 0-based position of the passage within its version. */
  readonly ordinal: number;
  readonly start: number;
  readonly end: number;
  readonly page: number | null;
  /** Last page of a passage over a page break (`pdf-native/2`, `ocr-local-cli/2`); absent otherwise. */
  readonly page_end?: number;
  readonly sha256: string;
}

/** The kinds of records an author writes (SPEC 2.7); each lives as a chain of revisions. */
export type AuthoredKind =
  | "dossier"
  | "claim"
  | "evidence_link"
  | "decision"
  | "claim_relation"
  | "manuscript_claim_link";

/** Why a revision after the first was made (SPEC 4.3 `change_kind`). */
export type ChangeKind = "correction" | "supersession";

/**
 * Operation `revision`: one immutable revision of an authored record. Revision 1 creates the
 * record; every revision stores the full record, never a delta, so a reader needs no earlier
 * line to show it. The record's fields are those of its kind (see `research/records/`).
 */
export interface RevisionOp {
  readonly op: "revision";
  readonly kind: AuthoredKind;
  readonly record_id: string;
  /** 1, 2, 3, … without gaps. */
  readonly revision: number;
  readonly record: Readonly<Record<string, unknown>>;
  /** Absent on revision 1. */
  readonly change_kind?: ChangeKind;
  /** Absent on revision 1. */
  readonly reason?: string;
}

/** Operation `event`: a decision acknowledgement (SPEC 3; first one raises schema to 5). */
export interface EventOp {
  readonly op: "event";
  readonly event: "decision_acknowledgement";
  readonly decision_id: string;
  readonly decision_revision: number;
  readonly dossier_id: string;
  readonly dossier_revision: number;
  readonly status: "applied" | "review_needed";
  readonly note?: string;
}

/**
 * Operation `tombstone`: a source version is withdrawn (its bytes stay) or purged (its bytes
 * are removed after this line is durable). The first purge raises storage to schema 2.
 */
export interface TombstoneOp {
  readonly op: "tombstone";
  readonly action: "withdraw" | "purge";
  readonly source_id: string;
  readonly version_id: string;
  readonly reason: string;
}

/**
 * Operation `source_metadata`: one revision of a source's bibliographic metadata (SPEC 9.7
 * schema 8). Revision 1 comes with an ingest that knows more than a title; later revisions are
 * guarded corrections. Each stores the full metadata, never a delta.
 */
export interface SourceMetadataOp {
  readonly op: "source_metadata";
  readonly source_id: string;
  /** 1, 2, 3, … without gaps, per source. */
  readonly revision: number;
  readonly metadata: SourceMetadata;
  /** Absent on revision 1. */
  readonly change_kind?: ChangeKind;
  /** Absent on revision 1. */
  readonly reason?: string;
}

/** Every operation this release writes. Later archive issues add their kinds here. */
export type Op =
  | InitOp
  | SourceVersionOp
  | PassageOp
  | RevisionOp
  | EventOp
  | TombstoneOp
  | SourceMetadataOp;

/** One line of `log/commits.jsonl`. */
export interface Commit {
  readonly commit: number;
  /** `sha256` of the previous commit; 64 zeros for commit 1. */
  readonly prev: string;
  /** Storage schema this commit needs (1-8). */
  readonly schema: number;
  readonly at: string;
  readonly actor: string;
  readonly tool: string;
  readonly ops: readonly Op[];
  readonly sha256: string;
}
