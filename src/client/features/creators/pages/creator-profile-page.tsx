// /creators/{slug}: who the creator is, their status and
// links, and their courses 12 a page (?page= in the address).
import { ArrowLeft, ExternalLink, Globe } from "lucide-react";
import { type RefObject, Suspense, useEffect, useRef } from "react";
import { Link, useParams, useSearchParams } from "react-router";
import type { CreatorDetail } from "../../../../shared/contracts/creators";
import { CREATOR_PAGE_MAX, CREATOR_PAGE_SIZE } from "../../../../shared/contracts/creators-constants";
import { CreatorVerificationBadge } from "../../../components/catalog/creator-status-badge";
import { BackLink } from "../../../components/ui/back-link";
import { buttonClasses } from "../../../components/ui/button";
import { LoadError } from "../../../components/ui/load-error";
import { Pager } from "../../../components/ui/pager";
import { Skeleton } from "../../../components/ui/skeleton";
import { isHttpError } from "../../../lib/api-client";
import { formatCount, plural } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { LazyPublicRecordList } from "../../public-records";
import { FollowBox } from "../../watchlist";
import { useCreator } from "../api/get-creator";
import { CreatorAvatar } from "../components/creator-avatar";
import { CreatorCourseCard, CreatorCourseCardSkeleton } from "../components/creator-course-card";

const SHELL = "mx-auto max-w-7xl px-4 py-6 sm:px-6 sm:py-8";

function readPage(params: URLSearchParams): number {
  const page = Number(params.get("page") ?? "1");
  return Number.isInteger(page) && page >= 1 && page <= CREATOR_PAGE_MAX ? page : 1;
}

export function CreatorProfilePage() {
  const { slug = "" } = useParams();
  return <CreatorProfileScreen key={slug} slug={slug} />;
}

function CreatorProfileScreen({ slug }: { slug: string }) {
  const [searchParams] = useSearchParams();
  const page = readPage(searchParams);
  const creator = useCreator(slug, page);
  useDocumentTitle(creator.data ? `${creator.data.name} | HypeCheck creators` : undefined);

  const coursesHeadingRef = useRef<HTMLHeadingElement>(null);
  const pageRequested = useRef(false);
  // After Previous/Next, bring the course list into view once the new page has arrived.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new page of data is the trigger.
  useEffect(() => {
    if (!pageRequested.current || creator.isPlaceholderData) return;
    pageRequested.current = false;
    const frame = requestAnimationFrame(() => {
      coursesHeadingRef.current?.scrollIntoView({ block: "start" });
      coursesHeadingRef.current?.focus({ preventScroll: true });
    });
    return () => cancelAnimationFrame(frame);
  }, [creator.data, creator.isPlaceholderData]);

  function handlePageFollowed() {
    pageRequested.current = true;
  }

  if (creator.isPending) return <ProfileSkeleton />;
  if (creator.isError) {
    if (isHttpError(creator.error) && creator.error.status === 404) return <CreatorNotFound />;
    return (
      <div className={SHELL}>
        <BackLink to="/creators">Back to Creators</BackLink>
        <div className="mt-6">
          <LoadError
            message="Failed to load creator"
            detail={isHttpError(creator.error) ? creator.error.serverMessage : creator.error.message}
            query={creator}
          />
        </div>
      </div>
    );
  }
  return (
    <ProfileView
      creator={creator.data}
      page={page}
      loadingPage={creator.isPlaceholderData}
      onPageFollowed={handlePageFollowed}
      headingRef={coursesHeadingRef}
    />
  );
}

function ProfileView({
  creator,
  page,
  loadingPage,
  onPageFollowed,
  headingRef,
}: {
  creator: CreatorDetail;
  page: number;
  loadingPage: boolean;
  onPageFollowed: () => void;
  headingRef: RefObject<HTMLHeadingElement | null>;
}) {
  const { total, hasMore, items } = creator.courses;
  const pageCount = Math.max(1, Math.ceil(total / CREATOR_PAGE_SIZE));
  const pageHref = (target: number) =>
    `/creators/${encodeURIComponent(creator.slug)}${target > 1 ? `?page=${target}` : ""}`;
  const socials = [
    { label: "YouTube", href: creator.socials.youtube },
    { label: "Instagram", href: creator.socials.instagram },
    { label: "X", href: creator.socials.x },
  ].filter((s): s is { label: string; href: string } => s.href !== null);

  return (
    <div className={SHELL}>
      <BackLink to="/creators">Back to Creators</BackLink>
      <header className="mt-6 flex flex-col gap-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm sm:flex-row dark:border-slate-800 dark:bg-slate-900">
        <CreatorAvatar name={creator.name} src={creator.avatar} size="lg" />
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-center gap-3">
            <h1 className="text-2xl font-bold tracking-tight break-words sm:text-3xl">{creator.name}</h1>
            <CreatorVerificationBadge status={creator.verificationStatus} />
          </div>
          {creator.bio ? (
            <p className="mt-3 max-w-3xl text-slate-700 dark:text-slate-300">{creator.bio}</p>
          ) : null}
          {creator.background ? (
            <p className="mt-2 max-w-3xl text-sm text-slate-600 dark:text-slate-400">
              <span className="font-medium">Background: </span>
              {creator.background}
            </p>
          ) : null}
          {creator.siteUrl || socials.length > 0 ? (
            <ul aria-label="Links" className="mt-4 flex flex-wrap gap-2">
              {creator.siteUrl ? (
                <li>
                  <a
                    href={creator.siteUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    <Globe aria-hidden="true" className="h-4 w-4" />
                    Website
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ) : null}
              {socials.map((social) => (
                <li key={social.label}>
                  <a
                    href={social.href}
                    target="_blank"
                    rel="noopener noreferrer"
                    className={buttonClasses({ variant: "outline", size: "sm" })}
                  >
                    {social.label}
                    <ExternalLink aria-hidden="true" className="h-3.5 w-3.5" />
                    <span className="sr-only">(opens in a new tab)</span>
                  </a>
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </header>
      <Suspense fallback={null}>
        <FollowBox targetType="creator" targetId={creator.id} returnTo={pageHref(1)} className="mt-4" />
      </Suspense>

      {creator.publicRecords.length > 0 ? (
        <section
          id="public-records"
          aria-labelledby="creator-public-records"
          className="mt-8 scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h2 id="creator-public-records" className="text-xl font-semibold">
            Public enforcement records
          </h2>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            What regulators and courts published about {creator.name}, in their own terms. An admin checked
            each match and wrote down why.{" "}
            <Link
              to="/public-records"
              className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
            >
              Where records come from and how to dispute a match
            </Link>
          </p>
          <div className="mt-4">
            <Suspense fallback={null}>
              <LazyPublicRecordList name={creator.name} records={creator.publicRecords} disputable />
            </Suspense>
          </div>
        </section>
      ) : null}

      <section aria-labelledby="creator-courses" className="mt-8">
        <h2
          id="creator-courses"
          ref={headingRef}
          tabIndex={-1}
          className="scroll-mt-24 text-xl font-semibold focus:outline-none"
        >
          Courses by {creator.name}
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{plural(total, "course")} available</p>
        <div className="mt-4" aria-busy={loadingPage}>
          {total === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
              <p className="font-semibold">No courses yet</p>
            </div>
          ) : items.length === 0 ? (
            <div className="rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
              <p className="font-semibold">There are no courses on page {formatCount(page)}.</p>
              <Link to={pageHref(1)} className={buttonClasses({ className: "mt-5" })}>
                Go to page 1
              </Link>
            </div>
          ) : (
            <ul className={`grid gap-4 sm:grid-cols-2 lg:grid-cols-3 ${loadingPage ? "opacity-60" : ""}`}>
              {items.map((course) => (
                <li key={course.id}>
                  <CreatorCourseCard course={course} />
                </li>
              ))}
            </ul>
          )}
        </div>
        {(hasMore || page > 1) && items.length > 0 ? (
          <Pager
            label="Course pages"
            className="mt-8"
            page={page}
            pageCount={pageCount}
            hasMore={hasMore}
            hrefFor={pageHref}
            onFollow={onPageFollowed}
          />
        ) : null}
      </section>
    </div>
  );
}

function CreatorNotFound() {
  useDocumentTitle("Creator not found | HypeCheck");
  return (
    <div className={SHELL}>
      <div className="mx-auto max-w-xl rounded-xl border border-slate-200 bg-white p-10 text-center shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <h1 className="text-2xl font-bold">Creator not found</h1>
        <p className="mt-2 text-slate-600 dark:text-slate-400">
          The creator you're looking for doesn't exist.
        </p>
        <Link to="/creators" className={buttonClasses({ className: "mt-6" })}>
          <ArrowLeft aria-hidden="true" className="h-4 w-4" />
          Back to Creators
        </Link>
      </div>
    </div>
  );
}

function ProfileSkeleton() {
  return (
    <div className={SHELL}>
      <span className="sr-only" role="status">
        Loading creator…
      </span>
      <Skeleton className="h-5 w-36" />
      <div className="mt-6 flex gap-5 rounded-xl border border-slate-200 bg-white p-6 dark:border-slate-800 dark:bg-slate-900">
        <Skeleton className="h-20 w-20 rounded-full" />
        <div className="flex-1 space-y-3">
          <Skeleton className="h-8 w-1/2" />
          <Skeleton className="h-4 w-full" />
          <Skeleton className="h-4 w-2/3" />
        </div>
      </div>
      <Skeleton className="mt-8 h-7 w-64" />
      <ul aria-hidden="true" className="mt-4 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {["a", "b", "c"].map((key) => (
          <li key={key}>
            <CreatorCourseCardSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}
