import { CircleCheck, TriangleAlert } from "lucide-react";
import { IconList } from "../../../parts/icon-list";

/** Lines of a result, each after a mark: a green check for a good sign, a red warning for a bad one. */
export function LineList({ items, tone }: { items: readonly string[]; tone: "good" | "bad" }) {
  return (
    <IconList
      items={items}
      icon={tone === "bad" ? TriangleAlert : CircleCheck}
      className="space-y-2"
      itemClassName="flex items-start gap-2 text-sm"
      iconClassName={
        tone === "bad"
          ? "mt-0.5 h-4 w-4 shrink-0 text-red-600 dark:text-red-400"
          : "mt-0.5 h-4 w-4 shrink-0 text-emerald-600 dark:text-emerald-400"
      }
      textClassName="min-w-0 break-words"
    />
  );
}
