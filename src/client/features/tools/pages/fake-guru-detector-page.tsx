// /fake-guru-detector: live figures,
// a name search and the creators our evidence points at, worst first. Open to everyone.
import { Search, ShieldAlert } from "lucide-react";
import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { FAKE_GURU_SEARCH_MAX_LENGTH } from "../../../../shared/contracts/tools";
import { OtherTools, ToolPage } from "../../../components/tool-page";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { LoadError } from "../../../components/ui/load-error";
import { TitledSection } from "../../../components/ui/titled-section";
import { plural } from "../../../lib/format";
import { useFakeGurus } from "../api/get-fake-gurus";
import { FakeGuruCard } from "../components/fake-guru-card";
import { FakeGuruStatsStrip } from "../components/fake-guru-stats";

const SEARCH_DELAY_MS = 300;

export function FakeGuruDetectorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const [text, setText] = useState(searchParams.get("search") ?? "");
  const search = text.trim();
  const [debounced, setDebounced] = useState(search);

  // Typing waits a moment before asking the server.
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(search), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // The address keeps the search, for sharing and reloading; only written when it differs.
  useEffect(() => {
    if ((searchParams.get("search") ?? "") !== debounced) {
      setSearchParams(debounced ? { search: debounced } : {}, { replace: true });
    }
  }, [debounced, searchParams, setSearchParams]);

  const query = useFakeGurus(debounced);
  const data = query.data;

  return (
    <ToolPage
      icon={ShieldAlert}
      title="Fake Guru Detector"
      intro="Creators our evidence points at: flagged as suspicious by our reviewers, named in community reports confirmed as scams, or selling courses with a low trust score. Every listing says why."
    >
      <div className="mt-8 space-y-8">
        {data ? <FakeGuruStatsStrip stats={data.stats} /> : null}

        <search className="block max-w-xl">
          <form method="get" onSubmit={(event) => event.preventDefault()}>
            <Label htmlFor="fake-guru-search">Search creators by name</Label>
            <div className="relative mt-1.5">
              <Search
                aria-hidden="true"
                className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-500"
              />
              <Input
                id="fake-guru-search"
                type="search"
                value={text}
                maxLength={FAKE_GURU_SEARCH_MAX_LENGTH}
                onChange={(event) => setText(event.target.value)}
                placeholder="e.g. a name you saw in an ad"
                className="pl-9"
              />
            </div>
          </form>
        </search>

        <TitledSection
          id="fake-guru-list-title"
          title="Creators under investigation"
          className="space-y-4"
          titleClassName="text-xl font-semibold"
        >
          <FakeGuruList query={query} searched={debounced !== ""} />
        </TitledSection>

        <OtherTools
          links={[
            { to: "/ad-fatigue-detector", text: "Check how often a course is advertised" },
            { to: "/creator-background-checker", text: "Run a creator background check" },
            { to: "/community-reports", text: "Community scam reports" },
          ]}
        />
      </div>
    </ToolPage>
  );
}

function FakeGuruList({ query, searched }: { query: ReturnType<typeof useFakeGurus>; searched: boolean }) {
  if (query.isPending) {
    return (
      <p role="status" className="text-slate-600 dark:text-slate-400">
        Loading investigations...
      </p>
    );
  }
  if (query.isError) {
    return <LoadError message="Failed to load investigations." query={query} />;
  }
  const { items } = query.data;
  return (
    <>
      <p aria-live="polite" className="text-sm text-slate-600 dark:text-slate-400">
        {query.isPlaceholderData ? "Searching..." : `${plural(items.length, "creator")} listed`}
      </p>
      {items.length === 0 ? (
        <p className="rounded-xl border border-dashed border-slate-300 p-6 text-center text-slate-700 dark:border-slate-700 dark:text-slate-300">
          {searched ? "No suspicious creators found matching your search." : "No fake gurus detected yet."}
        </p>
      ) : (
        <ul className="grid gap-4 md:grid-cols-2">
          {items.map((item) => (
            <li key={item.creatorId}>
              <FakeGuruCard item={item} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
