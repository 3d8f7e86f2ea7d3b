// Rules about how the offer persuades: testimonials, market-size hype, secrets, credentials,
// AI-washing, lifestyle imagery, "no experience needed" and passive-income promises.
import { type Match, sentenceText } from "./context";
import { FIGURES, rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";
import { isDisclosureSentence } from "./rules-money";

const MONEY_OR_FIGURE = new RegExp(
  String.raw`[$€£]\s?\d|\d\s?k\b|\d,\d{3}|${FIGURES}|\bmillion\b|\bsix figures\b`,
);
const sentenceHasMoney = (m: Match) => MONEY_OR_FIGURE.test(sentenceText(m));

/** Capitalised words that start sentences but are not anybody's name. */
const NOT_A_NAME =
  /^(?:Most|Many|Some|Few|Students|Members|Clients|We|They|He|She|You|It|This|That|These|Those|Our|My|Everyone|Nobody|None|Anyone|People|Each|Every|Last|Then|And|But|So|If|When|Year|Today)$/;

export const PERSUASION_RULES: readonly RedFlagRule[] = [
  {
    category: "atypical-testimonial",
    patterns: [
      words(
        "(?:students?|members?|clients?|people) like [a-z]+",
        "success stor(?:y|ies)",
        "real results from real (?:students|people|members)",
        "(?:went|go|going) from (?:broke|\\$0|zero|nothing|0)",
        "from broke [a-z]+ to",
        "one of (?:my|our) (?:students|members|clients) (?:made|earned|hit|banked)",
        "(?:my|our) (?:\\w+ )?(?:students?|members?|clients?|mentees?|graduates?) (?:are |have |has |all )?(?:made|making|earned|earning|pulling|banked|banking|hit|hitting|generated|generating|see|seeing|averag\\w+|crushing|cleared)",
        "join (?:\\d[\\d,]*\\+?|thousands of|hundreds of) (?:students|members|people|others) (?:earning|making|who (?:earn|make|are making))",
        "(?:earned|made|generated) by (?:our |my )?(?:students|members|clients)",
        "screenshots",
      ),
      // "$10K months are the new normal for our students"
      rx(String.raw`\b(?:for|of|by)\s(?:our|my)\s(?:\w+\s)?(?:students|members|clients)\b`),
    ],
    accept: (m) => {
      if (/^(?:for|of|by)\s/.test(m.groups[0])) return sentenceHasMoney(m) && !isDisclosureSentence(m);
      return !isDisclosureSentence(m);
    },
  },
  {
    // "Jake, a 19-year-old student, made $40k", "Tom made $72,000": a named person and a result
    category: "atypical-testimonial",
    caseSensitive: true,
    patterns: [
      rx(
        String.raw`\b([A-Z][a-z]+)(?:\s[A-Z]\.?)?(?:,\s[^,.!?]{3,40},)?\s(?:made|earned|went from|hit|banked|pulled in|generated|is making|now makes|cleared|replaced)\b`,
      ),
    ],
    accept: (m) => !NOT_A_NAME.test(m.groups[1] ?? "") && sentenceHasMoney(m),
  },
  {
    // A quotation signed with a name: "I made $14,200 in my first month!" - Kayla R.
    category: "atypical-testimonial",
    caseSensitive: true,
    patterns: [rx(String.raw`["“][^"”\n]{5,200}["”]\s*[-–—]\s*[A-Z][a-z]+(?:\s[A-Z]\.)?`)],
    accept: (m) => {
      const quote = m.doc.folded.slice(m.start, m.end);
      return MONEY_OR_FIGURE.test(quote) || /\b(?:made|earned|quit|changed my life)\b/.test(quote);
    },
  },
  {
    category: "market-hype",
    patterns: [
      rx(
        String.raw`(?:[$€£]\s?)?(?<![\d.,])\d+(?:\.\d+)?\s?(?:trillion|billion|tn|bn)\b(?:[\s-]+a[\s-]+day)?(?:[\s-]+(?:dollar|euro))?[\s-]+(?:[\w-]+[\s-]+){0,2}?(?:industry|market|marketplace|economy|opportunity|revolution|sector|business|space)\b`,
      ),
      rx(
        String.raw`\b(?:industry|market|marketplace|economy|sector)\b[^.!?\n]{0,40}?\b(?:worth|valued at|projected|expected|set)\b[^.!?\n]{0,25}?\d+(?:\.\d+)?\s?(?:trillion|billion)\b`,
      ),
      words(
        "gold rush",
        "(?:is|are) exploding",
        "booming (?:industry|market|niche)",
        "exploding (?:market|industry|niche)",
      ),
    ],
  },
  {
    category: "secret-system",
    negationIsRealistic: true,
    patterns: [
      words(
        "secrets?",
        "loopholes?",
        "hidden (?:method|trick|system|strategy|formula|truth)",
        "little known",
        "one (?:simple|weird|strange) trick",
        "(?:don't|do not) want you to know",
        "nobody(?: is|'s) talking about",
        "(?:banks|wall street|the rich|gurus|they) (?:hate|don't want)",
        "proven (?:[\\w-]+ )?(?:systems?|formulas?|frameworks?|methods?|blueprints?|strategy|strategies|process|model|plan)",
        "(?:the|this|my|our|same) (?:[\\w-]+ ){0,2}blueprint",
        "(?:cash|profit|money|wealth|income|millionaire|success|secret|proven) formula",
        "cheat codes?",
      ),
    ],
  },
  {
    category: "inflated-credentials",
    patterns: [
      rx(
        String.raw`\b(?:world|america|europe|internet|industry)'?s?\s(?:#\s?1|number one|no\.?\s?1|top|leading|best|greatest|most successful|biggest)\b`,
      ),
      rx(
        String.raw`#\s?1\s(?:ranked\s|rated\s)?(?:coach|expert|mentor|trainer|authority|trader|marketer|seller|guru|ranked|rated)\b`,
      ),
      rx(String.raw`\branked\s(?:#\s?1|number one|no\.?\s?1)\b`),
      rx(
        String.raw`\btop\s\d+(?:\.\d+)?\s?%\s(?:[\w-]+\s)?(?:expert|coach|trader|seller|marketer|earner|mentor|of)\b`,
      ),
      words(
        "as seen (?:on|in)",
        "featured (?:in|on) (?:every|all|top|major|leading|the biggest)",
        "award winning",
        "internationally (?:acclaimed|recognized|recognised|renowned)",
        "world (?:renowned|famous)",
        "billionaire (?:mentor|coach|investor|founder)",
        "multi millionaire (?:mentor|coach)",
        "most successful [a-z]+ (?:alive|in the world|ever|on the planet)",
        "(?:harvard|ivy league|mba|phd) level",
        "best ?selling author",
        "most (?:recognised|recognized|famous|respected|trusted) (?:voices?|experts?|names?|coaches?)",
        "leading (?:expert|authority) (?:on|in)",
      ),
    ],
  },
  {
    category: "ai-washing",
    patterns: [
      rx(
        String.raw`\b(?:ai|a\.i\.|artificial intelligence|quantum|neural|machine learning|algorithm|algo|robots?|bots?|chatbots?)\b[^.!?\n]{0,60}?(?:\bdoes\s(?:everything|it all|all|100%)|\bfor you\b|\bautomatically\b|\bon autopilot\b|24\/7|\bpredicts?\b|\bplaces?\strades\b|\bpicks?\s(?:winning|the best|profitable)\b|\bruns?\s(?:your|the|it)\b|\bfully automated\b|\bmonetizes?\b|\bprinting money\b|\bmade\s\d+%?)`,
      ),
      words(
        "ai (?:powered|driven) (?:bots?|systems?|software|robots?|trading)",
        "proprietary ai",
        "quantum (?:ai|neural|computing)",
      ),
    ],
  },
  {
    category: "lifestyle",
    patterns: [
      words(
        "lambos?",
        "lamborghinis?",
        "ferraris?",
        "supercars?",
        "luxury (?:cars?|villas?|watches?|lifestyle|homes?|travel|life)",
        "private jets?",
        "yachts?",
        "beach(?:es)?",
        "cocktails",
        "mansions?",
        "laptop lifestyle",
        "fire your boss",
        "quit (?:your|my|the) (?:9 5|9 to 5|nine to five|day job|job|boring job)",
        "escape the (?:rat race|9 5|9 to 5|cubicle|grind)",
        "rat race",
        "travel the world",
        "financial(?:ly)? (?:freedom|free|independence|independent)",
        "dream (?:life|lifestyle|car|house|home)",
        "(?:be|become) your own boss",
        "work from anywhere",
        "retire early",
        "early retirement",
        "five star hotels?",
        "on your own terms",
        "never (?:go|set foot) (?:to|in|into) an office",
        "stop trading (?:your )?time for money",
      ),
    ],
  },
  {
    category: "no-experience",
    patterns: [
      words(
        "no (?:prior |previous |real |special )?(?:[a-z]+ )?(?:experience|skills?|degree|qualifications?)(?: (?:needed|required|necessary))?",
        "(?:without|zero|with no) (?:any )?(?:prior )?(?:experience|skills?)",
        "even if you(?:'ve| have)? (?:never|no|zero)",
        "complete beginners? (?:can|are|make|welcome)",
        "anyone can do (?:it|this)",
      ),
    ],
  },
  {
    category: "passive-income",
    negationIsRealistic: true,
    patterns: [
      words(
        "passive (?:income|profits?|cash|wealth|money)",
        "on (?:full )?autopilot",
        "autopilot (?:income|profits?|business|store|system)",
        "done for you",
        "while you sleep",
        "in your sleep",
        "set it and forget it",
        "hands free (?:income|business|store|profits?)",
        "push button (?:income|profits?|system|business)",
        "(?:fully )?automated (?:income|profits?|funnels?|systems?|business|stores?|cash|money|wealth)",
        "fully automated",
        "(?:zero|no|without any) (?:work|effort) (?:required|needed|involved)",
        "without lifting a finger",
        "runs? itself",
        "run themselves",
        "residual income",
        "copy (?:and )?paste (?:income|system|method|profits?)",
        "makes? money for you",
        "(?:earn|make) money (?:while|without)",
        "effortless (?:income|money|profits?)",
      ),
    ],
  },
];
