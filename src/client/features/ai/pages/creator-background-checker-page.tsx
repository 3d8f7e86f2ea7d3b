// /creator-background-checker: a
// name search with an optional ?q= prefill (prefill only: the visitor starts the check). Pro members,
// lifetime members and admins run it; other members see the upsell box; guests see links to
// /pricing and /signup that bring them back here.
import { UserSearch } from "lucide-react";
import { useState } from "react";
import { Link, useSearchParams } from "react-router";
import { AI_MESSAGES, type CreatorSearchResult } from "../../../../shared/contracts/ai";
import { PLANS } from "../../../../shared/domain/plans";
import { OtherTools, ToolPage, WithSignInState } from "../../../components/tool-page";
import { buttonClasses } from "../../../components/ui/button";
import { WorkingNote } from "../../../components/ui/loading-bars";
import { UpsellBox } from "../../../components/upsell-box";
import { serverErrorOr } from "../../../lib/server-error";
import { useReturnPath } from "../../../lib/use-return-path";
import { useSearchCreator } from "../api/search-creator";
import { CreatorCheckForm } from "../components/creator-check-form";
import { CreatorCheckResult } from "../components/creator-check-result";
import { useFocusedResult } from "../components/use-focused-result";

const GUEST_REASON = `Sign in with ${PLANS.pro.displayName} to run a background check.`;

export function CreatorBackgroundCheckerPage() {
  return (
    <ToolPage
      kicker="AI tool"
      icon={UserSearch}
      title="Creator Background Checker"
      intro="Look up the person behind a course: the signs of a legitimate business, the risks, and the sources each one comes from: our catalogue, member reviews and community scam reports."
    >
      <div className="mt-8">
        <WithSignInState>
          {(user) => (
            <CheckerTool
              access={
                user === null
                  ? "guest"
                  : PLANS[user.effectivePlan].quotas.canUseCreatorBackgroundCheck
                    ? "allowed"
                    : "upgrade"
              }
            />
          )}
        </WithSignInState>
      </div>

      <OtherTools
        className="mt-10"
        links={[
          { to: "/courses", text: "Browse courses" },
          { to: "/ai-course-analyzer", text: "Analyze a course URL" },
        ]}
      />
    </ToolPage>
  );
}

function GuestLinks() {
  const next = useReturnPath();
  return (
    <section
      aria-labelledby="checker-guest-title"
      className="rounded-xl border border-indigo-200 bg-indigo-50 p-5 sm:p-6 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <h2 id="checker-guest-title" className="text-lg font-semibold text-indigo-950 dark:text-indigo-100">
        Background checks are part of {PLANS.pro.displayName}
      </h2>
      <p className="mt-2 text-slate-700 dark:text-slate-300">
        {PLANS.pro.displayName} costs ${PLANS.pro.monthlyPrice}/month or ${PLANS.pro.annualPrice}/year, with a
        30-day money-back guarantee. Create an account first, then choose the plan.
      </p>
      <div className="mt-4 flex flex-col gap-3 sm:flex-row">
        <Link to={`/pricing?next=${next}`} className={buttonClasses()}>
          See plans and prices
        </Link>
        <Link to={`/signup?next=${next}`} className={buttonClasses({ variant: "outline" })}>
          Sign up
        </Link>
      </div>
    </section>
  );
}

function CheckerTool({ access }: { access: "guest" | "upgrade" | "allowed" }) {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = useSearchCreator();
  const [result, setResult, resultHeading] = useFocusedResult<CreatorSearchResult>();
  const [failure, setFailure] = useState<string | null>(null);
  const [announcement, setAnnouncement] = useState("");

  function handleSearch(name: string) {
    setResult(null);
    setFailure(null);
    setAnnouncement("");
    // The address keeps the name, so the check can be shared or reloaded (it is not re-run by itself).
    setSearchParams({ q: name }, { replace: true });
    search.mutate(name, {
      onSuccess: (data) => {
        setResult(data);
        setAnnouncement(
          `Background check for ${data.name} ready: ${data.risks.length} risks, ${data.legitimacySignals.length} legitimacy signals.`,
        );
      },
      onError: (error) => setFailure(serverErrorOr(error, "Search failed")),
    });
  }

  const disabledReason =
    access === "guest"
      ? GUEST_REASON
      : access === "upgrade"
        ? AI_MESSAGES.backgroundCheckNeedsPro
        : undefined;

  return (
    <div className="space-y-8">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <CreatorCheckForm
          initialName={searchParams.get("q") ?? ""}
          onSearch={handleSearch}
          pending={search.isPending}
          disabledReason={disabledReason}
        />
      </div>

      {access === "guest" ? <GuestLinks /> : null}
      {access === "upgrade" ? (
        <UpsellBox
          title={`Unlock background checks with ${PLANS.pro.displayName}`}
          reason="Look up the person behind any course: their catalogue record, member reviews, community scam reports and the red flags in their sales copy, each with its source."
          plans={["pro"]}
        />
      ) : null}

      <p aria-live="polite" className="sr-only">
        {announcement}
      </p>

      {search.isPending ? (
        <WorkingNote title="Checking our catalogue, reviews and community reports…" />
      ) : null}

      {failure ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-5 font-medium break-words text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          {failure}
        </div>
      ) : null}

      {result ? <CreatorCheckResult result={result} headingRef={resultHeading} /> : null}
    </div>
  );
}
