// Every screen is its own lazily loaded chunk, so the first load carries only the shell and the
// screen asked for. Screens that do not exist yet are not registered: they get the 404 screen.
import { createBrowserRouter, type RouteObject, redirect } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { ADMIN_ROUTES } from "../features/admin/screens";
import { RedirectIfSignedIn } from "../features/auth/components/redirect-if-signed-in";
import { RequireAuth } from "../features/auth/components/require-auth";
// page(load, name): a lazily loaded screen, the module's named component export; screen(path, load,
// name): that screen at one path.
import { aliases, lazyScreen as page, screen } from "../lib/screen-routes";
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
    screen("courses/:id", () => import("../features/courses/pages/course-detail-page"), "CourseDetailPage"),
    {
      // The old singular route redirects to the course detail.
      path: "course/:id",
      loader: ({ params }) => redirect(`/courses/${encodeURIComponent(params.id ?? "")}`),
    },
    screen("categories", () => import("../features/categories/pages/categories-page"), "CategoriesPage"),
    screen("about", () => import("../features/content/pages/about-page"), "AboutPage"),
    screen(
      "public-records",
      () => import("../features/public-records/pages/public-records-page"),
      "PublicRecordsPage",
    ),
    screen("how-it-works", () => import("../features/content/pages/how-it-works-page"), "HowItWorksPage"),
    screen("creators", () => import("../features/creators/pages/creators-page"), "CreatorsPage"),
    screen(
      "creators/:slug",
      () => import("../features/creators/pages/creator-profile-page"),
      "CreatorProfilePage",
    ),
    screen(
      "fake-guru-detector",
      () => import("../features/tools/pages/fake-guru-detector-page"),
      "FakeGuruDetectorPage",
    ),
    screen(
      "ad-fatigue-detector",
      () => import("../features/tools/pages/ad-fatigue-detector-page"),
      "AdFatigueDetectorPage",
    ),
    screen(
      "course-comparison",
      () => import("../features/tools/pages/course-comparison-page"),
      "CourseComparisonPage",
    ),
    screen(
      "price-tracker",
      () => import("../features/price-tracker/pages/price-tracker-page"),
      "PriceTrackerPage",
    ),
    screen(
      "ai-course-analyzer",
      () => import("../features/ai/pages/ai-course-analyzer-page"),
      "AiCourseAnalyzerPage",
    ),
    screen(
      "creator-background-checker",
      () => import("../features/ai/pages/creator-background-checker-page"),
      "CreatorBackgroundCheckerPage",
    ),
    screen("interactive-quiz", () => import("../features/community/pages/quiz-page"), "QuizPage"),
    screen("leaderboard", () => import("../features/community/pages/leaderboard-page"), "LeaderboardPage"),
    screen(
      "community-reports",
      () => import("../features/community/pages/community-reports-page"),
      "CommunityReportsPage",
    ),
    screen(
      "scam-prevention-guide",
      () => import("../features/community/pages/scam-prevention-guide-page"),
      "ScamPreventionGuidePage",
    ),
    screen("pricing", () => import("../features/billing/pages/pricing-page"), "PricingPage"),
    screen(
      "premium-verification",
      () => import("../features/billing/pages/premium-verification-page"),
      "PremiumVerificationPage",
    ),
    screen("subscribe", () => import("../features/billing/pages/subscribe-page"), "SubscribePage"),
    screen(
      "forgot-password",
      () => import("../features/auth/pages/forgot-password-page"),
      "ForgotPasswordPage",
    ),
    screen("confirm-signup", () => import("../features/auth/pages/confirm-signup-page"), "ConfirmSignupPage"),
    screen("reset-password", () => import("../features/auth/pages/reset-password-page"), "ResetPasswordPage"),
    screen("faq", () => import("../features/content/pages/faq-page"), "FaqPage"),
    ...aliases(
      ["terms-of-service", "terms"],
      page(() => import("../features/content/pages/terms-page"), "TermsPage"),
    ),
    ...aliases(
      ["privacy-policy", "privacy"],
      page(() => import("../features/content/pages/privacy-page"), "PrivacyPage"),
    ),
    screen("disclaimer", () => import("../features/content/pages/disclaimer-page"), "DisclaimerPage"),
    screen(
      "affiliate-disclosure",
      () => import("../features/content/pages/affiliate-disclosure-page"),
      "AffiliateDisclosurePage",
    ),
    screen("review-policy", () => import("../features/content/pages/review-policy-page"), "ReviewPolicyPage"),
    screen(
      "creator-agreement",
      () => import("../features/content/pages/creator-agreement-page"),
      "CreatorAgreementPage",
    ),
    screen("cookies", () => import("../features/content/pages/cookies-page"), "CookiesPage"),
    screen("contact", () => import("../features/content/pages/contact-page"), "ContactPage"),
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
    screen(
      "transparency",
      () => import("../features/transparency/pages/transparency-page"),
      "TransparencyPage",
    ),
    screen(
      "submit-course",
      () => import("../features/submissions/pages/submit-course-page"),
      "SubmitCoursePage",
    ),
    screen("upload", () => import("../features/upload/pages/upload-page"), "UploadPage"),
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
        screen("account", () => import("../features/account/pages/account-page"), "AccountPage"),
        screen(
          "account/watchlist",
          () => import("../features/watchlist/pages/watchlist-page"),
          "WatchlistPage",
        ),
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
        screen(
          "affiliate-dashboard",
          () => import("../features/affiliate/pages/affiliate-dashboard-page"),
          "AffiliateDashboardPage",
        ),
      ],
    },
    screen("*", () => import("../features/not-found/pages/not-found-page"), "NotFoundPage"),
  ];
}

/** The browser's router; the server renders the same routes with a static one (src/client/server-render.tsx). */
export function createAppRouter() {
  return createBrowserRouter(routes);
}
