// Rules about the terms of the sale: pressure to buy now, costs beyond the sticker price, gag
// clauses, pay-to-recruit structures, and disclaimers (which contradict the claims when there are
// any, and are honest realistic language when there are none).
import { sentenceText } from "./context";
import { rx, words } from "./numbers";
import type { RedFlagRule } from "./rule";

const WEEKDAY = "(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday)";

export const TERMS_RULES: readonly RedFlagRule[] = [
  {
    // Places said to be limited, with no count and no deadline: a live class or a cohort has a real
    // cap too, so on its own a weak signal (honest webinar pages say it as often as hype does), in
    // every language: "vagas limitadas", "plazas limitadas", "posti limitati", "places limitées".
    category: "urgency-scarcity",
    severity: "low",
    patterns: [
      words(
        "(?:spots|seats|places|spaces) are (?:extremely |very |strictly )?limited",
        "limited (?:spots|seats|places|spaces|availability|intake)",
        "(?:vagas|plazas|cupos|posti) limitad[oa]s|posti limitati|places limit[ée]es|begrenzte pl[äa]tze",
        "(?:as |las |los )?(?:vagas|plazas|cupos) (?:[a-zà-ÿ]+ ){0,5}(?:s[ãa]o |est[ãa]o |son |est[áa]n )?limitad[oa]s",
      ),
    ],
  },
  {
    category: "urgency-scarcity",
    patterns: [
      words(
        // (and with a kind of seat: "Only 37 VIP seats left!", set AH)
        "only (?:\\d+|a few|a handful of|one|two|three|four|five) (?:(?:vip|premium|free|more|beta|founding) )?(?:spots?|seats?|places?|slots?|copies|licen[cs]es|openings|positions) (?:left|remaining|available)",
        "(?:\\d+|a few) (?:spots?|seats?|places?|slots?) (?:left|remaining|to go)",
        // a crowd said to be on the page at this moment (set AP): "over 3 thousand people are reading
        // this at this same time as you"
        "(?:people|visitors|traders|buyers)(?<=(?:\\d|thousand|thousands of|hundreds of) (?:other )?(?:people|visitors|traders|buyers)) (?:are )?(?:reading|viewing|looking at|watching|on) this (?:page |offer |video )?(?:right now|at (?:this|the) (?:very |same )?(?:time|moment)|as we speak)",
        // "Only 250 people", "only 16 Spots Left", "Restam 13 acessos", "nur noch 5 Plätze"
        "only (?:\\d[\\d,.]*|a few|a handful of) (?:people|persons|buyers|students|members|customers|spots?|seats?|places?|slots?|spaces|copies|licen[cs]es|openings|units|tickets|invites|invitations)",
        "(?:restam|sobram|apenas|somente|últimas|ultimas) \\d+ (?:vagas|acessos|unidades|lugares|cópias|copias)",
        "(?:plus que|seulement|il reste) \\d+ (?:places|exemplaires|accès|acces)",
        "(?:nog maar|slechts|nur noch) \\d+ (?:plekken|plaatsen|plätze|exemplare)",
        "(?:solo|sólo|ultimi|ultimi) \\d+ (?:posti|cupos|lugares)",
        "(?:spots|seats|places) are filling",
        "limited (?:time offer|time only|time)",
        "(?:price|prices) (?:goes|go|will go|is going) up",
        "before the price (?:triples|doubles|increases|goes up|rises)",
        `(?:ends|expires|closes|close|closing|disappears|vanishes) (?:at midnight|tonight|today|soon|in \\d+|forever|when the timer|${WEEKDAY})`,
        `(?:offer|deal|discount|bonus(?:es)?|sale|cart|enrol(?:l)?ment|registration|doors|training|webinar|masterclass|workshop|class|presale|pre-sale|early bird) (?:expires?|ends?|ending|closes?|closing|shuts?|shutting|disappears?|vanish(?:es)?) (?:\\w+ )?(?:tonight|today|tomorrow|soon|at midnight|forever|in \\d+|this \\w+|${WEEKDAY})`,
        // a countdown's label: "Offer ends in:"
        "(?:offer|deal|sale|discount|promo(?:tion)?|price|registration|enrol\\w*) (?:ends|expires|closes) in\\s?:",
        // an offer said to exist only here and now
        "only available (?:right now|on this page|once|here and now)",
        // a counted few buyers (set AY, in-sample): "This offer is only available for just 30 people"
        "only available (?:to|for) (?:just |the first )?\\d+ (?:people|persons|buyers|students|members|customers)",
        "available only (?:right now|on this page|here and now)",
        "(?:not|never) (?:be )?(?:available|offered) (?:anywhere else|on any other page|elsewhere)",
        "offer expires",
        "(?:almost|nearly|all but|practically) (?:gone|sold out|full|filled|taken)",
        "(?:price|cost|fee|prices) (?:doubles|triples|increases|rises|jumps|goes up|will go up|is going up)",
        "(?:only )?(?:available|open) (?:to|for) the first \\d+",
        "(?:the )?first \\d+ (?:buyers|people|customers|students|members|sign ?ups|to (?:join|enrol|enroll|buy))",
        "(?:gone|over) for good",
        "won't last",
        "while (?:supplies|spots|seats|stocks?) last",
        "now or never",
        // "your one chance to get it", a bonus free only this week, an offer valid while the timer runs
        "(?:this |your )?(?:one|only|single) chance to (?:get|grab|join|buy|claim|secure|own)",
        "(?:free|included|bonus(?:es)?) (?:[a-z]+ ){0,2}(?:when|if) you (?:enrol\\w*|join|buy|order|sign up|register) (?:this week|today|tonight|now)",
        "only while the (?:timer|countdown|clock) (?:runs|lasts|is running|ticks)",
        // the page after a purchase that must not be left
        "(?:don't|do not|never) (?:close|leave|refresh|reload) (?:this|the) (?:page|window|tab)",
        "(?:don't|do not) (?:click|hit|press|use) (?:the |your )?(?:browser's )?back(?: button)?",
        // the price kept for the next few buyers only, and a decline link that shames (set Q, in-sample,
        // their Portuguese forms): "only for the next 50 buyers", "No thanks, I'd rather stay broke"
        "(?:only|just|exclusively|valid only) (?:available )?for the next (?:\\d+ |few )?(?:buyers|customers|students|people|members|visitors|orders)",
        "no,? thanks?,? i(?:'d| would) rather (?:miss out|stay broke|keep struggling|pass on (?:this|my|the) (?:opportunity|chance|offer))",
        "no,? (?:thanks?,? )?i (?:don't|do not) want (?:to )?(?:earn|make|grow|double|triple|more) (?:more )?(?:money|sales|income|clients|customers|profits?)",
        "(?:spots|seats|places|slots) (?:to be |will be |are being |are )?(?:filled|taken|gone|snapped up) (?:fast|quickly|soon)",
        "you have \\d{1,2}:\\d{2}",
        "limited enrol\\w*",
        "cheapest (?:it|this) will ever be",
        "(?:the )?next (?:buyer|person|customer) pays more",
        "(?:launch|offer|sale|discount) window (?:closes|ends|shuts)",
        "lock in (?:your|this|the) (?:annual |special |founding |discounted |launch )?(?:rate|price|offer|discount|pricing)",
        "(?:total|real[ -]world|combined) (?:real[ -]world )?value(?: you(?:'re| are) getting(?: today)?)?:? ?(?:of )?[$€£]\\d",
        "worth of (?:bonuses|value|training|extras)",
        "(?:isn't|is not|won't|will not|can't|cannot|ain't) (?:going to )?last forever",
        // a free or low price said to end (set AB): "This will not be free forever. It goes back to $3,497"
        "(?:isn't|is not|won't|will not|ain't) (?:going to )?(?:be|stay|remain) (?:free|open|this cheap|at this price) (?:forever|for long|much longer)",
        "(?:goes|going|will go) back (?:up )?to [$€£]\\d",
        // (set AD) "raising the price back up to the original $37", "not sure if I can keep this offer
        // up much longer"
        "rais(?:e|ing) the price (?:back )?(?:up )?to",
        // (the doubt is part of the claim, so its "not" negates nothing)
        "(?:not (?:even )?sure (?:if|whether) (?:i|we) (?:can|will|could) )?keep (?:this|the) (?:offer|price|deal|discount)(?: up| open| available| going| running)? (?:much |for much )?longer",
        "never (?:be )?(?:offering|offered|available|coming back|repeated)(?: (?:this|it|again))?",
        "(?:don't|do not) be (?:the one|left behind|left out)",
        "on the sidelines",
        "left behind",
        "before (?:everyone|anyone) else",
        "(?:catches|catch) on",
        "taken (?:offline|down)",
        "while you still can",
        "at any (?:moment|minute|time now)",
        "(?:closes?|ends?|gone) (?:permanently|forever|for good)",
        "when the last (?:seat|spot|place|slot) is (?:gone|taken|filled)",
        "stop waiting",
        "doors (?:close|are closing|closing|shut|shutting)",
        "countdown",
        "timer (?:ends|hits|runs out)",
        "hurry",
        "act (?:now|fast)",
        "last chance",
        // a share of the places said to be gone, and a price held only until a date (set AK, their
        // Portuguese and Spanish forms): "87% of the seats already taken", "the price stays until"
        "\\d+\\s?% of (?:the |all )?(?:spots|seats|places|slots) (?:are |have been )?(?:already )?(?:filled|taken|claimed|sold|gone)",
        "(?:the )?price (?:stays|holds|is held|is locked|is guaranteed) (?:only )?until",
        // a downsell's reminder of what the buyer turned down ("You declined the main offers... but you
        // still have a chance", set N, its Portuguese form, read again in round 46)
        "you (?:declined|turned down|said no to|passed on|skipped) (?:the |our |my |this )?(?:main |previous |special )?offers?",
        "final (?:hours|call|chance)",
        "(?:don't|do not) miss (?:out|this)",
        "(?:won't|will not|never) be (?:offered|available|shown)(?: to you)? again",
        "(?:won't|will not|never) (?:appear|show up|be seen)(?: to you)? again",
        "(?:don't|do not) (?:close|leave) or (?:refresh|reload)(?: (?:this|the) (?:page|window|tab))?",
        "(?:your )?order (?:is not|isn't) (?:yet )?complete",
        "will not reopen",
        "before it's (?:gone|too late)",
        "taken down soon",
        "(?:this (?:week|weekend)|today) only",
        "flash sale",
        "launch (?:sale|price|discount)",
        "\\d+% of (?:spots|seats) (?:already )?taken",
        "(?:selling|sells) out fast",
        "almost sold out",
        // the price said to end ("will no longer be available at the discounted price", set Y, in-sample)
        "(?:won't|will not|will no longer|no longer) be available at (?:the|this) (?:current|discounted|special|launch|sale|reduced|low) price",
        // a deadline said of the offer ("hold this spot until Friday", "price goes up before midnight"),
        // not a story's hour ("we stayed up talking until midnight")
        `(?:offer|price|prices|discount|bonus(?:es)?|sale|deal|cart|doors|spots?|seats?|places?|enrol\\w*|registration|available|valid|open|only|expires?|ends?|hold|load up|buy|order|join|sign up|claim|grab|lock in|act)\\b[^.!?\\n]{0,40}?(?:until|before) (?:${WEEKDAY}|midnight|tonight)`,
      ),
      // a countdown display: 02:14:55
      rx(String.raw`(?<![\d:])\d{1,2}:\d{2}:\d{2}(?![\d:])`),
    ],
  },
  {
    category: "upsell-hidden-cost",
    patterns: [
      words(
        "inner circle",
        "masterminds?",
        "(?:vip|diamond|platinum|elite|gold|black)(?: card)? (?:tier|level|upgrade|package|membership|coaching)",
        "upgrade to (?:the |our )?(?:[a-z]+ )?(?:tier|level|package|program|plan|membership)",
        "upgrades? (?:start|starting|are|is) (?:at|from|required)",
        "(?:not included|sold separately)",
        "hidden (?:fees?|costs?|charges?)",
        "add ?ons?",
        "upsells?",
        "one[ -]time (?:upgrade|offer)",
        "(?:you'll|you will) also need",
        "required to (?:access|unlock)",
        "unlock the real",
        "available separately",
        "(?:sold|billed|charged|priced) separately",
        "(?:extra|additional|hidden|ongoing|recurring) (?:costs?|fees?|charges?)",
        "(?:you'll|you will|you'd) (?:also )?(?:want|need) (?:the|our|to (?:buy|upgrade|add|join))",
        "to (?:scale|grow|get (?:real )?results)(?: fast)?,? you(?:'ll| will)? (?:want|need)",
        "done with you",
        "not part of (?:the|your) (?:bundle|course|price|package|program|membership)",
        "required (?:software|subscription|tools?|platform|software subscription)",
        "(?:upgrade|upgrading) to (?:the |our )?[a-z]+(?: [a-z]+)? (?:for|at) \\$",
        "where the real (?:profits?|money|results|magic) (?:are|is|happens?)",
        "(?:qualify for|unlock|access to) (?:the |our )?(?:[a-z]+ ){1,2}(?:tier|level)",
        "(?:coaching|calls?|sessions?) (?:are )?available for (?:an extra |an additional )?\\$\\d+",
        "optional (?:[a-z]+ ){0,2}(?:calls?|sessions?|coaching)[^.!?\\n]{0,25}\\$\\d+",
      ),
    ],
  },
  {
    category: "review-suppression",
    negatable: false,
    patterns: [
      rx(
        String.raw`\b(?:agree|agrees|promise|must)\s(?:not|never)\sto\s(?:\w+\s){0,2}?(?:post|publish|leave|write|share|make)\b[^.!?\n]{0,60}?\b(?:negative|critical|bad|disparaging|unfavou?rable|public)\b`,
      ),
      // "you must not share course materials or post critical reviews"
      rx(
        String.raw`\b(?:must|may|shall|will|can|agree to)\s(?:not|never)\s[^.!?\n]{0,50}?\b(?:post|publish|leave|write|share|make)\s(?:any\s)?(?:negative|critical|bad|disparaging|unfavou?rable|public)\s(?:reviews?|comments?|statements?|posts?|feedback|remarks?)`,
      ),
      words(
        "non disparagement",
        "(?:may|must|will|shall|can) not (?:post|publish|leave|write|share) (?:any )?(?:negative|critical|bad|public) (?:reviews?|comments?|feedback)",
        "waive (?:the|your) right to (?:leave|post|write|publish) (?:public |online |any )?reviews?",
        "negative reviews? (?:void|voids|forfeit|forfeits|cancel|cancels|will void)",
        "(?:not|never) (?:publicly )?(?:criticize|criticise|disparage)",
        "disparaging (?:comments?|remarks?|statements?|reviews?)",
        "gag clause",
        "(?:statements?|comments?|posts?|reviews?|anything) that (?:could |may |might |would )?(?:harm|damage|hurt|disparage|reflect (?:negatively|poorly) on)",
        "(?:only|not) (?:available|eligible|granted) (?:to|for) (?:students|customers|members|buyers) who (?:have not|haven't|did not|didn't) (?:left|posted|written|published)",
        "(?:remove|delete|take down) (?:your |any )?(?:negative )?reviews? (?:to|before|in order)",
      ),
    ],
  },
  {
    category: "recruitment",
    patterns: [
      words(
        "earn(?:ing)? by recruiting",
        // pay that grows with the people brought in (set AW, in-sample): "The more people in your group the better your pay"
        "the more (?:people|members|friends|referrals|recruits) (?:[a-z]+ ){0,4}the (?:more|better|bigger|higher) (?:your |you )?(?:pay|earn|income|commissions?|money|earnings)",
        "recruit(?:ing)? (?:new )?(?:people|members|friends|others|distributors)",
        "downlines?",
        "uplines?",
        "(?:\\d+|two|three|four|five) levels? deep",
        "on (?:\\d+|two|three|four|five) levels",
        "refer (?:\\d+|two|three|four|five) (?:friends|people|members)",
        "get (?:\\d+|two|three) (?:people|friends) to join",
        "(?:bring|brings) (?:[a-z]+ )?(?:people|friends|members) into",
        "matrix (?:pays|plan|system)",
        "binary (?:plan|compensation|tree)",
        "(?:from|on) everyone (?:below|under) you",
        "from everyone they (?:enrol|enroll|recruit|bring)",
        "(?:their|your) recruits",
        "team volume",
        "(?:paid|pays?|earn\\w*|bonus\\w*|commissions?) (?:[a-z]+ ){0,3}(?:to |for |by )?recruit(?:ing|s)?",
        "recruit(?:ing|s)? (?:[a-z]+ ){0,3}(?:and|to) (?:get paid|earn|make money)",
        "(?:signs?|signed|joins?|joined) (?:up )?under you",
        "(?:under|below) you in (?:the|your) (?:team|tree|line|structure)",
        "(?:the )?people they (?:sign up|recruit|enrol|enroll|bring in|bring|refer)",
        "(?:earn|paid|get paid) on (?:everyone|the people|anyone|people) (?:you|they)",
        "(?:override|overrides|matching) (?:commissions?|bonus(?:es)?)",
        "team bonus(?:es)?",
        "(?:a cut|a share|a percentage|commissions?) (?:of|on|from) (?:every|each|all)(?: the)? (?:friends?|people|persons?|members?|ones?|recruits?) (?:they|you) (?:bring|recruit|refer|sign up|enrol)",
        "(?:levels?|tiers?|generations?) (?:of|deep) (?:commissions?|income|bonuses|earnings)",
        "build (?:your|a) team and",
        "(?:for|per) (?:every|each) new member you",
      ),
    ],
  },
  {
    // each person someone brings in is recruitment only when the sentence pays for them: "each person
    // that signs up for mentorship is able to navigate the markets" is a mentor's care (set Z)
    category: "recruitment",
    patterns: [
      words(
        "(?:every|each) (?:person|member|one|new member|recruit|friend) you (?:personally )?(?:bring in|enrol|enroll|recruit|sign up|refer)",
        "(?:every|each) (?:friend|person|member|recruit) (?:who|that) (?:joins|signs up|enrols|enrolls)",
      ),
    ],
    accept: (m) => PAID_FOR.test(sentenceText(m)),
  },
];

/** Money for a person brought in: a payment word or an amount in the sentence. */
const PAID_FOR =
  /\b(?:pa(?:y|ys|id)|earn\w*|commissions?|bonus(?:es)?|cash|income|rewards?|credits?|get \d|profit\w*)\b|[$€£₹₦]\s?\d|\d\s?(?:%|[$€£₹₦])/i;

/**
 * Disclaimers. With an earnings, testimonial or trading claim anywhere in the text they are the
 * contradicting-disclaimer red flag; alone they are realistic-results language.
 */
export const DISCLAIMER_PATTERNS: readonly RegExp[] = [
  words(
    "results (?:are )?not typical",
    "not typical",
    "atypical (?:results?|earnings)",
    "(?:individual |your )?results (?:may |will |can )?vary(?: widely)?",
    "earnings (?:are )?not guaranteed",
    "income (?:is )?not guaranteed",
    "(?:no|not a) guarantee of (?:income|earnings|results|success|profits?)",
    "past (?:results|performance) (?:is |are )?(?:not|no) (?:indicative|guarantee)",
    "(?:does|do) not (?:predict|guarantee) future (?:returns|results|performance)",
    "see (?:our|the) (?:full )?(?:earnings |income )?disclaimer",
    "(?:earnings|income) disclaimer",
    "(?:these |the )?figures (?:on this page )?are (?:exceptional|not typical)",
    "(?:should|must) not be (?:considered|taken as|seen as) (?:average|typical)",
    "the average (?:participant|person|student|member|buyer|customer) (?:makes|earns|made|earned) (?:\\$0|nothing|little|less)",
    "most (?:users|people|students|participants|members|buyers) (?:earn|make) (?:less|little|nothing|no money)",
  ),
];
