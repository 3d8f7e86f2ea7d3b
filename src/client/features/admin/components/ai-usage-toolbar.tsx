// The log screen's controls: the text filter, the page size (25-500 rows fetched), Refresh and
// Export CSV. Plain labelled controls, so they work from the keyboard and on phones.
import { Download, Search } from "lucide-react";
import { type ComponentProps, useId } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import type { AiUsagePageSize } from "../api/get-ai-usage";
import { type PageSize, PageSizeRefresh } from "./list-controls";

export function AiUsageToolbar({
  filter,
  onFilterChange,
  size,
  query,
  onExport,
  canExport,
}: {
  filter: string;
  onFilterChange: (value: string) => void;
  size: PageSize<AiUsagePageSize>;
  /** The logs' query, which Refresh refetches. */
  query: ComponentProps<typeof PageSizeRefresh>["query"];
  onExport: () => void;
  canExport: boolean;
}) {
  const ids = useId();
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:flex-wrap sm:items-end">
      <div className="min-w-0 flex-1 sm:min-w-[16rem]">
        <Label htmlFor={`${ids}-filter`}>Filter</Label>
        <div className="relative">
          <Search
            aria-hidden="true"
            className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
          />
          <Input
            id={`${ids}-filter`}
            type="search"
            value={filter}
            onChange={(event) => onFilterChange(event.target.value)}
            placeholder="Route, model, course ID, creator, query or error"
            aria-describedby={`${ids}-filter-hint`}
            className="pl-9"
          />
        </div>
        <p id={`${ids}-filter-hint`} className="sr-only">
          Matches route, model, course ID, creator, query and error, ignoring case.
        </p>
      </div>
      <div className="flex items-end gap-3">
        <PageSizeRefresh size={size} query={query} />
        <Button onClick={onExport} disabled={!canExport}>
          <Download aria-hidden="true" className="h-4 w-4" />
          Export CSV
        </Button>
      </div>
    </div>
  );
}
