/**
 * Headless-Chromium harness for the dashboard and server browser tests: launches the system
 * Chromium through playwright-core (never a downloaded browser), opens pages that collect every
 * console error or warning, page error, failed request and Content-Security-Policy violation,
 * and saves screenshots a developer can look at.
 *
 * @module
 */

import { join } from "node:path";
import { type Browser, chromium, type Page } from "npm:playwright-core@1.65.1";

/** Where Debian installs Chromium; `SVC_CHROMIUM` overrides it. */
const DEFAULT_CHROMIUM_PATH = "/usr/bin/chromium";

/**
 * Command-line switches for every launch: no sandbox (CI containers run as root), no GPU, and
 * nothing that phones home or updates itself, so a test run stays offline and repeatable.
 */
const CHROMIUM_ARGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-dev-shm-usage",
];

/** Upper bound for starting Chromium; a healthy start takes well under a second. */
const LAUNCH_TIMEOUT_MS = 30_000;

/** What went wrong on a page, in arrival order. */
export interface PageProblem {
  /**
   * `console-error` / `console-warning`: a console message of that level; `csp`: a console
   * error in which Chromium reports a Content-Security-Policy violation; `pageerror`: an
   * uncaught exception; `requestfailed`: a request that got no response at all.
   */
  kind: "console-error" | "console-warning" | "csp" | "pageerror" | "requestfailed";
  /** The message as Chromium or the page reported it. */
  text: string;
  /** The document or resource it concerns, when known. */
  url?: string;
}

/** One `securitypolicyviolation` event as recorded inside the page. */
export interface CspViolation {
  /** E.g. `script-src-elem` or `style-src-attr` (Chromium reports the effective directive). */
  violatedDirective: string;
  /** E.g. `inline`, or the blocked resource's URL. */
  blockedURI: string;
}

/** A page from {@linkcode openPage}; closing it also closes its private browser context. */
export interface OpenedPage extends AsyncDisposable {
  /** The playwright page, already navigated to the URL. */
  page: Page;
  /** Live list: grows while the page runs; call {@linkcode settle} before reading it. */
  problems: PageProblem[];
  /** Closes the page and its context. */
  close(): Promise<void>;
}

/** Options of {@linkcode openPage}. */
export interface OpenPageOptions {
  /** CSS pixels; playwright's default is 1280×720. */
  viewport?: { width: number; height: number };
}

/**
 * The Chromium executable in use: `SVC_CHROMIUM` when set, else {@linkcode DEFAULT_CHROMIUM_PATH}.
 */
function chromiumPath(): string {
  return Deno.env.get("SVC_CHROMIUM") || DEFAULT_CHROMIUM_PATH;
}

let skipNoticePrinted = false;

/**
 * Whether the Chromium executable exists. When it does not, prints (once per process) a notice
 * on stderr, because a silently skipped browser test would look like a passing one.
 *
 * @example
 * ```ts
 * Deno.test({ name: "…", ignore: !chromiumAvailable(), fn: async () => {} });
 * ```
 */
export function chromiumAvailable(): boolean {
  const path = chromiumPath();
  let found = false;
  try {
    found = Deno.statSync(path).isFile;
  } catch {
    found = false;
  }
  if (!found && !skipNoticePrinted) {
    skipNoticePrinted = true;
    console.error(
      `[notice] Chromium not found at ${path} (set SVC_CHROMIUM or install chromium): ` +
        "the browser tests are SKIPPED",
    );
  }
  return found;
}

/**
 * Starts headless Chromium from {@linkcode chromiumPath} with {@linkcode CHROMIUM_ARGS}. The
 * returned browser is `AsyncDisposable`, so `await using browser = await launchBrowser()` works.
 *
 * @example
 * ```ts
 * const browser = await launchBrowser();
 * try {
 *   (await browser.newPage()).url(); // "about:blank"
 * } finally {
 *   await closeBrowser(browser);
 * }
 * ```
 */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: chromiumPath(),
    headless: true,
    args: [...CHROMIUM_ARGS],
    timeout: LAUNCH_TIMEOUT_MS,
  });
}

/**
 * Closes the browser and waits for its process to end; harmless when already closed.
 *
 * @example
 * ```ts
 * const browser = await launchBrowser();
 * await closeBrowser(browser);
 * browser.isConnected(); // false
 * ```
 */
export async function closeBrowser(browser: Browser): Promise<void> {
  if (browser.isConnected()) await browser.close();
}

/** Chromium ≥ 120 says "… violates the following Content Security Policy directive …". */
const CSP_MESSAGE = /Content Security Policy|^Refused to /;

/**
 * Runs in the page before any of its own scripts. It is injected over the DevTools protocol,
 * so the page's CSP does not apply to it (browser_test.ts checks this).
 */
function recordCspViolations(): void {
  const store: CspViolation[] = [];
  Object.defineProperty(globalThis, "__cspViolations", { value: store });
  globalThis.addEventListener("securitypolicyviolation", (event) => {
    // Deno's type library has no DOM, hence the structural cast.
    const e = event as unknown as CspViolation;
    store.push({ violatedDirective: e.violatedDirective, blockedURI: e.blockedURI });
  });
}

/**
 * Opens `url` in a new page with its own context and returns it with a live `problems` list
 * that collects console errors and warnings, CSP reports, page errors and failed requests.
 * The listeners and the CSP recorder are installed before navigation, so nothing is missed.
 *
 * @example
 * ```ts
 * import { serveHtml } from "./csp_server.ts";
 * await using server = serveHtml((n) => `<script nonce="${n}">document.title = "ran"</script>`);
 * await using browser = await launchBrowser();
 * const viewport = { width: 800, height: 600 };
 * await using opened = await openPage(browser, server.url, { viewport });
 * await settle(opened.page);
 * opened.problems; // [] when the page broke no rule
 * ```
 */
export async function openPage(
  browser: Browser,
  url: string,
  options: OpenPageOptions = {},
): Promise<OpenedPage> {
  const page = await browser.newPage(options.viewport ? { viewport: options.viewport } : {});
  const problems: PageProblem[] = [];
  page.on("console", (message) => {
    const type = message.type();
    if (type !== "error" && type !== "warning") return;
    const text = message.text();
    const kind = type === "warning"
      ? "console-warning"
      : CSP_MESSAGE.test(text)
      ? "csp"
      : "console-error";
    problems.push({ kind, text, url: message.location().url || undefined });
  });
  page.on("pageerror", (error) => {
    problems.push({ kind: "pageerror", text: `${error.name}: ${error.message}` });
  });
  page.on("requestfailed", (request) => {
    const reason = request.failure()?.errorText ?? "failed";
    problems.push({ kind: "requestfailed", text: reason, url: request.url() });
  });
  const close = async () => {
    // browser.newPage() gives the page a context of its own, closed together with the page.
    if (!page.isClosed()) await page.close();
  };
  try {
    await page.addInitScript(recordCspViolations);
    await page.goto(url, { waitUntil: "load" });
  } catch (error) {
    await close();
    throw error;
  }
  return { page, problems, close, [Symbol.asyncDispose]: close };
}

/**
 * Waits until the page has run one macrotask and every DevTools event sent before that has
 * reached our listeners: violation events are dispatched asynchronously, and console messages
 * can arrive after `goto` has resolved.
 *
 * @example
 * ```ts
 * import type { Page } from "npm:playwright-core@1.65.1";
 * declare const page: Page; // from openPage()
 * await settle(page); // listeners have now seen what the page did so far
 * ```
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(() => new Promise<void>((resolve) => setTimeout(resolve, 0)));
}

/**
 * The `securitypolicyviolation` events recorded in the page so far (after {@linkcode settle}).
 * Returns null when the recorder is missing, i.e. the init script did not run.
 *
 * @example
 * ```ts
 * import type { Page } from "npm:playwright-core@1.65.1";
 * declare const page: Page; // from openPage(), on a page with a blocked inline script
 * await cspViolations(page); // [{ violatedDirective: "script-src-elem", blockedURI: "inline" }]
 * ```
 */
export async function cspViolations(page: Page): Promise<CspViolation[] | null> {
  await settle(page);
  return await page.evaluate(() => {
    const store = (globalThis as { __cspViolations?: CspViolation[] }).__cspViolations;
    return Array.isArray(store) ? store.map((v) => ({ ...v })) : null;
  });
}

let shotsDir: Promise<string> | undefined;

/** `SVC_SHOTS_DIR` (created if needed) or one `svc-shots-*` temp dir per process, kept. */
function screenshotDir(): Promise<string> {
  shotsDir ??= (async () => {
    const chosen = Deno.env.get("SVC_SHOTS_DIR");
    if (!chosen) return await Deno.makeTempDir({ prefix: "svc-shots-" });
    await Deno.mkdir(chosen, { recursive: true });
    return chosen;
  })();
  return shotsDir;
}

/**
 * Saves a full-page PNG named after `name` (unsafe characters become `_`, `.png` is added) and
 * returns its path. The directory is left in place on purpose so a developer can open the file.
 *
 * @example
 * ```ts
 * import type { Page } from "npm:playwright-core@1.65.1";
 * declare const page: Page; // from openPage()
 * await screenshot(page, "dashboard overview"); // "/tmp/svc-shots-…/dashboard_overview.png"
 * ```
 */
export async function screenshot(page: Page, name: string): Promise<string> {
  const safe = name.replace(/[^A-Za-z0-9._-]+/g, "_").replace(/^\.+/, "") || "screenshot";
  const file = safe.toLowerCase().endsWith(".png") ? safe : `${safe}.png`;
  const path = join(await screenshotDir(), file);
  await page.screenshot({ path, fullPage: true, type: "png" });
  return path;
}
