// /contact: the contact form (stored for admins, /admin/contact) and the support facts: replies
// within 24 hours, creator disputes investigated within 5 business days.
import { Clock, Scale, ShieldCheck } from "lucide-react";
import type { ReactNode } from "react";
import { useSearchParams } from "react-router";
import { PageIntro } from "../../../components/ui/page-intro";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { ContactForm } from "../components/contact-form";
import { TextLink } from "../components/legal-page";
import { CREATOR_DISPUTE_BUSINESS_DAYS, SUPPORT_REPLY_HOURS } from "../lib/legal-facts";

export function ContactPage() {
  useDocumentTitle("Contact us · HypeCheck");
  const [params] = useSearchParams();

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-14">
      <PageIntro
        kicker="Contact"
        title="Contact us"
        lead="Questions, problems, billing, privacy requests or a creator's response: write to us here."
      />

      <div className="mt-8 grid gap-8 lg:grid-cols-[minmax(0,1fr)_18rem]">
        <div className="min-w-0 rounded-xl border border-slate-200 p-5 sm:p-6 dark:border-slate-800">
          <ContactForm initialTopic={params.get("topic") ?? undefined} />
        </div>

        <aside aria-label="How we handle messages" className="space-y-4">
          <Fact
            icon={<Clock aria-hidden="true" className="h-5 w-5" />}
            title={`Replies within ${SUPPORT_REPLY_HOURS} hours`}
          >
            We usually answer every message within {SUPPORT_REPLY_HOURS} hours, by e-mail to the address you
            give.
          </Fact>
          <Fact
            icon={<Scale aria-hidden="true" className="h-5 w-5" />}
            title={`Creator disputes: ${CREATOR_DISPUTE_BUSINESS_DAYS} business days`}
          >
            Creators can respond to what we publish. We investigate every dispute within{" "}
            {CREATOR_DISPUTE_BUSINESS_DAYS} business days; see the{" "}
            <TextLink to="/creator-agreement">creator agreement</TextLink>.
          </Fact>
          <Fact
            icon={<ShieldCheck aria-hidden="true" className="h-5 w-5" />}
            title="Your message stays with us"
          >
            Only our team reads it. How we keep it is in the{" "}
            <TextLink to="/privacy-policy">privacy policy</TextLink>.
          </Fact>
        </aside>
      </div>
    </div>
  );
}

function Fact({ icon, title, children }: { icon: ReactNode; title: string; children: ReactNode }) {
  return (
    <div className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h2 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
        <span className="text-indigo-700 dark:text-indigo-300">{icon}</span>
        {title}
      </h2>
      <p className="mt-1 text-sm leading-relaxed text-slate-600 dark:text-slate-400">{children}</p>
    </div>
  );
}
