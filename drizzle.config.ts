import { defineConfig } from "drizzle-kit";

// Only used by `npm run db:generate`: it diffs the schema against migrations/ and writes SQL.
export default defineConfig({
  dialect: "postgresql",
  schema: "./src/server/db/schema",
  out: "./migrations",
});
