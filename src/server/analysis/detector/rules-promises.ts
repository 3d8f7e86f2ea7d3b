// Promises about outcomes: guarantees of results or income, and results on a short clock.
import { after, before, sentenceText } from "./context";
import { aboutMoney, hasOutcomeCue, isDisclosureSentence, sentenceHasOutcome } from "./money-context";
import { rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";

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
  nine: 9,
  ten: 10,
  twelve: 12,
};
/** "...or your tuition back" is a results guarantee only after a promised outcome. */
const PROMISED_OUTCOME =
  /\b(?:salary|income|earn\w*|make|made|clients?|sales|profits?|figures?|results|job)\b|[$€£]\s?\d/;
const MONEY_OBJECT =
  /\b(?:income|profits?|money|earn\w*|make|rich|wealthy|cash|paychecks?|commissions?|returns?|salary)\b/;

/** A sentence that opens with learning a skill ("Learn to...", "Master..."). */
const LEARNING_SENTENCE = /^\W*(?:learn|master|study)\b/;

/** What a course may honestly guarantee: access, support, a seat, a refund, secure payment. */
const ACCESS_GUARANTEE =
  /\b(?:access|lifetime|support|respon(?:se|d)|reply|replies|delivery|deliver(?:ed)?|updates?|satisfaction|secure|checkout|privacy|refund|money[\s-]back|seat|spot|place|certificate|login|hours|available|on any device)\b/;

export const PROMISE_RULES: readonly RedFlagRule[] = [
  {
    category: "guarantee",
    negationIsRealistic: true,
    patterns: [
      rx(
        String.raw`\bguarantee[ds]?\s(?:that\s)?(?:you(?:'ll|\swill)?|your)\s(?:\w+\s){0,2}?(?:make|earn|profit|income|earnings|get paid|money|succeed|results|success)\b`,
      ),
      rx(
        // (and a return on investment or a win rate, set AT: "55% - 60% Guaranteed Win Rate")
        String.raw`\bguaranteed?\s(?:\w+\s){0,2}?(?:income|profits?|money|earnings|returns?|roi|win\s?rates?|winning\strades|paychecks?|cash|sales|clients|commissions?|results|success|approval|growth|leads|path to (?:income|wealth|success))\b`,
      ),
      rx(
        String.raw`\bguarantee\sof\s(?:\w+\s)?(?:income|profits?|earnings|returns?|money|results|success)\b`,
      ),
      rx(
        String.raw`\b(?:income|profits?|earnings|returns?|money|results|success|sales|clients|approval)\s(?:is\s|are\s)?(?:100%\s)?guaranteed\b`,
      ),
      rx(
        String.raw`\b(?:will|would|can|is going to)\s(?:\w+\s)?make you (?:rich|wealthy|a millionaire|money)\b`,
      ),
      rx(String.raw`(?:\b100%\s)?\bguaranteed(?=\s*(?:[.!,)*]|$))`),
      rx(String.raw`\bguaranteed\sto\s[a-z]+`),
      words(
        "risk free",
        "zero risk",
        "no risk",
        "(?:can't|cannot|can not) fail",
        "impossible to fail",
        "fail ?proof",
        "fool ?proof",
        "or (?:it's|its) free",
        "or (?:you )?don't pay",
        "or we (?:pay you|refund double)",
        "or (?:you get )?(?:your|the) (?:tuition|money|fee|payment|course fee) back",
        "double your money back",
        "(?:profit|income|earnings|returns?|roi) guarantee",
      ),
    ],
    accept: (m) =>
      !/\b(?:money[\s-]back|satisfaction|refund)\s*$/.test(before(m, 20)) &&
      !(
        /^(?:100%\s)?guaranteed(?:\sto\s[a-z]+)?$/.test(m.groups[0]) && ACCESS_GUARANTEE.test(sentenceText(m))
      ) &&
      (!/^or (?:you get )?(?:your|the)/.test(m.groups[0]) || PROMISED_OUTCOME.test(before(m, 120))),
    severity: (m) =>
      MONEY_OBJECT.test(m.groups[0].replace(/money back/g, "")) ||
      (/\bguaranteed$/.test(m.groups[0]) && aboutMoney(m))
        ? "high"
        : "medium",
  },
  {
    // "If you don't make money, I'll coach you until you do", "or I'll work with you for free until
    // you do": results guaranteed in other words (a conditional refund or free help, so medium)
    category: "guarantee",
    negatable: false,
    patterns: [
      rx(
        String.raw`\bif you (?:don't|do not) (?:make|earn|see|get|profit|succeed|hit)\b[^.!?\n]{0,60}?\b(?:until you do|refund|money back|for free|pay you|coach you)\b`,
      ),
      words(
        "(?:work|working) with you (?:for free |at no cost )?until you (?:do|succeed|make it|hit it|get results)",
        "until you (?:succeed|make it|get results|hit your goal)",
        // success as a certainty (set AW, in-sample): "It's not a question of "IF" you get 1 customer, it's a question of "WHEN""
        'not a (?:question|matter) of "?if"?[^.!?\\n]{0,60}(?:question|matter) of "?when',
      ),
    ],
    severity: "medium",
  },
  {
    category: "fast-results",
    negationIsRealistic: true,
    patterns: [
      rx(
        String.raw`\b(?:in|within|under|inside|over)\s(?:just\s|only\s|under\s|less\sthan\s)?(?:your\s|their\s|his\s|her\s|the\s)?(?:first\s)?(?:\d+|a|one|a\ssingle|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|sixty|ninety)\s(minutes?|hours?|days?|weeks?|fortnights?|months?|quarters?|weekends?|afternoons?|evenings?|nights?)\b`,
      ),
      rx(
        String.raw`\b(?:in|within)\s(?:your|his|her|their|the)\sfirst\s(?:day|week|fortnight|month|quarter)\b|\bin\sunder\sa\syear\b`,
      ),
      // "earn royalties in as little as a few days" (set Y, in-sample)
      rx(
        String.raw`\bin\sas\slittle\sas\s(?:a\sfew|\d+|a|one|two|three|four|five|six|seven)\s(?:minutes?|hours?|days?|weeks?)\b`,
      ),
      words(
        "overnight",
        "from day one",
        "on day (?:one|1)",
        "starting (?:today|tomorrow|next week|this week)",
        "by (?:the end of )?(?:the|this|next) (?:week|month|summer|spring|fall|autumn|winter|year)",
        "by next (?:week|month|summer|spring|fall|autumn|winter|year|christmas)",
        "by (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|the weekend)",
        "(?:the )?(?:same )?day you (?:buy|join|sign up|start|enrol|enroll)",
        "(?:fastest|quickest|shortest) (?:way|path|route)",
        "next (?:week|month)",
        "in (?:no time|record time|a flash)",
        "instant(?:ly)? (?:results|income|cash|profits?|money|success)",
        "(?:fast|quick|rapid|instant|overnight) (?:results|cash|money|profits?|income|success|payouts?)",
        "results (?:fast|quickly|in days)",
        "get rich quick",
        "start (?:making|earning) (?:money )?today",
        // the money started beside a countdown or at once, and a buyer in profit within days (set AH):
        // "Then Start Making Money In:", "Joined last week and already in profit"
        "start (?:making|earning) (?:money|cash|profits?) (?:in:|right now|immediately|right away)",
        "(?:joined|started|signed up) (?:last week|yesterday|a week ago|\\d+ days ago|this week)(?: and)? (?:i'm |i am |am )?already (?:in profit|profitable|making money|earning)",
        "(?:make|earn|making|earning) (?:money|cash|income|profits?|sales|a living|\\$?[\\d,.]+k?)(?: [a-z]+){0,2} (?:quickly|fast|rapidly|instantly|immediately|right away|straight away)",
        "get(?:ting)? (?:results|paid|clients|rich|customers) (?:quickly|fast|rapidly|instantly|immediately|right away|straight away)",
      ),
    ],
    accept: (m) => {
      if (isDisclosureSentence(m)) return false;
      const unit = m.groups[1];
      if (unit !== undefined) {
        const amount =
          m.groups[0].match(/\d+|a|one|two|three|four|five|six|seven|eight|nine|ten|twelve/g)?.at(-1) ?? "";
        const n = Number(amount) || WORD_NUMBERS[amount] || 1;
        if (/^months?$/.test(unit) && n > 12) return false;
        if (/^weeks?$/.test(unit) && n > 12) return false;
        if (/^over\s/.test(m.groups[0]) && !/^(?:weekends?|afternoons?|evenings?|nights?)$/.test(unit))
          return false;
        if (/\b(?:refund|money[\s-]back|return|cancel|trial|access)\w*[\s\w-]{0,12}$/.test(before(m, 30)))
          return false;
        // A timeframe inside refund terms is a condition, not a promise (unless money is promised
        // too: "made" by the buyer, not "payments that have been made", set AB).
        const sentence = sentenceText(m);
        if (
          /refund|money[\s-]back/.test(sentence) &&
          !/\b(?:make|earn|earned)\b|(?<!\b(?:been|be|being|was|were|are|is)\s)\bmade\b/.test(sentence)
        )
          return false;
        if (
          /^\s*(?:of\s(?:purchase|buying|joining|enrol\w*)|for\sa\srefund|money[\s-]back|refund)/.test(
            after(m, 25),
          )
        ) {
          return false;
        }
      }
      if (/^(?:fast|quick|rapid|instant|overnight|get|make|earn|making|earning)/.test(m.groups[0]))
        return true;
      // a course's length: "Learn to Vibe Code Microapps in 3 Weeks" promises a skill, not money (set AW)
      if (LEARNING_SENTENCE.test(sentenceText(m)) && !sentenceHasOutcome(m)) return false;
      return hasOutcomeCue(m);
    },
  },
];
