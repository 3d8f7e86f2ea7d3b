// What a course's score sections say before there is evidence enough to score it.
export function NotScoredYet() {
  return (
    <p className="text-slate-700 dark:text-slate-300">
      <span className="font-semibold">Not scored yet.</span> We score a course only from evidence we have
      recorded about it, and we do not hold enough yet.
    </p>
  );
}
