/**
 * XML for tests: checks that a text is well-formed XML and parses it to plain objects with
 * `npm:fast-xml-parser` (attributes under `@_name`, elements that may repeat always arrays),
 * so the formats `svc check` writes as XML are read back by a real parser, not by our own.
 *
 * @module
 */

import { XMLParser, XMLValidator } from "npm:fast-xml-parser@5.12.1";

/**
 * Parses well-formed XML; throws with the parser's message (and line) when it is not.
 *
 * @example
 * ```ts
 * const doc = parseXml('<a x="1"><b/><b/></a>', ["b"]);
 * (doc.a as { b: unknown[] }).b.length; // 2
 * ```
 */
export function parseXml(text: string, arrays: readonly string[] = []): Record<string, unknown> {
  const valid = XMLValidator.validate(text);
  if (valid !== true) {
    throw new Error(`Not well-formed XML: ${valid.err.msg} (line ${valid.err.line})`);
  }
  const parser = new XMLParser({
    ignoreAttributes: false,
    attributeNamePrefix: "@_",
    parseAttributeValue: false,
    isArray: (name) => arrays.includes(name),
  });
  return parser.parse(text) as Record<string, unknown>;
}
