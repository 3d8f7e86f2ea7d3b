// The admin's search of public records: a read, so it is a GET form (it changes nothing); it lives
// apart from the import and link forms, which post.
import { Search } from "lucide-react";
import { type FormEvent, useId, useState } from "react";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";

const GRID = "mt-4 grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end";

/** The search as typed, trimmed. */
export interface RecordQuery {
  q: string;
  site: string;
}

export function PublicRecordSearchForm({ onSearch }: { onSearch: (query: RecordQuery) => void }) {
  const ids = useId();
  const [q, setQ] = useState("");
  const [site, setSite] = useState("");

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    onSearch({ q: q.trim(), site: site.trim() });
  }

  return (
    <form method="get" onSubmit={handleSubmit} aria-label="Search public records" className={GRID}>
      <div>
        <Label htmlFor={`${ids}-q`}>Name, company or site</Label>
        <Input id={`${ids}-q`} name="q" value={q} onChange={(e) => setQ(e.target.value)} />
      </div>
      <div>
        <Label htmlFor={`${ids}-site`}>The seller's site (optional)</Label>
        <Input
          id={`${ids}-site`}
          name="site"
          value={site}
          onChange={(e) => setSite(e.target.value)}
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
