// The red-flag detector: the rule layer (rule-layer.ts: exact phrases, offsets, categories) and the
// learned layer (../classifier: a linear model trained on texts modelled on regulators' cases and on
// honest course pages) read the same fields. The model decides whether the text as a whole is a
// money-making pitch; if it is, every rule finding stands and the words that weighed most become
// findings of their own ("pitch-language"); if it is not (a warning that quotes hype, an honest
// disclosure, a job advert), rule findings are set aside and listed in `pitch.setAside`, except
// clauses that are a problem in any text (gag clauses). See docs/analysis.md.
import type {
  Detection,
  PitchAssessment,
  RedFlagCategory,
  RedFlagFinding,
  Severity,
} from "../../../shared/contracts/analysis";
import { isMoreSevere } from "../../../shared/domain/severity";
import { type PitchModel, readPitch, shippedPitchModel } from "../classifier/pitch-model";
import { firstStartingAt } from "../spans";
import { claimSpan } from "./claim-span";
import { checkEarningsClaims } from "./earnings-statement";
import { RED_FLAG_AUTHORITY, RED_FLAG_EXPLANATIONS, RED_FLAG_LABELS } from "./labels";
import { readsAsEnglish } from "./language";
import { foldText } from "./normalize";
import { detectRules, type TextField } from "./rule-layer";
import { RATE_BY_PERIOD } from "./rules-earnings";
import { findTerms } from "./terms";

export { POSITIVE_LABELS, RED_FLAG_LABELS, RED_FLAG_SEVERITY, SEVERITY_RULES } from "./labels";
export type { TextField } from "./rule-layer";

/**
 * "builtin-4": claims read in context (questions, reported speech, prices and anchors, every
 * currency), phrases as sentences, one phrase never both a flag and a positive, the page's behaviour
 * (page-behaviour.ts) and a model retrained with hard negatives ("builtin-3": the widened corpus with
 * rule categories as features; the model's own version is in `pitch.model`).
 */
export const DETECTOR_VERSION = "builtin-4";

/** Words that say nothing on their own: a reason made only of them ("This is where", "So now you're
 *  thinking") is not shown. Verbs of thinking and saying are among them: alone they claim nothing. */
const FUNCTION_WORDS = new Set(
  "a an the this that these those is are was were be been am it its it's this's there here where when what who how why which so now then and or but if of in on at to for from by with as up out you you're your yours i i'm i've my me we we're our us they their he she his her them do does did can will would could should just very really all some any more most no not one get got let's let think thinking thought know knew say said saying see seeing wonder wondering guess mean well okay ok right again".split(
    " ",
  ),
);
export const saysSomething = (phrase: string) =>
  // folded as the rules read text: lower case, and a typographic apostrophe or a quotation mark used
  // as one ("you‘re") an apostrophe
  foldText(phrase)
    .split(/[^a-z0-9$€£'%]+/)
    .some((w) => w !== "" && !FUNCTION_WORDS.has(w));

/** A refund or guarantee phrase promises results only with a word of results or money in it. */
const RESULTS_WORDS =
  /\b(?:income|profits?|earn\w*|make|making|rich|wealth\w*|cash|returns?|results|success|succeed|sales|clients|salary|paid|money(?![\s-]back))\b|[$€£]\s?\d/i;

/**
 * One phrase is never both a red flag and a positive signal. A refund or money-back guarantee is a
 * positive unless it guarantees results or income (then the red flag stands and the positive goes);
 * otherwise the red flag wins ("hard work isn't required" is not realistic language).
 */
function resolveConflicts(redFlags: RedFlagFinding[], positives: Detection["positives"]) {
  const dropRed = new Set<RedFlagFinding>();
  const dropPositive = new Set<Detection["positives"][number]>();
  for (const p of positives) {
    for (const r of overlapping(redFlags, p)) {
      const refundGuarantee =
        p.category === "refund-policy" && (r.category === "guarantee" || r.category === "pitch-language");
      if (refundGuarantee && !RESULTS_WORDS.test(r.phrase)) dropRed.add(r);
      else dropPositive.add(p);
    }
  }
  return {
    redFlags: redFlags.filter((r) => !dropRed.has(r)),
    positives: positives.filter((p) => !dropPositive.has(p)),
  };
}

type Spanned = { field: string; start: number; end: number };

/**
 * The findings overlapping `span`, by binary search over the findings sorted by start (built once
 * per list): a page with thousands of findings stays n log n, not n squared.
 */
const sortedCache = new WeakMap<readonly Spanned[], { sorted: Spanned[]; longest: number }>();
function overlapping<T extends Spanned>(list: readonly T[], span: Spanned): T[] {
  let entry = sortedCache.get(list);
  if (!entry) {
    const sorted = [...list].sort((a, b) => a.start - b.start);
    entry = { sorted, longest: sorted.reduce((m, f) => Math.max(m, f.end - f.start), 0) };
    sortedCache.set(list, entry);
  }
  const { sorted, longest } = entry;
  const lo = firstStartingAt(sorted, span.end);
  const out: T[] = [];
  for (let i = lo - 1; i >= 0 && sorted[i]!.start >= span.start - longest; i--) {
    const f = sorted[i]!;
    if (f.field === span.field && f.start < span.end && span.start < f.end) out.push(f as T);
  }
  return out;
}

/** Each finding's phrase becomes its sentence or clause; one finding per category and span. */
function asClaims(redFlags: RedFlagFinding[], fields: readonly TextField[]): RedFlagFinding[] {
  const texts = new Map(fields.map((f) => [f.field, f.text]));
  const out = new Map<string, RedFlagFinding>();
  const ruleSpans: Array<{ field: string; start: number; end: number }> = [];
  const expanded = redFlags.map((f) => {
    const text = texts.get(f.field);
    if (text === undefined || text.slice(f.start, f.end) !== f.phrase) return f;
    const [start, end] = claimSpan(text, f.start, f.end);
    return { ...f, start, end, phrase: text.slice(start, end) };
  });
  for (const f of expanded) if (f.category !== "pitch-language") ruleSpans.push(f);
  for (const f of expanded) {
    if (
      f.category === "pitch-language" &&
      overlapping(ruleSpans, f).some((r) => r.start <= f.start && f.end <= r.end)
    )
      continue;
    const key = `${f.category}\u0000${f.field}\u0000${f.start}\u0000${f.end}`;
    const seen = out.get(key);
    if (!seen || isMoreSevere(f.severity, seen.severity)) out.set(key, f);
  }
  return [...out.values()];
}

/**
 * On a whole page, this many kinds (categories) of rule finding keep the findings when the model
 * does not read a pitch. Chosen on the labelled real pages, in-sample (docs/detector.md, 2026-11-29
 * in-sample round): 3 let an honest page through, 5 lost a hype page 4 kept.
 */
const PAGE_KINDS_THAT_STAND = 4;

const distinctKinds = (findings: readonly RedFlagFinding[]) => new Set(findings.map((f) => f.category)).size;

/**
 * Findings about how an offer is sold (an upgrade, an add-on, a deadline or "limited spots"), not a
 * claim about what the buyer will get: on a whole page the model's verdict does not stand beside
 * these alone. An honest one-time upgrade page ("One-Time Upgrade", "unlock the pro level") names
 * its own upsell, and the model then read its feature list as a pitch (docs/detector.md, round on
 * set G); honest pages whose only rule findings were a deadline or scarcity ("Today only: $21") were
 * read the same way (round on set J: seven honest pages on six sets, no hype page lost).
 */
const OFFER_STRUCTURE: ReadonlySet<RedFlagCategory> = new Set(["upsell-hidden-cost", "urgency-scarcity"]);

/**
 * How many pressure findings (urgency-scarcity) a whole page needs for the model's verdict to stand
 * beside them alone, when the model reads a pitch at its high threshold: an upsell page whose whole
 * pitch is made-up pressure ("Do not close this page", "Today only", "Only available on this page",
 * "you will not see this page again") is hype, while an honest upgrade page says one or two such
 * things (set O, in-sample, docs/detector.md round 23: no page of the shared set or of sets K-N moved).
 */
const PRESSURE_THAT_STANDS = 3;

/** Whether a whole page's shown findings let the model's pitch verdict stand (OFFER_STRUCTURE). */
function claimsOrPressure(claims: readonly RedFlagFinding[], highPitch: boolean): boolean {
  if (claims.some((f) => !OFFER_STRUCTURE.has(f.category))) return true;
  return highPitch && claims.filter((f) => f.category === "urgency-scarcity").length >= PRESSURE_THAT_STANDS;
}

/** Clauses that harm a buyer whatever the rest of the text says: never set aside. */
const ALWAYS_KEPT: ReadonlySet<RedFlagCategory> = new Set(["review-suppression"]);

/** A rate of return by the day, week or month (rules-earnings.ts). */
const RATE_STATED = new RegExp(RATE_BY_PERIOD.source, "i");
/** How far past a claim its rate's period may be read (a plan card's "31 Days Duration"). */
const RATE_PERIOD_REACH = 60;

/** Never set aside: a clause that harms a buyer, or a claim that starts a rate of return by the period. */
function alwaysKept(f: RedFlagFinding, text: string | undefined): boolean {
  if (ALWAYS_KEPT.has(f.category)) return true;
  if (f.category !== "earnings-claim" || text === undefined) return false;
  const rate = RATE_STATED.exec(text.slice(f.start, f.end + RATE_PERIOD_REACH));
  return rate !== null && rate.index < f.end - f.start;
}

const quoted = (phrases: string[]) =>
  phrases.length <= 1
    ? `"${phrases[0] ?? ""}"`
    : `${phrases
        .slice(0, -1)
        .map((p) => `"${p}"`)
        .join(", ")} and "${phrases.at(-1)}"`;

function pitchFindings(assessment: PitchAssessment, severity: Severity): RedFlagFinding[] {
  const phrases = assessment.reasons.map((r) => r.phrase);
  const because = `Reads like a money-making pitch because of ${quoted(phrases)} (model score ${assessment.score.toFixed(2)}, threshold ${assessment.threshold.toFixed(2)}). ${RED_FLAG_EXPLANATIONS["pitch-language"]}`;
  return assessment.reasons.map((reason) => ({
    category: "pitch-language",
    label: RED_FLAG_LABELS["pitch-language"],
    severity,
    field: reason.field,
    phrase: reason.phrase,
    start: reason.start,
    end: reason.end,
    explanation: because,
    authority: RED_FLAG_AUTHORITY["pitch-language"],
  }));
}

/**
 * The findings as shown: each phrase its sentence or clause, a sentence that offers a refund ("try it
 * risk-free: our money-back guarantee covers you") counted as refund terms, an "earnings claim" that
 * is only an amount the page itself sells at counted as its price, in reading order.
 */
function shownClaims(
  shown: RedFlagFinding[],
  positives: Detection["positives"],
  fields: readonly TextField[],
  ownPrice: (phrase: string) => boolean,
): RedFlagFinding[] {
  const claims = asClaims(resolveConflicts(shown, positives).redFlags, fields);
  const redFlags = claims.filter(
    (f) =>
      !(f.category === "earnings-claim" && ownPrice(f.phrase)) &&
      !(
        f.category === "guarantee" &&
        !RESULTS_WORDS.test(f.phrase) &&
        overlapping(positives, f).some(
          (p) => p.category === "refund-policy" && f.start <= p.start && p.end <= f.end,
        )
      ),
  );
  const fieldOrder = new Map(fields.map((f, i) => [f.field, i]));
  return redFlags.sort(
    (a, b) => (fieldOrder.get(a.field) ?? 0) - (fieldOrder.get(b.field) ?? 0) || a.start - b.start,
  );
}

/**
 * How a text is read. `sellerCopy`: the text is the seller's own words (a catalogue course's
 * description, sales copy and income claims, recorded as the seller published them), so it cannot
 * be quoting hype to warn about it: every rule finding stands whatever the model says of the whole,
 * and the model's verdict only adds its own findings (docs/decisions/0014-deterministic-analysis-engine.md).
 */
export interface DetectOptions {
  sellerCopy?: boolean;
  /** For tests and the evaluation (a model trained with a source held out); callers use the shipped one. */
  model?: PitchModel;
  /**
   * A sales page's own prices: an "earnings claim" that is only an amount the page sells at ("$149.00
   * per Month" on a membership card, the same amount in a buy button) is the price, not an income claim.
   */
  ownPrice?: (phrase: string) => boolean;
  /**
   * The text is a whole web page: the model's verdict stands only beside a rule finding. Over a
   * page its reasons are fragments of a long text (buttons, headings: "Join Now", "Our Story"), not
   * a claim; a short text (a claim, a review, a description) is itself what it judges.
   */
  wholePage?: boolean;
}

/** Findings over each field; positions are offsets into that field's own text. */
export function detect(fields: readonly TextField[], options: DetectOptions = {}): Detection {
  const {
    sellerCopy = false,
    model = shippedPitchModel(),
    ownPrice = () => false,
    wholePage = false,
  } = options;
  const found = detectRules(fields);
  const resolved = resolveConflicts(found.redFlags, found.positives);
  const rules = { ...found, ...resolved };
  // The model reads English only: on a text in another language it abstains (no verdict of its own,
  // no findings of its own) and the rule findings stand, as they do for a seller's own copy.
  const english = readsAsEnglish(fields.map((f) => f.text));
  const read = readPitch(fields, found, model);
  const kept = read.reasons.filter(
    (r) => saysSomething(r.phrase) && overlapping(rules.positives, r).length === 0,
  );
  // A pitch always shows at least its strongest reason (as the sentence that holds it).
  const reading = { ...read, reasons: kept.length > 0 ? kept : read.reasons.slice(0, 1) };

  const { threshold, highThreshold } = model.file;
  const texts = new Map(fields.map((f) => [f.field, f.text]));
  const standing = (f: RedFlagFinding) => alwaysKept(f, texts.get(f.field));
  // On a whole page the model confirms what the rules found; alone it names no claim a buyer would
  // recognise, so a page with no rule finding left to show is not a pitch on its word (docs/detector.md).
  // Asked last, so the claims are gathered only when the model reads a pitch.
  const isPitch =
    english &&
    reading.hasText &&
    reading.probability >= threshold &&
    (!wholePage ||
      claimsOrPressure(
        shownClaims(rules.redFlags, rules.positives, fields, ownPrice),
        reading.probability >= highThreshold,
      ));
  // A whole page with many kinds of rule finding (an income figure, a guarantee, "no experience
  // needed", a deadline...) is a pitch whatever the model makes of its long text: they stand.
  const keepRules =
    sellerCopy || !english || (wholePage && distinctKinds(rules.redFlags) >= PAGE_KINDS_THAT_STAND);
  const assessment: PitchAssessment = {
    model: english ? model.file.version : `${model.file.version} (abstained: not English)`,
    score: Math.round(reading.probability * 1000) / 1000,
    threshold,
    verdict: isPitch ? "pitch" : "not-pitch",
    reasons: english ? reading.reasons : [],
    setAside: isPitch || keepRules ? [] : rules.redFlags.filter((f) => !standing(f)),
  };
  const shown = isPitch
    ? [
        ...rules.redFlags,
        ...pitchFindings(assessment, reading.probability >= highThreshold ? "high" : "medium"),
      ]
    : keepRules
      ? rules.redFlags
      : rules.redFlags.filter(standing);
  const redFlags = shownClaims(shown, rules.positives, fields, ownPrice);
  return {
    redFlags,
    positives: rules.positives,
    pitch: assessment,
    earningsClaims: checkEarningsClaims(fields, redFlags),
    terms: findTerms(fields),
  };
}
