import { RefreshCw } from "lucide-react";
import { Button } from "./button";

/** A query that failed: Try Again refetches it, and is disabled while it does. */
export interface Refetchable {
  refetch: () => unknown;
  isFetching: boolean;
}

/** A failed load: what failed, and Try Again (every screen that loads data shows one on failure). */
export function LoadError({
  message,
  detail,
  query,
}: {
  message: string;
  detail?: string;
  query: Refetchable;
}) {
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
    >
      <p className="font-medium break-words">{message}</p>
      {detail ? <p className="text-sm">{detail}</p> : null}
      <Button variant="outline" size="sm" onClick={() => void query.refetch()} disabled={query.isFetching}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Try Again
      </Button>
    </div>
  );
}
