// The first 6 recent price drops in the catalogue: course, old -> new price, and by how much.
import { ArrowRight } from "lucide-react";
import { Link } from "react-router";
import type { PriceDrop } from "../../../../shared/contracts/price-alerts";
import { Badge } from "../../../components/ui/badge";
import { formatDate, formatPrice } from "../../../lib/format";

export function PriceDropsList({ drops }: { drops: readonly PriceDrop[] }) {
  return (
    <ul className="divide-y divide-slate-200 dark:divide-slate-800">
      {drops.map((drop) => (
        <li key={`${drop.courseId}-${drop.droppedAt}`} className="space-y-1 py-3">
          <Link
            to={`/courses/${drop.courseId}`}
            className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
          >
            {drop.courseName}
          </Link>
          <p className="flex flex-wrap items-center gap-2 text-sm">
            <span className="text-slate-600 line-through dark:text-slate-400">
              <span className="sr-only">was </span>
              {formatPrice(drop.oldPrice, drop.currency)}
            </span>
            <ArrowRight aria-hidden="true" className="h-3.5 w-3.5 text-slate-500" />
            <span className="font-semibold tabular-nums">
              <span className="sr-only">now </span>
              {formatPrice(drop.newPrice, drop.currency)}
            </span>
            <Badge tone="green">−{drop.percent}%</Badge>
          </p>
          <p className="text-xs text-slate-500 dark:text-slate-400">{formatDate(drop.droppedAt)}</p>
        </li>
      ))}
    </ul>
  );
}
