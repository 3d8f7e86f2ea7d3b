// Money, period and figure patterns shared by the rules, as regex source strings over folded text
// (lower case, ASCII hyphens). Written once here so "$10k", "10,000/month", "six figures" and
// "€5k every month" are the same thing to every rule that asks "is this an amount of money?".

import { startsWithWordChar } from "./regex-source";

/** A number: 10,000 / 10.000 / 12.5 / 497. */
const AMOUNT = String.raw`\d{1,3}(?:[,.]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
/** Spelled-out numbers: "twelve grand", "twenty-five thousand dollars", "a few thousand". */
const NUMBER_WORDS =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|seventy|eighty|ninety";
const WORD_NUMBER = String.raw`(?:(?:${NUMBER_WORDS})(?:[\s-](?:one|two|three|four|five|six|seven|eight|nine))?|a hundred|hundred|a few|several|a couple of)`;
const MULTIPLIER = String.raw`(?:\s?(?:k|m|mm|mil|million|thousand|grand)\b)`;
const ISO_CODES = "usd|eur|gbp|zar|inr|ngn|aud|cad|brl|kes|ghs|nzd|sgd|php|xof|xaf|mzn|aoa";
/** Currencies written out or after the amount, the CFA franc's forms, the kwanza's "Kz" and the cedi's old "GHC" included ("25 000 fcfa", "8.000 Kz", "10GHC"). */
const CURRENCY_WORD = String.raw`(?:dollars|d[óo]lares|bucks|euros|pounds|libras|rand|naira|rupees|reais|pesos|kz|kwanzas?|fcfa|f\scfa|francs?\scfa|cfa|ghc|cedis?|${ISO_CODES})\b`;
/**
 * A currency before an amount: a sign ($ € £ ₹ ₦ ₱ ₵ ¥ ₡), a dollar with its country (us$ a$ au$ c$
 * ca$ nz$ r$ hk$ s$), an ISO code ("usd 5000", "zar 1 500"), "rs." and the rand's "r" right
 * before a digit ("r10,000", "r150 000").
 */
const SIGNS = "$€£₹₦₱₵¥₡";
const COUNTRY_DOLLARS = "us|a|au|c|ca|nz|r|hk|s";
const CURRENCY_BEFORE = String.raw`(?:[${SIGNS}]|\b(?:${COUNTRY_DOLLARS})\$|\b(?:${ISO_CODES})\s?|\brs\.?\s?|\br(?=\d))`;
/** After a currency sign a number may group thousands with spaces too ("r150 000", "€ 40 567"). */
const SIGNED_AMOUNT = String.raw`\d{1,3}(?:[,. ]\d{3})+(?![\d])(?:\.\d+)?|\d+(?:\.\d+)?`;

/**
 * Money with a sign, a multiplier or a currency word ("$497", "10k", "twelve grand", "500 dollars").
 * Bare "2,300" is not here: without a period after it ("2,300/month") it is as likely a count.
 * Every digit run starts at a run boundary (lookbehind), which keeps the patterns linear.
 */
export const MONEY_STRICT = [
  String.raw`${CURRENCY_BEFORE}\s?(?:${SIGNED_AMOUNT})${MULTIPLIER}?\+?`,
  // "40 567€", "500 €", "3400$": the sign after the amount (French, Dutch, Portuguese pages)
  String.raw`(?<![\w$€£.,])(?<!\d\s)(?:\d{1,3}(?:[,. ]\d{3})+|\d+)(?:[.,]\d{2})?\s?[€£₹₦$](?:\s(?:dollars|d[óo]lares|euros)\b)?`,
  String.raw`(?<![\w$€£.,])\d+(?:\.\d+)?\s?(?:k|m|grand)\b\+?`,
  // a space may group thousands before a written currency too ("150 000 fcfa")
  String.raw`(?<![\w$€£.,])(?:\d{1,3}(?: \d{3})+(?!\d)|${AMOUNT})\s?(?:thousand|million)?\s?${CURRENCY_WORD}`,
  String.raw`(?<![\w$€£.,])(?:${AMOUNT})\s(?:thousand|million)\b`,
  String.raw`\b${WORD_NUMBER}\s(?:thousand|million|grand|k)\b(?:\s${CURRENCY_WORD})?`,
  String.raw`\b(?:thousand|million)\s${CURRENCY_WORD}`,
  String.raw`\ba\smillion\b`,
].join("|");

/** One amount of money in any of its written forms, including "10,000" when a period follows. */
const MONEY_ONE = `${MONEY_STRICT}|(?<![\\w$€£.,])\\d{1,3}(?:,\\d{3})+\\+?`;

/** An amount or a range of amounts ("$1,000-$3,000", "$200 to $1,000"). */
export const MONEY = String.raw`(?:(?:${MONEY_ONE})(?:\s?(?:-|to)\s?(?:${MONEY_ONE}))?)`;

/**
 * The period in the other languages of the pages we read (pt, es, fr, it, de, nl): "por dia",
 * "/mês", "al mes", "par mois", "al giorno", "pro Monat", "per maand", "diários", "mensuels".
 */
const OTHER_PERIOD = String.raw`(?:\s?\/\s?|\s(?:por|par|al|pro|am|im|per|au)\s(?:(?:el|le|la|o|a|dia|mes)\s)?)(?:dia|día|mês|mes|semana|ano|año|jour|mois|semaine|an|giorno|mese|settimana|anno|tag|monat|woche|jahr|dag|maand)(?![a-zà-ÿ])|\s(?:di[áa]ri[oa]s|diari[oa]s|mensais|mensuales|mensuels|mensili|quotidiens|giornalieri|t[äa]glich|monatlich|semanais|semanales|hebdomadaires|settimanali|w[öo]chentlich)(?![a-zà-ÿ])`;

/** "a month", "/mo", "per day", "every single week", "monthly", "months" (as in "$10k months"). */
export const PERIOD = String.raw`(?:\s?(?:\/\s?|\bper\s|\ba\s|\ban\s|\beach\s|\bevery\s(?:single\s)?|\bin\s(?:a|one|your\sfirst)\s)(?:day|week|month|year|hour|hr|mo|wk|yr|quarter)\b|\s(?:daily|weekly|monthly|yearly|annually)\b|\s(?:months|days|weeks)\b|-(?:a|per)-(?:day|week|month)\b|${OTHER_PERIOD})`;

/** A period word on its own, for "$9,000 from her shop every month". */
export const PERIOD_WORDS = String.raw`\b(?:(?:a|per|each|every(?:\ssingle)?)\s(?:day|week|month|year|hour)|daily|weekly|monthly|yearly|annually)\b`;

/** "six figures", "6-figure", "seven-figure", "7 figures", "five figures a month". */
export const FIGURES = String.raw`\b(?:five|six|seven|eight|nine|multi|5|6|7|8|9)[-\s]?figures?\b`;

/** "20%", "3-5%", "98.5 %". */
export const PERCENT = String.raw`\b\d+(?:\.\d+)?(?:\s?-\s?\d+(?:\.\d+)?)?\s?%`;

/** Words that turn an amount into something earned (not something paid), in every inflection. */
export const EARN_VERB = String.raw`\b(?:mak(?:e|es|ing)|made|earn(?:s|ing|ed)?|clear(?:s|ing|ed)?|net(?:s|ting|ted)?|gross(?:es|ing|ed)?|bank(?:s|ing|ed)?|pocket(?:s|ing|ed)?|collect(?:s|ing|ed)?|generat(?:e|es|ing|ed)|profit(?:s|ing|ed)?|(?:pull(?:s|ing|ed)?|bring(?:s|ing)?|brought|rak(?:e|es|ing|ed)|cash(?:es|ing|ed)?)\sin|(?:take|takes|taking|took)\shome|(?:get|gets|getting|got)\spaid|hit(?:s|ting)?|averag(?:e|es|ing|ed)|charg(?:e|es|ing|ed)(?:\s\w+)?|bill(?:s|ing|ed)|rack(?:s|ing|ed)?\sup|land(?:s|ing|ed)|paid\soff|see\s(?:their|your|his|her)\sfirst|withdr(?:ew|awn)|cash(?:es|ing|ed)?\sout|turn(?:s|ing|ed)?(?:\s\w+)?\sinto)\b`;

export const rx = (source: string) => new RegExp(source, "g");

/**
 * Every place an amount of MONEY, MONEY_STRICT or a sign-or-digit amount can start: a digit, a
 * currency sign, or a word start that spells one of CURRENCY_BEFORE's prefixes, a number word,
 * "a ", "hundred", "several", "thousand" or "million" (built from the same lists, so a currency
 * added above is a start here too). Each match is one character, so every position is looked at.
 */
const AMOUNT_START = new RegExp(
  String.raw`[\d${SIGNS}]|\b(?=(?:${COUNTRY_DOLLARS})\$|${ISO_CODES}|r[s\d]|${NUMBER_WORDS}|a\s|hundred|several|thousand|million)[a-z]`,
  "g",
);

/** The offsets in `text` (folded) where an amount can start, ascending. */
export function amountStarts(text: string): number[] {
  const out: number[] = [];
  AMOUNT_START.lastIndex = 0;
  for (let m = AMOUNT_START.exec(text); m !== null; m = AMOUNT_START.exec(text)) out.push(m.index);
  return out;
}

/** Amount-led patterns (amountLed) and the sticky copy each is tried with. */
const STICKY = new WeakMap<RegExp, RegExp>();

/**
 * rx() for a pattern every match of which starts with an amount (MONEY, MONEY_STRICT, or a sign or
 * digit): rule.ts tries it only where amountStarts() says an amount can start, instead of at every
 * character (one such pattern cost about 2.3 ms over the corpus). The matches are the same.
 */
export function amountLed(source: string): RegExp {
  const pattern = rx(source);
  STICKY.set(pattern, new RegExp(source, "y"));
  return pattern;
}

/** The sticky copy of an amount-led pattern, or undefined for any other pattern. */
export const amountLedSticky = (pattern: RegExp) => STICKY.get(pattern);

/** Spaces outside character classes become "any run of spaces, hyphens or line breaks". */
function widenSpaces(pattern: string): string {
  let out = "";
  let inClass = false;
  for (let i = 0; i < pattern.length; i++) {
    const ch = pattern[i]!;
    if (ch === "\\") {
      out += ch + (pattern[i + 1] ?? "");
      i++;
    } else if (inClass) {
      if (ch === "]") inClass = false;
      out += ch;
    } else if (ch === "[") {
      inClass = true;
      out += ch;
    } else {
      out += ch === " " ? String.raw`[\s-]+` : ch;
    }
  }
  return out;
}

/**
 * A word pattern: spaces match any run of spaces, hyphens or line breaks ("done for you",
 * "done-for-you", "done\nfor you"), and the whole is bounded by word edges. When every alternative
 * starts with a word character, "no word character before" is the same test as \b, which the
 * regex engine checks far faster (it can skip ahead to a word start); otherwise the look-behind stays.
 */
export function words(...alternatives: string[]): RegExp {
  const body = alternatives.map(widenSpaces).join("|");
  const edge = startsWithWordChar(body) ? String.raw`\b` : String.raw`(?<![\w])`;
  return new RegExp(String.raw`${edge}(?:${body})(?![\w])`, "g");
}

/**
 * Phrases in scripts with no ASCII word characters (Cyrillic, Greek, Arabic, Hebrew, Devanagari,
 * Bengali, CJK, Hangul), where \b reads no word edge: spaces widened as in words(), no edges (the phrases
 * are long enough to stand alone, and their last words inflect).
 */
export function phrases(...alternatives: string[]): RegExp {
  return new RegExp(alternatives.map(widenSpaces).join("|"), "g");
}
