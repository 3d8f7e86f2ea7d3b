import { ShieldCheck, ShieldQuestion } from "lucide-react";

const VERIFIED = [
  "Business registration confirmed",
  "Social profiles authenticated",
  "Testimonials verified",
  "Track record validated",
];
const UNVERIFIED = ["Limited background information", "Unverified claims", "Proceed with caution"];

/** 'How We Verify Creators': what each badge stands for. */
export function VerifyExplainer() {
  return (
    <section
      aria-labelledby="how-we-verify"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="how-we-verify" className="text-xl font-semibold">
        How We Verify Creators
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        Verification depends only on evidence; it is never for sale.
      </p>
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-emerald-800 dark:text-emerald-300">
            <ShieldCheck aria-hidden="true" className="h-5 w-5" />
            Verified creators
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700 dark:text-slate-300">
            {VERIFIED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div>
          <h3 className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-200">
            <ShieldQuestion aria-hidden="true" className="h-5 w-5" />
            Unverified creators
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700 dark:text-slate-300">
            {UNVERIFIED.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
