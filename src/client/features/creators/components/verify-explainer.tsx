import { type LucideIcon, ShieldCheck, ShieldQuestion } from "lucide-react";
import { BulletList } from "../../../components/ui/bullet-list";
import { TitledSection } from "../../../components/ui/titled-section";

const VERIFIED = [
  "Business registration confirmed",
  "Social profiles authenticated",
  "Testimonials verified",
  "Track record validated",
];
const UNVERIFIED = ["Limited background information", "Unverified claims", "Proceed with caution"];

/** What one badge stands for: its name, in its colour, over a list. */
function BadgeColumn({
  icon: Icon,
  title,
  className,
  items,
}: {
  icon: LucideIcon;
  title: string;
  className: string;
  items: readonly string[];
}) {
  return (
    <div>
      <h3 className={`flex items-center gap-2 font-semibold ${className}`}>
        <Icon aria-hidden="true" className="h-5 w-5" />
        {title}
      </h3>
      <BulletList
        items={items}
        className="mt-2 list-disc space-y-1 pl-6 text-sm text-slate-700 dark:text-slate-300"
      />
    </div>
  );
}

/** 'How We Verify Creators': what each badge stands for. */
export function VerifyExplainer() {
  return (
    <TitledSection
      id="how-we-verify"
      title="How We Verify Creators"
      className="rounded-xl border border-slate-200 bg-white p-6 shadow-sm dark:border-slate-800 dark:bg-slate-900"
      titleClassName="text-xl font-semibold"
      description="Verification depends only on evidence; it is never for sale."
      descriptionClassName="mt-1 text-sm text-slate-600 dark:text-slate-400"
    >
      <div className="mt-4 grid gap-6 md:grid-cols-2">
        <BadgeColumn
          icon={ShieldCheck}
          title="Verified creators"
          className="text-emerald-800 dark:text-emerald-300"
          items={VERIFIED}
        />
        <BadgeColumn
          icon={ShieldQuestion}
          title="Unverified creators"
          className="text-slate-800 dark:text-slate-200"
          items={UNVERIFIED}
        />
      </div>
    </TitledSection>
  );
}
