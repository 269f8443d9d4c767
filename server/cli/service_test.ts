/**
 * End-to-end tests of `svc service` through the real CLI: real detached servers, each test
 * with its own HOME and XDG_STATE_HOME and a free port (bind port 0, close). Every server a
 * test may have started is killed by its recorded PID in `finally`.
 */
import assert from "node:assert/strict";
import { join } from "node:path";
import { assertError, type Run, svc } from "../../testing/cli.ts";
import { VERSION } from "../../src/version.ts";

const CLI = new URL("../../cli.ts", import.meta.url).pathname;
const SAMPLE = new URL("../../testdata/sample-en.md", import.meta.url).pathname;

interface Sandbox {
  home: string;
  state: string;
  record: string;
  env: Record<string, string>;
  port: number;
  /** PIDs to kill at the end (every PID seen in a record). */
  pids: Set<number>;
}

function freePort(): number {
  const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
  const port = (listener.addr as Deno.NetAddr).port;
  listener.close();
  return port;
}

async function readRecord(box: Sandbox): Promise<Record<string, unknown> | null> {
  try {
    const record = JSON.parse(await Deno.readTextFile(box.record));
    box.pids.add(record.pid);
    return record;
  } catch (e) {
    if (e instanceof Deno.errors.NotFound) return null;
    throw e;
  }
}

function alive(pid: number): boolean {
  try {
    const stat = Deno.readTextFileSync(`/proc/${pid}/stat`);
    return !/^[ZX]$/.test(stat.charAt(stat.lastIndexOf(")") + 2));
  } catch {
    return false;
  }
}

async function withSandbox(run: (box: Sandbox) => Promise<void>): Promise<void> {
  const home = await Deno.makeTempDir();
  const state = join(home, "state");
  const box: Sandbox = {
    home,
    state,
    record: join(state, "svc", "service.json"),
    env: { HOME: home, XDG_STATE_HOME: state },
    port: freePort(),
    pids: new Set(),
  };
  try {
    await run(box);
  } finally {
    await readRecord(box).catch(() => null);
    for (const pid of box.pids) {
      try {
        Deno.kill(pid, "SIGKILL");
      } catch {
        // already gone
      }
    }
    await Deno.remove(home, { recursive: true });
  }
}

async function service(box: Sandbox, args: string[], env: Record<string, string> = {}) {
  const run = await svc(["service", ...args], { env: { ...box.env, ...env }, cwd: box.home });
  await readRecord(box);
  return run;
}

function json(run: Run): Record<string, unknown> {
  return JSON.parse(run.stdout);
}

async function apiIndex(port: number): Promise<Record<string, unknown>> {
  const res = await fetch(`http://127.0.0.1:${port}/api`);
  return await res.json();
}

Deno.test("service start, status, restart, stop, stop again and status run one lifecycle", async () => {
  await withSandbox(async (box) => {
    const start = await service(box, [
      "start",
      "--port",
      String(box.port),
      "--z-mild",
      "2",
      "--language",
      "de",
      "--json",
    ]);
    assert.equal(start.code, 0, start.stderr);
    const started = json(start);
    assert.equal(started.state, "running");
    assert.equal(started.ok, true);

    const status = await service(box, ["status", "--json"]);
    assert.equal(status.code, 0, status.stderr);
    const running = json(status);
    const record = (await readRecord(box))!;
    assert.deepEqual(running, {
      schema: "svc-service-local/1",
      ok: true,
      state: "running",
      message: `The managed server is running (pid ${record.pid}).`,
      url: `http://127.0.0.1:${box.port}/`,
      pid: record.pid,
      backend: "deno",
      installed_version: VERSION,
      running_version: VERSION,
      log_path: join(box.state, "svc", "service.log"),
    });
    assert.equal(started.pid, record.pid);
    assert.equal((await apiIndex(box.port)).language, "de");
    assert.deepEqual(record.launch, {
      project: null,
      port: box.port,
      thresholds: { z_mild: 2 },
      language: "de",
      no_project: true,
    });
    assert.equal((await Deno.stat(box.record)).mode! & 0o777, 0o600);
    // The detached server outlived the CLI process that started it.
    assert.ok(alive(record.pid as number));

    const again = await service(box, ["start", "--json"]);
    assert.equal(again.code, 0);
    assert.equal(json(again).pid, record.pid, "a second start launches nothing");

    const restart = await service(box, ["restart", "--z-strong", "4", "--json"]);
    assert.equal(restart.code, 0, restart.stderr);
    const restarted = (await readRecord(box))!;
    assert.notEqual(restarted.pid, record.pid);
    assert.equal(json(restart).pid, restarted.pid);
    assert.equal(alive(record.pid as number), false);
    assert.deepEqual(restarted.launch, {
      project: null,
      port: box.port,
      thresholds: { z_mild: 2, z_strong: 4 },
      language: "de",
      no_project: true,
    });
    const cmdline = Deno.readTextFileSync(`/proc/${restarted.pid}/cmdline`).split("\0");
    assert.deepEqual(cmdline.slice(cmdline.indexOf("--language")), [
      "--language",
      "de",
      "serve",
      "--no-project",
      "--port",
      String(box.port),
      "--z-mild",
      "2",
      "--z-strong",
      "4",
      "",
    ]);
    assert.equal((await apiIndex(box.port)).language, "de");

    const stop = await service(box, ["stop"]);
    assert.equal(stop.code, 0, stop.stderr);
    assert.equal(stop.stdout, `stopped: Stopped the managed server (pid ${restarted.pid}).\n`);
    assert.equal(alive(restarted.pid as number), false);
    assert.equal(await readRecord(box), null);

    const stopAgain = await service(box, ["stop", "--json"]);
    assert.equal(stopAgain.code, 0);
    assert.deepEqual(json(stopAgain), {
      schema: "svc-service-local/1",
      ok: true,
      state: "stopped",
      message: "The managed server is not running.",
    });

    const stopped = await service(box, ["status"]);
    assert.equal(stopped.code, 1);
    assert.equal(stopped.stdout, "stopped: The managed server is not running.\n");
    const german = await service(box, ["status", "--json"], { SVC_LANG: "de" });
    assert.equal(german.code, 1);
    assert.equal(json(german).message, "Der verwaltete Server läuft nicht.");
  });
});

Deno.test("service restart after stop reuses the saved choices; a path override opens it", async () => {
  await withSandbox(async (box) => {
    const book = join(box.home, "book.md");
    await Deno.copyFile(SAMPLE, book);
    assert.equal((await service(box, ["start", "--port", String(box.port)])).code, 0);
    assert.equal((await service(box, ["stop"])).code, 0);
    const restart = await service(box, ["restart", "book.md", "--json"]);
    assert.equal(restart.code, 0, restart.stderr);
    const record = (await readRecord(box))!;
    assert.deepEqual(record.launch, {
      project: book,
      port: box.port,
      thresholds: {},
      language: null,
      no_project: false,
    });
    const index = await apiIndex(box.port);
    assert.deepEqual(index.state, {
      project_selected: true,
      manuscript_selected: true,
      research_selected: false,
    });
    // The workspace folder exists and stays empty: the server runs there, writes nothing.
    assert.deepEqual([...Deno.readDirSync(join(box.state, "svc", "workspace"))], []);
    assert.equal((await service(box, ["stop"])).code, 0);
  });
});

Deno.test("service status with a stale record (dead pid) is stopped, cleans it, and start works", async () => {
  await withSandbox(async (box) => {
    const dead = new Deno.Command(Deno.execPath(), { args: ["eval", ""], stdout: "null" }).spawn();
    await dead.status;
    await Deno.mkdir(join(box.state, "svc"), { recursive: true });
    const stale = {
      schema: "svc-service-record/1",
      pid: dead.pid,
      port: box.port,
      url: `http://127.0.0.1:${box.port}/`,
      backend: "deno",
      installed_version: VERSION,
      running_version: VERSION,
      log_path: join(box.state, "svc", "service.log"),
      launch: { project: null, port: box.port, thresholds: {}, language: null, no_project: true },
      token: "b".repeat(48),
      command: [Deno.execPath(), "run", "-A", CLI, "serve", "--no-project"],
    };
    await Deno.writeTextFile(box.record, JSON.stringify(stale));
    const status = await service(box, ["status", "--json"]);
    assert.equal(status.code, 1);
    assert.equal(json(status).state, "stopped");
    assert.match(json(status).message as string, /stale record was removed/);
    assert.equal(await readRecord(box), null);

    const start = await service(box, ["start", "--port", String(box.port), "--json"]);
    assert.equal(start.code, 0, start.stderr);
    assert.equal(json(start).state, "running");
    assert.equal((await service(box, ["stop"])).code, 0);
  });
});

Deno.test("service start on a port held by a foreign listener is busy and spawns nothing", async () => {
  await withSandbox(async (box) => {
    const listener = Deno.listen({ hostname: "127.0.0.1", port: box.port });
    try {
      const start = await service(box, ["start", "--port", String(box.port), "--json"]);
      assert.equal(start.code, 1);
      assert.deepEqual(json(start), {
        schema: "svc-service-local/1",
        ok: false,
        state: "busy",
        message: `Port ${box.port} is in use by a program that is not the managed server.`,
      });
      assert.equal(await readRecord(box), null);
      await assert.rejects(Deno.stat(join(box.state, "svc", "service.log")), Deno.errors.NotFound);
      const text = await service(box, ["start", "--port", String(box.port)]);
      assertError(text, 1, /^\[error\] busy: Port \d+ is in use/);
    } finally {
      listener.close();
    }
  });
});

Deno.test("a foreground svc serve is neither adopted nor killed by the service", async () => {
  await withSandbox(async (box) => {
    const serve = new Deno.Command(Deno.execPath(), {
      args: ["run", "-A", CLI, "serve", "--no-project", "--port", String(box.port)],
      env: box.env,
      cwd: box.home,
      stdin: "null",
      stdout: "piped",
      stderr: "null",
    }).spawn();
    try {
      const reader = serve.stdout.pipeThrough(new TextDecoderStream()).getReader();
      assert.match((await reader.read()).value ?? "", /^svc serving on http:\/\/127\.0\.0\.1:/);
      reader.releaseLock();

      const status = await service(box, ["status", "--port", String(box.port), "--json"]);
      assert.deepEqual([status.code, json(status).state], [1, "busy"]);
      const start = await service(box, ["start", "--port", String(box.port), "--json"]);
      assert.deepEqual([start.code, json(start).state], [1, "busy"]);
      const stop = await service(box, ["stop", "--json"]);
      assert.deepEqual([stop.code, json(stop).state], [0, "stopped"]);
      assert.ok(alive(serve.pid));

      // Even a record naming its PID (e.g. a reused PID) does not make it ours. (The sandbox
      // then lists its PID for the final kill; the finally below kills it anyway.)
      await Deno.mkdir(join(box.state, "svc"), { recursive: true });
      await Deno.writeTextFile(
        box.record,
        JSON.stringify({
          schema: "svc-service-record/1",
          pid: serve.pid,
          port: box.port,
          url: `http://127.0.0.1:${box.port}/`,
          backend: "deno",
          installed_version: VERSION,
          running_version: null,
          log_path: join(box.state, "svc", "service.log"),
          launch: {
            project: null,
            port: box.port,
            thresholds: {},
            language: null,
            no_project: true,
          },
          token: "c".repeat(48),
          command: [
            Deno.execPath(),
            "run",
            "-A",
            CLI,
            "serve",
            "--no-project",
            "--port",
            String(box.port),
          ],
        }),
      );
      const unknown = await service(box, ["stop", "--json"]);
      assert.deepEqual([unknown.code, json(unknown).state, json(unknown).ok], [
        1,
        "unknown",
        false,
      ]);
      const unknownStatus = await service(box, ["status"]);
      assert.equal(unknownStatus.code, 1);
      assert.match(unknownStatus.stdout, /^unknown: Process \d+ from the service record/);
      assert.ok(alive(serve.pid));
      assert.equal((await apiIndex(box.port)).ok, true);
    } finally {
      serve.kill("SIGKILL");
      await serve.stdout.cancel().catch(() => {});
      await serve.status;
    }
  });
});

Deno.test("service rejects unknown actions, paths on stop/status and bad flags (exit 2)", async () => {
  await withSandbox(async (box) => {
    assertError(await service(box, ["reload"]), 2, /Unknown service action "reload"/);
    assertError(await service(box, ["status", "book.md"]), 2, /takes no path/);
    assertError(await service(box, ["start", "--port", "70000"]), 2, /--port/);
    assertError(await service(box, ["start", "--z-mild", "x"]), 2, /--z-mild/);
    assertError(await service(box, ["start", "missing.md"]), 2, /missing\.md/);
    assertError(await service(box, ["start", "x.md", "--no-project"]), 2, /--no-project/);
    assert.equal(await readRecord(box), null);
  });
});

Deno.test("service start takes SVC_LANG as the page's interface language; restart keeps it", async () => {
  await withSandbox(async (box) => {
    const page = async () => {
      const res = await fetch(`http://127.0.0.1:${box.port}/`);
      return /<html lang="([^"]+)">/.exec(await res.text())?.[1];
    };
    const start = await service(
      box,
      ["start", "--port", String(box.port), "--language", "en", "--json"],
      { SVC_LANG: "de" },
    );
    assert.equal(start.code, 0, start.stderr);
    const record = (await readRecord(box))!;
    assert.deepEqual(record.launch, {
      project: null,
      port: box.port,
      thresholds: {},
      language: "en",
      ui_language: "de",
      no_project: true,
    });
    assert.equal(await page(), "de");
    assert.equal((await apiIndex(box.port)).language, "en");

    // A new analysis language, invoked without SVC_LANG: the interface language stays.
    const restart = await service(box, ["restart", "--language", "fr", "--json"]);
    assert.equal(restart.code, 0, restart.stderr);
    const relaunch = (await readRecord(box))!.launch as Record<string, unknown>;
    assert.deepEqual([relaunch.language, relaunch.ui_language], ["fr", "de"]);
    assert.equal(await page(), "de");
    assert.equal((await apiIndex(box.port)).language, "fr");

    // A new interface language keeps the analysis language.
    const english = await service(box, ["restart", "--json"], { SVC_LANG: "en" });
    assert.equal(english.code, 0, english.stderr);
    assert.equal(await page(), "en");
    assert.equal((await apiIndex(box.port)).language, "fr");
    assert.equal((await service(box, ["stop"])).code, 0);
  });
});
