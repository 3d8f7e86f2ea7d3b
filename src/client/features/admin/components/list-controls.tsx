// The controls and states every admin list shares: a 'Rows' page-size picker, Refresh, and the
// loading / error / empty / loaded states of its query.
import { RefreshCw } from "lucide-react";
import { type ComponentProps, type ReactNode, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { ChoiceSelect, Options } from "../../../components/ui/choice-select";
import { Label } from "../../../components/ui/label";
import { LoadError } from "../../../components/ui/load-error";
import { NativeSelect } from "../../../components/ui/select";
import { PageSpinner } from "../../../components/ui/spinner";
import { serverErrorOr } from "../../../lib/server-error";

/** A list's page size and the sizes it may take; `onChange` runs after a change (back to page 1). */
export interface PageSize<Size extends number> {
  sizes: readonly Size[];
  pageSize: Size;
  setPageSize: (value: Size) => void;
}

export function usePageSize<Size extends number>(
  sizes: readonly Size[],
  initial: Size,
  onChange?: () => void,
): PageSize<Size> {
  const [pageSize, setSize] = useState<Size>(initial);
  return {
    sizes,
    pageSize,
    setPageSize: (value) => {
      setSize(value);
      onChange?.();
    },
  };
}

export function PageSizeRefresh<Size extends number>({
  size: { sizes, pageSize, setPageSize },
  query,
}: {
  size: PageSize<Size>;
  /** The list's query: Refresh refetches it and spins while it does. */
  query: Pick<ListQuery<unknown>, "refetch" | "isFetching">;
}) {
  const id = useId();
  return (
    <>
      <div className="w-28">
        <Label htmlFor={id}>Rows</Label>
        <NativeSelect
          id={id}
          value={pageSize}
          onChange={(event) => {
            const value = sizes.find((size) => size === Number(event.target.value));
            if (value !== undefined) setPageSize(value);
          }}
        >
          <Options values={sizes} />
        </NativeSelect>
      </div>
      <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RefreshCw aria-hidden="true" className={query.isFetching ? "h-4 w-4 animate-spin" : "h-4 w-4"} />
        Refresh
      </Button>
    </>
  );
}

type StatusFilter<V extends string> = Pick<
  ComponentProps<typeof ChoiceSelect<V>>,
  "options" | "labels" | "value" | "onChange"
>;

/** Above an admin list: its status filter (every status, or one) when it has one, Rows and Refresh. */
export function ListToolbar<V extends string, Size extends number>({
  status,
  size,
  query,
}: {
  status?: StatusFilter<V>;
  size: PageSize<Size>;
  query: Pick<ListQuery<unknown>, "refetch" | "isFetching">;
}) {
  return (
    <div className="mt-6 flex flex-wrap items-end gap-3">
      {status ? (
        <ChoiceSelect className="w-full sm:w-52" label="Status" allLabel="All statuses" {...status} />
      ) : null}
      <PageSizeRefresh size={size} query={query} />
    </div>
  );
}

interface ListQuery<T> {
  data: T[] | undefined;
  isPending: boolean;
  isError: boolean;
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/** Spinner, the server's error (else `failedText`) with Try Again, the empty text, or `children(rows)`. */
export function ListState<T>({
  query,
  loadingLabel,
  failedText,
  emptyText,
  children,
}: {
  query: ListQuery<T>;
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  children: (rows: T[]) => ReactNode;
}) {
  if (query.isPending) return <PageSpinner label={loadingLabel} />;
  if (query.isError || query.data === undefined) {
    return <LoadError message={serverErrorOr(query.error, failedText)} query={query} />;
  }
  if (query.data.length === 0) {
    return (
      <p className="rounded-xl border border-dashed border-slate-300 p-10 text-center text-lg font-medium dark:border-slate-700">
        {emptyText}
      </p>
    );
  }
  return <>{children(query.data)}</>;
}

/** A loaded list: a line saying how many (read out when it changes), then one card an item. */
export function CountedList<T extends { id: number | string }>({
  summary,
  label,
  items,
  children,
}: {
  summary: ReactNode;
  label?: string;
  items: readonly T[];
  children: (item: T) => ReactNode;
}) {
  return (
    <>
      <p className="mb-4 text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
        {summary}
      </p>
      <ul aria-label={label} className="space-y-4">
        {items.map((item) => (
          <li key={item.id}>{children(item)}</li>
        ))}
      </ul>
    </>
  );
}

/** `ListState` whose loaded rows are a `CountedList` (`summary` of the rows), then `footer` if any. */
export function CountedListState<T extends { id: number | string }>({
  query,
  loadingLabel,
  failedText,
  emptyText,
  summary,
  label,
  footer,
  children,
}: {
  query: ListQuery<T>;
  loadingLabel: string;
  failedText: string;
  emptyText: string;
  summary: (rows: T[]) => ReactNode;
  label?: string;
  footer?: ReactNode;
  children: (item: T) => ReactNode;
}) {
  return (
    <ListState query={query} loadingLabel={loadingLabel} failedText={failedText} emptyText={emptyText}>
      {(rows) => (
        <>
          <CountedList summary={summary(rows)} label={label} items={rows}>
            {children}
          </CountedList>
          {footer}
        </>
      )}
    </ListState>
  );
}
