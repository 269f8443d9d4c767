/**
 * `svc lsp` as an editor meets it: a real `deno run -A cli.ts lsp` process, spoken to over its
 * standard input and output with Content-Length framed JSON-RPC (server/testing/lsp_client.ts).
 */

import assert from "node:assert/strict";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { type Incoming, LspClient } from "../testing/lsp_client.ts";

const MIXED =
  "She walked to the door. She opens it and looks outside. The wind was cold. She runs down the road and calls his name. He waited for her. She stands still and listens.";
const FIXED =
  "She walked to the door. She opened it and looked outside. The wind was cold. She ran down the road and called his name. He waited for her. She stood still and listened.";

function book(paragraph: string): string {
  return [
    "# The Book",
    "",
    "## The Storm",
    "",
    "The rain fell all night on the old house. Anna waited by the window and watched the road.",
    "",
    paragraph,
    "",
    "In the morning the rain stopped. Anna slept until noon.",
    "",
    "## The Road",
    "",
    "They walked along the river for an hour. The water was high and brown.",
    "",
    "Tom carried the bag. Anna held the map and counted the bridges.",
    "",
    "## The Town",
    "",
    "The town was quiet when they arrived. A dog barked somewhere behind the church.",
    "",
    "They found a room above the bakery and slept.",
    "",
  ].join("\n");
}

interface Published {
  uri: string;
  version?: number;
  diagnostics: {
    range: { start: { line: number; character: number }; end: { line: number; character: number } };
    severity: number;
    code: string;
    source: string;
    message: string;
    data: { fingerprint: string };
  }[];
}

const published = (uri: string, version: number) => (m: Incoming) =>
  m.method === "textDocument/publishDiagnostics" &&
  (m.params as Published).uri === uri && (m.params as Published).version === version;

async function start(env: Record<string, string> = {}): Promise<LspClient> {
  const client = await LspClient.start({ env });
  const init = await client.request("initialize", {
    processId: null,
    rootUri: null,
    capabilities: {},
    initializationOptions: { svc: { debounce_ms: 50 } },
  }) as { capabilities: Record<string, unknown> };
  assert.equal(init.capabilities.hoverProvider, true);
  client.notify("initialized", {});
  return client;
}

async function stop(client: LspClient): Promise<void> {
  assert.equal(await client.request("shutdown", null), null);
  client.notify("exit", null);
  const status = await client.exited();
  assert.equal(status.code, 0, client.stderr);
}

Deno.test("svc lsp publishes, updates, hovers, offers actions and dismisses over stdio", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-lsp-test-" });
  const path = join(dir, "book.md");
  await Deno.writeTextFile(path, book(MIXED));
  const uri = pathToFileURL(path).href;
  const client = await start();
  try {
    // Open: one tense flag over the planted paragraph (line 7, 0-based 6), the whole line.
    const opened = client.next(published(uri, 1));
    client.notify("textDocument/didOpen", {
      textDocument: { uri, languageId: "markdown", version: 1, text: book(MIXED) },
    });
    const first = (await opened).params as Published;
    assert.equal(first.diagnostics.length, 1);
    const [d] = first.diagnostics;
    assert.deepEqual(d.range, {
      start: { line: 6, character: 0 },
      end: { line: 6, character: MIXED.length },
    });
    assert.equal(d.severity, 3);
    assert.equal(d.code, "tense");
    assert.equal(d.source, "svc");
    assert.match(d.message, /^Chapter 1 “The Storm”: this paragraph mixes or switches tense/);
    assert.match(d.data.fingerprint, /^t-[0-9a-f]{16}/);

    // Hover: the sentence and the words read as present and as past.
    const hover = await client.request("textDocument/hover", {
      textDocument: { uri },
      position: { line: 6, character: 10 },
    }) as { contents: { kind: string; value: string } };
    assert.equal(hover.contents.kind, "markdown");
    assert.match(hover.contents.value, /this paragraph mixes or switches tense/);
    assert.match(hover.contents.value, /Read as present: opens, looks, runs, calls, stands/);
    assert.match(hover.contents.value, /Read as past: walked, was, waited/);
    const none = await client.request("textDocument/hover", {
      textDocument: { uri },
      position: { line: 4, character: 0 },
    });
    assert.equal(none, null);

    // An incremental edit above the paragraph moves the range with it.
    const moved = client.next(published(uri, 2));
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{
        range: { start: { line: 4, character: 0 }, end: { line: 4, character: 0 } },
        text: "A new first line.\n\n",
      }],
    });
    const second = (await moved).params as Published;
    assert.equal(second.diagnostics.length, 1);
    assert.equal(second.diagnostics[0].range.start.line, 8);
    assert.equal(second.diagnostics[0].data.fingerprint, d.data.fingerprint);

    // Fixing the paragraph removes the flag.
    const fixed = client.next(published(uri, 3));
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 3 },
      contentChanges: [{
        range: { start: { line: 8, character: 0 }, end: { line: 8, character: MIXED.length } },
        text: FIXED,
      }],
    });
    assert.equal(((await fixed).params as Published).diagnostics.length, 0);

    // Two changes inside one debounce: only the newer version is published.
    const latest = client.next(published(uri, 5));
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 4 },
      contentChanges: [{ text: book("Nothing to see.") }],
    });
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 5 },
      contentChanges: [{ text: book(MIXED) }],
    });
    const fifth = (await latest).params as Published;
    assert.equal(fifth.diagnostics.length, 1);
    assert.ok(
      !client.received.some(published(uri, 4)),
      "a result for the older version 4 was published",
    );

    // Code actions: dismiss, a work marker before the paragraph, the dashboard.
    const actions = await client.request("textDocument/codeAction", {
      textDocument: { uri },
      range: { start: { line: 6, character: 3 }, end: { line: 6, character: 3 } },
      context: { diagnostics: fifth.diagnostics },
    }) as {
      title: string;
      command?: { command: string; arguments: unknown[] };
      edit?: {
        documentChanges: {
          textDocument: { version: number };
          edits: { range: Published["diagnostics"][0]["range"]; newText: string }[];
        }[];
      };
    }[];
    assert.deepEqual(actions.map((a) => a.title), [
      "Dismiss this finding (svc)",
      "Add a work marker here (svc)",
      "Open the dashboard at this chapter (svc)",
    ]);
    const change = actions[1].edit!.documentChanges[0];
    assert.equal(change.textDocument.version, 5);
    assert.deepEqual(change.edits[0].range, {
      start: { line: 6, character: 0 },
      end: { line: 6, character: 0 },
    });
    assert.match(
      change.edits[0].newText,
      /^<!-- svc:todo m-[0-9a-f]{8} Chapter 1 “The Storm”: this paragraph mixes .* -->\n$/,
    );

    // Executing Dismiss writes the dismissals file and republishes without the finding.
    const republished = client.next((m) =>
      published(uri, 5)(m) && (m.params as Published).diagnostics.length === 0
    );
    const answer = await client.request("workspace/executeCommand", actions[0].command);
    assert.match(String(answer), /dismissed/);
    await republished;
    const saved = JSON.parse(await Deno.readTextFile(join(dir, "svc-dismissals.json")));
    assert.equal(saved.schema, "svc-dismissals/1");
    assert.deepEqual(Object.keys(saved.tense), [d.data.fingerprint]);
    assert.equal(saved.tense[d.data.fingerprint].chapter, "The Storm");
    assert.match(saved.tense[d.data.fingerprint].text, /^She walked to the door/);

    // Open the dashboard: no managed server here, so a standalone page, at the chapter.
    const page = await client.request("workspace/executeCommand", actions[2].command) as string;
    assert.match(page, /^file:\/\/.*\/book-dashboard\.html#chapter-1$/);
    const html = await Deno.readTextFile(new URL(page.replace(/#.*$/, "")));
    assert.match(html, /^<!doctype html>/i);
    await stop(client);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("svc lsp reports a file that is not Markdown and a broken config, and keeps running", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-lsp-test-" });
  await Deno.writeTextFile(join(dir, "svc.toml"), "this is = = not toml [\n");
  const path = join(dir, "book.md");
  const uri = pathToFileURL(path).href;
  const client = await start();
  try {
    const refused = client.next((m) => m.method === "window/showMessage");
    client.notify("textDocument/didOpen", {
      textDocument: {
        uri: pathToFileURL(join(dir, "notes.txt")).href,
        languageId: "plaintext",
        version: 1,
        text: "x",
      },
    });
    const message = (await refused).params as { type: number; message: string };
    assert.equal(message.type, 1);
    assert.match(message.message, /not a Markdown file/);

    const warned = client.next((m) =>
      m.method === "window/showMessage" &&
      /svc\.toml/.test((m.params as { message: string }).message)
    );
    const opened = client.next(published(uri, 1));
    client.notify("textDocument/didOpen", {
      textDocument: { uri, languageId: "markdown", version: 1, text: book(MIXED) },
    });
    assert.equal(((await warned).params as { type: number }).type, 1);
    assert.equal(((await opened).params as Published).diagnostics.length, 1);

    // Bytes that are no manuscript at all still give a result, not a crash.
    const odd = client.next(published(uri, 2));
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 2 },
      contentChanges: [{ text: "\u0000\uFFFD## \n\n<!--\n```\n" }],
    });
    assert.equal(((await odd).params as Published).diagnostics.length, 0);

    // Workspace settings are the session layer: the interface language changes at once.
    const english = client.next(published(uri, 3));
    client.notify("textDocument/didChange", {
      textDocument: { uri, version: 3 },
      contentChanges: [{ text: book(MIXED) }],
    });
    assert.match(((await english).params as Published).diagnostics[0].message, /^Chapter 1/);
    const german = client.next((m) =>
      published(uri, 3)(m) && /^Kapitel 1/.test((m.params as Published).diagnostics[0]?.message)
    );
    client.notify("workspace/didChangeConfiguration", { settings: { svc: { ui_language: "de" } } });
    await german;
    await stop(client);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});

Deno.test("svc lsp speaks German where the project's interface language is German", async () => {
  const dir = await Deno.makeTempDir({ prefix: "svc-lsp-test-" });
  await Deno.writeTextFile(join(dir, "svc.toml"), 'language = "de"\nui_language = "de"\n');
  const text = [
    "# Das Buch",
    "",
    "## Der Sturm",
    "",
    "Der Regen fiel die ganze Nacht auf das alte Haus. Anna wartete am Fenster.",
    "",
    "Sie ging zur Tür. Sie öffnet sie und schaut hinaus. Der Wind war kalt. Sie läuft die Straße hinunter und ruft seinen Namen. Er wartete auf sie. Sie steht still und horcht.",
    "",
    "## Die Straße",
    "",
    "Sie gingen eine Stunde am Fluss entlang. Das Wasser war hoch und braun.",
    "",
    "## Die Stadt",
    "",
    "Die Stadt war still, als sie ankamen. Ein Hund bellte hinter der Kirche.",
    "",
  ].join("\n");
  const path = join(dir, "buch.md");
  await Deno.writeTextFile(path, text);
  const uri = pathToFileURL(path).href;
  const client = await start();
  try {
    const opened = client.next(published(uri, 1));
    client.notify("textDocument/didOpen", {
      textDocument: { uri, languageId: "markdown", version: 1, text },
    });
    const [d] = ((await opened).params as Published).diagnostics;
    assert.equal(d.range.start.line, 6);
    assert.match(
      d.message,
      /^Kapitel 1 „Der Sturm“: dieser Absatz mischt oder wechselt das Tempus/,
    );
    const hover = await client.request("textDocument/hover", {
      textDocument: { uri },
      position: { line: 6, character: 0 },
    }) as { contents: { value: string } };
    assert.match(hover.contents.value, /Als Präsens gelesen: öffnet, schaut, läuft, ruft, steht/);
    const actions = await client.request("textDocument/codeAction", {
      textDocument: { uri },
      range: d.range,
      context: { diagnostics: [d] },
    }) as { title: string }[];
    assert.equal(actions[0].title, "Diesen Befund verwerfen (svc)");
    await stop(client);
  } finally {
    await Deno.remove(dir, { recursive: true });
  }
});
