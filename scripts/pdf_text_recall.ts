/**
 * Issue 24's measure of PDF text cleaning: for each corpus novel (or the Markdown files given),
 * the svc book PDF (`svc pdf FILE --layout book`) is ingested into a fresh archive and its
 * passages compared with the Markdown it was made from:
 * - passages, and those that are only a page number or a running head, before cleaning (the
 *   `pdf-native/1` split: page by page, nothing removed) and after;
 * - word-sequence (bigram) recall against the Markdown (`research/testing/pdf_text_measure.ts`);
 * - words broken at a line end in the PDF, and how many of them search finds in the passage
 *   that holds them, in the form the Markdown spells them (query: the word with its
 *   neighbours, as a phrase, then as words; a hit counts when its pages include the page of
 *   the break and its text holds the word in that form). Counted apart: breaks the layout
 *   made (the Markdown spells the word only joined: it must come back joined), compounds the
 *   Markdown spells only with a hyphen (it must come back with it) and words it spells both
 *   ways (either form counts).
 *
 * Each novel is laid out in its corpus folder's language (`--language`; a file elsewhere
 * takes `--language` of this script, else `auto`): the analysis default is English, whose
 * patterns would break French, Italian or Portuguese words where they may not break.
 * The table of the ten corpus novels is in `scripts/pdf_text_recall_results.md`.
 *
 * Usage: deno run -A scripts/pdf_text_recall.ts [--json] [--language CODE] [FILE.md …]
 *
 * @module
 */

import { join } from "node:path";
import { parseArgs } from "node:util";
import { fileURLToPath } from "node:url";
import { ingest, init, search } from "../research/mod.ts";
import { pdfNativePages } from "../research/ingest/pdf.ts";
import { joinPages } from "../research/ingest/passages.ts";
import {
  bigramRecall,
  brokenWords,
  furniturePassages,
  markdownText,
  words,
} from "../research/testing/pdf_text_measure.ts";
import { CORPUS_LANGUAGES, corpusFiles } from "../testing/corpus.ts";

const { values, positionals } = parseArgs({
  args: Deno.args,
  options: { json: { type: "boolean", default: false }, language: { type: "string" } },
  allowPositionals: true,
});
// A corpus novel is laid out in its folder's language (the analysis default is English, whose
// hyphenation patterns would break French, Italian or Portuguese words where they may not break).
const files = positionals.length
  ? positionals.map((file) => ({ file, language: values.language ?? folderLanguage(file) }))
  : corpusFiles().map((f) => ({ file: fileURLToPath(f.path), language: f.language }));
const cli = fileURLToPath(new URL("../cli.ts", import.meta.url));
const rows: Record<string, unknown>[] = [];

for (const { file, language } of files) {
  const started = performance.now();
  const dir = await Deno.makeTempDir({ prefix: "svc-pdf-recall-" });
  try {
    const pdf = join(dir, "book.pdf");
    const made = await new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", cli, "pdf", file, "--layout", "book", "--language", language, "-o", pdf],
      stdout: "null",
      stderr: "piped",
    }).output();
    if (!made.success) throw new Error(new TextDecoder().decode(made.stderr));
    const bytes = await Deno.readFile(pdf);

    const raw = await pdfNativePages(bytes, "book.pdf");
    const old = joinPages(raw);
    const oldTexts = old.passages.map((p) => Array.from(old.text).slice(p.start, p.end).join(""));
    const before = furniturePassages(oldTexts);

    const root = join(dir, "project");
    await Deno.mkdir(root);
    await init(root, { title: "recall" });
    const receipt = await ingest(root, {
      bytes,
      filename: "book.pdf",
      allowRetention: true,
      env: {},
    });
    const passages = await passagesOf(root, receipt.version_id as string);
    const byId = new Map(passages.map((p) => [p.id, p]));
    const after = furniturePassages(passages.map((p) => p.text));
    const reference = words(markdownText(await Deno.readTextFile(file)));
    const got = words(passages.map((p) => p.text).join("\n\n"));
    const recall = bigramRecall(reference, got);

    const spelled = spellings(markdownText(await Deno.readTextFile(file)));
    const broken = brokenWords(raw);
    const tally = { layout: [0, 0], compound: [0, 0], either: [0, 0], unknown: 0 };
    const missed: string[] = [];
    for (const b of broken) {
      const joined = (b.left + b.right).toLowerCase();
      const hyphened = `${b.left}-${b.right}`.toLowerCase();
      const asJoined = spelled.get(joined) ?? 0, asHyphened = spelled.get(hyphened) ?? 0;
      // A break the layout made comes back joined; a compound the Markdown spells with a
      // hyphen comes back with it; a word the Markdown spells both ways may come back either way.
      const kind = asHyphened === 0 ? "layout" : asJoined === 0 ? "compound" : "either";
      if (asJoined === 0 && asHyphened === 0) {
        tally.unknown++;
        missed.push(`${b.left}-${b.right} (p. ${b.page}, not in the Markdown)`);
        continue;
      }
      const forms = kind === "layout"
        ? [joined]
        : kind === "compound"
        ? [hyphened]
        : [joined, hyphened];
      // The word with its neighbours as a phrase, as a reader would search a remembered line;
      // then as words in any order (a number between them, say, breaks the phrase).
      const phrases = forms.map((f) => [b.before, f, b.after].filter((w) => w).join(" "));
      let ok = false;
      for (const query of [...phrases.map((p) => `"${p}"`), ...phrases]) {
        const r = await search(root, { query, limit: 100 });
        ok = (r.hits as { passage_id: string }[]).some((h) => {
          const p = byId.get(h.passage_id);
          if (p === undefined || !(p.page <= b.page && b.page <= (p.page_end ?? p.page))) {
            return false;
          }
          const text = p.text.toLowerCase();
          return forms.some((f) => wordIn(text, f));
        });
        if (ok) break;
      }
      tally[kind][1]++;
      if (ok) tally[kind][0]++;
      else missed.push(`${b.left}-${b.right} (p. ${b.page}, ${kind})`);
    }
    const found = tally.layout[0] + tally.compound[0] + tally.either[0];
    rows.push({
      novel: file.split("/").slice(-2).join("/"),
      pages: raw.length,
      passages_before: old.passages.length,
      passages_after: passages.length,
      page_number_passages_before: before.pageNumbers,
      running_head_passages_before: before.runningHeads,
      page_number_passages_after: after.pageNumbers,
      running_head_passages_after: after.runningHeads,
      bigram_recall: recall,
      hyphenated_words: broken.length,
      hyphenated_found: found,
      layout_breaks: tally.layout[1],
      layout_breaks_found: tally.layout[0],
      compounds: tally.compound[1],
      compounds_found: tally.compound[0],
      either_way: tally.either[1],
      either_way_found: tally.either[0],
      not_in_markdown: tally.unknown,
      seconds: Math.round((performance.now() - started) / 100) / 10,
      ...(missed.length ? { missed: missed.slice(0, 60) } : {}),
    });
    console.error(`[info] ${JSON.stringify(rows[rows.length - 1])}`);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

if (values.json) console.log(JSON.stringify(rows, null, 2));
else {
  console.log(
    "| novel | pages | passages before → after | page-number passages before → after | " +
      "running-head passages before → after | word-sequence recall | hyphenated words found | " +
      "layout breaks found joined | compounds found with hyphen | spelled both ways found | " +
      "seconds |",
  );
  console.log("|---|---|---|---|---|---|---|---|---|---|---|");
  for (const r of rows) {
    console.log(
      `| ${r.novel} | ${r.pages} | ${r.passages_before} → ${r.passages_after} | ` +
        `${r.page_number_passages_before} → ${r.page_number_passages_after} | ` +
        `${r.running_head_passages_before} → ${r.running_head_passages_after} | ` +
        `${(100 * (r.bigram_recall as number)).toFixed(2)} % | ` +
        `${r.hyphenated_found} / ${r.hyphenated_words} | ` +
        `${r.layout_breaks_found} / ${r.layout_breaks} | ${r.compounds_found} / ${r.compounds} | ` +
        `${r.either_way_found} / ${r.either_way} | ${r.seconds} |`,
    );
  }
}

/** The corpus language of a file's folder (`…/fr/x.md`), else `auto`. */
function folderLanguage(file: string): string {
  const folder = file.split("/").at(-2) ?? "";
  return CORPUS_LANGUAGES.includes(folder) ? folder : "auto";
}

/** How often the text spells each word (lower case, inner hyphens kept). */
function spellings(text: string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const w of text.toLowerCase().match(/\p{L}+(?:-\p{L}+)*/gu) ?? []) {
    counts.set(w, (counts.get(w) ?? 0) + 1);
    // The parts of a compound stand as words too ("well-known" holds "known").
    if (w.includes("-")) {
      for (let i = w.indexOf("-"); i !== -1; i = w.indexOf("-", i + 1)) {
        for (const part of [w.slice(0, i), w.slice(i + 1)]) {
          if (!part.includes("-")) continue;
          counts.set(part, (counts.get(part) ?? 0) + 1);
        }
      }
    }
  }
  return counts;
}

/** Whether `form` stands in `text` as a whole word (not inside a longer one). */
function wordIn(text: string, form: string): boolean {
  let at = text.indexOf(form);
  while (at !== -1) {
    const before = text[at - 1] ?? " ", after = text[at + form.length] ?? " ";
    if (!/[\p{L}\p{M}]/u.test(before) && !/[\p{L}\p{M}]/u.test(after)) return true;
    at = text.indexOf(form, at + 1);
  }
  return false;
}

/** The passages of one version with their text and pages, from the stored text. */
async function passagesOf(
  root: string,
  versionId: string,
): Promise<{ id: string; text: string; page: number; page_end?: number }[]> {
  const { loadArchive } = await import("../research/store/load.ts");
  const { getObject } = await import("../research/store/objects.ts");
  const { archivePaths } = await import("../research/store/paths.ts");
  const archive = await loadArchive(archivePaths(root));
  const v = archive.state.versions.get(versionId)!;
  const text = Array.from(new TextDecoder().decode(await getObject(archive.paths, v.text!)));
  return v.passage_ids.map((id) => {
    const p = archive.state.passages.get(id)!;
    return {
      id,
      text: text.slice(p.start, p.end).join(""),
      page: p.page!,
      ...(p.page_end ? { page_end: p.page_end } : {}),
    };
  });
}
