// The start-tag reading both page readers share (page-text.ts and page-facts/page-document.ts): one
// forward pass of htmlparser2's Tokenizer, each start tag handed over with the attributes the reader
// asked for (names lower-cased, values capped), end tags and text as strings; and the stack of open
// elements each keeps, closed once apiece. Pure: no Node API, no DOM.

import { Tokenizer, type TokenizerCallbacks } from "htmlparser2";

/** Elements whose content is never shown as text (but see skipsContent). */
const SKIPPED = new Set([
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

/**
 * The attributes of a <template> that Alpine.js or Vue renders in place (x-if, x-for, v-if, v-else,
 * v-for): its content is on the page as a visitor sees it (an offer's price and its "Limited time
 * only" inside `<template x-if="timer.running">`; set W), as an element hidden by a style is read.
 */
const RENDERED_TEMPLATE = ["x-if", "x-for", "v-if", "v-else-if", "v-else", "v-for"];

/** Whether an element's content is never shown as text: SKIPPED, except a template a script renders. */
export function skipsContent(name: string, attributes: ReadonlyMap<string, string>): boolean {
  if (!SKIPPED.has(name)) return false;
  return name !== "template" || !RENDERED_TEMPLATE.some((key) => attributes.has(key));
}

/** Elements with no content and no end tag. */
export const VOID = new Set(
  "area base br col embed hr img input keygen link meta param source track wbr".split(" "),
);

/**
 * The attributes both readers read: class and id (the hints a region is named by), role, type, href,
 * the meta and microdata keys and content, and style (line-through). Each adds its own few.
 */
export const COMMON_ATTRIBUTES = [
  "class",
  "id",
  "role",
  "type",
  "href",
  "property",
  "name",
  "content",
  "itemprop",
  "style",
  ...RENDERED_TEMPLATE,
];

/** A <meta> tag's key: its property, name or itemprop, lower-cased ("" when it has none). */
export const metaKey = (attrs: Map<string, string>): string =>
  (attrs.get("property") ?? attrs.get("name") ?? attrs.get("itemprop") ?? "").toLowerCase();

/**
 * The stack of open elements both readers keep, under a root that is never closed. Every element
 * pushed is popped once, and `finish` sees it after it has left the stack (so `top()` is its
 * parent); the counts by name let `closeTo` refuse at once when no such element is open, so an end
 * tag with no start tag costs nothing. The caller caps the depth.
 */
export interface OpenElements<E extends { name: string }> {
  top: () => E;
  depth: () => number;
  push: (el: E) => void;
  /** Closes the innermost open element. */
  pop: () => void;
  /** Closes open elements down to and including the innermost `name`, if one is open. */
  closeTo: (name: string) => boolean;
  /** Closes every open element but the root. */
  closeAll: () => void;
}

export function openElements<E extends { name: string }>(root: E, finish: (el: E) => void): OpenElements<E> {
  const stack: E[] = [root];
  const openCount = new Map<string, number>();
  const pop = () => {
    const el = stack.pop()!;
    openCount.set(el.name, (openCount.get(el.name) ?? 1) - 1);
    finish(el);
  };
  return {
    top: () => stack[stack.length - 1]!,
    depth: () => stack.length,
    push(el) {
      openCount.set(el.name, (openCount.get(el.name) ?? 0) + 1);
      stack.push(el);
    },
    pop,
    closeTo(name) {
      if (!((openCount.get(name) ?? 0) > 0)) return false;
      for (;;) {
        const el = stack[stack.length - 1]!;
        pop();
        if (el.name === name) return true;
      }
    },
    closeAll() {
      while (stack.length > 1) pop();
    },
  };
}

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
