// Every screen is its own lazily loaded chunk, so the first load carries only the shell and the
// screen asked for. Screens that do not exist yet are not registered: they get the 404 screen.
import { createBrowserRouter, type RouteObject, RouterProvider, redirect } from "react-router";
import { PageSpinner } from "../components/ui/spinner";
import { RedirectIfSignedIn } from "../features/auth/components/redirect-if-signed-in";
import { RequireAuth } from "../features/auth/components/require-auth";
import { RootLayout } from "./layout/root-layout";
import { RouteError } from "./route-error";

const loginPage = async () => ({ Component: (await import("../features/auth/pages/login-page")).LoginPage });
const signupPage = async () => ({
  Component: (await import("../features/auth/pages/signup-page")).SignupPage,
});
const courseBrowserPage = async () => ({
  Component: (await import("../features/courses/pages/course-browser-page")).CourseBrowserPage,
});
const protectionPage = async () => ({
  Component: (await import("../features/marketing/pages/protection-page")).ProtectionPage,
});

/** The same screen under several paths (SPEC section 2 route table). */
function aliases(paths: string[], lazy: RouteObject["lazy"]): RouteObject[] {
  return paths.map((path) => ({ path, lazy }));
}

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
      lazy: async () => ({ Component: (await import("../features/home/pages/home-page")).HomePage }),
    },
    ...aliases(["courses", "course-discovery"], courseBrowserPage),
    {
      path: "courses/:id",
      lazy: async () => ({
        Component: (await import("../features/courses/pages/course-detail-page")).CourseDetailPage,
      }),
    },
    {
      // DECISIONS.md "Routes and calls": the old singular route redirects to the course detail.
      path: "course/:id",
      loader: ({ params }) => redirect(`/courses/${encodeURIComponent(params.id ?? "")}`),
    },
    {
      path: "categories",
      lazy: async () => ({
        Component: (await import("../features/categories/pages/categories-page")).CategoriesPage,
      }),
    },
    {
      path: "about",
      lazy: async () => ({ Component: (await import("../features/content/pages/about-page")).AboutPage }),
    },
    {
      path: "how-it-works",
      lazy: async () => ({
        Component: (await import("../features/content/pages/how-it-works-page")).HowItWorksPage,
      }),
    },
    {
      path: "creators",
      lazy: async () => ({
        Component: (await import("../features/creators/pages/creators-page")).CreatorsPage,
      }),
    },
    {
      path: "creators/:slug",
      lazy: async () => ({
        Component: (await import("../features/creators/pages/creator-profile-page")).CreatorProfilePage,
      }),
    },
    {
      path: "fake-guru-detector",
      lazy: async () => ({
        Component: (await import("../features/tools/pages/fake-guru-detector-page")).FakeGuruDetectorPage,
      }),
    },
    {
      path: "ad-fatigue-detector",
      lazy: async () => ({
        Component: (await import("../features/tools/pages/ad-fatigue-detector-page")).AdFatigueDetectorPage,
      }),
    },
    {
      path: "course-comparison",
      lazy: async () => ({
        Component: (await import("../features/tools/pages/course-comparison-page")).CourseComparisonPage,
      }),
    },
    {
      path: "price-tracker",
      lazy: async () => ({
        Component: (await import("../features/price-tracker/pages/price-tracker-page")).PriceTrackerPage,
      }),
    },
    {
      path: "ai-course-analyzer",
      lazy: async () => ({
        Component: (await import("../features/ai/pages/ai-course-analyzer-page")).AiCourseAnalyzerPage,
      }),
    },
    {
      path: "creator-background-checker",
      lazy: async () => ({
        Component: (await import("../features/ai/pages/creator-background-checker-page"))
          .CreatorBackgroundCheckerPage,
      }),
    },
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
          lazy: async () => ({
            Component: (await import("../features/account/pages/account-page")).AccountPage,
          }),
        },
      ],
    },
    {
      element: <RequireAuth requiredRole="admin" />,
      children: [
        {
          path: "admin/reviews",
          lazy: async () => ({
            Component: (await import("../features/admin/pages/pending-reviews-page")).PendingReviewsPage,
          }),
        },
        {
          path: "admin/ai-usage",
          lazy: async () => ({
            Component: (await import("../features/admin/pages/ai-usage-page")).AiUsagePage,
          }),
        },
        {
          path: "admin/outbox",
          lazy: async () => ({
            Component: (await import("../features/admin/pages/outbox-page")).OutboxPage,
          }),
        },
      ],
    },
    {
      path: "*",
      lazy: async () => ({
        Component: (await import("../features/not-found/pages/not-found-page")).NotFoundPage,
      }),
    },
  ];
}

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
