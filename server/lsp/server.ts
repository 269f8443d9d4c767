/**
 * The language server's lifecycle and wiring (`svc lsp`): the connection's handlers
 * (initialize, open/change/close through the library's document store, hover, code actions,
 * commands, configuration), one analysis run per document through a {@linkcode Debouncer}, and
 * the publishing rule: a run reads the document's newest text and version after its files
 * (settings, dismissals) are read, analyses it synchronously and publishes at once, so what is
 * published is always the newest version at that moment and never an older one. Each run logs
 * (`window/logMessage`) the milliseconds from its start to the publish (the time after the
 * debounce), of the analysis and findings alone, and since the change was applied (with
 * `debounce_ms` 0 the in-process time from a `didChange` to its `publishDiagnostics`), which
 * `scripts/bench_lsp.ts` reads.
 *
 * Problems never stop the server: a document that is not a Markdown file on disk, a config
 * file that cannot be read, a dismissals file that is not valid, a failed command or analysis
 * are each a `window/showMessage` error, and the server goes on.
 *
 * @module
 */

import { dirname } from "node:path";
import { fileURLToPath } from "node:url";
import {
  type Connection,
  MessageType,
  TextDocuments,
  TextDocumentSyncKind,
} from "npm:vscode-languageserver@10.1.2/node";
import { TextDocument } from "npm:vscode-languageserver-textdocument@1.0.16";
import { ChapterMemo } from "../../src/features/chapter_memo.ts";
import { MeasureMemo } from "../../src/features/measure_memo.ts";
import { type Messages, messages } from "../../src/i18n/messages.ts";
import { manuscriptDismissals, setDismissal } from "../../src/project/dismissals.ts";
import { isMarkdownName } from "../../src/project/manuscript_name.ts";
import { excerpt } from "../../src/report/dashboard/format.ts";
import { CHAPTER_FLAG } from "../../src/views/fingerprint.ts";
import { codeActions, COMMANDS } from "./actions.ts";
import { toLspDiagnostic } from "./convert.ts";
import { chapterAddress, servedDashboard, writeStandaloneDashboard } from "./dashboard.ts";
import { DEBOUNCE_MS, Debouncer } from "./debounce.ts";
import { diagnoseText, type DocumentResult } from "./diagnose.ts";
import { hoverAt } from "./hover.ts";
import {
  documentSettings,
  type LspFlags,
  type LspSession,
  NO_SESSION,
  sessionOf,
} from "./settings.ts";

/** Characters of a tense flag's paragraph kept in the dismissals file (as the dashboard keeps). */
const DISMISS_TEXT_CHARS = 80;

/** Longest debounce an editor may ask for, in milliseconds. */
const MAX_DEBOUNCE_MS = 5000;

/** What `svc lsp` was started with. */
export interface LspLaunch {
  readonly flags: LspFlags;
  /** Environment reader (the managed server's record, `SVC_LANG`). */
  readonly env: (name: string) => string | undefined;
}

interface Tracked {
  readonly path: string;
  readonly memo: ChapterMemo;
  readonly measures: MeasureMemo;
  /** When the latest change was applied (`performance.now()`), or null after a run took it. */
  changedAt: number | null;
  result: DocumentResult | null;
  /** The warnings last shown for this document (shown again only when they change). */
  shown: string;
}

function debounceOf(options: unknown): number | null {
  const raw = options && typeof options === "object"
    ? ((options as { svc?: Record<string, unknown> }).svc ?? options as Record<string, unknown>)
      .debounce_ms
    : undefined;
  return typeof raw === "number" && Number.isInteger(raw) && raw >= 0 && raw <= MAX_DEBOUNCE_MS
    ? raw
    : null;
}

/**
 * Registers every handler of the server on a connection and starts listening.
 *
 * @example
 * ```ts
 * import { createConnection, ProposedFeatures } from "npm:vscode-languageserver@10.1.2/node";
 * import process from "node:process";
 * const connection = createConnection(ProposedFeatures.all, process.stdin, process.stdout);
 * serveLsp(connection, { flags: { thresholds: {}, home: null }, env: (n) => Deno.env.get(n) });
 * ```
 */
export function serveLsp(connection: Connection, launch: LspLaunch): void {
  const documents = new TextDocuments(TextDocument);
  const tracked = new Map<string, Tracked>();
  const fresh = new Set<string>();
  const m: Messages = messages(launch.flags.uiLanguage);
  let session: LspSession = NO_SESSION;
  let showDocument = false;
  let dashboardFolder: string | null = null;

  const error = (text: string) => {
    connection.sendNotification("window/showMessage", { type: MessageType.Error, message: text });
  };
  const describe = (e: unknown) => e instanceof Error ? e.message : String(e);

  const run = async (uri: string) => {
    const doc = tracked.get(uri);
    if (!doc) return;
    const started = performance.now();
    const settings = await documentSettings(doc.path, launch.flags, session);
    const warnings = settings.warnings.join("\n");
    if (warnings !== doc.shown) {
      doc.shown = warnings;
      for (const w of settings.warnings) error(m.lsp.failed(w));
    }
    let dismissed: ReadonlySet<string> = new Set();
    try {
      dismissed = await manuscriptDismissals(doc.path);
    } catch (e) {
      error(m.lsp.failed(describe(e)));
    }
    const current = documents.get(uri);
    if (!current || tracked.get(uri) !== doc) return;
    const analysed = performance.now();
    const changedAt = doc.changedAt;
    const result = diagnoseText({
      version: current.version,
      text: current.getText(),
      settings,
      dismissed,
      memo: doc.memo,
      measures: doc.measures,
    });
    doc.result = result;
    connection.sendDiagnostics({
      uri,
      version: result.version,
      diagnostics: result.diagnostics.map((d) => toLspDiagnostic(d, uri)),
    });
    const done = performance.now();
    const change = changedAt === null
      ? ""
      : `, ${(done - changedAt).toFixed(1)} ms since the change`;
    if (doc.changedAt === changedAt) doc.changedAt = null;
    connection.console.log(
      `svc: ${result.diagnostics.length} diagnostics for version ${result.version} in ` +
        `${(done - started).toFixed(1)} ms after the debounce (analysis and findings ${
          (done - analysed).toFixed(1)
        } ms${change})`,
    );
  };
  const debouncer = new Debouncer(DEBOUNCE_MS, async (uri) => {
    try {
      await run(uri);
    } catch (e) {
      error(m.lsp.failed(describe(e)));
    }
  });

  connection.onInitialize((params) => {
    const { session: s, problems } = sessionOf(params.initializationOptions);
    session = s;
    for (const p of problems) error(m.lsp.failed(p));
    debouncer.delayMs = debounceOf(params.initializationOptions) ?? DEBOUNCE_MS;
    showDocument = params.capabilities.window?.showDocument?.support === true;
    return {
      capabilities: {
        textDocumentSync: TextDocumentSyncKind.Incremental,
        hoverProvider: true,
        codeActionProvider: { codeActionKinds: ["quickfix"] },
        executeCommandProvider: { commands: Object.values(COMMANDS) },
      },
      serverInfo: { name: "svc" },
    };
  });

  connection.onDidChangeConfiguration((params) => {
    const { session: s, problems } = sessionOf(params.settings);
    if (params.settings === null || params.settings === undefined) return;
    session = s;
    for (const p of problems) error(m.lsp.failed(p));
    debouncer.delayMs = debounceOf(params.settings) ?? debouncer.delayMs;
    for (const uri of tracked.keys()) debouncer.schedule(uri, 0);
  });

  documents.onDidOpen(({ document }) => {
    const uri = document.uri;
    let path: string;
    try {
      path = fileURLToPath(uri);
    } catch {
      error(m.lsp.notFile(uri));
      return;
    }
    if (!isMarkdownName(path)) {
      error(m.lsp.notMarkdown(path));
      return;
    }
    tracked.set(uri, {
      path,
      memo: new ChapterMemo(),
      measures: new MeasureMemo(),
      result: null,
      shown: "",
      changedAt: null,
    });
    fresh.add(uri);
  });
  documents.onDidChangeContent(({ document }) => {
    const doc = tracked.get(document.uri);
    if (!doc) return;
    doc.changedAt = performance.now();
    debouncer.schedule(document.uri, fresh.delete(document.uri) ? 0 : undefined);
  });
  documents.onDidClose(({ document }) => {
    debouncer.cancel(document.uri);
    tracked.delete(document.uri);
    fresh.delete(document.uri);
    connection.sendDiagnostics({ uri: document.uri, diagnostics: [] });
  });

  const currentResult = (uri: string): DocumentResult | null => {
    const result = tracked.get(uri)?.result ?? null;
    return result !== null && result.version === documents.get(uri)?.version ? result : null;
  };

  connection.onHover(({ textDocument, position }) => {
    const result = currentResult(textDocument.uri);
    return result === null ? null : hoverAt(result, position);
  });
  connection.onCodeAction(({ textDocument, range }) => {
    const result = currentResult(textDocument.uri);
    return result === null ? [] : codeActions(result, textDocument.uri, range);
  });

  const dismiss = async (uri: string, fingerprint: string) => {
    const doc = tracked.get(uri);
    const result = doc?.result;
    const index = result?.findings.findIndex((f) => f.fingerprint === fingerprint) ?? -1;
    if (!doc || !result || index < 0) {
      error(m.lsp.staleFinding(fingerprint));
      return null;
    }
    const f = result.findings[index];
    const text = f.paragraph !== null
      ? excerpt(f.paragraph.text, DISMISS_TEXT_CHARS)
      : f.feature ?? CHAPTER_FLAG;
    await setDismissal(dirname(doc.path), fingerprint, { chapter: f.chapter_title, text });
    debouncer.schedule(uri, 0);
    return result.messages.lsp.dismissed(fingerprint);
  };
  const openDashboard = async (uri: string, chapter: number) => {
    const doc = tracked.get(uri);
    const result = doc?.result;
    if (!doc || !result) return null;
    let page = await servedDashboard(doc.path, launch.env);
    if (page === null) {
      dashboardFolder ??= await Deno.makeTempDir({ prefix: "svc-lsp-" });
      page = await writeStandaloneDashboard(result, doc.path, dashboardFolder);
    }
    const address = chapterAddress(page, chapter);
    if (showDocument) await connection.window.showDocument({ uri: address, external: true });
    else {
      connection.sendNotification("window/showMessage", {
        type: MessageType.Info,
        message: result.messages.lsp.dashboardAt(address),
      });
    }
    return address;
  };
  connection.onExecuteCommand(async ({ command, arguments: args }) => {
    try {
      const [uri, value] = args ?? [];
      if (typeof uri !== "string") return null;
      if (command === COMMANDS.dismiss && typeof value === "string") {
        return await dismiss(uri, value);
      }
      if (command === COMMANDS.openDashboard && typeof value === "number") {
        return await openDashboard(uri, value);
      }
    } catch (e) {
      error(m.lsp.failed(describe(e)));
    }
    return null;
  });

  documents.listen(connection);
  connection.listen();
}
