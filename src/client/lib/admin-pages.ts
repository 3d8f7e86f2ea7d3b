// Every admin screen, in one table: the router registers each path (app/router.tsx, whose screen
// map is typed by it), the admin navigation above each screen lists them all, the header links the
// ones with a headerLabel, and the accessibility check visits each. Plain data: no imports.

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
