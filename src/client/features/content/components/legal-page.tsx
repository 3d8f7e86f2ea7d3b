// The one layout of the legal pages: title, last-updated date, a table of contents (a sticky column on
// wide screens, a short list above the text on narrow ones) and numbered sections with ids, so a link
// such as /terms#refunds lands on its section.
import { type ReactNode, useEffect } from "react";
import { Link, useLocation } from "react-router";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { formatUpdated } from "../lib/legal-facts";

export interface LegalSection {
  id: string;
  title: string;
  body: ReactNode;
}

export interface LegalDoc {
  title: string;
  /** ISO date the text last changed (LAST_UPDATED). */
  updated: string;
  intro: ReactNode;
  sections: readonly LegalSection[];
  footer?: ReactNode;
}

/** A legal page's route component, from its text: every legal page is this layout with other words. */
export function legalPage(doc: LegalDoc) {
  return function LegalDocPage() {
    return <LegalPage {...doc} />;
  };
}

export function LegalPage({ title, updated, intro, sections, footer }: LegalDoc) {
  useDocumentTitle(`${title} · HypeCheck`);
  const { hash } = useLocation();
  // A link such as /terms#refunds arrives through the router, which does not scroll to anchors.
  useEffect(() => {
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);

  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6 sm:py-14">
      <div className="lg:grid lg:grid-cols-[14rem_minmax(0,1fr)] lg:gap-12">
        <aside className="hidden lg:block">
          <nav aria-label="Contents" className="sticky top-24">
            <h2 className="text-sm font-semibold text-slate-900 dark:text-slate-100">Contents</h2>
            <TocList sections={sections} />
          </nav>
        </aside>

        <article className="min-w-0 max-w-3xl">
          <header className="space-y-3 border-b border-slate-200 pb-6 dark:border-slate-800">
            <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
              Legal
            </p>
            <h1 className="text-3xl font-bold tracking-tight break-words sm:text-4xl">{title}</h1>
            <p className="text-sm text-slate-600 dark:text-slate-400">
              Last updated: <time dateTime={updated.slice(0, 10)}>{formatUpdated(updated)}</time>
            </p>
            <div className="space-y-3 text-lg leading-relaxed text-slate-700 dark:text-slate-300">
              {intro}
            </div>
          </header>

          <details className="mt-6 rounded-xl border border-slate-200 p-4 lg:hidden dark:border-slate-800">
            <summary className="cursor-pointer text-sm font-semibold">On this page</summary>
            <TocList sections={sections} />
          </details>

          <div className="mt-8 space-y-10">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-heading`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-heading`} className="text-xl font-bold tracking-tight sm:text-2xl">
                  <span className="text-slate-500 dark:text-slate-400">{index + 1}.</span> {section.title}
                </h2>
                <div className="mt-3 space-y-3 leading-relaxed break-words text-slate-700 dark:text-slate-300">
                  {section.body}
                </div>
              </section>
            ))}
          </div>

          {footer ? (
            <div className="mt-12 border-t border-slate-200 pt-8 dark:border-slate-800">{footer}</div>
          ) : null}
        </article>
      </div>
    </div>
  );
}

function TocList({ sections }: { sections: readonly LegalSection[] }) {
  return (
    <ol className="mt-2 space-y-1.5 text-sm">
      {sections.map((section, index) => (
        <li key={section.id}>
          <a
            href={`#${section.id}`}
            className="text-indigo-700 underline-offset-2 hover:underline dark:text-indigo-300"
          >
            {index + 1}. {section.title}
          </a>
        </li>
      ))}
    </ol>
  );
}

/** A bulleted list inside a section, after the sentence that introduces it ("You agree not to:"). */
export function Bullets({ lead, items }: { lead?: string; items: readonly ReactNode[] }) {
  const list = (
    <ul className="list-disc space-y-1.5 pl-5">
      {items.map((item, index) => (
        // Static text in a fixed order: the index is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list never reorders
        <li key={index}>{item}</li>
      ))}
    </ul>
  );
  return lead ? (
    <>
      <p>{lead}</p>
      {list}
    </>
  ) : (
    list
  );
}

/** An in-app link styled like the rest of the legal text. */
export function TextLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-medium text-indigo-700 underline underline-offset-2 dark:text-indigo-300">
      {children}
    </Link>
  );
}
