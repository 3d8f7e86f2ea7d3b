// Every admin screen, declared by the admin feature: the router registers them behind the admin
// guard (app/router.tsx, ADMIN_ROUTES). A new admin screen is a row of the admin table
// (./admin-pages.ts) and its screen in ADMIN_SCREENS here; a row without a screen fails the type check.
import type { RouteObject } from "react-router";
import { aliases, lazyScreen } from "../../lib/screen-routes";
import { ADMIN_PAGES, type AdminPath } from "./admin-pages";

/** The screen of each page of the table, each its own lazily loaded chunk. */
export const ADMIN_SCREENS: Record<AdminPath, RouteObject["lazy"]> = {
  "/admin/ai-usage": lazyScreen(() => import("./pages/ai-usage-page"), "AiUsagePage"),
  "/admin/reviews": lazyScreen(() => import("./pages/moderation-pages"), "PendingReviewsPage"),
  "/admin/community-reports": lazyScreen(
    () => import("./pages/moderation-pages"),
    "CommunityReportsAdminPage",
  ),
  "/admin/disputes": lazyScreen(() => import("./pages/moderation-pages"), "DisputesPage"),
  "/admin/contact": lazyScreen(() => import("./pages/moderation-pages"), "ContactMessagesPage"),
  "/admin/outbox": lazyScreen(() => import("./pages/outbox-page"), "OutboxPage"),
  "/admin/submissions": lazyScreen(() => import("./pages/moderation-pages"), "SubmissionsPage"),
  "/admin/ad-sightings": lazyScreen(() => import("./pages/ad-sightings-page"), "AdSightingsPage"),
  "/admin/catalog": lazyScreen(() => import("./editorial/pages/editorial-desk"), "CatalogPage"),
  "/admin/public-records": lazyScreen(
    () => import("./pages/public-records-admin-page"),
    "PublicRecordsAdminPage",
  ),
};

/** The routes of every admin screen, for the router's admin-only branch. */
export const ADMIN_ROUTES: RouteObject[] = [
  ...ADMIN_PAGES.map((admin) => ({ path: admin.path.slice(1), lazy: ADMIN_SCREENS[admin.path] })),
  // The editorial desk's editors, under the Catalogue screen.
  ...deskEditor("courses", "CourseEditorPage"),
  ...deskEditor("creators", "CreatorEditorPage"),
];

/** The desk's editor of one kind of item (editorial/components/editor-states.tsx, itemEditorPage):
 * a new item at …/new, an existing one at …/{id}. */
function deskEditor(kind: "courses" | "creators", name: string): RouteObject[] {
  const paths = [`admin/catalog/${kind}/new`, `admin/catalog/${kind}/:id`];
  return aliases(
    paths,
    lazyScreen(() => import("./editorial/pages/editorial-desk"), name),
  );
}
