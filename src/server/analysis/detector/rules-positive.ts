// Positive signals: what an honest course page states plainly (refund terms, a syllabus, realistic
// expectations, earnings disclosures, checkable credentials, the time it takes).
import { after, before, sentenceText } from "./context";
import { rx, words } from "./numbers";
import type { PositiveRule } from "./rule";

const NUM = "(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|twelve|fourteen|thirty|sixty|ninety)";
/** "5-10", "5 - 10", "three to four": written with explicit spaces because words() widens plain ones. */
const RANGE = `${NUM}(?:\\s?-\\s?${NUM}|\\sto\\s${NUM})?`;

export const POSITIVE_RULES: readonly PositiveRule[] = [
  {
    category: "refund-policy",
    patterns: [
      words(
        `${NUM} days? (?:full )?(?:refund|money back)(?: guarantee| window| policy)?`,
        `(?:full |100% )?refunds? (?:within|in|for|up to) (?:the first )?${NUM} (?:days|weeks)`,
        "refund (?:policy|window|period)",
        "money back guarantee",
        "no questions asked",
        "full refund",
        `refunds?: (?:${NUM}|full)`,
        "(?:we|we'll|we will) refund (?:you|your (?:tuition|payment|money|fee)|the full|in full)",
        "(?:return|refund) your payment",
        `refunds?[^.!?\\n]{0,40}?within ${NUM} (?:days|weeks)`,
        "(?:request|ask for|get) (?:a |one |your )?(?:full )?refund",
        "refund (?:every penny|in full|the full (?:price|amount)|your (?:tuition|money))",
      ),
    ],
  },
  {
    category: "realistic-results",
    patterns: [
      words(
        "results vary",
        "results (?:may|will|can) vary",
        "most (?:students|people|retail traders|traders|coaches|buyers|participants|sites|stores) (?:earn|make|lose|take|never|will not|won't)[^.!?,;\\n]{0,40}",
        "(?:many|some) (?:students |people |of them )?never [a-z]+",
        "most (?:people|students|buyers|beginners|sellers|traders)(?: who [a-z -]{1,40}?)? (?:make|earn|lose|fail|quit|give up)(?: very)? (?:little|nothing|money|less|before)",
        "(?:many|most|some) (?:of them |people |students )?(?:don't|do not|won't|will not|never do)(?=[\\s,.])",
        "(?:we|i) (?:cannot|can't|can not|won't|will not|don't|do not) promise (?:you )?(?:any )?(?:income|results|money|earnings|success|profits?)",
        "(?:a year|months|years) of (?:steady|consistent|hard) work",
        "lose less",
        "(?:not|isn't|is not|aren't) for (?:people|anyone|those|you if you(?:'re| are)) (?:looking for|who want|hoping for|after) (?:easy|quick|fast) (?:money|cash|riches|income)",
        "most (?:[a-z]+ )?(?:freelancers|products|stores|businesses|startups|sellers|creators|coaches|agencies|sites|channels|people|students) (?:fail|lose money|never|earn less|make less|don't)",
        "(?:the )?majority of (?:our |the )?(?:students|members|graduates|buyers) (?:have not|haven't|did not|didn't|never|do not|don't) (?:recouped|earned|made|recover\\w*)",
        "(?:some|many|most) (?:graduates|students|members|buyers) (?:earn|make) nothing",
        `(?:takes?|took|within|after|over|at least|expect) (?:a few|several|many|${RANGE}) (?:months|years)`,
        "(?:takes?|took) (?:months|years|time)",
        "(?:a year|years) or more",
        "over time",
        "in the first (?:few|several|\\d+) months",
        "(?:substantial |significant )?risk of loss",
        "(?:you )?can lose (?:money|some|all)",
        "carries risk",
        "(?:is|it's|isn't) not easy|(?:won't|will not) tell you (?:this|it) is easy",
        "hard work",
        "competition is (?:intense|fierce|high)",
        "margins are (?:thin|small|low)",
        "not a promise",
        "earn (?:little|nothing)",
        "if one comes at all",
        "realistic (?:numbers|expectations|figures)",
        "honest expectations",
        "depends? on (?:your )?(?:effort|factors|market|skills)",
        // markets that carry risk and content that is no advice, in pt, es, fr, it, de (set AE: "Le
        // trading de métaux comporte des risques financiers importants", on a page labelled honest)
        "(?:comporte|comportent|implique|présente) des risques|(?:envolve|envolvem|implica|implicam) riscos?|(?:conlleva|conllevan|implica|implican|tiene|tienen) riesgos?|(?:comporta|comportano) (?:dei |rischi|un rischio)|(?:birgt|birgen) (?:ein |erhebliche )?risiken?",
        "(?:ne constitue|ne constituent) (?:en aucun cas |pas )?(?:un )?conseil|(?:não constitui|no constituye|non costituisce|stellt keine) (?:[a-zà-ÿ]+ )?(?:recomenda[çc][ãa]o|recomendaci[óo]n|consiglio|conselho|asesoramiento|anlageberatung)",
      ),
    ],
    // "hard work isn't required" promises the opposite (passive-income reads it)
    accept: (m) =>
      !/^\s*(?:isn't|is not|aren't|are not|not)\s+(?:required|needed|necessary)/.test(after(m, 30)),
  },
  {
    category: "earnings-disclosure",
    patterns: [
      words(
        "income disclosure(?: statement)?",
        "earnings disclosure(?: statement)?",
        "(?:typical|median|average) (?:student|member|participant|graduate|buyer)s? (?:in [a-z ]{0,20})?(?:earned|earns|made|makes|had|has|revenue)",
        "median (?:annual |monthly )?(?:revenue|income|earnings)",
        "\\d+% (?:of (?:students|members|participants|graduates|buyers) )?(?:reported|earned|made|had) (?:no|under|less than|nothing|over|more than|zero)(?: [a-z$\\d,]+)?",
        "fewer than (?:\\d+|one) in \\d+",
        "(?:publish|published|publishes) (?:anonymi[sz]ed |our |all )?(?:student )?(?:outcomes|results)",
        "anonymi[sz]ed (?:student )?(?:outcomes|results)",
        "according to our (?:\\d+ )?(?:[a-z]+ )?survey",
        "honest numbers",
        "(?:about |roughly |around |nearly |only |just )?(?:a third|a quarter|half|two thirds|one in \\d+|\\d+ in \\d+|\\d+%|\\d+ (?:out )?of (?:the )?\\d+) of (?:our |the |all )?(?:students|members|graduates|participants|buyers|customers)",
        "(?:outcomes?|results|income|earnings) (?:report|statement|data)",
        "how many (?:students|buyers|members|people|participants) (?:earned|made|make|earn) (?:nothing|no money|\\$0|little)",
        "(?:we )?publish (?:that|the|this|our) (?:number|figures?|results|data|numbers)",
        "(?:the )?majority of (?:our |the )?(?:students|members|graduates|buyers) (?:have not|haven't|did not|didn't) (?:recouped|earned|made)",
        "results page",
      ),
    ],
  },
  {
    category: "verifiable-credentials",
    caseSensitive: true,
    patterns: [
      rx(
        String.raw`\b(?:[Ll]icen[cs]ed|[Rr]egistered|[Cc]ertified|[Cc]hartered)\s(?:[\w-]+\s){0,3}?(?:in|by|with)\s(?:the\s)?[A-Z][a-z]+`,
      ),
      rx(
        String.raw`\b(?:[Ll]icen[cs]e|[Rr]egistration|[Mm]ember|[Bb]ar|CRD|NMLS|FINRA)\s?(?:[Nn]o\.?|[Nn]umber|#)\s?#?\s?\d{3,}`,
      ),
      // "CFP registration 2210345", "license #BR-55123"
      rx(
        String.raw`\b(?:[Ll]icen[cs]e|[Rr]egistration|CRD|NMLS|CFP|CFA)\s?(?:[Nn]o\.?|[Nn]umber)?\s?#?\s?[A-Z]{0,4}-?\d{4,}`,
      ),
      // "eleven years at Brightwater Advisors"
      rx(String.raw`\b(?:\w+|\d+)\syears?\s(?:at|with)\s(?:the\s)?[A-Z][\w&]+(?:\s[A-Z][\w&]+){0,3}`),
      rx(String.raw`\b(?:[Cc]ertified [Ff]inancial [Pp]lanner|[Ss]tate of [A-Z][a-z]+)\b`),
      rx(
        String.raw`\b(?:PhD|Ph\.D\.|MSc|MA|MBA|BSc|BA|MFA|JD|[Mm]aster'?s|[Bb]achelor'?s|[Dd]octorate)\b[^.!?\n]{0,40}?\bfrom\s(?:the\s)?[A-Z][a-z]+`,
      ),
      rx(
        String.raw`\b(?:at|for|with)\s(?:the\s)?[A-Z][\w&]+(?:\s[A-Z][\w&]+){0,3}\s(?:since\s\d{4}|\(\d{4}\s?[-–]\s?\d{4}\)|from\s\d{4})`,
      ),
      rx(
        String.raw`\b(?:former|formerly|previously|spent\s\w+\syears\sas|worked\s(?:for\s)?\w+\syears\sas|taught\s[\w\s]{0,30}?)\s(?:an?\s)?[\w\s-]{0,40}?\b(?:at|for)\s(?:the\s)?[A-Z][\w&]+(?:\s[A-Z][\w&]+){0,3}`,
      ),
      rx(
        String.raw`\b(?:[Rr]egistered investment advis[eo]r|[Cc]hartered accountant|[Cc]ertified public accountant|CPA|CFA)\b`,
      ),
      rx(String.raw`\b(?:admitted to the (?:state )?bar|(?:client|employer|professional) references)\b`),
    ],
  },
  {
    category: "time-commitment",
    patterns: [
      // separate patterns so "around 2 hours a week" is not cut short at "around 2 hours"
      words(`${RANGE}\\+? hours? (?:a|per|each|every) week`),
      rx(String.raw`\(\s?\d+(?:\s?-\s?\d+)?\s?(?:min|mins|minutes|hours?|hrs?)\s?\)`),
      words(
        `(?:about|around|roughly|approximately|some) ${RANGE} hours(?: of (?:video|content|lessons|practice))?(?: in total)?`,
      ),
      words(
        `${NUM} hours (?:in total|total|of video|of content)`,
        `${NUM} weeks in total`,
        `${NUM} minute (?:lessons|videos|sessions)`,
        `(?:session|lesson)s? (?:is|are|of) ${NUM} minutes`,
        "time commitment",
        "weekly schedule",
        `${NUM} (?:evenings|mornings|nights|days|sessions) (?:a|per) week`,
        `takes (?:about |around |roughly )?${RANGE} (?:weeks|months)`,
        `${NUM} (?:week|month) (?:course|program|programme|bootcamp|cohort)`,
        `${RANGE} (?:hour|minute) (?:live )?(?:sessions?|projects?|class(?:es)?|lessons?|workshops?|assignments?)`,
        `takes most (?:people|students) (?:[a-z]+ ){0,4}(?:weeks|months) to (?:finish|complete)`,
        `(?:over|for|within) ${NUM} weeks`,
      ),
    ],
    accept: (m) =>
      !/\b(?:only|just|working|work)\s*$/.test(before(m, 14)) &&
      !(
        /^(?:over|for|within)/.test(m.groups[0]) && /[$€£]\s?\d|\bearn|\bmake|\bincome/.test(sentenceText(m))
      ),
  },
];

/** Syllabus markers ("Module 1:", "Week 2 -", "Lesson 3") and counted contents ("42 video lessons"). */
const MARKER =
  /\b(?:module|week|lesson|unit|chapter|session|part)\s?(\d+)\b|(?:^|\s)(\d{1,2})[.)]\s+(?=[a-z])/g;
/** Five or more counted items: "three modules" is a sentence, "42 video lessons" is a contents list. */
const COUNTED_CONTENTS = words(
  `(?:[5-9]|\\d\\d+|five|six|seven|eight|nine|ten|twelve) (?:video )?(?:lessons|modules|worksheets|units|chapters|exercises)`,
  "curriculum",
  "(?:covers|we cover|you(?:'ll| will) learn|topics include)[^.!?\\n]{0,20}?[a-z -]+, [a-z -]+, [a-z -]+,? (?:and|&) [a-z-]+",
  "syllabus",
  "lesson plan",
  "course outline",
  "what you(?:'ll| will) learn",
);

/**
 * A syllabus is two or more numbered markers (or counted lessons) in one text. It is one finding:
 * from the first marker to the end of the last item, so the reader sees the list itself.
 */
export function findSyllabus(folded: string): Array<[number, number]> {
  const markers: Array<[number, number]> = [];
  const numbers = new Set<string>();
  MARKER.lastIndex = 0;
  for (let m = MARKER.exec(folded); m !== null; m = MARKER.exec(folded)) {
    const lead = m[0].length - m[0].trimStart().length;
    markers.push([m.index + lead, m.index + m[0].length]);
    numbers.add(m[1] ?? m[2] ?? "");
  }
  const out: Array<[number, number]> = [];
  if (markers.length >= 2 && numbers.size >= 2) {
    const first = markers[0]![0];
    const lastEnd = markers.at(-1)![1];
    const stop = folded.slice(lastEnd).search(/[.;\n]/);
    out.push([first, stop === -1 ? folded.length : lastEnd + stop]);
  }
  COUNTED_CONTENTS.lastIndex = 0;
  for (let m = COUNTED_CONTENTS.exec(folded); m !== null; m = COUNTED_CONTENTS.exec(folded)) {
    out.push([m.index, m.index + m[0].length]);
  }
  return out;
}
