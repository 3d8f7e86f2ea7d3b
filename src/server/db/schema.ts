// The Drizzle schema object: every table module, gathered for drizzle() and relational queries.
import * as adSightings from "./schema/ad-sightings";
import * as affiliate from "./schema/affiliate";
import * as analyzer from "./schema/analyzer";
import * as auth from "./schema/auth";
import * as billing from "./schema/billing";
import * as categories from "./schema/categories";
import * as communityReports from "./schema/community-reports";
import * as contact from "./schema/contact";
import * as courses from "./schema/courses";
import * as creators from "./schema/creators";
import * as disputes from "./schema/disputes";
import * as editorial from "./schema/editorial";
import * as emailSignup from "./schema/email-signup";
import * as jobs from "./schema/jobs";
import * as leaderboard from "./schema/leaderboard";
import * as notifications from "./schema/notifications";
import * as outbox from "./schema/outbox";
import * as priceAlerts from "./schema/price-alerts";
import * as publicRecords from "./schema/public-records";
import * as quiz from "./schema/quiz";
import * as replies from "./schema/replies";
import * as reviews from "./schema/reviews";
import * as snapshots from "./schema/snapshots";
import * as submissions from "./schema/submissions";
import * as trust from "./schema/trust";
import * as uploads from "./schema/uploads";
import * as watchlist from "./schema/watchlist";

export const schema = {
  ...adSightings,
  ...affiliate,
  ...analyzer,
  ...auth,
  ...billing,
  ...categories,
  ...communityReports,
  ...contact,
  ...courses,
  ...creators,
  ...disputes,
  ...editorial,
  ...emailSignup,
  ...jobs,
  ...leaderboard,
  ...notifications,
  ...outbox,
  ...priceAlerts,
  ...publicRecords,
  ...quiz,
  ...replies,
  ...reviews,
  ...snapshots,
  ...submissions,
  ...trust,
  ...uploads,
  ...watchlist,
};
export type Schema = typeof schema;
