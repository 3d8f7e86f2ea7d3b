// The editors' loading, not-found and failed states.
import { Link } from "react-router";
import { buttonClasses } from "../../../../components/ui/button";
import { LoadError } from "../../../../components/ui/load-error";
import { Skeleton } from "../../../../components/ui/skeleton";
import { isHttpError } from "../../../../lib/api-client";
import { serverErrorOr } from "../../../../lib/server-error";

export function EditorSkeleton({ label }: { label: string }) {
  return (
    <div className="mt-6 space-y-4">
      <span role="status" className="sr-only">
        {label}
      </span>
      <Skeleton className="h-8 w-2/3" />
      <Skeleton className="h-4 w-1/2" />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Skeleton className="h-96 w-full rounded-xl" />
        <Skeleton className="h-64 w-full rounded-xl" />
      </div>
    </div>
  );
}

export function EditorLoadFailed({
  query,
  noun,
}: {
  query: { error: unknown; refetch: () => unknown; isFetching: boolean };
  noun: "course" | "creator";
}) {
  if (isHttpError(query.error) && query.error.status === 404) return <EditorNotFound noun={noun} />;
  return (
    <div className="mt-6">
      <LoadError message={serverErrorOr(query.error, `Failed to load the ${noun}`)} query={query} />
    </div>
  );
}

export function EditorNotFound({ noun }: { noun: "course" | "creator" }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="text-lg font-medium">There is no such {noun}.</p>
      <Link to="/admin/catalog" className={buttonClasses({ className: "mt-4" })}>
        Back to the catalogue
      </Link>
    </div>
  );
}
