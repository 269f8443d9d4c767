/**
 * Readable renderings of the source list (`svc research sources --format text|md`).
 *
 * @module
 */

interface Row {
  readonly source_id: string;
  readonly title: string;
  readonly versions: number;
  readonly latest_version: {
    readonly media_type: string;
    readonly passages: number;
    readonly filename: string;
  };
}

/**
 * Renders `research-sources-local/1` as plain text or a Markdown table.
 *
 * @example
 * ```ts
 * import { listSources } from "../api/project.ts";
 * renderSources({ sources: [], snapshot: "0123456789abcdef" }, "text");
 * // "source  versions  type  passages  title\n\n0 sources · snapshot 0123456789ab\n"
 * renderSources(await listSources("/tmp/ledger"), "md"); // a Markdown table, one row a source
 * ```
 */
export function renderSources(envelope: Record<string, unknown>, format: "text" | "md"): string {
  const rows = envelope.sources as Row[];
  const head = ["source", "versions", "type", "passages", "title"];
  const cells = rows.map((r) => [
    r.source_id,
    String(r.versions),
    r.latest_version.media_type,
    String(r.latest_version.passages),
    r.title,
  ]);
  if (format === "md") {
    const esc = (s: string) => s.replace(/\|/g, "\\|").replace(/[\r\n]+/g, " ");
    return [
      `| ${head.join(" | ")} |`,
      `| ${head.map(() => "---").join(" | ")} |`,
      ...cells.map((c) => `| ${c.map(esc).join(" | ")} |`),
      "",
      `${rows.length} sources · snapshot ${String(envelope.snapshot).slice(0, 12)}`,
      "",
    ].join("\n");
  }
  const widths = head.map((h, i) =>
    Math.max(h.length, ...cells.map((c) => (i === 4 ? 0 : [...c[i]].length)))
  );
  const line = (c: string[]) =>
    c.map((v, i) => (i === 4 ? v : v.padEnd(widths[i]))).join("  ").trimEnd();
  return [
    line(head),
    ...cells.map(line),
    "",
    `${rows.length} sources · snapshot ${String(envelope.snapshot).slice(0, 12)}`,
    "",
  ].join("\n");
}
