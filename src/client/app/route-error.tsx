import { useEffect } from "react";
import { Link, useRouteError } from "react-router";
import { Button, buttonClasses } from "../components/ui/button";
import { logWarning } from "../lib/logger";

/** Shown when a screen fails to load or render (for example a stale code chunk after a deploy). */
export function RouteError() {
  const error = useRouteError();
  useEffect(() => {
    logWarning("A screen failed to load", error instanceof Error ? error.message : error);
  }, [error]);
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-2xl font-bold">Something went wrong</h1>
      <p className="text-slate-600 dark:text-slate-400">
        This page could not be shown. Reloading usually fixes it.
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <Link to="/" reloadDocument className={buttonClasses({ variant: "outline" })}>
          Go Home
        </Link>
      </div>
    </div>
  );
}
