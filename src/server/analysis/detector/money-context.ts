// Context checks shared by the money rules: is this sentence a disclosure of results, is this
// amount a price, does the sentence talk about money or outcomes at all.
import type { Severity } from "../../../shared/contracts/analysis";
import { after, before, type Match, sentenceOf, sentenceText } from "./context";
import { FIGURES, MONEY_STRICT, PERIOD } from "./numbers";

/** Sentences that report a distribution of results rather than promise one. */
const DISCLOSURE_MARKER = new RegExp(
  [
    String.raw`\b(?:median|survey|disclosure|reported|according to|fewer than|outcomes? report)\b`,
    String.raw`\b(?:typical(?:ly)?|the average|the median) (?:student|member|participant|graduate|buyer|customer)s? (?:earned|earns|made|makes)\b`,
    String.raw`\b(?:the )?majority of (?:our |the )?(?:students|members|graduates|participants|buyers)\b`,
    // "about a third of students", "62% of members", "1 in 50 buyers", "half of our graduates"
    String.raw`\b(?:a third|a quarter|half|two thirds|\d+%|\d+ in \d+|\d+ (?:out )?of (?:the )?\d+)(?: of)? (?:our |the |all )?(?:students|members|graduates|participants|buyers|customers|clients)\b`,
    String.raw`\$0\s?-|(?<!from\s)\$0(?!\.?\d|,\d)(?!\s?(?:to|-)\s)`,
  ].join("|"),
);

export const isDisclosureSentence = (match: Match) => DISCLOSURE_MARKER.test(sentenceText(match));

const MONEY_IN_TEXT = new RegExp(
  String.raw`${MONEY_STRICT}|${FIGURES}|\b(?:income|profit|profits|earn|earning|earnings|money|cash|paid|rich|salary|wealth|returns)\b`,
);

/** The sentence talks about money. */
export const aboutMoney = (match: Match) => MONEY_IN_TEXT.test(sentenceText(match));

const OUTCOME_CUE = new RegExp(
  String.raw`${MONEY_STRICT}|${FIGURES}|\b(?:make|making|made|earn\w*|income|sales?|clients?|results|profit\w*|rich|money|cash|quit|replace|double|financially|pays?|paid|salary|millionaire|living|commissions?|payday|payouts?|deals?|projects?|orders|customers)\b`,
);

/** An outcome (money, sales, clients) is named in the match's own sentence. */
export const sentenceHasOutcome = (m: Match) => OUTCOME_CUE.test(sentenceText(m));

/** An outcome (money, sales, clients) is named here or in the sentence before. */
export function hasOutcomeCue(m: Match): boolean {
  const [start, end] = sentenceOf(m.doc, m.start);
  const [prevStart] = start > 0 ? sentenceOf(m.doc, start - 1) : [start];
  return OUTCOME_CUE.test(m.doc.folded.slice(prevStart, Math.max(end, m.end)));
}

const PRICE_CONTEXT_BEFORE =
  /\b(?:price|prices|priced|cost|costs|fee|fees|pay|paying|payment|tuition|licen[cs]es?|subscription|plan|for|only|just|regular|regularly|was|now|save|off|budget|deposit|charged|at|pre[çc]o|precio|prix|preis|prezzo|apenas|somente|solo|s[óo]lo|seulement|nur|assinatura|suscripci[óo]n|abonnement|abbonamento|plano|parcelas?|cuotas?|\d+\s?x\sde|por|pour|f[üu]r|investimento|inversi[óo]n|investissement|custa|cuesta|co[ûu]te|kostet|costa|mensalidade|mensualidad)(?![a-zà-ÿ])[^a-z]*(?:the\s|a\s|an\s|de\s|o\s|el\s|le\s)?$|\(\s*$/;
const PRICE_CONTEXT_AFTER =
  /^\s*\)?\s*(?:[\w-]+\s+){0,2}?(?:toolkit|tool|tools|software|subscription|licen[cs]es?|membership|payment|plan|fee|access|upgrade|tier|coaching|mastermind|course|program|programme|bundle|package|after|curso|assinatura|plano|acesso|mentoria|suscripci[óo]n|acceso|formation|accès|kurs|zugang|corso|accesso|no (?:cart[ãa]o|pix|boleto)|sem juros)(?![a-zà-ÿ])|^\s*\(?\s*(?:inc|incl|including|plus|ex|excl|\+)\.?\s?(?:tax|vat|gst|iva)\b/;

/** "$97/month Pro toolkit", "for $27/month", "($129/month)": an amount someone pays, not earns. */
/** "pay upwards of $640", "rivals charge over $640", "going up to $69": someone pays it. */
const PAID_BEFORE =
  /\b(?:pay(?!\s(?:you|me|us|out)\b)|paying(?!\s(?:you|me|us)\b)|spend|spends|spending|charge|charges|charging|cost|costs|costing|(?:go|goes|going|rise|rises|jump|jumps|increase|increases|moves?|moving) (?:up )?to|likely to|then|renews? at|thereafter)\b(?:\s+[\w'-]+){0,3}\s*$/;

export function isPriceOrCost(m: Match): boolean {
  return (
    PRICE_CONTEXT_BEFORE.test(before(m, 30)) ||
    PAID_BEFORE.test(before(m, 40)) ||
    PRICE_CONTEXT_AFTER.test(after(m, 40))
  );
}

/** Earning verbs and income nouns, in the languages the rules read: what makes an amount per period income. */
const INCOME_WORDS =
  /(?<![a-zà-ÿ])(?:mak(?:e|es|ing)|made|earn\w*|income|revenue|profit\w*|salary|paychecks?|payouts?|pocket\w*|bank(?:ed|ing)|cash|paid|passive|residual|commissions?|withdr\w*|renda|rendimentos?|ganh\w*|lucr\w*|fatur\w*|sal[áa]rio|ingresos?|ganan\w*|sueldo|revenus?|gagn\w*|salaire|guadagn\w*|reddit\w*|stipendio|einkommen|einnahmen|verdien\w*|gehalt)(?![a-zà-ÿ])/;
/** How far either side of a bare amount an income word makes it a claim (across lines: a headline's figure, its testimonial below). */
const INCOME_REACH = 150;
/**
 * "from $59 per month", "ab 1.200 €/Monat", "≈ €7 al mese", "a partire da 9 € al mese", a price
 * broken down ("$47 /yr. That's $3.91/month", "works out to $1.30 a day"): a price's lead-in.
 */
const PRICE_LEAD =
  /(?:(?<![a-zà-ÿ])(?:from|starting(?: at| from)?|starts? (?:at|from)|ab|desde|a partir de|à partir de|a partire da|des de|that(?:'s| is)(?: just| only)?|works out (?:to|at)(?: just| only)?)|[≈~])\s*$/;
/** "€40 al mese, fino a 4 profili", "$12/month per seat", "$99 a year, billed annually": what a plan is sold by. */
const PRICE_UNIT_AFTER =
  /^\s*[,;|-]?\s*(?:(?:per|pro|par|por|for|a|up to|fino a|jusqu'à|até|hasta|bis zu)\s+)?(?:\d+\s+)?(?:users?|seats?|profil[eio]s?|perfis|perfiles|utenti|utilisateurs?|usu[aá]rios?|nutzer|licen[cs]es?|lizenzen)(?![a-zà-ÿ])|^\s*[,;|-]?\s*billed (?:annually|yearly|monthly)\b/;
const ENDS_WITH_PERIOD = new RegExp(`(?:${PERIOD})$`);
/** A range that starts at nothing. */
const ZERO_START = /(?<![\d.,])0\s?(?:-|to)\s?/;
/** Thousands or millions written short: "$23K", "€1.2M". */
const ABBREVIATED = /\d\s?(?:k|m|mm)(?![a-zà-ÿ])/;
/** A price table cell's label: a few words, no sentence punctuation. */
const CELL_LABEL = /^[^.!?:]{0,30}$/;

/**
 * A price table's cell: the amount alone on its line, or after a label of at most five words. A stat
 * card's "$17-23K per month" is written short; a price table writes its prices out.
 */
function isPriceCell(m: Match, text: string): boolean {
  const [start, end] = sentenceOf(m.doc, m.start);
  const rest = (m.doc.folded.slice(start, m.start) + m.doc.folded.slice(m.end, Math.max(end, m.end))).trim();
  return CELL_LABEL.test(rest) && rest.split(/\s+/).length <= 5 && !ABBREVIATED.test(text);
}

/**
 * What a buyer will spend to do the work, said just before ("Cost breakdown", "What tools will I need
 * to buy? At a minimum, you'll need:", "no free version") or as the sentence's point ("is roughly the
 * minimum"): the monthly hosting or software bills a course lists are costs, not income (set AW).
 */
const COST_BEFORE =
  /(?<![a-zà-ÿ])(?:(?<!\b(?:no|low|zero|little|at|of)\s)(?:costs?|costing|expenses?|budget)|subscriptions?|(?:need|have) to buy|you(?:'ll| will) need|free\W{0,2}\s(?:tiers?|versions?|plans?))(?![a-zà-ÿ])/;
const COST_AFTER = /^[^.!?\n]{0,30}(?<![a-zà-ÿ])(?:server|hosting|subscription|minimum)(?![a-zà-ÿ])/;
const COST_REACH = 200;

/**
 * A bare amount per period that is a price ("Banner ab 1.200 €/Monat", "From $59 per month", "≈ €7 al
 * mese", a plan card's "$99.99 / Month"): led in as a price, sold by the seat or profile, or alone in a
 * table cell, with no earning verb or income noun near it. "$10,000/month" beside "what my students
 * earn" stays an income figure.
 */
export function isBarePrice(m: Match): boolean {
  const text = m.doc.folded.slice(m.start, m.end);
  // "$0 to $500 a day" is where someone went, not a price
  if (!ENDS_WITH_PERIOD.test(text) || ZERO_START.test(text)) return false;
  const near = m.doc.folded.slice(Math.max(0, m.start - INCOME_REACH), m.end + INCOME_REACH);
  if (INCOME_WORDS.test(near)) return false;
  return (
    // "from $0 to $30K/mo" is where someone went, not what a plan starts at
    (PRICE_LEAD.test(before(m, 30)) && !/\sto\s/.test(text)) ||
    PRICE_UNIT_AFTER.test(after(m, 40)) ||
    isPriceCell(m, text) ||
    COST_BEFORE.test(m.doc.folded.slice(Math.max(0, m.start - COST_REACH), m.start)) ||
    COST_AFTER.test(after(m, 40))
  );
}

/** A figure makes an earnings claim high severity; a figure-free promise is medium. */
export const figureSeverity = (match: Match): Severity =>
  /\d|figure|million|thousand|grand/.test(match.doc.folded.slice(match.start, match.end)) ? "high" : "medium";

/** "worth the cost of $300", "valued at $2,000", "regular price $997": what the offer is said to be worth. */
const VALUE_BEFORE =
  /\b(?:worth|value[ds]?|valued at|retails? (?:at|for)|regular(?:ly)?|normally|usually|list price|total value|real[\s-]world value|a \$?[\d,]+ value|cost of|price of|instead of|(?:was|were|originally))\b[^a-z]*(?:(?:the|a|an|just|only|over|at|of|price|cost)\s)*$/;

export function isValueAnchor(m: Match): boolean {
  return VALUE_BEFORE.test(before(m, 40)) || /^\s*(?:value|worth|off|discount|savings?)\b/.test(after(m, 20));
}
