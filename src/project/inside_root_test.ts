import assert from "node:assert/strict";
import { join } from "node:path";
import { insideRoot, isInside } from "./inside_root.ts";

Deno.test("isInside() compares whole path segments", () => {
  const cases: [string, string, boolean][] = [
    ["/a/book", "/a/book/x.md", true],
    ["/a/book", "/a/book/ch/x.md", true],
    ["/a/book", "/a/book/..x.md", true], // a name that starts with two dots
    ["/a/book", "/a/book", false], // the root itself
    ["/a/book", "/a/book2/x.md", false], // a sibling with the same prefix
    ["/a/book", "/a/book2", false],
    ["/a/book", "/a/x.md", false],
    ["/a/book", "/a/book/../x.md", false],
    ["/a/book", "/", false],
  ];
  for (const [dir, path, want] of cases) assert.equal(isInside(dir, path), want, `${dir} ${path}`);
});

/**
 * base/book (the root) with a.md, ch/one.md, ..x.md and links; base/book2 (a sibling with
 * the same prefix) with x.md; base/booklink, a link to the root.
 */
async function withTree(fn: (base: string) => Promise<void>): Promise<void> {
  const base = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-inside-root-" }));
  try {
    const book = join(base, "book");
    await Deno.mkdir(join(book, "ch"), { recursive: true });
    await Deno.mkdir(join(base, "book2"));
    await Deno.writeTextFile(join(book, "a.md"), "a");
    await Deno.writeTextFile(join(book, "ch", "one.md"), "one");
    await Deno.writeTextFile(join(book, "..x.md"), "dots in a name");
    await Deno.writeTextFile(join(base, "book2", "x.md"), "outside");
    await Deno.symlink(join(base, "book2", "x.md"), join(book, "out.md"));
    await Deno.symlink(join(base, "book2"), join(book, "dirout"));
    await Deno.symlink(join(book, "a.md"), join(book, "in.md"));
    await Deno.symlink(join(base, "gone.md"), join(book, "dangling.md"));
    await Deno.symlink(book, join(base, "booklink"));
    await fn(base);
  } finally {
    await Deno.remove(base, { recursive: true });
  }
}

Deno.test("insideRoot() keeps paths inside the real root: a table of cases", async () => {
  await withTree(async (base) => {
    const book = join(base, "book");
    const link = join(base, "booklink");
    /** [root, path, expected: a relative path when inside, else the reason]. */
    const cases: [string, string, string][] = [
      [book, "a.md", "a.md"],
      [book, "ch/one.md", "ch/one.md"],
      [book, "ch/../a.md", "a.md"],
      [book, "..x.md", "..x.md"],
      [book, "in.md", "a.md"], // a link inside, reported by its real path
      [book, join(book, "ch", "one.md"), "ch/one.md"], // absolute, inside
      [link, "a.md", "a.md"], // the root reached through a link
      [link, join(link, "ch", "one.md"), "ch/one.md"], // absolute through the root's link
      [book, "../book2/x.md", "outside as written"], // .. climbs out to a same-prefix sibling
      [book, "ch/../../book2/x.md", "outside as written"],
      [book, "../gone.md", "outside as written"], // refused before it is looked up
      [book, join(base, "book2", "x.md"), "outside as written"], // absolute, elsewhere
      [book, "/etc/passwd", "outside as written"],
      [book, "out.md", "outside through a link"], // a link to a file outside
      [book, "dirout/x.md", "outside through a link"], // a link to a folder outside
      [book, ".", "root"],
      [book, "", "root"],
      [book, "ch/..", "root"],
      [book, "gone.md", "unresolved NotFound"],
      [book, "dangling.md", "unresolved NotFound"],
      [join(base, "nowhere"), "a.md", "no-root"],
    ];
    for (const [root, path, want] of cases) {
      const place = await insideRoot(root, path);
      const got = place.ok
        ? place.relative
        : place.why === "outside"
        ? (place.real === null ? "outside as written" : "outside through a link")
        : place.why === "unresolved"
        ? `unresolved ${place.error.name}`
        : place.why;
      assert.equal(got, want, `${root} ${JSON.stringify(path)}`);
      if (place.ok) {
        assert.equal(place.realRoot, book);
        assert.equal(place.real, join(book, place.relative));
      }
      if (!place.ok && place.why === "outside" && place.real !== null) {
        assert.ok(place.real.startsWith(join(base, "book2")), place.real);
      }
    }
  });
});
