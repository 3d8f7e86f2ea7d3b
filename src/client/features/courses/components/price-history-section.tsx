// The course page's 'Price history': the last 12 months of prices as a chart, the low and
// high, the current price and the "good deal" flag. Loaded on its own; on any failure the section
// is left out quietly, since the rest of the page does not depend on it.
import { useId } from "react";
import {
  PriceFacts,
  PriceHistoryChart,
  PriceHistoryLoading,
} from "../../../components/charts/price-history-chart";
import { usePriceHistory } from "../../../lib/queries/get-price-history";

export function PriceHistorySection({ courseId, courseTitle }: { courseId: number; courseTitle: string }) {
  const headingId = useId();
  const history = usePriceHistory(courseId);
  if (history.isError) return null;
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className="mb-3 text-xl font-semibold">
        Price history
      </h2>
      {history.isPending ? (
        <PriceHistoryLoading />
      ) : (
        <div className="space-y-4">
          <PriceHistoryChart
            points={history.data.points}
            currency={history.data.currency}
            label={`Price of ${courseTitle}, last 12 months`}
            referencePrice={history.data.lowest12Months}
          />
          <PriceFacts
            currency={history.data.currency}
            current={history.data.currentPrice}
            lowest={history.data.lowest12Months}
            highest={history.data.highest12Months}
            goodDeal={history.data.goodDeal}
            reason={history.data.goodDealReason}
          />
        </div>
      )}
    </section>
  );
}
