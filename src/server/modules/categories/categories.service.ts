// The category list with live course counts, in tab-strip order (sort_order).
import { asc, count, eq } from "drizzle-orm";
import type { Category } from "../../../shared/contracts/catalog";
import type { Db } from "../../db/client";
import { categories, courses } from "../../db/schema/catalog";

export interface CategoryService {
  list(): Promise<Category[]>;
}

export function createCategoryService(db: Db): CategoryService {
  return {
    async list() {
      // One grouped count over courses_category_idx; ten categories, so no cache is needed.
      const counts = db
        .select({ categoryId: courses.categoryId, n: count().as("n") })
        .from(courses)
        .groupBy(courses.categoryId)
        .as("counts");
      const rows = await db
        .select({
          id: categories.id,
          name: categories.name,
          slug: categories.slug,
          description: categories.description,
          courseCount: counts.n,
        })
        .from(categories)
        .leftJoin(counts, eq(counts.categoryId, categories.id))
        .orderBy(asc(categories.sortOrder), asc(categories.id));
      return rows.map((row) => ({ ...row, courseCount: Number(row.courseCount ?? 0) }));
    },
  };
}
