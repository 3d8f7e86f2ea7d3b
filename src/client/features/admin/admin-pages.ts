// The admin table: every admin page, in the order the admin navigation lists them. The admin
// navigation and the site header (which links the pages with a headerLabel) read it, and so does the
// accessibility check (tests/e2e/a11y.spec.ts); each page's screen is in ./screens.ts, typed by this
// table. Plain data, no imports: the header carries it on every page.

export interface AdminPage {
  path: `/admin/${string}`;
  /** In the admin navigation. */
  label: string;
  /** In the site header, for admins (AI Usage is the one the header always has room for). */
  headerLabel?: string;
  /** Stays in the header next to the full navigation. */
  compact?: boolean;
}

export const ADMIN_PAGES = [
  { path: "/admin/ai-usage", label: "AI usage", headerLabel: "AI Usage", compact: true },
  { path: "/admin/catalog", label: "Catalogue" },
  { path: "/admin/submissions", label: "Submissions" },
  { path: "/admin/ad-sightings", label: "Ad sightings" },
  { path: "/admin/reviews", label: "Pending reviews", headerLabel: "Reviews" },
  { path: "/admin/community-reports", label: "Community reports" },
  { path: "/admin/disputes", label: "Disputes" },
  { path: "/admin/public-records", label: "Public records" },
  { path: "/admin/contact", label: "Contact messages" },
  { path: "/admin/outbox", label: "E-mail outbox" },
] as const satisfies readonly AdminPage[];

export type AdminPath = (typeof ADMIN_PAGES)[number]["path"];
