// The comparison's upsell: Free members and guests compare 2 courses, the paid plans 3.
import { PLANS } from "../../../../shared/domain/plans";
import { UpsellBox } from "../../../components/upsell-box";

export function ComparisonUpsell() {
  const courses = PLANS.premium.quotas.comparisonCourses;
  return (
    <UpsellBox
      title={`Compare ${courses} courses side by side`}
      reason={`${PLANS.premium.displayName} and ${PLANS.pro.displayName} put ${courses} courses in one table, and add more AI quick looks and unlimited price alerts.`}
      plans={["premium", "pro"]}
    />
  );
}
