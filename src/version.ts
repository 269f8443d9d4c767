/**
 * Product identity (SPEC 9.1).
 *
 * @module
 */

/** Tool name in every result's `meta.tool`. */
export const TOOL = "svc";
/** Current release. */
export const VERSION = "0.4.9";
