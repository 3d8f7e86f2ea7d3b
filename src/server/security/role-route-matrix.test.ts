// Role × route matrix (docs/decisions/0010-role-route-matrix.md): every route the app
// registers — collected with an onRoute hook, so routes without a schema are included — is called
// as a guest, a free member, a premium member, a pro member, an affiliate and an admin, and the
// answer is compared with the expected-access table below. A route that is not in the table fails
// the test, so the table stays complete when a route is added.
//
// "Passes" means the guard let the request through: anything but 401/403 (a placeholder id or an
// empty body may well get 400/404 after that, which is fine here — the routes' own tests cover
// what they do). Guarded pages (/account, /admin/*, /affiliate-dashboard, /leaderboard) are
// guarded in the client; the server serves the same SPA shell for them, so what protects their
// data is the API calls they make, checked below by page.
import { beforeAll, describe, expect, it, vi } from "vitest";
import { type CollectedRoute, collectedRoutes, concreteUrl, isApiRoute } from "./route-collector";

// buildApp creates its own Fastify instance; wrapping the factory lets this test see every route as
// it is registered (printRoutes output is a tree, and the OpenAPI document leaves out hidden routes).
vi.mock("fastify", async (importOriginal) =>
  (await import("./route-collector")).wrapFastify(await importOriginal<typeof import("fastify")>()),
);

const { testLogin, uniqueAddress, useTestApp } = await import("../test/test-app");

/**
 * Who may call a route:
 * - public: everyone, guests included;
 * - member: any signed-in account (401 for guests);
 * - pro: signed in with an active Pro plan — lifetime members and admins hold Pro (plans.ts
 *   effectivePlan) — 403 for other accounts;
 * - admin / affiliate: that role only (401 guests, 403 everyone else — admin included for affiliate).
 */
type Access = "public" | "member" | "pro" | "admin" | "affiliate";

const EXPECTED: Record<string, Access> = {
  // API docs and health
  "GET /api/docs/static/index.html": "public",
  "GET /api/docs/static/swagger-initializer.js": "public",
  "GET /api/docs": "public",
  "GET /api/docs/json": "public",
  "GET /api/docs/yaml": "public",
  "GET /api/docs/static/*": "public",
  "GET /api/health": "public",
  // auth: sign-up, sign-in and the reset flow are for guests; /me answers guests 401 (the client
  // reads that as "signed out")
  "GET /api/auth/me": "member",
  "GET /api/auth/options": "public",
  "POST /api/auth/signup": "public",
  "POST /api/auth/confirm-signup": "public",
  "POST /api/auth/login": "public",
  "POST /api/auth/logout": "public",
  "GET /api/auth/test-login": "public",
  "GET /api/auth/password-reset-options": "public",
  "POST /api/auth/forgot-password": "public",
  "POST /api/auth/reset-password": "public",
  // catalogue, creators, tools, stats: public reads (visitors may browse)
  "GET /api/usage": "member",
  "POST /api/email-signup": "public",
  "GET /api/platform-stats": "public",
  "GET /api/categories": "public",
  "GET /api/courses": "public",
  "GET /api/courses/:id": "public",
  "GET /api/courses/:id/related": "public",
  "GET /api/courses/:id/trust": "public",
  "GET /api/courses/:id/history": "public",
  "POST /api/courses/:id/ad-sightings": "member",
  "POST /api/admin/ad-sightings/import": "admin",
  "GET /api/courses/:id/price-history": "public",
  "GET /api/export/trust-scores.jsonl": "public",
  "GET /api/creators": "public",
  "GET /api/creators/:slug": "public",
  "GET /api/fake-gurus": "public",
  "GET /api/ad-fatigue": "public",
  "GET /api/lookup": "public",
  "GET /api/scam-analytics": "public",
  "GET /api/billing/plans": "public",
  "GET /go/:courseId": "public",
  "GET /objects/images/:file": "public",
  // reviews: approved reviews are public; writing needs sign-in; moderation is admin
  "GET /api/reviews": "public",
  "GET /api/reviews/mine": "member",
  "POST /api/reviews": "member",
  "GET /api/reviews/pending": "admin",
  "POST /api/reviews/:id/approve": "admin",
  "POST /api/reviews/:id/reject": "admin",
  // proof of enrolment: a member attaches it to their own review; only admins list, view and verify it
  "POST /api/reviews/:id/proof": "member",
  "GET /api/admin/reviews/proofs": "admin",
  "GET /api/admin/reviews/:id/proof": "admin",
  "POST /api/admin/reviews/:id/verify": "admin",
  // price alerts and notifications (signed-in members only)
  "GET /api/price-alerts": "member",
  "POST /api/price-alerts": "member",
  "DELETE /api/price-alerts/:id": "member",
  "GET /api/price-drops": "member",
  "GET /api/notifications": "member",
  "POST /api/notifications/:id/read": "member",
  "POST /api/notifications/read-all": "member",
  // the watchlist (members) and the transparency report (everyone)
  "GET /api/watchlist": "member",
  "POST /api/watchlist": "member",
  "PATCH /api/watchlist/:id": "member",
  "DELETE /api/watchlist/:id": "member",
  "PUT /api/watchlist/settings": "member",
  "GET /api/transparency": "public",
  // AI: quick looks are open to guests up to their limit; URL analysis and full reports need an
  // account (the URL analyzer also a plan: checked separately below); background checks are Pro
  "POST /api/ai/analyze-course": "public",
  "GET /api/ai/limits": "public",
  "POST /api/ai/deep-analyze": "member",
  "POST /api/ai/search-creator": "pro",
  "GET /api/admin/ai-usage": "admin",
  // quiz and leaderboard (the quiz is for visitors too; the leaderboard needs sign-in)
  "GET /api/quiz": "public",
  "POST /api/quiz-results": "public",
  "GET /api/leaderboard": "member",
  "GET /api/leaderboard/me": "member",
  "POST /api/leaderboard/contribution": "member",
  // community reports
  "GET /api/community-reports": "public",
  "POST /api/community-reports": "member",
  "PUT /api/community-reports/:id/vote": "member",
  "GET /api/admin/community-reports": "admin",
  "POST /api/admin/community-reports/:id/status": "admin",
  // right of reply (the claimed creator's own check is in the service) and disputes
  "GET /api/creator/me": "member",
  "POST /api/creator/replies": "member",
  "POST /api/disputes": "member",
  "GET /api/disputes/mine": "member",
  "GET /api/courses/:id/disputes": "public",
  "GET /api/admin/disputes": "admin",
  "POST /api/admin/disputes/:id/review": "admin",
  "POST /api/admin/disputes/:id/decision": "admin",
  // public enforcement records: sources and confirmed records are public; imports, search, the
  // name review queue and linking a record to a creator are admin
  "GET /api/public-records/sources": "public",
  "GET /api/courses/:id/public-records": "public",
  "GET /api/creators/:slug/public-records": "public",
  "POST /api/admin/public-records/import": "admin",
  "GET /api/admin/public-records": "admin",
  "GET /api/admin/public-records/reviews": "admin",
  "POST /api/admin/public-records/reviews/:id": "admin",
  "POST /api/admin/creators/:id/public-records": "admin",
  "DELETE /api/admin/creators/:id/public-records/:recordId": "admin",
  // billing and account
  "GET /api/billing/subscription": "member",
  "POST /api/billing/change-plan": "member",
  "POST /api/billing/cancel": "member",
  "POST /api/billing/resume": "member",
  "GET /api/billing/history": "member",
  "GET /api/account/security": "member",
  "POST /api/account/password": "member",
  "DELETE /api/account": "member",
  // contact form (public) and its admin inbox; the mail outbox is admin
  "POST /api/contact": "public",
  "GET /api/admin/contact-messages": "admin",
  "POST /api/admin/contact-messages/:id/status": "admin",
  "GET /api/admin/outbox": "admin",
  // the editorial desk
  "GET /api/admin/courses": "admin",
  "POST /api/admin/courses": "admin",
  "POST /api/admin/courses/draft": "admin",
  "GET /api/admin/courses/:id": "admin",
  "PATCH /api/admin/courses/:id": "admin",
  "POST /api/admin/courses/:id/archive": "admin",
  "POST /api/admin/courses/:id/verification": "admin",
  "DELETE /api/admin/courses/:id/verification": "admin",
  "GET /api/admin/creators": "admin",
  "POST /api/admin/creators": "admin",
  "GET /api/admin/creators/:id": "admin",
  "PATCH /api/admin/creators/:id": "admin",
  "POST /api/admin/creators/:id/archive": "admin",
  "POST /api/admin/creators/:id/status": "admin",
  "POST /api/admin/creators/:id/claim": "admin",
  "DELETE /api/admin/creators/:id/claim": "admin",
  "POST /api/admin/members/lookup": "admin",
  "GET /api/admin/outbox/status": "admin",
  // sales-page snapshots (public), the page watch's "Check now" and course submissions
  "GET /api/courses/:id/snapshots": "public",
  "GET /api/courses/:id/snapshots/:snapshotId": "public",
  "POST /api/admin/courses/:id/recheck": "admin",
  "POST /api/course-submissions": "member",
  "GET /api/admin/submissions": "admin",
  "POST /api/admin/submissions/:id/accept": "admin",
  "POST /api/admin/submissions/:id/merge": "admin",
  "POST /api/admin/submissions/:id/reject": "admin",
  // affiliate
  "GET /api/affiliate/dashboard": "affiliate",
  // uploads (signed-in members only)
  "POST /api/objects/upload": "member",
  "PUT /api/objects/upload/:grantId": "member",
  "PUT /api/images": "member",
  "GET /api/images": "member",
  "DELETE /api/images/:id": "member",
};

/** The guarded pages and the API calls that carry their data (the pages themselves are SPA shells). */
const GUARDED_PAGES: Record<string, { access: Access; calls: string[] }> = {
  "/account": {
    access: "member",
    calls: [
      "GET /api/account/security",
      "GET /api/billing/subscription",
      "GET /api/billing/history",
      "GET /api/disputes/mine",
    ],
  },
  "/leaderboard": { access: "member", calls: ["GET /api/leaderboard", "GET /api/leaderboard/me"] },
  "/price-tracker": { access: "member", calls: ["GET /api/price-alerts", "GET /api/price-drops"] },
  "/account/watchlist": { access: "member", calls: ["GET /api/watchlist"] },
  "/admin/reviews": { access: "admin", calls: ["GET /api/reviews/pending", "GET /api/admin/reviews/proofs"] },
  "/admin/ai-usage": { access: "admin", calls: ["GET /api/admin/ai-usage"] },
  "/admin/outbox": { access: "admin", calls: ["GET /api/admin/outbox", "GET /api/admin/outbox/status"] },
  "/admin/community-reports": { access: "admin", calls: ["GET /api/admin/community-reports"] },
  "/admin/contact": { access: "admin", calls: ["GET /api/admin/contact-messages"] },
  "/admin/disputes": { access: "admin", calls: ["GET /api/admin/disputes"] },
  "/admin/public-records": {
    access: "admin",
    calls: ["GET /api/admin/public-records", "GET /api/admin/public-records/reviews"],
  },
  "/affiliate-dashboard": { access: "affiliate", calls: ["GET /api/affiliate/dashboard"] },
};

type Persona = "guest" | "free" | "premium" | "pro" | "affiliate" | "admin";
const PERSONAS: Record<Exclude<Persona, "guest">, Record<string, string>> = {
  free: { role: "user", plan: "free" },
  premium: { role: "user", plan: "premium" },
  pro: { role: "user", plan: "pro" },
  affiliate: { role: "affiliate", plan: "free" },
  admin: { role: "admin", plan: "free" },
};

/** Whether `persona` may pass the guard of a route with `access`. */
function mayPass(access: Access, persona: Persona): boolean {
  switch (access) {
    case "public":
      return true;
    case "member":
      return persona !== "guest";
    case "pro":
      return persona === "pro" || persona === "admin";
    case "admin":
      return persona === "admin";
    case "affiliate":
      return persona === "affiliate";
  }
}

/** The status a refused persona gets: 401 for guests, 403 for a signed-in account without access. */
function refusal(persona: Persona): number {
  return persona === "guest" ? 401 : 403;
}

/**
 * 403s that come after the guard, from the placeholder value itself: an upload link id that names
 * no grant is refused as "not valid" (its own tests cover a real grant, and another member's).
 */
const PLACEHOLDER_403: Record<string, string> = {
  "PUT /api/objects/upload/:grantId": "This upload link is not valid.",
};

const key = (route: CollectedRoute) => `${route.method} ${route.url}`;

describe("role × route matrix", () => {
  const t = useTestApp();
  let apiRoutes: CollectedRoute[];

  beforeAll(async () => {
    // The client plugin registers one GET per file of the built client; those are static files,
    // checked in their own test below, not entries of the table.
    apiRoutes = collectedRoutes.filter(isApiRoute);
  });

  it("has an expected rule for every API route, and no rule for a route that does not exist", () => {
    const actual = new Set(apiRoutes.map(key));
    expect(
      [...actual].filter((k) => !(k in EXPECTED)),
      "routes without a rule",
    ).toEqual([]);
    expect(
      Object.keys(EXPECTED).filter((k) => !actual.has(k)),
      "rules for routes that do not exist",
    ).toEqual([]);
  });

  it("registers nothing but GET for the remaining (static client) paths", () => {
    const rest = collectedRoutes.filter((r) => !apiRoutes.includes(r));
    expect(rest.length).toBeGreaterThan(0);
    for (const route of rest) expect(route.method, route.url).toBe("GET");
  });

  it("admits exactly the expected personas on every route", async () => {
    const mismatches: string[] = [];
    for (const route of apiRoutes) {
      const access = EXPECTED[key(route)];
      if (access === undefined) continue;
      const mutating = route.method !== "GET";
      for (const persona of ["guest", ...Object.keys(PERSONAS)] as Persona[]) {
        // A fresh session for every call: sign-out or account deletion must not leak into the next.
        const cookie = persona === "guest" ? "" : (await testLogin(t.app, PERSONAS[persona])).cookie;
        const res = await t.app.inject({
          method: route.method as "GET",
          url: concreteUrl(route.url),
          remoteAddress: uniqueAddress(),
          headers: cookie ? { cookie } : {},
          ...(mutating ? { payload: {} } : {}),
        });
        const expectPass = mayPass(access, persona);
        const placeholder403 =
          res.statusCode === 403 && (res.json() as { error?: string }).error === PLACEHOLDER_403[key(route)];
        const ok = expectPass
          ? res.statusCode !== 401 && (res.statusCode !== 403 || placeholder403) && res.statusCode < 500
          : res.statusCode === refusal(persona);
        if (!ok) {
          mismatches.push(
            `${key(route)} as ${persona}: got ${res.statusCode}, expected ${expectPass ? "to pass" : refusal(persona)} (${res.body.slice(0, 120)})`,
          );
        }
        if (!expectPass) {
          expect(res.headers["content-type"], key(route)).toMatch(/^application\/json/);
        }
      }
    }
    expect(mismatches).toEqual([]);
  }, 60_000);

  it("protects each guarded page's data through the API calls it makes", async () => {
    for (const [page, { access, calls }] of Object.entries(GUARDED_PAGES)) {
      // The server serves the same SPA shell to everyone: the client guard redirects.
      const shell = await t.app.inject({ method: "GET", url: page, headers: { accept: "text/html" } });
      expect(shell.statusCode, page).toBe(200);
      expect(shell.headers["content-type"]).toMatch(/^text\/html/);
      for (const call of calls) expect(EXPECTED[call], `${page} → ${call}`).toBe(access);
    }
  });

  it("gates the URL analyzer by plan: guests 401, free members and affiliates 403, paid plans pass", async () => {
    const body = { url: "http://127.0.0.1/course" };
    const statuses: Record<string, number> = {};
    for (const persona of ["guest", ...Object.keys(PERSONAS)] as Persona[]) {
      const cookie = persona === "guest" ? "" : (await testLogin(t.app, PERSONAS[persona])).cookie;
      const res = await t.app.inject({
        method: "POST",
        url: "/api/ai/analyze-course",
        remoteAddress: uniqueAddress(),
        headers: cookie ? { cookie } : {},
        payload: body,
      });
      statuses[persona] = res.statusCode;
    }
    expect(statuses.guest).toBe(401);
    expect(statuses.free).toBe(403);
    expect(statuses.affiliate).toBe(403);
    for (const paid of ["premium", "pro"]) {
      expect([401, 403, 500]).not.toContain(statuses[paid]);
    }
  });
});
