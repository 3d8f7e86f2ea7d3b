// "Follow" on a course or creator page: members get the follow form (loaded when shown, with its
// contract), guests a link to sign in and come back. Shared by the course and creator pages, which
// load it lazily, so neither carries zod for guests.
import { lazy, Suspense, useId } from "react";
import { SignInLinks } from "../../../components/ui/sign-in-links";
import { Spinner } from "../../../components/ui/spinner";
import { useMe } from "../../../lib/auth/get-me";

const FollowForm = lazy(() => import("./follow-form").then((module) => ({ default: module.FollowForm })));

const WHAT_WE_TELL = {
  course:
    "Follow it and we tell you when its trust band moves, its verification is given or revoked, its sales page changes or its price reaches your target.",
  creator: "Follow them and we tell you when their status changes or a scam report about them is confirmed.",
} as const;

export function FollowBox({
  targetType,
  targetId,
  returnTo,
  currency,
  className,
}: {
  targetType: "course" | "creator";
  targetId: number;
  /** A course's currency, which its price target is in. */
  currency?: string;
  /** Where sign-in comes back to. */
  returnTo: string;
  className?: string;
}) {
  const ids = useId();
  const me = useMe();
  const what = targetType === "course" ? "this course" : "this creator";
  return (
    <section
      aria-labelledby={`${ids}-title`}
      className={`rounded-xl border border-slate-200 p-4 dark:border-slate-800 ${className ?? ""}`}
    >
      <h2 id={`${ids}-title`} className="font-semibold">
        Watchlist
      </h2>
      <p className="mt-1 mb-3 text-sm text-slate-600 dark:text-slate-400">{WHAT_WE_TELL[targetType]}</p>
      {me.isPending ? (
        <Spinner label="Checking your sign-in…" />
      ) : me.data ? (
        <Suspense fallback={<Spinner label="Loading…" />}>
          <FollowForm targetType={targetType} targetId={targetId} currency={currency} />
        </Suspense>
      ) : (
        <SignInLinks action={`Sign in to follow ${what}`} returnTo={returnTo} />
      )}
    </section>
  );
}
