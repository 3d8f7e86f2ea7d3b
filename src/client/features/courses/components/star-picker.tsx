// A 1-5 star rating as a native radio group: Tab reaches it, the arrow keys choose, each option is
// read as "1 star" … "5 stars", and the focus ring shows on the star itself.
import { Star } from "lucide-react";
import { useId, useState } from "react";
import { cn } from "../../../components/ui/cn";

const VALUES = [1, 2, 3, 4, 5] as const;

export function StarPicker({
  value,
  onChange,
  legend,
  describedBy,
}: {
  value: number | null;
  onChange: (value: number) => void;
  legend: string;
  describedBy?: string;
}) {
  const name = useId();
  const [hover, setHover] = useState<number | null>(null);
  const shown = hover ?? value ?? 0;
  return (
    <fieldset aria-describedby={describedBy}>
      <legend className="mb-1.5 text-sm font-medium text-slate-800 dark:text-slate-200">{legend}</legend>
      <div className="flex items-center gap-3">
        {/* biome-ignore lint/a11y/noStaticElementInteractions: hover only previews; the radios choose. */}
        <div className="flex" onMouseLeave={() => setHover(null)}>
          {VALUES.map((star) => (
            <label
              key={star}
              className="relative cursor-pointer rounded-md p-1 has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-1 has-[:focus-visible]:outline-indigo-600 dark:has-[:focus-visible]:outline-indigo-400"
              onMouseEnter={() => setHover(star)}
            >
              <input
                type="radio"
                name={name}
                value={star}
                checked={value === star}
                onChange={() => onChange(star)}
                className="sr-only"
              />
              <Star
                aria-hidden="true"
                className={cn(
                  "h-8 w-8 transition-colors",
                  star <= shown
                    ? "fill-amber-400 text-amber-500"
                    : "fill-transparent text-slate-400 dark:text-slate-500",
                )}
              />
              <span className="sr-only">{star === 1 ? "1 star" : `${star} stars`}</span>
            </label>
          ))}
        </div>
        <span className="text-sm text-slate-600 dark:text-slate-400" aria-hidden="true">
          {value === null ? "Not rated" : `${value} of 5`}
        </span>
      </div>
    </fieldset>
  );
}
