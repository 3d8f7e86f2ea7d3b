// Readable text and title out of a fetched sales page (what the page states it charges is read by
// page-facts/, with its currency and evidence).
//
// Parsing. htmlparser2's Tokenizer does the HTML tokenising (raw-text <script>/<style>, RCDATA
// <title>/<textarea>, comments, CDATA, the full HTML entity table, broken and unterminated markup)
// and a small tree builder here turns its tokens into elements. We do not use htmlparser2's Parser, a
// DOM (linkedom, jsdom) or @mozilla/readability on top of one: their open-element stacks cost time in
// proportion to the nesting depth on every tag, so deep nesting is quadratic (100,000 nested <div>s
// and stray end tags: 23 s in htmlparser2's Parser; linkedom + Readability overflowed the stack at
// 4,000 nested blocks). See docs/decisions/0200-sales-pages-read-with-a-tokenizer-and-block-scores.md.
//
// Time bound, linear in the page: the input is cut at MAX_HTML_CHARS (2 MiB, the fetcher's own cap);
// the tokenizer is a single forward pass; the tree builder does constant work per token (open
// elements are at most MAX_DEPTH deep, as a browser's parser caps them; an end tag with no open
// element of its name is dismissed through a count per name; every element is closed exactly once);
// the main-content pass is one sweep over the text runs with difference arrays; attribute values we
// read are capped at MAX_ATTRIBUTE characters; the text is assembled in one pass over its characters,
// and no regular expression runs over the whole text. Tested: 2 MB hostile pages in well under 2 s,
// time doubling with size.
//
// Main content, readability-style but per block instead of one "best" container (a sales page is
// many short sections, and the detector must see all of them):
// - dropped outright: script, style, noscript, svg, template, iframe, object, canvas; <nav> and
//   role=navigation/menu, and a class or id naming a nav or menu (not on a tab's panel); cookie and
//   consent banners (class, id or aria-label naming cookie, consent, gdpr...); link lists: any block
//   with 3 or more links whose link text is at least half its text and whose other text is under 200
//   characters (menus, footer link rows, share bars).
// - boilerplate regions: <footer>, <aside>, a site <header> (one not inside main/article/section),
//   role=banner/contentinfo/complementary, class or id naming footer, sidebar, masthead, site-header;
//   and, when the page has a <main> (or role=main) holding at least half of its text, everything
//   outside it. In a boilerplate region only prose survives: a block without inner blocks with at
//   least 80 characters of which under 30% are link text (earnings and refund disclaimers live in
//   footers, and the detector counts them), and any <h1>. In a top bar (class or id "top-bar") or
//   outside <main> (and not in a footer, sidebar or site header) such a block needs only 20
//   characters: an upsell's warning bar ("Do not close this page. Your order is not complete.") is
//   content, a bar's "Secure checkout" or its links are not.
// - block elements become paragraph breaks, <br> a line break, table cells a space. A line break in
//   the source is a space, as a browser shows it (a heading wrapped in the markup is one line), except
//   inside <pre>.
// - a list (<ul>, <ol>) right after a heading that says whom the offer is not for is reported by its
//   offsets in the text (`notForLists`): the text keeps it, and the detector reads it as blank.
//
import { COMMON_ATTRIBUTES, metaKey, openElements, readTags, skipsContent, VOID } from "./html-tokens";
import { storableText } from "./storable-text";

export interface PageText {
  title: string | null;
  text: string;
  /**
   * Lists under a heading that says whom the offer is not for ("This is NOT for you if:", "Para quién
   * no es", "Talvez não seja para você se"), as [start, end) offsets into `text`: what they name
   * ("people looking for guaranteed results") is what a buyer is told not to expect, not a promise.
   */
  notForLists: Array<[number, number]>;
}

/** Characters of HTML read; the fetcher never returns more than 2 MiB. */
export const MAX_HTML_CHARS = 2 * 1024 * 1024;
/** Open elements deeper than this are not tracked (their text still is), like a browser's parser. */
const MAX_DEPTH = 512;
/** Characters kept of one attribute value we read (class, id, content...). */
const MAX_ATTRIBUTE = 2048;
const MAX_TITLE = 300;
/** A heading is at most this many visible characters ("Who this is NOT for"). */
const MAX_HEADING = 100;
/** A block in a footer or sidebar is kept when it is prose this long (a disclaimer)... */
const MIN_PROSE = 80;
/** ...and one in a top bar or outside a <main> when it says at least this much (an upsell's warning). */
const MIN_LINE = 20;

/** Elements that start a new paragraph. */
const BLOCK = new Set([
  "p",
  "div",
  "section",
  "article",
  "header",
  "footer",
  "main",
  "aside",
  "nav",
  "h1",
  "h2",
  "h3",
  "h4",
  "h5",
  "h6",
  "ul",
  "ol",
  "li",
  "dl",
  "dt",
  "dd",
  "table",
  "tr",
  "blockquote",
  "pre",
  "hr",
  "form",
  "fieldset",
  "legend",
  "figure",
  "figcaption",
  "details",
  "summary",
  "address",
  "dialog",
  "center",
  "caption",
  "menu",
  "body",
  "html",
]);
const CELL = new Set(["td", "th"]);
/** Foreign elements: `<svg/>` closes at once (as in browsers; `<script/>` does not). */
const SELF_CLOSABLE = new Set(["svg", "math"]);
/** The attributes read; others are skipped without copying their values. */
const READ_ATTRIBUTES = new Set([...COMMON_ATTRIBUTES, "aria-label"]);

const COOKIE_HINT = /cookie|consent|gdpr|ccpa|onetrust|cookiebot|cc-window|cc-banner|cmp-/;
const NAV_HINT = /(?:^|[\s_-])(?:nav|navbar|navigation|menu|breadcrumbs?|skip-link)(?:$|[\s_-])/;
/** A tab's panel is content whatever else its classes say ("tab-pane course-nav-tab-overview", set BC). */
const TAB_PANEL_HINT = /(?:^|\s)tab-pane(?:$|\s)/;
const BOILERPLATE_HINT =
  /(?:^|[\s_-])(?:footer|sidebar|widget-area|colophon|masthead|site-header|location-header)(?:$|[\s_-])/;
/** A bar across the top of the page: a site's utility links, or an upsell's warning (kept as a line). */
const TOP_BAR_HINT = /(?:^|[\s_-])top-?bar(?:$|[\s_-])/;
/**
 * A heading that says whom an offer is not for, in the languages the detector reads (lower case,
 * apostrophes plain). The list right after it names what a buyer should not expect (sets Q and AQ:
 * "Busca uma promessa de resultado financeiro garantido", "Quienes esperan resultados garantizados").
 */
const NOT_FOR_HEADING = new RegExp(
  [
    // en: "This is NOT for you if", "Who this isn't for", "Not a fit if", "Don't join if" (not "This is
    // not for everyone", which is said of the people the page wants)
    String.raw`(?:this|it)(?: (?:program|programme|course|offer|community|group))? (?:is not|isn't) (?:right )?for(?! everyone| everybody| all(?![\p{L}]))|not for you|who (?:this|it) (?:is not|isn't) for|who should not (?:join|buy|apply|enrol)|not a (?:good )?fit (?:for you )?if|(?:don't|do not) (?:join|buy|apply|enrol) (?:this )?if`,
    // es: "Para quién no es", "Esto no es para ti si"
    "para qui[eé]n(?:es)? no es|no es para (?:ti|usted|vos|quienes|personas)|esto no es para",
    // pt: "Para quem não é", "Não é para você se", "Talvez não seja para você"
    "para quem n[aã]o [eé]|n[aã]o (?:[eé]|seja|serve) para (?:voc[eê]|ti|quem)",
    // fr: "Pour qui ce n'est pas", "Ce n'est pas pour vous si", "Ce programme n'est pas fait pour toi"
    "pour qui (?:ce|cette formation|ce programme) n'est pas|n'est pas (?:fait |faite )?pour (?:vous|toi)",
    // de: "Für wen ist es nicht", "Nicht für dich, wenn"
    "f[uü]r wen (?:ist )?(?:es|das|dieser kurs|dieses programm) nicht|nichts? f[uü]r (?:dich|sie)",
    // it, nl: "Non è per te se", "Per chi non è", "Niet voor jou als", "Voor wie is het niet"
    "non [eè] per te|per chi non [eè]|niet voor (?:jou|u)|voor wie (?:is )?(?:het|dit) niet",
  ]
    .map((words) => String.raw`(?<![\p{L}\p{N}])(?:${words})(?![\p{L}\p{N}])`)
    .join("|"),
  "u",
);

// Element flags
const F_BLOCK = 1;
const F_SKIP = 2;
const F_LINK = 4;
const F_DROP = 64;
const F_BOILERPLATE = 128;
const F_MAIN = 256;
const F_CONTENT = 512;
const F_FOREIGN = 1024;
const F_TITLE = 2048;
const F_FIRST_H1 = 8192;
const F_TOP_BAR = 16384;
const F_PRE = 32768;
const F_SITE_HEADER = 65536;
const F_NOT_FOR = 131072;

// Text run flags: a break the markup makes (a block, <br>, a cell); text inside <pre>
const P_BREAK = 1;
const P_PRE = 2;

interface Element {
  name: string;
  flags: number;
  /** Index of the first text run inside. */
  start: number;
  /** Visible (non-space) characters inside, and how many of them are link text. */
  chars: number;
  linkChars: number;
  links: number;
  hasBlock: boolean;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

function visibleChars(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c > 32 && c !== 160) n++;
  }
  return n;
}

interface Ranges {
  /** Flat [start, end) pairs of text-run indexes. */
  drop: number[];
  boilerplate: number[];
  /** A top bar, or outside a <main> that holds most of the page: boilerplate unless a block says something. */
  outside: number[];
  prose: number[];
  /** Short blocks that are not link lists ("Do not close this page. Your order is not complete."). */
  lines: number[];
  /** A list right after a heading that says whom the offer is not for (NOT_FOR_HEADING). */
  notFor: number[];
}

interface Reading {
  runs: string[];
  runFlags: number[];
  ranges: Ranges;
  title: string | null;
  ogTitle: string | null;
  h1: string | null;
}

/** One pass of the tokenizer with a depth-capped element stack; see the module comment for the bound. */
function read(html: string): Reading {
  const runs: string[] = [];
  const runFlags: number[] = [];
  const ranges: Ranges = { drop: [], boilerplate: [], outside: [], prose: [], lines: [], notFor: [] };
  const root: Element = {
    name: "#root",
    flags: 0,
    start: 0,
    chars: 0,
    linkChars: 0,
    links: 0,
    hasBlock: false,
  };
  const elements = openElements(root, finish);
  let skip = 0;
  let foreign = 0;
  let links = 0;
  let content = 0;
  let pre = 0;
  /** Inside a site <header> (one not inside main/article/section). */
  let siteHeader = 0;
  let main: { start: number; end: number; chars: number } | null = null;
  let title: string | null = null;
  let titleParts: string[] | null = null;
  let h1Seen = false;
  let h1: string | null = null;
  /** A heading saying whom the offer is not for has ended, and no other text block since. */
  let notForHeading = false;
  const meta = new Map<string, string>();

  const { top, pop, closeTo } = elements;

  /** The text of runs [start, end), breaks as spaces. */
  function textOf(start: number, end: number): string {
    const parts: string[] = [];
    for (let i = start; i < end; i++) parts.push(runFlags[i]! & P_BREAK ? " " : runs[i]!);
    return clean(parts.join(""));
  }

  function addRun(text: string, flags: number) {
    runs.push(text);
    runFlags.push(flags);
  }

  function addText(text: string) {
    if (titleParts !== null) {
      titleParts.push(text);
      return;
    }
    if (skip > 0) return;
    addRun(text, pre > 0 ? P_PRE : 0);
    const n = visibleChars(text);
    const el = top();
    el.chars += n;
    if (links > 0) el.linkChars += n;
  }

  function finish(el: Element) {
    const end = runs.length;
    const parent = top();
    const f = el.flags;
    parent.chars += el.chars;
    parent.linkChars += el.linkChars;
    parent.links += el.links + (f & F_LINK ? 1 : 0);
    if (f & F_BLOCK) parent.hasBlock = true;
    if (f & F_SKIP) skip--;
    if (f & F_FOREIGN) foreign--;
    if (f & F_LINK) links--;
    if (f & F_CONTENT) content--;
    if (f & F_PRE) pre--;
    if (f & F_SITE_HEADER) siteHeader--;
    if (f & F_TITLE && titleParts !== null) {
      title = clean(titleParts.join("")).slice(0, MAX_TITLE) || null;
      titleParts = null;
    }
    if (f & F_FIRST_H1) h1 = textOf(el.start, end).slice(0, MAX_TITLE) || null;
    // a text block with no block inside (each run is read by at most one such block): a heading
    // saying whom the offer is not for makes the next list one of those (F_NOT_FOR); any other ends it
    if (f & F_BLOCK && !el.hasBlock && el.chars > 0 && skip === 0)
      notForHeading =
        el.chars <= MAX_HEADING &&
        NOT_FOR_HEADING.test(
          textOf(el.start, end)
            .toLowerCase()
            .replace(/[\u2018\u2019`]/g, "'"),
        );
    if (f & F_NOT_FOR) ranges.notFor.push(el.start, end);
    const isLinkList =
      f & F_BLOCK &&
      el.links >= 3 &&
      el.linkChars * 2 >= el.chars &&
      el.chars - el.linkChars < 200 &&
      el.name !== "body" &&
      el.name !== "html" &&
      el.name !== "main";
    if (f & F_DROP || isLinkList) ranges.drop.push(el.start, end);
    if (f & F_BOILERPLATE) ranges.boilerplate.push(el.start, end);
    if (f & F_TOP_BAR) ranges.outside.push(el.start, end);
    const isLine = f & F_BLOCK && !el.hasBlock && el.chars >= MIN_LINE && el.linkChars * 10 < el.chars * 3;
    if (isLine && el.chars >= MIN_PROSE) ranges.prose.push(el.start, end);
    // a landing page's hero in a <header> ("Increase Your Income From Home Today!" under the h1, set
    // AH): its headings are content, as the h1 is, each with the paragraph break after it
    else if (siteHeader > 0 && /^h[1-3]$/.test(el.name)) ranges.prose.push(el.start, end + 1);
    else if (el.name === "h1") ranges.prose.push(el.start, end);
    else if (isLine) ranges.lines.push(el.start, end);
    if (f & F_MAIN && (main === null || el.chars > main.chars))
      main = { start: el.start, end, chars: el.chars };
    if (skip > 0) return;
    if (f & F_BLOCK) addRun("\n\n", P_BREAK);
    else if (CELL.has(el.name)) addRun(" ", P_BREAK);
  }

  function open(name: string, a: Map<string, string>, selfClosing: boolean) {
    if (name === "meta") {
      const key = metaKey(a);
      const value = a.get("content");
      if (key !== "" && value !== undefined && !meta.has(key)) meta.set(key, value);
      return;
    }
    if (name === "br") {
      if (skip === 0) addRun("\n", P_BREAK);
      return;
    }
    // implied end tags: the common cases of the HTML tree builder
    const current = top().name;
    if (current === "p" && BLOCK.has(name)) pop();
    else if (name === "li" && current === "li") pop();
    else if ((name === "dt" || name === "dd") && (current === "dt" || current === "dd")) pop();
    else if (name === "option" && current === "option") pop();
    else if (name === "td" || name === "th" || name === "tr") {
      while (top().name === "td" || top().name === "th") pop();
      if (name === "tr" && top().name === "tr") pop();
    } else if (name === "body") closeTo("head");

    const block = BLOCK.has(name);
    if (skip === 0) {
      if (block) addRun("\n\n", P_BREAK);
      else if (CELL.has(name)) addRun(" ", P_BREAK);
    }
    if (VOID.has(name) || (selfClosing && (SELF_CLOSABLE.has(name) || foreign > 0))) return;
    if (elements.depth() > MAX_DEPTH) return;

    let flags = block ? F_BLOCK : 0;
    const hints = `${a.get("class") ?? ""} ${a.get("id") ?? ""}`.toLowerCase();
    const role = (a.get("role") ?? "").toLowerCase();
    const label = (a.get("aria-label") ?? "").toLowerCase();
    if (skipsContent(name, a)) {
      flags |= F_SKIP;
      skip++;
      if (name === "svg" || name === "math") {
        flags |= F_FOREIGN;
        foreign++;
      }
    } else if (name === "title" && title === null && titleParts === null && skip === 0) {
      flags |= F_TITLE;
      titleParts = [];
    }
    if (name === "a" && a.has("href")) {
      flags |= F_LINK;
      links++;
    }
    if (
      name === "nav" ||
      role === "navigation" ||
      role === "menu" ||
      role === "menubar" ||
      (NAV_HINT.test(hints) && role !== "tabpanel" && !TAB_PANEL_HINT.test(hints)) ||
      COOKIE_HINT.test(hints) ||
      label.includes("cookie")
    )
      flags |= F_DROP;
    if (name === "header" && content === 0) {
      flags |= F_SITE_HEADER;
      siteHeader++;
    }
    if (
      name === "footer" ||
      name === "aside" ||
      flags & F_SITE_HEADER ||
      role === "banner" ||
      role === "contentinfo" ||
      role === "complementary" ||
      BOILERPLATE_HINT.test(hints)
    )
      flags |= F_BOILERPLATE;
    else if (TOP_BAR_HINT.test(hints)) flags |= F_TOP_BAR;
    if (name === "main" || role === "main") flags |= F_MAIN;
    if (name === "main" || name === "article" || name === "section" || role === "main") {
      flags |= F_CONTENT;
      content++;
    }
    if (name === "pre") {
      flags |= F_PRE;
      pre++;
    }
    if (name === "h1" && !h1Seen && skip === 0) {
      h1Seen = true;
      flags |= F_FIRST_H1;
    }
    if (notForHeading && (name === "ul" || name === "ol") && skip === 0) {
      notForHeading = false;
      flags |= F_NOT_FOR;
    }
    elements.push({ name, flags, start: runs.length, chars: 0, linkChars: 0, links: 0, hasBlock: false });
  }

  function close(name: string) {
    if (name === "br") {
      if (skip === 0) addRun("\n", P_BREAK);
      return;
    }
    if (closeTo(name)) return;
    if (name === "p" && skip === 0) addRun("\n\n", P_BREAK); // a stray </p> still ends a paragraph
  }

  readTags(html.length > MAX_HTML_CHARS ? html.slice(0, MAX_HTML_CHARS) : html, {
    maxAttributeName: 32,
    maxAttribute: MAX_ATTRIBUTE,
    readAttribute: (name) => READ_ATTRIBUTES.has(name),
    open,
    close,
    text: addText,
    end() {
      elements.closeAll(); // every open element is closed
    },
    isInForeignContext: () => foreign > 0,
  });

  // a <main> holding most of the page makes everything outside it boilerplate
  const m = main as { start: number; end: number; chars: number } | null;
  if (m !== null && m.chars > 0 && m.chars * 2 >= root.chars)
    ranges.outside.push(0, m.start, m.end, runs.length);

  return {
    runs,
    runFlags,
    ranges,
    title,
    ogTitle: clean(meta.get("og:title") ?? "") || null,
    h1,
  };
}

/** Running count of the [start, end) ranges covering each run: one pass, however the ranges nest. */
function coverage(pairs: number[], length: number): Int32Array {
  const diff = new Int32Array(length + 1);
  for (let i = 0; i < pairs.length; i += 2) {
    diff[pairs[i]!]! += 1;
    diff[pairs[i + 1]!]! -= 1;
  }
  for (let i = 1; i <= length; i++) diff[i]! += diff[i - 1]!;
  return diff;
}

/** What `\s` matches in a regular expression. */
function isSpace(c: number): boolean {
  return (
    c === 32 ||
    (c >= 9 && c <= 13) ||
    c === 160 ||
    c === 0x1680 ||
    (c >= 0x2000 && c <= 0x200a) ||
    c === 0x2028 ||
    c === 0x2029 ||
    c === 0x202f ||
    c === 0x205f ||
    c === 0x3000 ||
    c === 0xfeff
  );
}

/**
 * The runs in the main text (`level` 2), joined, with spaces collapsed, lines trimmed and at most one
 * empty line in a row. One pass over the characters that copies prose in long slices (three whole-page regular expression
 * replacements cost twice as much, mostly in garbage collection).
 */
function assemble(
  runs: readonly string[],
  runFlags: readonly number[],
  level: Uint8Array,
  offsets: Int32Array | null,
) {
  const out: string[] = [];
  let length = 0;
  let newlines = 0;
  let space = false;
  for (let r = 0; r < runs.length; r++) {
    if (offsets !== null) offsets[r] = length;
    if (level[r]! < 2) continue;
    const s = runs[r]!;
    const len = s.length;
    // a line break the markup makes, or one inside <pre>; any other is a space
    const lines = runFlags[r]! !== 0;
    let i = 0;
    while (i < len) {
      const c = s.charCodeAt(i);
      if (isSpace(c)) {
        if (c === 10 && lines) newlines++;
        else space = true;
        i++;
        continue;
      }
      // up to the next whitespace that is not one plain space between two words
      let j = i + 1;
      for (;;) {
        while (j < len && !isSpace(s.charCodeAt(j))) j++;
        if (j + 1 < len && s.charCodeAt(j) === 32 && !isSpace(s.charCodeAt(j + 1))) j++;
        else break;
      }
      if (out.length > 0) {
        const gap = newlines > 1 ? "\n\n" : newlines > 0 ? "\n" : space ? " " : "";
        if (gap !== "") out.push(gap);
        length += gap.length;
      }
      const word = i === 0 && j === len ? s : s.slice(i, j);
      out.push(word);
      length += word.length;
      newlines = 0;
      space = false;
      i = j;
    }
  }
  if (offsets !== null) offsets[runs.length] = length;
  return out.join("");
}

export function extractPageText(html: string): PageText {
  const page = read(html);
  const { runs, ranges } = page;
  const n = runs.length;
  const drop = coverage(ranges.drop, n);
  const boilerplate = coverage(ranges.boilerplate, n);
  const outside = coverage(ranges.outside, n);
  const prose = coverage(ranges.prose, n);
  const lines = coverage(ranges.lines, n);
  // 0: dropped; 1: shown but boilerplate; 2: in the main text
  const level = new Uint8Array(n);
  for (let i = 0; i < n; i++) {
    if (drop[i]! > 0) continue;
    const aside = boilerplate[i]! > 0 || (outside[i]! > 0 && lines[i] === 0);
    level[i] = aside && prose[i] === 0 ? 1 : 2;
  }
  // where each run starts in the text, when a list needs its offsets
  const offsets = ranges.notFor.length > 0 ? new Int32Array(n + 1) : null;
  const text = assemble(runs, page.runFlags, level, offsets);
  const notForLists: Array<[number, number]> = [];
  for (let i = 0; offsets !== null && i < ranges.notFor.length; i += 2) {
    const start = offsets[ranges.notFor[i]!]!;
    const end = offsets[ranges.notFor[i + 1]!]!;
    if (end > start) notForLists.push([start, end]);
  }

  // NUL and unpaired surrogates (a title cut inside a pair) cannot be stored: see storable-text.ts.
  // Removing them moves the offsets after them, so the lists are kept only when nothing was removed.
  const stored = storableText(text);
  const title = page.title ?? page.ogTitle ?? page.h1;
  return {
    title: title === null ? null : storableText(title) || null,
    text: stored,
    notForLists: stored.length === text.length ? notForLists : [],
  };
}
