import { ArrowRight, type LucideIcon, Scale, ScanSearch, Search } from "lucide-react";
import { Link } from "react-router";
import { type ButtonLink, ButtonLinks } from "../../../components/ui/button-links";
import { useDocumentTitle } from "../../../lib/use-document-title";

interface Step {
  icon: LucideIcon;
  title: string;
  text: string;
  links: ReadonlyArray<{ to: string; label: string }>;
}

const NEXT_STEPS: readonly ButtonLink[] = [
  { to: "/courses", label: "Start with the catalogue" },
  { to: "/about", label: "About HypeCheck" },
];

const STEPS: readonly Step[] = [
  {
    icon: Search,
    title: "Find a course",
    text: "Search the catalogue or browse by category. Every course shows its trust score, whether it is verified, its rating from approved member reviews and its price.",
    links: [
      { to: "/courses", label: "Browse courses" },
      { to: "/categories", label: "See categories" },
    ],
  },
  {
    icon: ScanSearch,
    title: "Get AI analysis",
    text: "Paste a course's sales page link into the AI course analyzer. It reads the claims and returns a trust score, the red flags it found, the signals in the course's favour and a plain recommendation.",
    links: [{ to: "/ai-course-analyzer", label: "Open the AI course analyzer" }],
  },
  {
    icon: Scale,
    title: "Make smart decisions",
    text: "Put the evidence next to the promises: see which signals moved the trust score, read what students wrote, and take your time. A fair offer is still there tomorrow.",
    links: [{ to: "/about#trust-score", label: "How the trust score works" }],
  },
];

/** /how-it-works: three steps inline (find a course, get AI analysis, make smart decisions). */
export function HowItWorksPage() {
  useDocumentTitle("How it works · HypeCheck");
  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="space-y-3">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">How HypeCheck works</h1>
        <p className="text-lg text-slate-600 dark:text-slate-400">
          Three steps from “this looks amazing” to a decision you can stand behind.
        </p>
      </header>

      <ol className="mt-10 space-y-6">
        {STEPS.map((step, index) => (
          <li
            key={step.title}
            className="flex gap-4 rounded-xl border border-slate-200 bg-white p-5 shadow-sm sm:gap-6 sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <div className="flex flex-col items-center gap-3">
              <span
                aria-hidden="true"
                className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-indigo-700 text-lg font-bold text-white dark:bg-indigo-400 dark:text-slate-950"
              >
                {index + 1}
              </span>
              <step.icon aria-hidden="true" className="h-6 w-6 text-indigo-700 dark:text-indigo-400" />
            </div>
            <div className="min-w-0 space-y-3">
              <h2 className="text-xl font-semibold">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h2>
              <p className="text-slate-700 dark:text-slate-300">{step.text}</p>
              <ul className="flex flex-wrap gap-x-5 gap-y-2">
                {step.links.map((link) => (
                  <li key={link.to}>
                    <Link
                      to={link.to}
                      className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
                    >
                      {link.label}
                      <ArrowRight aria-hidden="true" className="h-4 w-4" />
                    </Link>
                  </li>
                ))}
              </ul>
            </div>
          </li>
        ))}
      </ol>

      <p className="mt-8 text-sm text-slate-600 dark:text-slate-400">
        AI analyses are informational only and do not guarantee business or financial results. AI quick looks
        are limited by plan, reset monthly and do not roll over.
      </p>

      <ButtonLinks className="mt-8 flex flex-wrap gap-3" size="lg" links={NEXT_STEPS} />
    </div>
  );
}
