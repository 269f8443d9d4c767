/**
 * `JSON.stringify(value, null, 2)` written in pieces: the same characters, but a long list at
 * the top of an object (the claims of a list, the rows of a matrix) is serialised one element at
 * a time and handed on in chunks, so that a long answer is never one string in memory and its
 * first bytes leave before its last are made.
 *
 * Only the outer object and its array members are taken apart; every element and every other
 * member goes through `JSON.stringify` itself, whose text holds no line break but the ones it
 * puts between members (a line break inside a string is written `\n`). Indenting each of its
 * lines therefore gives the nested text exactly.
 *
 * @module
 */

/** Characters gathered before a chunk is handed on. */
const CHUNK_CHARS = 1 << 20;

/**
 * Hands `write` the text of `JSON.stringify(value, null, 2)` in chunks of about `chunkChars`
 * characters (see the module doc).
 *
 * @example
 * ```ts
 * const parts: string[] = [];
 * prettyJsonChunks({ schema: "x", rows: [1, { a: [] }] }, (s) => parts.push(s));
 * parts.join("") === JSON.stringify({ schema: "x", rows: [1, { a: [] }] }, null, 2); // true
 * ```
 */
export function prettyJsonChunks(
  value: unknown,
  write: (text: string) => void,
  chunkChars: number = CHUNK_CHARS,
): void {
  if (!isPlainObject(value)) {
    write(JSON.stringify(value, null, 2));
    return;
  }
  // Members other than long lists are written whole; `JSON.stringify` drops those it cannot
  // write (undefined, a function, a `toJSON` giving undefined), and so are they here.
  const members: [string, string | unknown[]][] = [];
  for (const [key, member] of Object.entries(value)) {
    if (Array.isArray(member) && member.length > 0 && !hasToJson(member)) {
      members.push([key, member]);
    } else {
      const text = JSON.stringify(member, null, 2) as string | undefined;
      if (text !== undefined) members.push([key, text]);
    }
  }
  if (members.length === 0) {
    write("{}");
    return;
  }
  const out = new Chunks(write, chunkChars);
  out.add("{");
  members.forEach(([key, member], i) => {
    out.add(`\n  ${JSON.stringify(key)}: `);
    if (typeof member === "string") out.add(member.replaceAll("\n", "\n  "));
    else {
      out.add("[");
      member.forEach((element, j) => {
        const text = JSON.stringify(element, null, 2) ?? "null";
        out.add(`${j ? "," : ""}\n    ${text.replaceAll("\n", "\n    ")}`);
      });
      out.add("\n  ]");
    }
    if (i < members.length - 1) out.add(",");
  });
  out.add("\n}");
  out.flush();
}

/** An object `JSON.stringify` writes member by member (no array, no `toJSON`). */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value) &&
    !hasToJson(value);
}

function hasToJson(value: object): boolean {
  return typeof (value as { toJSON?: unknown }).toJSON === "function";
}

class Chunks {
  readonly #write: (text: string) => void;
  readonly #limit: number;
  #parts: string[] = [];
  #size = 0;

  constructor(write: (text: string) => void, limit: number) {
    this.#write = write;
    this.#limit = limit;
  }

  add(text: string): void {
    this.#parts.push(text);
    this.#size += text.length;
    if (this.#size >= this.#limit) this.flush();
  }

  flush(): void {
    if (this.#parts.length === 0) return;
    this.#write(this.#parts.join(""));
    this.#parts = [];
    this.#size = 0;
  }
}
