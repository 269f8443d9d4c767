// Evidence that the browser harness works and that its CSP checks can fail: every browser test
// below either expects a problem the harness must catch or a clean page it must not flag.
//
// Each test launches its own browser (about 0.6 s each here). One shared browser would save a
// few seconds for the file, but a browser that outlives its test trips Deno's resource and op
// sanitizers; with one browser per test they stay switched on everywhere.

import assert from "node:assert/strict";
import {
  chromiumAvailable,
  cspViolations,
  launchBrowser,
  type OpenedPage,
  openPage,
  screenshot,
  settle,
} from "./browser.ts";
import { DEFAULT_NONCE, serveHtml, type ServeHtmlOptions, strictCsp } from "./csp_server.ts";

const ignore = !chromiumAvailable();

/** Serves `html`, opens it in a fresh browser, runs `check`, and closes everything. */
async function visit(
  html: string | ((nonce: string) => string),
  check: (opened: OpenedPage) => Promise<void>,
  options: ServeHtmlOptions = {},
): Promise<void> {
  // Disposed in reverse order: page, then server, then browser.
  await using browser = await launchBrowser();
  await using server = serveHtml(html, options);
  await using opened = await openPage(browser, server.url, {
    viewport: { width: 640, height: 480 },
  });
  await check(opened);
}

// The data: icon stops Chromium from fetching /favicon.ico (a 404, hence a console error) on
// the pages served without a CSP; under the strict policy it asks for no icon at all.
const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>start</title>` +
  `<link rel="icon" href="data:,"></head><body>${body}</body></html>`;

Deno.test("strictCsp() is the project's policy with the nonce in script-src and style-src", () => {
  assert.equal(
    strictCsp("abc"),
    "default-src 'none'; script-src 'nonce-abc'; style-src 'nonce-abc'; img-src data:; " +
      "base-uri 'none'; form-action 'none'; frame-ancestors 'none'",
  );
});

Deno.test("serveHtml() serves / with the CSP and security headers and 404 elsewhere", async () => {
  await using server = serveHtml((n) => `<p>${n}</p>`, { headers: { "X-Extra": "1" } });
  assert.match(server.url, /^http:\/\/127\.0\.0\.1:\d+\/$/);
  assert.notEqual(new URL(server.url).port, "0");
  const ok = await fetch(server.url);
  assert.equal(ok.status, 200);
  assert.equal(await ok.text(), `<p>${DEFAULT_NONCE}</p>`);
  assert.equal(ok.headers.get("content-security-policy"), strictCsp(DEFAULT_NONCE));
  assert.equal(ok.headers.get("x-content-type-options"), "nosniff");
  assert.equal(ok.headers.get("cache-control"), "no-store");
  assert.equal(ok.headers.get("content-type"), "text/html; charset=utf-8");
  assert.equal(ok.headers.get("x-extra"), "1");
  const missing = await fetch(new URL("/favicon.ico", server.url));
  assert.equal(missing.status, 404);
  assert.equal(missing.headers.get("x-content-type-options"), "nosniff");
  await missing.body?.cancel();
});

Deno.test("serveHtml() uses the caller's nonce, or the caller's whole policy, or none", async () => {
  await using a = serveHtml((n) => n, { nonce: "N0nce" });
  const ra = await fetch(a.url);
  assert.equal(await ra.text(), "N0nce");
  assert.equal(ra.headers.get("content-security-policy"), strictCsp("N0nce"));
  await using b = serveHtml("x", { csp: "default-src 'self'" });
  const rb = await fetch(b.url);
  await rb.body?.cancel();
  assert.equal(rb.headers.get("content-security-policy"), "default-src 'self'");
  await using c = serveHtml("x", { csp: "" });
  const rc = await fetch(c.url);
  await rc.body?.cancel();
  assert.equal(rc.headers.get("content-security-policy"), null);
});

Deno.test({
  name: "an inline script carrying the nonce runs and the page has no problems",
  ignore,
  fn: () =>
    visit((n) => page(`<script nonce="${n}">document.title = "ran";</script>`), async (o) => {
      await settle(o.page);
      assert.equal(await o.page.title(), "ran");
      assert.deepEqual(o.problems, []);
      assert.deepEqual(await cspViolations(o.page), []);
    }),
});

Deno.test({
  name: "the addInitScript recorder runs although the page's CSP blocks its own inline code",
  ignore,
  fn: () =>
    visit((n) => page(`<script nonce="${n}">document.title = "ran";</script>`), async (o) => {
      // The recorder exists, so the injected script executed under script-src 'nonce-…' ...
      assert.deepEqual(await cspViolations(o.page), []);
      // ... while the same policy really is enforced on script the page itself adds.
      // In-page code is passed as a string: Deno's type library has no DOM.
      await o.page.evaluate(`{
        const s = document.createElement("script");
        s.textContent = "document.title = 'injected';";
        document.body.append(s);
      }`);
      assert.deepEqual(await cspViolations(o.page), [
        { violatedDirective: "script-src-elem", blockedURI: "inline" },
      ]);
      assert.equal(await o.page.title(), "ran");
    }),
});

Deno.test({
  name: "an inline script without the nonce is reported on the console and as a violation",
  ignore,
  fn: () =>
    visit(page(`<script>document.title = "ran";</script>`), async (o) => {
      assert.deepEqual(await cspViolations(o.page), [
        { violatedDirective: "script-src-elem", blockedURI: "inline" },
      ]);
      assert.equal(await o.page.title(), "start");
      assert.equal(o.problems.length, 1);
      assert.equal(o.problems[0].kind, "csp");
      assert.match(o.problems[0].text, /Content Security Policy directive 'script-src 'nonce-/);
    }),
});

Deno.test({
  name: "the same inline script runs without complaint when no CSP header is sent",
  ignore,
  fn: () =>
    visit(page(`<script>document.title = "ran";</script>`), async (o) => {
      assert.deepEqual(await cspViolations(o.page), []);
      assert.equal(await o.page.title(), "ran");
      assert.deepEqual(o.problems, []);
    }, { csp: "" }),
});

Deno.test({
  name: "a style attribute is reported as a style-src violation and is not applied",
  ignore,
  fn: () =>
    visit(page(`<p id="p" style="color: red">red?</p>`), async (o) => {
      assert.deepEqual(await cspViolations(o.page), [
        { violatedDirective: "style-src-attr", blockedURI: "inline" },
      ]);
      assert.equal(o.problems.length, 1);
      assert.equal(o.problems[0].kind, "csp");
      assert.match(o.problems[0].text, /directive 'style-src 'nonce-/);
      const color = await o.page.evaluate(`getComputedStyle(document.getElementById("p")).color`);
      assert.equal(color, "rgb(0, 0, 0)");
    }),
});

Deno.test({
  name: "an uncaught exception is reported as a page error",
  ignore,
  fn: () =>
    visit((n) => page(`<script nonce="${n}">throw new TypeError("boom");</script>`), async (o) => {
      await settle(o.page);
      assert.deepEqual(o.problems, [{ kind: "pageerror", text: "TypeError: boom" }]);
    }),
});

Deno.test({
  name: "console errors and warnings are collected, other console messages are not",
  ignore,
  fn: () =>
    visit(
      (n) =>
        page(`<script nonce="${n}">console.log("fine"); console.info("fine");
          console.warn("careful"); console.error("broken");</script>`),
      async (o) => {
        await settle(o.page);
        assert.deepEqual(o.problems.map((p) => [p.kind, p.text]), [
          ["console-warning", "careful"],
          ["console-error", "broken"],
        ]);
      },
    ),
});

Deno.test({
  name: "a request that gets no response is reported as a failed request",
  ignore,
  fn: async () => {
    // A port that was free a moment ago: nothing listens there any more.
    const gone = serveHtml("");
    const deadUrl = `${gone.url}missing.png`;
    await gone.close();
    await visit(page(`<img alt="" src="${deadUrl}">`), async (o) => {
      await settle(o.page);
      const failed = o.problems.filter((p) => p.kind === "requestfailed");
      assert.deepEqual(failed, [
        { kind: "requestfailed", text: "net::ERR_CONNECTION_REFUSED", url: deadUrl },
      ]);
    }, { csp: "" });
  },
});

Deno.test({
  name: "a playwright click on a button changes the DOM",
  ignore,
  fn: () =>
    visit(
      (n) =>
        page(`<button id="b" type="button">Count</button> <output id="out">0</output>
          <script nonce="${n}">
            const out = document.getElementById("out");
            document.getElementById("b").addEventListener("click", () => {
              out.textContent = String(Number(out.textContent) + 1);
            });
          </script>`),
      async (o) => {
        const button = o.page.getByRole("button", { name: "Count" });
        await button.click();
        await button.click();
        assert.equal(await o.page.locator("#out").textContent(), "2");
        assert.deepEqual(o.problems, []);
      },
    ),
});

Deno.test({
  name: "screenshot() writes a full-page PNG file and returns its path",
  ignore,
  fn: () =>
    visit(
      (n) => page(`<style nonce="${n}">div { height: 1500px; }</style><h1>Shot</h1><div></div>`),
      async (o) => {
        await settle(o.page);
        assert.deepEqual(o.problems, []);
        const path = await screenshot(o.page, "harness check/1");
        console.error(`screenshot: ${path}`);
        assert.match(path, /harness_check_1\.png$/);
        const bytes = await Deno.readFile(path);
        assert.deepEqual([...bytes.subarray(0, 8)], [
          0x89,
          0x50,
          0x4e,
          0x47,
          0x0d,
          0x0a,
          0x1a,
          0x0a,
        ]);
        // Full page: the PNG's IHDR height (big-endian at byte 20) exceeds the 480 px viewport.
        const height = new DataView(bytes.buffer, bytes.byteOffset).getUint32(20);
        assert.ok(height > 480, `height ${height}`);
      },
    ),
});

Deno.test({
  name: "closing the browser leaves no Chromium process behind",
  // Reads /proc; run in a child Deno so that browsers of other test files never count.
  ignore: ignore || !existsSync("/proc/self/stat"),
  fn: async () => {
    const harness = new URL("./browser.ts", import.meta.url).href;
    const config = new URL("../deno.json", import.meta.url).pathname;
    const code = `
      import { launchBrowser, closeBrowser } from "${harness}";
      const children = () => [...Deno.readDirSync("/proc")]
        .filter((e) => /^\\d+$/.test(e.name))
        .filter((e) => {
          try {
            const stat = Deno.readTextFileSync("/proc/" + e.name + "/stat");
            return Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]) === Deno.pid;
          } catch { return false; }
        })
        .map((e) => Number(e.name));
      const browser = await launchBrowser();
      const during = children();
      await closeBrowser(browser);
      console.log(JSON.stringify({ during, after: children() }));
    `;
    const out = await new Deno.Command(Deno.execPath(), {
      args: ["eval", "--config", config, code],
      stdout: "piped",
      stderr: "piped",
    }).output();
    assert.equal(out.code, 0, new TextDecoder().decode(out.stderr));
    const { during, after } = JSON.parse(new TextDecoder().decode(out.stdout));
    assert.equal(during.length, 1, "one Chromium child while the browser is open");
    assert.deepEqual(after, []);
    assert.equal(existsSync(`/proc/${during[0]}`), false, "the Chromium process has ended");
  },
});

function existsSync(path: string): boolean {
  try {
    Deno.statSync(path);
    return true;
  } catch {
    return false;
  }
}
