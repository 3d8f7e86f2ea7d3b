// /scam-prevention-guide: live per-platform scam analytics (GET
// /api/scam-analytics, with the trend rule stated), red flags, signs of legitimate educators,
// verification steps, reporting resources, and links to the community reports and the quiz.
import { AlertTriangle, BadgeCheck, ExternalLink, Flag, GraduationCap, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { TREND_LABELS } from "../../../../shared/contracts/community-reports-constants";
import { ToolPage } from "../../../components/tool-page";
import { buttonClasses } from "../../../components/ui/button";
import { IconCardList } from "../../../components/ui/icon-card";
import { IconList } from "../../../components/ui/icon-list";
import { LoadError } from "../../../components/ui/load-error";
import { Skeleton } from "../../../components/ui/skeleton";
import { TitledSection } from "../../../components/ui/titled-section";
import { formatDateTime } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { useScamAnalytics } from "../api/scam-analytics";
import { ScamPlatformCard } from "../components/scam-platform-card";
import {
  GUIDE_LEGIT_SIGNS,
  GUIDE_RED_FLAGS,
  GUIDE_REPORTING_RESOURCES,
  GUIDE_VERIFICATION_STEPS,
} from "../lib/guide-content";

function PlatformAnalytics() {
  const analytics = useScamAnalytics();
  if (analytics.isPending) {
    return (
      <div className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3" aria-hidden="true">
        {[0, 1, 2].map((i) => (
          <Skeleton key={i} className="h-64 w-full" />
        ))}
      </div>
    );
  }
  if (analytics.isError) {
    return (
      <div className="mt-6">
        <LoadError
          message={serverErrorOr(analytics.error, "Failed to load the scam analytics")}
          query={analytics}
        />
      </div>
    );
  }
  const { platforms, trendRule, generatedAt } = analytics.data;
  return (
    <>
      <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
        Creators are counted by the platform where they mainly advertise ('Other' holds every other platform);
        reports by the platform the reporter named, leaving out rejected ones.{" "}
        <strong>How the trend is called:</strong> reports filed in the last {trendRule.windowDays} days
        against the {trendRule.windowDays} days before. '{TREND_LABELS.up}' means at least{" "}
        {trendRule.changePercent}% more, '{TREND_LABELS.down}' at least {trendRule.changePercent}% fewer;
        anything else, or fewer than {trendRule.minReports} reports in both periods together, is '
        {TREND_LABELS.stable}'. Computed {formatDateTime(generatedAt)}.
      </p>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {platforms.map((stats) => (
          <li key={stats.platform}>
            <ScamPlatformCard stats={stats} windowDays={trendRule.windowDays} />
          </li>
        ))}
      </ul>
    </>
  );
}

function Section({ id, title, children }: { id: string; title: string; children: React.ReactNode }) {
  return (
    <TitledSection
      id={id}
      title={title}
      className="mt-14"
      titleClassName="text-2xl font-semibold tracking-tight"
    >
      {children}
    </TitledSection>
  );
}

export function ScamPreventionGuidePage() {
  return (
    <ToolPage
      icon={ShieldCheck}
      kicker="Guide"
      title="Scam Prevention Guide"
      intro="How online course scams work on each platform, what gives them away, how to check a course before you pay, and where to report one."
    >
      <Section id="guide-analytics" title="Platform scam analytics">
        <PlatformAnalytics />
      </Section>

      <Section id="guide-red-flags" title="Red flags">
        <IconCardList
          items={GUIDE_RED_FLAGS.map((flag) => ({ ...flag, icon: AlertTriangle }))}
          tone="warning"
          heading="h3"
          className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-3"
        />
      </Section>

      <Section id="guide-legit" title="Signs of a legitimate educator">
        <IconList
          items={GUIDE_LEGIT_SIGNS}
          icon={BadgeCheck}
          className="mt-6 grid gap-3 sm:grid-cols-2"
          itemClassName="flex gap-3 rounded-lg border border-emerald-200 bg-emerald-50/60 p-4 text-sm dark:border-emerald-900 dark:bg-emerald-950/30"
          iconClassName="h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400"
        />
      </Section>

      <Section id="guide-steps" title="Verify before you buy">
        <ol className="mt-6 space-y-3">
          {GUIDE_VERIFICATION_STEPS.map((step, index) => (
            <li
              key={step.title}
              className="flex gap-4 rounded-lg border border-slate-200 bg-white p-4 dark:border-slate-800 dark:bg-slate-900"
            >
              <span
                aria-hidden="true"
                className="flex h-8 w-8 shrink-0 items-center justify-center rounded-full bg-indigo-100 font-semibold text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200"
              >
                {index + 1}
              </span>
              <div className="min-w-0">
                <h3 className="font-semibold">
                  {step.to ? (
                    <Link to={step.to} className="text-indigo-700 hover:underline dark:text-indigo-300">
                      {step.title}
                    </Link>
                  ) : (
                    step.title
                  )}
                </h3>
                <p className="text-sm text-slate-600 dark:text-slate-400">{step.text}</p>
              </div>
            </li>
          ))}
        </ol>
      </Section>

      <Section id="guide-resources" title="Where to report a scam">
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {GUIDE_REPORTING_RESOURCES.map((resource) => (
            <li key={resource.href} className="rounded-lg border border-slate-200 p-4 dark:border-slate-800">
              <a
                href={resource.href}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1.5 font-semibold text-indigo-700 hover:underline dark:text-indigo-300"
              >
                {resource.name}
                <ExternalLink aria-hidden="true" className="h-4 w-4" />
                <span className="sr-only">(opens in a new tab)</span>
              </a>
              <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{resource.text}</p>
            </li>
          ))}
        </ul>
      </Section>

      <TitledSection
        id="guide-next"
        title="Put it to use"
        className="mt-14 rounded-xl border border-indigo-200 bg-indigo-50 p-6 dark:border-indigo-900 dark:bg-indigo-950/40"
        titleClassName="text-xl font-semibold"
        description="Warn others about a creator, or test how well you spot the signs."
        descriptionClassName="mt-1 text-slate-700 dark:text-slate-300"
      >
        <div className="mt-4 flex flex-col gap-3 sm:flex-row">
          <Link to="/community-reports" className={buttonClasses()}>
            <Flag aria-hidden="true" className="h-4 w-4" />
            Community reports
          </Link>
          <Link to="/interactive-quiz" className={buttonClasses({ variant: "outline" })}>
            <GraduationCap aria-hidden="true" className="h-4 w-4" />
            Take the fake-guru quiz
          </Link>
        </div>
      </TitledSection>
    </ToolPage>
  );
}
