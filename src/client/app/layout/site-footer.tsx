import { Link } from "react-router";
import { Logo } from "./logo";
import { COMMUNITY_NAV, LEGAL_NAV, MAIN_NAV, type NavItem } from "./nav-items";

const linkClasses =
  "rounded text-sm text-slate-600 hover:text-slate-900 hover:underline dark:text-slate-400 dark:hover:text-white";

function FooterLinks({
  label,
  heading,
  items,
}: {
  label: string;
  heading: string;
  items: readonly NavItem[];
}) {
  return (
    <nav aria-label={label}>
      <h2 className="mb-3 text-sm font-semibold">{heading}</h2>
      <ul className="grid grid-cols-2 gap-2 md:grid-cols-1">
        {items.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className={linkClasses}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function SiteFooter() {
  return (
    <footer className="border-t border-slate-200 bg-slate-50 dark:border-slate-800 dark:bg-slate-900/40">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-10 sm:px-6 md:grid-cols-[1.2fr_1fr_1fr_1fr]">
        <div className="space-y-3">
          <Logo />
          <p className="max-w-sm text-sm text-slate-600 dark:text-slate-400">
            We check the hype so you don't have to. Analyses are informational only and do not guarantee
            business or financial results.
          </p>
        </div>
        <FooterLinks label="Footer" heading="Explore" items={MAIN_NAV} />
        <FooterLinks label="Community" heading="Community" items={COMMUNITY_NAV} />
        <FooterLinks label="Legal" heading="Legal" items={LEGAL_NAV} />
      </div>
      <div className="border-t border-slate-200 dark:border-slate-800">
        <p className="mx-auto max-w-7xl px-4 py-4 text-sm text-slate-600 sm:px-6 dark:text-slate-400">
          © 2026 HypeCheck
        </p>
      </div>
    </footer>
  );
}
