/**
 * A throw-away local HTTP server for browser tests: it serves one HTML document at `/` under a
 * strict Content-Security-Policy, so a test can prove that a page runs without any inline script
 * or style the policy would block.
 *
 * @module
 */

/**
 * The nonce used when the caller passes none. Fixed rather than random because the tests must be
 * deterministic; it only has to match between the header and the HTML the same test wrote.
 */
export const DEFAULT_NONCE = "c3ZjLXRlc3Qtbm9uY2U";

/** Options of {@linkcode serveHtml}. */
export interface ServeHtmlOptions {
  /** The nonce put into the default policy (ignored when `csp` is given). */
  nonce?: string;
  /**
   * The whole Content-Security-Policy header value; defaults to {@linkcode strictCsp} of the
   * nonce. An empty string sends no CSP header at all (for a control page).
   */
  csp?: string;
  /** Extra response headers for `/`, applied last so they may override the defaults. */
  headers?: Record<string, string>;
}

/** A running server from {@linkcode serveHtml}; close it (or `await using` it) when done. */
export interface HtmlServer extends AsyncDisposable {
  /** The document's address, e.g. `http://127.0.0.1:40123/`. */
  url: string;
  /** The nonce the policy allows, for building the HTML. */
  nonce: string;
  /** The exact Content-Security-Policy value sent ("" when none). */
  csp: string;
  /** Stops the server and waits until it has finished. */
  close(): Promise<void>;
}

/**
 * The project's strict policy: nothing loads unless it carries the nonce, images only as data:
 * URIs, and the page may not be framed, re-based or submit forms.
 *
 * @example
 * ```ts
 * strictCsp("abc"); // "default-src 'none'; script-src 'nonce-abc'; style-src 'nonce-abc'; …"
 * ```
 */
export function strictCsp(nonce: string): string {
  return [
    "default-src 'none'",
    `script-src 'nonce-${nonce}'`,
    `style-src 'nonce-${nonce}'`,
    "img-src data:",
    "base-uri 'none'",
    "form-action 'none'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Serves `html` at `/` on 127.0.0.1 (a free port chosen by the OS) with the CSP header,
 * `X-Content-Type-Options: nosniff` and `Cache-Control: no-store`; every other path is a 404.
 * The HTML may be a function of the nonce so the caller can build it with the nonce in force.
 * Without a CSP, Chromium fetches `/favicon.ico` (a 404, logged as a console error) unless the
 * page declares an icon such as `<link rel="icon" href="data:,">`.
 *
 * @example
 * ```ts
 * await using server = serveHtml((n) => `<script nonce="${n}">document.title = "ok"</script>`);
 * server.url; // "http://127.0.0.1:40123/" (a free port)
 * (await fetch(server.url)).headers.get("content-security-policy"); // strictCsp(server.nonce)
 * ```
 */
export function serveHtml(
  html: string | ((nonce: string) => string),
  options: ServeHtmlOptions = {},
): HtmlServer {
  const nonce = options.nonce ?? DEFAULT_NONCE;
  const csp = options.csp ?? strictCsp(nonce);
  const body = typeof html === "function" ? html(nonce) : html;
  const common: Record<string, string> = {
    "X-Content-Type-Options": "nosniff",
    "Cache-Control": "no-store",
  };
  if (csp !== "") common["Content-Security-Policy"] = csp;
  const server = Deno.serve(
    // onListen is silenced: Deno would otherwise print "Listening on …" into the test output.
    { hostname: "127.0.0.1", port: 0, onListen: () => {} },
    (request) => {
      const path = new URL(request.url).pathname;
      if (path === "/" && (request.method === "GET" || request.method === "HEAD")) {
        return new Response(request.method === "HEAD" ? null : body, {
          headers: {
            ...common,
            "Content-Type": "text/html; charset=utf-8",
            ...options.headers,
          },
        });
      }
      return new Response("not found\n", {
        status: 404,
        headers: { ...common, "Content-Type": "text/plain; charset=utf-8" },
      });
    },
  );
  let closing: Promise<void> | undefined;
  const close = () => {
    closing ??= server.shutdown().then(() => server.finished);
    return closing;
  };
  return {
    url: `http://127.0.0.1:${server.addr.port}/`,
    nonce,
    csp,
    close,
    [Symbol.asyncDispose]: close,
  };
}
