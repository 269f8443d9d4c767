import assert from "node:assert/strict";
import { htmlToText } from "./html.ts";

const text = (html: string) => htmlToText(html).text;

Deno.test("htmlToText() keeps the title and the body's text, paragraphs by blank lines", () => {
  const r = htmlToText(`<!DOCTYPE html>
<html lang="de"><head>
  <meta charset="utf-8"><title>Die  Reise
  nach Łódź</title>
  <link rel="stylesheet" href="a.css">
</head>
<body>
  <h1>Kapitel 1</h1>
  <p>Die Straße war
     leer.</p>
  <ul><li>Eins</li><li>Zwei</li></ul>
</body></html>`);
  assert.equal(r.title, "Die Reise nach Łódź");
  assert.equal(r.text, "Die Reise nach Łódź\n\nKapitel 1\n\nDie Straße war leer.\n\nEins\n\nZwei");
});

Deno.test("htmlToText() drops scripts, styles, noscript, templates and comments", () => {
  const html = `<p>Before</p>
<script>var s = "</p><p>not text</p>"; if (a < b && c > d) alert(1);</script>
<style>p::after { content: "</p>styled"; }</style>
<noscript><p>Enable JavaScript</p></noscript>
<template><p>Template <template>nested</template> hidden</p></template>
<!-- <p>commented out</p> -->
<p>After</p>`;
  assert.equal(text(html), "Before\n\nAfter");
});

Deno.test("htmlToText() treats a script's markup-looking strings as script, up to </script>", () => {
  assert.equal(text("<p>a<SCRIPT type=x>document.write('<p>x</p>')</SCRIPT >b</p>"), "ab");
  assert.equal(text("<p>a<script>x</scripty>y</script>b</p>"), "ab");
  // An unclosed script swallows the rest, as in a browser: nothing of it becomes text.
  assert.equal(text("<p>kept</p><script>alert('<p>never</p>')"), "kept");
});

Deno.test("htmlToText() tokenizes <scr<script>ipt> the way the HTML tokenizer does", () => {
  // The tag name is "scr<script" (a "<" inside a tag name is part of it), so "ipt>" is text
  // and the following "</script>" closes nothing; no script element ever starts.
  assert.equal(text("<p><scr<script>ipt>alert(1)</script></p>"), "ipt>alert(1)");
});

Deno.test("htmlToText() skips quoted attribute values that contain > and quotes", () => {
  assert.equal(text(`<p title="a > b" data-x='c > "d"' e=f>Visible</p>`), "Visible");
  assert.equal(text(`<a href="x" onclick="alert('>')">link</a> text`), "link text");
  assert.equal(text(`<p =odd a=1 b / c="2">x</p>`), "x");
});

Deno.test("htmlToText() survives unclosed and broken markup", () => {
  assert.equal(text("<p>One<p>Two<div>Three"), "One\n\nTwo\n\nThree");
  assert.equal(text('<p>Cut off <b class="x'), "Cut off");
  assert.equal(text("<p>Cut off <b"), "Cut off");
  assert.equal(text("a < b and c<3 and </ d> e"), "a < b and c<3 and e");
  assert.equal(text("x</>y</"), "xy</");
  assert.equal(text("<p>Unclosed comment <!-- rest"), "Unclosed comment");
  assert.equal(text("a<!-->b<!--->c<!-- x --!>d"), "abcd");
});

Deno.test("htmlToText() drops CDATA sections, declarations and processing instructions", () => {
  assert.equal(text("<span>a<![CDATA[ <p>x</p> ]]>b<?php echo 1 ?><!ELEMENT x>c</span>"), "abc");
});

Deno.test("htmlToText() decodes named, decimal and hex character references after tokenizing", () => {
  assert.equal(
    text(
      "<p>&lt;script&gt;alert(1)&lt;/script&gt; &amp; &eacute;&#233;&#xE9; &hellip; &nbsp;|</p>",
    ),
    "<script>alert(1)</script> & ééé … \u00a0|",
  );
  assert.equal(
    text("&CounterClockwiseContourIntegral; &copy 2024 &#128512; &#0;"),
    "∳ © 2024 😀 \uFFFD",
  );
  assert.equal(text("&notanentity; &amp"), "¬anentity; &");
  assert.equal(htmlToText("<title>A &amp; B</title>").title, "A & B");
});

Deno.test("htmlToText() makes <br> a line break and <br><br> a paragraph break", () => {
  assert.equal(text("<p>Roses are red,<br>violets blue.</p>"), "Roses are red,\nviolets blue.");
  assert.equal(text("First.<br><br>Second.<br/><BR>Third."), "First.\n\nSecond.\n\nThird.");
  assert.equal(text("<br><br>Lead"), "Lead");
});

Deno.test("htmlToText() keeps <pre> as written and separates table cells and rows", () => {
  assert.equal(text("<p>x</p><pre>\n  a  b\n\tc\n</pre><p>y</p>"), "x\n\n  a  b\n\tc\n\ny");
  assert.equal(text("<pre>a\n\n\n</pre>b"), "a\n\n\nb");
  assert.equal(text("<pre>a</pre>b<pre>\n\nc</pre>"), "a\n\nb\n\n\nc");
  assert.equal(
    text("<table><tr><th>Year</th><th>Place</th></tr><tr><td>1848</td><td>Paris</td></tr></table>"),
    "Year Place\n\n1848 Paris",
  );
});

Deno.test("htmlToText() ends the head at the first body content, as the HTML parser does", () => {
  assert.equal(text("<head><title>T</title><meta x>Loose text<p>Para"), "T\n\nLoose text\n\nPara");
  assert.equal(text("<p>Body first</p><head><title>late</title></head>"), "Body first\n\nlate");
  assert.equal(text("<html><head><style>x{}</style></head></html>"), "");
});

Deno.test("htmlToText() normalises CR and CRLF and drops NUL characters", () => {
  assert.equal(text("<pre>a\r\nb\rc</pre>"), "a\nb\nc");
  assert.equal(text("a\0b"), "ab");
});
