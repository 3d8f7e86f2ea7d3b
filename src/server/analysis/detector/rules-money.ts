// Rules about money and outcomes: earnings claims, trading certainty, guarantees, fast results,
// testimonials and market-size hype. Each pattern is a general phrase family, not a sentence.
import type { Severity } from "../../../shared/contracts/analysis";
import { after, before, type Match, sentenceOf, sentenceText } from "./context";
import { EARN_VERB, FIGURES, MONEY, PERCENT, PERIOD, rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";

/** Money with a sign, a multiplier or a currency word; bare "2,300" is not money without a period. */
const MONEY_STRICT = String.raw`(?:[$€£]|\bus\$|\b(?:usd|eur|gbp)\s?)\s?\d[\d,.]*(?:\s?(?:k|m|mm|million|thousand|grand)\b)?\+?|(?<![\w$€£.,])\d+(?:\.\d+)?\s?(?:k|m)\b\+?|(?:(?<![\w.,])\d[\d,.]*|\b(?:ten|twenty|fifty|a hundred|one|a))\s(?:thousand|million)(?:\s(?:dollars|euros|pounds|bucks))?\b|(?<![\w$€£.,])\d[\d,.]*\s(?:dollars|euros|pounds|bucks)\b`;

/** Sentences that report a distribution of results rather than promise one. */
const DISCLOSURE_MARKER =
  /\b(?:median|survey|disclosure|reported|according to|fewer than|typical(?:ly)? (?:student|member|participant|graduate|buyer)s? (?:earned|earns|made|makes))\b|\$0\s?-|(?<!from\s)\$0(?!\.?\d|,\d)(?!\s?(?:to|-)\s)/;

export const isDisclosureSentence = (match: Match) => DISCLOSURE_MARKER.test(sentenceText(match));

const MONEY_IN_TEXT = new RegExp(
  String.raw`${MONEY_STRICT}|${FIGURES}|\b(?:income|profit|profits|earn|earning|earnings|money|cash|paid|rich|salary|wealth|returns)\b`,
);

/** The match or its sentence talks about money. */
const aboutMoney = (match: Match) => MONEY_IN_TEXT.test(sentenceText(match));

const PAY_GAP =
  /\b(?:pay|paying|payment|price|fee|cost|purchase|invest|investment|deposit|spend|spent|for)\b/;
const NOT_INCOME_AFTER =
  /^\s*(?:commission|off|discount|cashback|cash back|of (?:the|your) (?:price|sale))\b/;

const figureSeverity = (match: Match): Severity =>
  /\d|figure|million|thousand/.test(match.doc.folded.slice(match.start, match.end)) ? "high" : "medium";

export const MONEY_RULES: readonly RedFlagRule[] = [
  {
    category: "earnings-claim",
    negationIsRealistic: true,
    patterns: [
      // "make $10,000", "earn at least $2k", "banked $212,000", "made 412%", "see their first $1,000"
      rx(String.raw`${EARN_VERB}((?:\s+[\w'-]+){0,4}?)\s+(?:${MONEY_STRICT}|${FIGURES})(?:${PERIOD})?`),
      // "made 412% last quarter" (a percentage right after the verb; "earn 20% commission" is excluded below)
      rx(String.raw`\b(?:made|make|making|earned|earn|earning|returned|gained|up)\s${PERCENT}`),
      // "$10,000 a month", "10,000/month", "€5k every month", "$10K months", "5k per week"
      rx(`(?:${MONEY})${PERIOD}`),
      // "from $0 to $30K/mo", "$10,000 retainers", "$2.3 million in sales"
      rx(String.raw`\bfrom\s(?:${MONEY_STRICT})\s?(?:to|-)\s?(?:${MONEY_STRICT})`),
      rx(
        String.raw`(?:${MONEY_STRICT})\s(?:retainers?|deals|contracts|paydays?|paychecks?|checks|commissions?|(?:in\s)?(?:profits?|sales|revenue))\b`,
      ),
      // "turns $500 into $50,000"
      rx(String.raw`\bturn(?:s|ed|ing)?\s+(?:${MONEY_STRICT})\s+into\s+(?:${MONEY_STRICT})`),
    ],
    accept: (m) => {
      const gap = m.groups[1] ?? "";
      if (PAY_GAP.test(gap)) return false;
      if (NOT_INCOME_AFTER.test(after(m, 30))) return false;
      if (/\b(?:trillion|billion)\b/.test(m.groups[0])) return false;
      if (m.groups[1] === undefined && isPriceOrCost(m)) return false;
      return !isDisclosureSentence(m);
    },
    severity: "high",
  },
  {
    category: "earnings-claim",
    negationIsRealistic: true,
    patterns: [
      rx(FIGURES),
      // "$1M", "1 million dollars", "$1.2 million" (a million is never a price in this copy)
      rx(
        String.raw`(?:[$€£]|\busd\s?)\s?\d+(?:\.\d+)?\s?(?:m|mm|million)\b\+?|\b(?:\d+(?:\.\d+)?|a|one)\s?million\s(?:dollars|euros|pounds)\b`,
      ),
      // "20% monthly returns", "gains of 3-5% a day", "double your account"
      rx(
        String.raw`${PERCENT}\s(?:(?:daily|weekly|monthly|annual|yearly|a\s(?:day|week|month))\s)?(?:returns?|gains?|profits?|roi)\b|\b(?:returns?|gains?|profits?|roi)\sof\s${PERCENT}`,
      ),
      words(
        "full time income",
        "replace (?:your|my|their) (?:salary|income|paycheck|pay check|job)",
        "double (?:your|their|my) (?:income|money|salary|account|investment)",
        "triple (?:your|their|my) (?:income|money|account)",
        "get rich(?! quick)",
        "(?:make|earn) a fortune",
        "never worry about money again",
      ),
    ],
    accept: (m) => !isDisclosureSentence(m),
    severity: figureSeverity,
  },
  {
    category: "trading-certainty",
    negationIsRealistic: true,
    patterns: [
      rx(
        String.raw`${PERCENT}\s?(?:win[\s-]?rate|winning trades|accuracy|accurate|success rate|hit rate|strike rate|winners)\b`,
      ),
      rx(String.raw`\bwin[\s-]?rate\sof\s${PERCENT}`),
      rx(String.raw`\bwins?\s(?:\d+|nine|eight|seven)\s(?:out\sof|of|in)\s(?:\d+|ten)\s(?:trades|times)\b`),
      words(
        "never lose (?:a |another |any )?(?:trade|trades|money|bet)",
        "can'?t[\\s-]+lose",
        "cannot lose",
        "no losing (?:trades|months|weeks|days|years)",
        "(?:have|has) not had a losing (?:month|week|trade|year)",
        "never (?:had|have) a losing (?:month|week|trade|year)",
        "guaranteed (?:pips|trades|winning trades|wins|profits? on every trade)",
        "risk free (?:trades|trading|profits)",
        "100% accurate",
        "sure fire (?:trades|signals|picks)",
      ),
    ],
  },
  {
    category: "guarantee",
    negationIsRealistic: true,
    patterns: [
      rx(
        String.raw`\bguarantee[ds]?\s(?:that\s)?(?:you(?:'ll|\swill)?|your)\s(?:\w+\s){0,2}?(?:make|earn|profit|income|earnings|get paid|money|succeed|results|success)\b`,
      ),
      rx(
        String.raw`\bguaranteed?\s(?:\w+\s){0,2}?(?:income|profits?|money|earnings|returns?|paychecks?|cash|sales|clients|commissions?|results|success|approval|path to (?:income|wealth|success))\b`,
      ),
      rx(
        String.raw`\bguarantee\sof\s(?:\w+\s)?(?:income|profits?|earnings|returns?|money|results|success)\b`,
      ),
      rx(
        String.raw`\b(?:income|profits?|earnings|returns?|money|results|success|sales|clients|approval)\s(?:is\s|are\s)?guaranteed\b`,
      ),
      rx(
        String.raw`\b(?:will|would|can|is going to)\s(?:\w+\s)?make you (?:rich|wealthy|a millionaire|money)\b`,
      ),
      rx(String.raw`(?:\b100%\s)?\bguaranteed(?=\s*(?:[.!,)*]|$))`),
      rx(String.raw`\bguaranteed\sto\s[a-z]+`),
      // "If you don't make money, I'll coach you until you do": a results guarantee in other words
      rx(
        String.raw`\bif you (?:don't|do not) (?:make|earn|see|get|profit|succeed)\b[^.!?\n]{0,60}?\b(?:until you do|refund|money back|for free|pay you|coach you)\b`,
      ),
      words(
        "risk free",
        "zero risk",
        "no risk",
        "or (?:it's|its) free",
        "or (?:you )?don't pay",
        "or we (?:pay you|refund double)",
      ),
    ],
    accept: (m) => !/\b(?:money[\s-]back|satisfaction|refund)\s*$/.test(before(m, 20)),
    severity: (m) =>
      /\b(?:income|profits?|money|earn\w*|make|rich|wealthy|cash|paychecks?|commissions?|returns?)\b/.test(
        m.groups[0],
      ) ||
      (/\bguaranteed$/.test(m.groups[0]) && aboutMoney(m))
        ? "high"
        : "medium",
  },
  {
    category: "fast-results",
    negationIsRealistic: true,
    patterns: [
      rx(
        String.raw`\b(?:in|within|under|inside)\s(?:just\s|only\s|under\s|less\sthan\s)?(?:your\s|their\s|his\s|her\s|the\s)?(?:first\s)?(?:\d+|a|one|two|three|four|five|six|seven|eight|ten|fourteen|thirty|sixty|ninety)\s(minutes?|hours?|days?|weeks?|months?)\b`,
      ),
      rx(String.raw`\bin\s(?:your|his|her|their|the)\sfirst\s(?:day|week|month)\b|\bin\sunder\sa\syear\b`),
      words(
        "overnight",
        "from day one",
        "on day one",
        "on day 1",
        "starting (?:today|tomorrow|next week|this week)",
        "by the end of (?:the|this|next) (?:week|month)",
        "next (?:week|month)",
        "in no time",
        "instant(?:ly)? (?:results|income|cash|profits?|money)",
        "(?:fast|quick|rapid|instant) (?:results|cash|money|profits?)",
        "results (?:fast|quickly|in days)",
        "get rich quick",
        "start (?:making|earning) (?:money )?today",
      ),
    ],
    accept: (m) => {
      const unit = m.groups[1];
      if (unit !== undefined) {
        const amount = m.groups[0].match(/\d+|a|one|two|three|four|five|six|seven|eight|ten/g)?.at(-1) ?? "";
        const n = Number(amount) || WORD_NUMBERS[amount] || 1;
        if (/^months?$/.test(unit) && n > 12) return false;
        if (/^weeks?$/.test(unit) && n > 12) return false;
        if (/\b(?:refund|money[\s-]back|return|cancel|trial|access)\w*[\s\w-]{0,12}$/.test(before(m, 30)))
          return false;
        // A timeframe inside refund terms is a condition, not a promise (unless money is promised too).
        const sentence = sentenceText(m);
        if (/refund|money[\s-]back/.test(sentence) && !/\b(?:make|earn|made|earned)\b/.test(sentence))
          return false;
        if (
          /^\s*(?:of\s(?:purchase|buying|joining|enrol\w*)|for\sa\srefund|money[\s-]back|refund)/.test(
            after(m, 25),
          )
        )
          return false;
      }
      if (/^(?:fast|quick|rapid|instant|overnight|get rich)/.test(m.groups[0])) return true;
      return hasOutcomeCue(m);
    },
  },
];

const WORD_NUMBERS: Record<string, number> = {
  a: 1,
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  ten: 10,
};

const OUTCOME_CUE = new RegExp(
  String.raw`${MONEY_STRICT}|${FIGURES}|\b(?:make|making|made|earn\w*|income|sales?|clients?|results|profit\w*|rich|money|cash|quit|replace|double|financially|pays?|paid|salary|millionaire)\b`,
);

/** Fast-results timeframes only count next to an outcome (money, sales, clients), here or in the sentence before. */
function hasOutcomeCue(m: Match): boolean {
  const [start, end] = sentenceOf(m.doc, m.start);
  const [prevStart] = start > 0 ? sentenceOf(m.doc, start - 1) : [start];
  return OUTCOME_CUE.test(m.doc.folded.slice(prevStart, Math.max(end, m.end)));
}

const PRICE_CONTEXT_BEFORE =
  /\b(?:price|prices|priced|cost|costs|fee|fees|pay|paying|payment|tuition|licen[cs]es?|subscription|plan|for|only|just|regular|regularly|was|now|save|off|budget|deposit|charge|charged|at)\b[^a-z]*(?:the\s|a\s|an\s)?$|\(\s*$/;
const PRICE_CONTEXT_AFTER =
  /^\s*\)?\s*(?:[\w-]+\s+){0,2}?(?:toolkit|tool|tools|software|subscription|licen[cs]es?|membership|payment|plan|fee|access|upgrade|tier|coaching|mastermind|course|program|programme|bundle|package|after)\b/;

/** "$97/month Pro toolkit", "for $27/month", "($129/month)": an amount someone pays, not earns. */
function isPriceOrCost(m: Match): boolean {
  return PRICE_CONTEXT_BEFORE.test(before(m, 30)) || PRICE_CONTEXT_AFTER.test(after(m, 40));
}
