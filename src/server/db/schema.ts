// The Drizzle schema object: every table module, gathered for drizzle() and relational queries.
import * as ai from "./schema/ai";
import * as alerts from "./schema/alerts";
import * as catalog from "./schema/catalog";
import * as community from "./schema/community";
import * as content from "./schema/content";
import * as editorial from "./schema/editorial";
import * as jobs from "./schema/jobs";
import * as pages from "./schema/pages";
import * as publicRecords from "./schema/public-records";
import * as reviews from "./schema/reviews";
import * as uploads from "./schema/uploads";
import * as users from "./schema/users";
import * as verdicts from "./schema/verdicts";

export const schema = {
  ...ai,
  ...alerts,
  ...catalog,
  ...community,
  ...content,
  ...editorial,
  ...jobs,
  ...pages,
  ...publicRecords,
  ...reviews,
  ...uploads,
  ...users,
  ...verdicts,
};
export type Schema = typeof schema;
