// The full AI report, built deterministically from what we hold about a course: the stored trust
// breakdown, the detector's findings, the creator's status, approved reviews (count, rating, share
// with proof), income claims against actual outcomes, and community reports about the creator.
// A provider may rewrite the prose (deep-analyze.service.ts); this is the built-in text.
import type { DeepReport } from "../../../shared/contracts/ai";
import type { RedFlagCategory, RedFlagFinding } from "../../../shared/contracts/analysis";
import { plural } from "../../../shared/domain/format";
import { formatMoney } from "../../../shared/domain/money";
import { distinctFindings } from "../../analysis/verdict";
import type { CourseFacts } from "./course-facts";
import { strongestFindings } from "./course-facts";

/** Risks listed one by one; the rest are counted. */
const MAX_LISTED_RED_FLAGS = 8;
const MAX_QUOTED = 280;

const CLAIM_CATEGORIES: ReadonlySet<RedFlagCategory> = new Set([
  "earnings-claim",
  "fast-results",
  "passive-income",
  "trading-certainty",
  "atypical-testimonial",
  "market-hype",
]);

function quote(text: string, max = MAX_QUOTED): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return `“${flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat}”`;
}

/** Ends a sentence with a full stop unless it already ends with one (inside a closing quote too). */
function sentence(text: string): string {
  return /[.!?…]”?$/.test(text) ? text : `${text}.`;
}

/** Quotes a text unless it already carries its own quotation marks (a list of quoted claims). */
function quoteOnce(text: string): string {
  if (!/["“”]/.test(text)) return quote(text);
  const flat = text.replace(/\s+/g, " ").trim();
  return flat.length > MAX_QUOTED ? `${flat.slice(0, MAX_QUOTED - 1).trimEnd()}…` : flat;
}

function reviewSentence(facts: CourseFacts): string {
  const { count, averageRating, withProof } = facts.reviews;
  if (count === 0 || averageRating === null) return "It has no approved reviews yet.";
  const share = Math.round((withProof / count) * 100);
  return (
    `${plural(count, "approved review", "approved reviews")} average ${averageRating.toFixed(1)}/5; ` +
    `${withProof} (${share}%) include proof of enrolment.`
  );
}

function communitySentence(facts: CourseFacts): string | null {
  const { confirmed, open } = facts.communityReports;
  if (confirmed === 0 && open === 0) return null;
  const parts: string[] = [];
  if (confirmed > 0) {
    parts.push(
      `${plural(confirmed, "community scam report", "community scam reports")} about this creator confirmed`,
    );
  }
  if (open > 0) parts.push(`${plural(open, "report", "reports")} still under review`);
  return `${parts.join(", and ")}.`.replace(/^./, (c) => c.toUpperCase());
}

function overview(facts: CourseFacts): string {
  const { trust, detection } = facts;
  const scored = facts.trustStored ? "a trust score" : "a provisional trust score";
  const sentences = [
    `${facts.title} by ${facts.creator.name} (${facts.categoryName}, ${formatMoney(facts.price, facts.currency)}) has ${scored} of ` +
      `${trust.score}/100: ${trust.bandLabel}.`,
    `Our detector found ${plural(distinctFindings(detection.redFlags).length, "red flag", "red flags")} and ` +
      `${plural(distinctFindings(detection.positives).length, "positive signal", "positive signals")} in its title, description, ` +
      "sales copy and income claims.",
    reviewSentence(facts),
  ];
  const community = communitySentence(facts);
  if (community) sentences.push(community);
  return sentences.join(" ");
}

/**
 * Scored evidence below this many points (a low rating's few points, "fewer than 5 reviews") is not
 * presented as a credibility signal.
 */
const MIN_SIGNAL_POINTS = 3;
/** Phrases quoted per kind of positive signal. */
const MAX_PHRASES_PER_SIGNAL = 3;

/** Evidence that counts in the course's favour: scored signals and positive findings with their phrases. */
function credibilitySignals(facts: CourseFacts): string[] {
  const positives = distinctFindings(facts.detection.positives);
  const positiveLabels = new Set(positives.map((p) => p.label.toLowerCase()));
  const out: string[] = [];
  for (const factor of facts.trust.factors) {
    if (factor.key === "redFlags") continue;
    for (const item of factor.evidence) {
      // Findings are listed with their phrases below; "not verified" lines are not in its favour.
      if (item.points < MIN_SIGNAL_POINTS || /\bnot\b/i.test(item.signal)) continue;
      if (positiveLabels.has(item.signal.toLowerCase())) continue;
      out.push(`${item.signal} (+${item.points} ${factor.label.toLowerCase()})`);
    }
  }
  const byLabel = new Map<string, string[]>();
  for (const positive of positives) {
    const phrases = byLabel.get(positive.label) ?? [];
    if (phrases.length < MAX_PHRASES_PER_SIGNAL) phrases.push(quote(positive.phrase, 120));
    byLabel.set(positive.label, phrases);
  }
  for (const [label, phrases] of byLabel) out.push(`${label}: ${phrases.join(", ")}`);
  if (facts.verificationNotes?.trim()) out.push(`Verification notes: ${quote(facts.verificationNotes, 200)}`);
  return [...new Set(out)];
}

function claimRealityCheck(facts: CourseFacts): string {
  const claims = facts.incomeClaims?.trim() ? facts.incomeClaims : null;
  const outcomes = facts.actualStudentOutcomes?.trim() ? facts.actualStudentOutcomes : null;
  const claimFlags = distinctFindings(facts.detection.redFlags).filter((f) =>
    CLAIM_CATEGORIES.has(f.category),
  );
  const disclosure = facts.detection.positives.find((p) => p.category === "earnings-disclosure");
  const sentences: string[] = [];
  if (claims) sentences.push(sentence(`The seller claims: ${quoteOnce(claims)}`));
  if (claimFlags.length > 0) {
    const examples = strongestFindings(claimFlags, 2).map((f) => quote(f.phrase, 80));
    sentences.push(
      `The copy makes ${plural(claimFlags.length, "earnings or results promise", "earnings or results promises")} ` +
        `(for example ${examples.join(" and ")}).`,
    );
  }
  if (outcomes) {
    sentences.push(sentence(`What students actually report: ${quoteOnce(outcomes)}`));
  } else if (claims || claimFlags.length > 0) {
    sentences.push("No student outcomes are on record to back these claims, so treat them as unverified.");
  }
  if (disclosure)
    sentences.push(sentence(`It does publish an earnings disclosure: ${quote(disclosure.phrase, 160)}`));
  if (sentences.length === 0) {
    return "The course makes no income claims on record, and the detector found no earnings or fast-results promises in its copy.";
  }
  const { count, averageRating } = facts.reviews;
  if (count > 0 && averageRating !== null) {
    sentences.push(
      `Approved reviewers rate it ${averageRating.toFixed(1)}/5 (${plural(count, "review", "reviews")}).`,
    );
  }
  return sentences.join(" ");
}

function flagLine(finding: RedFlagFinding): string {
  return `${finding.label} (${finding.severity}): ${quote(finding.phrase, 160)} — ${finding.explanation}`;
}

function risks(facts: CourseFacts): string[] {
  const out: string[] = [];
  const { confirmed, open } = facts.communityReports;
  if (confirmed > 0) {
    out.push(
      `${plural(confirmed, "community scam report", "community scam reports")} about ${facts.creator.name} confirmed by our moderators`,
    );
  }
  if (facts.creator.status === "suspicious") out.push(`${facts.creator.name} is flagged as suspicious`);
  const flags = strongestFindings(facts.detection.redFlags, Number.POSITIVE_INFINITY);
  for (const finding of flags.slice(0, MAX_LISTED_RED_FLAGS)) out.push(flagLine(finding));
  if (flags.length > MAX_LISTED_RED_FLAGS) {
    out.push(
      `${plural(flags.length - MAX_LISTED_RED_FLAGS, "more red flag", "more red flags")} in the sales copy`,
    );
  }
  if (open > 0)
    out.push(`${plural(open, "community report", "community reports")} about the creator still under review`);
  const claims = facts.incomeClaims?.trim();
  const outcomes = facts.actualStudentOutcomes?.trim();
  if (claims && !outcomes) out.push("Income claims with no student outcomes on record to back them");
  if (facts.creator.status === "unverified")
    out.push("The creator's identity and track record are not verified yet");
  if (facts.reviews.count === 0) out.push("No approved reviews yet");
  if (facts.trust.confidence < 40) {
    out.push(`Thin evidence: the score's confidence is ${facts.trust.confidence}%`);
  }
  return out;
}

function recommendation(facts: CourseFacts): string {
  const { trust } = facts;
  let text: string;
  if (facts.communityReports.confirmed > 0 || trust.band === "high-risk") {
    text =
      "Avoid buying for now. The evidence points to serious risk; if you are still considering it, get the " +
      "refund terms and typical student results in writing first, and never pay with a method you cannot dispute.";
  } else if (trust.band === "proceed-with-caution") {
    text =
      "Proceed with caution. Check each risk listed above, ask the seller for typical (not best-case) student " +
      "results in writing, and confirm the refund policy before paying.";
  } else if (trust.band === "generally-trustworthy") {
    text =
      "Generally trustworthy on the evidence we hold. Read the risks listed, confirm the refund terms, and set " +
      "your expectations by student outcomes rather than the sales copy.";
  } else {
    text =
      "Highly legitimate on the evidence we hold. As with any course, results depend on your own work and no " +
      "income is guaranteed.";
  }
  if (trust.confidence < 40)
    text += ` The evidence is thin (confidence ${trust.confidence}%), so weigh this verdict lightly.`;
  return text;
}

export function buildDeepReport(facts: CourseFacts): DeepReport {
  return {
    overview: overview(facts),
    credibilitySignals: credibilitySignals(facts),
    claimRealityCheck: claimRealityCheck(facts),
    risks: risks(facts),
    recommendation: recommendation(facts),
    confidence: facts.trust.confidence,
  };
}
