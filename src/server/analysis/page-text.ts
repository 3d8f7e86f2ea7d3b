// Readable text out of a fetched sales page, with no HTML parser dependency: a single linear scan
// (no backtracking regex over the whole page, so a hostile 2 MB page cannot stall the server).
// Script, style, noscript, svg and template bodies are dropped; block elements become paragraph
// breaks so the detector's sentence and clause rules still see the page's structure.

export interface PageText {
  title: string | null;
  text: string;
  /** The first plausible price in dollars (e.g. 497 for "$497"), or null. */
  price: number | null;
}

/** Elements whose content is never shown as text. */
const SKIPPED = new Set([
  "script",
  "style",
  "noscript",
  "svg",
  "template",
  "iframe",
  "object",
  "canvas",
  "head-script",
]);
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
  "figure",
  "figcaption",
  "details",
  "summary",
  "address",
  "body",
  "html",
  "title",
]);
const CELL = new Set(["td", "th"]);

const NAMED_ENTITIES: Record<string, string> = {
  amp: "&",
  lt: "<",
  gt: ">",
  quot: '"',
  apos: "'",
  nbsp: " ",
  ensp: " ",
  emsp: " ",
  thinsp: " ",
  mdash: "—",
  ndash: "–",
  hellip: "…",
  rsquo: "’",
  lsquo: "‘",
  rdquo: "”",
  ldquo: "“",
  sbquo: "‚",
  bdquo: "„",
  euro: "€",
  pound: "£",
  cent: "¢",
  yen: "¥",
  dollar: "$",
  copy: "©",
  reg: "®",
  trade: "™",
  bull: "•",
  middot: "·",
  times: "×",
  divide: "÷",
  laquo: "«",
  raquo: "»",
  deg: "°",
  percnt: "%",
  num: "#",
  excl: "!",
  quest: "?",
  colon: ":",
  semi: ";",
  comma: ",",
  period: ".",
  lpar: "(",
  rpar: ")",
  check: "✓",
  star: "☆",
};

/** Decodes named (common set) and numeric character references; unknown ones stay as written. */
export function decodeEntities(text: string): string {
  if (!text.includes("&")) return text;
  return text.replace(
    /&(#\d{1,7}|#[xX][0-9a-fA-F]{1,6}|[a-zA-Z][a-zA-Z0-9]{1,31});?/g,
    (whole, ref: string) => {
      if (ref.startsWith("#")) {
        const code =
          ref[1] === "x" || ref[1] === "X"
            ? Number.parseInt(ref.slice(2), 16)
            : Number.parseInt(ref.slice(1), 10);
        if (!Number.isFinite(code) || code <= 0 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff))
          return whole;
        return String.fromCodePoint(code);
      }
      return NAMED_ENTITIES[ref.toLowerCase()] ?? whole;
    },
  );
}

/** Attribute values of one start tag: `<meta property="og:title" content="...">`. */
function attributes(tag: string): Map<string, string> {
  const out = new Map<string, string>();
  const re = /([a-zA-Z_:][-a-zA-Z0-9_:.]*)\s*(?:=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'=<>`]+)))?/g;
  for (let m = re.exec(tag); m !== null; m = re.exec(tag)) {
    out.set(m[1]!.toLowerCase(), decodeEntities(m[2] ?? m[3] ?? m[4] ?? ""));
  }
  return out;
}

const clean = (text: string) => text.replace(/\s+/g, " ").trim();

/** Index just past the closing tag of a raw-text element (`</script>`), or the end of the page. */
function skipPast(html: string, name: string, from: number): number {
  const close = new RegExp(`</${name}\\s*>`, "gi");
  close.lastIndex = from;
  const m = close.exec(html);
  return m === null ? html.length : m.index + m[0].length;
}

export function extractPageText(html: string): PageText {
  const parts: string[] = [];
  let title: string | null = null;
  let ogTitle: string | null = null;
  let h1: string | null = null;
  let h1Start = -1;
  let i = 0;
  while (i < html.length) {
    const lt = html.indexOf("<", i);
    if (lt === -1) {
      parts.push(decodeEntities(html.slice(i)));
      break;
    }
    if (lt > i) parts.push(decodeEntities(html.slice(i, lt)));
    if (html.startsWith("<!--", lt)) {
      const end = html.indexOf("-->", lt + 4);
      i = end === -1 ? html.length : end + 3;
      continue;
    }
    const name = /^<\/?([a-zA-Z][a-zA-Z0-9-]*)/.exec(html.slice(lt, lt + 40))?.[1]?.toLowerCase();
    if (name === undefined && !/^<[!?]/.test(html.slice(lt, lt + 2))) {
      // "<" that starts no tag ("price < $500"): it is text
      parts.push("<");
      i = lt + 1;
      continue;
    }
    const gt = html.indexOf(">", lt + 1);
    if (gt === -1) break;
    const tag = html.slice(lt + 1, gt);
    i = gt + 1;
    if (name === undefined) continue; // <!doctype>, <?xml?>
    const closing = tag.trimStart().startsWith("/");
    if (!closing && SKIPPED.has(name)) {
      if (!tag.trimEnd().endsWith("/")) i = skipPast(html, name, i);
      continue;
    }
    if (!closing && name === "title") {
      const end = skipPast(html, "title", i);
      const inner = html.slice(i, end).replace(/<\/title\s*>$/i, "");
      title ??= clean(decodeEntities(inner)) || null;
      i = end;
      continue;
    }
    if (!closing && name === "meta" && ogTitle === null) {
      const attrs = attributes(tag);
      if ((attrs.get("property") ?? attrs.get("name")) === "og:title")
        ogTitle = clean(attrs.get("content") ?? "") || null;
      continue;
    }
    if (name === "h1" && h1 === null) {
      if (!closing) h1Start = parts.length;
      else if (h1Start !== -1) h1 = clean(parts.slice(h1Start).join("")) || null;
    }
    if (name === "br") parts.push("\n");
    else if (BLOCK.has(name)) parts.push("\n\n");
    else if (CELL.has(name)) parts.push(" ");
  }
  const text = parts
    .join("")
    .replace(/[^\S\n]+/g, " ")
    .split("\n")
    .map((line) => line.trim())
    .join("\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
  return { title: title ?? ogTitle ?? h1, text, price: findPrice(text) };
}

const PRICE =
  /(?:US\$|USD\s?|\$)\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?(?![\d,]*\s?(?:[kKmMbB]\b|million|billion|trillion|thousand|bn\b|tn\b))/g;
const EARNING_BEFORE =
  /\b(?:earn\w*|mak(?:e|es|ing)|made|profit\w*|revenue|income|pull\w* in|bank\w*|generat\w*|sales of)\b[^.!?\n]{0,20}$/i;
const EARNING_AFTER =
  /^[^.!?\n]{0,12}?(?:\/|\bper\b|\ba\b|\bevery\b)\s?(?:day|week|hour)\b|^\s?(?:in (?:sales|profit|revenue)|profit)/i;
const PRICE_CUE =
  /\b(?:price|priced|only|just|pay|cost|costs|enrol\w*|enroll\w*|tuition|today|now|buy|get (?:it|access)|one[- ]time|regular(?:ly)?|was|checkout)\b[^.!?\n]{0,20}$/i;
const MAX_PLAUSIBLE_PRICE = 100_000;

/**
 * The first amount that reads as the course's price. Amounts next to earning words ("make $10,000
 * a month") or with a multiplier ("$10k") are income claims, not prices; an amount after a price
 * word ("only $497", "Price: USD 1,997") wins over a bare one.
 */
export function findPrice(text: string): number | null {
  let firstPlain: number | null = null;
  PRICE.lastIndex = 0;
  for (let m = PRICE.exec(text); m !== null; m = PRICE.exec(text)) {
    const value = Number(m[1]!.replace(/,/g, "")) + (m[2] ? Number(m[2]) / 100 : 0);
    if (!(value > 0 && value <= MAX_PLAUSIBLE_PRICE)) continue;
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 30);
    if (EARNING_BEFORE.test(before) || EARNING_AFTER.test(after)) continue;
    if (PRICE_CUE.test(before)) return value;
    firstPlain ??= value;
  }
  return firstPlain;
}
