import assert from "node:assert/strict";
import { decodeTexText, hasBadCharacters, texEncodingOf } from "./tex_encoding.ts";

// Expected glyphs from the encoding vectors of Debian's lmodern (fonts/enc/dvips/lm/):
// lm-ec.enc (T1), lm-rm.enc (OT1), lm-ts1.enc (TS1).

Deno.test("decodeTexText() reads R's NEWS.pdf T1 quotes and ligatures as Unicode", () => {
  const d = decodeTexText(
    'As "POSIXlt" objects may be \x10partially \x1clled\x11; e\x1bect, \x1dow',
  );
  assert.equal(d.text, 'As "POSIXlt" objects may be “partially filled”; effect, flow');
  assert.equal(d.encoding, "T1");
  assert.equal(d.mapped, 5);
});

Deno.test("decodeTexText() maps every T1 code below 0x20 to its lm-ec.enc glyph", () => {
  const codes = Array.from({ length: 32 }, (_, c) => String.fromCharCode(c));
  // 0x0A (line feed) separates lines and is never read as a code.
  const text = codes.filter((c) => c !== "\n").join(" ");
  const got = decodeTexText(text, "T1").text.split(" ");
  assert.deepEqual(got, [
    "`",
    "´",
    "ˆ",
    "˜",
    "¨",
    "˝",
    "˚",
    "ˇ",
    "˘",
    "¯",
    "¸",
    "˛",
    "‚",
    "‹",
    "›",
    "“",
    "”",
    "„",
    "«",
    "»",
    "–",
    "—",
    "",
    "0",
    "ı",
    "ȷ",
    "ff",
    "fi",
    "fl",
    "ffi",
    "ffl",
  ]);
});

Deno.test("decodeTexText() reads OT1 when its ligature codes dominate", () => {
  const text = "\x0crst e\x0bect, \x0cnal \x0dow, sto\x19 \x1a";
  assert.equal(texEncodingOf(text), "OT1");
  assert.equal(decodeTexText(text).text, "first effect, final flow, stoß æ");
});

Deno.test("decodeTexText() reads 0x80–0x9F as T1 letters in words and TS1 symbols alone", () => {
  // NEWS.pdf: "\x88 " is \textbullet (TS1), "\x9f 6.6.1" a section sign, "\x9aakauskas" Ž.
  const d = decodeTexText("\x88 see \x9f 6.6.1, Rimantas \x9aakauskas", "T1");
  assert.equal(d.text, "• see § 6.6.1, Rimantas Žakauskas");
});

Deno.test("decodeTexText() leaves no control character or private-use code point", () => {
  let all = "";
  for (let c = 0; c < 0xa0; c++) if (c !== 0x0a) all += String.fromCharCode(c);
  all += "\uE000\uF8FF\u{F0000}";
  for (const enc of ["T1", "OT1"] as const) {
    const d = decodeTexText(all, enc);
    assert.equal(hasBadCharacters(d.text), false, enc);
    assert.ok(d.text.includes("ABCDEFGHIJKLMNOPQRSTUVWXYZ"), enc);
  }
  assert.equal(decodeTexText("plain “text”").encoding, null);
  assert.equal(decodeTexText("plain “text”").text, "plain “text”");
});
