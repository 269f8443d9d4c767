/**
 * Errors of the research archive that callers tell apart by a stable `code`: a stale guard
 * (HTTP 409 `stale-archive`, CLI exit 1) and a writer lock held too long by another process
 * (HTTP 503 with `Retry-After`).
 *
 * @module
 */

import { ConflictError, ProcessingError, type SvcErrorOptions } from "../src/errors.ts";

/** A guard (snapshot, revision, project id, source digest) no longer matches the archive. */
export class StaleArchiveError extends ConflictError {
  /** Machine-readable code served with HTTP 409 (SPEC 7). */
  readonly code = "stale-archive";
  /**
   * @example
   * ```ts
   * const error = new StaleArchiveError("The archive changed since snapshot 3f2a…");
   * error.code; // "stale-archive"
   * ```
   */
  constructor(message: string, options?: SvcErrorOptions) {
    super(message, options);
  }
}

/** Another process holds the archive's write lock longer than the caller may wait. */
export class ArchiveBusyError extends ProcessingError {
  /** Seconds a client should wait before trying again. */
  readonly retryAfter: number;
  /**
   * @example
   * ```ts
   * const error = new ArchiveBusyError("The archive is busy", 2);
   * error.retryAfter; // 2
   * ```
   */
  constructor(message: string, retryAfter: number, options?: SvcErrorOptions) {
    super(message, options);
    this.retryAfter = retryAfter;
  }
}

/** The existing source a {@linkcode DuplicateSourceError} names. */
export interface ExistingSource {
  readonly source_id: string;
  readonly version_id: string;
  readonly version: number;
  readonly title: string;
}

/**
 * The same bytes are already archived as another source's version, and the caller did not say
 * whether they are a new version of it or a separate source (HTTP 409 `duplicate-source`
 * with `existing`, CLI exit 1). Nothing was written.
 */
export class DuplicateSourceError extends ConflictError {
  /** Machine-readable code served with HTTP 409. */
  readonly code = "duplicate-source";
  /** The source version that holds these bytes. */
  readonly existing: ExistingSource;
  /**
   * @example
   * ```ts
   * const existing = { source_id: "src_1", version_id: "ver_1", version: 1, title: "Letters" };
   * const error = new DuplicateSourceError("Already archived", existing);
   * error.existing.source_id; // "src_1"
   * ```
   */
  constructor(message: string, existing: ExistingSource, options?: SvcErrorOptions) {
    super(message, options);
    this.existing = existing;
  }
}

/**
 * A file that is no source the archive can read: empty, a binary or unsupported format, or
 * text that is not UTF-8 (CLI exit 1, HTTP 400). Batches list such files as skipped
 * (`unsupported`) instead of failed.
 */
export class UnsupportedSourceError extends ProcessingError {
  /**
   * @example
   * ```ts
   * new UnsupportedSourceError(`Cannot ingest "a.zip": unsupported type (ZIP archive)`).kind;
   * // "processing"
   * ```
   */
  constructor(message: string, options?: SvcErrorOptions) {
    super(message, options);
  }
}
