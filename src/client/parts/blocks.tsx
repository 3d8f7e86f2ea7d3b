// Small layout blocks that several screens share (tables, term lists, titled sections, icon lists,
// loading placeholders, a guest's sign-in links, page intros, the reply and dispute notes beneath a
// review or report). One module, so the screens that use them load one chunk, and kept out of
// components/ so the first screens' shared chunk (which Home loads) does not carry them.
import { ArrowRight, ChevronLeft, ChevronRight, LoaderCircle, type LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";
import { Button } from "../components/ui/button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../components/ui/card";
import { Skeleton } from "../components/ui/skeleton";

// A table's column headings from a list, for the hand-built tables of the affiliate, legal and
// community screens.

/** One heading: its text and the classes of its cell (padding, alignment). */
export type Column = readonly [label: string, className?: string];

export function TableHead({
  columns,
  className,
  rowClassName,
}: {
  columns: readonly Column[];
  className?: string;
  rowClassName?: string;
}) {
  return (
    <thead className={className}>
      <tr className={rowClassName}>
        {columns.map(([label, cellClassName]) => (
          <th key={label} scope="col" className={cellClassName}>
            {label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

// A table from its columns and rows: each column's heading and the classes of its cells, each row's
// key and cells. The caption is for screen readers.

export interface TableColumn {
  label: string;
  /** The heading cell's classes. */
  headClassName?: string;
  /** The classes of this column's cells in every row. */
  className?: string;
}

export function DataTable({
  caption,
  captionId,
  className,
  headClassName,
  headRowClassName,
  rowClassName,
  columns,
  rows,
}: {
  caption: string;
  /** When given, the caption gets this id and describes the table too. */
  captionId?: string;
  className: string;
  headClassName?: string;
  headRowClassName?: string;
  rowClassName: string;
  columns: readonly TableColumn[];
  rows: readonly { key: string; cells: readonly ReactNode[] }[];
}) {
  return (
    <table aria-describedby={captionId} className={className}>
      <caption id={captionId} className="sr-only">
        {caption}
      </caption>
      <TableHead
        className={headClassName}
        rowClassName={headRowClassName}
        columns={columns.map((column) => [column.label, column.headClassName])}
      />
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className={rowClassName}>
            {row.cells.map((cell, index) => (
              <td key={columns[index]?.label ?? index} className={columns[index]?.className}>
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}

// The figures behind a chart as text: a two-column table (when, how much), folded under a summary
// so it does not crowd the chart, newest first. Screen readers get the caption.
export interface ValueRow {
  key: string;
  when: string;
  value: ReactNode;
}

export function ValuesTable({
  summary,
  caption,
  captionId,
  columns,
  rows,
  className,
}: {
  summary: ReactNode;
  caption: string;
  /** When given, the caption gets this id and describes the table too. */
  captionId?: string;
  /** The headings of the two columns, e.g. ["Date", "Price"]. */
  columns: readonly [when: string, value: string];
  rows: readonly ValueRow[];
  /** The table's width classes. */
  className: string;
}) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-indigo-700 dark:text-indigo-300">{summary}</summary>
      <DataTable
        caption={caption}
        captionId={captionId}
        className={`mt-2 w-full text-left ${className}`}
        headRowClassName="text-slate-600 dark:text-slate-400"
        rowClassName="border-t border-slate-200 dark:border-slate-800"
        columns={[
          { label: columns[0], headClassName: "py-1 font-medium", className: "py-1" },
          {
            label: columns[1],
            headClassName: "py-1 text-right font-medium",
            className: "py-1 text-right tabular-nums",
          },
        ]}
        rows={rows.map((row) => ({ key: row.key, cells: [row.when, row.value] }))}
      />
    </details>
  );
}

// A <dl> of term/detail pairs, each pair in its own <div> (so a grid or a card can hold it): the
// figures and key facts many screens show. Only the classes differ from one screen to the next.
export interface Definition {
  term: ReactNode;
  detail: ReactNode;
  /** The React key; the term when it is a string. */
  key?: string;
}

export function DefinitionList({
  items,
  className,
  itemClassName,
  termClassName,
  detailClassName,
}: {
  items: readonly Definition[];
  className?: string;
  itemClassName?: string;
  termClassName?: string;
  detailClassName?: string;
}) {
  return (
    <dl className={className}>
      {items.map((item) => (
        <div key={item.key ?? String(item.term)} className={itemClassName}>
          <dt className={termClassName}>{item.term}</dt>
          <dd className={detailClassName}>{item.detail}</dd>
        </div>
      ))}
    </dl>
  );
}

// A <section> named by its own heading (aria-labelledby), with an optional line under the heading:
// the boxed explainers and panels of the catalogue, analysis and guide screens.
export function TitledSection({
  id,
  title,
  level = 2,
  className,
  titleClassName = "font-semibold",
  description,
  descriptionClassName,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  titleClassName?: string;
  description?: ReactNode;
  descriptionClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 2 ? "h2" : "h3";
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={titleClassName}>
        {title}
      </Heading>
      {description ? <p className={descriptionClassName}>{description}</p> : null}
      {children}
    </section>
  );
}

// A list of short lines, each after the same icon (a check, a warning, a cross): plan features,
// red flags on record, the signs in the guide. The icon is decoration; the text says it all.
/** The icon's colour: green for a good sign, red for a bad one, the text's own for neither. */
const TONES = {
  good: "text-emerald-600 dark:text-emerald-400",
  bad: "text-red-600 dark:text-red-400",
  plain: "",
} as const;

export function IconList({
  items,
  icon: Icon,
  tone = "plain",
  className,
  itemClassName = "flex items-start gap-2",
  iconClassName = `mt-0.5 h-4 w-4 shrink-0 ${TONES[tone]}`,
  textClassName,
}: {
  items: readonly string[];
  icon: LucideIcon;
  tone?: keyof typeof TONES;
  className?: string;
  itemClassName?: string;
  iconClassName?: string;
  textClassName?: string;
}) {
  return (
    <ul className={className}>
      {items.map((item, index) => (
        // The same line can appear twice (one phrase found in two places); the index keeps keys unique.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is fixed once shown.
        <li key={`${index}-${item}`} className={itemClassName}>
          <Icon aria-hidden="true" className={iconClassName} />
          <span className={textClassName}>{item}</span>
        </li>
      ))}
    </ul>
  );
}

// A block still loading: placeholder bars for the eye, and one status line for screen readers.
export function LoadingBars({
  label,
  bars,
  className = "space-y-3",
}: {
  /** What is loading, announced politely ("Loading price history…"). */
  label: string;
  /** Each bar's size classes, in order. */
  bars: readonly string[];
  className?: string;
}) {
  return (
    <div className={className}>
      <span role="status" className="sr-only">
        {label}
      </span>
      <SkeletonBars bars={bars} />
    </div>
  );
}

/** Placeholder bars in order, each given by its size and shape classes ("h-4 w-5/6"). */
export function SkeletonBars({ bars }: { bars: readonly string[] }) {
  // A fixed list that never reorders: its position is each bar's identity.
  // biome-ignore lint/suspicious/noArrayIndexKey: static placeholders
  return bars.map((bar, index) => <Skeleton key={index} className={bar} />);
}

// A card's outline while its content loads (the creator cards, the profile's course cards): the
// card's border and padding around its head's placeholders and the bars below, hidden from screen
// readers, since the list around it announces the loading once.
export function CardSkeleton({
  gap,
  head,
  bars,
}: {
  gap: "gap-3" | "gap-4";
  head: ReactNode;
  bars: readonly string[];
}) {
  return (
    <div
      aria-hidden="true"
      className={`flex h-full flex-col ${gap} rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900`}
    >
      {head}
      <SkeletonBars bars={bars} />
    </div>
  );
}

// A request under way that takes a while (an analysis, a background check): a spinner and what
// is being done, announced once as a status.

export function WorkingNote({ title, detail }: { title: ReactNode; detail?: ReactNode }) {
  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-xl border border-indigo-200 bg-indigo-50 p-5 dark:border-indigo-900 dark:bg-indigo-950/40"
    >
      <LoaderCircle
        aria-hidden="true"
        className="mt-0.5 h-5 w-5 shrink-0 animate-spin text-indigo-700 dark:text-indigo-300"
      />
      <div className="min-w-0">
        <p className="font-medium break-words">{title}</p>
        {detail ? <p className="mt-1 text-sm text-slate-700 dark:text-slate-300">{detail}</p> : null}
      </div>
    </div>
  );
}

// A card with a heading (an icon before it, when given), an optional line under it, then its content.

export function TitledCard({
  title,
  icon: Icon,
  iconClassName,
  description,
  className,
  contentClassName,
  children,
}: {
  title: string;
  icon?: LucideIcon;
  /** The icon's colour. */
  iconClassName?: string;
  description?: ReactNode;
  className?: string;
  contentClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card className={className}>
      <CardHeader>
        <CardTitle className={Icon ? "flex items-center gap-2" : undefined}>
          {Icon ? <Icon aria-hidden="true" className={`h-5 w-5 ${iconClassName}`} /> : null}
          {title}
        </CardTitle>
        {description ? <CardDescription>{description}</CardDescription> : null}
      </CardHeader>
      <CardContent className={contentClassName}>{children}</CardContent>
    </Card>
  );
}

// Previous and Next under a paged list, with "Page N of M" between them (for lists whose page is
// not in the address; those use components/ui/pager.tsx).

export function PrevNextPager({
  label,
  page,
  pages,
  hasMore,
  onPage,
}: {
  label: string;
  page: number;
  pages: number;
  hasMore: boolean;
  onPage: (page: number) => void;
}) {
  return (
    <nav aria-label={label} className="mt-6 flex items-center justify-between gap-3">
      <Button variant="outline" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        <ChevronLeft aria-hidden="true" className="h-4 w-4" />
        Previous
      </Button>
      <p className="text-sm text-slate-600 dark:text-slate-400">
        Page {Math.min(page, pages)} of {pages}
      </p>
      <Button variant="outline" disabled={!hasMore} onClick={() => onPage(page + 1)}>
        Next
        <ChevronRight aria-hidden="true" className="h-4 w-4" />
      </Button>
    </nav>
  );
}

// What a guest sees in place of a members' form on a shared page (the course page's review and
// ad-sighting boxes): "Sign in to … or create a free account.", both links coming back to the page.

const signInLinkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

export function SignInLinks({
  action,
  returnTo,
  after,
}: {
  /** The sign-in link's text ("Sign in to report an ad"). */
  action: string;
  /** Where sign-in and sign-up come back to. */
  returnTo: string;
  /** A sentence after the links. */
  after?: string;
}) {
  const next = encodeURIComponent(returnTo);
  return (
    <p className="text-sm text-slate-700 dark:text-slate-300">
      <Link to={`/login?next=${next}`} className={signInLinkClasses}>
        {action}
      </Link>{" "}
      or{" "}
      <Link to={`/signup?next=${next}`} className={signInLinkClasses}>
        create a free account
      </Link>
      .{after ? ` ${after}` : null}
    </p>
  );
}

// A page's opening: a kicker over the h1 (a word in small indigo capitals, or a badge of its own),
// then the lead paragraph. The help, contact, coming-soon and sign-in pitch pages.

export function PageIntro({
  kicker,
  title,
  lead,
  as: Tag = "header",
  titleClassName = "text-3xl font-bold tracking-tight sm:text-4xl",
  leadClassName = "text-lg text-slate-600 dark:text-slate-400",
}: {
  kicker?: ReactNode;
  title: ReactNode;
  lead: ReactNode;
  /** A <div> where the page's layout already has a header. */
  as?: "header" | "div";
  titleClassName?: string;
  leadClassName?: string;
}) {
  return (
    <Tag className="space-y-3">
      {typeof kicker === "string" ? (
        <p className="text-sm font-semibold tracking-wide text-indigo-700 uppercase dark:text-indigo-300">
          {kicker}
        </p>
      ) : (
        kicker
      )}
      <h1 className={titleClassName}>{title}</h1>
      <p className={leadClassName}>{lead}</p>
    </Tag>
  );
}

// A text link that leads on to another page, an arrow after its words: the analyzer's link to the
// trust score explainer, the comparison's course links.

export function ArrowLink({
  to,
  children,
  "aria-label": ariaLabel,
}: {
  to: string;
  children: ReactNode;
  "aria-label"?: string;
}) {
  return (
    <Link
      to={to}
      aria-label={ariaLabel}
      className="inline-flex items-center gap-1 font-medium text-indigo-700 hover:underline dark:text-indigo-300"
    >
      {children}
      <ArrowRight aria-hidden="true" className="h-4 w-4" />
    </Link>
  );
}
