// How the trust score is computed, read from the scoring module itself (src/shared/domain/trust-score)
// so this page cannot drift from the arithmetic the server uses.

import { Link } from "react-router";
import { apiDocsRoutes } from "../../../../shared/contracts/docs.routes";
import { trustDownloadRoutes } from "../../../../shared/contracts/trust.routes";
import { TRUST_BAND_RULES } from "../../../../shared/domain/trust-bands";
import {
  CROSS_FACTOR_FLAGS,
  POSITIVE_POINTS,
  TRUST_CONFIDENCE,
  TRUST_FACTOR_LABELS,
  TRUST_FACTOR_MAX,
  TRUST_POINTS,
  type TrustFactorKey,
} from "../../../../shared/domain/trust-score";
import { DefinitionList } from "../../../components/ui/definition-list";
import { DataTable } from "../../../components/ui/table";

interface SignalRow {
  signal: string;
  points: string;
}

/** A signal-and-points table; its headings are for screen readers, the rows speak for themselves. */
function SignalTable({
  className,
  caption,
  columns,
  rows,
}: {
  className: string;
  caption: string;
  columns: readonly [string, string];
  rows: readonly SignalRow[];
}) {
  return (
    <DataTable
      caption={caption}
      className={className}
      headClassName="sr-only"
      rowClassName="border-t border-slate-100 dark:border-slate-800"
      columns={[
        { label: columns[0], className: "py-1.5 pr-3" },
        { label: columns[1], className: "py-1.5 text-right font-medium whitespace-nowrap tabular-nums" },
      ]}
      rows={rows.map((row) => ({ key: row.signal, cells: [row.signal, row.points] }))}
    />
  );
}

/** "+13", "−5", "0". */
function signed(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `\u2212${Math.abs(points)}`;
  return "0";
}

const P = TRUST_POINTS;
const C = TRUST_CONFIDENCE;

/** The detector's findings that move a factor other than red flags, as rows of that factor. */
function detectorRows(key: TrustFactorKey): SignalRow[] {
  const rules = [...Object.values(POSITIVE_POINTS), ...Object.values(CROSS_FACTOR_FLAGS)];
  return rules
    .filter((rule) => rule?.factor === key)
    .map((rule) => ({ signal: `Detector: ${rule?.signal}`, points: signed(rule?.points ?? 0) }));
}

const FACTORS: ReadonlyArray<{ key: TrustFactorKey; summary: string; rows: readonly SignalRow[] }> = [
  {
    key: "credibility",
    summary: "Who stands behind the course, and whether we could check them.",
    rows: [
      { signal: "Creator's identity and track record verified", points: signed(P.creatorVerified) },
      { signal: "Creator not verified yet", points: signed(P.creatorUnverified) },
      { signal: "Creator flagged as suspicious", points: signed(P.creatorSuspicious) },
      { signal: "Course verified by HypeCheck", points: signed(P.courseVerified) },
      { signal: "Verification source on record", points: signed(P.verifiedSource) },
      {
        signal: `Each community report about the creator confirmed as a scam (at most ${signed(P.confirmedReportCap)})`,
        points: signed(P.confirmedReportEach),
      },
      { signal: "Community reports still pending or under investigation", points: signed(0) },
      {
        signal: `Each public enforcement record about the creator, confirmed by an admin, ending in a settlement, judgment or order (with the next row, at most ${signed(P.publicRecordCap)})`,
        points: signed(P.publicRecordResolved),
      },
      {
        signal:
          "Each such record whose allegations are not decided, or a warning (half: the source says it is not decided)",
        points: signed(P.publicRecordOpen),
      },
      { signal: "A confirmed record that was dismissed", points: signed(0) },
      ...detectorRows("credibility"),
    ],
  },
  {
    key: "transparency",
    summary: "What the seller tells you before you pay, and what our verification record shows.",
    rows: [
      { signal: "Price stated up front", points: signed(P.priceStated) },
      { signal: "Course length stated", points: signed(P.durationStated) },
      { signal: "Skill level stated", points: signed(P.levelStated) },
      { signal: "Verification date on record", points: signed(P.verificationDate) },
      { signal: "Verification notes published", points: signed(P.verificationNotes) },
      { signal: "Affiliate link (disclosed; it does not change the score)", points: signed(0) },
      ...detectorRows("transparency"),
    ],
  },
  {
    key: "outcome",
    summary: "What students actually got, as opposed to what the sales page promises.",
    rows: [
      { signal: "Actual student outcomes on record", points: signed(P.studentOutcomes) },
      {
        signal: "Income claims with no student outcomes to back them",
        points: signed(P.unbackedIncomeClaims),
      },
      {
        signal: "The rating of approved reviews (1 star gives 0, 5 stars the maximum)",
        points: `0 to ${signed(P.ratingMax)}`,
      },
      {
        signal: `Approved reviews: fewer than ${P.manyReviewsThreshold} / ${P.manyReviewsThreshold} or more`,
        points: `${signed(P.someReviews)} / ${signed(P.manyReviews)}`,
      },
      {
        signal: `Each approved review with proof of enrolment or a verified enrolment (up to ${signed(P.proofCap)})`,
        points: signed(P.proofEach),
      },
      ...detectorRows("outcome"),
    ],
  },
  {
    key: "redFlags",
    summary: "Starts at full marks and loses points for every warning sign in the copy or on record.",
    rows: [
      { signal: "Starting points", points: signed(P.redFlagAllowance) },
      {
        signal: "Each kind of red flag the detector finds, by its worst severity: high / medium / low",
        points: `${signed(P.detectedFlag.high)} / ${signed(P.detectedFlag.medium)} / ${signed(P.detectedFlag.low)}`,
      },
      {
        signal: "Each red flag our reviewers recorded beyond those the detector found",
        points: signed(P.redFlagEach),
      },
      {
        signal: "Income claims on record, when the detector has not already counted an earnings claim",
        points: signed(P.incomeClaims),
      },
    ],
  },
];

// "85 and above", "70 to 84", …, "Below 50", from the same rules trustBand uses.
const BANDS = TRUST_BAND_RULES.map((rule, index) => {
  const above = TRUST_BAND_RULES[index - 1];
  const range =
    above === undefined
      ? `${rule.min} and above`
      : index === TRUST_BAND_RULES.length - 1
        ? `Below ${above.min}`
        : `${rule.min} to ${above.min - 1}`;
  return { range, label: rule.label };
});

// Plain anchors: these are API addresses served by the server, not pages of the app.
const API_LINK = "font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300";

const CONFIDENCE_ROWS: readonly SignalRow[] = [
  { signal: "Every score starts at", points: String(C.base) },
  {
    signal: `Each approved review (up to ${C.reviewsCounted})`,
    points: signed(C.perReview),
  },
  { signal: "At least one review with proof of enrolment", points: signed(C.anyProof) },
  { signal: "Course verified, with its source or date on record", points: signed(C.verificationRecord) },
  { signal: "A verdict on the creator (verified or suspicious)", points: signed(C.creatorVerdict) },
  { signal: "Actual student outcomes on record", points: signed(C.studentOutcomes) },
  { signal: "The detector read the seller's copy", points: signed(C.copyRead) },
  { signal: "A community report confirmed as a scam", points: signed(C.confirmedReport) },
  {
    signal: "A public enforcement record confirmed about the creator",
    points: signed(C.confirmedPublicRecord),
  },
];

export function TrustScoreExplainer() {
  return (
    <div className="space-y-6">
      <p>
        Every course gets a trust score from 0 to 100, made of four equal factors worth up to{" "}
        {TRUST_FACTOR_MAX} points each. A factor is the sum of the signals below, held between 0 and{" "}
        {TRUST_FACTOR_MAX}; the score is the four factors added up and rounded. Nothing else goes in: no
        payment, no affiliate commission and no opinion without evidence.
      </p>
      <ul className="grid gap-4 md:grid-cols-2">
        {FACTORS.map((factor) => (
          <li
            key={factor.key}
            className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
          >
            <h3 className="font-semibold">
              {TRUST_FACTOR_LABELS[factor.key]}{" "}
              <span className="font-normal text-slate-600 dark:text-slate-400">
                (up to {TRUST_FACTOR_MAX} points)
              </span>
            </h3>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{factor.summary}</p>
            <SignalTable
              className="mt-3 w-full text-sm"
              caption={`Signals for ${TRUST_FACTOR_LABELS[factor.key]}`}
              columns={["Signal", "Points"]}
              rows={factor.rows}
            />
          </li>
        ))}
      </ul>
      <div>
        <h3 className="font-semibold">What the score means</h3>
        <DefinitionList
          className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4"
          itemClassName="rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-800"
          termClassName="text-sm text-slate-600 dark:text-slate-400"
          detailClassName="font-semibold"
          items={BANDS.map((band) => ({ key: band.label, term: band.range, detail: band.label }))}
        />
      </div>
      <div>
        <h3 className="font-semibold">The red-flag detector</h3>
        <p className="mt-2">
          It reads the course's title, description, sales copy and income claims and looks for the warning
          signs the US Federal Trade Commission names in money-making offers: earnings and fast-results
          claims, "passive" or "done-for-you" income, guarantees, "no experience needed", lifestyle imagery,
          untypical testimonials, secret systems, inflated credentials, urgency, hidden upsells, gag clauses,
          recruitment and trading "certainty". Each kind counts once, at its most severe finding. It reads
          negation, so "no guarantee of income" is not a guarantee. It also finds what honest sellers do: a
          refund policy, a syllabus, an earnings disclosure, realistic language and a stated time commitment.
          Every finding is shown with the exact phrase it came from.
        </p>
      </div>
      <div>
        <h3 className="font-semibold">Confidence</h3>
        <p className="mt-2">
          With every score we record how much evidence it stands on, from 0 to 100. A course with no reviews,
          no verification record and no documented outcomes has a low confidence, so a middling score there
          means “we don't know much yet”, not “probably fine”.
        </p>
        <SignalTable
          className="mt-3 w-full max-w-xl text-sm"
          caption="What adds to the confidence"
          columns={["Evidence", "Confidence"]}
          rows={CONFIDENCE_ROWS}
        />
      </div>
      <p>
        Each course page lists the signals that moved its score, factor by factor, with the points each one
        added or took away. Scores are recomputed every week, and at once when their evidence changes: a
        review approved or taken down, a community report confirmed or rejected, a public record confirmed
        about the creator (
        <Link to="/public-records" className={API_LINK}>
          where records come from and how matching works
        </Link>
        ). Every score, with its factors and evidence, is open data:{" "}
        <a className={API_LINK} href={trustDownloadRoutes.scores.path}>
          download them all
        </a>{" "}
        (one JSON object per line) or read the{" "}
        <a className={API_LINK} href={apiDocsRoutes.page.path}>
          API documentation
        </a>
        .
      </p>
    </div>
  );
}
