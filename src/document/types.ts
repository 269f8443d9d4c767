/**
 * The manuscript model: what a Markdown manuscript becomes before any word is counted.
 * Line numbers are 1-based source lines of the file as given (after a BOM is dropped).
 *
 * @module
 */

/** A work marker: an HTML comment `<!-- svc:KIND m-XXXXXXXX NOTE -->` in the manuscript. */
export interface Marker {
  /** `m-` followed by 8 lower-case hex digits. */
  readonly id: string;
  /** Marker kind, e.g. `todo`, `pruefen`. */
  readonly kind: string;
  /** Free text after the id; may be empty. */
  readonly note: string;
  /** 1-based source line where the comment starts. */
  readonly line: number;
}

/** One paragraph of prose, as displayed (comments and Markdown emphasis removed). */
export interface Paragraph {
  /** Displayed text: the paragraph's source lines joined by one space. */
  readonly text: string;
  /** First and last source line (1-based, inclusive). */
  readonly startLine: number;
  readonly endLine: number;
  /** 0-based scene index inside the chapter (explicit scene dividers before it). */
  readonly scene: number;
  /**
   * Present (true) when the first line opened with a Markdown `- ` list marker, which the
   * displayed text no longer shows: dash dialogue in languages that write speech that way.
   */
  readonly listDash?: true;
}

/** One chapter: a level-two heading and the prose up to the next one. */
export interface Chapter {
  /** 1-based chapter number, identical in every module. */
  readonly number: number;
  /** Heading text without the marker; "" for an implicit chapter (no heading at all). */
  readonly title: string;
  /** Source line of the heading; for an implicit chapter the first line of the text. */
  readonly headingLine: number;
  /** Last source line that belongs to the chapter. */
  readonly endLine: number;
  readonly paragraphs: readonly Paragraph[];
  /** Number of explicit scene dividers inside the chapter. */
  readonly sceneBreaks: number;
}

/** A parsed manuscript. */
export interface Document {
  /** Text of the first level-one heading, if any. */
  readonly title: string | null;
  readonly chapters: readonly Chapter[];
  /** Every work marker in the file, including front matter and appendix, in line order. */
  readonly markers: readonly Marker[];
  /** Source line where the appendix heading stands, or null. */
  readonly appendixLine: number | null;
  /** Number of source lines, as an editor counts them (`addMarker` accepts 1..lineCount+1). */
  readonly lineCount: number;
}

/** Corpus settings that shape parsing. */
export interface ParseOptions {
  /** Line prefix that starts a chapter. Default `"## "`. */
  readonly chapterMarker?: string;
  /** Heading title (after the chapter marker) that starts the appendix. */
  readonly appendixMarker?: string;
}

/** Default chapter marker (SPEC 2.1). */
export const DEFAULT_CHAPTER_MARKER = "## ";
/** Default appendix heading title (SPEC 2.1). */
export const DEFAULT_APPENDIX_MARKER = "Anmerkungen und Literaturverzeichnis";
