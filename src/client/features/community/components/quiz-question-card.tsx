// One quiz question: difficulty badge, four options as buttons, locked
// once answered; the right option is marked green and a wrong pick red, each with an icon and words
// (never colour alone); then the explanation and 'Red Flags to Remember'.
import { CheckCircle2, Flag, XCircle } from "lucide-react";
import { QUIZ_DIFFICULTY_LABELS, type QuizQuestion } from "../../../../shared/contracts/quiz";
import { Badge, type BadgeTone } from "../../../components/ui/badge";
import { cn } from "../../../components/ui/cn";
import { QuizNotes } from "./quiz-notes";

const DIFFICULTY_TONES: Record<QuizQuestion["difficulty"], BadgeTone> = {
  easy: "green",
  medium: "yellow",
  hard: "red",
};

const LETTERS = ["A", "B", "C", "D"];

export function QuizQuestionCard({
  question,
  answer,
  onAnswer,
}: {
  question: QuizQuestion;
  /** The chosen option, or null while unanswered. */
  answer: number | null;
  onAnswer: (option: number) => void;
}) {
  const answered = answer !== null;
  const headingId = `quiz-question-${question.id}`;
  return (
    <div className="space-y-5">
      <div className="flex flex-wrap items-center gap-2">
        <Badge tone={DIFFICULTY_TONES[question.difficulty]}>
          Difficulty: {QUIZ_DIFFICULTY_LABELS[question.difficulty]}
        </Badge>
      </div>
      <h2 id={headingId} tabIndex={-1} className="text-lg font-semibold break-words outline-none sm:text-xl">
        {question.question}
      </h2>
      <ul aria-labelledby={headingId} className="grid gap-3">
        {question.options.map((option, index) => {
          const isRight = index === question.correctAnswer;
          const isPicked = index === answer;
          const state = !answered ? "open" : isRight ? "right" : isPicked ? "wrong" : "other";
          return (
            <li key={option}>
              <button
                type="button"
                disabled={answered}
                aria-pressed={isPicked}
                onClick={() => onAnswer(index)}
                data-state={state}
                className={cn(
                  "flex w-full flex-wrap items-start gap-x-3 gap-y-1 rounded-lg sm:flex-nowrap border-2 p-3 text-left text-sm transition-colors sm:p-4 sm:text-base",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600",
                  state === "open" &&
                    "border-slate-200 bg-white hover:border-indigo-400 hover:bg-indigo-50 dark:border-slate-700 dark:bg-slate-900 dark:hover:border-indigo-400 dark:hover:bg-indigo-950/40",
                  state === "right" &&
                    "border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950/50 dark:text-emerald-100",
                  state === "wrong" &&
                    "border-red-600 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/50 dark:text-red-100",
                  state === "other" &&
                    "border-slate-200 bg-white text-slate-500 dark:border-slate-800 dark:bg-slate-900 dark:text-slate-400",
                  answered && "cursor-default",
                )}
              >
                <span
                  aria-hidden="true"
                  className="flex h-6 w-6 shrink-0 items-center justify-center rounded-full border border-current text-xs font-semibold"
                >
                  {LETTERS[index]}
                </span>
                <span className="min-w-0 flex-1 break-words">{option}</span>
                {state === "right" ? (
                  <span className="inline-flex shrink-0 basis-full items-center gap-1 pl-9 text-xs font-semibold sm:basis-auto sm:pl-0 sm:text-sm">
                    <CheckCircle2 aria-hidden="true" className="h-5 w-5" />
                    {isPicked ? "Correct" : "Right answer"}
                  </span>
                ) : state === "wrong" ? (
                  <span className="inline-flex shrink-0 basis-full items-center gap-1 pl-9 text-xs font-semibold sm:basis-auto sm:pl-0 sm:text-sm">
                    <XCircle aria-hidden="true" className="h-5 w-5" />
                    Your answer
                  </span>
                ) : null}
              </button>
            </li>
          );
        })}
      </ul>

      <div aria-live="polite">
        {answered ? (
          <div className="space-y-4 rounded-lg border border-slate-200 bg-slate-50 p-4 dark:border-slate-700 dark:bg-slate-800/60">
            <p className="font-semibold">
              {answer === question.correctAnswer ? (
                <span className="inline-flex items-center gap-1.5 text-emerald-800 dark:text-emerald-300">
                  <CheckCircle2 aria-hidden="true" className="h-5 w-5" /> Correct!
                </span>
              ) : (
                <span className="inline-flex items-center gap-1.5 text-red-800 dark:text-red-300">
                  <XCircle aria-hidden="true" className="h-5 w-5" /> Not quite.
                </span>
              )}
            </p>
            <p className="text-sm break-words text-slate-700 sm:text-base dark:text-slate-300">
              {question.explanation}
            </p>
            <QuizNotes
              title="Red Flags to Remember"
              icon={Flag}
              iconClassName="text-red-700 dark:text-red-400"
              items={question.redFlags}
            />
          </div>
        ) : null}
      </div>
    </div>
  );
}
