import assert from "node:assert/strict";
import { escapeHtml, html, jsonForScript, raw } from "./html.ts";

Deno.test("escapeHtml() escapes the five markup characters", () => {
  assert.equal(
    escapeHtml(`<a href="x" title='y'>&</a>`),
    "&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;",
  );
});

Deno.test("html`` escapes interpolations and keeps SafeHtml", () => {
  const payload = `"><img src=x onerror=alert(1)>`;
  const out = html`<p title="${payload}">${payload}${raw("<br>")}${[1, "<i>"]}${null}${false}</p>`
    .value;
  assert.equal(
    out,
    '<p title="&quot;&gt;&lt;img src=x onerror=alert(1)&gt;">&quot;&gt;&lt;img src=x onerror=alert(1)&gt;<br>1&lt;i&gt;</p>',
  );
});

Deno.test("jsonForScript() cannot close a script element", () => {
  const text = jsonForScript({ t: "</script><script>alert(1)</script>\u2028" });
  assert.ok(!text.includes("<"));
  assert.deepEqual(JSON.parse(text), { t: "</script><script>alert(1)</script>\u2028" });
});
