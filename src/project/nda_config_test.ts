import assert from "node:assert/strict";
import { join } from "node:path";
import { UsageError } from "../errors.ts";
import { readNdaSettings } from "./nda_config.ts";

/** A project folder inside a scratch folder that also holds files outside the project. */
async function withProject(fn: (root: string, outside: string) => Promise<void>): Promise<void> {
  const base = await Deno.makeTempDir({ prefix: "svc-nda-config-" });
  try {
    const root = join(base, "project");
    const outside = join(base, "outside");
    await Deno.mkdir(root);
    await Deno.mkdir(outside);
    await Deno.writeTextFile(join(outside, "x.txt"), "Secret {{recipient_name}}");
    await Deno.writeTextFile(join(base, "x.txt"), "Secret {{recipient_name}}");
    await fn(root, outside);
  } finally {
    await Deno.remove(base, { recursive: true });
  }
}

async function rejects(promise: Promise<unknown>, pattern: RegExp, hidden?: string) {
  await assert.rejects(promise, (e) => {
    assert.ok(e instanceof UsageError, String(e));
    assert.match(e.message, pattern);
    if (hidden) assert.ok(!e.message.includes(hidden), `message leaks ${hidden}: ${e.message}`);
    return true;
  });
}

Deno.test("readNdaSettings() returns nothing for a config without an nda table", async () => {
  assert.deepEqual(await readNdaSettings("/nonexistent", {}), {});
});

Deno.test("readNdaSettings() reads nda.language and a template relative to the project", async () => {
  await withProject(async (root) => {
    await Deno.mkdir(join(root, "legal"));
    await Deno.writeTextFile(
      join(root, "legal", "nda.txt"),
      "\uFEFFNDA\r\n{{ recipient_name }}\r\n",
    );
    const s = await readNdaSettings(root, { nda: { language: "fr", template: "legal/nda.txt" } });
    assert.deepEqual(s, { language: "fr", template: "NDA\n{{ recipient_name }}\n" });
  });
});

Deno.test("readNdaSettings() rejects a language outside the seven and a non-table nda", async () => {
  await rejects(
    readNdaSettings("/x", { nda: { language: "generic" } }),
    /^nda\.language "generic"/,
  );
  await rejects(readNdaSettings("/x", { nda: { language: "xx" } }), /nda\.language "xx"/);
  await rejects(readNdaSettings("/x", { nda: "de" }), /nda must be a table/);
  await rejects(readNdaSettings("/x", { nda: { template: 3 } }), /nda\.template must be a string/);
});

Deno.test("readNdaSettings() rejects templates outside the project without naming their path", async () => {
  await withProject(async (root, outside) => {
    await rejects(readNdaSettings(root, { nda: { template: "../x.txt" } }), /outside/, outside);
    await rejects(
      readNdaSettings(root, { nda: { template: "sub/../../outside/x.txt" } }),
      /outside/,
      outside,
    );
    await rejects(
      readNdaSettings(root, { nda: { template: join(outside, "x.txt") } }),
      /not absolute/,
    );
    await Deno.symlink(join(outside, "x.txt"), join(root, "link.txt"));
    await rejects(readNdaSettings(root, { nda: { template: "link.txt" } }), /outside/, outside);
    await Deno.symlink(outside, join(root, "dirlink"));
    await rejects(
      readNdaSettings(root, { nda: { template: "dirlink/x.txt" } }),
      /^nda\.template "dirlink\/x\.txt" points outside/,
      outside,
    );
  });
});

Deno.test("readNdaSettings() follows a symlink that stays inside, and a symlinked project root", async () => {
  await withProject(async (root) => {
    await Deno.writeTextFile(join(root, "real.txt"), "Inside {{date}}");
    await Deno.symlink(join(root, "real.txt"), join(root, "alias.txt"));
    assert.equal(
      (await readNdaSettings(root, { nda: { template: "alias.txt" } })).template,
      "Inside {{date}}",
    );
    const rootLink = root + "-link";
    await Deno.symlink(root, rootLink);
    try {
      const s = await readNdaSettings(rootLink, { nda: { template: "./real.txt" } });
      assert.equal(s.template, "Inside {{date}}");
    } finally {
      await Deno.remove(rootLink);
    }
  });
});

Deno.test("readNdaSettings() rejects missing files, folders and the project folder itself", async () => {
  await withProject(async (root) => {
    await Deno.mkdir(join(root, "dir"));
    await rejects(readNdaSettings(root, { nda: { template: "none.txt" } }), /not found/);
    await rejects(readNdaSettings(root, { nda: { template: "dir" } }), /not a regular file/);
    await rejects(readNdaSettings(root, { nda: { template: "." } }), /outside/);
    await rejects(readNdaSettings(root, { nda: { template: "" } }), /relative to the project/);
  });
});

Deno.test("readNdaSettings() accepts exactly 2 MiB and rejects one byte more", async () => {
  await withProject(async (root) => {
    const limit = 2 * 1024 * 1024;
    await Deno.writeTextFile(join(root, "max.txt"), "a".repeat(limit));
    const ok = await readNdaSettings(root, { nda: { template: "max.txt" } });
    assert.equal(ok.template?.length, limit);
    await Deno.writeTextFile(join(root, "big.txt"), "a".repeat(limit + 1));
    await rejects(readNdaSettings(root, { nda: { template: "big.txt" } }), /larger than 2 MiB/);
  });
});

Deno.test("readNdaSettings() rejects invalid UTF-8 and unknown template fields", async () => {
  await withProject(async (root) => {
    await Deno.writeFile(join(root, "latin1.txt"), new Uint8Array([0x4e, 0x44, 0x41, 0xe9, 0x0a]));
    await rejects(readNdaSettings(root, { nda: { template: "latin1.txt" } }), /not valid UTF-8/);
    await Deno.writeTextFile(join(root, "salary.txt"), "NDA\n{{salary}}");
    await rejects(
      readNdaSettings(root, { nda: { template: "salary.txt" } }),
      /^nda\.template "salary\.txt": .*"\{\{salary\}\}" on line 2/,
    );
  });
});

/** Whether `mkfifo` can make a FIFO here (it can on Linux and macOS, CI included). */
const HAS_MKFIFO = Deno.build.os !== "windows" &&
  new Deno.Command("sh", { args: ["-c", "command -v mkfifo"], stdout: "null" }).outputSync()
      .code === 0;

Deno.test({
  name: "readNdaSettings() rejects a FIFO without opening it",
  ignore: !HAS_MKFIFO,
  fn: async () => {
    await withProject(async (root) => {
      const made = await new Deno.Command("mkfifo", { args: [join(root, "pipe.txt")] }).output();
      assert.ok(made.success, new TextDecoder().decode(made.stderr));
      await rejects(readNdaSettings(root, { nda: { template: "pipe.txt" } }), /not a regular file/);
    });
  },
});
