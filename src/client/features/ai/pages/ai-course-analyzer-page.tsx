// /ai-course-analyzer: a course
// URL in, the AI course analysis out. Guests get a pitch with a sign-up link; the free plan sees the
// button disabled with the reason and the upsell box; Premium and Pro run it.
import { ScanSearch } from "lucide-react";
import { useState } from "react";
import { Link } from "react-router";
import { AI_MESSAGES } from "../../../../shared/contracts/ai";
import type { CourseAnalysis } from "../../../../shared/contracts/analysis";
import { PLANS } from "../../../../shared/domain/plans";
import { ToolPage, WithSignInState } from "../../../components/tool-page";
import { ArrowLink } from "../../../components/ui/arrow-link";
import { WorkingNote } from "../../../components/ui/loading-bars";
import { useToast } from "../../../components/ui/toast";
import { UpsellBox } from "../../../components/upsell-box";
import { isHttpError } from "../../../lib/api-client";
import { useAnalyzeUrl } from "../api/analyze-url";
import { AnalyzerForm } from "../components/analyzer-form";
import { AnalyzerGuestPitch } from "../components/analyzer-guest-pitch";
import { AnalyzerResult, riskLabel } from "../components/analyzer-result";
import { useFocusedResult } from "../components/use-focused-result";

const FAILED_TITLE = "Analysis Failed";
const FAILED_TEXT = "Unable to analyze course. Please check the URL and try again.";

interface Failure {
  message: string;
  /** Quota or plan refusals: an upgrade may help, so the pricing link is offered. */
  planLimited: boolean;
}

function toFailure(error: unknown): Failure {
  if (isHttpError(error)) {
    return {
      message: error.serverError ?? FAILED_TEXT,
      planLimited: error.status === 403 || error.status === 429,
    };
  }
  return { message: FAILED_TEXT, planLimited: false };
}

function hostOf(url: string): string {
  try {
    return new URL(url).host || url;
  } catch {
    return url;
  }
}

export function AiCourseAnalyzerPage() {
  return (
    <ToolPage
      kicker="AI tool"
      icon={ScanSearch}
      title="AI Course Analyzer"
      intro="Paste a course's sales page link. You get a trust score, the red flags in its claims with the exact wording, the signals in its favour, the price against similar courses and a plain recommendation."
    >
      <div className="mt-8">
        <WithSignInState>
          {(user) =>
            user === null ? (
              <AnalyzerGuestPitch />
            ) : (
              <AnalyzerTool canAnalyze={PLANS[user.effectivePlan].quotas.canUseUrlAnalyzer} />
            )
          }
        </WithSignInState>
      </div>

      <p className="mt-10 text-sm text-slate-600 dark:text-slate-400">
        Want to know how the score is built?{" "}
        <ArrowLink to="/about#trust-score">How the trust score works</ArrowLink>
      </p>
    </ToolPage>
  );
}

function AnalyzerTool({ canAnalyze }: { canAnalyze: boolean }) {
  const { toast } = useToast();
  const analyze = useAnalyzeUrl();
  const [result, setResult, resultHeading] = useFocusedResult<CourseAnalysis>();
  const [failure, setFailure] = useState<Failure | null>(null);
  const [pendingUrl, setPendingUrl] = useState("");

  function handleAnalyze(raw: string) {
    const url = raw.trim();
    if (url === "") {
      toast({ title: "URL Required", description: AI_MESSAGES.urlRequired, variant: "destructive" });
      return;
    }
    setResult(null);
    setFailure(null);
    setPendingUrl(url);
    analyze.mutate(url, {
      onSuccess: (analysis) => {
        setResult(analysis);
        toast({
          title: "Analysis Complete!",
          description: `Trust score ${analysis.trustScore}/100 · ${riskLabel(analysis.riskLevel)}`,
        });
      },
      onError: (error) => {
        setFailure(toFailure(error));
        toast({ title: FAILED_TITLE, description: FAILED_TEXT, variant: "destructive" });
      },
    });
  }

  return (
    <div className="space-y-8">
      <div className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <AnalyzerForm
          onAnalyze={handleAnalyze}
          pending={analyze.isPending}
          disabledReason={canAnalyze ? undefined : AI_MESSAGES.analyzerNeedsPlan}
        />
      </div>

      {canAnalyze ? null : (
        <UpsellBox
          title="Unlock the AI Course Analyzer"
          reason="Analyze any course's sales page: every red flag quoted with why it matters, the price against similar courses and better-rated alternatives. Each analysis counts as one AI look."
          plans={["premium", "pro"]}
        />
      )}

      {analyze.isPending ? (
        <WorkingNote
          title={`Analyzing ${hostOf(pendingUrl)}…`}
          detail="Fetching the page, reading its claims and comparing it with our catalogue. This can take up to 15 seconds."
        />
      ) : null}

      {failure ? (
        <div
          role="alert"
          className="rounded-xl border border-red-200 bg-red-50 p-5 text-red-900 dark:border-red-900 dark:bg-red-950/40 dark:text-red-100"
        >
          <p className="font-semibold">{FAILED_TITLE}</p>
          <p className="mt-1 break-words">{failure.message}</p>
          {failure.planLimited ? (
            <Link to="/pricing" className="mt-2 inline-block font-medium underline underline-offset-2">
              See plans and prices
            </Link>
          ) : null}
        </div>
      ) : null}

      {result ? <AnalyzerResult analysis={result} headingRef={resultHeading} /> : null}
    </div>
  );
}
