// The course or product name: a JSON-LD Product, Course or Event name; else the <title> (or
// og:title) with the site name and generic words ("Checkout", "Order", "Sales page") cut off. A
// title that is only generic words is unknown: the first heading of a sales page is a headline,
// not a name, so it is not used.

import { type JsonLdNode, nameOf } from "./json-ld";
import type { Fact } from "./types";

const PRODUCT_TYPES =
  /^(?:Product|Course|Event|Book|SoftwareApplication|CreativeWork|EducationEvent|Service)$/;
const SEPARATORS = /\s[|–—:·•»-]\s|\s?\|\s?|\s::\s/;
const GENERIC =
  /^(?:home|homepage|index|untitled|document|page|landing|landing page|sales ?page|sales letter|checkout|order|order form|order now|buy now|thank you|thanks|welcome|upsell|downsell|oto ?\d?|one time offer|special offer|webinar|register|registration|sign up|terms|terms and conditions|privacy policy|commander|commande|comprar|compra|pagamento|checkout seguro|inscrição|inscreva-se|iscriviti|bestellen|bestel|obrigado|merci|grazie|bedankt|official site|site officiel|\d+)$/i;

function clean(s: string): string {
  return s.replace(/\s+/g, " ").trim().slice(0, 200);
}

/** The part of a <title> that names the product: the first part that is not the site or a generic word. */
export function productPart(title: string, siteName: string | null): string | null {
  const site = siteName?.toLowerCase().trim() ?? null;
  const parts = title
    .split(SEPARATORS)
    .map(clean)
    .filter((p) => p.length >= 2 && !GENERIC.test(p) && p.toLowerCase() !== site);
  return parts[0] ?? null;
}

export function readTitle(
  documentTitle: string | null,
  meta: Map<string, string>,
  jsonLd: JsonLdNode[],
): Fact<string> | null {
  for (const node of jsonLd) {
    if (!node.types.some((t) => PRODUCT_TYPES.test(t))) continue;
    const name = nameOf(node.record);
    if (name) return { value: name, evidence: `JSON-LD ${node.types[0]}: ${name}`, how: "json-ld" };
  }
  const siteName = meta.get("og:site_name") ?? null;
  if (documentTitle) {
    const part = productPart(documentTitle, siteName);
    if (part)
      return { value: part, evidence: `<title>${documentTitle.slice(0, 180)}</title>`, how: "title-tag" };
  }
  const og = meta.get("og:title") ?? meta.get("twitter:title");
  if (og) {
    const part = productPart(og, siteName);
    if (part) return { value: part, evidence: `og:title ${og.slice(0, 180)}`, how: "meta" };
  }
  return null;
}
