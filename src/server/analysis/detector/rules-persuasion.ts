// Rules about how the offer persuades: testimonials, market-size hype, secrets, credentials and
// AI-washing.
import { type Match, sentenceText } from "./context";
import { isDisclosureSentence } from "./money-context";
import { FIGURES, rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";

const MONEY_OR_FIGURE = new RegExp(
  String.raw`[$€£]\s?\d|\d\s?k\b|\d,\d{3}|${FIGURES}|\b(?:million|grand|thousand)\b|\bsix figures\b`,
);
const EARNING =
  /\b(?:made|makes|making|earn\w*|clear\w*|bank\w*|pull\w* in|quit|replaced|income|profit\w*|revenue|payouts?|gains|wins)\b/;
const sentenceHasMoney = (m: Match) => MONEY_OR_FIGURE.test(sentenceText(m));
const sentenceHasResult = (m: Match) => sentenceHasMoney(m) || EARNING.test(sentenceText(m));
const NEEDS_A_RESULT =
  /\bfrom (?:zero|nothing|0)$|\b(?:in|of|from|inside) (?:my|our|this)\b|^(?:join|thousands|hundreds|dozens)/;

/** Capitalised words that start sentences but are not anybody's name. */
const NOT_A_NAME =
  /^(?:Most|Many|Some|Few|Students|Members|Clients|People|Users|We|They|He|She|You|It|This|That|These|Those|Our|My|Your|Everyone|Nobody|None|Anyone|Each|Every|Last|Then|And|But|So|If|When|While|Year|Today|Now|Since|After|Before|Once|With|Without|Just|Only|Even|Imagine|Meet|Join|Inside|Here|There|What|Why|How|Who|The|A|An|Amazon|Shopify|Etsy|YouTube|Instagram|TikTok|Google|Facebook)$/;
const GROUP =
  "(?:students?|members?|clients?|people|folks|customers?|graduates?|mentees?|users|traders|sellers|coaches|agents)";
const OUR_THING =
  "(?:program|programme|course|community|group|academy|club|mentorship|masterclass|system|team|coaching|challenge|inner circle|discord|server)";

export const PERSUASION_RULES: readonly RedFlagRule[] = [
  {
    category: "atypical-testimonial",
    patterns: [
      words(
        `${GROUP} like [a-z]+`,
        "success stor(?:y|ies)",
        "(?:real|verified) (?:results|people|stories)(?:,)? (?:from )?real (?:students|people|members)",
        "(?:went|go|going|gone) from (?:broke|\\$0|zero|nothing|0|being broke)",
        "from broke [a-z]+ to",
        "one of (?:my|our) (?:students|members|clients|mentees) (?:made|earned|hit|banked|cleared|just)",
        `(?:my|our) (?:[a-z]+ )?${GROUP} (?:are |have |has |all |now |already |just )?(?:routinely |regularly |consistently |often |typically |easily |all )?(?:made|making|earned|earning|pull|pulls|pulling|banked|banking|hit|hitting|generated|generating|see|seeing|averag[a-z]+|crushing|cleared|clear|clearing|quit|quitting|add|adding|added|land|landing|landed|close|closing|closed)`,
        `${GROUP} (?:in|of|from|inside) (?:my|our|this) (?:[a-z]+ )?${OUR_THING}`,
        "proof (?:it|that it|this) works",
        "here's (?:the )?proof",
        `(?:join|joined) (?:\\d[\\d,]*\\+?|thousands of|hundreds of|over \\d[\\d,]*) (?:[a-z]+ )?(?:students|members|people|others|entrepreneurs)(?: who)?`,
        "(?:thousands|hundreds|dozens) of (?:ordinary |regular |everyday |normal )?(?:people|students|members|moms|dads) (?:have|who've|who have|are|already)(?: (?:done it|made it|succeeded|quit))?",
        `(?:earned|made|generated) by (?:our |my )?${GROUP}`,
        "screenshots",
        "(?:income|earnings|payment|payout) proofs?",
        "proof of (?:income|earnings|payouts)",
        // "Verified wins from our students." (set AW, in-sample)
        `(?:verified|real) (?:wins|profits|payouts|gains) (?:from|of|by) (?:our|my) ${GROUP}`,
      ),
      // "$10K months are the new normal for our students"
      rx(String.raw`\b(?:for|of|by)\s(?:our|my)\s(?:\w+\s)?(?:students|members|clients)\b`),
    ],
    accept: (m) => {
      if (isDisclosureSentence(m)) return false;
      if (/^(?:for|of|by)\s/.test(m.groups[0])) return sentenceHasMoney(m);
      if (/\b(?:done it|made it|succeeded|quit)$/.test(m.groups[0])) return true;
      // a group joined or belonged to, a crowd, or a start from nothing ("go from zero to functional web
      // apps", set AW: from no skill) is a testimonial only beside a result
      if (NEEDS_A_RESULT.test(m.groups[0])) return sentenceHasResult(m);
      return true;
    },
  },
  {
    // "Jake, a 19-year-old student, made $40k", "Jasmine started with nothing and now earns $9,000"
    category: "atypical-testimonial",
    caseSensitive: true,
    patterns: [
      rx(
        String.raw`\b([A-Z][a-z]+)(?:\s[A-Z]\.?)?(?:,\s[^,.!?]{3,40},)?(?:\s[a-z][\w'-]*){0,6}?\s(?:made|makes|earned|earns|went from|hit|hits|banked|banks|pulled in|pulls in|generated|is making|is earning|now makes|cleared|clears|replaced|quit|paid off|landed|closed)\b`,
      ),
    ],
    accept: (m) => !NOT_A_NAME.test(m.groups[1] ?? "") && sentenceHasMoney(m) && !isDisclosureSentence(m),
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
        String.raw`(?:[$€£]\s?)?(?<![\d.,])\d+(?:\.\d+)?\s?(?:trillion|billion|tn|bn)\b(?:[\s-]+a[\s-]+day)?(?:[\s-]+(?:dollar|euro))?[\s-]+(?:[\w-]+[\s-]+){0,2}?(?:industry|market|marketplace|economy|opportunity|revolution|sector|business|space|boom)\b`,
      ),
      rx(
        String.raw`\b(?:industry|market|marketplace|economy|sector|opportunity)\b[^.!?\n]{0,40}?\b(?:worth|valued at|projected|expected|set|estimated)\b[^.!?\n]{0,25}?\d+(?:\.\d+)?\s?(?:trillion|billion)\b`,
      ),
      words(
        "gold rush",
        "(?:is|are) exploding",
        "(?:booming|exploding|red hot) (?:industry|market|niche|opportunity)",
        "once in a (?:lifetime|generation) opportunity",
        // crypto fear of missing out (set AF): "Don't Miss the Next Big Pump"
        "(?:the )?next (?:big|huge|massive) (?:pump|moonshot|moon shot|100x|10x|1000x)",
        "next (?:100x|10x|1000x) (?:gem|coin|token|altcoin)",
        "biggest (?:wealth transfer|opportunity) (?:in|of) (?:history|our lifetime|the decade)",
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
        "(?:hidden|insider|forbidden|underground|banned|unknown|weird|strange|crazy|little known) (?:method|trick|hack|system|strategy|formula|technique|truth|knowledge|secret|blueprint|loophole)s?",
        "insider (?:method|secrets?|tricks?|knowledge|strategy|system|formula|loophole|info)",
        "little known",
        "one (?:simple|weird|strange|crazy) (?:trick|hack|thing)",
        "(?:don't|do not) want you to know",
        "(?:they|banks|gurus|experts|platforms|the big \\w+) (?:won't|don't|will not|do not) tell you",
        "nobody(?: is|'s| else is) talking about",
        "(?:only|very) few (?:people )?(?:know|knew|understand)",
        "(?:less|fewer) than \\d[\\d,]* people (?:[a-z ]{0,30})(?:know|knew)",
        "hid(?:e|es|den|ing) (?:[a-z]+ ){0,3}from (?:you|sellers|buyers|the public|people|everyone|beginners)",
        "hiding in plain sight",
        "(?:banks|wall street|the rich|gurus|they) (?:hate|don't want)",
        "proven (?:[\\w-]+ )?(?:systems?|formulas?|frameworks?|methods?|blueprints?|strategy|strategies|process|model|plan|steps)",
        "the exact (?:[\\w-]+ )?(?:system|formula|framework|method|blueprint|strategy|process|steps)",
        // "a 3-step process" or "framework" is how a course is laid out; a 3-step system or formula sells
        // a way to get results (set R, in-sample: a breakup course's "3-step process")
        "(?:\\d|one|two|three|four|five|seven) steps? (?:system|method|formula|blueprint)",
        "(?:the )?same (?:system|method|strategy|blueprint|formula) (?:i|we) used",
        "secret (?:vault|sauce|weapon|playbook)",
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
        String.raw`\b(?:world|america|europe|internet|industry|country|nation)'?s?\s(?:#\s?1|number one|no\.?\s?1|top|leading|best|greatest|most successful|biggest|foremost)\b`,
      ),
      rx(
        String.raw`#\s?1\s(?:ranked\s|rated\s)?(?:coach|expert|mentor|trainer|authority|trader|marketer|seller|guru|ranked|rated)\b`,
      ),
      rx(String.raw`\branked\s(?:#\s?1|number one|no\.?\s?1)\b`),
      // "#1 Forex Trading Academy" (set AW, in-sample)
      rx(
        String.raw`#\s?1\s(?:[\w-]+\s){0,2}(?:academy|school|course|program|programme|community|platform|mentorship|signals?\sservice)\b`,
      ),
      // a country's first or top school (set BC, in-sample): "India's 1st academy"
      rx(
        String.raw`\b[a-z]+'s\s(?:#\s?1|no\.?\s?1|1st|number\sone)\s(?:[\w-]+\s){0,2}(?:academy|school|institute|course|program|programme|community|platform|mentorship)\b`,
      ),
      // "la empresa #1 en IA", "a escola nº 1 do Brasil" (set T, in-sample)
      rx(
        String.raw`\b(?:la|el|a|o)\s(?:empresa|agencia|ag[êe]ncia|academia|escuela|escola|plataforma|comunidad|comunidade|mentor[ií]a)\s(?:#\s?1|n[º°o]\.?\s?1|n[úu]mero\s(?:1|uno|um))\b`,
      ),
      rx(
        String.raw`\btop\s\d+(?:\.\d+)?\s?%\s(?:[\w-]+\s)?(?:expert|coach|trader|seller|marketer|earner|mentor|of)\b`,
      ),
      words(
        "as (?:seen|featured|heard) (?:on|in)",
        "featured (?:in|on) (?:every|all|top|major|leading|the biggest|national)",
        "award winning",
        "(?:internationally|globally|world) (?:acclaimed|recognized|recognised|renowned|famous)",
        "world (?:renowned|famous|class expert)",
        "recogni[sz]ed as (?:the |a )?(?:top|best|leading|#1|number one|foremost)",
        "billionaire (?:mentor|coach|investor|founder)",
        "multi millionaire (?:mentor|coach|founder)",
        // "Led by a multi-millionaire industry icon" (set AH)
        "(?:led|run|founded|taught|coached|mentored) by (?:a |an )?(?:multi )?(?:millionaire|billionaire)",
        "most successful [a-z]+ (?:alive|in the world|ever|on the planet)",
        "(?:harvard|ivy league|mba|phd) level",
        "best ?selling author",
        "most (?:recognised|recognized|famous|respected|trusted) (?:voices?|experts?|names?|coaches?)",
        "leading (?:expert|authority) (?:on|in)",
        "(?:the )?only (?:coach|trainer|mentor|expert|teacher|person) (?:in the (?:country|world)|who has)",
        "mentored (?:\\d[\\d,]*|hundreds of|thousands of) (?:millionaires|seven figure|six figure|multi millionaires)",
        "(?:become|get) (?:a )?certified (?:[a-z]+ ){0,3}in (?:a|one|\\d+|two|three) (?:weekend|day|days|hours?|afternoon)",
      ),
    ],
  },
  {
    category: "ai-washing",
    patterns: [
      rx(
        String.raw`\b(?:ai|a\.i\.|artificial intelligence|quantum|neural|machine learning|algorithm|algo|robots?|bots?|chatbots?|robo[\s-]?advis[eo]rs?)\b[^.!?\n]{0,60}?(?:\bdoes\s(?:everything|it all|all|100%)|\bfor you\b|\bautomatically\b|\bon autopilot\b|24\/7|\bpredicts?\b|\bplaces?\strades\b|\bpicks?\s(?:winning|the best|profitable)\b|\bruns?\s(?:your|the|it|an?)\b|\bfully automated\b|\bmonetizes?\b|\bprinting money\b|\bmade\s\d+%?|\bon its own\b|\bby itself\b|\btells you (?:exactly )?(?:what|which|when) to (?:buy|sell|trade)\b)`,
      ),
      words(
        "ai (?:powered|driven) (?:bots?|systems?|software|robots?|trading|money|income|profits?)",
        "proprietary ai",
        "quantum (?:ai|neural|computing)",
        "plug in (?:our|the|this) (?:ai|bot|robot|algorithm)",
      ),
    ],
  },
];
