import { pdfNativePages } from "./research/ingest/pdf.ts";
import { brokenWords } from "./research/testing/pdf_text_measure.ts";
for (const f of Deno.args) {
  const raw = await pdfNativePages(await Deno.readFile(f), "book.pdf");
  const b = brokenWords(raw);
  await Deno.writeTextFile(f + ".br", b.map((x) => `${x.left}-${x.right}`).join("\n") + "\n");
  console.log(f, raw.length, b.length);
}
