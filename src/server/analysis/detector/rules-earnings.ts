// Earnings claims and trading certainty: the claims the FTC acts on most. Patterns are phrase
// families (verb + amount, amount + period, figures, returns), not sentences.
import { after, before, type Match, sentenceText } from "./context";
import {
  figureSeverity,
  isBarePrice,
  isDisclosureSentence,
  isPriceOrCost,
  isValueAnchor,
} from "./money-context";
import {
  amountLed,
  EARN_VERB,
  FIGURES,
  MONEY,
  MONEY_STRICT,
  PERCENT,
  PERIOD,
  PERIOD_WORDS,
  rx,
  words,
} from "./numbers";
import type { RedFlagRule } from "./rule";

/**
 * A rate of return by the day, week or month ("Daily Profit: 2%", "3% per day", "20% monthly
 * returns", a plan's "15% ROI" over its "31 Days Duration"): a high return stated as the plan's
 * own, what regulators name "high guaranteed returns". On a whole page it stands whatever the model
 * reads (detector.ts): an investment plan's table is short cards the model does not read as a pitch.
 */
export const RATE_BY_PERIOD = rx(
  String.raw`\b(?:daily|weekly|monthly)\s(?:profits?|returns?|roi|yield|interest|earnings?|income)\s?:?\s?${PERCENT}|${PERCENT}\+?\s(?:daily|weekly|monthly|a\s(?:day|week|month))\s(?:returns?|gains?|profits?|roi)\b|${PERCENT}\s(?:a|per|each|every)\s(?:day|week|month)\b|${PERCENT}\s(?:daily|weekly|monthly)\b|${PERCENT}\s(?:roi|returns?|profits?)\b(?=[^]{0,40}?\b\d{1,3}\s?days?\s(?:duration|term|contract|cycle)\b)`,
);

/** Two amounts, the lower first, right before the match: "Alerts $75 $90 17% Monthly". */
const TWO_PRICES_BEFORE =
  /(?:[$€£₹]|r\$)\s?(\d{1,6}(?:[.,]\d{1,2})?)\s(?:[$€£₹]|r\$)\s?(\d{1,6}(?:[.,]\d{1,2})?)\s$/;
/** A pricing row's discount, not a return: the percentage is what the first of the two amounts
 *  before it takes off the second (promo price, standard price, discount, billing: "$75 $90 17%
 *  Monthly", set AL). An investment plan's row ("$500 $1000 20% weekly") is no such cut. */
function discountAfterPrices(m: Match): boolean {
  const prices = TWO_PRICES_BEFORE.exec(before(m, 40));
  const percent = /^\d+(?:\.\d+)?/.exec(m.groups[0]);
  if (prices === null || percent === null) return false;
  const low = Number(prices[1]!.replace(",", "."));
  const high = Number(prices[2]!.replace(",", "."));
  return low < high && Math.abs(100 * (1 - low / high) - Number(percent[0])) <= 1;
}

const PAY_GAP =
  /\b(?:pay|paying|payment|price|fee|cost|purchase|invest|investment|deposit|spend|spent|for|save|saving)\b/;
/** "earn 20% commission", "30% off", "30% on every sale you refer": a rate, not an income claim. */
const NOT_INCOME_AFTER =
  /^\s*(?:commission|off|discount|cashback|cash back|of (?:the|your|every|each) (?:price|sale)|on (?:every|each) (?:sale|referral|order))\b/;
const EARNING_WORDS =
  /\b(?:mak(?:e|es|ing)|made|earn\w*|clear\w*|bank\w*|pocket\w*|profit\w*|income|revenue|pull\w* in|bring\w* in|brought in|generat\w*|averag\w*|paid|cash)\b/;

/** "charge" earns only for the buyer: "you can charge clients $500", "students charge $90/hour". Not
 *  when the buyer is the one charged ("You will then be charged $100.00 monthly", set AY). */
const BUYER_CHARGES =
  /\b(?:you|you'll|you're|students?|members?|graduates?|freelancers?|coaches)\b[^.!?]{0,25}(?<!\b(?:be|been|being|get|gets|got|getting|are|is|was|were)\s+)\bcharg|\bcharg\w*\s(?:your\s)?(?:clients?|customers?|businesses)\b/;
/** "I charge $150 an hour", "my rate is $90/hour", "we bill $40 a month": the seller's price. */
const FIRST_PERSON_PRICE =
  /\b(?:(?:i|we)\s+(?:\w+\s+)?(?:charge[sd]?|bill(?:ed)?|ask(?:ed)?(?: for)?|quote[sd]?)(?:\s+\w+)?|(?:my|our)\s+(?:\w+\s+)?(?:rate|fee|price|prices|charge|charges)\s+(?:is|are|was|were|starts? at|of))\s*$/;
/** Verbs of earning or making money in the other languages of the pages we read (fr, pt, es, it, nl, de). */
const EARN_VERB_OTHER =
  "(?<![a-zà-ÿ])(?:rapport[ée]s?|gagn(?:er|é|e|ez|ons|ais|ait)|ganh(?:ar|ei|ou|e|am|amos|ando)|fatur(?:ar|ei|ou|e|am|amos)|lucr(?:ar|ei|ou|e)|guadagn(?:are|ato|o|i|a)|verdien(?:en|t|de|e|st)?|verdiend|gan(?:ar|é|ó|as|a|ando)|fiz|fez|fizeram|fa[çc]o|hac(?:er|en|es|e|emos)|hice|hizo|consegui(?:u|ram|mos)?|rentabilis(?:é|és|ée|er)|fais|fait|faire|fazer|fazendo|faturando|saquei|sacou|retir[éó])(?![a-zà-ÿ])";
const REFUNDED =
  /(?<![a-zà-ÿ])(?:estorn\w*|reembols\w*|devolv\w*|devolu\w*|refund\w*|cobrad[oa]|debitad[oa])/;
/** Money saved, not earned, between the verb and the amount ("consegui economizar mais de R$ 2.000", set Y). */
const SAVED_GAP =
  /(?<![a-zà-ÿ])(?:sav(?:e|es|ed|ing)|economiz\w*|poup\w*|ahorr\w*|[ée]conomis\w*|risparmi\w*|bespaar\w*|spar(?:en|te|t)?)(?![a-zà-ÿ])/;
/** A payment or a price between the verb and the amount in those languages ("fazer o pagamento de R$ 97"). */
const PAY_GAP_OTHER =
  /(?<![a-zà-ÿ])(?:pag\w*|pre[çc]o|precio|prix|investiment\w*|investimento|inversi[oó]n|parcelas?|taxa|tarifa|custo|costo|co[uû]t|compra|achat)(?![a-zà-ÿ])/;

export const EARNINGS_RULES: readonly RedFlagRule[] = [
  {
    category: "earnings-claim",
    negationIsRealistic: true,
    patterns: [
      // "make $10,000", "earn at least $2k", "clearing twelve grand a month", "charge clients $500 an hour"
      rx(String.raw`${EARN_VERB}((?:[^\S\n]+[\w'-]+){0,5}?)\s+(?:${MONEY_STRICT}|${FIGURES})(?:${PERIOD})?`),
      // "m'a rapporté 40 567€", "ganhei R$ 12.000 em um mês"
      rx(String.raw`${EARN_VERB_OTHER}((?:[^\S\n]+[\wà-ÿ'-]+){0,4}?)\s+\+?(?:${MONEY_STRICT})`),
      // "made 412% last quarter", "averaging 30% a month"
      rx(
        String.raw`\b(?:made|make|making|earned|earn|earning|returned|returning|gained|gaining|averag(?:e|es|ing|ed)|up|grew|growing)\s${PERCENT}`,
      ),
      // "$10,000 a month", "10,000/month", "€5k every month", "$10K months", "5k per week"
      amountLed(`(?:${MONEY})${PERIOD}`),
      // "from $0 to $30K/mo", "$10,000 retainers", "$2.3 million in sales", "N450,000 in pure profits" (set AP)
      rx(String.raw`\bfrom\s(?:${MONEY_STRICT})\s?(?:to|-)\s?(?:${MONEY_STRICT})`),
      amountLed(
        String.raw`(?:${MONEY_STRICT})\s(?:[\w-]+\s)?(?:retainers?|deals|contracts|projects|gigs|clients|paydays?|paychecks?|checks|commissions?|(?:in\s)?(?:profits?|sales|revenue|student revenue)|(?:in|of)\s(?:pure|clean|net|straight)\s(?:profits?|earnings)|(?:in|of)\searnings)\b`,
      ),
      // "add $15k to their monthly revenue"
      amountLed(
        String.raw`(?:${MONEY_STRICT})\s(?:to|onto)\s(?:your|their|his|her|my)\s(?:\w+\s)?(?:revenue|income|sales|profits?|salary|bottom line)\b`,
      ),
      // "$120K+ ROI", "$40K-$90K of ROI in the first year", "$12,310 in your pocket", "Rs 25,000 in the first month", "sold it for $47,000"
      amountLed(String.raw`(?:${MONEY})\s(?:[\w-]+\s){0,3}?(?:roi|return on investment)\b`),
      amountLed(
        String.raw`(?:${MONEY_STRICT})\s(?:in|into)\s(?:your|their|my|his|her)\s(?:pocket|bank account|bank|account|paypal)\b`,
      ),
      amountLed(
        String.raw`(?:${MONEY_STRICT})\sin\s(?:my\s|the\s|their\s|his\s|her\s|your\s)?first\s(?:day|week|month|year|launch)\b`,
      ),
      rx(String.raw`\bsold\s(?:it|them|the\s\w+|my\s\w+)\sfor\s(?:${MONEY_STRICT})`),
      // "turns $500 into $50,000"
      rx(String.raw`\bturn(?:s|ed|ing)?\s+(?:${MONEY_STRICT})\s+into\s+(?:${MONEY_STRICT})`),
      // a total of the buyers' profits, an earnings figure as a label, a figure reached by a month
      // (set AF): "$70k + In Total Subscriber Profits", "Earnings: $1,000-5,000+", "progression to
      // ₹50K by month 3"
      amountLed(
        String.raw`(?:${MONEY_STRICT})\s?\+?\s(?:in\s)?(?:total\s)?(?:subscriber|member|student|client|customer|user|trader)s?'?\s(?:profits?|earnings|gains|income|payouts?)\b`,
      ),
      rx(String.raw`\b(?:earnings|income|profits?|potential earnings|expected earnings)\s?:\s?(?:${MONEY})`),
      // "your commission could range from 10GHC to 1000ghc" (set AW, in-sample)
      rx(
        String.raw`\b(?:commissions?|earnings|income|payouts?|profits?)\s(?:could\s|can\s|will\s|may\s|would\s)?range\sfrom\s(?:${MONEY})`,
      ),
      rx(
        String.raw`\b(?:to|reach|reaching|hit|hitting)\s(?:${MONEY_STRICT})(?:${PERIOD})?\sby\s(?:month|week|day|year)\s\d+\b`,
      ),
    ],
    accept: (m) => {
      const gap = m.groups[1] ?? "";
      // "I charge $150 an hour", "we bill $90/month": the seller's own price, not an income claim
      if (/^(?:charg|bill)/.test(m.groups[0]) && !BUYER_CHARGES.test(`${before(m, 30)} ${m.groups[0]}`))
        return false;
      if (FIRST_PERSON_PRICE.test(before(m, 40))) return false;
      if (isValueAnchor(m)) return false;
      if (PAY_GAP.test(gap) || PAY_GAP_OTHER.test(gap) || SAVED_GAP.test(gap)) return false;
      if (NOT_INCOME_AFTER.test(after(m, 40))) return false;
      if (
        /\b(?:trillion|billion)\b/.test(m.groups[0]) ||
        /^\s?(?:trillion|billion|tn|bn)\b/.test(after(m, 10))
      )
        return false;
      if (m.groups[1] === undefined && (isPriceOrCost(m) || isBarePrice(m))) return false;
      return !isDisclosureSentence(m);
    },
    severity: "high",
  },
  {
    // Money that lands in the pocket or the account, in Portuguese and Spanish: "R$ 750,00 no bolso
    // todo mês", "caiu R$ 124 na minha conta", "500 € en tu bolsillo"; a refund to the buyer's
    // account is not income.
    category: "earnings-claim",
    negationIsRealistic: true,
    patterns: [
      amountLed(
        String.raw`(?:${MONEY_STRICT})(?:,\d{2})?\s(?:extras?\s)?(?:direto\s|directo\s)?(?:no|na|en)\s(?:seu\s|sua\s|meu\s|minha\s|teu\s|tua\s|tu\s|mi\s|su\s)?(?:bolso|bolsillo|conta|cuenta|pix|carteira)(?![a-zà-ÿ])`,
      ),
    ],
    accept: (m) => !REFUNDED.test(sentenceText(m)) && !isPriceOrCost(m) && !isDisclosureSentence(m),
    severity: "high",
  },
  {
    // "now earns $9,000 from her Etsy shop every month": amount and period apart, earning words near
    category: "earnings-claim",
    negationIsRealistic: true,
    patterns: [amountLed(String.raw`(?:${MONEY_STRICT})((?:[^\S\n]+[\w'-]+){1,5}?)[^\S\n]+${PERIOD_WORDS}`)],
    accept: (m) =>
      !isValueAnchor(m) &&
      EARNING_WORDS.test(m.doc.folded.slice(Math.max(0, m.start - 40), m.end)) &&
      !PAY_GAP.test(m.groups[1] ?? "") &&
      !isPriceOrCost(m) &&
      !isDisclosureSentence(m),
    severity: "high",
  },
  {
    category: "earnings-claim",
    negationIsRealistic: true,
    patterns: [
      rx(FIGURES),
      // "$1M", "1 million dollars", "$1.2 million" (a million is never a price in this copy)
      rx(
        // ("$1,2M" with a decimal comma, set S)
        String.raw`(?:[$€£]|\busd\s?)\s?\d+(?:[.,]\d{1,2})?\s?(?:m|mm|million)\b\+?|\b(?:\d+(?:\.\d+)?|a|one)\s?million\s(?:dollars|euros|pounds)\b`,
      ),
      // "20% annual returns", "gains of 3-5%"; a rate by the period ("30% a month", "Daily Profit: 14%")
      rx(
        String.raw`${PERCENT}\+?\s(?:(?:daily|weekly|monthly|annual|yearly|a\s(?:day|week|month))\s)?(?:returns?|gains?|profits?|roi)\b|\b(?:returns?|gains?|profits?|roi)\sof\s${PERCENT}`,
      ),
      RATE_BY_PERIOD,
      words(
        "full time income",
        // "make a living", "make a (really good) living"
        "(?:make|earn|making|earning) a (?:\\(?(?:really |very |truly )?(?:good|great|decent|comfortable|nice|solid)\\)? |full time )?living",
        "replac(?:e|es|ing) (?:part of |some of |all of |half of )?(?:your|my|their|his|her) (?:salary|income|paycheck|pay check|wages?|job)",
        "double (?:your|their|my) (?:income|money|salary|account|investment)(?! back)",
        "triple (?:your|their|my) (?:income|money|account)",
        // a results multiple and the road to wealth (set AD): "10x Your Current Results", "the fastest,
        // most reliable and automatic way to make money online", "Your One-Way Ticket to Wealth"
        "(?:5|10|20|50|100)x (?:your|their|my) (?:current )?(?:results|income|revenue|sales|business|profits?|earnings)",
        "(?:fastest|easiest|quickest|simplest|surest|most reliable|automatic)(?:,? (?:and )?(?:fastest|easiest|quickest|simplest|surest|most reliable|automatic))* way to (?:make|earn) (?:money|cash|an income)",
        "(?:one way |golden )?ticket to (?:wealth|riches|financial freedom|a fortune)",
        // wealth created, money made by the week, one's own millions (set BC, in-sample): "create immense
        // wealth through the Forex market", "start making money weekly", "I have made my own millions"
        "creat(?:e|es|ing) (?:immense|massive|huge|enormous|generational|serious|lasting|incredible) wealth",
        "making money (?:daily|weekly|monthly|every (?:day|week|month))",
        "(?:made|make|making) (?:my|their|his|her) own millions",
        // "multiply your income", "earning 3x more"
        "multiply (?:your|their|my) (?:income|revenue|sales|profits?|earnings)",
        "(?:earn|earns|earning|earned|make|makes|making|made) (?:\\d+|two|three|four|five|ten)\\s?(?:x|times) (?:more|what)",
        "(?:earn|earned|earning|make|made|making) more than (?:your|their|my|his|her) (?:parents|boss|salary|job|friends|doctor|lawyer)",
        "get rich(?! quick)",
        "(?:make|earn) a fortune",
        "(?:serious|massive|insane|crazy|huge|life changing|big) (?:new |extra |second )?(?:money|income|profits|cash)",
        "(?:massive|huge|serious|lucrative|steady|reliable|consistent) (?:new |extra |second |parallel |side )?(?:income|revenue|cash) streams?",
        // income raised from home, large profits for a small stake (set AH): "Increase Your Income From
        // Home Today!", "Unlock substantial profits with minimal investment"
        "(?:increase|boost|grow|raise|double|multiply) (?:your|their) (?:monthly |daily )?income (?:from home|online|working from home|from your (?:couch|laptop|phone))",
        // money as dollar signs, no figure (set AL): "the potential to earn $$$ trading Forex"
        "(?:earn|earning|make|making|rake in|raking in|pull in|bank) \\$\\$\\$+",
        "(?:substantial|huge|big|massive|high|great|serious) (?:profits?|returns?|income|gains) (?:with|from|for) (?:a )?(?:minimal|little|low|small|very little|tiny) (?:investment|capital|outlay|effort)",
        "never worry about money again",
        // profits promised as great, no figure (set AR): "the profits can be awesome!"
        "(?:the |your )?(?:profits?|earnings|income) (?:can|will) be (?:truly |really |absolutely )?(?:awesome|amazing|incredible|insane|life changing|unlimited|limitless|endless|astronomical)",
        // a large sum without a figure (set AJ): "a devilish sum of money", "make so much money that"
        "(?:devilish|tidy|handsome|insane|crazy|obscene|ridiculous|serious|huge|massive) sums? of money",
        "(?:make|earn|making|earning) so much (?:money|cash)",
        "big bucks",
        // "broadcast for some good money", "make good money" (set AW, in-sample)
        // (and "signals ... that will make you good money", set AY, in-sample)
        "(?:make|makes|making|earn|earns|earning|for) (?:you )?(?:some |really |very )?good money",
        // a pay plan sold as lucrative (set BA, in-sample): "Highly Lucrative Compensation Plan"
        "(?:highly |very |most |extremely )?lucrative (?:compensation|comp|pay|commission|income) plan",
        // a plan card's total profit as a share (set AY, in-sample): "Total Profits: 750%"
        "total profits?\\s?:?\\s?\\d+(?:\\.\\d+)?\\s?%",
        // "transform aspiring traders into profitable professionals" (set AW, in-sample)
        "(?:turn|turns|turning|transform|transforms|transforming) (?:[a-z-]+ ){0,3}into (?:consistently )?profitable (?:traders|professionals|investors|sellers|entrepreneurs)",
        "print(?:ing)? money",
        // money for ever, and the fee made back many times (set S, in-sample)
        "(?:forever|always) (?:make|earn) money|(?:make|earn|making|earning) money (?:for life|forever|for the rest of your life)",
        "(?:make|earn|making|earning|made) (?:back )?\\d+\\s?(?:x|times)(?: to \\d+\\s?(?:x|times))? (?:of |on )?(?:the|your|their) (?:entire |whole )?(?:program(?:me)? |course )?(?:fee|price|investment|cost)",
        "(?:insanely|wildly|ridiculously|crazy|stupidly|massively) profitable",
        // a small outlay for a large profit (set V, in-sample, its Spanish form; es, pt, fr in rules-languages.ts)
        "low (?:investment|start-?up costs?|outlay),? (?:and |with )?high (?:profits?|returns?|income|margins?)",
        // "turn your profile into a sales machine" (set Q, in-sample, its Portuguese form)
        "(?:into|become|becomes|becoming) (?:a|an|your|their) (?:[a-z-]+ )?(?:money|cash|sales|profit|revenue)[ -](?:making |printing |generating )?machine",
        "money printing",
        "(?:tens|hundreds) of thousands(?: of (?:dollars|euros|pounds))?",
        "(?:made|make|making|earned|earn|earning|generated|withdrawn) (?:[a-z]+ ){0,2}(?:hundreds|thousands) of (?:dollars|euros|pounds|rands?)",
        "(?:mehrere|einige|viele|ein paar) ?(?:hundert|tausend) (?:euro|dollar)(?: [a-zäöüß]+){0,5} verdient",
        "(?:made|make|makes|making|turned|turn|turns) (?:[a-z]+ ){1,4}millionaires",
        "(?:\\d+|a|one|two|three|multi)[ -]?(?:million|billion)[ -]dollar (?:business|businesses|company|companies|brands?|empire)",
        "(?:100s|1000s|1,000s|hundreds|thousands) of (?:new )?(?:sales|customers|buyers|orders) (?:each|every|a|per) (?:and every )?(?:single )?day",
        // a count of sales by the day (set Y, in-sample): "20 Daily Sales From One Book", "20 sales every day"
        "\\d+ (?:daily sales|sales (?:each|every|a|per) (?:single )?day|sales daily)",
        "(?:generat\\w*|mak(?:e|es|ing)|earn(?:s|ing)?) (?:a )?(?:consistent|steady|reliable|recurring|predictable|regular) (?:monthly |daily |weekly )?(?:income|living|cash ?flow)",
        // (and "consistent trading profits", set AH)
        "(?:consistent|steady) (?:trading |monthly |daily |weekly |forex |crypto )?profits",
        // a financial life changed (set AG, its Portuguese form): "change your financial life"
        "(?:change|changes|transform|transforms|turn around) (?:your|their) financial (?:life|future|situation)",
        // apps that pay, and sharing to earn (set AG, their Portuguese forms)
        "(?:apps?|applications|sites|websites|platforms) that (?:really |actually )?pay(?: you| real money| out)?(?! for)",
        "(?:just|simply|only) (?:share|post|click|refer) (?:and|&) (?:earn|get paid|make money)",
        "(?:earn|make|earning|making) (?:the )?(?:salary|income|money|pay) (?:you|they) (?:truly |really )?deserve",
        "easy (?:wins?|money|cash|profits?)",
        "high[ -]income skills?",
        "(?:triplicaram|dobraram|duplicaram|triplicou|dobrou|duplicou)",
        "(?:doubled|tripled|doubling|tripling|double|triple) (?:my|our|their|your|his|her) (?:[a-z]+ )?(?:sales|revenue|income|conversions?|conversion rate|leads|profits?|business)",
        // a stake or an account grown (set AF): "I tripled my ETH stack last month alone"
        "(?:doubled|tripled|quadrupled|10x'?e?d) (?:my|our|their|his|her) (?:[a-z]+ )?(?:stack|account|portfolio|capital|savings|holdings|bag)",
        // profits made with the seller's signals (set AF): "traders using our signals to profit"
        "(?:using|use|uses|with|following|follow) (?:our|my|these|the) (?:signals?|alerts?|calls|tips|system|strategy|bot|method) to (?:profit|make money|make profits?|earn)",
        "(?:boost|increase|grow|skyrocket|explode|multiply|raise)\\w* (?:[a-z-]+ ){0,6}by (?:up ?to |upto |over |as much as )?\\d+%",
        "(?:covers?|covered|pays? for|paid for) (?:my|your|the|its|their) (?:[a-z]+ )?(?:membership|investment|subscription|fee|course|program)",
      ),
    ],
    accept: (m) =>
      !isDisclosureSentence(m) &&
      !/^\s*(?:commission|off|discount)/.test(after(m, 20)) &&
      !discountAfterPrices(m),
    severity: figureSeverity,
  },
  {
    category: "trading-certainty",
    negationIsRealistic: true,
    patterns: [
      amountLed(
        // "80% Accuracy", also as a stat block's figure and caption ("80%" then "Accuracy" below it)
        String.raw`${PERCENT}\s{0,3}\+?\s?(?:(?:historical|historic|average|avg\.?|proven|verified|overall|signal|monthly|weekly|daily)\s){0,2}(?:win[\s-]?rate|winning trades|accuracy|accurate|success rate|hit rate|strike rate|winners|prediction rate)\b`,
      ),
      // "winning over 90% of your trades" (set Y, in-sample)
      rx(
        String.raw`\b(?:win|wins|winning|won)\s(?:over\s|more\sthan\s|up\sto\s)?${PERCENT}\sof\s(?:your\s|our\s|their\s|my\s|the\s|all\s)?(?:trades|bets|signals)\b`,
      ),
      rx(String.raw`\bwin[\s-]?rate\sof\s${PERCENT}`),
      rx(String.raw`\bwins?\s(?:\d+|nine|eight|seven)\s(?:out\sof|of|in)\s(?:\d+|ten)\s(?:trades|times)\b`),
      // "profits in 47 straight months", "18 consecutive winning weeks"
      rx(
        String.raw`(?<![\w.,])(?:\d+|\w+teen|twenty|thirty|forty|fifty)\s(?:straight|consecutive|winning|green|profitable)\s(?:\w+\s)?(?:months|weeks|days|years|trades|quarters)\b`,
      ),
      words(
        "never lose (?:a |another |any )?(?:trade|trades|money|bet)",
        "can'?t[\\s-]+lose",
        "cannot lose",
        "no losing (?:trades|months|weeks|days|years)",
        "(?:have|has) not had a (?:losing|down|red|negative) (?:month|week|trade|year|day|quarter)",
        "never (?:had|have|has) a (?:losing|down|red|negative) (?:month|week|trade|year|day|quarter)",
        "(?:zero|no) drawdowns?",
        "(?:hasn't|has not|haven't|have not|never) been wrong",
        "(?:perfect|flawless|100%) (?:track record|record)",
        "\\d+ pips (?:a|per|every) (?:day|week|month)",
        // a pip count by the period as a stat card (set AP): "+2,450 Avg monthly pips"
        "(?<![\\d,.])\\d[\\d,.]* (?:avg\\.? |average )?(?:daily|weekly|monthly) pips",
        "every (?:single )?trade (?:[a-z]+ ){0,4}(?:has been |was |is )?(?:a winner|profitable|green|in profit)",
        "without a (?:single )?(?:losing (?:trade|month|week)|loss)",
        "guaranteed (?:pips|trades|winning trades|wins|winners|profits? on every trade)",
        "risk free (?:trades|trading|profits|returns)",
        "100% (?:accurate|win|success)",
        "sure fire (?:trades|signals|picks)",
        // "High-Accuracy Trading Signals" (set AD)
        "high accuracy (?:trading |forex |crypto )?(?:signals?|trades?|calls?|tips?|picks?)",
        // signals sold as profitable (set AF): "You will receive profitable trading signals daily"
        "profitable (?:(?:trading|forex|crypto|stock) ){0,2}(?:signals?|alerts?|calls|tips|picks)",
        // every trade a winner, and a strategy "proven 100%" (set AH): "Turn Every Trade Into a Win"
        "turn (?:every|each|all) (?:single )?(?:trade|trades|bet|bets|signal) into (?:a )?(?:win|winner|profit)s?",
        "(?:proven 100|100% proven)%? (?:strategy|system|method|signals?|formula)",
        // a stock-tip service's certain winners: "Sureshot calls", "Confirmed Jackpot Calls" (set AB)
        "sure(?:shot| shot) (?:calls?|tips?|trades?|signals?|picks?|profits?|returns?|stocks?)",
        "jackpot (?:calls?|tips?|trades?|signals?|picks?|stocks?)",
        // "trading is easy and very profitable"
        "(?:easy|simple) and (?:very |highly |extremely |really |hugely |super )?(?:profitable|lucrative)",
        // a robot's profits with no hand on them, and a backtest's figure as proof (set T, in-sample)
        "(?:100% |fully |completely |totally )(?:automated|automatic|autopilot|hands[ -]free) (?:[a-z]+ ){0,2}(?:profits?|income|gains|returns|trading system|profitable)",
        "proof of (?:profitability|profits?)",
        "profit factor of \\d+(?:\\.\\d+)?",
      ),
    ],
  },
];
