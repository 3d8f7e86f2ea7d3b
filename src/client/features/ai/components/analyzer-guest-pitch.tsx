// What a signed-out visitor sees on /ai-course-analyzer: what the analyzer does, which plans
// include it (Premium and Pro) and a sign-up link that brings them back here.
import { Check } from "lucide-react";
import { Link } from "react-router";
import { PLANS } from "../../../../shared/domain/plans";
import { buttonClasses } from "../../../components/ui/button";
import { useReturnPath } from "../../../lib/use-return-path";

const WHAT_YOU_GET = [
  "A trust score from 0 to 100 with the four factors behind it",
  "Every red flag in the sales page, quoted, with why it matters",
  "The signals in the course's favour, such as a refund policy or a syllabus",
  "The price against similar courses in our catalogue, and better-rated alternatives",
] as const;

export function AnalyzerGuestPitch() {
  const next = useReturnPath();
  return (
    <section
      aria-labelledby="analyzer-pitch-title"
      className="rounded-xl bg-indigo-700 p-6 text-white sm:p-8 dark:bg-indigo-900"
    >
      <h2 id="analyzer-pitch-title" className="text-xl font-semibold sm:text-2xl">
        Check a sales page before you pay for it
      </h2>
      <p className="mt-2 text-indigo-100">
        Paste the link to any course's sales page and HypeCheck reads its claims for you.
      </p>
      <ul className="mt-5 space-y-2">
        {WHAT_YOU_GET.map((item) => (
          <li key={item} className="flex items-start gap-2">
            <Check aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0 text-emerald-300" />
            <span>{item}</span>
          </li>
        ))}
      </ul>
      <p className="mt-5 text-sm text-indigo-100">
        The analyzer is part of {PLANS.premium.displayName} (${PLANS.premium.monthlyPrice}/month) and{" "}
        {PLANS.pro.displayName} (${PLANS.pro.monthlyPrice}/month). Start with a free account: it includes{" "}
        {PLANS.free.quotas.aiLooksPerMonth} AI quick looks a month on catalogue courses.
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <Link to={`/signup?next=${next}`} className={buttonClasses({ variant: "inverse", size: "lg" })}>
          Sign up free
        </Link>
        <Link
          to={`/login?next=${next}`}
          className="inline-flex h-12 items-center justify-center rounded-md px-6 font-medium text-white underline-offset-2 hover:underline"
        >
          Already a member? Sign in
        </Link>
      </div>
    </section>
  );
}
