// How a course's rating is worked out, read from the rating module itself
// (src/shared/domain/honest-rating.ts), and its examples computed by it, so this page says what the
// server stores.
import { PROOF_RETENTION_DAYS } from "../../../../shared/contracts/reviews-labels";
import {
  HONEST_RATING,
  honestRating,
  type RatedReview,
  timesWord,
} from "../../../../shared/domain/honest-rating";
import { DefinitionList } from "../../../components/ui/definition-list";

const DAY_MS = 24 * 60 * 60 * 1000;
/** Any fixed moment: the examples depend only on the reviews' ages. */
const NOW = new Date(Date.UTC(2026, 0, 1));

function reviews(count: number, rating: number, ageDays: number, verified = false): RatedReview[] {
  return Array.from({ length: count }, () => ({
    rating,
    createdAt: new Date(NOW.getTime() - ageDays * DAY_MS),
    verified,
  }));
}

const EXAMPLES: ReadonlyArray<{ term: string; reviews: RatedReview[] }> = [
  { term: "One 5-star review", reviews: reviews(1, 5, 3) },
  { term: "One 5-star verified enrolment", reviews: reviews(1, 5, 3, true) },
  { term: "Twenty 5-star reviews", reviews: reviews(20, 5, 10) },
  {
    term: "Twenty 5-star reviews from two years ago, then three 1-star reviews this month",
    reviews: [...reviews(20, 5, 730), ...reviews(3, 1, 10)],
  },
];

const percent = (share: number) => `${Math.round(share * 100)}%`;

export function RatingExplainer() {
  const { priorCount, priorMean, verifiedWeight, windows } = HONEST_RATING;
  return (
    <>
      <p>
        A course's rating is not a plain average. A plain average lets one 5-star review look as good as a
        hundred, and lets years-old praise speak for a course that has since changed. So the rating we show,
        sort by and score with is worked out like this:
      </p>
      <ol className="list-decimal space-y-2 pl-5">
        <li>
          Every course starts with {priorCount} imaginary reviews of {priorMean} stars, the middle of the
          scale. Real reviews move it from there: a handful cannot reach the top, many can.
        </li>
        <li>
          A <strong>verified enrolment</strong>, a review whose author showed a moderator proof that they
          bought the course, counts {timesWord(verifiedWeight)}; a member review counts once. The proof is
          never published and is deleted {PROOF_RETENTION_DAYS} days after the check.
        </li>
        <li>
          The rating is worked out over{" "}
          {windows.map((window, index) => (
            <span key={window.label}>
              {index === 0 ? "" : index === windows.length - 1 ? " and " : ", "}
              {window.label} ({percent(window.share)})
            </span>
          ))}
          , and the three are blended in those shares. A period with no reviews hands its share to the others,
          so recent reviews weigh more without old ones being thrown away.
        </li>
      </ol>
      <p>Some examples, worked out by the same code the server uses:</p>
      <DefinitionList
        className="divide-y divide-slate-200 rounded-xl border border-slate-200 px-4 text-sm dark:divide-slate-800 dark:border-slate-800"
        itemClassName="flex items-center justify-between gap-4 py-2.5"
        termClassName="text-slate-700 dark:text-slate-300"
        detailClassName="font-semibold tabular-nums"
        items={EXAMPLES.map((example) => ({
          term: example.term,
          detail: `${honestRating(example.reviews, NOW).value?.toFixed(2)} ★`,
        }))}
      />
      <p>
        Each course page says what its rating rests on: how many approved reviews, how many of them are
        verified enrolments, and when the last one was written. The rating also gives the trust score its
        review points, below.
      </p>
    </>
  );
}
