// The frame every tool screen shares: a header with the tool's icon, name (the tab's title too) and
// what it does, and a body that waits for the sign-in state before the tool decides what a guest, a
// member on a plan without it, or a member with it sees.
import type { LucideIcon } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useNavigate } from "react-router";
import type { User } from "../../shared/contracts/auth";
import { useMe } from "../lib/auth/get-me";
import { useDocumentTitle } from "../lib/use-document-title";
import { ArrowLink } from "./ui/arrow-link";
import { buttonClasses } from "./ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "./ui/card";
import { cn } from "./ui/cn";
import { LoadError } from "./ui/load-error";
import { Skeleton } from "./ui/skeleton";
import { useToast } from "./ui/toast";

export function ToolPage({
  icon: Icon,
  kicker = "Consumer tool",
  title,
  intro,
  children,
}: {
  icon: LucideIcon;
  /** The small line above the title ("AI tool" for the ones the analysis engine answers). */
  kicker?: string;
  title: string;
  intro: ReactNode;
  children: ReactNode;
}) {
  useDocumentTitle(`${title} · HypeCheck`);
  return (
    <div className="mx-auto max-w-5xl px-4 py-8 sm:px-6 sm:py-12">
      <header className="max-w-3xl space-y-3">
        <p className="inline-flex items-center gap-2 text-sm font-semibold text-indigo-700 dark:text-indigo-300">
          <Icon aria-hidden="true" className="h-5 w-5" />
          {kicker}
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{title}</h1>
        <p className="text-lg text-slate-600 dark:text-slate-400">{intro}</p>
      </header>
      {children}
    </div>
  );
}

/** The links under a tool to the tools and pages that go with it. */
export function OtherTools({
  links,
  className,
}: {
  links: readonly { to: string; text: string }[];
  className?: string;
}) {
  return (
    <nav aria-label="Other tools" className={cn("flex flex-wrap gap-x-6 gap-y-2 text-sm", className)}>
      {links.map((link) => (
        <ArrowLink key={link.to} to={link.to}>
          {link.text}
        </ArrowLink>
      ))}
    </nav>
  );
}

/** Renders `children(user)` once the sign-in state is known (null: a guest). */
export function WithSignInState({ children }: { children: (user: User | null) => ReactNode }) {
  const me = useMe();
  if (me.isPending) {
    return (
      <div className="space-y-3" aria-hidden="true">
        <Skeleton className="h-5 w-28" />
        <Skeleton className="h-12 w-full" />
      </div>
    );
  }
  if (me.isError) {
    return <LoadError message="We couldn't check whether you are signed in." query={me} />;
  }
  return <>{children(me.data ?? null)}</>;
}

/** A members-only tool body: guests get GuestRedirect, members `children`. */
export function MembersOnly({
  path,
  notice,
  detail,
  children,
}: {
  path: string;
  notice: string;
  detail: string;
  children: ReactNode;
}) {
  return (
    <WithSignInState>
      {(user) => (user === null ? <GuestRedirect path={path} notice={notice} detail={detail} /> : children)}
    </WithSignInState>
  );
}

/** The logged-out redirect waits 500 ms, so the notice can be read. */
const GUEST_REDIRECT_MS = 500;

/**
 * A members-only screen seen by a guest: the 'Unauthorized' notice, then sign-in
 * with next={path} after 500 ms.
 */
function GuestRedirect({ path, notice, detail }: { path: string; notice: string; detail: string }) {
  const { toast } = useToast();
  const navigate = useNavigate();
  const loginTarget = `/login?next=${encodeURIComponent(path)}`;
  useEffect(() => {
    toast({ title: "Unauthorized", description: notice, variant: "destructive" });
    const timer = setTimeout(() => navigate(loginTarget, { replace: true }), GUEST_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [toast, navigate, notice, loginTarget]);
  return (
    <Card>
      <CardContent className="space-y-3">
        <CardTitle>Unauthorized</CardTitle>
        <CardDescription>{detail}</CardDescription>
        <Link to={loginTarget} className={buttonClasses({ size: "sm" })}>
          Sign in
        </Link>
      </CardContent>
    </Card>
  );
}
