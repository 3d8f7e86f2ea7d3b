import {
  ArrowRight,
  Briefcase,
  FileText,
  FolderOpen,
  Handshake,
  type LucideIcon,
  Mail,
  MessagesSquare,
  Package,
  Rocket,
  ShoppingCart,
  TrendingUp,
  Video,
} from "lucide-react";
import { Link } from "react-router";
import type { Category } from "../../../../shared/contracts/catalog";
import { plural } from "../../../lib/format";

const ICONS: Record<string, LucideIcon> = {
  "affiliate-marketing": Handshake,
  "e-commerce-dropshipping": ShoppingCart,
  "freelancing-agencies": Briefcase,
  "content-creation-social-media": Video,
  "digital-products-info-businesses": FileText,
  "coaching-consulting": MessagesSquare,
  "amazon-fba-marketplaces": Package,
  "saas-tech-startups": Rocket,
  "investing-side-hustles": TrendingUp,
  "email-marketing-automation": Mail,
};

export function courseCountLabel(count: number): string {
  return plural(count, "course");
}

function categoryHref(slug: string): string {
  return `/courses?category=${encodeURIComponent(slug)}`;
}

/** One category: the whole card is its link (the heading's link stretches over it). */
export function CategoryCard({ category }: { category: Category }) {
  const Icon = ICONS[category.slug] ?? FolderOpen;
  return (
    <article className="group relative flex h-full flex-col gap-3 rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-colors focus-within:ring-2 focus-within:ring-indigo-600 hover:border-indigo-300 dark:border-slate-800 dark:bg-slate-900 dark:focus-within:ring-indigo-400 dark:hover:border-indigo-700">
      <div className="flex items-start justify-between gap-3">
        <span className="rounded-lg bg-indigo-50 p-2 text-indigo-700 dark:bg-indigo-950 dark:text-indigo-300">
          <Icon aria-hidden="true" className="h-5 w-5" />
        </span>
        <p className="rounded-full bg-slate-100 px-2.5 py-1 text-sm font-semibold tabular-nums text-slate-800 dark:bg-slate-800 dark:text-slate-200">
          {courseCountLabel(category.courseCount)}
        </p>
      </div>
      <h2 className="text-lg leading-snug font-semibold">
        <Link
          to={categoryHref(category.slug)}
          className="after:absolute after:inset-0 after:rounded-xl focus:outline-none"
        >
          {category.name}
        </Link>
      </h2>
      <p className="text-sm text-slate-600 dark:text-slate-400">{category.description}</p>
      <p
        aria-hidden="true"
        className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-indigo-700 group-hover:underline dark:text-indigo-300"
      >
        Browse courses
        <ArrowRight className="h-4 w-4" />
      </p>
    </article>
  );
}
