// The analysis result's judgement sections: the creator's credibility, the price against the
// category's catalogue prices, the expected return (an estimate, labelled as one) and catalogue
// alternatives linking to their course pages.
import { ArrowRight, BadgeDollarSign, Compass, TrendingUp, UserCheck } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { CourseAnalysis } from "../../../../shared/contracts/analysis";
import { Badge } from "../../../components/ui/badge";
import { cn } from "../../../components/ui/cn";
import { formatPrice } from "../../../lib/format";
import { AnalyzerEmpty, AnalyzerSection } from "./analyzer-section";
import { ScoreBar } from "./score-bar";

/** A term and its value on one row; a sentence-long value (`prose`) goes under its term instead. */
function Fact({ term, prose = false, children }: { term: string; prose?: boolean; children: ReactNode }) {
  return (
    <div
      className={cn(
        "border-b border-slate-100 py-2 last:border-0 dark:border-slate-800",
        prose ? "space-y-1" : "flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1",
      )}
    >
      <dt className="text-sm text-slate-600 dark:text-slate-400">{term}</dt>
      <dd className={cn("text-sm", prose ? "text-slate-800 dark:text-slate-200" : "font-semibold")}>
        {children}
      </dd>
    </div>
  );
}

export function AnalyzerCreatorCredibility({
  credibility,
}: {
  credibility: CourseAnalysis["creatorCredibility"];
}) {
  return (
    <AnalyzerSection title="Creator credibility" icon={UserCheck}>
      <p className="flex items-baseline gap-1">
        <span className="text-3xl font-bold tabular-nums">{credibility.score}</span>
        <span className="text-sm text-slate-600 dark:text-slate-400">/100</span>
      </p>
      <ScoreBar score={credibility.score} size="sm" className="mt-2" />
      {credibility.factors.length === 0 ? (
        <div className="mt-4">
          <AnalyzerEmpty>Nothing is known about the creator yet.</AnalyzerEmpty>
        </div>
      ) : (
        <ul className="mt-4 list-disc space-y-1.5 pl-5 text-sm text-slate-700 dark:text-slate-300">
          {credibility.factors.map((factor) => (
            <li key={factor}>{factor}</li>
          ))}
        </ul>
      )}
    </AnalyzerSection>
  );
}

function overpricedText(overpriced: boolean | null): ReactNode {
  if (overpriced === null) return <Badge tone="grey">Unknown</Badge>;
  return overpriced ? <Badge tone="red">Yes</Badge> : <Badge tone="green">No</Badge>;
}

export function AnalyzerPriceAnalysis({ price }: { price: CourseAnalysis["priceAnalysis"] }) {
  return (
    <AnalyzerSection title="Price analysis" icon={BadgeDollarSign}>
      <dl>
        <Fact term="Market value (category median)">
          {price.marketValue === null
            ? "Not enough catalogue data"
            : formatPrice(price.marketValue, price.currency)}
        </Fact>
        <Fact term="Overpriced">{overpricedText(price.overpriced)}</Fact>
      </dl>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">{price.reasoning}</p>
    </AnalyzerSection>
  );
}

export function AnalyzerExpectedRoi({ roi }: { roi: CourseAnalysis["expectedROI"] }) {
  return (
    <AnalyzerSection title="Expected return" icon={TrendingUp} aside={<Badge tone="indigo">Estimate</Badge>}>
      <dl>
        <Fact term="Are the promised results realistic?">
          {roi.realistic ? <Badge tone="green">Realistic</Badge> : <Badge tone="red">Unrealistic</Badge>}
        </Fact>
        <Fact term="Timeframe" prose>
          {roi.timeframe}
        </Fact>
        <Fact term="Estimated likelihood of a return">{roi.likelihood}%</Fact>
      </dl>
      <p className="mt-3 text-sm text-slate-700 dark:text-slate-300">
        <span className="font-medium">How this was estimated: </span>
        {roi.basis}
      </p>
      <p className="mt-2 text-xs text-slate-600 dark:text-slate-400">
        An estimate from the score and the claims, not a forecast of your results.
      </p>
    </AnalyzerSection>
  );
}

export function AnalyzerAlternatives({ analysis }: { analysis: CourseAnalysis }) {
  const { alternatives, alternativeCourses } = analysis;
  return (
    <AnalyzerSection title="Alternative courses" icon={Compass}>
      {alternatives.length > 0 ? (
        <ul className="divide-y divide-slate-100 dark:divide-slate-800">
          {alternatives.map((course) => (
            <li
              key={course.id}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 py-2.5"
            >
              <Link
                to={`/courses/${course.id}`}
                className="inline-flex min-w-0 items-center gap-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
              >
                <span className="break-words">{course.title}</span>
                <ArrowRight aria-hidden="true" className="h-4 w-4 shrink-0" />
              </Link>
              <span className="flex items-center gap-2 text-sm text-slate-600 dark:text-slate-400">
                {course.trustScore === null ? "Not scored yet" : `Trust score ${course.trustScore}`}
                <span aria-hidden="true">·</span>
                {formatPrice(course.price, course.currency)}
              </span>
            </li>
          ))}
        </ul>
      ) : alternativeCourses.length > 0 ? (
        <ul className="list-disc space-y-1 pl-5 text-sm">
          {alternativeCourses.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      ) : (
        <AnalyzerEmpty>No better-rated course in the same category yet.</AnalyzerEmpty>
      )}
    </AnalyzerSection>
  );
}
