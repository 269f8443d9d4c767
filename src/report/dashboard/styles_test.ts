import assert from "node:assert/strict";
import { DASHBOARD_CSS } from "./styles.ts";

/** The value of a custom property in the stylesheet's `:root`. */
function variable(name: string): string {
  const m = DASHBOARD_CSS.match(new RegExp(`--${name}:(#[0-9a-fA-F]{6})`));
  assert.ok(m, `--${name}`);
  return m[1];
}

/** WCAG 2.x relative luminance of a #rrggbb colour. */
function luminance(hex: string): number {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
}

/** WCAG contrast ratio of two colours. */
function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

Deno.test("contrast() agrees with the WCAG reference values", () => {
  // WCAG 2.x: black on white is 21:1; #777777 on white is 4.48:1 (the classic near-miss).
  assert.equal(contrast("#000000", "#ffffff"), 21);
  assert.ok(Math.abs(contrast("#777777", "#ffffff") - 4.478) < 0.001);
});

Deno.test("the focus ring has at least 3:1 contrast against every surface it can sit on", () => {
  const focus = variable("focus");
  assert.match(DASHBOARD_CSS, /:focus-visible\{outline:3px solid var\(--focus\)/);
  const surfaces = {
    card: variable("card"),
    paper: variable("paper"),
    "accent-soft": variable("accent-soft"),
    "warn-soft": variable("warn-soft"),
    "selected row": "#fff5e0",
  };
  for (const [name, colour] of Object.entries(surfaces)) {
    const ratio = contrast(focus, colour);
    assert.ok(ratio >= 3, `${focus} on ${name} ${colour}: ${ratio.toFixed(2)}:1`);
  }
  // The earlier orange (#e69f00) failed on white: 2.2:1.
  assert.ok(contrast("#e69f00", "#ffffff") < 3);
});

Deno.test("chart points show the focus ring too (SVG shapes get a stroke)", () => {
  assert.match(
    DASHBOARD_CSS,
    /\.svc-hit:focus-visible\{outline:3px solid var\(--focus\)[^}]*stroke:var\(--focus\)/,
  );
});
