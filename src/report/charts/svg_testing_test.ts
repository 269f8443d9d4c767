import assert from "node:assert/strict";
import {
  assertCleanSvg,
  assertEscaped,
  assertWellFormed,
  count,
  group,
} from "../../testing/svg.ts";

const OK =
  '<svg xmlns="http://www.w3.org/2000/svg"><g class="a b"><g><text x="1">a &amp; b</text></g><path d="M0 0"/></g></svg>';

Deno.test("assertWellFormed() accepts balanced markup", () => {
  assertWellFormed(OK);
  assertCleanSvg(OK);
});

Deno.test("assertWellFormed() rejects unbalanced, unquoted or unescaped markup", () => {
  const bad = [
    '<svg x="1"><g></svg>',
    '<svg x="1"><g></g>',
    '<svg x="1"></g></svg>',
    "<svg x=1></svg>",
    '<svg x="1">a < b</svg>',
    '<svg x="1">a & b</svg>',
    '<svg x="1"></svg><svg x="1"></svg>',
    '<g x="1"></g>',
  ];
  for (const s of bad) assert.throws(() => assertWellFormed(s), s);
});

Deno.test("assertCleanSvg() rejects styles, handlers, scripts and bad numbers", () => {
  const bad = [
    '<svg x="1" style="color:red"></svg>',
    '<svg x="1" onclick="x()"></svg>',
    '<svg x="1"><foreignObject></foreignObject></svg>',
    '<svg x="1"><use href="a.svg#x"/></svg>',
    '<svg x="NaN"></svg>',
    '<svg x="1"><path d="M0 Infinity"/></svg>',
    '<svg x="-0"></svg>',
    '<svg x="1"><path d="M1 -0H3"/></svg>',
  ];
  for (const s of bad) assert.throws(() => assertCleanSvg(s), s);
  assertCleanSvg('<svg x="-0.5"><path d="M10 -0.25H3" fill="url(#p)"/></svg>');
});

Deno.test("group() returns the inner markup of a classed group, nesting-aware", () => {
  assert.equal(group(OK, "b"), '<g><text x="1">a &amp; b</text></g><path d="M0 0"/>');
  assert.equal(count(group(OK, "a"), /<text/g), 1);
  assert.throws(() => group(OK, "c"));
});

Deno.test("assertEscaped() fails on the raw payload", () => {
  assert.throws(() => assertEscaped(`<svg x="1"></svg><script>alert(1)</script>"'`));
});
