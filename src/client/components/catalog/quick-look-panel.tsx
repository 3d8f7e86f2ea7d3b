// A course card's AI Quick Look: loading, then the answer citing the
// strongest findings, or the notice for a guest past the free looks (401), a member past the monthly
// quota (429) or any other failure. The card loads this module on the first click, so Home's first
// load carries none of it.
import { Lock, RefreshCw, Sparkles } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { QuickLook } from "../../../shared/contracts/ai";
import { AI_MESSAGES } from "../../../shared/contracts/ai-messages";
import { isUnlimited } from "../../../shared/domain/plans";
import { isHttpError } from "../../lib/api-client";
import { useQuickLook } from "../../lib/queries/quick-look";
import { useReturnPath } from "../../lib/use-return-path";
import { RiskBadge } from "../analysis/risk-badge";
import { Button, buttonClasses } from "../ui/button";
import { Spinner } from "../ui/spinner";

export function QuickLookPanel({ courseId }: { courseId: number }) {
  const quickLook = useQuickLook(courseId);
  if (quickLook.isPending) {
    return (
      <p className="flex items-center gap-2 text-sm text-slate-700 dark:text-slate-300">
        <Spinner label="Analysing this course…" />
        <span aria-hidden="true">Checking the claims…</span>
      </p>
    );
  }
  if (quickLook.isError) {
    return <QuickLookNotice error={quickLook.error} onRetry={() => quickLook.refetch()} />;
  }
  return <QuickLookAnswer look={quickLook.data} />;
}

function QuickLookAnswer({ look }: { look: QuickLook }) {
  const citations = distinctPhrases(look.citations).slice(0, 3);
  return (
    <div className="space-y-3 text-sm">
      <div className="flex flex-wrap items-center gap-2">
        <Sparkles aria-hidden="true" className="h-4 w-4 text-indigo-700 dark:text-indigo-300" />
        <span className="font-semibold">AI Quick Look</span>
        <RiskBadge level={look.verdict.riskLevel} />
      </div>
      <p className="text-slate-800 dark:text-slate-200">{look.answer}</p>
      {citations.length > 0 ? (
        <div>
          <p className="font-medium text-slate-700 dark:text-slate-300">What it is based on</p>
          <ul className="mt-1.5 space-y-1.5">
            {citations.map((finding) => (
              <li key={`${finding.field}-${finding.start}-${finding.category}`} className="break-words">
                <q className="font-medium text-slate-900 italic dark:text-slate-100">{finding.phrase}</q>{" "}
                <span className="text-slate-600 dark:text-slate-400">
                  ({finding.label}, {finding.severity} severity)
                </span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <div className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 text-xs text-slate-600 dark:text-slate-400">
        <span>
          Quick looks used: {look.used}/{isUnlimited(look.quota) ? "∞" : look.quota}
        </span>
        <Link
          to={`/courses/${look.courseId}?tab=ai-insights`}
          className="font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
        >
          Full report and highlighted claims
        </Link>
      </div>
    </div>
  );
}

/** The same words found in two fields (title and description, say) are quoted once. */
function distinctPhrases(citations: QuickLook["citations"]): QuickLook["citations"] {
  const seen = new Set<string>();
  return citations.filter((finding) => {
    const key = finding.phrase.trim().toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

function QuickLookNotice({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const next = useReturnPath();
  const status = isHttpError(error) ? error.status : null;
  if (status === 401) {
    return (
      <Notice title={AI_MESSAGES.guestLimit} text={AI_MESSAGES.guestLimitDetail}>
        <Link to={`/signup?next=${next}`} className={buttonClasses({ size: "sm" })}>
          Sign up
        </Link>
      </Notice>
    );
  }
  if (status === 429) {
    return (
      <Notice title={AI_MESSAGES.memberLimit} text={AI_MESSAGES.memberLimitDetail}>
        <Link to="/pricing" className={buttonClasses({ size: "sm" })}>
          Upgrade
        </Link>
      </Notice>
    );
  }
  const message = (isHttpError(error) ? error.serverError : undefined) ?? AI_MESSAGES.failed;
  return (
    <div className="flex flex-wrap items-center justify-between gap-2 text-sm">
      <p className="text-red-700 dark:text-red-400">{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry}>
        <RefreshCw aria-hidden="true" className="h-4 w-4" />
        Try Again
      </Button>
    </div>
  );
}

function Notice({ title, text, children }: { title: string; text: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-sm dark:border-indigo-900 dark:bg-indigo-950/50">
      <Lock aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0 text-indigo-700 dark:text-indigo-300" />
      <div className="min-w-0 space-y-2">
        <p className="font-semibold text-indigo-950 dark:text-indigo-100">{title}</p>
        <p className="text-indigo-900 dark:text-indigo-200">{text}</p>
        {children}
      </div>
    </div>
  );
}
