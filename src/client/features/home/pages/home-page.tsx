import { Clock, Images, MessageSquareWarning, ReceiptText } from "lucide-react";
import { Link } from "react-router";
import { CourseSearchForm } from "../../../components/catalog/course-search-form";
import { type PlatformFigure, PlatformFigures } from "../../../components/platform-figures";
import { buttonClasses } from "../../../components/ui/button";
import { type ButtonLink, ButtonLinks } from "../../../components/ui/button-links";
import { IconCardList } from "../../../components/ui/icon-card";
import { useMe } from "../../../lib/auth/get-me";
import { DEFAULT_TITLE, useDocumentTitle } from "../../../lib/use-document-title";
import { useReturnPath } from "../../../lib/use-return-path";
import { ToolCards } from "../components/tool-cards";
import { VerifiedCourses } from "../components/verified-courses";

/** The four headline figures: live counts, each saying what it counts, never invented. */
const JOIN: readonly ButtonLink[] = [
  { to: "/signup", label: "Create a free account" },
  { to: "/login", label: "Sign in" },
];

const HEADLINE_FIGURES: readonly PlatformFigure[] = [
  { key: "totalCourses", label: "Courses reviewed", note: "Courses in our catalogue" },
  { key: "verifiedCourses", label: "Verified courses", note: "Passed our verification checks" },
  { key: "redFlagsFound", label: "Red flags found", note: "In their copy or by our reviewers, each once" },
  { key: "totalReviews", label: "Approved reviews", note: "Member reviews that passed moderation" },
];

// Educational warning signs only: no figures until the catalogue can back them with live data.
const PAIN_POINTS = [
  {
    icon: ReceiptText,
    title: "Income screenshots",
    text: "A payout screenshot is easy to fake and shows the best case at most. Ask what typical students earn.",
  },
  {
    icon: Clock,
    title: "Manufactured urgency",
    text: "Countdown timers and “only a few spots left” push you to pay before you think. A fair offer is still there tomorrow.",
  },
  {
    icon: Images,
    title: "Rented lifestyles",
    text: "Cars, villas and first-class seats can be rented for a photo shoot. They show spending, not a working business.",
  },
  {
    icon: MessageSquareWarning,
    title: "Testimonials you can't check",
    text: "Glowing reviews with no full name, no date and no way to reach the student prove very little.",
  },
] as const;

export function HomePage() {
  useDocumentTitle(DEFAULT_TITLE);
  const me = useMe();
  const next = useReturnPath();
  const user = me.data;
  const guest = user === null;
  const upgradeHref = `/pricing?next=${next}`;
  // Pro (and admins, who get Pro entitlements) have nothing to upgrade to.
  const canUpgrade = user === null || (user !== undefined && user.effectivePlan !== "pro");

  return (
    <>
      <section className="border-b border-slate-200 bg-gradient-to-b from-indigo-50 to-white dark:border-slate-800 dark:from-indigo-950/40 dark:to-slate-950">
        <div className="mx-auto max-w-4xl px-4 py-14 text-center sm:px-6 sm:py-20">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            We check the hype so you don't have to.
          </h1>
          <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-700 dark:text-slate-300">
            HypeCheck vets online business courses and the people who sell them, so you can spot fake gurus
            and unrealistic income promises before you pay.
          </p>
          <CourseSearchForm size="lg" className="mx-auto mt-8 max-w-xl" />
          {guest ? (
            <ButtonLinks className="mt-6 flex flex-wrap justify-center gap-3" size="lg" links={JOIN} />
          ) : null}
        </div>
      </section>

      <section aria-labelledby="figures-heading" className="mx-auto max-w-6xl px-4 pt-12 sm:px-6">
        <h2 id="figures-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          HypeCheck in numbers
        </h2>
        <p className="mt-2 mb-6 max-w-2xl text-slate-600 dark:text-slate-400">
          Live counts from our database, refreshed every five minutes. Nothing rounded up for a headline.
        </p>
        <PlatformFigures figures={HEADLINE_FIGURES} gridClassName="grid-cols-2 lg:grid-cols-4" />
      </section>

      <section aria-labelledby="warning-signs-heading" className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
        <h2 id="warning-signs-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
          The warning signs we look for
        </h2>
        <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
          Hype sells courses. These are the tactics that should make you slow down and ask for evidence.
        </p>
        <IconCardList
          items={PAIN_POINTS}
          tone="warning"
          heading="h3"
          className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4"
        />
      </section>

      <section
        aria-labelledby="tools-heading"
        className="border-y border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40"
      >
        <div className="mx-auto max-w-6xl px-4 py-14 sm:px-6">
          <h2 id="tools-heading" className="text-2xl font-bold tracking-tight sm:text-3xl">
            Tools for checking before you buy
          </h2>
          <p className="mt-2 max-w-2xl text-slate-600 dark:text-slate-400">
            Catalogue browsing and search are free for everyone. These tools go further.
          </p>
          <ToolCards />
        </div>
      </section>

      <VerifiedCourses />

      {guest ? (
        <section aria-labelledby="signup-cta-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <div className="rounded-2xl bg-indigo-700 px-6 py-10 text-white sm:px-10 dark:bg-indigo-900">
            <h2 id="signup-cta-heading" className="text-2xl font-bold tracking-tight">
              Get a second opinion before you buy
            </h2>
            <p className="mt-2 max-w-2xl text-indigo-100">
              A free account includes 5 AI quick looks a month. No spam, and we never sell your data.
            </p>
            <div className="mt-6 flex flex-wrap gap-3">
              <Link to="/signup" className={buttonClasses({ size: "lg", variant: "inverse" })}>
                Sign up free
              </Link>
              {/* An outline button for the coloured panel, in both themes. */}
              <Link
                to={upgradeHref}
                className="inline-flex h-12 items-center justify-center rounded-md border border-white/70 px-6 text-base font-medium whitespace-nowrap text-white transition-colors hover:bg-white/10"
              >
                Upgrade
              </Link>
            </div>
          </div>
        </section>
      ) : canUpgrade ? (
        <section aria-labelledby="upgrade-cta-heading" className="mx-auto max-w-6xl px-4 pb-16 sm:px-6">
          <div className="flex flex-col gap-5 rounded-2xl border border-indigo-200 bg-indigo-50 px-6 py-8 sm:flex-row sm:items-center sm:justify-between sm:px-10 dark:border-indigo-900 dark:bg-indigo-950/40">
            <div>
              <h2 id="upgrade-cta-heading" className="text-2xl font-bold tracking-tight">
                Want deeper checks?
              </h2>
              <p className="mt-2 max-w-2xl text-slate-700 dark:text-slate-300">
                Paid plans add more AI quick looks and full reports, the course URL analyzer and, on Pro,
                creator background checks.
              </p>
            </div>
            <Link to={upgradeHref} className={buttonClasses({ size: "lg", className: "shrink-0" })}>
              Upgrade
            </Link>
          </div>
        </section>
      ) : null}

      <p className="mx-auto max-w-6xl px-4 pb-12 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
        AI quick looks are limited by plan, reset monthly and do not roll over. Analyses are informational
        only and do not guarantee business or financial results.
      </p>
    </>
  );
}
