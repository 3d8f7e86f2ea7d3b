// One forward pass of htmlparser2's Tokenizer over a page, kept as what the fact readers need: the
// visible text cut into blocks (each with the kind of region it sits in), the <title>, meta tags,
// JSON-LD blocks, other inline scripts, microdata and price-like data attributes. No DOM: the same
// reason as page-text.ts (docs/decisions/0200-sales-pages-read-with-a-tokenizer-and-block-scores.md),
// the element stack is capped at MAX_DEPTH and every element is closed once, so time is linear.
//
// Struck-through text (<s>, <del>, <strike>, line-through, a class naming an old price) is kept in
// the block text between STRIKE_OPEN and STRIKE_CLOSE, so the money reader can tell an anchor from
// the price in one pass; `plain()` removes the markers for evidence.

import { COMMON_ATTRIBUTES, metaKey, openElements, readTags, skipsContent, VOID } from "../html-tokens";

export const MAX_HTML_CHARS = 2 * 1024 * 1024;
const MAX_DEPTH = 512;
const MAX_ATTRIBUTE = 1024;
const MAX_BLOCK = 4000;
const MAX_BLOCKS = 20_000;
const MAX_SCRIPT_CHARS = 512 * 1024;
const MAX_JSON_LD = 20;

export const STRIKE_OPEN = "\uE000";
export const STRIKE_CLOSE = "\uE001";

// Block flags: the region a block's text sits in (any ancestor).
export const B_FOOTER = 1;
export const B_BUTTON = 2;
export const B_PRICING = 4;
export const B_HEADING = 8;
export const B_FORM = 16;
export const B_FEATURED = 32;
export const B_H1 = 64;
export const B_NAV = 128;
/** Inside an exit-intent pop-up ("ouibounce", "exit-popup"): a second offer shown on leaving, not
 *  the page's own. */
export const B_POPUP = 256;

export interface Block {
  /** Visible text, spaces collapsed, with strike markers. */
  text: string;
  flags: number;
}

export interface PageDocument {
  title: string | null;
  meta: Map<string, string>;
  jsonLd: string[];
  scripts: string[];
  blocks: Block[];
  microdata: { prop: string; value: string }[];
  dataAttributes: { name: string; value: string }[];
  /** Every <title> outside SVG (a saved page can hold two documents), at most 5. */
  titles: string[];
  /** Image alt texts of at most 80 characters, at most 300. */
  imageAlts: string[];
  /** The <html lang> primary subtag, lower-cased ("en", "pt"), or "". */
  lang: string;
  /** The <html lang> region subtag, lower-cased ("br" in "pt-BR"), or "". */
  region: string;
}

const BLOCK = new Set(
  (
    "p div section article header footer main aside nav h1 h2 h3 h4 h5 h6 ul ol li dl dt dd table tr td th " +
    "blockquote pre hr form fieldset legend figure figcaption details summary address dialog center caption " +
    "menu body html button label option select"
  ).split(" "),
);
const READ = new Set([...COMMON_ATTRIBUTES, "value", "alt", "lang"]);
const STRIKE_HINT =
  /(?:old|was|regular|compare|original|retail|list|before|crossed)[-_]?price|price[-_]?(?:old|was|before|regular|compare)|line-?through|strike|crossed|(?:^|\s)(?:old|was)(?:$|\s)/;
const PRICING_HINT =
  /pric|plan|offer|checkout|order|tier|package|pacote|prix|prezzo|tarif|buy-?box|(?:^|[\s_-])(?:preco|preço|precio|precios|comprar|valor|investimento|preis|preise|prijzen|cennik|ceny)(?:$|[\s_-])/;
const BUTTON_HINT = /(?:^|[\s_-])(?:btn|button|cta|buy|order|checkout|purchase|add-to-cart)/;
const POPUP_HINT =
  /(?:^|[\s_-])(?:exit|exit-?intent|exit-?popup|exitpopup|ouibounce|leave-?popup)(?:$|[\s_-])/;
const FEATURED_HINT = /featured|popular|recommended|best-?value|highlight|destaque/;
const BADGE_HINT =
  /(?:^|[\s_-])(?:featured|popular|most-?popular|recommended|best-?value|best-?seller)(?:$|[\s_-])/;
// "card-footer", "modal-footer": the foot of a card or a dialog (where a pricing card keeps its price
// and button), not the page's footer
const FOOTER_HINT =
  /(?:^|[\s_-])(?<!(?:card|modal|panel|tile|box|item|product|plan|pricing|price)[_-])(?:footer|colophon|copyright)(?:$|[\s_-])/;
// "breadcrumb-area", "-section", "-wrap": a theme's page-title hero named after breadcrumbs, not one
const NAV_HINT =
  /(?:^|[\s_-])(?:nav|navbar|menu|breadcrumbs?(?![_-](?:area|section|wrap|wrapper|banner|bg)))(?:$|[\s_-])|cookie|consent|gdpr/;
const DATA_PRICE = /^data-(?:[a-z]{1,20}-)?(?:price|amount|currency|cost)$/;
/** Icon fonts that draw a currency sign from a class name. */
const ICON_CURRENCY: [RegExp, string][] = [
  [/\blari\b/, "₾"],
  [/rupee|\bfa-inr\b/, "₹"],
  [/\bfa-eur\b|\bfa-euro\b|\beuro\b/, "€"],
  [/\bfa-gbp\b/, "£"],
  [/\bfa-usd\b|\bfa-dollar\b/, "$"],
];

interface Open {
  name: string;
  flags: number;
  struck: boolean;
  skip: boolean;
  microProp: string | null;
  textStart: number;
}

export function plain(text: string): string {
  let out = "";
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (c !== STRIKE_OPEN && c !== STRIKE_CLOSE) out += c;
  }
  return out.replace(/\s+/g, " ").trim();
}

/** Split by rule, then by selector; the classes of each selector's last compound. Linear in the CSS. */
function readStrikeClasses(css: string, out: Set<string>) {
  if (css.length > 256 * 1024 || !css.includes("line-through")) return;
  for (const rule of css.split("}")) {
    const open = rule.indexOf("{");
    if (open < 0 || !rule.includes("line-through", open)) continue;
    for (const selector of rule.slice(0, open).split(",")) {
      const last =
        selector
          .trim()
          .split(/[\s>+~]+/)
          .pop() ?? "";
      for (const m of last.matchAll(/\.([A-Za-z_][\w-]{0,40})/g)) if (out.size < 200) out.add(m[1]!);
    }
  }
}

export function readDocument(input: string): PageDocument {
  const html = input.length > MAX_HTML_CHARS ? input.slice(0, MAX_HTML_CHARS) : input;
  const doc: PageDocument = {
    title: null,
    meta: new Map(),
    jsonLd: [],
    scripts: [],
    blocks: [],
    microdata: [],
    dataAttributes: [],
    titles: [],
    imageAlts: [],
    lang: "",
    region: "",
  };
  const elements = openElements<Open>(
    { name: "#root", flags: 0, struck: false, skip: false, microProp: null, textStart: 0 },
    finish,
  );
  let buffer = "";
  let bufferFlags = 0;
  let scriptChars = 0;
  let skipText: string[] | null = null;
  let skipKind: "json-ld" | "script" | "title" | "style" | null = null;
  /** Classes a <style> block draws struck through (".old-price { text-decoration: line-through }"). */
  const strikeClasses = new Set<string>();
  /** Every visible text piece in order, for microdata values read from an element's text. */
  const pieces: string[] = [];

  const top = elements.top;
  const closeTo = elements.closeTo;

  function flush() {
    const text = buffer.replace(/\s+/g, " ").trim();
    if (text !== "" && text !== STRIKE_OPEN + STRIKE_CLOSE && doc.blocks.length < MAX_BLOCKS)
      doc.blocks.push({ text, flags: bufferFlags });
    buffer = "";
    bufferFlags = 0;
  }

  function append(text: string) {
    const t = top();
    if (t.skip) {
      if (skipText !== null) skipText.push(text);
      return;
    }
    pieces.push(text);
    if (buffer.length < MAX_BLOCK) {
      buffer += text;
      if (text.trim() !== "") bufferFlags |= t.flags;
    }
  }

  function finish(el: Open) {
    if (el.skip && !top().skip) {
      // the outermost skipped element: its collected text is a script, JSON-LD or a title
      if (skipText !== null) {
        const text = skipText.join("");
        if (skipKind === "json-ld" && doc.jsonLd.length < MAX_JSON_LD) doc.jsonLd.push(text);
        else if (skipKind === "script" && scriptChars < MAX_SCRIPT_CHARS) {
          const part = text.slice(0, MAX_SCRIPT_CHARS - scriptChars);
          scriptChars += part.length;
          doc.scripts.push(part);
        } else if (skipKind === "style") readStrikeClasses(text, strikeClasses);
        else if (skipKind === "title") {
          const title = text.replace(/\s+/g, " ").trim().slice(0, 300);
          if (title !== "" && doc.titles.length < 5) doc.titles.push(title);
          doc.title ??= title || null;
        }
      }
      skipText = null;
      skipKind = null;
    }
    if (el.microProp !== null) {
      const value = pieces
        .slice(el.textStart, el.textStart + 20)
        .join("")
        .replace(/\s+/g, " ")
        .trim();
      if (value !== "" && doc.microdata.length < 200)
        doc.microdata.push({ prop: el.microProp, value: value.slice(0, 200) });
    }
    if (el.struck && !el.skip && buffer.length < MAX_BLOCK) buffer += STRIKE_CLOSE;
    if (BLOCK.has(el.name)) flush();
  }

  function open(name: string, a: Map<string, string>, selfClosing: boolean) {
    const parent = top();
    if (name === "meta") {
      const key = metaKey(a);
      const value = a.get("content");
      if (key !== "" && value !== undefined && !doc.meta.has(key)) doc.meta.set(key, value.trim());
      const prop = a.get("itemprop")?.toLowerCase();
      if (prop !== undefined && value !== undefined && doc.microdata.length < 200)
        doc.microdata.push({ prop, value: value.trim().slice(0, 200) });
      return;
    }
    if (parent.skip && name !== "title") {
      if (VOID.has(name) || selfClosing) return;
    }
    const hints = `${a.get("class") ?? ""} ${a.get("id") ?? ""}`.toLowerCase();
    if (!parent.skip) {
      const prop = a.get("itemprop")?.toLowerCase();
      if (prop !== undefined && a.has("content") && doc.microdata.length < 200)
        doc.microdata.push({ prop, value: a.get("content")!.trim().slice(0, 200) });
    }
    if (name === "img" && !parent.skip) {
      const alt = a.get("alt")?.replace(/\s+/g, " ").trim();
      if (alt && alt.length <= 80 && doc.imageAlts.length < 300) doc.imageAlts.push(alt);
    }
    if (name === "html" && doc.lang === "") {
      const m = /^([a-z]{2,3})\b(?:-([a-z]{2})(?![a-z\d]))?/i.exec(a.get("lang") ?? "");
      if (m) doc.lang = m[1]!.toLowerCase();
      if (m?.[2]) doc.region = m[2].toLowerCase();
    }
    if (name === "br") {
      if (!parent.skip) buffer += " ";
      return;
    }
    if (name === "input") {
      const type = (a.get("type") ?? "").toLowerCase();
      const value = a.get("value");
      if ((type === "submit" || type === "button") && value !== undefined && !parent.skip) {
        flush();
        buffer = value;
        bufferFlags = parent.flags | B_BUTTON;
        flush();
      }
      return;
    }
    if (parent.name === "p" && BLOCK.has(name)) closeTo("p");
    else if (name === "li" && parent.name === "li") closeTo("li");
    if (BLOCK.has(name)) flush();
    if (!parent.skip && (name === "i" || name === "span") && hints !== " ") {
      for (const [re, sign] of ICON_CURRENCY)
        if (re.test(hints)) {
          buffer += ` ${sign}`;
          break;
        }
    }
    if (VOID.has(name) || (selfClosing && (name === "svg" || name === "math"))) return;
    if (elements.depth() > MAX_DEPTH) return;

    // a "Most popular" ribbon inside a pricing card marks the card: later siblings inherit it
    if (
      !parent.skip &&
      BADGE_HINT.test(hints) &&
      elements.depth() > 2 &&
      /^(?:div|li|article|section|td)$/.test(parent.name)
    )
      parent.flags |= B_FEATURED;
    let flags = parent.flags;
    const role = (a.get("role") ?? "").toLowerCase();
    if (name === "footer" || role === "contentinfo" || FOOTER_HINT.test(hints)) flags |= B_FOOTER;
    if (name === "button" || role === "button" || (name === "a" && BUTTON_HINT.test(hints)))
      flags |= B_BUTTON;
    if (PRICING_HINT.test(hints)) flags |= B_PRICING;
    if (FEATURED_HINT.test(hints)) flags |= B_FEATURED;
    if (/^h[1-6]$/.test(name)) flags |= B_HEADING;
    if (name === "h1") flags |= B_H1;
    if (name === "form") flags |= B_FORM;
    if (POPUP_HINT.test(hints)) flags |= B_POPUP;
    if (name === "nav" || role === "navigation" || NAV_HINT.test(hints)) flags |= B_NAV;
    for (const [key, value] of a)
      if (DATA_PRICE.test(key) && doc.dataAttributes.length < 200)
        doc.dataAttributes.push({ name: key, value: value.slice(0, 60) });

    let skip = parent.skip;
    if (!skip && (skipsContent(name, a) || name === "title")) {
      skip = true;
      skipText = [];
      const type = (a.get("type") ?? "").trim().toLowerCase();
      skipKind =
        name === "title"
          ? "title"
          : name === "script" && type === "application/ld+json"
            ? "json-ld"
            : name === "script" && (type === "" || type.includes("javascript") || type.includes("json"))
              ? "script"
              : name === "style"
                ? "style"
                : null;
    }
    const struck =
      !skip &&
      (name === "s" ||
        name === "del" ||
        name === "strike" ||
        STRIKE_HINT.test(hints) ||
        (strikeClasses.size > 0 && (a.get("class") ?? "").split(/\s+/).some((c) => strikeClasses.has(c))) ||
        (a.get("style") ?? "").toLowerCase().includes("line-through"));
    if (struck) buffer += STRIKE_OPEN;
    const prop = !skip && !a.has("content") ? (a.get("itemprop")?.toLowerCase() ?? null) : null;
    elements.push({ name, flags, struck, skip, microProp: prop, textStart: pieces.length });
  }

  readTags(html, {
    maxAttributeName: 40,
    maxAttribute: MAX_ATTRIBUTE,
    // data attributes are read too, so every data-* name passes
    readAttribute: (name) => READ.has(name) || name.startsWith("data-"),
    open,
    close(name) {
      if (!closeTo(name) && (name === "p" || name === "br")) buffer += " ";
    },
    text: append,
    end() {
      elements.closeAll();
      flush();
    },
    isInForeignContext: () => false,
  });
  return doc;
}
