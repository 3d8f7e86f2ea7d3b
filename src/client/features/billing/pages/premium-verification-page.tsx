// /premium-verification: verification is never for sale. What a
// plan buys here is a faster review of a creator's evidence, not its outcome, and the page says so.
import { BadgeCheck, Clock, FileSearch, Scale } from "lucide-react";
import { Link } from "react-router";
import { REFUND_POLICY } from "../../../../shared/domain/plans";
import { DemoNotice } from "../../../components/billing/demo-notice";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent } from "../../../components/ui/card";
import { useBillingPlans } from "../../../lib/queries/billing";
import { useDocumentTitle } from "../../../lib/use-document-title";

const POINTS = [
  {
    icon: Clock,
    title: "Priority reviews",
    text: "Evidence you submit about a creator or course is reviewed ahead of the standard queue.",
  },
  {
    icon: FileSearch,
    title: "Advanced fraud signals",
    text: "Creator background checks, transparency reports and the full AI red-flag analysis on your plan.",
  },
  {
    icon: BadgeCheck,
    title: "Verified trust badges, earned",
    text: "A 'Verified Creator' badge is shown only when the evidence supports it. The same rules apply to everyone.",
  },
];

export function PremiumVerificationPage() {
  useDocumentTitle("Premium Verification · HypeCheck");
  const plans = useBillingPlans();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-10 sm:px-6 sm:py-14">
      <header className="space-y-4 text-center">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">Premium Verification</h1>
        <p className="mx-auto max-w-2xl text-lg text-slate-600 dark:text-slate-400">
          Faster, deeper reviews of the evidence behind a course or creator, for people who need an answer
          sooner.
        </p>
      </header>
      <Card className="border-indigo-200 dark:border-indigo-900">
        <CardContent className="flex gap-3">
          <Scale aria-hidden="true" className="mt-1 h-6 w-6 shrink-0 text-indigo-700 dark:text-indigo-300" />
          <div className="space-y-1">
            <h2 className="font-semibold">Verification is never for sale</h2>
            <p className="text-slate-700 dark:text-slate-300">
              Paying buys a faster review of the evidence, not its outcome. A paid review can end in 'Verified
              Creator', 'Suspicious Claims' or no change at all, exactly as a free one would. No plan changes
              a trust score.
            </p>
          </div>
        </CardContent>
      </Card>
      <ul className="grid gap-4 sm:grid-cols-3">
        {POINTS.map((point) => (
          <li
            key={point.title}
            className="rounded-xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
          >
            <point.icon aria-hidden="true" className="h-6 w-6 text-indigo-700 dark:text-indigo-300" />
            <h2 className="mt-3 font-semibold">{point.title}</h2>
            <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{point.text}</p>
          </li>
        ))}
      </ul>
      {plans.data && !plans.data.paymentTaken ? <DemoNotice /> : null}
      <div className="flex flex-col items-center gap-3">
        <div className="flex flex-wrap justify-center gap-3">
          <Link to="/signup" className={buttonClasses({ size: "lg" })}>
            Get Premium Verification
          </Link>
          <Link to="/account" className={buttonClasses({ size: "lg", variant: "outline" })}>
            Manage Subscription
          </Link>
        </div>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          Included in paid plans; see{" "}
          <Link to="/pricing" className="font-medium text-indigo-700 underline dark:text-indigo-300">
            pricing
          </Link>
          . {REFUND_POLICY}.
        </p>
      </div>
    </div>
  );
}
