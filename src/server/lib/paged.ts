// A list answered a page at a time: the page's rows and the count of them all, read together.
import type { PgSelect } from "drizzle-orm/pg-core";

export interface Page<T> {
  items: T[];
  total: number;
  page: number;
}

/** Page `page` (from 1) of `rows` (an ordered `$dynamic()` select), `size` rows long, each `toItem`. */
export async function paged<Q extends PgSelect, T>(
  page: number,
  size: number,
  total: PromiseLike<{ n: number }[]>,
  rows: Q,
  toItem: (row: Awaited<Q>[number]) => T,
): Promise<Page<T>> {
  const [[counted], list] = await Promise.all([total, rows.limit(size).offset((page - 1) * size)]);
  return { items: list.map(toItem), total: counted?.n ?? 0, page };
}
