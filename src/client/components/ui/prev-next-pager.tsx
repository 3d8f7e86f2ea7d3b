// Previous and Next under a paged list, with "Page N of M" between them (for lists whose page is
// not in the address; those use components/ui/pager.tsx).
import { ChevronLeft, ChevronRight } from "lucide-react";
import { Button } from "./button";

export function PrevNextPager({
  label,
  page,
  pages,
  hasMore,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="outline" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}
