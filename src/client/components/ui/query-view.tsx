import type { ReactNode } from "react";
import { LoadError, type Refetchable } from "./load-error";

/** What QueryView reads of a query (a TanStack Query result fits): still loading, failed, or holding its data. */
type Loadable<T> = Refetchable &
  ({ isPending: true } | { isPending: false; isError: true } | { isPending: false; isError: false; data: T });

/**
 * A query's three states in one place: `loading` while it is pending, a LoadError saying `error`
 * (with Try Again) when it failed, and `children` with its data once it has some.
 */
export function QueryView<T>({
  query,
  loading,
  error,
  children,
}: {
  query: Loadable<T>;
  loading: ReactNode;
  error: string;
  children: (data: T) => ReactNode;
}) {
  if (query.isPending) return loading;
  if (query.isError) return <LoadError message={error} query={query} />;
  return children(query.data);
}

/**
 * A list query's four states: as QueryView, with `empty` in place of a list with no `items`, and
 * `children` with the items otherwise.
 */
export function QueryList<Item>({
  query,
  loading,
  error,
  empty,
  children,
}: {
  query: Loadable<{ items: Item[] }>;
  loading: ReactNode;
  error: string;
  empty: ReactNode;
  children: (items: Item[]) => ReactNode;
}) {
  return (
    <QueryView query={query} loading={loading} error={error}>
      {({ items }) => (items.length === 0 ? empty : children(items))}
    </QueryView>
  );
}
