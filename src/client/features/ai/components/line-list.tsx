import { CircleCheck, TriangleAlert } from "lucide-react";
import { IconList } from "../../../components/ui/icon-list";

/** Lines of a result, each after a mark: a green check for a good sign, a red warning for a bad one. */
export function LineList({ items, tone }: { items: readonly string[]; tone: "good" | "bad" }) {
  return (
    <IconList
      items={items}
      icon={tone === "bad" ? TriangleAlert : CircleCheck}
      tone={tone}
      className="space-y-2 text-sm"
      textClassName="min-w-0 break-words"
    />
  );
}
