// /ad-fatigue-detector: how often
// a course or creator was advertised, counted from recorded ad sightings. No random result and no
// fake delay; the same text gives the same answer. Open to everyone.
import { Megaphone } from "lucide-react";
import { type FormEvent, useEffect, useRef, useState } from "react";
import { useSearchParams } from "react-router";
import { AD_QUERY_MAX_LENGTH } from "../../../../shared/contracts/tools";
import { OtherTools, ToolPage } from "../../../components/tool-page";
import { Button } from "../../../components/ui/button";
import { Input } from "../../../components/ui/input";
import { Label } from "../../../components/ui/label";
import { LoadError } from "../../../components/ui/load-error";
import { WorkingNote } from "../../../components/ui/loading-bars";
import { isHttpError } from "../../../lib/api-client";
import { useAdFatigue } from "../api/check-ad-fatigue";
import { AdFatigueResultView } from "../components/ad-fatigue-result";
import { AdSightingBox } from "../components/ad-sighting-box";

const QUERY_FORM =
  "rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900";

const LINKS = [
  { to: "/courses", text: "Browse courses" },
  { to: "/fake-guru-detector", text: "See the Fake Guru Detector" },
  { to: "/creator-background-checker", text: "Check a creator's background" },
];

export function AdFatigueDetectorPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const submitted = (searchParams.get("query") ?? "").trim().slice(0, AD_QUERY_MAX_LENGTH);
  const [text, setText] = useState(submitted);
  const check = useAdFatigue(submitted);
  const resultHeading = useRef<HTMLHeadingElement>(null);

  // A fresh answer takes the focus, so keyboard and screen-reader users land on it.
  useEffect(() => {
    if (check.data && check.isFetchedAfterMount) resultHeading.current?.focus();
  }, [check.data, check.isFetchedAfterMount]);

  function handleSubmit(event: FormEvent) {
    event.preventDefault();
    const query = text.trim();
    if (!query) return;
    setSearchParams({ query });
    if (query === submitted) void check.refetch();
  }

  return (
    <ToolPage
      icon={Megaphone}
      title="Ad Fatigue Detector"
      intro="Seeing the same course advertised everywhere? Enter it here. We count the ads for it that we recorded over the last 4 complete weeks. A course advertised more than 5 times a week is probably fake."
    >
      <div className="mt-8 space-y-8">
        <form method="get" onSubmit={handleSubmit} className={QUERY_FORM}>
          <Label htmlFor="ad-fatigue-query">Course title, creator name or course URL</Label>
          <div className="mt-1.5 flex flex-col gap-3 sm:flex-row">
            <Input
              id="ad-fatigue-query"
              value={text}
              maxLength={AD_QUERY_MAX_LENGTH}
              onChange={(event) => setText(event.target.value)}
              placeholder="e.g. Passive Income Blueprint"
              autoComplete="off"
            />
            <Button type="submit" disabled={text.trim() === "" || check.isFetching} className="sm:w-32">
              Check
            </Button>
          </div>
        </form>

        {check.isFetching ? (
          <WorkingNote title="Counting recorded ad sightings…" />
        ) : check.isError ? (
          <LoadError
            message="The check failed."
            detail={isHttpError(check.error) ? check.error.serverMessage : undefined}
            query={check}
          />
        ) : check.data ? (
          <AdFatigueResultView query={submitted} result={check.data} headingRef={resultHeading} />
        ) : null}

        {!check.isFetching && check.data?.match?.kind === "course" ? (
          <AdSightingBox
            courseId={check.data.match.id}
            returnTo={`/ad-fatigue-detector?query=${encodeURIComponent(submitted)}`}
          />
        ) : null}

        <OtherTools links={LINKS} />
      </div>
    </ToolPage>
  );
}
