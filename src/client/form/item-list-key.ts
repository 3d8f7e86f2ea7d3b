// The query key prefix of the lists that show an item's reply and dispute state: asked again after
// a reply or a dispute changes them.
import { communityReportRoutes } from "../../shared/contracts/community-reports.routes";
import type { DisputeTargetType } from "../../shared/contracts/disputes";
import { disputeRoutes } from "../../shared/contracts/disputes.routes";
import { reviewRoutes } from "../../shared/contracts/reviews.routes";

export function itemListKey(targetType: DisputeTargetType): readonly [string] {
  if (targetType === "review") return [reviewRoutes.list.path];
  if (targetType === "report") return [communityReportRoutes.list.path];
  return [disputeRoutes.course.path];
}
