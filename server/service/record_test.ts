import assert from "node:assert/strict";
import { join } from "node:path";
import {
  type LaunchChoices,
  parseLaunch,
  parseRecord,
  readLaunch,
  readRecord,
  removeFile,
  type ServiceRecord,
  writeLaunch,
  writeRecord,
} from "./record.ts";

const LAUNCH: LaunchChoices = {
  project: null,
  port: 8765,
  thresholds: { z_mild: 2, fdr_method: "by" },
  language: "de",
  no_project: true,
};

const RECORD: ServiceRecord = {
  schema: "svc-service-record/1",
  pid: 4242,
  port: 8765,
  url: "http://127.0.0.1:8765/",
  backend: "deno",
  installed_version: "0.4.9",
  running_version: null,
  log_path: "/s/svc/service.log",
  started_at: "2025-01-01T00:00:00.000Z",
  launch: LAUNCH,
  token: "0123456789abcdef0123456789abcdef",
  command: ["/usr/bin/deno", "run", "-A", "/app/cli.ts", "serve", "--no-project"],
};

Deno.test("parseRecord() accepts a complete record", () => {
  assert.deepEqual(parseRecord(JSON.stringify(RECORD)), { kind: "ok", value: RECORD });
});

Deno.test("parseRecord() reports text that is not JSON as invalid", () => {
  assert.deepEqual(parseRecord("{"), { kind: "invalid", message: "not JSON" });
});

Deno.test("parseRecord() rejects a wrong schema, a bad pid, an unknown field and a short token", () => {
  const variants: Record<string, unknown>[] = [
    { ...RECORD, schema: "svc-service-record/2" },
    { ...RECORD, pid: 0 },
    { ...RECORD, pid: "4242" },
    { ...RECORD, extra: true },
    { ...RECORD, token: "short" },
    { ...RECORD, backend: "python" },
  ];
  for (const v of variants) assert.equal(parseRecord(JSON.stringify(v)).kind, "invalid");
});

Deno.test("parseRecord() rejects saved thresholds that are out of range or unknown", () => {
  const bad = [{ z_mild: -1 }, { min_chapters: 1.5 }, { fdr_method: "xy" }, { colour: 1 }];
  for (const thresholds of bad) {
    const text = JSON.stringify({ ...RECORD, launch: { ...LAUNCH, thresholds } });
    assert.equal(parseRecord(text).kind, "invalid", JSON.stringify(thresholds));
  }
});

Deno.test("parseLaunch() needs the svc-service-launch/1 wrapper", () => {
  const text = JSON.stringify({ schema: "svc-service-launch/1", launch: LAUNCH });
  assert.deepEqual(parseLaunch(text), { kind: "ok", value: LAUNCH });
  assert.equal(parseLaunch(JSON.stringify(LAUNCH)).kind, "invalid");
  assert.equal(
    parseLaunch(JSON.stringify({ schema: "svc-service-launch/1", launch: { ...LAUNCH, port: 0 } }))
      .kind,
    "invalid",
  );
});

Deno.test("writeRecord() and writeLaunch() round-trip with owner-only permissions", async () => {
  const dir = await Deno.makeTempDir();
  try {
    const record = join(dir, "service.json"), launch = join(dir, "launch.json");
    assert.deepEqual(await readRecord(record), { kind: "missing" });
    assert.deepEqual(await readLaunch(launch), { kind: "missing" });
    await writeRecord(record, RECORD);
    await writeLaunch(launch, LAUNCH);
    assert.deepEqual(await readRecord(record), { kind: "ok", value: RECORD });
    assert.deepEqual(await readLaunch(launch), { kind: "ok", value: LAUNCH });
    assert.equal((await Deno.stat(record)).mode! & 0o777, 0o600);
    await removeFile(record);
    await removeFile(record); // a missing file is fine
    assert.deepEqual(await readRecord(record), { kind: "missing" });
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
