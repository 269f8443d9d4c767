import assert from "node:assert/strict";
import { join } from "node:path";
import { ProcessingError } from "../errors.ts";
import { findFonts, readFontFile, standardFontFolders } from "./fonts.ts";

const DEJAVU = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf";
const noEnv = () => undefined;

async function tempFolder(): Promise<string> {
  return await Deno.makeTempDir({ prefix: "svc-fonts-" });
}

Deno.test("findFonts() takes the Debian defaults by file name from the given folders", async () => {
  const dir = await tempFolder();
  await Deno.mkdir(join(dir, "truetype", "dejavu"), { recursive: true });
  await Deno.copyFile(DEJAVU, join(dir, "truetype", "dejavu", "DejaVuSans.ttf"));
  const fonts = await findFonts({ env: noEnv, folders: [dir] });
  assert.equal(fonts.kind, "truetype");
  if (fonts.kind !== "truetype") return;
  assert.deepEqual(Object.keys(fonts.files), ["sans"]);
  assert.equal(fonts.files.sans?.name, "DejaVuSans.ttf");
  await Deno.remove(dir, { recursive: true });
});

Deno.test("findFonts() prefers an option over the project [fonts] table over the folders", async () => {
  const dir = await tempFolder();
  await Deno.copyFile(DEJAVU, join(dir, "Project.ttf"));
  await Deno.copyFile(DEJAVU, join(dir, "Option.ttf"));
  const fonts = await findFonts({
    explicit: { serif: join(dir, "Option.ttf") },
    project: { root: dir, raw: { fonts: { serif: "Project.ttf", sans_bold: "Project.ttf" } } },
    env: noEnv,
    folders: [],
  });
  if (fonts.kind !== "truetype") throw new Error("truetype expected");
  assert.equal(fonts.files.serif?.name, "Option.ttf");
  assert.equal(fonts.files["sans-bold"]?.name, "Project.ttf");
  assert.equal(fonts.files.mono, undefined);
  await Deno.remove(dir, { recursive: true });
});

Deno.test("findFonts() reports a named font that does not exist instead of falling through", async () => {
  await assert.rejects(
    findFonts({ explicit: { mono: "/nonexistent/Mono.ttf" }, env: noEnv, folders: [] }),
    (e: unknown) =>
      e instanceof ProcessingError && /mono font "\/nonexistent\/Mono.ttf"/.test(e.message),
  );
});

Deno.test("readFontFile() refuses OpenType-CFF, collections and non-fonts", async () => {
  const dir = await tempFolder();
  const cases: [string, Uint8Array, RegExp][] = [
    ["a.otf", new TextEncoder().encode("OTTO...."), /OpenType-CFF/],
    ["b.ttc", new TextEncoder().encode("ttcf...."), /collection/],
    ["c.ttf", new TextEncoder().encode("hello"), /not a font/],
  ];
  for (const [name, bytes, pattern] of cases) {
    await Deno.writeFile(join(dir, name), bytes);
    await assert.rejects(
      readFontFile("serif", join(dir, name)),
      (e: unknown) =>
        e instanceof ProcessingError && pattern.test(e.message) && /--serif-font/.test(e.message),
    );
  }
  await Deno.remove(dir, { recursive: true });
});

Deno.test("findFonts() rejects a [fonts] table that is not a table or a blank path", async () => {
  await assert.rejects(
    findFonts({ project: { root: "/", raw: { fonts: "x" } }, env: noEnv, folders: [] }),
    /must be a table/,
  );
  await assert.rejects(
    findFonts({ project: { root: "/", raw: { fonts: { bold: " " } } }, env: noEnv, folders: [] }),
    /fonts.bold must be a file path/,
  );
});

Deno.test("findFonts() with no folders and no options has no file for any role", async () => {
  assert.deepEqual(await findFonts({ env: noEnv, folders: [] }), { kind: "truetype", files: {} });
});

Deno.test("standardFontFolders() puts the user's folders before the system's", () => {
  const env = (n: string) =>
    ({ HOME: "/home/a", WINDIR: "C:\\Windows" } as Record<string, string>)[n];
  const folders = standardFontFolders(env);
  assert.equal(folders[0], "/home/a/.local/share/fonts");
  assert.ok(folders.indexOf("/usr/share/fonts") > folders.indexOf("/home/a/.fonts"));
  assert.ok(folders.at(-1)!.endsWith("Fonts"));
});

Deno.test("SVC_FONT_PATH replaces the standard font folders", () => {
  const env = (n: string) => n === "SVC_FONT_PATH" ? "/a/fonts:/b/fonts" : undefined;
  assert.deepEqual(standardFontFolders(env), ["/a/fonts", "/b/fonts"]);
});
