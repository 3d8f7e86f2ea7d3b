// "Terms at a glance": the refund window and its conditions, recurring charges and upsells, and
// arbitration and non-disparagement clauses, each quoting the phrase it came from. Plain phrase
// patterns over the folded text (offsets kept), each bounded, so the scan stays linear.
import type { TermsItem, TermsKind } from "../../../shared/contracts/analysis";
import { foldText } from "./normalize";
import { rx, words } from "./numbers";
import type { TextField } from "./rule-layer";

const NUM = String.raw`(?:\d+|one|two|three|five|seven|ten|fourteen|thirty|sixty|ninety)`;

export const TERMS_LABELS: Record<TermsKind, string> = {
  "refund-window": "Refund window",
  "refund-condition": "Refund condition",
  "no-refund": "No refunds",
  "recurring-charge": "Recurring charge",
  upsell: "Upsell or extra cost",
  arbitration: "Arbitration / no court",
  "non-disparagement": "No criticism allowed",
};

export const TERMS_EXPLANATIONS: Record<TermsKind, string> = {
  "refund-window": "How long you have to ask for your money back.",
  "refund-condition": "What you must do, or must not have done, to get a refund.",
  "no-refund": "The seller says it will not refund you (your statutory rights may still apply).",
  "recurring-charge": "You will be charged again until you cancel; note the date and how to cancel.",
  upsell: "Something you may need to pay for on top of the price shown.",
  arbitration: "Disputes go to private arbitration instead of a court, often without class actions.",
  "non-disparagement":
    "Limits what you may say about the seller; in US consumer contracts such clauses are void under the Consumer Review Fairness Act.",
};

const PATTERNS: Record<TermsKind, RegExp[]> = {
  "refund-window": [
    words(
      `${NUM} days? (?:full |no questions asked )?(?:refund|money back|cancellation)(?: guarantee| window| period| policy)?`,
    ),
    words(
      `(?:full )?refunds? (?:are available |is available )?(?:within|in|for|up to) (?:the first )?${NUM} (?:days|weeks|hours|business days)(?: of (?:purchase|buying|enrol\\w*|the start))?`,
    ),
    words(`(?:cancel|request a refund|ask for a refund)\\w* (?:within|in) ${NUM} (?:days|hours)`),
    words(`refunds? (?:up to|until) ${NUM} (?:days|hours) (?:before|after)[^.!?\\n]{0,30}`),
  ],
  "refund-condition": [
    words(
      "(?:only )?(?:if|once|after|provided) you(?:'ve| have)? (?:complete|completed|finish|finished|watch|watched|submit|submitted|attend|attended) (?:all|every|each|at least \\d+%? of)(?: the)? (?:modules?|lessons?|assignments?|homework|coursework|calls?|videos?|course)",
      "(?:complete|finish|watch) (?:all|every) (?:the )?(?:modules?|lessons?|assignments?|homework|coursework)(?: first)?",
      "(?:completed|watched|accessed|viewed) (?:less|more) than \\d+% of (?:the )?(?:course|content|lessons)",
      "(?:have not|haven't|not) (?:downloaded|accessed)[^.!?\\n]{0,30}",
      "(?:must|have to|need to) (?:show|provide|submit) (?:proof|evidence)[^.!?\\n]{0,40}",
      "(?:a|an) \\d+% (?:administrative|admin|processing|restocking) fee",
      "no refunds? (?:on|for) payment plans?",
    ),
  ],
  "no-refund": [
    words(
      "no refunds?(?: (?:are|will be) (?:given|issued|available|offered))?",
      "all (?:sales|purchases) (?:are )?final",
      "non[ -]?refundable",
      "refunds? (?:are|is) not (?:available|offered|given|possible)",
    ),
  ],
  "recurring-charge": [
    words(
      "(?:renews?|renewal) automatically",
      "automatically renews?",
      "auto[ -]?renew(?:s|al)?",
      "(?:billed|charged) (?:monthly|annually|yearly|quarterly|every (?:month|year|quarter|week))",
      "until you cancel",
      "recurring (?:charge|payment|fee|billing|subscription)s?",
    ),
    rx(
      String.raw`(?:then|after(?:wards)?|thereafter)\s[^.!?\n]{0,20}?(?:[$€£]\s?\d+(?:[.,]\d+)?)\s?(?:\/|per\s|a\s|each\s)(?:month|mo|year|yr|week)\b`,
    ),
    rx(
      String.raw`(?:[$€£]\s?\d+(?:[.,]\d+)?)\s?(?:\/|per\s|a\s|each\s)(?:month|mo)\b[^.!?\n]{0,20}?\b(?:membership|subscription|access)\b`,
    ),
  ],
  upsell: [
    words(
      "upgrade to (?:the |our )?[a-z]+(?: [a-z]+)? (?:tier|level|package|plan|membership|program)",
      "(?:sold|billed|charged|priced|available) separately",
      "not included",
      "add[ -]?ons?",
      "inner circle",
      "masterminds?",
      "(?:vip|elite|platinum|diamond|gold) (?:tier|level|upgrade|package|membership|coaching)",
      "(?:you'll|you will) also need",
      "(?:extra|additional) (?:costs?|fees?|charges?)",
    ),
  ],
  arbitration: [
    words(
      "(?:binding |mandatory |individual )?arbitration",
      "class action waiver",
      "waive (?:your|the|any) right to (?:a jury|sue|bring|join|participate in a class)[^.!?\\n]{0,30}",
    ),
  ],
  "non-disparagement": [
    words(
      "non[ -]?disparagement",
      "(?:agree|promise|undertake) (?:not|never) to (?:post|publish|make|write|share|say)[^.!?\\n]{0,50}?(?:negative|disparaging|critical|derogatory|unfavou?rable)[a-z ]{0,20}",
      "(?:may|must|shall|will) not (?:post|publish|leave|write|make) (?:any )?(?:negative|disparaging|critical) (?:reviews?|comments?|statements?)",
      "disparaging (?:comments?|remarks?|statements?|reviews?)",
    ),
  ],
};

const KIND_ORDER = Object.keys(PATTERNS) as TermsKind[];

/** Every term found, by field then position; overlapping matches of one kind count once. */
export function findTerms(fields: readonly TextField[]): TermsItem[] {
  const out: TermsItem[] = [];
  for (const { field, text } of fields) {
    if (text === "") continue;
    const folded = foldText(text);
    const found: TermsItem[] = [];
    for (const kind of KIND_ORDER) {
      const raw: Array<[number, number]> = [];
      for (const pattern of PATTERNS[kind]) {
        pattern.lastIndex = 0;
        for (let m = pattern.exec(folded); m !== null; m = pattern.exec(folded)) {
          if (m[0].length === 0) {
            pattern.lastIndex++;
            continue;
          }
          raw.push([m.index, m.index + m[0].trimEnd().length]);
        }
      }
      // Overlapping matches of one kind count once (sorted, then one pass: linear after the sort).
      raw.sort((a, b) => a[0] - b[0] || b[1] - a[1]);
      const spans: Array<[number, number]> = [];
      for (const span of raw) {
        const last = spans.at(-1);
        if (!last || span[0] >= last[1]) spans.push(span);
      }
      for (const [start, end] of spans) {
        found.push({
          kind,
          label: TERMS_LABELS[kind],
          field,
          phrase: text.slice(start, end),
          start,
          end,
          explanation: TERMS_EXPLANATIONS[kind],
        });
      }
    }
    found.sort((a, b) => a.start - b.start);
    out.push(...found);
  }
  return out;
}
