// The tracker's price-history card for the picked course or the alert chosen in the list: the
// 12-month step chart, low/high/current, and the "good deal" flag with its reason.
import {
  PriceFacts,
  PriceHistoryChart,
  PriceHistoryLoading,
} from "../../../components/charts/price-history-chart";
import { LoadError } from "../../../components/ui/load-error";
import { usePriceHistory } from "../../../lib/queries/get-price-history";

export function PriceHistoryPanel({ courseId, courseName }: { courseId: number; courseName: string }) {
  const history = usePriceHistory(courseId);
  if (history.isPending) {
    return <PriceHistoryLoading />;
  }
  if (history.isError) {
    return <LoadError message="Failed to load the price history." query={history} />;
  }
  const data = history.data;
  return (
    <div className="space-y-4">
      <PriceHistoryChart
        points={data.points}
        currency={data.currency}
        label={`Price of ${courseName}, last 12 months`}
        referencePrice={data.lowest12Months}
      />
      <PriceFacts
        currency={data.currency}
        current={data.currentPrice}
        lowest={data.lowest12Months}
        highest={data.highest12Months}
        goodDeal={data.goodDeal}
        reason={data.goodDealReason}
      />
    </div>
  );
}
