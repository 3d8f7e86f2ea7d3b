// <PublicRecordsPanel courseId={…} /> or <PublicRecordsPanel creatorSlug="…" />: the public
// enforcement records an admin confirmed are about a course's creator (or a creator), with the
// evidence and a way to dispute the match. Nothing when there are none. For the course page: import
// it with lazy() so no first screen carries it (docs/public-records.md).
import { useQuery } from "@tanstack/react-query";
import { Landmark } from "lucide-react";
import { Link } from "react-router";
import { publicRecordRoutes } from "../../../../shared/contracts/public-records.routes";
import { publicRecordsApi } from "../../../lib/api/public-records";
import { PUBLIC_RECORDS_PAGE, PublicRecordList } from "./public-records";

export type PublicRecordsPanelProps =
  | { courseId: number; creatorSlug?: undefined }
  | { creatorSlug: string; courseId?: undefined };

export function usePanelRecords(props: PublicRecordsPanelProps) {
  return useQuery(
    props.courseId !== undefined
      ? {
          queryKey: [publicRecordRoutes.ofCourse.path, props.courseId],
          queryFn: ({ signal }) => publicRecordsApi.ofCourse({ params: { id: props.courseId }, signal }),
        }
      : {
          queryKey: [publicRecordRoutes.ofCreator.path, props.creatorSlug],
          queryFn: ({ signal }) =>
            publicRecordsApi.ofCreator({ params: { slug: props.creatorSlug }, signal }),
        },
  );
}

export function PublicRecordsPanel(props: PublicRecordsPanelProps) {
  const records = usePanelRecords(props);
  const data = records.data;
  if (!data || data.items.length === 0 || !data.creator) return null;
  return (
    <section
      id="public-records"
      aria-labelledby="public-records-title"
      className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 id="public-records-title" className="flex items-center gap-2 text-lg font-semibold">
        <Landmark aria-hidden="true" className="h-5 w-5 text-slate-500" />
        Public enforcement records about {data.creator.name}
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        What regulators and courts published, as they published it. An admin checked that each is about this
        creator.{" "}
        <Link
          to={PUBLIC_RECORDS_PAGE}
          className="font-medium text-indigo-700 hover:underline dark:text-indigo-300"
        >
          How we match records
        </Link>
      </p>
      <div className="mt-4">
        <PublicRecordList name={data.creator.name} records={data.items} disputable />
      </div>
    </section>
  );
}
