// The Drizzle schema object: every table module, gathered for drizzle() and relational queries.
import * as catalog from "./schema/catalog";
import * as users from "./schema/users";

export const schema = { ...catalog, ...users };
export type Schema = typeof schema;
