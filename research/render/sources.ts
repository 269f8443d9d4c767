/**
 * Readable renderings of the source list (`svc research sources --format text|md`). In the
 * Markdown table every cell goes through {@linkcode markdownCell}; a title comes from the
 * source and is inert data, so its Markdown and HTML are escaped too. The `availability`
 * column is the latest version's, as the JSON says it (`available`, `withdrawn`, `purged`), so
 * a withdrawn version is never listed as if it could be cited. The closing line prints the
 * whole snapshot, which a reader can paste back as `--expected-snapshot`.
 *
 * @module
 */

import { markdownCell } from "../../src/codec/markdown_cell.ts";
import { type RenderTextOptions, sayIn, TEXT_EN } from "../views/text.ts";

interface Row {
  readonly source_id: string;
  readonly title: string;
  readonly versions: number;
  readonly latest_version: {
    readonly media_type: string;
    readonly passages: number;
    readonly filename: string;
    readonly availability: string;
  };
}

/**
 * Renders `research-sources-local/1` as plain text or a Markdown table.
 *
 * @example
 * ```ts
 * import { listSources } from "../api/project.ts";
 * renderSources({ sources: [], snapshot: "0123456789abcdef" }, "text");
 * // "source  versions  type  passages  availability  title\n\n0 sources · snapshot 0123456789abcdef\n"
 * renderSources(await listSources("/tmp/ledger"), "md"); // a Markdown table, one row a source
 * ```
 *
 * The wording is English unless `options.text` gives another language's.
 */
export function renderSources(
  envelope: Record<string, unknown>,
  format: "text" | "md",
  options: RenderTextOptions = {},
): string {
  const t = options.text ?? TEXT_EN;
  const rows = envelope.sources as Row[];
  const head = [
    t.sources_source,
    t.sources_versions,
    t.sources_type,
    t.sources_passages,
    t.sources_availability,
    t.sources_title,
  ];
  const title = head.length - 1;
  const cells = rows.map((r) => [
    r.source_id,
    String(r.versions),
    r.latest_version.media_type,
    String(r.latest_version.passages),
    r.latest_version.availability,
    r.title,
  ]);
  const closing = sayIn(t)("sources_footer", {
    n: rows.length,
    snapshot: String(envelope.snapshot),
  });
  if (format === "md") {
    const esc = (s: string, i: number) => markdownCell(s, { escapeMarkup: i === title });
    return [
      `| ${head.join(" | ")} |`,
      `| ${head.map(() => "---").join(" | ")} |`,
      ...cells.map((c) => `| ${c.map(esc).join(" | ")} |`),
      "",
      closing,
      "",
    ].join("\n");
  }
  const widths = head.map((h, i) =>
    Math.max([...h].length, ...cells.map((c) => (i === title ? 0 : [...c[i]].length)))
  );
  const line = (c: string[]) =>
    c.map((v, i) => (i === title ? v : v.padEnd(widths[i]))).join("  ").trimEnd();
  return [line(head), ...cells.map(line), "", closing, ""].join("\n");
}
