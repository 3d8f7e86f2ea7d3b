import { BadgeCheck, CircleAlert, CircleHelp } from "lucide-react";
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { VERIFIED_COUNTS } from "../../../../shared/domain/honest-rating";
import { type PlatformFigure, PlatformFigures } from "../../../components/platform-figures";
import { BulletList } from "../../../components/ui/bullet-list";
import { type ButtonLink, ButtonLinks } from "../../../components/ui/button-links";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { RatingExplainer } from "../components/rating-explainer";
import { TrustScoreExplainer } from "../components/trust-score-explainer";

const NEXT_STEPS: readonly ButtonLink[] = [
  { to: "/courses", label: "Browse courses" },
  { to: "/how-it-works", label: "How it works" },
];

const SECTIONS = [
  { id: "mission", title: "Our mission" },
  { id: "review-criteria", title: "What we look at" },
  { id: "verification", title: "How verification works" },
  { id: "rating", title: "How the rating works" },
  { id: "trust-score", title: "How the trust score works" },
  { id: "affiliate-policy", title: "Affiliate policy" },
  { id: "platform-stats", title: "HypeCheck today" },
] as const;

type SectionId = (typeof SECTIONS)[number]["id"];

const ABOUT_FIGURES: readonly PlatformFigure[] = [
  { key: "totalCourses", label: "Courses reviewed" },
  { key: "totalCreators", label: "Creators tracked" },
  { key: "verifiedCourses", label: "Verified courses" },
  { key: "totalReviews", label: "Approved reviews" },
  { key: "totalMembers", label: "Members signed up", className: "col-span-2 lg:col-span-1" },
];

const CRITERIA = [
  {
    title: "The person behind it",
    text: "Is the creator who they say they are, with a business and a track record we can check?",
  },
  {
    title: "What you are told before paying",
    text: "Price, course length and skill level stated up front, not hidden behind a sales call.",
  },
  {
    title: "Outcomes, not promises",
    text: "Documented results of real students weigh more than income claims, which count against a course when nothing backs them.",
  },
  {
    title: "Red flags",
    text: "Income screenshots, manufactured urgency, rented lifestyles and testimonials nobody can check.",
  },
  {
    title: "Member reviews",
    text: `Only reviews that pass moderation count; one per member per course, at least 30 characters when there is text, and a verified enrolment counts ${VERIFIED_COUNTS}.`,
  },
] as const;

/** /about: mission, criteria, verification, the rating, trust score, affiliate policy and live platform stats. */
export function AboutPage() {
  useDocumentTitle("About HypeCheck");
  const { hash } = useLocation();
  // A link such as /about#trust-score arrives through the router, which does not scroll to anchors.
  useEffect(() => {
    if (hash) document.getElementById(hash.slice(1))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="mx-auto max-w-4xl px-4 py-10 sm:px-6 sm:py-14">
      <header className="space-y-3">
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          About HypeCheck
        </p>
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">
          We check the hype so you don't have to.
        </h1>
        <p className="text-lg text-slate-600 dark:text-slate-400">
          HypeCheck is a consumer-protection site for people thinking about buying an online business course.
          We collect the evidence on courses and their creators and show it to you, with the reasoning.
        </p>
      </header>

      <nav
        aria-label="On this page"
        className="mt-8 rounded-xl border border-slate-200 p-4 dark:border-slate-800"
      >
        <h2 className="text-sm font-semibold">On this page</h2>
        <ul className="mt-2 grid gap-1 text-sm sm:grid-cols-2">
          {SECTIONS.map((section) => (
            <li key={section.id}>
              <a
                href={`#${section.id}`}
                className="rounded text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
              >
                {section.title}
              </a>
            </li>
          ))}
        </ul>
      </nav>

      <div className="mt-4 space-y-14">
        <Section id="mission">
          <p>
            Online business courses are sold with big promises: quit your job, earn six figures, work from a
            beach. Some courses teach real skills; others sell the dream and little else. Telling them apart
            before you pay is hard, because the seller controls almost everything you see.
          </p>
          <p>
            Our job is to put the evidence next to the promises: who the creator is, what students actually
            got, what the course costs and what the warning signs are. We never sell a good score, and every
            score shows its working.
          </p>
        </Section>

        <Section id="review-criteria">
          <p>Every course in our catalogue is judged on the same five things.</p>
          <ul className="grid gap-3 sm:grid-cols-2">
            {CRITERIA.map((item) => (
              <li
                key={item.title}
                className="rounded-xl border border-slate-200 p-4 sm:last:col-span-2 dark:border-slate-800"
              >
                <h3 className="font-semibold">{item.title}</h3>
                <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">{item.text}</p>
              </li>
            ))}
          </ul>
          <p>
            Read the full rules for member reviews in our{" "}
            <TextLink to="/review-policy">review policy</TextLink>, and what our moderators decided, quarter
            by quarter, in the <TextLink to="/transparency">transparency report</TextLink>.
          </p>
        </Section>

        <Section id="verification">
          <p>
            Creators carry one of three statuses, and a course can be verified on its own record. A badge
            reflects what we could check, nothing more.
          </p>
          <ul className="grid gap-3 md:grid-cols-3">
            <StatusCard
              icon={
                <BadgeCheck aria-hidden="true" className="h-5 w-5 text-emerald-700 dark:text-emerald-400" />
              }
              title="Verified"
              points={[
                "Business registration confirmed",
                "Social profiles authenticated",
                "Testimonials verified",
                "Track record validated",
              ]}
            />
            <StatusCard
              icon={<CircleHelp aria-hidden="true" className="h-5 w-5 text-slate-600 dark:text-slate-400" />}
              title="Unverified"
              points={["Limited background information", "Claims not verified", "Proceed with caution"]}
            />
            <StatusCard
              icon={<CircleAlert aria-hidden="true" className="h-5 w-5 text-red-700 dark:text-red-400" />}
              title="Suspicious claims"
              points={[
                "Claims we found reason to doubt",
                "Counts against the trust score",
                "Check the red flags before paying",
              ]}
            />
          </ul>
          <p>
            A verified course shows its verification record on its page: who verified it, when, and the notes.
            Verification is never for sale. Our{" "}
            <TextLink to="/premium-verification">premium verification</TextLink> offer buys a creator a faster
            review, not its outcome.
          </p>
        </Section>

        <Section id="rating">
          <RatingExplainer />
        </Section>

        <Section id="trust-score">
          <TrustScoreExplainer />
        </Section>

        <Section id="affiliate-policy">
          <p>
            Some View Course buttons use an affiliate link: if you buy through it, we may earn a commission at
            no extra cost to you. Where a button uses one, we say so right next to it.
          </p>
          <p>
            Commissions never touch a score or a badge. An affiliate link gives a course no points in its
            trust score, and a creator cannot buy verification. Read the details in our{" "}
            <TextLink to="/affiliate-disclosure">affiliate disclosure</TextLink>.
          </p>
        </Section>

        <Section id="platform-stats">
          <p>These are live counts from our database, not marketing numbers.</p>
          <PlatformFigures figures={ABOUT_FIGURES} gridClassName="grid-cols-2 lg:grid-cols-5" />
        </Section>
      </div>

      <ButtonLinks
        className="mt-14 flex flex-wrap gap-3 border-t border-slate-200 pt-8 dark:border-slate-800"
        links={NEXT_STEPS}
      />
    </div>
  );
}

function Section({ id, children }: { id: SectionId; children: ReactNode }) {
  const title = SECTIONS.find((section) => section.id === id)?.title ?? id;
  return (
    <section aria-labelledby={`${id}-heading`} id={id} className="scroll-mt-24 space-y-4">
      <h2 id={`${id}-heading`} className="text-2xl font-bold tracking-tight">
        {title}
      </h2>
      <div className="space-y-4 leading-relaxed text-slate-700 dark:text-slate-300">{children}</div>
    </section>
  );
}

function StatusCard({ icon, title, points }: { icon: ReactNode; title: string; points: readonly string[] }) {
  return (
    <li className="rounded-xl border border-slate-200 p-4 dark:border-slate-800">
      <h3 className="flex items-center gap-2 font-semibold text-slate-900 dark:text-slate-100">
        {icon}
        {title}
      </h3>
      <BulletList items={points} className="mt-2 list-disc space-y-1 pl-5 text-sm" />
    </li>
  );
}

function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
      {children}
    </Link>
  );
}
