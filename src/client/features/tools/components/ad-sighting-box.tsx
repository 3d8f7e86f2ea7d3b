// The "Seen an ad for this course?" box of the course page and the ad-fatigue check: members get
// the form (loaded when shown, with its contract), guests a link to sign in and come back.
import { lazy, Suspense, useId } from "react";
import { SignInLinks } from "../../../components/ui/sign-in-links";
import { Spinner } from "../../../components/ui/spinner";
import { useMe } from "../../../lib/auth/get-me";

const AdSightingForm = lazy(() =>
  import("./ad-sighting-form").then((module) => ({ default: module.AdSightingForm })),
);

export function AdSightingBox({
  courseId,
  returnTo,
  className,
}: {
  courseId: number;
  /** Where sign-in comes back to. */
  returnTo: string;
  className?: string;
}) {
  const ids = useId();
  const me = useMe();
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className={`rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800 ${className ?? ""}`}
    >
      <h2 id={`${ids}-title`} className="text-lg font-semibold">
        Seen an ad for this course?
      </h2>
      <p className="mt-1 mb-4 text-sm text-slate-600 dark:text-slate-400">
        Tell us where and when. The Ad Fatigue Detector counts the ads people report.
      </p>
      {me.isPending ? (
        <Spinner label="Checking your sign-in…" />
      ) : me.data ? (
        <Suspense fallback={<Spinner label="Loading the form…" />}>
          <AdSightingForm courseId={courseId} />
        </Suspense>
      ) : (
        <SignInLinks action="Sign in to report an ad" returnTo={returnTo} />
      )}
    </section>
  );
}
