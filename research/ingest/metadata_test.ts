import assert from "node:assert/strict";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { jsPDF } from "npm:jspdf@4.2.1";
import { extractSource } from "./extract.ts";
import { htmlMetadata } from "./metadata_html.ts";
import { markdownMetadata } from "./metadata_markdown.ts";
import { pdfMetadata } from "./metadata_pdf.ts";

const CORPUS = fileURLToPath(new URL("../../../shared/corpus/", import.meta.url));

Deno.test("htmlMetadata reads Highwire citation_* tags first, every author in order", () => {
  // Tag names as Google Scholar's inclusion guidelines and Zotero's Embedded Metadata
  // translator read them (citation_title, citation_author per author, citation_publication_date).
  const html = `<!doctype html><html lang="en"><head><title>archive-page</title>
    <meta name="citation_title" content="Die Stadtchronik &amp; ihre Quellen">
    <meta name="citation_author" content="Müller, Anna">
    <meta name="citation_author" content="Weber, Jakob">
    <meta name="citation_publication_date" content="1893/03/18">
    <meta name="citation_journal_title" content="Lodzer Hefte">
    <meta name="citation_publisher" content="Stadtarchiv Łódź">
    <meta name="DC.title" content="Dublin Core title (ignored: citation_title wins)">
    <link rel="canonical" href="https://example.org/chronik">
    </head><body><p>Text</p></body></html>`;
  assert.deepEqual(htmlMetadata(html), {
    title: "Die Stadtchronik & ihre Quellen",
    authors: ["Müller, Anna", "Weber, Jakob"],
    date: "1893-03-18",
    publisher: "Stadtarchiv Łódź",
    url: "https://example.org/chronik",
    language: "en",
    kind: "article",
  });
});

Deno.test("htmlMetadata falls back to Dublin Core, then Open Graph, then <title>", () => {
  const dc = `<head><meta name="dc.creator" content="Fontane, Theodor">
    <meta name="DCTERMS.issued" content="1888"><meta name="DC.Title" content="Irrungen">
    <meta name="DC.language" content="de"></head>`;
  assert.deepEqual(htmlMetadata(dc), {
    title: "Irrungen",
    authors: ["Fontane, Theodor"],
    date: "1888",
    language: "de",
  });
  const og = `<head><title>t</title><meta property="og:title" content="Mill fire">
    <meta property="og:type" content="article"><meta property="og:site_name" content="Courier">
    <meta property="article:published_time" content="2021-05-04T10:00:00+02:00">
    <meta property="og:locale" content="de_DE"><meta property="og:url" content="ftp://x/y">
    </head>`;
  assert.deepEqual(htmlMetadata(og), {
    title: "Mill fire",
    date: "2021-05-04",
    publisher: "Courier",
    language: "de-DE",
    kind: "article",
  });
  assert.deepEqual(htmlMetadata("<title>Just a page</title><p>x"), { title: "Just a page" });
});

Deno.test("htmlMetadata ignores meta tags inside comments and scripts", () => {
  const html = `<head><!-- <meta name="citation_title" content="no"> -->
    <script>document.write('<meta name="citation_author" content="no">')</script>
    <title>Yes</title></head>`;
  assert.deepEqual(htmlMetadata(html), { title: "Yes" });
});

Deno.test("markdownMetadata reads YAML front matter, and the first # heading for the title", () => {
  const front = "---\ntitle: Briefe an Emilie\nauthor:\n  - Fontane, Theodor\ndate: 1857-06\n" +
    "publisher: Aufbau\nplace: Berlin\nlang: de\ntype: letter\nurl: https://example.org/b\n---\n\n# Other\n";
  assert.deepEqual(markdownMetadata(front), {
    title: "Briefe an Emilie",
    authors: ["Fontane, Theodor"],
    date: "1857-06",
    publisher: "Aufbau",
    place: "Berlin",
    url: "https://example.org/b",
    language: "de",
    kind: "letter",
  });
  assert.deepEqual(markdownMetadata("Intro line\n\n# Die Chronik #\n\n## I\n"), {
    title: "Die Chronik",
  });
  // Not YAML: ignored, the heading still gives the title.
  assert.deepEqual(markdownMetadata("---\n: : [\n---\n# T\n"), { title: "T" });
  // A YAML tag is not code: the core schema knows no js/function and keeps the plain string.
  assert.deepEqual(markdownMetadata("---\ntitle: !!js/function 'x'\n---\n"), { title: "x" });
});

Deno.test("pdfMetadata reads the Info dictionary; creation dates and producer names are not metadata", async () => {
  const doc = new jsPDF({ compress: true });
  doc.setProperties({
    title: "Die Verwandlung",
    author: "Kafka, Franz; Wolff, Kurt",
    creator: "svc",
  });
  doc.text("Gregor", 20, 20);
  const bytes = new Uint8Array(doc.output("arraybuffer"));
  assert.deepEqual(await pdfMetadata(bytes, "v.pdf"), {
    title: "Die Verwandlung",
    authors: ["Kafka, Franz", "Wolff, Kurt"],
  });
  const word = new jsPDF();
  word.setProperties({ title: "Microsoft Word - brief.docx" });
  word.text("x", 20, 20);
  assert.deepEqual(await pdfMetadata(new Uint8Array(word.output("arraybuffer")), "b.pdf"), {});
  assert.deepEqual(await pdfMetadata(new TextEncoder().encode("%PDF-1.4 broken"), "x.pdf"), {});
});

Deno.test("pdfMetadata prefers XMP Dublin Core (dc:title, dc:creator, dc:date) to the Info dictionary", async () => {
  const doc = new jsPDF();
  doc.setProperties({ title: "Info title", author: "Info author" });
  doc.addMetadata("placeholder", "http://purl.org/dc/elements/1.1/");
  doc.text("x", 20, 20);
  // jsPDF escapes what addMetadata is given, so the packet is put in by hand (pdf.js rebuilds
  // the cross-reference table when the offsets no longer match).
  const xmp = '<x:xmpmeta xmlns:x="adobe:ns:meta/"><rdf:RDF ' +
    'xmlns:rdf="http://www.w3.org/1999/02/22-rdf-syntax-ns#"><rdf:Description rdf:about="" ' +
    'xmlns:dc="http://purl.org/dc/elements/1.1/">' +
    '<dc:title><rdf:Alt><rdf:li xml:lang="x-default">Łódź ledger</rdf:li></rdf:Alt></dc:title>' +
    "<dc:creator><rdf:Seq><rdf:li>Müller, Anna</rdf:li><rdf:li>Weber, Jakob</rdf:li></rdf:Seq>" +
    "</dc:creator><dc:date><rdf:Seq><rdf:li>1893-03</rdf:li></rdf:Seq></dc:date>" +
    "</rdf:Description></rdf:RDF></x:xmpmeta>";
  const utf8 = String.fromCharCode(...new TextEncoder().encode(xmp));
  const pdf = doc.output().replace(
    /\/Length \d+ >>\nstream\n<x:xmpmeta[\s\S]*?<\/x:xmpmeta>/,
    `/Length ${utf8.length} >>\nstream\n${utf8}`,
  );
  const bytes = Uint8Array.from(pdf, (c) => c.charCodeAt(0));
  assert.deepEqual(await pdfMetadata(bytes, "x.pdf"), {
    title: "Łódź ledger",
    authors: ["Müller, Anna", "Weber, Jakob"],
    date: "1893-03",
  });
});

Deno.test("every corpus novel (7 languages) takes its title from its first heading, not its file name", async () => {
  const expected: Record<string, string> = {
    "de/die-verwandlung.md": "Die Verwandlung",
    "de/irrungen-wirrungen.md": "Irrungen, Wirrungen",
    "en/jekyll-and-hyde.md": "The Strange Case of Dr. Jekyll and Mr. Hyde",
    "en/pride-and-prejudice.md": "Pride and Prejudice",
    "es/los-pazos-de-ulloa.md": "Los pazos de Ulloa",
    "fr/education-sentimentale.md": "L'Éducation sentimentale",
    "it/i-promessi-sposi.md": "I promessi sposi",
    "nl/frits-millioen-en-zijne-vrienden.md": "Frits Millioen en zijne vrienden",
    "pt/a-ilustre-casa-de-ramires.md": "A Ilustre Casa de Ramires",
  };
  for (const [file, title] of Object.entries(expected)) {
    const bytes = await Deno.readFile(join(CORPUS, file));
    const x = await extractSource(bytes, { filename: file.split("/")[1] });
    assert.deepEqual(x.metadata, { title }, file);
  }
});
