// The course or product name. A JSON-LD Product, Course or Event name wins outright. Otherwise
// candidates come from several places, and a name the page repeats and that several places agree on
// wins:
//
// - the parts of the <title> tags, og:title and twitter:title, split at " | ", " - ", ":"...;
//   generic words ("Checkout", "Order form", "Upsell-1"), host names, slugs, amounts and headlines
//   (long, ending in "!" or "?", or a call to action such as "Upgrade to Annual") dropped;
// - short <h1>s and image alt texts (these need three mentions: a first heading is usually a
//   headline, not a name);
// - a name introduced in a heading or short line: "Introducing X", "Welcome to X", "What you get
//   with X", "your seat for the X", "Apresentando X", "Bienvenue dans X" (the capitalised words that
//   follow, after a possessive: "Jim's Project X" gives "Project X");
// - a title part that is an enrol call naming the product ("Enroll in X | Site") gives X;
//   page-kind words ("Pricing", "About", "Payment") are not names;
// - a person the page introduces ("my name is", "taught by", the meta author) is not the product;
// - the page's own words that spell the host's name ("AdWords Domination Masterclass" on
//   adwordsdominationmasterclass.com), and og:site_name.
//
// A candidate scores its mentions in the visible text (at most 10), plus a bonus for where it came
// from, plus 2 for each other kind of place (title, og, h1, heading, alt, description) that also
// names it. The site's own name (the host's words, og:site_name) loses 2 when another candidate is
// named in two places: "Headline | Product | Site". Of two candidates where one contains the other,
// the shorter takes the longer's support ("Tax-Free Income Challenge" in "...Challenge Regular
// Ticket"). A best candidate with no mention outside its own place is unknown, not a guess.
// Linear: names are walked word by word (no regular expression over a name), mentions are indexOf
// over the text, at most MAX_CANDIDATES candidates.

import { type JsonLdNode, nameOf } from "./json-ld";
import {
  B_BUTTON,
  B_FOOTER,
  B_FORM,
  B_H1,
  B_HEADING,
  B_NAV,
  B_PRICING,
  type Block,
  plain,
} from "./page-document";
import type { Fact, How } from "./types";

const PRODUCT_TYPES = /^(?:Product|Course|Event|Book|SoftwareApplication|EducationEvent|Service)$/;
const SEPARATORS = /\s[|–—:·•»-]\s|\s?[|｜]\s?|\s::\s|：/;
const GENERIC = new RegExp(
  `^(?:${[
    // the page itself
    "home|homepage|index|untitled|document|page|landing|landing page|sales ?page|sales letter|welcome",
    "official site|site officiel",
    // a site's other pages: an account, a catalogue, a sign-in
    "about|about us|contact|contact us|faq|faqs|login|log in|sign in|register|registration|sign up",
    "user|usuario|usuário|my account|account|dashboard|members area|member area",
    "membership|membresía|membresia|courses|our courses|all courses|products|shop|store|catalog|catalogue",
    // a pricing page, in the page's language
    "pricing|plans|pricing plans|pricing & plans|plans & pricing|membership levels?",
    "tarifs|tarifas|prezzi|preise|precios|preços|precos|planos|harga",
    // a plan's length or billing, not its name ("3 MONTHS PLAN", "Plano Mensal")
    String.raw`(?:\d+|one|three|six|twelve)[-\s]?(?:months?|weeks?|years?|days?)\splan`,
    "(?:oferta|offerta|offre|plano|plan) (?:mensal|anual|mensual|mensile|annuale|mensuelle|annuelle|relâmpago|única|unica|unique)",
    // an app's screen or a guide's section
    String.raw`rewards|my rewards|tela de \S+|the (?:complete|ultimate|definitive) guide`,
    // a step of buying, and the page after it
    "checkout|order|order form|order now|order page|buy now|payment|secure checkout|cart|enroll|enrollment",
    "commander|commande|comprar|compra|pagamento|checkout seguro|inscrição|inscreva-se|iscriviti|bestellen|bestel",
    "thank you|thanks|thank you page|obrigado|merci|grazie|bedankt",
    "(?:order|payment|purchase|withdrawal) confirmation",
    "confirmação(?: de (?:saque|pagamento|pedido|compra|dados))?|confirmación(?: de (?:pago|pedido|compra|retiro))?",
    // a funnel's step or a kind of offer
    String.raw`(?:upsell|downsell|oto|step)[- ]?\d*`,
    "one[- ]time(?: offer| deal| upgrade| payment)?|limited[- ]time(?: offer)?|special offer|exclusive offer",
    "penawaran sekali(?: ini| saja)?|penawaran (?:spesial|khusus|terbatas|eksklusif)",
    "einmaliges angebot|exklusives angebot|sonderangebot|spezialangebot",
    "oferta única|oferta unica|oferta especial|oferta exclusiva|offerta speciale|offerta esclusiva",
    "offre spéciale|offre exclusive",
    "last chance|última chance|ultima chance|última oportunidade",
    "condição especial|condições especiais|condicion especial|condición especial",
    // a legal page
    "terms|terms and conditions|terms of service|terms of use|privacy policy|refund policy",
    "política de reembolso|política de reembolsos|politique de remboursement|politica di rimborso",
    "public offer|public offer agreement|публичная оферта|договор оферты|договор публичной оферты",
    "пользовательское соглашение|политика конфиденциальности",
    "termos de uso|termos e condições|política de privacidade|términos y condiciones|política de privacidad",
    "aviso legal|mentions légales|conditions générales(?: de vente)?|allgemeine geschäftsbedingungen|agb",
    "impressum|datenschutz|datenschutzerklärung",
    // a webinar's or a video page's label
    "webinar|urgent|urgent broadcast|breaking news|live now|replay|watch now",
    "presentation|final presentation|vsl|video sales letter",
    // the pause before an upsell
    "wait|stop|hold on|hold up|one more thing|one last thing|uma última coisa|última coisa",
    "espera|espere|un momento|attendez|aspetta|warte",
    // a free class or a details section
    "formation gratuite|formação gratuita|masterclass gratuita|masterclass gratuite|aula gratuita|clase gratuita",
    "program details|course details|detalhes do curso",
    // a button's words
    "acessar curso|acessar agora|acesse agora|quero comprar|quero acessar|comprar agora",
    "garantir acesso|garantir minha vaga|access now|get access|join now|enroll now",
    "learn more|saiba mais|más información|en savoir plus|scopri di più|mehr erfahren",
    // a bare number
    String.raw`\d+`,
  ].join("|")})$`,
  "i",
);
/** A page-kind word, a legal page's name or a button's words ("Checkout", "Refund Policy",
 *  "Política de Reembolso", "Acessar curso"): names neither a product nor a seller. */
export const isPageKind = (text: string) => GENERIC.test(text);
const HOST_LIKE = /^[\w-]+(?:\.[\w-]+)+$/;
/** A template's unfilled slot: "[Course Title]", "{{ title }}", "%TITLE%", "<?= $title ?>", "Your Brand Name". */
const PLACEHOLDER =
  /^\[.*\]$|\{\{|\}\}|\{%|^%\w+%$|<\?|\$\{|^@[\w.]+$|^(?:your )?(?:brand|company|business|site|website|logo|product|course) name$/i;
const ALT_NOISE =
  /\b(?:logo|icon|image|img|photo|picture|banner|avatar|testimonial|screenshot|badge|arrow|check|visa|mastercard)\b/gi;
/** A call to action, not a name: "Upgrade to Annual", "Get Instant Access", "Save Your Seat Now". */
const CALL_TO_ACTION =
  /^(?:get|save|upgrade|claim|grab|secure|register|book|download|unlock|order|buy|join|apply|reserve|watch|click|start|try|sign|enroll|enrol|don't|do not|wait|stop|(?:complete|finish) (?:your|my|this|the|order|purchase|checkout|payment|registration|enrol\w*)|confirm|continue|proceed|customize|customise|personalize|personalise|configure|choose|select|pick)\b/i;
/** "Offer", "Special Offer", "Regular Ticket" at the end of a part: the page's kind, not the name. */
const KIND_TAIL =
  /\s(?:regular|vip|general|standard|early bird|premium)?\s?(?:ticket|tickets|order form|checkout|sales page|registration|upsell|offer)$/i;
const MAX_CANDIDATES = 40;
const MAX_TEXT = 600_000;
const MAX_NAME_WORDS = 6;

type Kind = "title" | "og" | "h1" | "intro" | "alt" | "host" | "site" | "offer" | "path";

interface Candidate {
  value: string;
  kind: Kind;
  bonus: number;
  /** Mentions needed before it counts. */
  needs: number;
  /** The first part of the first <title>. */
  lead?: boolean;
  evidence: string;
  how: How;
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, 200);
const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
/** The letters without their accents, as a host spells them: "Letícia" -> "leticia". */
const folded = (s: string) => letters(s.normalize("NFD").replace(/\p{M}+/gu, ""));

/** A headline or a sentence rather than a name. */
function headline(text: string): boolean {
  const words = text.split(" ").length;
  return (
    words > 8 ||
    /[!?]$|[!?]\s+\S/.test(text) ||
    (words >= 3 && CALL_TO_ACTION.test(text)) ||
    /[$€£₹₦]\s?\d|\d\s?%/.test(text)
  );
}

/** "Enroll in X", "Register for X", "Join X": a call to action naming the product; X is the name. */
const ENROL_PREFIX =
  /^(?:enrol(?:l)?(?: now)? (?:in|into|for)|register (?:for|to)|sign up (?:for|to)|join(?: the)?|buy|get|inscreva-se (?:no|na|em)|inscrivez-vous (?:à|au))\s/i;

/** "Pagamento do eBook", "Checkout for X", "Payment - X": a page-kind word, then what it is for. */
const KIND_PREFIX =
  /^(?:checkout|payment|order|pagamento|pedido|compra|paiement|commande|pago|pagina de pago)\s(?:for|of|do|da|de|du|del|para)\s/i;

function unprefixed(part: string): string {
  const kind = KIND_PREFIX.exec(part);
  if (kind !== null) return part.slice(kind[0].length);
  const m = ENROL_PREFIX.exec(part);
  if (m === null) return part;
  const rest = part.slice(m[0].length);
  // only when what follows is a name, in full ("Get Instant Access Now" stays a headline)
  const name = nameAt(rest);
  return name !== null && name === rest.replace(/^(?:the|a|an)\s/i, "") ? name : part;
}

/** Too short, a page-kind word or a template's unfilled slot: a <title> part that names nothing. */
const namesNothing = (part: string) => part.length < 2 || GENERIC.test(part) || PLACEHOLDER.test(part);

function parts(title: string): string[] {
  return (
    title
      .split(SEPARATORS)
      // "Special Offer: Bread at Home": a page-kind label before a colon, then the name
      .map((p) => {
        const colon = /^([^:]{2,40}):\s(?=\S)/.exec(p);
        return colon !== null && GENERIC.test(colon[1]!.trim()) ? p.slice(colon[0].length) : p;
      })
      // "React in Five: learn the basics": a description after a colon, in lower case
      .map((p) => p.replace(/:\s\p{Ll}.*$/u, ""))
      .map((p) =>
        unprefixed(
          clean(p)
            .replace(KIND_TAIL, "")
            .replace(/[.,;]+$/, ""),
        ),
      )
      .filter(
        // a lone lower-case word ("adwords") is a slug
        (p) => !namesNothing(p) && !/^[a-z]+$/.test(p) && !HOST_LIKE.test(p) && !headline(p),
      )
  );
}

function count(haystack: string, needle: string): number {
  if (needle.length < 2) return 0;
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0 && n < 50; i = haystack.indexOf(needle, i + needle.length))
    n++;
  return n;
}

/** The host's own name: "pro.agorafinancial.com" -> "agorafinancial", "x.com.br" -> "x". */
export function hostName(host: string): string {
  const labels = host
    .toLowerCase()
    .replace(/^www\./, "")
    .split(".");
  if (labels.length < 2) return "";
  const second = labels[labels.length - 2]!;
  const name =
    labels.length >= 3 && /^(?:com|co|org|net|gov|edu|ac)$/.test(second)
      ? labels[labels.length - 3]!
      : second;
  return name.replace(/[^a-z0-9]/g, "");
}

const CONNECTORS = new Set([
  "of",
  "the",
  "and",
  "&",
  "+",
  "de",
  "da",
  "do",
  "des",
  "du",
  "la",
  "le",
  "to",
  "for",
  "in",
  "on",
  "di",
  "del",
  "van",
  "het",
  "e",
  "et",
]);
const isCapital = (w: string) => /^[\p{Lu}\d]/u.test(w);

/** The capitalised words at the start of `rest` (a name), at most MAX_NAME_WORDS, or null. */
export function nameAt(rest: string): string | null {
  const words = rest.split(" ", 16);
  let out: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/^["“‘'(]+/, "");
    // "Jim Rickards’ Project Prophesy", "Dana's Bread Club": the name is what follows the owner
    if (/\p{Lu}\p{L}*(?:['’]s|s['’])$/u.test(w) && isCapital(w)) {
      out = [];
      continue;
    }
    const bare = w.replace(/[.,;:!?)"”’'…]+$/, "");
    if (bare === "") break;
    if (!isCapital(bare) && !(out.length > 0 && CONNECTORS.has(bare.toLowerCase()))) break;
    out.push(bare);
    if (bare !== w || out.length >= MAX_NAME_WORDS) break; // punctuation ends the name
  }
  while (out.length > 0 && CONNECTORS.has(out[out.length - 1]!.toLowerCase())) out.pop();
  if (out.length > 0 && /^(?:the|a|an|o|a|le|la|il|de|het)$/i.test(out[0]!)) out.shift();
  const name = out.join(" ");
  // a name starts with a letter and holds no figure of speech ("Top 1%", "4,400+")
  if (name.length < 3 || !/^\p{L}/u.test(name) || /[%+$€£₹]/.test(name)) return null;
  return name;
}

const INTRO =
  /(?:^|[^\p{L}])(?:introducing|presenting|announcing|welcome to|what you get (?:with|in|inside)|what's inside|inside|(?:seat|spot|place|ticket) (?:for|in|at|to)|enrol(?:l|ment)? (?:in|into)|access to|apresentando|bem-vindo (?:ao|à)|bem-vinda (?:ao|à)|conheça (?:o|a)|bienvenue (?:dans|à|au)|découvrez|benvenuto (?:in|nel)|welkom (?:bij|in))\s?:?\s/giu;

/** Names introduced in a short line: "Introducing X", "Welcome to X", "your seat for the X". */
function introduced(text: string): string[] {
  const out: string[] = [];
  INTRO.lastIndex = 0;
  for (let m = INTRO.exec(text); m !== null && out.length < 3; m = INTRO.exec(text)) {
    const name = nameAt(text.slice(m.index + m[0].length, m.index + m[0].length + 160));
    if (name !== null && !GENERIC.test(name) && !CALL_TO_ACTION.test(name)) out.push(name);
  }
  return out;
}

/** The page's words that spell the host's name ("KDP Mafia" on kdpmafia.com), from short lines. */
function hostPhrase(texts: string[], host: string): string | null {
  if (host.length < 4) return null;
  for (const text of texts) {
    if (!text.toLowerCase().includes(host.slice(0, 3))) continue;
    const words = text.split(" ", 40);
    for (let i = 0; i < words.length; i++) {
      let acc = "";
      for (let j = i; j < words.length && j < i + MAX_NAME_WORDS; j++) {
        acc += letters(words[j]!);
        if (acc === host || acc === `the${host}`) {
          return clean(words.slice(i, j + 1).join(" ")).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
        }
        if (acc.length >= host.length + 3 || !host.startsWith(acc.replace(/^the/, ""))) break;
      }
    }
  }
  return null;
}

/** The last word of a product's name: "Garden Profit Playbook", "Crew Launch Program". */
const PRODUCT_NOUN =
  /^(?:masterclass|workshop|webinar|course|program|programme|academy|bootcamp|challenge|summit|system|playbook|blueprint|method|formula|mastermind|accelerator|incubator|intensive|membership|bundle|toolkit|kit|framework|protocol|curso|mentoria|treinamento|formation|corso|cursus|formazione)$/i;
/** Words that describe any offer, so a name made only of them ("Free Live Workshop") names none. */
const OFFER_WORDS =
  /^(?:free|live|online|virtual|new|special|exclusive|private|full|complete|most|best|top|popular|affordable|recommended|advanced|beginner|beginners|starter|standard|signature|flagship|ultimate|entire|whole|same|next|first|home|study|video|audio|digital|print|printed|affiliate|affiliates|referral|partner|loyalty|rewards|payment|refund|privacy|support|this|our|your|my|the|a|an|one|day|week|weekly|monthly|2-day|3-day|5-day|7-day|30-day|vip|premium|basic|pro|elite|group|masterclass|workshop|webinar|course|program|programme|training|bootcamp|challenge|summit|system|method|membership|bundle|mentoria|curso|treinamento|formation|corso|what|why|how|get|join|enroll|enrol|register|book|start|discover|inside|about|welcome|to|in|for|and|of|&)$/i;
/** Kinds of product, as a single word: not a product's name. */
const KIND_WORD =
  /^(?:ebook|e-book|ebooks|guide|book|livro|libro|livre|report|course|cursos?|class|lessons?|videos?|product|plans?|offer|oferta|crypto|trading|forex|mentorship|mentoring|mentoria|mentorat|coaching|consulting|consultoria|bundle|package)$/i;
const ARTICLE =
  /^(?:the|a|an|this|that|these|our|your|my|his|her|their|its|o|os|as|le|les|il|lo|gli|het|de|die|der|el)$/i;
/** Leading words that open a sentence, not a name: "Join the X Program", "Welcome to the X Course". */
const LEAD_WORD =
  /^(?:join|apply|get|enroll|enrol|register|book|start|discover|inside|about|welcome|pay|buy|order|purchase|to|in|into|for|the|a|an|this|our|your|my|at|with|from|on|is|and|of|&|de|da|do|la|le|il|o)$/i;

/** Names that end in a product noun, read in a short line: "...for the Trade Desk Masterclass —". */
function offers(text: string): string[] {
  const out: string[] = [];
  const words = text.split(" ", 60);
  for (let i = 1; i < words.length && out.length < 3; i++) {
    const last = words[i]!.replace(/[.,;:!?)"”’'…—–-]+$/, "");
    if (!PRODUCT_NOUN.test(last) || !isCapital(last)) continue;
    // "Accelerator Program": the name runs on to the last product noun
    const next = (words[i + 1] ?? "").replace(/[.,;:!?)"”’'…—–-]+$/, "");
    if (PRODUCT_NOUN.test(next) && isCapital(next)) continue;
    let from = i;
    for (let j = i - 1; j >= 0 && i - j < MAX_NAME_WORDS; j--) {
      const w = words[j]!.replace(/^["“‘'(]+/, "");
      // punctuation after a word ends the clause before the name
      if (w === "" || /[.,;:!?)"”’…—–]$/.test(w) || /^[-–—|]$/.test(w)) break;
      if (!isCapital(w) && !CONNECTORS.has(w.toLowerCase())) break;
      from = j;
    }
    // a possessive brand keeps its name ("Acme's Trading Course" is Acme's "Acme Trading Course")
    const name = words.slice(from, i).map((w) => w.replace(/^["“‘'(]+/, "").replace(/['’]s$/, ""));
    // the name starts after the last article or possessive inside ("See It in This Short Workshop")
    let start = 0;
    for (let k = 0; k < name.length; k++) if (ARTICLE.test(name[k]!)) start = k + 1;
    name.splice(0, start);
    while (name.length > 0 && LEAD_WORD.test(name[0]!)) name.shift();
    name.push(last);
    if (
      name.length < 2 ||
      !/^(?:\p{L}|\d{1,3}-(?:minute|hour|day|week|month|step|second)s?$)/iu.test(name[0]!) ||
      name.slice(1).some((w) => /\d/.test(w)) ||
      name.every((w) => OFFER_WORDS.test(w)) ||
      /[%$€£₹]/.test(name.join(" "))
    )
      continue;
    out.push(name.join(" "));
  }
  return out;
}

const PERSON_INTRO =
  /(?:^|[^\p{L}])(?:(?:my name is|i['’]m|i am|meet your (?:coach|instructor|host|teacher|mentor|trainer)|hosted by|taught by|presented by|your (?:coach|instructor|host|teacher|mentor),?|meu nome é|eu sou|je m['’]appelle|je suis|mi chiamo|sono|who is|quem é|quién es|qui est|chi è|wer ist|created by|written by|criad[oa] por|cread[oa] por|escrit[oa] por|créée? par|écrit par|creat[oa] da|scritt[oa] da)\s?:?\s(?:(?:a|o|la|el)\s)?)/giu;
/** "© 2026 Ann Lee", "Copyright 2020-2026 Ann Lee": the holder, then the name. */
const HOLDER = /(?:©|\(c\)|copyright)\s?(?:(?:19|20)\d{2}(?:\s?[-–]\s?(?:19|20)?\d{2,4})?\s)?/giu;
/** "Multi Trade Association", "Acme Institute", "Acme Ltd": an organisation (the seller), not a product. */
const ORGANISATION =
  /\s(?:association|foundation|institute|federation|society|council|corporation|holdings|partners|inc|llc|ltd|limited|gmbh|pvt)\.?$/i;
/** "Dr. Ann Lee", "Prof. Ann Lee": a person, whatever else the page says. */
const HONORIFIC = /^(?:dr|mr|mrs|ms|prof|sir|dame|coach)\.?\s\p{Lu}/iu;
const PERSON_WORD = /^\p{Lu}[\p{Ll}'’-]+$/u;

/** People the page introduces ("Hi, my name is Ann Lee", "taught by Ann Lee", the meta author): a
 *  person's name is the seller or the teacher, not the product's name. */
function people(texts: string[], meta: Map<string, string>, words: Set<string>): Set<string> {
  const author = clean(meta.get("author") ?? "");
  const names = [...(personShaped(author) ? [author] : []), ...namesAfter(texts, PERSON_INTRO)];
  for (const name of names) for (const w of name.split(" ")) if (w.length >= 4) words.add(letters(w));
  return new Set(names.map(letters));
}

/** Two or three capitalised words, none an article or a kind of product: "Ann Lee", "Ann Marie Lee"
 *  ("The Abundance Code", "Bread Course" are not). */
function personShaped(name: string): boolean {
  const parts = name.split(" ");
  return (
    parts.length >= 2 &&
    parts.length <= 3 &&
    parts.every((w) => PERSON_WORD.test(w) && !ARTICLE.test(w) && !PRODUCT_NOUN.test(w) && !KIND_WORD.test(w))
  );
}

/** The person-shaped names `intro` introduces in `texts`, at most 10. */
function namesAfter(texts: string[], intro: RegExp): string[] {
  const out: string[] = [];
  for (const text of texts) {
    if (out.length >= 10) break;
    intro.lastIndex = 0;
    for (let m = intro.exec(text); m !== null && out.length < 10; m = intro.exec(text)) {
      const name = nameAt(text.slice(m.index + m[0].length, m.index + m[0].length + 80));
      if (name !== null && personShaped(name)) out.push(name);
    }
  }
  return out;
}

/** The letters of the address's last path segment ("/services/trade_signals.php" -> "tradesignals"),
 *  or "" when too short to name anything. */
function pathSlug(path: string): string {
  const segment =
    path
      .split(/[?#]/, 1)[0]!
      .split("/")
      .filter((p) => p !== "")
      .pop() ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: read the segment as written
  }
  const name = letters(decoded.replace(/\.(?:php|html?|aspx?|jsp|cfm)$/i, ""));
  return name.length >= 6 ? name : "";
}

/** A short heading of two or more words whose letters are the path's ("Trade Signals" on
 *  /trade_signals.php): the page's address names its subject. */
function spellsPath(text: string, slug: string): boolean {
  if (slug === "" || text.length > 60 || letters(text) !== slug) return false;
  const words = text.split(" ");
  return (
    words.length >= 2 && !GENERIC.test(text) && !headline(text) && !words.every((w) => OFFER_WORDS.test(w))
  );
}

const FIGURE = /[$€£₹₦]\s?\d|\d\s?%/;
const FIGURES = new RegExp(FIGURE.source, "g");

/** A heading that is a sentence: it ends with a full stop, or holds one before another sentence. */
const SENTENCE = /[.!](?:["”’»)]*)$|[.!]\s+\p{Lu}/u;

/** The opening of a sentence a heading says ("Every Garden Starts small." gives "Every Garden Starts
 *  small"; "The rain came back. It stayed."): a slogan in words of every day, not a name. A name is
 *  written in capitals but for its small words ("Bread at Home", "Times em Casa"); a slogan holds a
 *  word of four letters or more in lower case. */
function slogan(value: string, sentences: string[]): boolean {
  const words = value.replace(/[.!]+$/, "").split(" ");
  if (words.length < 2 || !words.some((w) => /^\p{Ll}\p{L}{3}/u.test(w))) return false;
  const key = words.join(" ").toLowerCase();
  return sentences.some(
    (t) => t.toLowerCase().startsWith(key) && /^(?:[.!]|\s\p{Ll})/u.test(t.slice(key.length)),
  );
}

/** When nothing on the page names the product, two last readings, else unknown:
 *  - the <title> as written, when it is one part that was set aside only for a figure in it
 *    ("The $100 Method"): a product's name may hold an amount;
 *  - a capitalised name of two to five words the page repeats at least three times in its text
 *    ("...the full Cerchia Ristretta course", "my Apartment House Riches home study course"). */
function unnamed(titles: string[], blocks: Block[], persons: Set<string>): Fact<string> | null {
  const first = clean(titles[0] ?? "");
  if (
    first !== "" &&
    !SEPARATORS.test(first) &&
    !GENERIC.test(first) &&
    /\p{Ll}/u.test(first) &&
    FIGURE.test(first) &&
    !headline(first.replace(FIGURES, "N"))
  )
    return { value: first, evidence: `<title>${first}</title>`, how: "title-tag" };
  return repeatedName(blocks, persons);
}

const MAX_RUN_WORDS = 200_000;

/** Neither name's letters hold the other's ("Ann Lee" and "Calm Pages", not "Acme" and "Acme Kit"). */
function apart(a: string, b: string): boolean {
  const x = letters(a);
  const y = letters(b);
  return !x.includes(y) && !y.includes(x);
}

/** Words that open a question or a clause, or stand for a person: "What I", "How We", "When You"
 *  are the start of a sentence written in capitals, not a name. */
const CLAUSE_WORD =
  /^(?:what|how|why|when|where|who|whom|whose|which|while|if|i|i'm|i’m|we|you|he|she|they|it|me|us|him|them|is|are|was|were|do|does|did|can|will)$/i;

/** Whether a run of capitalised words is shaped like a name: it does not open or hold a clause (a
 *  question word, a pronoun, a verb of being first; "I" anywhere) and ends in a word of two letters or
 *  more ("What I", "Here Is A" are not names). */
function nameWords(words: string[]): boolean {
  const last = words[words.length - 1] ?? "";
  return (
    !CLAUSE_WORD.test(words[0] ?? "") &&
    !words.some((w) => w === "I" || w === "I'm" || w === "I’m") &&
    [...last].length >= 2
  );
}

/** The capitalised run of words (connectors inside allowed) the page's text repeats most, at least
 *  three times; each block's words are walked once, at most MAX_RUN_WORDS in all. */
function repeatedName(blocks: Block[], persons: Set<string>): Fact<string> | null {
  const runs = new Map<string, string>();
  const texts: string[] = [];
  let walked = 0;
  for (const block of blocks) {
    if (block.flags & (B_NAV | B_FOOTER | B_FORM) || walked >= MAX_RUN_WORDS) continue;
    const text = plain(block.text);
    texts.push(text);
    const words = text.split(" ", 2_000);
    walked += words.length;
    let run: string[] = [];
    const close = () => {
      while (run.length > 0 && CONNECTORS.has(run[run.length - 1]!.toLowerCase())) run.pop();
      while (run.length > 0 && (ARTICLE.test(run[0]!) || LEAD_WORD.test(run[0]!))) run.shift();
      // a run joined by a connector also names each side ("X of Y": X, Y)
      const pieces = run.length <= 12 ? [run] : [];
      for (let k = 1; k < run.length - 1 && run.length <= 12; k++)
        if (CONNECTORS.has(run[k]!.toLowerCase())) pieces.push(run.slice(0, k), run.slice(k + 1));
      for (const piece of pieces) {
        if (piece.length < 2 || piece.length > 5 || runs.size >= MAX_CANDIDATES * 5) continue;
        const name = piece.join(" ");
        if (
          !nameWords(piece) ||
          piece.every((w) => OFFER_WORDS.test(w) || CONNECTORS.has(w.toLowerCase())) ||
          piece.every((w) => w === w.toUpperCase()) ||
          /\d/.test(name) ||
          persons.has(letters(name)) ||
          HONORIFIC.test(name) ||
          ORGANISATION.test(name)
        )
          continue;
        runs.set(name.toLowerCase(), name);
      }
      run = [];
    };
    for (const raw of words) {
      const w = raw.replace(/^["“‘'(]+/, "");
      const bare = w.replace(/[.,;:!?)"”’'…™®]+$/, "");
      if (bare !== "" && (isCapital(bare) || (run.length > 0 && CONNECTORS.has(bare.toLowerCase()))))
        run.push(bare);
      else {
        close();
        continue;
      }
      if (bare !== w) close(); // punctuation ends the name
    }
    close();
  }
  const haystack = texts.join("\n").slice(0, MAX_TEXT).toLowerCase();
  let best: { name: string; mentions: number } | null = null;
  for (const [key, name] of runs) {
    const mentions = count(haystack, key);
    if (mentions < 3) continue;
    if (
      best === null ||
      mentions > best.mentions ||
      (mentions === best.mentions && name.length > best.name.length)
    )
      best = { name, mentions };
  }
  if (best === null) return null;
  return { value: best.name, evidence: `named ${best.mentions} times in the page's text`, how: "text" };
}

/** A <title> written for search engines, not buyers: three or more parts, most of them in lower
 *  case ("Forex signals | free forex signals | online forex signals"). None of its parts is a name. */
function keywordList(title: string): boolean {
  const all = title.split(SEPARATORS).map(clean);
  return all.length >= 3 && all.filter((p) => /^\p{Ll}/u.test(p)).length * 2 >= all.length;
}

/** A short line that can be a product's name: at most eight words, no headline, no page-kind word,
 *  not only words that describe any offer, not one word naming a kind of product. */
function nameShaped(text: string): boolean {
  const words = text.split(" ");
  return (
    text.length >= 3 &&
    text.length <= 60 &&
    words.length <= 8 &&
    !headline(text) &&
    !HOST_LIKE.test(text) &&
    !GENERIC.test(text) &&
    !PLACEHOLDER.test(text) &&
    !words.every((w) => OFFER_WORDS.test(w)) &&
    !(words.length === 1 && KIND_WORD.test(text))
  );
}

/** The last " | ", " – ", " — ", " - ", " · " or "｜" in a <title>: where a brand is set after the name. */
const LAST_SEPARATOR = /(?:\s[|–—·-]\s|\s?[|｜]\s?)(?!.*(?:\s[|–—·-]\s|[|｜]))/u;

/** "Product — Brand" in the first <title>, the brand being the site's (the host's name spells it or
 *  starts it, og:site_name, the copyright holder, a person the page introduces): the product is all
 *  that comes before, in full ("Creator Milionário: 15 Formas de Ganhar Dinheiro — Creator Up"), less
 *  the parts that name no product (page-kind words, a person after the name). `null` when the title
 *  has no brand at its end or nothing before it reads as a name: a page's kind ("Formation Gratuite",
 *  "Masterclass Payment"), a headline, a call to action, a figure, a description of the buyer's own
 *  ("Your Personal Analysis"), words that describe any offer. */
function beforeBrand(
  title: string,
  isBrand: (value: string) => boolean,
): { name: string; brand: string } | null {
  const m = LAST_SEPARATOR.exec(title);
  const brand = m === null ? "" : clean(title.slice(m.index + m[0].length));
  if (m === null || !isBrand(brand)) return null;
  const head = clean(title.slice(0, m.index));
  const kept = head.split(SEPARATORS).map((p) => clean(p).replace(KIND_TAIL, ""));
  const names = kept.filter(
    (p, i) =>
      !namesNothing(p) &&
      !(p.indexOf(" ") < 0 && (KIND_WORD.test(p) || PRODUCT_NOUN.test(p))) &&
      !p.split(" ").every((w) => OFFER_WORDS.test(w)) &&
      !(i > 0 && personShaped(p)),
  );
  if (names.length === 0) return null;
  const name = names.length === kept.length ? head : names[0]!;
  const words = name.split(" ");
  if (
    words.length > 12 ||
    /[!?]/.test(name) ||
    (words.length >= 3 && CALL_TO_ACTION.test(name)) ||
    FIGURE.test(name) ||
    /^(?:your|my|our|seu|sua|meu|minha|votre|ton|ta|tu|tuo|tua|dein|deine|je|jouw)$/i.test(words[0]!)
  )
    return null;
  return { name, brand };
}

export function readTitle(
  titles: string[],
  meta: Map<string, string>,
  jsonLd: JsonLdNode[],
  blocks: Block[],
  imageAlts: string[],
  host = "",
  path = "",
): Fact<string> | null {
  for (const node of jsonLd) {
    if (!node.types.some((t) => PRODUCT_TYPES.test(t))) continue;
    const name = nameOf(node.record);
    if (name) return { value: name, evidence: `JSON-LD ${node.types[0]}: ${name}`, how: "json-ld" };
  }
  const site = hostName(host);
  const slug = pathSlug(path);
  const siteName = meta.get("og:site_name");
  const candidates: Candidate[] = [];
  for (const [t, title] of titles.entries()) {
    if (keywordList(title)) continue;
    for (const [i, value] of parts(title).entries()) {
      const lead = t === 0 && i === 0;
      candidates.push({
        value,
        kind: "title",
        bonus: lead ? 2 : 1,
        lead,
        needs: 0,
        evidence: `<title>${title}</title>`,
        how: "title-tag",
      });
    }
  }
  for (const key of ["og:title", "twitter:title"]) {
    const og = meta.get(key);
    if (og)
      for (const value of parts(og))
        candidates.push({ value, kind: "og", bonus: 1, needs: 0, evidence: `${key}: ${og}`, how: "meta" });
  }
  if (siteName && parts(siteName).length === 1)
    candidates.push({
      value: clean(siteName),
      kind: "site",
      bonus: 1,
      needs: 0,
      evidence: `og:site_name: ${siteName}`,
      how: "meta",
    });
  // whether the first <title> says anything but the site's name, a page-kind word or a placeholder
  const titleNames =
    titles.length === 0 ||
    titles[0]!.split(SEPARATORS).some((raw) => {
      const p = clean(raw);
      return (
        !namesNothing(p) && !HOST_LIKE.test(p) && folded(p) !== site && letters(p) !== letters(siteName ?? "")
      );
    });
  let h1Seen = false;
  const short: string[] = [];
  const headings: string[] = [];
  const offered: Candidate[] = [];
  /** The footer's and the menu's short lines: where the copyright and "created by" name the seller. */
  const chrome: string[] = [];
  /** Headings written as sentences: "The rain came back. It stayed." */
  const sentences: string[] = [];
  for (const block of blocks) {
    if (block.flags & (B_NAV | B_FOOTER)) {
      if (block.text.length <= 160 && chrome.length < 40) chrome.push(plain(block.text));
      continue;
    }
    const text = plain(block.text);
    if (
      block.flags & (B_H1 | B_HEADING) &&
      text.length <= 200 &&
      sentences.length < 100 &&
      SENTENCE.test(text)
    )
      sentences.push(text);
    // the first <h1> names the product when the <title> names nothing but the site: a placeholder,
    // "Welcome | acme.com", "Acme | User"; a heading that is a name, never a headline
    const lead = block.flags & B_H1 && !h1Seen && !titleNames && nameShaped(text);
    if (block.flags & B_H1) h1Seen = true;
    if (block.flags & B_H1 && text.length <= 60 && !headline(text) && !HOST_LIKE.test(text))
      candidates.push({
        value: text,
        kind: "h1",
        bonus: lead ? 6 : 0,
        needs: lead ? 1 : 3,
        evidence: `<h1>${text}</h1>`,
        how: "heading",
      });
    if (block.flags & B_HEADING && spellsPath(text, slug))
      candidates.push({
        value: text,
        kind: "path",
        bonus: 8,
        needs: 1,
        evidence: `heading "${text}", which the address's path spells (${path.slice(0, 80)})`,
        how: "heading",
      });
    if (text.length <= 300 && offered.length < MAX_CANDIDATES)
      for (const value of offers(text))
        offered.push({
          value,
          kind: "offer",
          // named in a button, a pricing box or a form: next to the buying
          bonus: block.flags & (B_BUTTON | B_PRICING | B_FORM) ? 4 : 2,
          // a product named once is a passing mention
          needs: 2,
          evidence: text.slice(0, 200),
          how: "text",
        });
    if (text.length <= 160 && short.length < 400) {
      short.push(text);
      if (block.flags & B_HEADING) headings.push(text);
      for (const value of introduced(text))
        candidates.push({
          value,
          kind: "intro",
          bonus: block.flags & B_HEADING ? 4 : 3,
          needs: 1,
          evidence: text.slice(0, 200),
          how: "heading",
        });
    }
  }
  for (const alt of imageAlts) {
    const value = clean((alt.split(SEPARATORS)[0] ?? "").replace(ALT_NOISE, " "));
    const words = value.split(" ").length;
    if (words >= 2 && words <= 5 && /\p{Lu}/u.test(value) && !/\d/.test(value))
      candidates.push({
        value,
        kind: "alt",
        bonus: 0,
        needs: 3,
        evidence: `<img alt="${alt}">`,
        how: "heading",
      });
  }
  for (const c of offered) if (candidates.length < MAX_CANDIDATES * 2) candidates.push(c);
  const own = hostPhrase([...titles, ...headings, ...imageAlts, ...short], site);
  if (own !== null && !candidates.some((c) => letters(c.value) === letters(own)))
    candidates.push({ value: own, kind: "host", bonus: 1, needs: 1, evidence: own, how: "text" });
  if (candidates.length === 0) return unnamed(titles, blocks, new Set());

  const text = `${blocks
    .map((b) => plain(b.text))
    .join("\n")
    .slice(0, MAX_TEXT)}\n${[...new Set(imageAlts)].join("\n")}`.toLowerCase();
  /** Each kind of place, lower-cased, to count agreement. */
  const places: [Kind | "heading" | "description", string][] = [
    ["title", titles.join(" | ").toLowerCase()],
    ["og", `${meta.get("og:title") ?? ""} | ${meta.get("twitter:title") ?? ""}`.toLowerCase()],
    ["heading", headings.join("\n").slice(0, 100_000).toLowerCase()],
    ["alt", imageAlts.join("\n").toLowerCase()],
    ["description", `${meta.get("description") ?? ""} ${meta.get("og:description") ?? ""}`.toLowerCase()],
  ];
  const isSite = (value: string) =>
    (site.length >= 4 && letters(value) === site) ||
    (siteName !== undefined && letters(value) === letters(siteName));

  interface Scored {
    c: Candidate;
    mentions: number;
    agree: number;
    score: number;
  }
  const personWords = new Set<string>();
  const lines = [...short, ...chrome];
  const persons = people(lines, meta, personWords);
  // a person the copyright names is the seller: not the product, unless the <title> names it first
  const holders = new Set(namesAfter(lines, HOLDER).map(letters));
  // "<Product> — Ann Lée" on annlee.com: the person whose site it is, after the product's name
  for (const c of candidates)
    if (c.kind === "title" && !c.lead && personShaped(c.value) && folded(c.value) === site)
      holders.add(letters(c.value));
  // a single word that is a subdomain of the host ("ann.coach-site.com") or a word of a person's
  // name the page introduces is a person's or a shop's handle, not the product
  const handles = new Set<string>();
  for (const label of host.toLowerCase().split(".").slice(0, -2))
    if (label.length >= 4 && label !== "www") handles.add(label.replace(/[^a-z0-9]/g, ""));
  for (const name of personWords) handles.add(name);
  const isBrand = (value: string) =>
    isSite(value) ||
    (site.length >= 4 && folded(value).startsWith(site)) ||
    holders.has(letters(value)) ||
    persons.has(letters(value));
  const branded = titles.length > 0 ? beforeBrand(clean(titles[0]!), isBrand) : null;
  const seen = new Set<string>();
  const scored: Scored[] = [];
  // the <title> names only the kind of offer ("Mentorship — Site"): what remains is the site's name
  let kindOnly = false;
  for (const c of candidates) {
    const key = c.value.toLowerCase();
    if (c.kind === "title" && c.value.indexOf(" ") < 0 && KIND_WORD.test(c.value)) kindOnly = true;
    if (
      seen.has(key) ||
      seen.size >= MAX_CANDIDATES ||
      persons.has(letters(c.value)) ||
      (!c.lead && holders.has(letters(c.value))) ||
      HONORIFIC.test(c.value) ||
      ORGANISATION.test(c.value) ||
      (c.value.indexOf(" ") < 0 && handles.has(letters(c.value))) ||
      // "Inside System", "Welcome to Online Course": words that describe any offer name none (a
      // <title> part such as "Masterclass" is the page naming itself, and stays)
      (c.kind !== "title" && c.kind !== "og" && c.value.split(" ").every((w) => OFFER_WORDS.test(w))) ||
      // one word that names a kind of product ("Ebook", "Course") names no product
      (c.value.indexOf(" ") < 0 && KIND_WORD.test(c.value)) ||
      slogan(c.value, sentences) ||
      // the host's words as the page writes them in lower case ("the acme playground") are an address
      (c.kind === "host" && !/\p{Lu}/u.test(c.value))
    )
      continue;
    seen.add(key);
    const mentions = count(text, key);
    if (mentions < c.needs) continue;
    let agree = 0;
    for (const [kind, place] of places) if (kind !== c.kind && place.includes(key)) agree++;
    scored.push({ c, mentions, agree, score: c.bonus + Math.min(mentions, 10) + 2 * agree });
  }
  // the shorter of two nested candidates takes the longer's support
  for (const a of scored)
    for (const b of scored) {
      if (a === b) continue;
      const short = letters(a.c.value);
      const long = letters(b.c.value);
      // ...but a site's name inside an offer's name ("Acme" in "Acme Trading Masterclass") is the brand
      if (b.c.kind === "offer" && (isSite(a.c.value) || a.c.kind === "title")) continue;
      if (short.length >= 4 && short.length < long.length && long.includes(short) && a.score < b.score) {
        a.score = b.score + 1;
        a.agree = Math.max(a.agree, b.agree);
      }
    }
  const named = scored.some((s) => !isSite(s.c.value) && s.agree >= 1 && s.mentions >= 1);
  for (const s of scored) if (named && isSite(s.c.value)) s.score -= 2;
  let best: Scored | null = null;
  for (const s of scored) if (best === null || s.score > best.score) best = s;
  const brandedFact = (name: string): Fact<string> => ({
    value: name,
    evidence: `<title>${clean(titles[0]!)}</title>`.slice(0, 200),
    how: "title-tag",
  });
  // no candidate survives (the brand is the copyright's holder, the name too long for a part) on a
  // page whose <title> is "Product — Brand": the product is what the <title> sets before the brand
  if (best === null) return branded !== null ? brandedFact(branded.name) : unnamed(titles, blocks, persons);
  // the brand won, alone or in a longer phrase ("Free Evening with Ann Lee"): the same
  if (
    branded !== null &&
    (isBrand(best.c.value) || letters(best.c.value).endsWith(letters(branded.brand))) &&
    letters(branded.name) !== letters(best.c.value)
  )
    return brandedFact(branded.name);
  // the site's name or a title part inside an offer's fuller name ("Acme" in "Acme Trading
  // Masterclass") names the brand; the fuller name the page repeats names the product
  if (best.c.kind !== "offer") {
    const inner = letters(best.c.value);
    for (const s of scored)
      if (s.c.kind === "offer" && s.mentions >= 2 && letters(s.c.value).includes(inner)) {
        best = s;
        break;
      }
  }
  // an offer's name inside a fuller name from the <title> or og:title ("Marketing Blueprint" in
  // "AI Marketing Blueprint") is the same product, named in full there
  else {
    const inner = letters(best.c.value);
    for (const s of scored)
      if (
        (s.c.kind === "title" || s.c.kind === "og") &&
        s.mentions >= 2 &&
        letters(s.c.value).length > inner.length &&
        letters(s.c.value).includes(inner)
      ) {
        best = s;
        break;
      }
  }
  // a person's name as a <title> part ("Ann Lee | Fractional Bookkeeping", "Real Side Income — resale
  // Ann Lee") is whose page it is; another <title> part the page repeats, not a person's, is the offer.
  // Not a single word: in "Ledger Basics | Acme" two capitalised words are the product and one word
  // beside them the brand
  if (best.c.kind === "title" && personShaped(best.c.value)) {
    const person = best;
    const other = scored.find(
      (s) =>
        s.c.kind === "title" &&
        s !== person &&
        s.mentions >= 1 &&
        s.c.value.includes(" ") &&
        !personShaped(s.c.value) &&
        !isSite(s.c.value) &&
        apart(s.c.value, person.c.value),
    );
    if (other !== undefined) best = other;
  }
  // two names built the same way ("TEMARIO DEL CURSO", "GARANTÍAS DEL CURSO": a product noun read in
  // the page's short lines) tie, neither inside the other: the sections of one offer, not its name
  const won = best;
  const tied = (s: Scored) =>
    s !== won && s.c.kind === "offer" && s.score === won.score && apart(s.c.value, won.c.value);
  if (won.c.kind === "offer" && scored.some(tied)) return null;
  // named in one place only and never repeated in the text, while the page offers other names: a
  // label or a teaser ("One Last Thing", a headline in the <title>), not a name the page uses; the
  // first part of the <title> included, as the <title> of an upsell or video page is often a teaser
  if (best.mentions === 0 && best.agree === 0 && scored.length > 1) return null;
  // "Mentorship — Acme Bakery" on acmebakery.com: the page says what kind of offer it is and whose,
  // not the offer's name; the site's name is the seller's
  if (kindOnly && best.c.kind === "title" && isSite(best.c.value)) return null;
  // one word the page never says again and nothing else names (a festival sale's name): a campaign's or a
  // site's label more often than the product's name
  if (best.mentions === 0 && best.agree === 0 && best.c.value.indexOf(" ") < 0) return null;
  // (not when the <title> opens with the name as picked: "Fable Lane | ..." over "Fable Lane Stories")
  const fuller = best.c.lead ? null : fullerName(best.c.value, titles, meta, headings);
  if (fuller !== null) return fuller;
  return { value: best.c.value, evidence: best.c.evidence.slice(0, 200), how: best.c.how };
}

/** The brand before the product's full name: "Puzzle Master" picked where the <title> says "Puzzle
 *  Master Adventure", "CHARTIA" where the description opens with "CHARTIA Free Training", "ABL" where
 *  a heading says "ABL 個人場域比例分析". A <title> or og:title part, a heading or the description's
 *  first part that starts with the picked name and goes on is the name in full, when it is shaped
 *  like a name (at most eight words, no headline, no page-kind word). The <title> is read first. */
function fullerName(
  picked: string,
  titles: string[],
  meta: Map<string, string>,
  headings: string[],
): Fact<string> | null {
  const lead = `${picked.toLowerCase()} `;
  const description = meta.get("description") ?? meta.get("og:description") ?? "";
  const places: [string[], string, How][] = [
    [titles.flatMap((t) => t.split(SEPARATORS)), "<title>", "title-tag"],
    [(meta.get("og:title") ?? "").split(SEPARATORS), "og:title", "meta"],
    [headings, "heading", "heading"],
    [description.split(SEPARATORS).slice(0, 1), "description", "meta"],
  ];
  for (const [texts, where, how] of places)
    for (const raw of texts) {
      const text = clean(raw).replace(/[.,;]+$/, "");
      const rest = text.slice(lead.length).split(" ");
      if (
        text.toLowerCase().startsWith(lead) &&
        nameShaped(text) &&
        // a sentence that opens with the name ("Acme Is Built For...", "Acme Kit They Started"), or
        // a lead-in to what follows ("Acme Works Like This:"), is no fuller name
        !/:$/.test(text) &&
        nameWords(rest) &&
        !rest.some((w) => CLAUSE_WORD.test(w))
      )
        return { value: text, evidence: `${where}: ${text}`.slice(0, 200), how };
    }
  return null;
}
