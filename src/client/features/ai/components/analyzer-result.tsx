// The AI course analysis result: the trust score with its coloured bar, the risk
// level, the recommendation, then the evidence sections. The heading takes focus when a result
// arrives, so keyboard and screen-reader users land on it.
import { Landmark, ShieldAlert, ShieldCheck, ShieldQuestion } from "lucide-react";
import type { Ref } from "react";
import { Link } from "react-router";
import type { CourseAnalysis, RiskLevel } from "../../../../shared/contracts/analysis";
import { RISK_LABELS } from "../../../../shared/domain/trust-bands";
import { TermsAndClaims } from "../../../components/analysis/terms-and-claims";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { formatDateTime } from "../../../lib/format";
import { PublicRecordList, RecordsSearchedNote } from "../../public-records";
import { AnalyzerBreakdown } from "./analyzer-breakdown";
import {
  AnalyzerAlternatives,
  AnalyzerCreatorCredibility,
  AnalyzerExpectedRoi,
  AnalyzerPriceAnalysis,
} from "./analyzer-details";
import { AnalyzerPositiveSignals, AnalyzerRedFlags } from "./analyzer-findings";
import { AnalyzerEmpty, AnalyzerSection } from "./analyzer-section";
import { ResultSummary } from "./result-summary";
import { ScoreBar } from "./score-bar";

const RISK: Record<RiskLevel, { tone: BadgeTone; label: string; icon: typeof ShieldCheck }> = {
  low: { tone: "green", label: RISK_LABELS.low, icon: ShieldCheck },
  medium: { tone: "yellow", label: RISK_LABELS.medium, icon: ShieldQuestion },
  high: { tone: "red", label: RISK_LABELS.high, icon: ShieldAlert },
};

export function riskLabel(level: RiskLevel): string {
  return RISK[level].label;
}

function sourceName(source: CourseAnalysis["source"]): string {
  if (source.title) return source.title;
  if (source.url) {
    try {
      return new URL(source.url).host;
    } catch {
      return source.url;
    }
  }
  return "the course";
}

/** The public enforcement records naming the page's seller, as the background check lists them. */
function SellerRecords({ seller }: { seller: NonNullable<CourseAnalysis["seller"]> }) {
  return (
    <AnalyzerSection title="Public enforcement records" icon={Landmark}>
      <div className="space-y-4">
        {seller.name === null ? (
          <AnalyzerEmpty>
            The page does not say who sells it, so no public record was searched for.
          </AnalyzerEmpty>
        ) : seller.publicRecords.length === 0 ? (
          <AnalyzerEmpty>
            No public record we hold names “{seller.name}”, the seller this page names.
          </AnalyzerEmpty>
        ) : (
          <PublicRecordList name={seller.name} records={seller.publicRecords} />
        )}
        <RecordsSearchedNote searched={seller.recordsSearched} />
      </div>
    </AnalyzerSection>
  );
}

export function AnalyzerResult({
  analysis,
  headingRef,
}: {
  analysis: CourseAnalysis;
  headingRef?: Ref<HTMLHeadingElement>;
}) {
  const { verdict } = analysis;
  const risk = RISK[verdict.riskLevel];
  const RiskIcon = risk.icon;
  return (
    <article aria-labelledby="analysis-title" className="space-y-6">
      <ResultSummary
        id="analysis-title"
        kicker="Analysis result"
        title={sourceName(analysis.source)}
        headingRef={headingRef}
      >
        {analysis.source.url ? (
          <p className="mt-1 text-sm break-all text-slate-600 dark:text-slate-400">{analysis.source.url}</p>
        ) : null}
        {analysis.source.kind === "course" || analysis.source.courseId !== null ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            This link is a course in our catalogue, so its reviews and stored data were used too.
          </p>
        ) : analysis.source.url ? (
          <p className="mt-2 text-sm">
            Not in our catalogue yet.{" "}
            <Link
              to={`/submit-course?url=${encodeURIComponent(analysis.source.url)}`}
              className="font-medium text-indigo-700 underline dark:text-indigo-300"
            >
              Submit this course
            </Link>{" "}
            so others can find its score.
          </p>
        ) : null}

        <div className="mt-6 grid gap-6 sm:grid-cols-[1fr_auto] sm:items-end">
          <div>
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Trust score</p>
            <p className="flex items-baseline gap-1">
              <span className="text-5xl font-bold tabular-nums">{analysis.trustScore}</span>
              <span className="text-slate-600 dark:text-slate-400">/100</span>
              <span className="ml-2 text-sm text-slate-600 dark:text-slate-400">
                {/* A score with no record behind it is not banded: it does not decide the risk. */}
                {verdict.bandLabel ?? "from the page alone, nothing on record"}
              </span>
            </p>
            <ScoreBar score={analysis.trustScore} className="mt-3" />
          </div>
          <div>
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">Risk level</p>
            <Badge tone={risk.tone} className="mt-1">
              <RiskIcon aria-hidden="true" className="h-4 w-4" />
              {risk.label}
            </Badge>
          </div>
        </div>

        <p className="mt-4 font-medium text-slate-800 dark:text-slate-200">{verdict.headline}</p>

        <h3 className="mt-6 font-semibold">Recommendation</h3>
        <p className="mt-1 text-slate-800 dark:text-slate-200">{analysis.recommendation}</p>
      </ResultSummary>

      <div className="grid gap-6 md:grid-cols-2">
        <AnalyzerRedFlags
          summaries={[
            ...analysis.redFlags,
            ...verdict.recordedFlags.map((flag) => `Recorded by our reviewers: ${flag}`),
          ]}
          count={verdict.redFlagCount}
          findings={analysis.findings.redFlags}
        />
        <AnalyzerPositiveSignals
          summaries={analysis.positiveSignals}
          findings={analysis.findings.positives}
        />
        <AnalyzerCreatorCredibility credibility={analysis.creatorCredibility} />
        <AnalyzerPriceAnalysis price={analysis.priceAnalysis} />
        <AnalyzerExpectedRoi roi={analysis.expectedROI} />
        <AnalyzerAlternatives analysis={analysis} />
      </div>

      {analysis.seller ? <SellerRecords seller={analysis.seller} /> : null}

      <TermsAndClaims findings={analysis.findings} courseTitle={sourceName(analysis.source)} />
      <AnalyzerBreakdown breakdown={analysis.trustBreakdown} bandLabel={verdict.bandLabel} />

      <footer className="space-y-1 text-sm text-slate-600 dark:text-slate-400">
        <p>
          Engine: <span className="font-mono">{analysis.engine}</span> · Analyzed{" "}
          {formatDateTime(analysis.analyzedAt)}
        </p>
        <p>
          This analysis is informational only. It is not financial advice and does not guarantee business or
          financial results.
        </p>
      </footer>
    </article>
  );
}
