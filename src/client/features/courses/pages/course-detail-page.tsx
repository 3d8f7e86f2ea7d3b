// /courses/{id}: the facts, the Trust Score with the signals that moved it, the verification record,
// the View Course link with its affiliate disclosure, the Overview (with the AI usage meter), AI
// Insights, Reviews and History tabs, and related courses. The open tab is in the address
// (?tab=reviews), so the tabs are links that work before the app has started; older #reviews links
// still open it. An archived course says so on top; an unreviewed one is badged, its score provisional.

import { Archive } from "lucide-react";
import { lazy, type ReactNode, Suspense, useId } from "react";
import { Link, useLocation, useParams, useSearchParams } from "react-router";
import type { CourseDetail } from "../../../../shared/contracts/catalog";
import { parseRowId } from "../../../../shared/domain/ids";
import { PLANS } from "../../../../shared/domain/plans";
import { RiskBadge } from "../../../components/analysis/risk-badge";
import { CreatorVerificationBadge } from "../../../components/catalog/creator-status-badge";
import { TrustBreakdown } from "../../../components/catalog/trust-breakdown";
import { UnreviewedBadge } from "../../../components/catalog/unreviewed-badge";
import { VerifiedBadge } from "../../../components/catalog/verified-badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { Skeleton } from "../../../components/ui/skeleton";
import { Spinner } from "../../../components/ui/spinner";
import { Tabs, TabsContent, TabsLinkTrigger, TabsList } from "../../../components/ui/tabs";
import { isHttpError } from "../../../lib/api-client";
import { useMe } from "../../../lib/auth/get-me";
import { formatCount, formatDate } from "../../../lib/format";
import { KEEP_SCROLL } from "../../../lib/keep-scroll";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { CourseDisputes } from "../../disputes";
import { PublicRecordsPanel } from "../../public-records";
import { AdSightingBox } from "../../tools";
import { FollowBox } from "../../watchlist";
import { useCourse } from "../api/get-course";
import { useCourseTrust } from "../api/get-course-trust";
import { Breadcrumbs } from "../components/breadcrumbs";
import { ClaimsPanel } from "../components/claims-panel";
import { CourseFacts } from "../components/course-facts";
import { NotScoredYet } from "../components/not-scored-yet";
import { Section } from "../components/section";
import { TrustScoreSummary } from "../components/trust-score-summary";
import { UsageMeter } from "../components/usage-meter";
import { VerificationPanel } from "../components/verification-panel";
import { ViewCourseLink } from "../components/view-course-link";

// The tabs a visit does not open first, and below the first screen the terms and earnings-claim
// check, the price chart and the related courses, load when they are rendered, not with the page: a server-rendered page keeps their markup until
// their code has arrived.
const AiInsightsTab = lazy(() =>
  import("../components/ai-insights-tab").then((module) => ({ default: module.AiInsightsTab })),
);
const CourseHistory = lazy(() =>
  import("../components/course-history").then((module) => ({ default: module.CourseHistory })),
);
const PriceHistorySection = lazy(() =>
  import("../components/price-history-section").then((module) => ({ default: module.PriceHistorySection })),
);
const CourseTermsAndClaims = lazy(() =>
  import("../components/course-terms-and-claims").then((module) => ({
    default: module.CourseTermsAndClaims,
  })),
);
const RelatedCourses = lazy(() =>
  import("../components/related-courses").then((module) => ({ default: module.RelatedCourses })),
);

// The Snapshots tab is opened by few visitors: its code loads when it is shown.
const CourseSnapshots = lazy(() =>
  import("../components/course-snapshots").then((module) => ({ default: module.CourseSnapshots })),
);

// So is the Reviews tab, not on the page's first screen: its labels, proof and filter are loaded
// when it opens.
const ReviewsPanel = lazy(() =>
  import("../components/reviews-panel").then((module) => ({ default: module.ReviewsPanel })),
);

// Other features' widgets below the page's first screen (the Follow, ad-sighting and public-records
// boxes, the disputes about the score) come from their public files loaded on first render.

export function CourseDetailPage() {
  const { id: rawId } = useParams();
  const id = parseRowId(rawId);
  if (id === null) return <CourseNotFound />;
  return <CourseDetailScreen key={id} id={id} />;
}

function CourseDetailScreen({ id }: { id: number }) {
  const course = useCourse(id);
  useDocumentTitle(course.data?.title);
  if (course.isPending) return <DetailSkeleton />;
  if (course.isError) {
    if (isHttpError(course.error) && course.error.status === 404) return <CourseNotFound />;
    return <CourseLoadFailed retry={() => course.refetch()} />;
  }
  return <CourseDetailView course={course.data} />;
}

function CourseDetailView({ course }: { course: CourseDetail }) {
  const me = useMe();
  const guest = me.data === null;
  const { hash } = useLocation();
  const [searchParams, setSearchParams] = useSearchParams();
  const tab = courseTab(searchParams.get("tab"), hash);

  function handleTabChange(next: string) {
    setSearchParams(
      (params) => {
        const updated = new URLSearchParams(params);
        if (next === "overview") updated.delete("tab");
        else updated.set("tab", next);
        // The two snapshots compared belong to the Snapshots tab only.
        if (next !== "snapshots") {
          updated.delete("a");
          updated.delete("b");
        }
        return updated;
      },
      { replace: true, preventScrollReset: true, state: KEEP_SCROLL },
    );
  }
  const breadcrumbs = [
    { label: "Home", to: "/" },
    { label: "Courses", to: "/courses" },
    { label: course.categoryName, to: `/courses?category=${encodeURIComponent(course.categorySlug)}` },
    { label: course.title },
  ];

  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <Breadcrumbs items={breadcrumbs} />

      {course.editorialStatus === "archived" ? (
        <ArchivedNotice
          archivedAt={course.archivedAt ?? course.updatedAt}
          historyHref={`/courses/${course.id}?tab=history`}
        />
      ) : null}

      <header className="mt-6">
        <div className="flex flex-wrap items-center gap-2">
          <Link
            to={`/courses?category=${encodeURIComponent(course.categorySlug)}`}
            className="text-sm font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {course.categoryName}
          </Link>
          {course.isVerified ? <VerifiedBadge /> : null}
          {course.editorialStatus === "unreviewed" ? <UnreviewedBadge /> : null}
          <CreatorVerificationBadge status={course.creatorVerificationStatus} />
        </div>
        <h1 className="mt-3 text-2xl font-bold tracking-tight text-balance sm:text-4xl">{course.title}</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          by <span className="font-semibold">{course.instructorName}</span>
        </p>
      </header>

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <aside
          aria-label="Course summary"
          className="space-y-4 lg:sticky lg:top-20 lg:col-start-2 lg:row-start-1 lg:self-start"
        >
          <Card>
            <CardContent className="space-y-5">
              <TrustScoreSummary
                score={course.trustScore}
                bandLabel={course.trustBreakdown?.bandLabel}
                provisional={course.editorialStatus === "unreviewed"}
              />
              <CourseVerdict courseId={course.id} />
              <CourseFacts course={course} />
              <ViewCourseLink course={course} />
            </CardContent>
          </Card>
          {guest ? <SignupCallToAction courseId={course.id} /> : null}
          <Suspense fallback={null}>
            <FollowBox
              targetType="course"
              targetId={course.id}
              returnTo={`/courses/${course.id}`}
              currency={course.currency}
            />
          </Suspense>
        </aside>

        <div className="min-w-0 lg:col-start-1 lg:row-start-1">
          <Tabs value={tab} onValueChange={handleTabChange}>
            <TabsList aria-label="Course information">
              <TabsLinkTrigger className={TAB} value="overview" href={`/courses/${course.id}`}>
                Overview
              </TabsLinkTrigger>
              <TabsLinkTrigger
                className={TAB}
                value="ai-insights"
                href={`/courses/${course.id}?tab=ai-insights`}
              >
                <span>
                  <span className="max-sm:sr-only">AI </span>Insights
                </span>
              </TabsLinkTrigger>
              <TabsLinkTrigger className={TAB} value="reviews" href={`/courses/${course.id}?tab=reviews`}>
                Reviews
                <span className="rounded-full bg-slate-100 px-2 py-0.5 text-xs tabular-nums text-slate-700 max-sm:sr-only dark:bg-slate-800 dark:text-slate-300">
                  {formatCount(course.reviewCount)}
                </span>
              </TabsLinkTrigger>
              <TabsLinkTrigger className={TAB} value="history" href={`/courses/${course.id}?tab=history`}>
                History
              </TabsLinkTrigger>
              <TabsLinkTrigger className={TAB} value="snapshots" href={`/courses/${course.id}?tab=snapshots`}>
                Snapshots
              </TabsLinkTrigger>
            </TabsList>
            <TabsContent value="overview">
              <Overview course={course} />
            </TabsContent>
            <TabsContent value="ai-insights">
              <Suspense fallback={<Spinner label="Loading the AI insights…" />}>
                <AiInsightsTab course={course} />
              </Suspense>
            </TabsContent>
            <TabsContent value="reviews">
              <Suspense fallback={<Spinner label="Loading the reviews…" />}>
                <ReviewsPanel courseId={course.id} creatorId={course.creatorId} />
              </Suspense>
            </TabsContent>
            <TabsContent value="history">
              <Suspense fallback={<Spinner label="Loading the history…" />}>
                <CourseHistory courseId={course.id} />
              </Suspense>
            </TabsContent>
            <TabsContent value="snapshots">
              <Suspense fallback={<Spinner label="Loading the snapshots…" />}>
                <CourseSnapshots
                  courseId={course.id}
                  from={searchParams.get("a")}
                  to={searchParams.get("b")}
                />
              </Suspense>
            </TabsContent>
          </Tabs>
        </div>
      </div>

      <Suspense fallback={null}>
        <RelatedCourses courseId={course.id} />
      </Suspense>
    </div>
  );
}

/** The five tabs fit a 390 px phone without scrolling sideways (shorter words, no count). */
const TAB = "max-sm:px-1.5 max-sm:text-[13px]";
const COURSE_TABS = ["overview", "ai-insights", "reviews", "history", "snapshots"] as const;
const TAB_BY_HASH: Record<string, string> = { "#ai-insights": "ai-insights", "#reviews": "reviews" };

/** The tab the address asks for: ?tab=, else an older #fragment, else the overview. */
function courseTab(param: string | null, hash: string): string {
  if (param !== null && (COURSE_TABS as readonly string[]).includes(param)) return param;
  return TAB_BY_HASH[hash] ?? "overview";
}

/** An archived course: out of the catalogue and search, its page, reviews and history kept. */
function ArchivedNotice({ archivedAt, historyHref }: { archivedAt: string; historyHref: string }) {
  return (
    <div className="mt-6 flex gap-3 rounded-xl border border-slate-300 bg-slate-100 p-4 text-slate-900 dark:border-slate-700 dark:bg-slate-800/70 dark:text-slate-100">
      <Archive aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
      <p>
        <span className="font-semibold">Archived on {formatDate(archivedAt)}:</span> this course is no longer
        in the catalogue. Its reviews, reports and history are kept.{" "}
        <Link to={historyHref} className="font-medium text-indigo-700 underline dark:text-indigo-300">
          See its history
        </Link>
      </p>
    </div>
  );
}

function Overview({ course }: { course: CourseDetail }) {
  const ids = useId();
  const trust = useCourseTrust(course.id);
  return (
    <div className="space-y-10">
      <UsageMeter />
      <Section id={`${ids}-about`} title="About this course">
        <p className="whitespace-pre-line text-slate-700 dark:text-slate-300">{course.description}</p>
      </Section>

      <Section id={`${ids}-trust`} title="How the Trust Score was worked out">
        {course.trustBreakdown ? (
          <>
            <p className="mb-4 text-sm text-slate-600 dark:text-slate-400">
              Four factors of up to 25 points each. Every point comes from a recorded signal, listed under its
              factor.
            </p>
            <TrustBreakdown breakdown={course.trustBreakdown} />
            <Suspense fallback={null}>
              <CourseDisputes courseId={course.id} findings={trust.data?.findings} scored />
            </Suspense>
          </>
        ) : (
          <NotScoredYet />
        )}
      </Section>

      <Section id={`${ids}-claims`} title="Income claims vs. student outcomes">
        <ClaimsPanel course={course} verdict={trust.data?.verdict} />
        <Suspense fallback={null}>
          <CourseTermsAndClaims courseId={course.id} courseTitle={course.title} />
        </Suspense>
      </Section>

      <Suspense fallback={null}>
        <PublicRecordsPanel courseId={course.id} />
      </Suspense>

      <Suspense fallback={null}>
        <PriceHistorySection courseId={course.id} courseTitle={course.title} />
      </Suspense>

      <Section id={`${ids}-verification`} title="Verification">
        <VerificationPanel course={course} />
      </Section>

      <Section id={`${ids}-creator`} title="About the creator">
        <p className="font-medium">{course.instructorName}</p>
        <p className="mt-1 whitespace-pre-line text-slate-700 dark:text-slate-300">{course.instructorBio}</p>
        {course.socialMediaPlatform ? (
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            {formatCount(course.creatorFollowerCount)} followers on {course.socialMediaPlatform}
          </p>
        ) : null}
      </Section>

      {course.editorialStatus === "archived" ? null : (
        <Suspense fallback={null}>
          <AdSightingBox courseId={course.id} returnTo={`/courses/${course.id}`} />
        </Suspense>
      )}

      {course.salesCopy ? (
        <details className="group rounded-lg border border-slate-200 p-4 dark:border-slate-800">
          <summary className="cursor-pointer font-semibold">From the sales page</summary>
          <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
            Quoted as the seller published it. Quoting is not endorsing.
          </p>
          <blockquote className="mt-3 border-l-4 border-slate-300 pl-4 text-sm whitespace-pre-line text-slate-700 dark:border-slate-600 dark:text-slate-300">
            {course.salesCopy}
          </blockquote>
        </details>
      ) : null}
    </div>
  );
}

/**
 * The course's one risk level and why (its verdict, GET /api/courses/{id}/trust): the same words the
 * quick look, the analyzer and the claims below use. Nothing while it loads.
 */
function CourseVerdict({ courseId }: { courseId: number }) {
  const verdict = useCourseTrust(courseId).data?.verdict;
  if (!verdict) return null;
  return (
    <div className="space-y-1.5">
      <p className="text-sm font-medium text-slate-600 dark:text-slate-400">Risk level</p>
      <RiskBadge level={verdict.riskLevel} className="text-sm" />
      <p className="text-sm text-slate-700 dark:text-slate-300">{verdict.headline}</p>
    </div>
  );
}

function SignupCallToAction({ courseId }: { courseId: number }) {
  const next = encodeURIComponent(`/courses/${courseId}`);
  return (
    <div className="rounded-xl bg-indigo-700 p-5 text-white dark:bg-indigo-900">
      <p className="font-semibold">Get a second opinion before you buy</p>
      <p className="mt-1 text-sm text-indigo-100">
        A free account lets you review courses you took and includes {PLANS.free.quotas.aiLooksPerMonth} AI
        quick looks a month.
      </p>
      <Link
        to={`/signup?next=${next}`}
        className={buttonClasses({ variant: "inverse", className: "mt-4 w-full" })}
      >
        Sign up free
      </Link>
    </div>
  );
}

function CourseNotFound() {
  return (
    <StateMessage
      title="Course not found"
      text="This course isn't in our catalogue. It may have been removed, or the link is wrong."
    />
  );
}

function CourseLoadFailed({ retry }: { retry: () => void }) {
  return (
    <StateMessage
      title="Failed to load course"
      text="Something went wrong while loading this course. Check your connection and try again."
      action={
        <Button variant="outline" onClick={retry}>
          Try Again
        </Button>
      }
    />
  );
}

function StateMessage({ title, text, action }: { title: string; text: string; action?: ReactNode }) {
  return (
    <div className="mx-auto flex max-w-xl flex-col items-center px-4 py-16 text-center sm:py-24">
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      <p className="mt-3 text-slate-600 dark:text-slate-400">{text}</p>
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to="/courses" className={buttonClasses()}>
          Browse Courses
        </Link>
        {action}
      </div>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8">
      <span role="status" className="sr-only">
        Loading course…
      </span>
      <Skeleton className="h-4 w-64" />
      <Skeleton className="mt-8 h-5 w-40" />
      <Skeleton className="mt-4 h-10 w-3/4" />
      <Skeleton className="mt-3 h-5 w-48" />
      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <div className="space-y-3 lg:row-start-1">
          <Skeleton className="h-10 w-56" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
        <Skeleton className="h-80 w-full rounded-xl lg:col-start-2 lg:row-start-1" />
      </div>
    </div>
  );
}
