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
  constructor(message: string, retryAfter: number) {
    super(message);
    this.retryAfter = retryAfter;
  }
}
