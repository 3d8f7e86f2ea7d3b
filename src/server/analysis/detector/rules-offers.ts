// Families of hype that carry no earnings figure or that sit in the offer rather than the promise,
// found missing on real sales pages (docs/detector.md, "Real pages"): income pictured as abundance
// ("cash pouring in", "wheelbarrows of money"), income that "pays you every month", a money figure in
// a product's name ("the $20K Launch Playbook"), growth to a figure ("take your shop to $50k"),
// permanent profit and account flipping in trading, "works even if" promises, counted scarcity
// ("capped at 30 attendees", "9 people viewing this now") and deep-discount anchors ("save 80%",
// "$199 -> $49"). Phrase families, not sentences; English here, the other languages in
// rules-languages.ts.
import { before, type Match } from "./context";
import { isDisclosureSentence, isPriceOrCost, isValueAnchor } from "./money-context";
import { amountLed, MONEY_STRICT, rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";

/** A discount counts as an anchor when it takes at least this share off. */
export const DEEP_DISCOUNT = 50;

/** The first number in a phrase ("$1,997" -> 1997, "90%" -> 90), or NaN. */
export function firstNumber(phrase: string): number {
  const m = /\d[\d,.]*/.exec(phrase);
  if (!m) return Number.NaN;
  const digits = m[0].replace(/[.,](?=\d{3}(?!\d))/g, "").replace(",", ".");
  return Number.parseFloat(digits);
}

/** Every number in a phrase, in order. */
function numbersIn(phrase: string): number[] {
  return (phrase.match(/\d[\d,.]*\d|\d/g) ?? []).map(firstNumber);
}

/** "save 80%", "75% off": at least DEEP_DISCOUNT percent (a shallow discount is ordinary pricing). */
export const deepDiscount = (m: Match) => {
  const pct = /(\d+(?:[.,]\d+)?)\s?%/.exec(m.groups[0]);
  return pct !== null && Number.parseFloat(pct[1]!.replace(",", ".")) >= DEEP_DISCOUNT;
};

/** "$199 -> $49", "was $300, now $90": the first amount above the last. */
const anchorAboveToday = (m: Match) => {
  const amounts = numbersIn(m.groups[0]);
  return amounts.length >= 2 && amounts[0]! > amounts.at(-1)!;
};

const MULTIPLIED_MONEY = String.raw`(?:[$€£₹₦]|\br\$)\s?\d+(?:[.,]\d+)?\s?(?:k|m|mm|million)\b\+?|(?<![\w$€£.,])\d+(?:[.,]\d+)?\s?k\b\+?`;
const PRODUCT_WORD =
  "(?:formula|blueprint|system|method|playbook|framework|challenge|accelerator|machine|club|roadmap|masterclass|secrets?|launch|funnel|code|template|model|academy|bootcamp|mastermind|method)";
// a count starts where no digit, comma or point is before it, so a run of "1,1,1..." is read once
const COUNTED = String.raw`(?:(?<![\d,.])\d[\d,]*|a (?:few|handful of)|a couple of|two|three|four|five|six|seven|eight|nine|ten|twelve|fifteen|twenty|fifty|a hundred)`;
const PEOPLE =
  "(?:people|persons|participants|attendees|students|members|buyers|customers|clients|spots|seats|places|slots|copies|units|licen[cs]es|entries|applicants|founders|families)";

export const OFFER_RULES: readonly RedFlagRule[] = [
  {
    // Income as abundance: no figure, the picture does the promising.
    category: "earnings-claim",
    severity: "medium",
    negationIsRealistic: true,
    patterns: [
      words(
        "(?:truck|boat|bucket|ship|wheelbarrow|car|barrel)loads? of (?:money|cash|dollars|profits?|sales|commissions?)",
        "(?:tons|loads|piles|heaps|stacks|mountains|buckets|oodles|wads|bags|boatloads|truckloads|floods|rivers|streams) of (?:money|cash|dollars|profits?|commissions?)",
        "(?:the |your |their )?(?:money|cash|dollars|profits?|commissions?|payments?|sales) (?:will |start(?:s)? |keep(?:s)? |just |to )?(?:roll|rolling|rolls|pour|pouring|pours|flow|flowing|flows|flood|flooding|floods|stream|streaming|streams|rain|raining|rains|pile|piling|piles) (?:right |straight |steadily )?in",
        "(?:watch|see|watching|seeing) (?:the |your )?(?:money|cash|dollars|profits?|commissions?|sales) (?:roll|pour|flow|flood|stream|rain|pile|come|coming|rolling|pouring|flowing) (?:right |straight )?in",
        "(?:drive|drives|driving|funnel|funnels|send|sends|sending|pump|pumps|pumping|flood|floods|direct)s? (?:[a-z]+ ){0,2}(?:money|cash|dollars|profits?|income) (?:in)?to your (?:bank(?: account)?|account|pocket|paypal|wallet)",
        "(?:money|cash|profits?|dollars) (?:hitting|landing in|flooding into|pouring into) your (?:bank(?: account)?|account|paypal|wallet)",
        "escap(?:e|ing) (?:from )?(?:poverty|the rat race|the 9 to 5|broke)",
        // wealth by manifestation, a code or a frequency: en, pt, es
        "(?:abundance|wealth|money|prosperity) (?:codes?|frequenc(?:y|ies)|manifestations?|activations?)",
        "(?:attract|attracts|attracting|manifest|manifests|manifesting|rewire|rewires|rewiring) (?:more |your |the )?(?:wealth|money|abundance|prosperity|riches)",
        "(?:fluxo|c[óo]digos?|frequ[êe]ncias?|energia|im[ãa]) (?:de |da |do )(?:abund[âa]ncia|riqueza|prosperidade|dinheiro)",
        "(?:reconect\\w*|reprogram\\w*|sintoniz\\w*) (?:a |sua |seu |o |tu |su )?(?:mente|c[ée]rebro|subconsciente)? ?(?:com |con |para |à |a )?(?:a |la )?(?:riqueza|abund[âa]ncia|prosperidade|prosperidad|dinheiro|dinero)",
        "(?:gerar|atrair|atraia|manifestar|manifeste|atraer|atrae|manifiesta) (?:a |la |mais |m[áa]s )?(?:prosperidade|prosperidad|riqueza|abund[âa]ncia|abundancia|dinheiro|dinero)",
        "(?:flujo|c[óo]digos?|frecuencias?|energ[íi]a) de (?:abundancia|riqueza|prosperidad|dinero)",
      ),
    ],
    accept: (m) => !isDisclosureSentence(m),
  },
  {
    // Recurring income promised: "income that pays you every single month".
    category: "passive-income",
    patterns: [
      words(
        "(?:income|money|cash|revenue|profits?|royalties|paychecks?|payments?|assets?|streams?|systems?|businesses|business|products?) (?:that|which) (?:will |can |could |keeps? |keep on |continues? to |goes on )?(?:pay|pays|paying) (?:you|out) (?:every|each|month after month|week after week|again and again|over and over|for years|forever|for life|on autopilot)",
        "(?:pays?|paid|paying) you (?:every|each) (?:single )?(?:month|week|day)(?: (?:for|like) (?:life|ever|clockwork))?",
        "(?:get|getting|gets) paid (?:every|each) (?:single )?(?:month|week|day),? (?:for ever|forever|for life|for years|on autopilot|whether you work or not|even when you)",
        "income (?:for life|forever|month after month)",
        "(?:monthly|recurring|residual|lifetime) (?:paychecks?|income streams?|cash ?flow) (?:for life|forever|on autopilot)",
      ),
    ],
    accept: (m) => !isDisclosureSentence(m),
  },
  {
    // A money figure in the product's name: "the $20K Launch Playbook", "50k Agency Formula".
    category: "earnings-claim",
    severity: "medium",
    patterns: [
      amountLed(
        String.raw`(?:${MULTIPLIED_MONEY})(?:[\s-]+(?:a|per)[\s-]+(?:day|week|month|year))?(?:[\s-]+[a-z]+){0,2}?[\s-]+${PRODUCT_WORD}\b`,
      ),
      // growth to a figure: "scale your agency to $50k+", "grow your shop past 10k"
      rx(
        String.raw`\b(?:scal(?:e|es|ed|ing)|grow(?:s|n|ing)?|grew|tak(?:e|es|ing)|took|build(?:s|ing)?|built)\s(?:your|my|their|our|his|her|a|an|the)\s(?:[\w-]+\s){0,3}?(?:to|past|beyond|over|into)\s(?:an?\s)?(?:${MONEY_STRICT})`,
      ),
    ],
    accept: (m) => !isPriceOrCost(m) && !isValueAnchor(m) && !isDisclosureSentence(m),
  },
  {
    category: "trading-certainty",
    severity: "medium",
    negationIsRealistic: true,
    patterns: [
      words(
        "(?:stuck|locked|always|forever|permanently|constantly|perpetually) in (?:profit|profits|the green|the money)",
        "(?:account|accounts) flipp(?:ing|er|ers)",
        "flip(?:s|ped|ping)? (?:your |my |their |small |a |an )?(?:trading |forex |funded )?accounts?",
      ),
      // "an ITM rate of 80%", "85% ITM": the in-the-money share of signals, a win rate by another name
      rx(String.raw`\bitm\s?%?\s?(?:rate\s)?(?:of\s)?\d+(?:\.\d+)?\s?%|\b\d+(?:\.\d+)?\s?%\s?itm\b`),
    ],
  },
  {
    // "It works even when nothing you tried before did": success promised whatever the buyer's history.
    category: "guarantee",
    severity: "medium",
    patterns: [
      words(
        "works? (?:even|especially) if you(?:'ve| have)? (?:tried|failed|never|no|don't|do not|hate|are|have)",
        "(?:impossible|can't|cannot) (?:to )?fail",
        "(?:fail|mistake)[ -]?proof (?:system|method|plan|formula|strategy)",
      ),
    ],
    accept: (m) => !isDisclosureSentence(m),
  },
  {
    // Counted scarcity: "capped at 30 attendees". Low: an honest cohort has a real cap too.
    category: "urgency-scarcity",
    severity: "low",
    patterns: [
      words(
        `(?:(?:limited|capped|restricted) to|capped at) (?:just |only |the first |a maximum of |max\\.? )?${COUNTED} ${PEOPLE}`,
        `(?:just|only) ${COUNTED} ${PEOPLE} (?:will be |can be |are |get )?(?:accepted|admitted|allowed|let in|taken|selected|available)`,
        // (set BC, in-sample) "I only teach 50 special persons who are ready to take action monthly"
        `(?:i|we) (?:only|just) (?:teach|take|accept|admit|mentor|coach|train|work with) ${COUNTED} (?:[a-z]+ ){0,2}(?:persons|people|students|clients|members|traders)`,
      ),
    ],
  },
  {
    // Places counted down, waiting as losing, a price that expires, a visitor "selected" for the offer.
    category: "urgency-scarcity",
    patterns: [
      words(
        `${COUNTED} (?:of|out of) ${COUNTED} (?:[a-z]+ )?${PEOPLE} (?:are )?(?:remaining|left|taken|claimed|gone)`,
        "(?:the )?last (?:few|remaining|handful of) (?:seats|spots|places|slots|licen[cs]es)(?: (?:are|is))?(?: (?:remaining|left|available))?",
        "every (?:single )?(?:day|week|month|hour) you (?:wait|delay|hesitate|put (?:it|this) off)",
        "(?:while|as) you (?:wait|hesitate|think about it),? (?:others|someone else|other people|your competitors|your competition)",
        "(?:this|the|your) (?:special |launch |discounted )?price (?:expires|disappears|vanishes|ends (?:in|at|tonight|today|soon|when))",
        "(?:won't|will not|never) (?:see|get|find) (?:this|that|the same) (?:price|offer|deal|discount) again",
        "you(?:'ve| have)? been (?:specially |personally |hand )?(?:selected|chosen|picked) (?:and|to|for)",
        "(?:this )?offer (?:is )?(?:shown|displayed|available|made) only once",
        "(?:this )?offer (?:disappears|vanishes|is gone) (?:when|once|if|as soon as) you (?:leave|close|go)",
        "(?:your|the) only chance to (?:get|grab|claim|secure|join|buy)",
        // (set AN) "Time is Running Out!" over a countdown
        "time is running out",
        // (set BC, in-sample) "The slot for this month is almost closed"
        "(?:slots?|spots?|seats?|places?) (?:for (?:this|the) (?:month|week|cohort|batch|session|class) )?(?:is|are) (?:almost|nearly|about to be) (?:closed|full|gone|filled|taken|sold out)",
      ),
    ],
    accept: (m) => !/\b(?:if|once|when|whether|unless)\s(?:[a-z']+\s){0,3}$/.test(before(m, 30)),
  },
  {
    // A live audience the page counts for you: "9 people viewing this now".
    category: "urgency-scarcity",
    patterns: [
      words(
        `${COUNTED} (?:other )?(?:people|persons|visitors|viewers|shoppers|buyers|others|users) (?:are )?(?:watching|viewing|looking at|browsing|on) (?:this (?:page|offer|course|deal|product)|right now|now)`,
        `${COUNTED} (?:people|persons|others|visitors|shoppers) (?:have|has) (?:this|it) in (?:their|the) (?:cart|basket)`,
        "(?:people|persons|others|visitors|viewers) (?:are )?(?:watching|viewing) (?:this )?(?:right )?now",
        // a crowd counted as it joins (set AN): "847 Traders Joined This Week"
        `${COUNTED} (?:new )?(?:traders|people|members|students|buyers|investors|entrepreneurs|affiliates) (?:have |just )?(?:joined|signed up|enrolled|registered) (?:this week|today|this month|in the last \\d+ (?:hours|days))`,
      ),
    ],
  },
  {
    // Deep-discount anchors: "save 80%", "75% off today", "you save over $400", "$199 -> $49".
    category: "urgency-scarcity",
    severity: "low",
    patterns: [
      rx(
        String.raw`\b(?:save|saving|savings of|discount of|get)\s(?:over\s|up\sto\s|more\sthan\s|an\sextra\s)?\d+(?:\.\d+)?\s?%|\b\d+(?:\.\d+)?\s?%\s(?:off|discount)\b`,
      ),
      rx(String.raw`\byou(?:'ll|\swill)?\ssave\s(?:over\s|more\sthan\s|a\swhopping\s)?(?:${MONEY_STRICT})`),
      amountLed(
        String.raw`(?:${MONEY_STRICT})\s?(?:→|->|=>|⇒|➡|➔|>>)\s?(?:(?:just|only|now|today)\s)?(?:${MONEY_STRICT})`,
      ),
      // "was $300, now $90", "normally $499, yours today for $49", "regular price $997 ... $297"
      rx(
        String.raw`\b(?:was|regularly|normally|usually|regular(?:\sprice)?|retail(?:\sprice|\svalue|s\sfor)?|list\sprice|reg\.)\s?:?\s(?:${MONEY_STRICT})[^.!?\n]{0,40}?(?:${MONEY_STRICT})`,
      ),
    ],
    accept: (m) => {
      const text = m.groups[0];
      if (/%/.test(text) && !/→|->|=>|⇒|➡|➔|>>|\bnow\b|\btoday\b/.test(text)) return deepDiscount(m);
      if (/^you/.test(text)) return true;
      return anchorAboveToday(m);
    },
  },
];
