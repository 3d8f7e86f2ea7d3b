import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "../../../components/ui/button";

/** Previous/Next with 'Page X of Y'. Next follows the server's hasMore, not the arithmetic. */
export function Pager({
  page,
  pageCount,
  hasMore,
  onPage,
}: {
  page: number;
  pageCount: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 sm:justify-center sm:gap-6">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <p className="text-sm font-medium text-slate-700 dark:text-slate-300" aria-live="polite">
        Page {page} of {pageCount}
      </p>
      <Button variant="outline" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
