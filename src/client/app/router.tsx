// Every screen is its own lazily loaded chunk, so the first load carries only the shell and the
// screen asked for. Screens that do not exist yet are not registered: they get the 404 screen.
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { ADMIN_ROUTES } from "../features/admin/screens";
import { RedirectIfSignedIn } from "../features/auth/components/redirect-if-signed-in";
import { RequireAuth } from "../features/auth/components/require-auth";
// page(load, name): a lazily loaded screen, the module's named component export.
import { aliases, lazyScreen as page } from "../lib/screen-routes";
import { RootLayout } from "./layout/root-layout";
import { RouteError } from "./route-error";

const loginPage = page(() => import("../features/auth/pages/login-page"), "LoginPage");
const signupPage = page(() => import("../features/auth/pages/signup-page"), "SignupPage");
const courseBrowserPage = page(
  () => import("../features/courses/pages/course-browser-page"),
  "CourseBrowserPage",
);
const protectionPage = page(() => import("../features/marketing/pages/protection-page"), "ProtectionPage");

export const routes: RouteObject[] = [
  {
    path: "/",
    Component: RootLayout,
    ErrorBoundary: RouteError,
    HydrateFallback: PageSpinner,
    children: [
      {
        // A failing screen keeps the header and footer around its error message.
        ErrorBoundary: RouteError,
        children: screens(),
      },
    ],
  },
];

function screens(): RouteObject[] {
  return [
    {
      index: true,
      lazy: page(() => import("../features/home/pages/home-page"), "HomePage"),
    },
    ...aliases(["courses", "course-discovery"], courseBrowserPage),
    {
      path: "courses/:id",
      lazy: page(() => import("../features/courses/pages/course-detail-page"), "CourseDetailPage"),
    },
    {
      // The old singular route redirects to the course detail.
      path: "course/:id",
      loader: ({ params }) => redirect(`/courses/${encodeURIComponent(params.id ?? "")}`),
    },
    {
      path: "categories",
      lazy: page(() => import("../features/categories/pages/categories-page"), "CategoriesPage"),
    },
    {
      path: "about",
      lazy: page(() => import("../features/content/pages/about-page"), "AboutPage"),
    },
    {
      path: "public-records",
      lazy: page(() => import("../features/public-records/pages/public-records-page"), "PublicRecordsPage"),
    },
    {
      path: "how-it-works",
      lazy: page(() => import("../features/content/pages/how-it-works-page"), "HowItWorksPage"),
    },
    {
      path: "creators",
      lazy: page(() => import("../features/creators/pages/creators-page"), "CreatorsPage"),
    },
    {
      path: "creators/:slug",
      lazy: page(() => import("../features/creators/pages/creator-profile-page"), "CreatorProfilePage"),
    },
    {
      path: "fake-guru-detector",
      lazy: page(() => import("../features/tools/pages/fake-guru-detector-page"), "FakeGuruDetectorPage"),
    },
    {
      path: "ad-fatigue-detector",
      lazy: page(() => import("../features/tools/pages/ad-fatigue-detector-page"), "AdFatigueDetectorPage"),
    },
    {
      path: "course-comparison",
      lazy: page(() => import("../features/tools/pages/course-comparison-page"), "CourseComparisonPage"),
    },
    {
      path: "price-tracker",
      lazy: page(() => import("../features/price-tracker/pages/price-tracker-page"), "PriceTrackerPage"),
    },
    {
      path: "ai-course-analyzer",
      lazy: page(() => import("../features/ai/pages/ai-course-analyzer-page"), "AiCourseAnalyzerPage"),
    },
    {
      path: "creator-background-checker",
      lazy: page(
        () => import("../features/ai/pages/creator-background-checker-page"),
        "CreatorBackgroundCheckerPage",
      ),
    },
    {
      path: "interactive-quiz",
      lazy: page(() => import("../features/community/pages/quiz-page"), "QuizPage"),
    },
    {
      path: "leaderboard",
      lazy: page(() => import("../features/community/pages/leaderboard-page"), "LeaderboardPage"),
    },
    {
      path: "community-reports",
      lazy: page(() => import("../features/community/pages/community-reports-page"), "CommunityReportsPage"),
    },
    {
      path: "scam-prevention-guide",
      lazy: page(
        () => import("../features/community/pages/scam-prevention-guide-page"),
        "ScamPreventionGuidePage",
      ),
    },
    { path: "pricing", lazy: page(() => import("../features/billing/pages/pricing-page"), "PricingPage") },
    {
      path: "premium-verification",
      lazy: page(
        () => import("../features/billing/pages/premium-verification-page"),
        "PremiumVerificationPage",
      ),
    },
    {
      path: "subscribe",
      lazy: page(() => import("../features/billing/pages/subscribe-page"), "SubscribePage"),
    },
    {
      path: "forgot-password",
      lazy: page(() => import("../features/auth/pages/forgot-password-page"), "ForgotPasswordPage"),
    },
    {
      path: "confirm-signup",
      lazy: page(() => import("../features/auth/pages/confirm-signup-page"), "ConfirmSignupPage"),
    },
    {
      path: "reset-password",
      lazy: page(() => import("../features/auth/pages/reset-password-page"), "ResetPasswordPage"),
    },
    { path: "faq", lazy: page(() => import("../features/content/pages/faq-page"), "FaqPage") },
    ...aliases(
      ["terms-of-service", "terms"],
      page(() => import("../features/content/pages/terms-page"), "TermsPage"),
    ),
    ...aliases(
      ["privacy-policy", "privacy"],
      page(() => import("../features/content/pages/privacy-page"), "PrivacyPage"),
    ),
    {
      path: "disclaimer",
      lazy: page(() => import("../features/content/pages/disclaimer-page"), "DisclaimerPage"),
    },
    {
      path: "affiliate-disclosure",
      lazy: page(
        () => import("../features/content/pages/affiliate-disclosure-page"),
        "AffiliateDisclosurePage",
      ),
    },
    {
      path: "review-policy",
      lazy: page(() => import("../features/content/pages/review-policy-page"), "ReviewPolicyPage"),
    },
    {
      path: "creator-agreement",
      lazy: page(() => import("../features/content/pages/creator-agreement-page"), "CreatorAgreementPage"),
    },
    { path: "cookies", lazy: page(() => import("../features/content/pages/cookies-page"), "CookiesPage") },
    { path: "contact", lazy: page(() => import("../features/content/pages/contact-page"), "ContactPage") },
    ...aliases(
      [
        "ai-mood-selector",
        "ai-assistant",
        "income-opportunity-finder",
        "success-tracker",
        "ad-blocker",
        "creator-transparency",
        "community-challenges",
      ],
      page(() => import("../features/content/pages/coming-soon-page"), "ComingSoonPage"),
    ),
    {
      path: "transparency",
      lazy: page(() => import("../features/transparency/pages/transparency-page"), "TransparencyPage"),
    },
    {
      path: "submit-course",
      lazy: page(() => import("../features/submissions/pages/submit-course-page"), "SubmitCoursePage"),
    },
    { path: "upload", lazy: page(() => import("../features/upload/pages/upload-page"), "UploadPage") },
    {
      Component: RedirectIfSignedIn,
      children: [
        ...aliases(["login", "signin", "sign-in"], loginPage),
        ...aliases(["signup", "sign-up"], signupPage),
        ...aliases(["your-protection-awaits", "enhanced-login"], protectionPage),
      ],
    },
    {
      Component: RequireAuth,
      children: [
        {
          path: "account",
          lazy: page(() => import("../features/account/pages/account-page"), "AccountPage"),
        },
        {
          path: "account/watchlist",
          lazy: page(() => import("../features/watchlist/pages/watchlist-page"), "WatchlistPage"),
        },
      ],
    },
    {
      element: <RequireAuth requiredRole="admin" />,
      children: [
        // Every admin screen, declared by the admin feature (features/admin/screens.ts).
        ...ADMIN_ROUTES,
      ],
    },
    {
      element: <RequireAuth requiredRole="affiliate" />,
      children: [
        {
          path: "affiliate-dashboard",
          lazy: page(
            () => import("../features/affiliate/pages/affiliate-dashboard-page"),
            "AffiliateDashboardPage",
          ),
        },
      ],
    },
    {
      path: "*",
      lazy: page(() => import("../features/not-found/pages/not-found-page"), "NotFoundPage"),
    },
  ];
}

/** The browser's router; the server renders the same routes with a static one (src/client/server-render.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
