// The placeholder routes (/ai-mood-selector, /ai-assistant, /income-opportunity-finder,
// /success-tracker, /ad-blocker, /creator-transparency, /community-challenges): a real page titled from
// the path, an honest "coming soon" and links to the tools that work today.
import { ArrowRight, Construction } from "lucide-react";
import { Link, useLocation } from "react-router";
import { type ButtonLink, ButtonLinks } from "../../../components/ui/button-links";
import { PageIntro } from "../../../components/ui/page-intro";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { titleFromPath } from "../lib/title-from-path";

const WAYS_ON: readonly ButtonLink[] = [
  { to: "/courses", label: "Browse courses" },
  { to: "/", label: "Back to Home" },
];

const WORKING_TOOLS: ReadonlyArray<{ to: string; name: string; text: string }> = [
  {
    to: "/ai-course-analyzer",
    name: "AI Course Analyzer",
    text: "Check a course's sales page for red flags.",
  },
  {
    to: "/fake-guru-detector",
    name: "Fake Guru Detector",
    text: "See creators with the most warning signs.",
  },
  { to: "/course-comparison", name: "Course Comparison", text: "Compare courses side by side." },
  { to: "/price-tracker", name: "Price Tracker", text: "Watch prices and get an alert when one drops." },
  {
    to: "/creator-background-checker",
    name: "Creator Background Checker",
    text: "Look up a creator's record and reports.",
  },
  {
    to: "/ad-fatigue-detector",
    name: "Ad Fatigue Detector",
    text: "See how hard a course is being advertised.",
  },
  { to: "/interactive-quiz", name: "Interactive Quiz", text: "Test how well you spot a fake guru." },
];

export function ComingSoonPage() {
  const { pathname } = useLocation();
  const title = titleFromPath(pathname);
  useDocumentTitle(`${title} · HypeCheck`);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro
        kicker={
          <p className="inline-flex items-center gap-2 rounded-full bg-amber-100 px-3 py-1 text-sm font-semibold text-amber-900 dark:bg-amber-950 dark:text-amber-200">
            <Construction aria-hidden="true" className="h-4 w-4" />
            Coming soon
          </p>
        }
        title={title}
        titleClassName="text-3xl font-bold tracking-tight break-words sm:text-4xl"
        lead={
          <>
            {title} is not built yet. We would rather show you nothing than a tool that makes up its answers,
            so this page stays empty until it works. In the meantime, these tools work today:
          </>
        }
      />

      <ul aria-label="Tools you can use today" className="mt-8 grid gap-3 sm:grid-cols-2">
        {WORKING_TOOLS.map((tool) => (
          <li key={tool.to}>
            <Link
              to={tool.to}
              className="group flex h-full items-start justify-between gap-3 rounded-xl border border-slate-200 p-4 hover:border-indigo-400 hover:bg-indigo-50/50 dark:border-slate-800 dark:hover:border-indigo-500 dark:hover:bg-indigo-950/30"
            >
              <span>
                <span className="block font-semibold text-slate-900 dark:text-slate-100">{tool.name}</span>
                <span className="mt-1 block text-sm text-slate-600 dark:text-slate-400">{tool.text}</span>
              </span>
              <ArrowRight
                aria-hidden="true"
                className="mt-1 h-4 w-4 shrink-0 text-indigo-700 transition-transform group-hover:translate-x-0.5 dark:text-indigo-300"
              />
            </Link>
          </li>
        ))}
      </ul>

      <ButtonLinks className="mt-10 flex flex-wrap gap-3" links={WAYS_ON} />
    </div>
  );
}
