/**
 * In-process tests of the lifecycle decisions that need no real server: hand-written records
 * pointing at idle child processes (with or without the ownership token), dead PIDs, and
 * foreign listeners. The full start/restart cycle runs end to end in
 * server/cli/service_test.ts.
 */
import assert from "node:assert/strict";
import { serviceMessages } from "./messages.ts";
import { type ServicePaths, servicePaths } from "./paths.ts";
import { freePort, processAlive, TOKEN_ENV } from "./process.ts";
import {
  type LaunchChoices,
  readRecord,
  type ServiceRecord,
  writeLaunch,
  writeRecord,
} from "./record.ts";
import type { ServiceContext } from "./status.ts";
import { serviceRestart, serviceStart, serviceStatus, serviceStop } from "./lifecycle.ts";
import { endChild as end, idleChild } from "../../testing/idle_child.ts";

const TOKEN = "a1".repeat(16);
const m = serviceMessages("en");

/** A fresh state folder; `run` gets the context and the paths, the folder is removed after. */
async function withState(
  run: (ctx: ServiceContext, paths: ServicePaths) => Promise<void>,
): Promise<void> {
  const dir = await Deno.makeTempDir();
  const paths = servicePaths(dir);
  try {
    await run({ paths, m, readyTimeoutMs: 300 }, paths);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
}

function launch(port: number): LaunchChoices {
  return { project: null, port, thresholds: {}, language: null, no_project: true };
}

function record(pid: number, port: number, paths: ServicePaths): ServiceRecord {
  return {
    schema: "svc-service-record/1",
    pid,
    port,
    url: `http://127.0.0.1:${port}/`,
    backend: "deno",
    installed_version: "0.0.1",
    running_version: null,
    log_path: paths.log,
    launch: launch(port),
    token: TOKEN,
    command: ["/nonexistent/deno", "serve"],
  };
}

async function deadPid(): Promise<number> {
  const child = new Deno.Command(Deno.execPath(), { args: ["eval", ""], stdout: "null" }).spawn();
  await child.status;
  return child.pid;
}

Deno.test("status without a record is stopped on a free port and busy on a taken one", async () => {
  await withState(async (ctx) => {
    const port = freePort();
    const stopped = await serviceStatus(ctx, port, 1);
    assert.deepEqual(stopped, {
      schema: "svc-service-local/1",
      ok: false,
      state: "stopped",
      message: m.notRunning,
    });
    const listener = Deno.listen({ hostname: "127.0.0.1", port });
    try {
      const busy = await serviceStatus(ctx, port, 1);
      assert.equal(busy.state, "busy");
      assert.equal(busy.ok, false);
    } finally {
      listener.close();
    }
  });
});

Deno.test("status without a record or --port probes the last launch's port", async () => {
  await withState(async (ctx, paths) => {
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    try {
      await Deno.mkdir(paths.dir, { recursive: true });
      await writeLaunch(paths.launch, launch((listener.addr as Deno.NetAddr).port));
      assert.equal((await serviceStatus(ctx, undefined, freePort())).state, "busy");
    } finally {
      listener.close();
    }
  });
});

Deno.test("an unreadable record is unknown for status, stop and restart", async () => {
  await withState(async (ctx, paths) => {
    await Deno.writeTextFile(paths.record, "{ not json");
    for (
      const result of [
        await serviceStatus(ctx, freePort(), 1),
        await serviceStop(ctx),
        await serviceRestart(ctx, () => Promise.resolve(launch(freePort()))),
      ]
    ) {
      assert.equal(result.state, "unknown");
      assert.equal(result.ok, false);
    }
  });
});

Deno.test("a stale record (dead pid) reads as stopped once and is removed", async () => {
  await withState(async (ctx, paths) => {
    const pid = await deadPid();
    await writeRecord(paths.record, record(pid, freePort(), paths));
    const result = await serviceStatus(ctx, undefined, 1);
    assert.equal(result.state, "stopped");
    assert.equal(result.ok, false);
    assert.equal(result.pid, pid);
    assert.equal(result.running_version, null);
    assert.deepEqual(await readRecord(paths.record), { kind: "missing" });
    await writeRecord(paths.record, record(pid, freePort(), paths));
    const stop = await serviceStop(ctx);
    assert.deepEqual([stop.state, stop.ok], ["stopped", true]);
    assert.deepEqual(await readRecord(paths.record), { kind: "missing" });
  });
});

Deno.test("a live process without our token is unknown and never signalled", async () => {
  await withState(async (ctx, paths) => {
    const foreign = await idleChild();
    try {
      await writeRecord(paths.record, record(foreign.pid, freePort(), paths));
      assert.equal((await serviceStatus(ctx, undefined, 1)).state, "unknown");
      const stop = await serviceStop(ctx);
      assert.deepEqual([stop.state, stop.ok], ["unknown", false]);
      const restart = await serviceRestart(ctx, () => Promise.resolve(launch(freePort())));
      assert.deepEqual([restart.state, restart.ok], ["unknown", false]);
      assert.equal(await processAlive(foreign.pid), true);
      assert.equal((await readRecord(paths.record)).kind, "ok");
    } finally {
      await end(foreign);
    }
  });
});

Deno.test("our process not answering /api is starting; stop terminates it", async () => {
  await withState(async (ctx, paths) => {
    const ours = await idleChild({ [TOKEN_ENV]: TOKEN });
    try {
      await writeRecord(paths.record, record(ours.pid, freePort(), paths));
      const result = await serviceStatus(ctx, undefined, 1);
      assert.deepEqual([result.state, result.ok, result.pid], ["starting", false, ours.pid]);
      const again = await serviceStart(ctx, launch(freePort()));
      assert.deepEqual([again.state, again.pid], ["starting", ours.pid], "no second launch");
      const stop = await serviceStop(ctx);
      assert.deepEqual([stop.state, stop.ok], ["stopped", true]);
      assert.equal(await processAlive(ours.pid), false);
      assert.equal((await ours.status).signal, "SIGTERM");
      assert.deepEqual(await readRecord(paths.record), { kind: "missing" });
    } finally {
      await end(ours);
    }
  });
});

Deno.test("start on a port held by another program is busy and writes nothing", async () => {
  await withState(async (ctx, paths) => {
    const listener = Deno.listen({ hostname: "127.0.0.1", port: 0 });
    try {
      const port = (listener.addr as Deno.NetAddr).port;
      const result = await serviceStart(ctx, launch(port));
      assert.deepEqual(result, {
        schema: "svc-service-local/1",
        ok: false,
        state: "busy",
        message: m.busy(port),
      });
      assert.deepEqual([...Deno.readDirSync(paths.dir)], []);
    } finally {
      listener.close();
    }
  });
});
