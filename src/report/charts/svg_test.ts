import assert from "node:assert/strict";
import {
  chapterNo,
  CHART_FONT,
  chartCss,
  chartId,
  el,
  emptyChart,
  fmt,
  fmtSigned,
  fmtText,
  isNum,
  legibleMinWidth,
  MAX_MIN_WIDTH,
  MIN_TEXT_PX,
  svgFrame,
  textWidth,
} from "./svg.ts";
import { assertCleanSvg, assertEscaped, EVIL } from "../../testing/svg.ts";

Deno.test("fmt() prints at most two decimals like Python's '%.2f' without trailing zeros", () => {
  // Python 3: ['%.2f' % x for x in [12.5, 3.0, 2.346, -7.891, 1234.5678, 880/364, 100/3, -0.006]]
  //   -> ['12.50', '3.00', '2.35', '-7.89', '1234.57', '2.42', '33.33', '-0.01']
  const cases: [number, string][] = [
    [12.5, "12.5"],
    [3.0, "3"],
    [2.346, "2.35"],
    [-7.891, "-7.89"],
    [1234.5678, "1234.57"],
    [880 / 364, "2.42"],
    [100 / 3, "33.33"],
    [-0.006, "-0.01"],
  ];
  for (const [x, want] of cases) assert.equal(fmt(x), want, String(x));
});

Deno.test("fmt() never prints -0, NaN or Infinity", () => {
  // Python 3: '%.2f' % -0.004 -> '-0.00'; fmt drops the sign of a rounded zero.
  assert.equal(fmt(-0.004), "0");
  assert.equal(fmt(-0), "0");
  assert.equal(fmt(1e-9), "0");
  assert.equal(fmt(NaN), "0");
  assert.equal(fmt(Infinity), "0");
  assert.equal(fmt(-Infinity), "0");
});

Deno.test("fmtText() and fmtSigned() use a typographic minus and an explicit plus", () => {
  assert.equal(fmtText(-21.456), "\u221221.46");
  assert.equal(fmtText(4), "4");
  assert.equal(fmtSigned(2), "+2");
  assert.equal(fmtSigned(-3), "\u22123");
  assert.equal(fmtSigned(-0.001), "0");
});

Deno.test("isNum() accepts finite numbers only", () => {
  assert.equal(isNum(0), true);
  assert.equal(isNum(-2.5), true);
  for (const v of [NaN, Infinity, -Infinity, null, undefined, "3"]) assert.equal(isNum(v), false);
});

Deno.test("chapterNo() rounds to an integer and maps non-finite input to 0", () => {
  assert.equal(chapterNo(3), 3);
  assert.equal(chapterNo(2.6), 3);
  assert.equal(Object.is(chapterNo(-0.2), 0), true);
  assert.equal(chapterNo(NaN), 0);
});

Deno.test("chartId() keeps letters, digits, _ and - only", () => {
  assert.equal(chartId("rhythm 1"), "rhythm_1");
  assert.equal(chartId(`a"><b`), "a___b");
  assert.equal(chartId(""), "chart");
});

Deno.test("textWidth() estimates 0.6 em per character", () => {
  assert.equal(textWidth("Chapter", 10), 42);
  assert.equal(textWidth("Ä€", 10), 12);
});

Deno.test("el() escapes attribute values and text, prints numbers with fmt() and drops nulls", () => {
  assert.equal(
    el("rect", { x: 1.234, y: -0.001, fill: "#000", hidden: null, off: false }).value,
    '<rect x="1.23" y="0" fill="#000"/>',
  );
  assert.equal(
    el("text", { "data-x": `"><img onerror=x>` }, "<b>", el("tspan", {}, "&")).value,
    '<text data-x="&quot;&gt;&lt;img onerror=x&gt;">&lt;b&gt;<tspan>&amp;</tspan></text>',
  );
  assert.equal(el("g", {}, []).value, "<g></g>");
});

Deno.test("svgFrame() labels the chart by its title and description and shows the title", () => {
  const svg = svgFrame({
    kind: "demo",
    id: "my chart",
    width: 960,
    height: 200.456,
    title: "T",
    description: "D",
  }, el("g", {})).value;
  assert.equal(
    svg,
    '<svg xmlns="http://www.w3.org/2000/svg" class="svc-chart svc-chart-demo svc-min-840" viewBox="0 0 960 228.46" width="100%" preserveAspectRatio="xMidYMin meet" role="img" aria-labelledby="my_chart-title my_chart-desc" font-family="sans-serif" font-size="13"><title id="my_chart-title">T</title><desc id="my_chart-desc">D</desc><text class="svc-title" x="8" y="18" font-size="15" font-weight="bold" fill="#1D2330" aria-hidden="true">T</text><g transform="translate(0 28)"><g/></g></svg>',
  );
  assertCleanSvg(svg);
});

Deno.test("a chart never renders its text below 11 px: its box scrolls below the legible width", () => {
  // 13-unit text is 11 px when 960 units render 960 × 11 / 13 = 812.3 px wide.
  assert.equal(legibleMinWidth(960), 840);
  assert.equal(legibleMinWidth(400), 360);
  assert.equal(legibleMinWidth(10_000), MAX_MIN_WIDTH);
  const css = chartCss();
  assert.ok(css.includes(".svc-chart.svc-min-840{min-width:840px}"));
  assert.ok(css.includes(`.svc-chart.svc-min-${MAX_MIN_WIDTH}{min-width:${MAX_MIN_WIDTH}px}`));
  assert.equal(CHART_FONT * legibleMinWidth(960) / 960 >= MIN_TEXT_PX, true);
});

Deno.test("svgFrame() and emptyChart() escape every text", () => {
  const svg = emptyChart({ kind: "x", id: EVIL, title: EVIL, description: EVIL }, EVIL).value;
  assertCleanSvg(svg);
  assertEscaped(svg);
  assert.equal((svg.match(/class="svc-empty"/g) ?? []).length, 1);
});
