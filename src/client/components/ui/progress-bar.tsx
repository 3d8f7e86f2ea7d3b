// A bar filled to `percent` (0–100), read out as a progress bar named by `label` or by the element
// `labelledBy` points to.
export function ProgressBar({
  percent,
  label,
  labelledBy,
}: {
  percent: number;
  label?: string;
  labelledBy?: string;
}) {
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      className="h-2 overflow-hidden rounded-full bg-slate-200 dark:bg-slate-800"
    >
      <div className="h-full bg-indigo-600 transition-[width]" style={{ width: `${percent}%` }} />
    </div>
  );
}
