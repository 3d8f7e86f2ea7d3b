// The admin's search of public records: a read, so it is a GET form (it changes nothing); it lives
// apart from the import and link forms, which post.
import { Search } from "lucide-react";
import type { FormEvent } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

const GRID = "mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end";

export function PublicRecordSearchForm({
  idPrefix,
  q,
  site,
  onQ,
  onSite,
  onSubmit,
}: {
  idPrefix: string;
  q: string;
  site: string;
  onQ: (value: string) => void;
  onSite: (value: string) => void;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
}) {
  return (
    <form method="get" onSubmit={onSubmit} aria-label="Search public records" className={GRID}>
      <div>
        <Label htmlFor={`${idPrefix}-q`}>Name, company or site</Label>
        <Input id={`${idPrefix}-q`} name="q" value={q} onChange={(e) => onQ(e.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${idPrefix}-site`}>The seller's site (optional)</Label>
        <Input
          id={`${idPrefix}-site`}
          name="site"
          value={site}
          onChange={(e) => onSite(e.target.value)}
          placeholder="example.com"
        />
      </div>
      <Button type="submit">
        <Search aria-hidden="true" className="h-4 w-4" />
        Search
      </Button>
    </form>
  );
}
