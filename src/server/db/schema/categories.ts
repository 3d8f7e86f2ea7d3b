import { integer, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import { serialId } from "./columns";

export const categories = pgTable(
  "categories",
  {
    id: serialId(),
    name: text("name").notNull(),
    slug: text("slug").notNull(),
    description: text("description").notNull().default(""),
    sortOrder: integer("sort_order").notNull().default(0),
  },
  (t) => [uniqueIndex("categories_slug_key").on(t.slug)],
);
