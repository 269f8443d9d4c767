import assert from "node:assert/strict";
import { join } from "node:path";
import { messages } from "../i18n/messages.ts";
import { setDismissal } from "../project/dismissals.ts";
import { run as build } from "./build.ts";
import { run as check } from "./check.ts";

const JEKYLL = new URL("../../../shared/corpus/en/jekyll-and-hyde.md", import.meta.url).pathname;

async function svc(
  command: typeof build,
  file: string,
  options: Record<string, unknown> = {},
): Promise<string> {
  let stdout = "";
  const io = {
    stdout: (t: string) => void (stdout += t),
    stderr: () => {},
    env: () => undefined,
  };
  await command({ args: [file], options, io, messages: messages("en") });
  return stdout;
}

Deno.test("svc build reads the dismissals: a new one rebuilds, its flag leaves the exported counts", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const book = join(dir, "book.md");
    await Deno.copyFile(JEKYLL, book);
    await svc(build, book);
    const profileOf = async () =>
      JSON.parse(await Deno.readTextFile(join(dir, "exports", "book-profile.json")));
    const before = await profileOf();
    assert.match(await svc(build, book), /up to date/);
    const diagnostics = JSON.parse(await svc(check, book, { format: "json" })).diagnostics;
    const flag = diagnostics.find((d: { rule: string }) => d.rule === "tense");
    await setDismissal(dir, flag.fingerprint, { chapter: flag.chapter_title, text: "…" });
    assert.doesNotMatch(await svc(build, book), /up to date/);
    const after = await profileOf();
    const flagged = (p: { chapters: { number: number; flagged: number }[] }) =>
      p.chapters.find((c) => c.number === flag.chapter)!.flagged;
    assert.equal(flagged(after), flagged(before) - 1);
    const html = await Deno.readTextFile(join(dir, "exports", "book-dashboard.html"));
    assert.match(html, new RegExp(`data-dismissed="${flag.fingerprint}"`));
    assert.match(await svc(build, book), /up to date/);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
