// The upsell box for a free member at the active-alert limit (3 on the free plan).
import { UpsellBox } from "../../../components/upsell-box";

export function AlertsUpsell() {
  return (
    <UpsellBox
      heading="h3"
      title="Track more courses"
      reason="Paid plans keep unlimited active price alerts. Or delete an alert to free a slot."
      plans={["premium", "pro"]}
    />
  );
}
