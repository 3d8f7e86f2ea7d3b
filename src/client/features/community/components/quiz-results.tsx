// The quiz's results: percent, 'X/5 correct', the risk badge, Areas to
// Improve (up to 3), Recommendations, Retake Quiz and Learn More; plus what happened to the
// leaderboard points. Every figure is the server's (POST /api/quiz-results).
import {
  AlertTriangle,
  BookOpen,
  CheckCircle2,
  Lightbulb,
  RotateCcw,
  ShieldAlert,
  ShieldCheck,
} from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { type QuizResult, RISK_LABELS, type RiskLevel } from "../../../../shared/contracts/quiz";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { QuizNotes } from "./quiz-notes";

const RISK_TONES: Record<RiskLevel, BadgeTone> = { low: "green", medium: "yellow", high: "red" };
const RISK_ICONS = { low: ShieldCheck, medium: AlertTriangle, high: ShieldAlert } as const;

export function QuizResults({
  result,
  points,
  onRetake,
  retaking,
}: {
  result: QuizResult;
  /** What happened to the leaderboard points (a sign-in link for guests). */
  points: ReactNode;
  onRetake: () => void;
  retaking: boolean;
}) {
  const RiskIcon = RISK_ICONS[result.riskLevel];
  return (
    <div className="space-y-6">
      <div className="flex flex-col items-center gap-2 text-center">
        <h2 tabIndex={-1} className="text-xl font-semibold outline-none">
          Your results
        </h2>
        <p className="text-5xl font-bold tabular-nums">
          <span className="sr-only">Score: </span>
          {result.score}%
        </p>
        <p className="text-slate-700 dark:text-slate-300">
          {result.correctCount}/{result.totalQuestions} correct
        </p>
        <Badge tone={RISK_TONES[result.riskLevel]} className="px-3 py-1 text-sm">
          <RiskIcon aria-hidden="true" className="h-4 w-4" />
          {RISK_LABELS[result.riskLevel]}
        </Badge>
      </div>

      <div aria-live="polite">{points}</div>

      <div className="grid gap-4 md:grid-cols-2">
        <QuizNotes
          boxed
          title="Areas to Improve"
          icon={AlertTriangle}
          iconClassName="text-amber-700 dark:text-amber-400"
          items={result.weakAreas}
          empty={
            <p className="mt-2 flex items-center gap-1.5 text-sm text-emerald-800 dark:text-emerald-300">
              <CheckCircle2 aria-hidden="true" className="h-4 w-4" />
              None: you spotted every red flag.
            </p>
          }
        />
        <QuizNotes
          boxed
          title="Recommendations"
          icon={Lightbulb}
          iconClassName="text-indigo-700 dark:text-indigo-300"
          items={result.recommendations}
        />
      </div>

      <div className="flex flex-col gap-3 sm:flex-row sm:justify-center">
        <Button onClick={onRetake} disabled={retaking}>
          <RotateCcw aria-hidden="true" className="h-4 w-4" />
          Retake Quiz
        </Button>
        <Link to="/scam-prevention-guide" className={buttonClasses({ variant: "outline" })}>
          <BookOpen aria-hidden="true" className="h-4 w-4" />
          Learn More
        </Link>
      </div>
    </div>
  );
}
