// The desk's two lists. From the md breakpoint a table (one row per item, the title linking to its
// editor); below it the same items as stacked cards, so a phone never scrolls sideways. Only one of
// the two is displayed at a time, so assistive technology meets each item once.
import type { ReactNode } from "react";
import { Link } from "react-router";
import type { AdminCourseRow, AdminCreatorRow } from "../../../../../shared/contracts/editorial";
import { TrustScoreBadge } from "../../../../components/catalog/trust-score-badge";
import { VerifiedBadge } from "../../../../components/catalog/verified-badge";
import { formatCount, formatCoursePrice, formatDate } from "../../../../lib/format";
import { CreatorStatusBadge } from "./creator-status-badge";
import { EditorialStatusBadge } from "./editorial-status-badge";

const TABLE = "w-full text-left text-sm";
const HEAD =
  "border-b border-slate-200 text-xs tracking-wide text-slate-600 uppercase dark:border-slate-800 dark:text-slate-400";
const TH = "px-3 py-2 font-medium";
const ROW = "border-b border-slate-100 align-top last:border-0 dark:border-slate-800";
const TD = "px-3 py-3";
const TITLE_LINK = "font-semibold text-indigo-700 hover:underline dark:text-indigo-300";
const CARDS = "space-y-3 md:hidden";
const CARD =
  "rounded-xl border border-slate-200 bg-white p-4 shadow-sm dark:border-slate-800 dark:bg-slate-900";

export function courseEditorPath(id: number): string {
  return `/admin/catalog/courses/${id}`;
}

export function creatorEditorPath(id: number): string {
  return `/admin/catalog/creators/${id}`;
}

/** A kind of item the desk lists: what it is called, its table's columns and its card on phones. */
export interface DeskList<T> {
  /** One item, several ("course", "courses"). */
  noun: [string, string];
  /** The list's name, for the table's caption and the cards' list. */
  caption: string;
  columns: Column<T>[];
  card: (item: T) => ReactNode;
}

interface Column<T> {
  label: string;
  /** Numbers line up on the right. */
  numeric?: boolean;
  cell: (item: T) => ReactNode;
}

/** One list drawn twice: a table from the md breakpoint, stacked cards below it. */
export function DeskRows<T extends { id: number }>({
  items,
  list: { caption, columns, card },
}: {
  items: T[];
  list: DeskList<T>;
}) {
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm max-md:hidden dark:border-slate-800 dark:bg-slate-900">
        <table className={TABLE}>
          <caption className="sr-only">{caption}</caption>
          <thead className={HEAD}>
            <tr>
              {columns.map((column) => (
                <th key={column.label} scope="col" className={column.numeric ? `${TH} text-right` : TH}>
                  {column.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id} className={ROW}>
                {columns.map((column) => (
                  <td key={column.label} className={column.numeric ? `${TD} text-right tabular-nums` : TD}>
                    {column.cell(item)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className={CARDS}>
        {items.map((item) => (
          <li key={item.id} className={CARD}>
            {card(item)}
          </li>
        ))}
      </ul>
    </>
  );
}

function TitleLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={TITLE_LINK}>
      {children}
    </Link>
  );
}

const updated = (item: { updatedAt: string }) => (
  <span className="whitespace-nowrap">{formatDate(item.updatedAt)}</span>
);

export const COURSE_LIST: DeskList<AdminCourseRow> = {
  noun: ["course", "courses"],
  caption: "Courses",
  columns: [
    {
      label: "Course",
      cell: (course) => (
        <>
          <TitleLink to={courseEditorPath(course.id)}>{course.title}</TitleLink>
          <p className="mt-0.5 text-slate-600 dark:text-slate-400">by {course.creatorName}</p>
        </>
      ),
    },
    { label: "Category", cell: (course) => course.categoryName },
    { label: "Price", numeric: true, cell: (course) => formatCoursePrice(course) },
    {
      label: "Status",
      cell: (course) => (
        <div className="flex flex-wrap gap-1">
          <EditorialStatusBadge status={course.editorialStatus} />
          {course.isVerified ? <VerifiedBadge /> : null}
        </div>
      ),
    },
    { label: "Trust", cell: (course) => <TrustScoreBadge score={course.trustScore} /> },
    { label: "Updated", cell: updated },
  ],
  card: (course) => (
    <>
      <TitleLink to={courseEditorPath(course.id)}>{course.title}</TitleLink>
      <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
        by {course.creatorName} · {course.categoryName}
      </p>
      <div className="mt-2 flex flex-wrap gap-1">
        <EditorialStatusBadge status={course.editorialStatus} />
        {course.isVerified ? <VerifiedBadge /> : null}
        <TrustScoreBadge score={course.trustScore} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        <span className="font-semibold">{formatCoursePrice(course)}</span> · updated{" "}
        {formatDate(course.updatedAt)}
      </p>
    </>
  ),
};

export const CREATOR_LIST: DeskList<AdminCreatorRow> = {
  noun: ["creator", "creators"],
  caption: "Creators",
  columns: [
    {
      label: "Creator",
      cell: (creator) => (
        <>
          <TitleLink to={creatorEditorPath(creator.id)}>{creator.name}</TitleLink>
          <p className="mt-0.5 text-slate-600 dark:text-slate-400">/{creator.slug}</p>
        </>
      ),
    },
    {
      label: "Creator status",
      cell: (creator) => <CreatorStatusBadge status={creator.verificationStatus} />,
    },
    { label: "Desk status", cell: (creator) => <EditorialStatusBadge status={creator.editorialStatus} /> },
    { label: "Courses", numeric: true, cell: (creator) => formatCount(creator.courseCount) },
    { label: "Updated", cell: updated },
  ],
  card: (creator) => (
    <>
      <TitleLink to={creatorEditorPath(creator.id)}>{creator.name}</TitleLink>
      <div className="mt-2 flex flex-wrap gap-1">
        <CreatorStatusBadge status={creator.verificationStatus} />
        <EditorialStatusBadge status={creator.editorialStatus} />
      </div>
      <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
        {formatCount(creator.courseCount)} {creator.courseCount === 1 ? "course" : "courses"} · updated{" "}
        {formatDate(creator.updatedAt)}
      </p>
    </>
  ),
};
