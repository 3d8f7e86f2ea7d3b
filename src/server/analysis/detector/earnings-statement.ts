// The earnings claim statement check: for each earnings claim, which elements of the statement the
// FTC Business Opportunity Rule asks for (16 CFR 437.4: who earned it, over what dates, how many and
// what share of buyers reached it, and an offer of written substantiation) appear in the same text.
// Each element found quotes its phrase; each one missing becomes a line the reader can ask about.
import type {
  EarningsClaimCheck,
  EarningsStatementElement,
  RedFlagFinding,
} from "../../../shared/contracts/analysis";
import { foldText } from "./normalize";
import type { TextField } from "./rule-layer";

const MONTH =
  "(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)";
const GROUP =
  "(?:purchasers|buyers|students|members|participants|customers|clients|graduates|franchisees|distributors)";

/** Patterns for each element, over folded text (lower case, straight quotes, ASCII hyphens). */
const ELEMENT_PATTERNS: Record<EarningsStatementElement, RegExp[]> = {
  who: [
    new RegExp(`\\b(?:the )?${GROUP} who (?:achieved|earned|made|reached|hit)\\b[^.!?\\n]{0,80}`, "g"),
    /\b(?:these|the) (?:results|earnings|figures) (?:were|are) (?:earned|achieved|made) by\b[^.!?\n]{0,80}/g,
    /\b(?:earned|achieved|made) by (?:[a-z]+ ){0,3}(?:who|with)\b[^.!?\n]{0,60}/g,
  ],
  period: [
    new RegExp(
      `\\b(?:between|from) (?:\\d{1,2} )?${MONTH}\\.? (?:\\d{1,2},? )?(?:\\d{4} )?(?:and|to|-|until) (?:\\d{1,2} )?${MONTH}\\.? (?:\\d{1,2},? )?\\d{4}\\b`,
      "g",
    ),
    /\b(?:between|from) (?:19|20)\d{2} (?:and|to|-) (?:19|20)\d{2}\b/g,
    new RegExp(
      `\\b(?:in|during|for) (?:the (?:calendar |fiscal )?year )?(?:${MONTH} )?(?:19|20)\\d{2}\\b`,
      "g",
    ),
    /\b(?:over|during|in) the (?:last|past|first) (?:\d+|twelve|six|three) (?:months|weeks|years)\b/g,
  ],
  buyers: [
    new RegExp(
      `\\b\\d[\\d,]* (?:out )?of (?:the |all |our )?(?:\\d[\\d,]* )?(?:people |customers |students )?(?:who (?:bought|purchased|joined|enrolled)|${GROUP})\\b(?:[^.!?\\n]{0,40}?\\(\\d+(?:\\.\\d+)?%\\))?`,
      "g",
    ),
    new RegExp(`\\b\\d+(?:\\.\\d+)?% of (?:all |our |the )?${GROUP}\\b`, "g"),
    new RegExp(`\\b(?:one|\\d+) in (?:\\d+|ten|five|four|three) ${GROUP}\\b`, "g"),
  ],
  substantiation: [
    /\b(?:written )?(?:substantiation|proof|documentation|evidence)\b[^.!?\n]{0,50}?\b(?:available|on request|upon request|if you ask|provide|send)\b/g,
    /\bavailable (?:on|upon) request\b/g,
    /\b(?:we will|we'll|we can) (?:give|send|provide) you (?:written )?(?:proof|evidence|documentation|substantiation)\b/g,
  ],
};

const MISSING_LINES: Record<EarningsStatementElement, string> = {
  who: "no description of who earned it (their experience, location, time spent)",
  period: "no dates: over what period the earnings were made",
  buyers: "no typical results: how many buyers, and what share of all buyers, earned this much",
  substantiation: "no offer of written substantiation on request",
};

export const EARNINGS_ELEMENT_LABELS: Record<EarningsStatementElement, string> = {
  who: "Who earned it",
  period: "Over what period",
  buyers: "How many buyers, and what share, achieved it",
  substantiation: "Written substantiation offered",
};

const ORDER: readonly EarningsStatementElement[] = ["who", "period", "buyers", "substantiation"];

function firstMatch(folded: string, patterns: RegExp[]): [number, number] | null {
  let best: [number, number] | null = null;
  for (const pattern of patterns) {
    pattern.lastIndex = 0;
    const m = pattern.exec(folded);
    if (m && (best === null || m.index < best[0])) best = [m.index, m.index + m[0].length];
  }
  return best;
}

/** One check per earnings claim; elements are looked for anywhere in the claim's own field. */
export function checkEarningsClaims(
  fields: readonly TextField[],
  redFlags: readonly RedFlagFinding[],
): EarningsClaimCheck[] {
  const claims = redFlags.filter((f) => f.category === "earnings-claim");
  if (claims.length === 0) return [];
  const elementsByField = new Map<string, EarningsClaimCheck["present"]>();
  for (const { field, text } of fields) {
    const folded = foldText(text);
    const present: EarningsClaimCheck["present"] = [];
    for (const element of ORDER) {
      const span = firstMatch(folded, ELEMENT_PATTERNS[element]);
      if (span) present.push({ element, phrase: text.slice(span[0], span[1]), start: span[0], end: span[1] });
    }
    elementsByField.set(field, present);
  }
  return claims.map((claim) => {
    const present = elementsByField.get(claim.field) ?? [];
    const missing = ORDER.filter((e) => !present.some((p) => p.element === e));
    return { claim, present, missing, missingLines: missing.map((e) => MISSING_LINES[e]) };
  });
}
