// /interactive-quiz: five questions from the red-flag pool, each answer locked and marked at once
// with its explanation and red flags, then the server-scored results. Guests can take it; members'
// results are saved and earn the quiz points once.
import { ArrowRight, ListChecks, Trophy } from "lucide-react";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { Link } from "react-router";
import { QUIZ_SET_MAX, type QuizResponse } from "../../../../shared/contracts/quiz";
import { CONTRIBUTION_POINTS } from "../../../../shared/domain/community";
import { ToolPage } from "../../../components/tool-page";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { LoadingBars } from "../../../components/ui/loading-bars";
import { QueryView } from "../../../components/ui/query-view";
import { Spinner } from "../../../components/ui/spinner";
import { isHttpError } from "../../../lib/api-client";
import { useClaimQuizPoints, useQuiz, useSubmitQuizResult } from "../api/quiz-api";
import { QuizQuestionCard } from "../components/quiz-question-card";
import { QuizResults } from "../components/quiz-results";

const LOGIN_TARGET = `/login?next=${encodeURIComponent("/interactive-quiz")}`;

/** One bar per answer while the quiz loads. */
const QUIZ_ANSWER_BARS = Array.from({ length: 4 }, () => "h-14 w-full");

export function QuizPage() {
  // undefined: the server picks a set; Retake asks for the next set number, so it differs.
  const [set, setSet] = useState<number | undefined>(undefined);
  const [attempt, setAttempt] = useState(0);
  const quiz = useQuiz(set);

  return (
    <ToolPage
      icon={ListChecks}
      kicker="Community"
      title="Fake Guru Detection Quiz"
      intro="Five questions on the red flags regulators warn about: income claims, fake urgency, lifestyle props, guarantees with catches and more. See how well you spot them."
    >
      <Card className="mt-8">
        <CardContent className="p-4 sm:p-6">
          <QueryView
            query={quiz}
            loading={
              <LoadingBars
                label="Loading the quiz…"
                className="space-y-4"
                bars={["h-2 w-full", "h-5 w-32", "h-7 w-3/4", ...QUIZ_ANSWER_BARS]}
              />
            }
            error="Failed to load the quiz."
          >
            {(data) => (
              <QuizSession
                key={`${data.setId}-${attempt}`}
                quiz={data}
                onRetake={() => {
                  setSet((data.setId + 1) % (QUIZ_SET_MAX + 1));
                  setAttempt((n) => n + 1);
                }}
              />
            )}
          </QueryView>
        </CardContent>
      </Card>
    </ToolPage>
  );
}

function QuizSession({ quiz, onRetake }: { quiz: QuizResponse; onRetake: () => void }) {
  const total = quiz.questions.length;
  const [index, setIndex] = useState(0);
  const [answers, setAnswers] = useState<(number | null)[]>(() => quiz.questions.map(() => null));
  const submit = useSubmitQuizResult();
  const claim = useClaimQuizPoints();
  const frame = useRef<HTMLDivElement>(null);
  const moved = useRef(false);

  const question = quiz.questions[index];
  const answer = answers[index] ?? null;
  const answeredCount = answers.filter((a) => a !== null).length;
  const isLast = index === total - 1;

  // After Next or See Results, keyboard and screen-reader users land on the new content.
  const view = submit.data ? "results" : `q${index}`;
  useEffect(() => {
    if (!moved.current) {
      moved.current = view !== "q0";
      if (view === "q0") return;
    }
    frame.current?.querySelector<HTMLElement>("h2")?.focus();
  }, [view]);

  function seeResults() {
    submit.mutate(
      {
        quizId: quiz.quizId as "fake-guru-quiz",
        setId: quiz.setId,
        answers: quiz.questions.map((q, i) => ({ questionId: q.id, answer: answers[i] ?? 0 })),
      },
      { onSuccess: (result) => (result.saved ? claim.mutate() : undefined) },
    );
  }

  if (submit.data) {
    const result = submit.data;
    return (
      <div ref={frame}>
        <QuizResults
          result={result}
          onRetake={onRetake}
          retaking={false}
          points={
            result.saved ? (
              <PointsStatus claim={claim} />
            ) : (
              <Notice>
                Your score was worked out but not saved.{" "}
                <Link
                  to={LOGIN_TARGET}
                  className="font-semibold text-indigo-700 underline dark:text-indigo-300"
                >
                  Sign in to save results and earn points
                </Link>
              </Notice>
            )
          }
        />
      </div>
    );
  }

  if (!question) return null;
  const submitError = submit.isError
    ? isHttpError(submit.error) && submit.error.status < 500
      ? submit.error.serverMessage
      : "We couldn't score your quiz. Please try again."
    : null;

  return (
    <div ref={frame} className="space-y-6">
      <div className="space-y-2">
        <div className="flex items-center justify-between gap-3 text-sm font-medium">
          <p>
            Question {index + 1} of {total}
          </p>
          <p className="text-slate-600 dark:text-slate-400">{answeredCount} answered</p>
        </div>
        <div
          role="progressbar"
          aria-label="Quiz progress"
          aria-valuemin={0}
          aria-valuemax={total}
          aria-valuenow={answeredCount}
          aria-valuetext={`${answeredCount} of ${total} answered`}
          className="h-2 w-full overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
        >
          <div
            className="h-full rounded-full bg-indigo-700 transition-[width] dark:bg-indigo-400"
            style={{ width: `${(answeredCount / total) * 100}%` }}
          />
        </div>
      </div>

      <QuizQuestionCard
        key={question.id}
        question={question}
        answer={answer}
        onAnswer={(option) =>
          setAnswers((current) => current.map((value, i) => (i === index && value === null ? option : value)))
        }
      />

      {submitError ? (
        <p role="alert" className="text-sm font-medium text-red-800 dark:text-red-300">
          {submitError}
        </p>
      ) : null}

      <div className="flex justify-end">
        {isLast ? (
          <Button onClick={seeResults} disabled={answer === null || submit.isPending}>
            {submit.isPending ? <Spinner label="Scoring your answers…" className="h-4 w-4" /> : null}
            See Results
          </Button>
        ) : (
          <Button onClick={() => setIndex((i) => i + 1)} disabled={answer === null}>
            Next Question
            <ArrowRight aria-hidden="true" className="h-4 w-4" />
          </Button>
        )}
      </div>
    </div>
  );
}

function Notice({ children }: { children: ReactNode }) {
  return (
    <p className="rounded-lg border border-indigo-200 bg-indigo-50 p-3 text-center text-sm text-indigo-950 dark:border-indigo-800 dark:bg-indigo-950/40 dark:text-indigo-100">
      {children}
    </p>
  );
}

function PointsStatus({ claim }: { claim: ReturnType<typeof useClaimQuizPoints> }) {
  const leaderboardLink = (
    <Link to="/leaderboard" className={buttonClasses({ variant: "ghost", size: "sm", className: "ml-1" })}>
      <Trophy aria-hidden="true" className="h-4 w-4" />
      View leaderboard
    </Link>
  );
  if (claim.isPending || claim.isIdle) return <Notice>Saving your result and adding your points…</Notice>;
  if (claim.isError) {
    return (
      <Notice>
        Your result is saved, but we couldn't add your points.{" "}
        <Button variant="ghost" size="sm" onClick={() => claim.mutate()}>
          Try again
        </Button>
      </Notice>
    );
  }
  return (
    <Notice>
      {claim.data.awarded
        ? `+${claim.data.points} points added to your leaderboard total`
        : `Quiz completion already counted: the ${CONTRIBUTION_POINTS.quiz_completion} points are awarded once per quiz.`}{" "}
      ({claim.data.totalPoints} points in total.) {leaderboardLink}
    </Notice>
  );
}
