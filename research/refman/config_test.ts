import assert from "node:assert/strict";
import { join } from "node:path";
import {
  DEFAULT_API_URL,
  readRefmanConfigFiles,
  refmanConfig,
  refmanDataDir,
  type RefmanOptions,
} from "./config.ts";

/** A temporary home (with `.config/`) and a project folder inside it; removed afterwards. */
async function withFolders(fn: (home: string, root: string) => Promise<void>): Promise<void> {
  const home = await Deno.realPath(await Deno.makeTempDir({ prefix: "svc-refman-config-" }));
  try {
    const root = join(home, "book");
    await Deno.mkdir(root);
    await Deno.mkdir(join(home, ".config"));
    await fn(home, root);
  } finally {
    await Deno.remove(home, { recursive: true });
  }
}

const url = (port: number) => `http://127.0.0.1:${port}/api/`;

Deno.test("each refman setting comes from the flag, else the environment, else the project config, else the user config, else the default", async () => {
  await withFolders(async (home, root) => {
    await Deno.writeTextFile(
      join(root, "svc.toml"),
      `title = "Ledger"\n[refman]\ndata_dir = "/from/project"\napi_url = "${url(1002)}"\n`,
    );
    await Deno.writeTextFile(
      join(home, ".config", "svc.toml"),
      `[refman]\ndata_dir = "/from/user"\napi_url = "${url(1001)}"\n`,
    );
    const files = await readRefmanConfigFiles(root, home);
    assert.deepEqual(files.warnings, []);
    const userOnly = await readRefmanConfigFiles(null, home);
    const layer = {
      flag: { dataDir: "/from/flag", apiUrl: url(1004) },
      env: { SVC_REFMAN_DATA_DIR: "/from/env", SVC_REFMAN_API_URL: url(1003) },
    };
    // [flag, env, project, user] present → the expected data directory and API address.
    const rows: [boolean, boolean, boolean, boolean, string, string][] = [
      [true, true, true, true, "/from/flag", url(1004)],
      [false, true, true, true, "/from/env", url(1003)],
      [false, false, true, true, "/from/project", url(1002)],
      [false, false, false, true, "/from/user", url(1001)],
      [false, false, false, false, join(home, "Zotero"), DEFAULT_API_URL],
      [true, false, false, true, "/from/flag", url(1004)],
      [false, true, false, false, "/from/env", url(1003)],
      [false, false, true, false, "/from/project", url(1002)],
    ];
    for (const [flag, env, project, user, dataDir, apiUrl] of rows) {
      const options: RefmanOptions = {
        env: { HOME: home, ...(env ? layer.env : {}) },
        ...(flag ? layer.flag : {}),
        ...(project ? { projectConfig: files.projectConfig } : {}),
        ...(user ? { userConfig: (project ? files : userOnly).userConfig } : {}),
      };
      const config = refmanConfig(options);
      const row = JSON.stringify([flag, env, project, user]);
      assert.equal(config.dataDir, dataDir, row);
      assert.equal(config.apiUrl, apiUrl, row);
      assert.equal(refmanDataDir(options), dataDir, row);
    }
  });
});

Deno.test("a config file's data_dir may start with ~/ and is otherwise taken from the file's folder", async () => {
  await withFolders(async (home, root) => {
    const user = join(home, ".config", "svc.toml");
    await Deno.writeTextFile(join(root, "svc.toml"), '[refman]\ndata_dir = "~/Zotero Library"\n');
    await Deno.writeTextFile(user, '[refman]\ndata_dir = "Zotero"\n');
    let files = await readRefmanConfigFiles(root, home);
    assert.equal(files.projectConfig.dataDir, join(home, "Zotero Library"));
    assert.equal(files.userConfig.dataDir, join(home, ".config", "Zotero"));

    await Deno.writeTextFile(join(root, "svc.toml"), '[refman]\ndata_dir = "../shared/zotero"\n');
    await Deno.writeTextFile(user, '[refman]\ndata_dir = "~"\n');
    files = await readRefmanConfigFiles(root, home);
    assert.equal(files.projectConfig.dataDir, join(home, "shared", "zotero"));
    assert.equal(files.userConfig.dataDir, home);

    // pyproject.toml: [tool.svc.refman], relative to the pyproject's folder.
    await Deno.remove(join(root, "svc.toml"));
    await Deno.writeTextFile(
      join(root, "pyproject.toml"),
      '[project]\nname = "ledger"\n[tool.svc.refman]\ndata_dir = "refs/zotero"\napi_url = "off"\n',
    );
    files = await readRefmanConfigFiles(root, home);
    assert.deepEqual(files.projectConfig, { dataDir: join(root, "refs", "zotero"), apiUrl: null });
    assert.equal(refmanConfig({ env: {}, ...files }).apiUrl, null);

    // "~/" with no home folder known: a warning naming the file, and the default stays.
    await Deno.writeTextFile(join(root, "svc.toml"), '[refman]\ndata_dir = "~/Zotero"\n');
    files = await readRefmanConfigFiles(root, null);
    assert.deepEqual(files.projectConfig, {});
    assert.deepEqual(files.warnings, [
      `Ignoring a setting in config file "${
        join(root, "svc.toml")
      }": refman.data_dir "~/Zotero" starts with "~" but no home folder is known`,
    ]);
  });
});

Deno.test("a malformed config file is a warning naming it, and its refman settings are ignored", async () => {
  await withFolders(async (home, root) => {
    const project = join(root, "svc.toml");
    const user = join(home, ".config", "svc.toml");
    await Deno.writeTextFile(user, '[refman]\ndata_dir = "/from/user"\n');
    await Deno.writeTextFile(project, '[refman]\ndata_dir = "/from/project\n');
    let files = await readRefmanConfigFiles(root, home);
    assert.equal(files.warnings.length, 1);
    assert.match(files.warnings[0], /^Ignoring config file ".*\/book\/svc\.toml": it is not valid/);
    assert.deepEqual(files.projectConfig, {});
    assert.equal(refmanConfig({ env: { HOME: home }, ...files }).dataDir, "/from/user");

    // A bad value: that value alone is ignored, the file's other setting applies.
    await Deno.writeTextFile(
      project,
      '[refman]\ndata_dir = "/from/project"\napi_url = "localhost:23119"\n',
    );
    await Deno.writeTextFile(user, '[refman]\napi_url = "off"\ndatadir = "/typo"\n');
    files = await readRefmanConfigFiles(root, home);
    assert.deepEqual(files.warnings, [
      `Ignoring a setting in config file "${project}": refman.api_url "localhost:23119" must be an http URL`,
      `Ignoring a setting in config file "${user}": refman.datadir is not a setting (data_dir, api_url)`,
    ]);
    const config = refmanConfig({ env: { HOME: home }, ...files });
    assert.equal(config.dataDir, "/from/project");
    assert.equal(config.apiUrl, null, "the user's api_url, since the project's was refused");

    // The environment is still checked strictly: a usage error, as before.
    assert.throws(
      () => refmanConfig({ env: { SVC_REFMAN_API_URL: "zotero" }, ...files }),
      /SVC_REFMAN_API_URL "zotero" is not an absolute URL/,
    );
  });
});
