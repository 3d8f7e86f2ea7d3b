// The Drizzle schema object: every table module, gathered for drizzle() and relational queries.
import * as catalog from "./schema/catalog";
import * as reviews from "./schema/reviews";
import * as users from "./schema/users";

export const schema = { ...catalog, ...reviews, ...users };
export type Schema = typeof schema;
