import assert from "node:assert/strict";
import { configPlace } from "./config_place.ts";
import { runCli } from "./program.ts";
import type { CommandContext, CommandSpec, OptionSpec } from "./spec.ts";

/** What the parser handed the last command that ran. */
let received: CommandContext | null = null;
const load = () =>
  Promise.resolve({
    run: (ctx: CommandContext) => {
      received = ctx;
      return Promise.resolve(0);
    },
  });
const help = () => "";
const PROJECT: OptionSpec = { flags: "--project <dir>", help, projectFolder: true };

/** A small tree with every option shape of the real one. */
const TREE: readonly CommandSpec[] = [
  {
    name: "analyze",
    args: [{ syntax: "<file>", help, manuscript: true }],
    help,
    options: [
      { flags: "--json", help },
      { flags: "-o, --output <file>", help },
      { flags: "--motif <name=regex...>", help },
      { flags: "--deviation-from-fact [bool]", help },
    ],
    load,
  },
  {
    name: "build",
    args: [{ syntax: "[file]", help, manuscript: true }],
    help,
    options: [{ flags: "--dry-run", help }],
    load,
  },
  {
    name: "research",
    args: [],
    help,
    options: [],
    subcommands: [
      { name: "sources", args: [{ syntax: "[list]", help }], help, options: [PROJECT], load },
      { name: "compare", args: [{ syntax: "<manuscript>", help }], help, options: [PROJECT], load },
    ],
    load: () => Promise.reject(new Error("a group has no code")),
  },
  { name: "about", args: [], help, options: [{ flags: "--json", help }], load },
];

/** Command lines the parser accepts, with the place each names. */
const ACCEPTED: readonly [string[], ReturnType<typeof configPlace>][] = [
  [["analyze", "b.md"], { manuscript: "b.md" }],
  [["--language", "de", "analyze", "b.md"], { manuscript: "b.md" }],
  [["analyze", "--language", "de", "b.md"], { manuscript: "b.md" }],
  [["analyze", "--language=de", "b.md", "--json"], { manuscript: "b.md" }],
  [["analyze", "-o", "out.html", "b.md"], { manuscript: "b.md" }],
  [["analyze", "-oout.html", "b.md"], { manuscript: "b.md" }],
  [["analyze", "--output=-x.html", "b.md"], { manuscript: "b.md" }],
  [["analyze", "--output", "--json", "b.md"], { manuscript: "b.md" }],
  [["analyze", "--motif", "a=b", "c=d", "--json", "b.md"], { manuscript: "b.md" }],
  [["analyze", "--motif=a=b", "b.md"], { manuscript: "b.md" }],
  [["analyze", "--deviation-from-fact", "--json", "b.md"], { manuscript: "b.md" }],
  [["analyze", "--json", "--", "-b.md"], { manuscript: "-b.md" }],
  [["analyze", "-5"], { manuscript: "-5" }],
  [["build"], { projectDir: "." }],
  [["build", "--dry-run", "dir/b.md"], { manuscript: "dir/b.md" }],
  [["research", "sources", "--project", "ledger"], { projectDir: "ledger" }],
  [["research", "sources", "list", "--project=ledger"], { projectDir: "ledger" }],
  [["research", "compare", "b.md", "--project", "ledger"], { projectDir: "ledger" }],
  [["research", "compare", "b.md"], null],
  [["research", "sources"], null],
  [["about", "--json"], null],
];

const QUIET = { stdout: () => {}, stderr: () => {}, env: () => undefined };

Deno.test("configPlace() finds the manuscript or --project folder as the parser does", async () => {
  for (const [args, place] of ACCEPTED) {
    assert.deepEqual(configPlace(TREE, args), place, args.join(" "));
    received = null;
    assert.equal(await runCli(TREE, args, QUIET), 0, args.join(" "));
    const parsed = received as CommandContext | null;
    assert.ok(parsed, args.join(" "));
    if (place && "manuscript" in place) assert.equal(parsed.args[0], place.manuscript);
    if (place && "projectDir" in place && args[0] === "research") {
      assert.equal(parsed.options.project, place.projectDir);
    }
  }
});

Deno.test("configPlace() names no place without a known command", () => {
  for (
    const args of [
      [],
      ["--help"],
      ["help", "analyze"],
      ["frobnicate", "b.md"],
      ["research"],
      [
        "research",
        "nope",
        "--project",
        "ledger",
      ],
      ["analyze"],
      ["analyze", "--json"],
    ]
  ) {
    assert.equal(configPlace(TREE, args), null, args.join(" "));
  }
});

Deno.test("configPlace() still finds the file beside an option the parser will refuse", () => {
  assert.deepEqual(configPlace(TREE, ["analyze", "--bogus", "b.md"]), { manuscript: "b.md" });
  assert.deepEqual(configPlace(TREE, ["analyze", "b.md", "--help"]), { manuscript: "b.md" });
});
