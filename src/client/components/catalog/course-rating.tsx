import { Star } from "lucide-react";
import { formatRating, plural } from "../../lib/format";
import { cn } from "../ui/cn";

/** Mean rating with its review count, or 'No reviews yet'. */
export function CourseRating({
  averageRating,
  reviewCount,
  className,
}: {
  averageRating: string | null;
  reviewCount: number;
  className?: string;
}) {
  if (averageRating === null || reviewCount === 0) {
    return <p className={cn("text-sm text-slate-600 dark:text-slate-400", className)}>No reviews yet</p>;
  }
  const rating = formatRating(averageRating);
  return (
    <p className={cn("inline-flex items-center gap-1 text-sm", className)}>
      <Star aria-hidden="true" className="h-4 w-4 fill-amber-400 text-amber-500" />
      <span className="font-semibold">{rating}</span>
      <span className="sr-only">out of 5,</span>
      <span className="text-slate-600 dark:text-slate-400">({plural(reviewCount, "review")})</span>
    </p>
  );
}
