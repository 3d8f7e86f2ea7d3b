import { Star } from "lucide-react";
import { cn } from "./cn";

const STARS = [1, 2, 3, 4, 5] as const;

/** A read-only row of five stars; the value is clamped to 1..5 and read aloud. */
export function StarRating({
  value,
  className,
  size = "sm",
}: {
  value: number;
  className?: string;
  size?: "sm" | "md";
}) {
  const rating = Math.min(5, Math.max(1, Math.round(value)));
  const iconSize = size === "md" ? "h-5 w-5" : "h-4 w-4";
  return (
    <span role="img" aria-label={`${rating} out of 5 stars`} className={cn("inline-flex gap-0.5", className)}>
      {STARS.map((star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={cn(
            iconSize,
            star <= rating
              ? "fill-amber-400 text-amber-500"
              : "fill-transparent text-slate-300 dark:text-slate-600",
          )}
        />
      ))}
    </span>
  );
}
