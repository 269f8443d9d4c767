import assert from "node:assert/strict";
import { join } from "node:path";
import { ocrStatus, probePdf } from "./ocr_status.ts";
import { pdfNativePages } from "./pdf.ts";

Deno.test("probePdf() is a well-formed PDF whose text layer holds the word", async () => {
  const bytes = probePdf("Lighthouse");
  const text = new TextDecoder().decode(bytes);
  // Every xref offset points at its "N 0 obj" line.
  const xref = Number(/startxref\n(\d+)/.exec(text)![1]);
  assert.ok(text.startsWith("xref\n", xref));
  const offsets = [...text.slice(xref).matchAll(/^(\d{10}) 00000 n $/gm)].map((m) => Number(m[1]));
  assert.equal(offsets.length, 5);
  offsets.forEach((o, i) => assert.ok(text.startsWith(`${i + 1} 0 obj\n`, o)));
  assert.deepEqual(await pdfNativePages(bytes, "probe.pdf"), ["Lighthouse"]);
});

Deno.test("ocrStatus() is not_configured without SVC_OCR_BACKEND, also with a probe", async () => {
  const s = await ocrStatus({ env: {}, probe: true });
  assert.equal(s.ok, false);
  assert.equal(s.status, "not_configured");
  assert.equal(s.backend, null);
  assert.deepEqual(s.languages, ["eng"]);
  assert.equal(s.engine, null);
  assert.deepEqual(s.probe, {
    ok: false,
    text: "",
    ms: 0,
    message: "Probe not run: OCR is not configured",
  });
  assert.equal((await ocrStatus({ env: {} })).probe, undefined);
});

Deno.test("ocrStatus() is misconfigured_worker for an unknown backend or a missing tesseract", async () => {
  const unknown = await ocrStatus({ env: { SVC_OCR_BACKEND: "cloud" }, probe: true });
  assert.equal(unknown.status, "misconfigured_worker");
  assert.equal(unknown.backend, "cloud");
  assert.equal(unknown.message, 'Unknown SVC_OCR_BACKEND "cloud" (expected "local-cli")');
  assert.equal(unknown.probe?.ok, false);

  const empty = await Deno.makeTempDir();
  try {
    const s = await ocrStatus({ env: { SVC_OCR_BACKEND: "local-cli", PATH: empty }, probe: true });
    assert.equal(s.ok, false);
    assert.equal(s.status, "misconfigured_worker");
    assert.equal(s.engine, null);
    assert.equal(
      s.message,
      "The OCR worker is not usable: tesseract is not installed or not on PATH",
    );
    assert.equal(s.probe?.ok, false);
  } finally {
    await Deno.remove(empty, { recursive: true });
  }
});

Deno.test("ocrStatus() is misconfigured_worker when pdftoppm is missing", async () => {
  const onlyTesseract = await Deno.makeTempDir();
  try {
    await Deno.symlink("/usr/bin/tesseract", join(onlyTesseract, "tesseract"));
    const s = await ocrStatus({ env: { SVC_OCR_BACKEND: "local-cli", PATH: onlyTesseract } });
    assert.equal(s.status, "misconfigured_worker");
    assert.match(s.engine ?? "", /^tesseract /);
    assert.match(s.message, /pdftoppm \(poppler-utils\) is not installed/);
  } finally {
    await Deno.remove(onlyTesseract, { recursive: true });
  }
});

Deno.test("ocrStatus() reports partial language data, and a good probe does not upgrade it", async () => {
  const s = await ocrStatus({
    env: { SVC_OCR_BACKEND: "local-cli", SVC_OCR_LANGUAGES: "eng+xyz" },
    probe: true,
  });
  assert.equal(s.ok, false);
  assert.equal(s.status, "partial");
  assert.deepEqual(s.languages, ["eng", "xyz"]);
  assert.deepEqual(s.missing_languages, ["xyz"]);
  assert.ok(s.installed_languages.includes("eng"));
  // The probe ran with the installed part (eng) and read the word.
  assert.equal(s.probe?.ok, true);
  assert.match(s.probe?.text ?? "", /Lighthouse/);
});

Deno.test("ocrStatus() is ready, and ready (probed) after a successful probe", async () => {
  const env = { SVC_OCR_BACKEND: "local-cli", SVC_OCR_LANGUAGES: "deu+eng" };
  const ready = await ocrStatus({ env });
  assert.equal(ready.ok, true);
  assert.equal(ready.status, "ready");
  assert.match(ready.engine ?? "", /^tesseract \d+\.\d+/);
  assert.deepEqual(ready.missing_languages, []);
  assert.equal(ready.probe, undefined);
  const probed = await ocrStatus({ env, probe: true });
  assert.equal(probed.status, "ready (probed)");
  assert.equal(probed.probe?.ok, true);
  assert.equal(probed.probe?.text, "Lighthouse");
  assert.ok(probed.probe!.ms > 0);
  // JSON-ready: nothing is lost in a round trip.
  assert.deepEqual(JSON.parse(JSON.stringify(probed)), probed);
});
