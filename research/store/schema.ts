/**
 * Research storage schemas (SPEC 9.7): which ones this release reads, and the first write that
 * opts an archive into each. Schemas only go up; reads, lists, reviews and previews never
 * write; nothing is migrated, stripped or relabelled.
 *
 * @module
 */

/** The highest storage schema this release reads and writes. */
export const MAX_SCHEMA = 9;

/** One row of SPEC 9.7's table. */
export interface SchemaInfo {
  readonly schema: number;
  readonly storage: string;
  readonly manifest: string;
  readonly first_written_by: string;
}

/** SPEC 9.7, one entry per schema. */
export const SCHEMAS: readonly SchemaInfo[] = [
  [1, "baseline records (init, sources with their versions and passages)"],
  [
    2,
    "authored revisions of dossiers, claims, evidence links, decisions; captures with origin_url; version-purge tombstones",
  ],
  [3, "structured reference-manager identity (context.external_reference)"],
  [
    4,
    "extraction provenance pdf-native/1 (native PDF capture, including explicitly allowed fallback) or ocr-local-cli/1 (local OCR engine)",
  ],
  [5, "first decision acknowledgement event"],
  [6, "first explicit causal relation write"],
  [7, "first successful manuscript link save with allow_retention true"],
  [8, "first source metadata revision (operation source_metadata)"],
  [
    9,
    "cleaned PDF text: extraction provenance pdf-native/2 or ocr-local-cli/2 (running heads and page numbers removed, line-end hyphens joined, paragraphs across page breaks with page_end)",
  ],
].map(([schema, text]) => ({
  schema: schema as number,
  storage: storageLabel(schema as number),
  manifest: manifestLabel(schema as number),
  first_written_by: text as string,
}));

/**
 * `research-local/N`.
 *
 * @example
 * ```ts
 * storageLabel(4); // "research-local/4"
 * ```
 */
export function storageLabel(schema: number): string {
  return `research-local/${schema}`;
}

/**
 * `research-manifest-local/N`.
 *
 * @example
 * ```ts
 * manifestLabel(1); // "research-manifest-local/1"
 * ```
 */
export function manifestLabel(schema: number): string {
  return `research-manifest-local/${schema}`;
}
