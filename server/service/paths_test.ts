import assert from "node:assert/strict";
import { servicePaths, stateDir } from "./paths.ts";
import { ProcessingError } from "../../src/errors.ts";

const envOf = (vars: Record<string, string>) => (name: string) => vars[name];

Deno.test("stateDir() uses $XDG_STATE_HOME/svc when it is absolute", () => {
  assert.equal(stateDir(envOf({ XDG_STATE_HOME: "/x/state", HOME: "/h" })), "/x/state/svc");
});

Deno.test("stateDir() falls back to $HOME/.local/state/svc", () => {
  assert.equal(stateDir(envOf({ HOME: "/home/a" })), "/home/a/.local/state/svc");
  assert.equal(
    stateDir(envOf({ HOME: "/home/a", XDG_STATE_HOME: "" })),
    "/home/a/.local/state/svc",
  );
});

Deno.test("stateDir() ignores a relative XDG_STATE_HOME (XDG base-directory rule)", () => {
  assert.equal(stateDir(envOf({ HOME: "/h", XDG_STATE_HOME: "rel/state" })), "/h/.local/state/svc");
});

Deno.test("stateDir() without XDG_STATE_HOME and HOME is a processing error", () => {
  assert.throws(() => stateDir(envOf({})), ProcessingError);
});

Deno.test("servicePaths() names the record, launch, log and workspace inside the folder", () => {
  assert.deepEqual(servicePaths("/s/svc"), {
    dir: "/s/svc",
    record: "/s/svc/service.json",
    launch: "/s/svc/launch.json",
    log: "/s/svc/service.log",
    workspace: "/s/svc/workspace",
  });
});
