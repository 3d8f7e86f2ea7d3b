// How the trust score is computed, read from the scoring module itself (src/shared/domain/trust-score)
// so this page cannot drift from the arithmetic the server uses.
import {
  TRUST_BAND_RULES,
  TRUST_FACTOR_LABELS,
  TRUST_FACTOR_MAX,
  TRUST_POINTS,
  type TrustFactorKey,
} from "../../../../shared/domain/trust-score";

interface SignalRow {
  signal: string;
  points: string;
}

/** "+13", "−5", "0". */
function signed(points: number): string {
  if (points > 0) return `+${points}`;
  if (points < 0) return `\u2212${Math.abs(points)}`;
  return "0";
}

const P = TRUST_POINTS;

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
        signal: "Average rating of approved reviews (1 star gives 0, 5 stars the maximum)",
        points: `0 to ${signed(P.ratingMax)}`,
      },
      {
        signal: `Approved reviews: fewer than ${P.manyReviewsThreshold} / ${P.manyReviewsThreshold} or more`,
        points: `${signed(P.someReviews)} / ${signed(P.manyReviews)}`,
      },
      {
        signal: `Each approved review with proof of enrolment (up to ${signed(P.proofCap)})`,
        points: signed(P.proofEach),
      },
    ],
  },
  {
    key: "redFlags",
    summary: "Starts at full marks and loses points for every warning sign on record.",
    rows: [
      { signal: "Starting points", points: signed(P.redFlagAllowance) },
      { signal: "Each red flag recorded on the course", points: signed(P.redFlagEach) },
      { signal: "The seller makes income claims", points: signed(P.incomeClaims) },
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
            <table className="mt-3 w-full text-sm">
              <caption className="sr-only">Signals for {TRUST_FACTOR_LABELS[factor.key]}</caption>
              <thead className="sr-only">
                <tr>
                  <th scope="col">Signal</th>
                  <th scope="col">Points</th>
                </tr>
              </thead>
              <tbody>
                {factor.rows.map((row) => (
                  <tr key={row.signal} className="border-t border-slate-100 dark:border-slate-800">
                    <td className="py-1.5 pr-3">{row.signal}</td>
                    <td className="py-1.5 text-right font-medium whitespace-nowrap tabular-nums">
                      {row.points}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </li>
        ))}
      </ul>
      <div>
        <h3 className="font-semibold">What the score means</h3>
        <dl className="mt-3 grid grid-cols-2 gap-2 lg:grid-cols-4">
          {BANDS.map((band) => (
            <div
              key={band.label}
              className="rounded-lg border border-slate-200 px-4 py-3 dark:border-slate-800"
            >
              <dt className="text-sm text-slate-600 dark:text-slate-400">{band.range}</dt>
              <dd className="font-semibold">{band.label}</dd>
            </div>
          ))}
        </dl>
      </div>
      <p>
        Each course page lists the signals that moved its score, factor by factor, with the points each one
        added or took away. With every score we also record its confidence: how much evidence it stands on. A
        course with no reviews, no verification record and no documented outcomes has a low confidence, so a
        middling score there means “we don't know much yet”, not “probably fine”.
      </p>
    </div>
  );
}
