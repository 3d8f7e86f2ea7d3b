// The desk's two lists. From the md breakpoint a table (one row per item, the title linking to its
// editor); below it the same items as stacked cards, so a phone never scrolls sideways. Only one of
// the two is displayed at a time, so assistive technology meets each item once.
import { Link } from "react-router";
import type { AdminCourseRow, AdminCreatorRow } from "../../../../../shared/contracts/editorial";
import { TrustScoreBadge } from "../../../../components/catalog/trust-score-badge";
import { VerifiedBadge } from "../../../../components/catalog/verified-badge";
import { formatCount, formatDate, formatPrice } from "../../../../lib/format";
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

export function CourseRows({ items, caption }: { items: AdminCourseRow[]; caption: string }) {
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm max-md:hidden dark:border-slate-800 dark:bg-slate-900">
        <table className={TABLE}>
          <caption className="sr-only">{caption}</caption>
          <thead className={HEAD}>
            <tr>
              <th scope="col" className={TH}>
                Course
              </th>
              <th scope="col" className={TH}>
                Category
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Price
              </th>
              <th scope="col" className={TH}>
                Status
              </th>
              <th scope="col" className={TH}>
                Trust
              </th>
              <th scope="col" className={TH}>
                Updated
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((course) => (
              <tr key={course.id} className={ROW}>
                <td className={TD}>
                  <Link to={courseEditorPath(course.id)} className={TITLE_LINK}>
                    {course.title}
                  </Link>
                  <p className="mt-0.5 text-slate-600 dark:text-slate-400">by {course.creatorName}</p>
                </td>
                <td className={TD}>{course.categoryName}</td>
                <td className={`${TD} text-right tabular-nums`}>{formatPrice(course.price)}</td>
                <td className={TD}>
                  <div className="flex flex-wrap gap-1">
                    <EditorialStatusBadge status={course.editorialStatus} />
                    {course.isVerified ? <VerifiedBadge /> : null}
                  </div>
                </td>
                <td className={TD}>
                  <TrustScoreBadge score={course.trustScore} />
                </td>
                <td className={`${TD} whitespace-nowrap`}>{formatDate(course.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className={CARDS}>
        {items.map((course) => (
          <li key={course.id} className={CARD}>
            <Link to={courseEditorPath(course.id)} className={TITLE_LINK}>
              {course.title}
            </Link>
            <p className="mt-0.5 text-sm text-slate-600 dark:text-slate-400">
              by {course.creatorName} · {course.categoryName}
            </p>
            <div className="mt-2 flex flex-wrap gap-1">
              <EditorialStatusBadge status={course.editorialStatus} />
              {course.isVerified ? <VerifiedBadge /> : null}
              <TrustScoreBadge score={course.trustScore} />
            </div>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              <span className="font-semibold">{formatPrice(course.price)}</span> · updated{" "}
              {formatDate(course.updatedAt)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

export function CreatorRows({ items, caption }: { items: AdminCreatorRow[]; caption: string }) {
  return (
    <>
      <div className="overflow-x-auto rounded-xl border border-slate-200 bg-white shadow-sm max-md:hidden dark:border-slate-800 dark:bg-slate-900">
        <table className={TABLE}>
          <caption className="sr-only">{caption}</caption>
          <thead className={HEAD}>
            <tr>
              <th scope="col" className={TH}>
                Creator
              </th>
              <th scope="col" className={TH}>
                Creator status
              </th>
              <th scope="col" className={TH}>
                Desk status
              </th>
              <th scope="col" className={`${TH} text-right`}>
                Courses
              </th>
              <th scope="col" className={TH}>
                Updated
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((creator) => (
              <tr key={creator.id} className={ROW}>
                <td className={TD}>
                  <Link to={creatorEditorPath(creator.id)} className={TITLE_LINK}>
                    {creator.name}
                  </Link>
                  <p className="mt-0.5 text-slate-600 dark:text-slate-400">/{creator.slug}</p>
                </td>
                <td className={TD}>
                  <CreatorStatusBadge status={creator.verificationStatus} />
                </td>
                <td className={TD}>
                  <EditorialStatusBadge status={creator.editorialStatus} />
                </td>
                <td className={`${TD} text-right tabular-nums`}>{formatCount(creator.courseCount)}</td>
                <td className={`${TD} whitespace-nowrap`}>{formatDate(creator.updatedAt)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul aria-label={caption} className={CARDS}>
        {items.map((creator) => (
          <li key={creator.id} className={CARD}>
            <Link to={creatorEditorPath(creator.id)} className={TITLE_LINK}>
              {creator.name}
            </Link>
            <div className="mt-2 flex flex-wrap gap-1">
              <CreatorStatusBadge status={creator.verificationStatus} />
              <EditorialStatusBadge status={creator.editorialStatus} />
            </div>
            <p className="mt-2 text-sm text-slate-700 dark:text-slate-300">
              {formatCount(creator.courseCount)} {creator.courseCount === 1 ? "course" : "courses"} · updated{" "}
              {formatDate(creator.updatedAt)}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}
