/**
 * Test helpers for the charts (imported by the `_test.ts` files only): a well-formedness check
 * by a stack-based tag matcher, the CSP and number hygiene checks every chart must pass, and
 * small counting helpers.
 *
 * @module
 */

import assert from "node:assert/strict";

const TAG = /<(\/?)([A-Za-z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>/y;

/**
 * Asserts that `svg` is one well-formed `<svg>` element: every tag closes in order, attribute
 * values are double-quoted without `<`, text holds no raw `<` or `>`, and every `&` starts one
 * of the entities the escaper writes.
 *
 * @example
 * ```ts
 * assertWellFormed('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
 * ```
 */
export function assertWellFormed(svg: string): void {
  const stack: string[] = [];
  let i = 0;
  let roots = 0;
  while (i < svg.length) {
    const lt = svg.indexOf("<", i);
    const text = svg.slice(i, lt === -1 ? svg.length : lt);
    assert.ok(!text.includes(">"), `raw ">" in text near ${JSON.stringify(text.slice(0, 60))}`);
    assertEntities(text);
    if (lt === -1) break;
    assert.ok(stack.length > 0 || text.trim() === "", "text outside the root element");
    TAG.lastIndex = lt;
    const m = TAG.exec(svg);
    assert.ok(m, `malformed tag at ${lt}: ${JSON.stringify(svg.slice(lt, lt + 80))}`);
    const [whole, closing, name, attrs, selfClosing] = m;
    assertEntities(attrs);
    if (closing) {
      assert.equal(stack.pop(), name, `unbalanced </${name}> at ${lt}`);
    } else {
      if (stack.length === 0) roots++;
      if (!selfClosing) stack.push(name);
    }
    i = lt + whole.length;
  }
  assert.deepEqual(stack, [], "unclosed elements");
  assert.equal(roots, 1, "exactly one root element");
  assert.ok(svg.startsWith("<svg "), "the root is <svg>");
}

function assertEntities(s: string): void {
  for (const m of s.matchAll(/&[^;\s]*;?/g)) {
    assert.match(m[0], /^&(amp|lt|gt|quot|#39);$/, `bad entity ${m[0]}`);
  }
}

/**
 * Asserts the hygiene rules of every chart: no `style` attribute or element, no event
 * handler, no script, foreignObject or external reference, no `NaN`, `Infinity`, `undefined`,
 * `null` or `-0` in attribute values, and well-formed markup.
 *
 * @example
 * ```ts
 * assertCleanSvg('<svg xmlns="http://www.w3.org/2000/svg"><g/></svg>');
 * ```
 */
export function assertCleanSvg(svg: string): void {
  assertWellFormed(svg);
  assert.ok(!/\sstyle=/.test(svg), "style attribute");
  assert.ok(!/<style/i.test(svg), "style element");
  assert.ok(!/\son\w+=/i.test(svg), "event handler attribute");
  assert.ok(!/<script/i.test(svg), "script element");
  assert.ok(!/<foreignObject/i.test(svg), "foreignObject");
  assert.ok(!/(?:xlink:)?href=|url\((?!#)/.test(svg), "external reference");
  assert.ok(!/NaN|Infinity|undefined/.test(svg), "NaN, Infinity or undefined in output");
  for (const m of svg.matchAll(/="([^"]*)"/g)) {
    assert.ok(!/(^|[^\d.])-0(?![.\d])/.test(m[1]), `-0 in ${m[0]}`);
    assert.notEqual(m[1], "null", `null attribute ${m[0]}`);
  }
}

/**
 * Number of non-overlapping matches of `pattern` in `text`.
 *
 * @example
 * ```ts
 * count("a b a", /a/g); // 2
 * ```
 */
export function count(text: string, pattern: RegExp): number {
  return [...text.matchAll(pattern)].length;
}

/**
 * The markup inside the first `<g>` whose class list contains `className` (nesting-aware).
 *
 * @example
 * ```ts
 * group('<svg><g class="a"><g><text/></g></g></svg>', "a"); // "<g><text/></g>"
 * ```
 */
export function group(svg: string, className: string): string {
  const open = new RegExp(`<g class="(?:[^"]* )?${className}(?: [^"]*)?"[^>]*>`).exec(svg);
  assert.ok(open, `no <g class="${className}">`);
  const start = open.index + open[0].length;
  let depth = 1;
  const re = /<(\/?)g(?=[\s>])[^>]*?(\/?)>/g;
  re.lastIndex = start;
  for (let m = re.exec(svg); m; m = re.exec(svg)) {
    if (m[1]) depth--;
    else if (!m[2]) depth++;
    if (depth === 0) return svg.slice(start, m.index);
  }
  throw new Error(`unclosed <g class="${className}">`);
}

/** The escaping payload: markup, both quote kinds. */
export const EVIL = `</svg><script>alert(1)</script>"'`;

/**
 * Asserts that {@linkcode EVIL} never appears raw, only escaped.
 *
 * @example
 * ```ts
 * assertEscaped("&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;&quot;&#39;");
 * ```
 */
export function assertEscaped(svg: string): void {
  assert.ok(!svg.includes("<script"), "raw script tag");
  assert.ok(!svg.includes(EVIL), "raw payload");
  assert.ok(!svg.includes(`alert(1)</script>`), "raw closing script");
  assert.ok(svg.includes("&lt;/svg&gt;&lt;script&gt;alert(1)&lt;/script&gt;"), "escaped payload");
}
