// One record in a moderated list (a community report, a contact message): a card named by its
// label, with a title, a line of facts under it and the status badge beside them, then the body.
import { ExternalLink } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

export function RecordCard({
  label,
  heading: Heading,
  title,
  meta,
  badge,
  children,
}: {
  /** The card's accessible name. */
  label: string;
  /** h2 on a screen of its own, h3 inside a section. */
  heading: "h2" | "h3";
  title: ReactNode;
  meta: ReactNode;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <article
      aria-label={label}
      className="rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <Heading className="text-lg font-semibold break-words">{title}</Heading>
          <p className="text-sm break-words text-slate-600 dark:text-slate-400">{meta}</p>
        </div>
        {badge}
      </div>
      {children}
    </article>
  );
}

/** A record's subject: a link to where it is shown, or plain text when it has no page. */
export function SubjectLink({ label, to }: { label: string; to: string | null }) {
  return to ? (
    <Link to={to} className="text-indigo-700 hover:underline dark:text-indigo-300">
      {label}
    </Link>
  ) : (
    label
  );
}

/** A reported creator's name: a link to their profile when they are listed, plain text when not. */
export function ReportedCreator({ name, slug }: { name: string; slug: string | null }) {
  return <SubjectLink label={name} to={slug ? `/creators/${slug}` : null} />;
}

/** What a reporter gave as evidence: a link (opened in a new tab, marked as user content) or text. */
export function ReportEvidence({ evidence, isLink }: { evidence: string; isLink: boolean }) {
  return (
    <p className="mt-2 text-sm break-words text-slate-600 dark:text-slate-400">
      <span className="font-medium text-slate-700 dark:text-slate-300">Evidence: </span>
      {isLink ? (
        <a
          href={evidence}
          target="_blank"
          rel="noopener noreferrer nofollow ugc"
          className="inline-flex items-center gap-1 break-all text-indigo-700 hover:underline dark:text-indigo-300"
        >
          {evidence}
          <ExternalLink aria-hidden="true" className="h-3.5 w-3.5 shrink-0" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : (
        evidence
      )}
    </p>
  );
}
