// Who sells: the person or company the page names, never the host name. In order: a JSON-LD
// organisation or person attached as seller, provider or brand; the copyright line (a company in
// the footer is the seller even when a person signs the letter); the letter's signature; a JSON-LD
// author; a byline ("by X", "From: X", "Instructor: X"); the meta author. Patterns run on short
// blocks (at most 160 characters) and have no nested quantifiers.

import { isSharedHost } from "../shared-hosts";
import { type JsonLdNode, nameOf } from "./json-ld";
import { B_BUTTON, B_FOOTER, B_NAV, type Block, plain } from "./page-document";
import { hostName, isPageKind } from "./title";
import type { SellerFact } from "./types";

const ORG_TYPES = /Organization|Corporation|LocalBusiness|Person|Brand|EducationalOrganization/;
const SELLER_KEYS = new Set(["seller", "provider", "brand", "offeredBy", "organizer", "creator"]);
const COPYRIGHT =
  /©|\(c\)|copyright|ⓒ|direitos autorais(?: por)?|diritti d'autore|droits d'auteur|auteursrecht/i;
/** A company with its legal form: "Acme Media LLC", "Bryxen, Inc.". */
const COMPANY =
  /((?:\p{Lu}[\p{L}\p{N}&'’.-]{0,25}[ ,]{1,2}){1,5})(LLC|L\.L\.C\.|Inc\.?|INC\.?|Pvt\.? Ltd\.?|Private Limited|Ltd\.?|LTD\.?|Limited|GmbH|GMBH|Ltda\.?|LTDA\.?|Lda\.?|LDA\.?|S\.A\.|SARL|B\.V\.|S\.r\.l\.|Pty Ltd|Corp\.?|CORP\.?)(?![\p{L}])/u;
/** A footer line that opens with a name and then a street address: "Acme Institute 100 Main Street". */
const NAME_THEN_ADDRESS = /^((?:\p{Lu}[\p{L}&'’.-]{0,25} ){2,6})\d{1,5},? \p{Lu}/u;
const STREET =
  /\b(?:street|st\.|avenue|ave\.?|road|rd\.|drive|dr\.?|blvd|boulevard|suite|lane|way|rua|avenida|via|rue|straat|weg|plaza)\b/i;
const CLOSING =
  /^(?:to your (?:[\p{L}]+ ){0,2}(?:success|wealth|freedom|health|profits?|future)|sincerely|best regards|warm regards|kind regards|regards|cheers|talk soon|see you (?:on the inside|inside|soon|there)|your friend|yours truly|all the best|abraços?|um abraço|cordialmente|cordiali saluti|a presto|à bientôt|bien à vous|amicalement|met vriendelijke groet|groetjes|tot snel)\b[,!.]?/iu;
/** "by Ann Lee", "From: Ann Lee" (a short word in lower case: "From Zero To Hero" is a headline). */
const BYLINE_WORD = /^(?:by|from|instructor|por|di|par|door|講師)\s?[:\-–]?\s+/u;
/** "From The Desk Of: Ann Lee", "Meet Your Host: Ann Lee", "Taught by Ann Lee": phrases that
 *  introduce a person in any case (headings are often in title case), then the name. */
const BYLINE_PHRASE =
  /^(?:created by|presented by|hosted by|taught by|written by|criad[oa] por|cread[oa] por|créée? par|creat[oa] da|your instructor|your coach|meet your (?:host|coach|instructor|mentor|teacher|trainer)|from the desk of)\s?[:\-–]?\s+/i;
/** The name after a byline's word or phrase, to the end of the line. */
const BYLINE_NAME =
  /^(\p{Lu}[\p{L}'’.-]{0,30}(?: (?:\p{Lu}[\p{L}'’.-]{0,30}|de|da|van|von|del|di|le)){0,4})$/u;
/** "My name is Ann Lee", "Meu nome é Ann Lee": the letter's writer introducing themself. */
const SELF_INTRO =
  /(?:^|[.!?]\s|,\s|^hi\s|^hello\s)(?:my name is|meu nome é|me llamo|mi nombre es|je m['’]appelle|mi chiamo|ich heiße|mijn naam is)\s/iu;
const INTRO_NAME =
  /^((?:Coach |Dr\.? )?\p{Lu}[\p{L}'’-]{1,30}(?: \p{Lu}[\p{L}'’-]{1,30}){0,2})(?=[\s,.!;:]|$)/u;
const NAME_SHAPE =
  /^\p{Lu}[\p{L}'’.-]{0,30}(?: (?:\p{Lu}[\p{L}'’.&-]{0,30}|de|da|van|von|del|di|le|and|&)){0,5}$/u;
const GENERIC =
  /all rights? reserved|rights reserved|privacy|terms|disclaimer|cookie|policy|contact|todos os direitos|todos los derechos|derechos reservados|direitos reservados|tous droits|droits réservés|tutti i diritti|diritti riservati|alle rechten|alle rechte|rechte vorbehalten|hak cipta|semua hak|版權所有|著作権/i;
/** A state or its government ("República de Moçambique", "Government of Kenya", "Ministério da
 *  Economia"): a course is not sold by a state, and a sales page naming one in its footer
 *  impersonates it. */
const STATE =
  /^(?:(?:the )?(?:republic|kingdom|government|ministry|state|federal republic) of\b|rep[úu]blica\b|reino de\b|governo\b|gobierno\b|minist[ée]rio\b|ministerio\b|gouvernement\b|r[ée]publique\b|repubblica\b|bundesrepublik\b|republik\b|pemerintah\b|kementerian\b)/iu;

/** A name that ends in a legal form, in any case ("Acme Gmbh", "Acme S.R.L."). */
const LEGAL_FORM =
  /(?:^|[\s,])(?:llc|l\.l\.c\.|inc|pvt\.? ltd|private limited|ltd|limited|gmbh|g\.m\.b\.h|ltda|lda|s\.a|sarl|b\.v|s\.r\.l|srl|pty ltd|corp|plc)\.?$/i;
/** A <title> part that names the kind of page: "Ann | Sales Page". */
const PAGE_KIND =
  /^(?:sales ?page|landing ?page|order ?form|order page|checkout|home|homepage|thank you|upsell|downsell|oto|webinar|registration|pricing|pricing page|offer|special offer|payment|cart|opt-?in|(?:final |video )?presentation|vsl|video sales letter|página de vendas|pagina de ventas|page de vente)$/i;
/** Words that name a kind of product ("Ebook", "Curso", "Masterclass"), as alternatives. */
const PRODUCT_KINDS =
  /e-?books?|courses?|curso|guides?|guia|training|masterclass|program(?:me)?|webinar|workshop|bootcamp|membership|templates?|toolkit|livro|libro/u
    .source;
/** One of `alternatives` as a whole word, in any case. */
const wholeWord = (alternatives: string) =>
  new RegExp(`(?:^|[^\\p{L}])(?:${alternatives})(?![\\p{L}])`, "iu");
/** A <title> part holding a kind of product ("| Ebook Digital", "- Premium Trading Course"). */
const KIND_OF_PRODUCT = wholeWord(PRODUCT_KINDS);
/** A copyright's name holding a kind of product, or a name a product is given ("© Zero to Hero
 *  Masterclass", "© AI Marketing Blueprint", "© The Abundance Code"): what is sold, not a trade name. */
const WHAT_IS_SOLD = wholeWord(
  `${PRODUCT_KINDS}|${/blueprint|method|método|méthode|metodo|system|sistema|système|formula|fórmula|code|playbook|challenge|desafio|desafío/u.source}`,
);
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
/** A copyright that credits material the page quotes or uses by permission (a scripture translation,
 *  a licensed photo): it names that material's owner, not the seller. */
const CREDITED =
  /used (?:with|by) (?:kind )?permission|with permission|quoted from|quotations?|excerpts? from|courtesy of|licensed (?:from|under)|utilizad[oa]s? com autoriza|usad[oa]s? com permiss|citaç(?:ão|ões)|extraíd[oa]s?|utilizzat[oa] con|avec (?:l'|la )?autorisation|mit (?:freundlicher )?genehmigung/i;
/** An amount with its sign: a product's name ("The $50 Method"), not a company's. */
const AMOUNT_IN_NAME = /[$€£₹₦]\s?\d|\d\s?[$€£₹₦]/;

/** The name on a copyright line: "© 2024 Acme LLC. All rights reserved." -> "Acme LLC". */
export function copyrightName(line: string): string | null {
  const m = COPYRIGHT.exec(line);
  if (m === null) return null;
  const after = line.slice(m.index + m[0].length);
  const clean = (s: string) =>
    s
      .replace(/©|\(c\)|copyright|ⓒ/gi, " ")
      .replace(/\b(?:19|20)\d{2}\b(?:\s?[-–]\s?(?:19|20)?\d{2,4})?/g, " ")
      .replace(/^[\s@:,.\-–|·]+|[\s@:,.\-–|·]+$/g, "")
      .replace(/^(?:by|por|par|di|door)\s/i, "")
      .replace(/\s+/g, " ")
      .trim();
  // the name runs to the first separator: "|", " - ", "·", ". ", "All rights..."
  let name = clean(
    after.split(
      /\s[|·•–—-]\s|\s?\|\s?|\.\s|all rights?|todos os|todos los|tous droits|tutti i|alle rechten|alle rechte|hak cipta|\bseller\b/i,
    )[0] ?? "",
  );
  if (!/\p{L}/u.test(name)) {
    // "ACME, INC. - COPYRIGHT @ 2017", "Acme Guild | Copyright © 2019": the name before the word
    const before =
      line
        .slice(0, m.index)
        .split(/\s[|·•]\s|\.\s|\s[|·•]$/)
        .filter((p) => p.trim() !== "")
        .pop() ?? "";
    name = clean(before);
  }
  if (name.length < 2 || name.length > 60 || name.split(" ").length > 7 || GENERIC.test(name)) return null;
  if (STATE.test(name)) return null;
  if (!/\p{L}/u.test(name)) return null;
  return name;
}

/** A company in the footer (or the last 15 blocks): with its legal form, or a name before a street
 *  address. */
function footerCompany(blocks: Block[]): SellerFact | null {
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i]!;
    if (!(block.flags & B_FOOTER) && i < blocks.length - 15) continue;
    const text = plain(block.text).slice(0, 300);
    // "X is a trademark of Amazon.com, Inc.": a company named, not the seller
    // a platform disclaimer ("this page is not part of <platform>, Inc.") names others
    if (
      /trademark|affiliated|endorsed|associated with|sponsored|registered|not (?:in any way )?(?:a )?part of|is the retailer|reseller|merchant of record/i.test(
        text,
      )
    )
      continue;
    const address = NAME_THEN_ADDRESS.exec(text);
    const company = COMPANY.exec(text);
    // "Seats Are Limited", "Seats are VERY Limited": a verb or an adverb before "Limited" makes it
    // a word, not a legal form; "processed via Acme GmbH": the payment processor, not the seller
    const legal =
      company !== null &&
      !/\b(?:is|are|was|were|be|been|being|very|\p{L}+ly)\s*$/iu.test(company[1]!) &&
      !/(?:über|via|through|processed by|processing by|abwicklung|payments? by)\s*$/i.test(
        text.slice(Math.max(0, company.index - 30), company.index),
      );
    const m =
      (legal ? company : null) ??
      (address && STREET.test(text.slice(address[0].length - 1, 120)) ? address : null);
    if (m === null) continue;
    const name = `${m[1]!.trim().replace(/,$/, "")}${m[2] ? `${m[1]!.endsWith(",") || m[1]!.endsWith(", ") ? ", " : " "}${m[2]}` : ""}`;
    if (name.length <= 60 && !GENERIC.test(name))
      return { name, evidence: text.slice(0, 200), how: "footer" };
  }
  return null;
}

/** "Acme Leads | acmeleads.com" in the footer: a name spelled by the domain written beside it. */
function footerBrand(blocks: Block[]): SellerFact | null {
  for (let i = blocks.length - 1; i >= 0 && i >= blocks.length - 15; i--) {
    const text = plain(blocks[i]!.text);
    if (text.length > 100) continue;
    const parts = text.split(/\s[|·•–—-]\s/).map((p) => p.trim());
    if (parts.length < 2 || parts.length > 4) continue;
    const domains = parts.filter((p) => /^(?:www\.)?[a-z0-9-]{3,40}\.[a-z.]{2,10}$/i.test(p));
    for (const d of domains) {
      const label = norm(d.replace(/^www\./i, "").split(".")[0]!);
      const name = parts.find((p) => p !== d && NAME_SHAPE.test(p) && norm(p) === label);
      if (name !== undefined) return { name, evidence: text.slice(0, 200), how: "footer" };
    }
  }
  return null;
}

/** The host's own name ("acmeacademy" for acmeacademy.com), or "" on a host many sellers share
 *  (shared-hosts.ts): a page there that writes the host's name names the platform, not who sells. */
function ownHostName(host: string): string {
  return isSharedHost(host.toLowerCase().replace(/^www\./, "")) ? "" : hostName(host);
}

/** Where the page names itself: its host, and its logo's alt text. */
interface SiteSigns {
  host: string;
  imageAlts: string[];
}

/** Whether a name from the <title> is the site's own: the host spells it ("Acme Academy" on
 *  acmeacademy.com), og:site_name gives it, or the page's chrome names it (a nav or footer line, a
 *  logo's alt). A <title>'s last part is as often a tagline ("Smart Travel Planning") or the step of
 *  a funnel ("Customize Your Setup") as a name; without one of these it is not read as the seller. */
function isSiteName(name: string, blocks: Block[], meta: Map<string, string>, site: SiteSigns): boolean {
  const key = norm(name);
  if (key.length < 3) return false;
  const host = ownHostName(site.host);
  if (host.length >= 4 && key === host) return true;
  const siteName = meta.get("og:site_name");
  if (siteName !== undefined && norm(siteName) === key) return true;
  const low = name.toLowerCase();
  if (site.imageAlts.some((alt) => alt.length <= 200 && alt.toLowerCase().includes(low))) return true;
  return blocks.some(
    (b) => b.flags & (B_NAV | B_FOOTER) && b.text.length <= 400 && plain(b.text).toLowerCase().includes(low),
  );
}

/** Whether the page names `name` itself: the visible text says it, or the host spells it, without
 *  its legal form or its domain's ending ("Acme LLC" as "Acme", "Acme.it" on acme.it). A meta tag's
 *  author that the page never mentions is usually whoever built the page. */
function named(name: string, blocks: Block[], host: string): boolean {
  const core = name
    .replace(LEGAL_FORM, "")
    .replace(/\.[a-z]{2,6}$/i, "")
    .trim();
  if (norm(core).length < 3) return false;
  if (norm(core) === ownHostName(host)) return true;
  const low = core.toLowerCase();
  return blocks.some((b) => plain(b.text).toLowerCase().includes(low));
}

/** A name holding a kind of product ("AI Course Success") that a longer title opens with, word for
 *  word: the product's short name, not a seller's. */
const kindOpening = (name: string, title: string) =>
  WHAT_IS_SOLD.test(name) && title.toLowerCase().startsWith(`${name.toLowerCase()} `);

export function readSeller(
  blocks: Block[],
  jsonLd: JsonLdNode[],
  meta: Map<string, string>,
  title: string | null,
  documentTitle: string | null,
  site: SiteSigns,
): SellerFact | null {
  for (const node of jsonLd) {
    if (!SELLER_KEYS.has(node.key) && !(node.key === "" && /Organization/.test(node.types.join(" "))))
      continue;
    if (!ORG_TYPES.test(node.types.join(" ")) && node.key !== "brand") continue;
    const name = nameOf(node.record);
    if (name) return { name, evidence: `JSON-LD ${node.key || node.types[0]}: ${name}`, how: "json-ld" };
  }

  // the last copyright line on the page is the footer's
  let ownName: SellerFact | null = null;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const full = plain(blocks[i]!.text);
    const at = full.search(COPYRIGHT);
    if (at < 0) continue;
    const text = full.slice(Math.max(0, at - 80), at + 200);
    if (CREDITED.test(text)) continue;
    const name = copyrightName(text);
    // "© 2020 www.acme.org": the site's address, not who sells (a marketplace's pages all say it)
    if (name === null || AMOUNT_IN_NAME.test(name) || /^www\./i.test(name)) continue;
    // "© The Product": the product's own name; who sells it is read from the other signs first.
    // So is a kind of product the title opens with ("© AI Course Success" on "AI Course Success DFY")
    if (title !== null && (norm(name) === norm(title) || kindOpening(name, title))) {
      // ...unless it is a kind of product or a headline ("© Make Money Taking Pics With Your Phone")
      if (!WHAT_IS_SOLD.test(name) && name.split(" ").length <= 5)
        ownName ??= { name, evidence: text.slice(0, 200), how: "copyright" };
      continue;
    }
    // "© 2025 Brand" over "Brand Tech Pvt Ltd, 12 Some Road": the company with its legal form
    // in the footer is who sells; the copyright names the trade name
    if (!LEGAL_FORM.test(name)) {
      const company = footerCompany(blocks);
      if (company !== null) return company;
    }
    return { name, evidence: text.slice(0, 200), how: "copyright" };
  }

  const company = footerCompany(blocks);
  if (company !== null) return company;
  const brand = footerBrand(blocks);
  if (brand !== null) return brand;

  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.flags & (B_NAV | B_BUTTON)) continue;
    const text = plain(block.text);
    if (text.length > 160) continue;
    const m = CLOSING.exec(text);
    if (m === null) continue;
    const rest = text.slice(m[0].length).trim();
    const candidate = rest !== "" ? rest : plain(blocks[i + 1]?.text ?? "");
    const name = candidate.split(/[,|]|\s[-–—]\s/)[0]!.trim();
    if (NAME_SHAPE.test(name) && name.length <= 60)
      return {
        name,
        evidence: `${text} ${rest === "" ? candidate : ""}`.trim().slice(0, 200),
        how: "signature",
      };
  }

  for (const node of jsonLd) {
    if (node.key !== "author" && node.key !== "instructor") continue;
    const name = nameOf(node.record);
    if (name) return { name, evidence: `JSON-LD ${node.key}: ${name}`, how: "json-ld" };
  }

  for (const block of blocks) {
    // "Criado por Ann Lee | Para quem...": the byline is the line's first part
    const text = plain(block.text).split(/\s[|·•]\s/, 1)[0]!;
    if (text.length > 60) continue;
    const opener = BYLINE_PHRASE.exec(text) ?? BYLINE_WORD.exec(text);
    const m = opener === null ? null : BYLINE_NAME.exec(text.slice(opener[0].length));
    if (m !== null) return { name: m[1]!, evidence: text, how: "byline" };
  }

  // the first self-introduction on the page: a sales letter's writer ("My name is Ann Lee, and...")
  for (const block of blocks) {
    if (block.text.length > 600) continue;
    const text = plain(block.text);
    const intro = SELF_INTRO.exec(text);
    if (intro === null) continue;
    const m = INTRO_NAME.exec(text.slice(intro.index + intro[0].length, intro.index + intro[0].length + 80));
    if (m !== null)
      return { name: m[1]!, evidence: text.slice(intro.index, intro.index + 200), how: "byline" };
    break;
  }

  const author = meta.get("author")?.trim();
  if (author && NAME_SHAPE.test(author) && author.length <= 60 && named(author, blocks, site.host))
    return { name: author, evidence: `<meta name="author" content="${author}">`, how: "meta" };

  // the site's name after the product's in the <title>: "The Offer | Acme Academy"
  if (documentTitle !== null) {
    const parts = documentTitle.split(/\s[|–—·•-]\s|\s?\|\s?/).map((p) => p.trim());
    const last = parts[parts.length - 1]!;
    if (
      parts.length >= 2 &&
      last.split(" ").length <= 4 &&
      NAME_SHAPE.test(last) &&
      !PAGE_KIND.test(last) &&
      !isPageKind(last) &&
      // "| Ebook Digital", "- Premium Trading Course": what is sold, not who sells it; an address is neither
      !KIND_OF_PRODUCT.test(last) &&
      !/^[\w-]+(?:\.[\w-]+)+$/.test(last) &&
      // "— Édition Élite", "- Version 2": which edition of the product, not who sells it
      !/^(?:édition|edition|edição|edizione|edición|version|versão|versione|versión|vol\.?|volume)(?![\p{L}])/iu.test(
        last,
      ) &&
      // the product's own name, or a part of it ("Acme" in "Acme Trading Course"), is not the seller
      (title === null || !(norm(title).includes(norm(last)) || norm(last).includes(norm(title)))) &&
      isSiteName(last, blocks, meta, site)
    )
      return { name: last, evidence: `<title>${documentTitle.slice(0, 180)}</title>`, how: "title-tag" };
  }
  // no other sign: the product's name the copyright gives is the seller's trade name
  return ownName;
}
