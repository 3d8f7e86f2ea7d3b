// The start-tag reading both page readers share (page-text.ts and page-facts/page-document.ts): one
// forward pass of htmlparser2's Tokenizer, each start tag handed over with the attributes the reader
// asked for (names lower-cased, values capped), end tags and text as strings. Pure: no Node API, no DOM.

import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";

/** Elements whose content is never shown as text. */
export const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "svg",
  "math",
  "template",
  "iframe",
  "object",
  "canvas",
]);

export interface TagReader {
  /** Attribute names longer than this are not read. */
  maxAttributeName: number;
  /** Characters kept of one attribute value. */
  maxAttribute: number;
  /** Whether an attribute (its lower-cased name) is read; others are skipped without copying. */
  readAttribute: (name: string) => boolean;
  open: (name: string, attrs: Map<string, string>, selfClosing: boolean) => void;
  close: (name: string) => void;
  text: (text: string) => void;
  end: () => void;
  isInForeignContext: () => boolean;
}

/** Tokenizes all of `html` (cut it first), entities decoded, calling `reader` in document order. */
export function readTags(html: string, reader: TagReader): void {
  const { maxAttributeName, maxAttribute, readAttribute } = reader;
  let tagName = "";
  let attrs = new Map<string, string>();
  let attrName: string | null = null;
  let attrValue = "";
  const slice = (start: number, end: number) => html.slice(start, end);
  const callbacks: TokenizerCallbacks = {
    onopentagname(start, end) {
      tagName = slice(start, end).toLowerCase();
      attrs = new Map();
    },
    onattribname(start, end) {
      const name = end - start <= maxAttributeName ? slice(start, end).toLowerCase() : "";
      attrName = readAttribute(name) && !attrs.has(name) ? name : null;
      attrValue = "";
    },
    onattribdata(start, end) {
      if (attrName === null || attrValue.length >= maxAttribute) return;
      attrValue += slice(start, Math.min(end, start + maxAttribute - attrValue.length));
    },
    onattribentity(codepoint) {
      if (attrName !== null && attrValue.length < maxAttribute) attrValue += String.fromCodePoint(codepoint);
    },
    onattribend() {
      if (attrName !== null) attrs.set(attrName, attrValue);
      attrName = null;
    },
    onopentagend() {
      reader.open(tagName, attrs, false);
    },
    onselfclosingtag() {
      reader.open(tagName, attrs, true);
    },
    onclosetag(start, end) {
      reader.close(slice(start, end).toLowerCase());
    },
    ontext(start, end) {
      reader.text(slice(start, end));
    },
    ontextentity(codepoint) {
      reader.text(String.fromCodePoint(codepoint));
    },
    oncdata() {},
    oncomment() {},
    ondeclaration() {},
    onprocessinginstruction() {},
    onend() {
      reader.end();
    },
    isInForeignContext: () => reader.isInForeignContext(),
  };
  const tokenizer = new Tokenizer({ decodeEntities: true }, callbacks);
  tokenizer.write(html);
  tokenizer.end();
}
