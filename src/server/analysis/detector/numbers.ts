// Money, period and figure patterns shared by the rules, as regex source strings over folded text
// (lower case, ASCII hyphens). Written once here so "$10k", "10,000/month", "six figures" and
// "€5k every month" are the same thing to every rule that asks "is this an amount of money?".

/** A number: 10,000 / 10.000 / 12.5 / 497. */
const AMOUNT = String.raw`\d{1,3}(?:[,.]\d{3})+(?:\.\d+)?|\d+(?:\.\d+)?`;
const WORD_NUMBER =
  "(?:one|two|three|four|five|six|seven|eight|nine|ten|twenty|thirty|fifty|a hundred|hundred|a few)";
const MULTIPLIER = String.raw`(?:\s?(?:k|m|mm|mil|million|thousand|grand)\b)`;
const CURRENCY_WORD = String.raw`(?:dollars|bucks|euros|pounds|usd|eur|gbp)\b`;

/** One amount of money in any of its written forms. */
const MONEY_ONE = [
  // $10k, $10,000, € 5k, USD 5000, US$1.2 million
  String.raw`(?:[$€£]|\bus\$|\b(?:usd|eur|gbp)\s?)\s?(?:${AMOUNT})${MULTIPLIER}?\+?`,
  // 5k, 10K, 12.5k, 1.2m (a bare multiplier is money often enough in this copy)
  String.raw`(?<![\w$€£.,])(?:\d+(?:\.\d+)?)\s?(?:k|m)\b\+?`,
  // 10,000 (comma thousands without a currency sign: the period after it makes it money)
  String.raw`(?<![\w$€£.,])\d{1,3}(?:,\d{3})+\+?`,
  // 10 thousand dollars, 1 million dollars, 500 dollars
  String.raw`(?<![\w$€£.,])(?:${AMOUNT})\s?(?:thousand|million)?\s?${CURRENCY_WORD}`,
  String.raw`(?<![\w$€£.,])(?:${AMOUNT})\s(?:thousand|million)\b`,
  // ten thousand dollars a month, a million dollars
  String.raw`\b(?:${WORD_NUMBER}\s)?(?:thousand|million)\s${CURRENCY_WORD}`,
  String.raw`\ba\smillion\b`,
].join("|");

/** An amount or a range of amounts ("$1,000-$3,000", "$200 to $1,000"). */
export const MONEY = String.raw`(?:(?:${MONEY_ONE})(?:\s?(?:-|to)\s?(?:${MONEY_ONE}))?)`;

/** "a month", "/mo", "per day", "every single week", "monthly", "months" (as in "$10k months"). */
export const PERIOD = String.raw`(?:\s?(?:\/\s?|\bper\s|\ba\s|\ban\s|\beach\s|\bevery\s(?:single\s)?|\bin\s(?:a|one|your\sfirst)\s)(?:day|week|month|year|hour|hr|mo|wk|yr|quarter)\b|\s(?:daily|weekly|monthly|yearly|annually)\b|\s(?:months|days|weeks)\b|-(?:a|per)-(?:day|week|month)\b)`;

/** "six figures", "6-figure", "seven-figure", "7 figures", "five figures a month". */
export const FIGURES = String.raw`\b(?:five|six|seven|eight|nine|multi|5|6|7|8|9)[-\s]?figures?\b`;

/** "20%", "3-5%", "98.5 %". */
export const PERCENT = String.raw`\b\d+(?:\.\d+)?(?:\s?-\s?\d+(?:\.\d+)?)?\s?%`;

/** Words that turn an amount into something earned (not something paid). */
export const EARN_VERB = String.raw`\b(?:make|makes|making|made|earn|earns|earning|earned|pull(?:s|ing|ed)?\sin|bring(?:s|ing)?\sin|brought\sin|rake(?:s|d)?\sin|raking\sin|generat(?:e|es|ed|ing)|bank(?:s|ed|ing)?|profit(?:s|ed|ing)?|net(?:s|ted)?|clear(?:s|ed)?|collect(?:s|ed)?|pocket(?:s|ed)?|take\shome|took\shome|get\spaid|got\spaid|hit|hits|hitting|average|averages|averaging|see\s(?:their|your|his|her)\sfirst|turn(?:s|ed)?(?:\s\w+)?\sinto)\b`;

export const rx = (source: string) => new RegExp(source, "g");

/**
 * A word pattern: spaces match any run of spaces, hyphens or line breaks ("done for you",
 * "done-for-you", "done\nfor you"), and the whole is bounded by word edges.
 */
export function words(...alternatives: string[]): RegExp {
  const body = alternatives.map((a) => a.replace(/ /g, String.raw`[\s-]+`)).join("|");
  return new RegExp(String.raw`(?<![\w])(?:${body})(?![\w])`, "g");
}
