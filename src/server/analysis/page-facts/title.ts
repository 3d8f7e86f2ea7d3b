// The course or product name. A JSON-LD Product, Course or Event name wins outright. Otherwise the
// candidates are the parts of the <title> tags and og:title (split at " | ", " - "...; generic words
// such as "Checkout", "Order form" or "Upsell-1" and host names dropped), og:site_name, short <h1>s
// and image alt texts; each scores how often it recurs in the page's text and alt texts, plus 2 for
// the first part of the first <title> and 1 for the other title parts. A heading or alt text needs
// three mentions to count: a sales page's first heading is a headline, not a name. No candidate:
// unknown. Counting is indexOf over the text, at most MAX_CANDIDATES times.

import { type JsonLdNode, nameOf } from "./json-ld";
import { B_H1, type Block, plain } from "./page-document";
import type { Fact, How } from "./types";

const PRODUCT_TYPES = /^(?:Product|Course|Event|Book|SoftwareApplication|EducationEvent|Service)$/;
const SEPARATORS = /\s[|–—:·•»-]\s|\s?\|\s?|\s::\s/;
const GENERIC =
  /^(?:home|homepage|index|untitled|document|page|landing|landing page|sales ?page|sales letter|checkout|order|order form|order now|buy now|thank you|thanks|welcome|(?:upsell|downsell|oto|step)[- ]?\d*|one[- ]time offer|special offer|oferta especial|offerta speciale|offre spéciale|webinar|register|registration|sign up|terms|terms and conditions|privacy policy|commander|commande|comprar|compra|pagamento|checkout seguro|inscrição|inscreva-se|iscriviti|bestellen|bestel|obrigado|merci|grazie|bedankt|official site|site officiel|\d+)$/i;
const HOST_LIKE = /^[\w-]+(?:\.[\w-]+)+$/;
const ALT_NOISE =
  /\b(?:logo|icon|image|img|photo|picture|banner|avatar|testimonial|screenshot|badge|arrow|check|visa|mastercard)\b/gi;
const MAX_CANDIDATES = 40;
const MAX_TEXT = 600_000;

interface Candidate {
  value: string;
  bonus: number;
  /** Mentions needed before it counts. */
  needs: number;
  evidence: string;
  how: How;
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, 200);

function parts(title: string): string[] {
  return title
    .split(SEPARATORS)
    .map(clean)
    .filter(
      // a lone lower-case word ("adwords") is a slug, and an amount makes a headline ("Save $867/Year")
      (p) =>
        p.length >= 2 &&
        !GENERIC.test(p) &&
        !/^[a-z]+$/.test(p) &&
        !HOST_LIKE.test(p) &&
        !/[$€£₹]\s?\d/.test(p),
    );
}

function count(haystack: string, needle: string): number {
  if (needle.length < 2) return 0;
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0 && n < 50; i = haystack.indexOf(needle, i + needle.length))
    n++;
  return n;
}

export function readTitle(
  titles: string[],
  meta: Map<string, string>,
  jsonLd: JsonLdNode[],
  blocks: Block[],
  imageAlts: string[],
): Fact<string> | null {
  for (const node of jsonLd) {
    if (!node.types.some((t) => PRODUCT_TYPES.test(t))) continue;
    const name = nameOf(node.record);
    if (name) return { value: name, evidence: `JSON-LD ${node.types[0]}: ${name}`, how: "json-ld" };
  }
  const candidates: Candidate[] = [];
  for (const [t, title] of titles.entries()) {
    for (const [i, value] of parts(title).entries()) {
      const bonus = t === 0 && i === 0 ? 2 : 1;
      candidates.push({ value, bonus, needs: 0, evidence: `<title>${title}</title>`, how: "title-tag" });
    }
  }
  for (const key of ["og:title", "twitter:title"]) {
    const og = meta.get(key);
    if (og)
      for (const value of parts(og))
        candidates.push({ value, bonus: 1, needs: 0, evidence: `${key}: ${og}`, how: "meta" });
  }
  const site = meta.get("og:site_name");
  if (site && parts(site).length === 1)
    candidates.push({
      value: clean(site),
      bonus: 1,
      needs: 0,
      evidence: `og:site_name: ${site}`,
      how: "meta",
    });
  for (const block of blocks) {
    if (!(block.flags & B_H1)) continue;
    const text = plain(block.text);
    if (text.length <= 60)
      candidates.push({ value: text, bonus: 0, needs: 3, evidence: `<h1>${text}</h1>`, how: "heading" });
  }
  for (const alt of imageAlts) {
    const value = clean((alt.split(SEPARATORS)[0] ?? "").replace(ALT_NOISE, " "));
    const words = value.split(" ").length;
    if (words >= 2 && words <= 5 && /\p{Lu}/u.test(value) && !/\d/.test(value))
      candidates.push({ value, bonus: 0, needs: 3, evidence: `<img alt="${alt}">`, how: "heading" });
  }
  if (candidates.length === 0) return null;

  const text = `${blocks
    .map((b) => plain(b.text))
    .join("\n")
    .slice(0, MAX_TEXT)}\n${[...new Set(imageAlts)].join("\n")}`.toLowerCase();
  const seen = new Set<string>();
  let best: { c: Candidate; score: number } | null = null;
  for (const c of candidates) {
    const key = c.value.toLowerCase();
    if (seen.has(key) || seen.size >= MAX_CANDIDATES) continue;
    seen.add(key);
    const mentions = count(text, key);
    if (mentions < c.needs) continue;
    const score = mentions + c.bonus;
    if (best === null || score > best.score) best = { c, score };
  }
  return best === null
    ? null
    : { value: best.c.value, evidence: best.c.evidence.slice(0, 200), how: best.c.how };
}
