import { BadgeCheck, Lock, ScanSearch, ShieldCheck } from "lucide-react";
import { Link } from "react-router";
import { type PlatformFigure, PlatformFigures } from "../../../components/platform-figures";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { IconCardList } from "../../../components/ui/icon-card";
import { PageIntro } from "../../../components/ui/page-intro";
import { useDocumentTitle } from "../../../lib/use-document-title";

const FEATURES = [
  {
    icon: BadgeCheck,
    title: "Evidence, not hype",
    text: "A Verified badge and a trust score depend only on evidence. Nobody can pay for either.",
  },
  {
    icon: ScanSearch,
    title: "Scores you can check",
    text: "Every score shows which signals moved it, so you can judge the reasoning yourself.",
  },
  {
    icon: ShieldCheck,
    title: "Free to start",
    text: "A free account includes 5 AI quick looks a month and unlimited catalogue browsing.",
  },
  {
    icon: Lock,
    title: "Your data stays yours",
    text: "No spam, and we never sell your data. Your account is protected by a secure session.",
  },
] as const;

/** The marketing sign-in screen (/your-protection-awaits, /enhanced-login). */
export function ProtectionPage() {
  useDocumentTitle("Your protection awaits · HypeCheck");
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 py-10 sm:px-6 sm:py-16 lg:grid-cols-[1fr_24rem] lg:items-start">
      <div className="space-y-8">
        <PageIntro
          as="div"
          kicker="Your protection awaits"
          title="Check the course before you pay for the hype."
          lead="HypeCheck members get independent reviews, AI quick looks and red-flag checks on online business courses and the people who sell them."
          leadClassName="max-w-2xl text-lg text-slate-600 dark:text-slate-400"
        />
        <PlatformStatBlocks />
        <IconCardList items={FEATURES} tone="brand" heading="h2" className="grid gap-4 sm:grid-cols-2" />
      </div>
      <Card className="lg:sticky lg:top-24">
        <CardContent className="space-y-5">
          <div className="space-y-1.5">
            <h2 className="text-2xl font-bold tracking-tight">Welcome Back</h2>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Sign in to pick up where you left off.
            </p>
          </div>
          <Link to="/login" className={buttonClasses({ size: "lg", className: "w-full" })}>
            <Lock aria-hidden="true" className="h-4 w-4" />
            Log In Securely
          </Link>
          <p className="text-center text-sm text-slate-600 dark:text-slate-400">
            New here?{" "}
            <Link to="/signup" className="font-medium text-indigo-700 underline dark:text-indigo-300">
              Create a free account
            </Link>
          </p>
          <ul className="space-y-1 border-t border-slate-200 pt-4 text-sm text-slate-600 dark:border-slate-800 dark:text-slate-400">
            <li>No spam, ever.</li>
            <li>Your data is never sold.</li>
          </ul>
        </CardContent>
      </Card>
    </div>
  );
}

/** Live counts from the database, labelled with what they count (no invented figures). */
// Phones: members on a row of its own, then two by two. Wider: three on the first row, two below.
const PROTECTION_FIGURES: readonly PlatformFigure[] = [
  { key: "totalMembers", label: "Members signed up", className: "col-span-2" },
  { key: "totalCourses", label: "Courses reviewed", className: "sm:col-span-2" },
  { key: "verifiedCourses", label: "Verified courses", className: "sm:col-span-2" },
  { key: "totalReviews", label: "Approved reviews", className: "sm:col-span-3" },
  { key: "redFlagsFound", label: "Red flags found", className: "sm:col-span-3" },
];

function PlatformStatBlocks() {
  return (
    <section aria-labelledby="platform-stats-heading">
      <h2 id="platform-stats-heading" className="sr-only">
        HypeCheck today
      </h2>
      <PlatformFigures figures={PROTECTION_FIGURES} gridClassName="grid-cols-2 sm:grid-cols-6" />
    </section>
  );
}
