// The editors' frame: the page around a new item's form, the states before an item has loaded
// (not found, loading, failed), and the two-column layout of an item with its audit below.
import type { UseQueryResult } from "@tanstack/react-query";
import type { ComponentType, ReactNode } from "react";
import { Link, useParams } from "react-router";
import type { AuditEvent } from "../../../../../shared/contracts/editorial";
import { parseRowId } from "../../../../../shared/domain/ids";
import { buttonClasses } from "../../../../components/ui/button";
import { Card, CardContent, CardHeader, CardTitle } from "../../../../components/ui/card";
import { LoadError } from "../../../../components/ui/load-error";
import { Skeleton } from "../../../../components/ui/skeleton";
import { isHttpError } from "../../../../lib/api-client";
import { serverErrorOr } from "../../../../lib/server-error";
import { useDocumentTitle } from "../../../../lib/use-document-title";
import { AuditList } from "./audit-list";
import { EditorHeader } from "./editor-header";

type Noun = "course" | "creator";

const NOUN_TITLES: Record<Noun, string> = { course: "Course", creator: "Creator" };

export const EDITOR_PAGE = "mx-auto max-w-6xl px-4 py-8 sm:px-6 sm:py-10";

interface Back {
  backTo: string;
  backLabel: string;
}

/** A new item: the header and its form in one card. */
export function NewItemPage({
  title,
  backTo,
  backLabel,
  children,
}: Back & { title: string; children: ReactNode }) {
  return (
    <div className={EDITOR_PAGE}>
      <EditorHeader title={title} backTo={backTo} backLabel={backLabel} />
      <div className="mt-6 max-w-3xl">
        <Card>
          <CardContent>{children}</CardContent>
        </Card>
      </div>
    </div>
  );
}

/** An item that is not there yet: not found (a bad id), loading, or failed to load. */
export function ItemNotLoaded({
  noun,
  id,
  query,
  backTo,
  backLabel,
}: Back & {
  noun: Noun;
  id: number | null;
  query: { isPending: boolean; error: unknown; refetch: () => unknown; isFetching: boolean };
}) {
  return (
    <div className={EDITOR_PAGE}>
      <EditorHeader title={NOUN_TITLES[noun]} backTo={backTo} backLabel={backLabel} />
      {id === null ? (
        <EditorNotFound noun={noun} />
      ) : query.isPending ? (
        <EditorSkeleton label={`Loading the ${noun}…`} />
      ) : (
        <EditorLoadFailed query={query} noun={noun} />
      )}
    </div>
  );
}

/**
 * The screen of one kind of item, at …/new and …/{id}: the `New` item's page, or the item's `Editor`
 * once it has loaded (its state until then; not found for an id that is no row id).
 */
export function itemEditorPage<T>({
  noun,
  back,
  useItem,
  name,
  New,
  Editor,
}: {
  noun: Noun;
  back: Back;
  useItem: (id: number | null) => UseQueryResult<T>;
  /** The item's name, for the tab's title. */
  name: (item: T) => string;
  New: ComponentType;
  Editor: ComponentType<{ item: T }>;
}) {
  function Existing({ id }: { id: number | null }) {
    const query = useItem(id);
    return (
      <ExistingItem noun={noun} id={id} query={query} name={name} {...back}>
        {(item) => <Editor item={item} />}
      </ExistingItem>
    );
  }
  return function ItemEditorPage() {
    const { id: rawId } = useParams();
    if (rawId === undefined) return <New />;
    return <Existing key={rawId} id={parseRowId(rawId)} />;
  };
}

/** The item `id`: its editor (`children`) once it has loaded, its state until then. The tab's title
 * names the item as soon as it is known. */
function ExistingItem<T>({
  noun,
  id,
  query,
  name,
  children,
  ...back
}: Back & {
  noun: Noun;
  id: number | null;
  query: UseQueryResult<T>;
  name: (item: T) => string;
  children: (item: T) => ReactNode;
}) {
  useDocumentTitle(`${query.data ? name(query.data) : NOUN_TITLES[noun]} · Catalogue · HypeCheck`);
  if (id === null || query.isPending || query.isError) {
    return <ItemNotLoaded noun={noun} id={id} query={query} {...back} />;
  }
  return children(query.data);
}

/** An item's editor: the header with its badges, the details form, the side panels, then the audit. */
export function ItemEditor({
  title,
  backTo,
  backLabel,
  badges,
  form,
  side,
  audit,
  currency,
}: Back & {
  title: string;
  badges: ReactNode;
  form: ReactNode;
  side: ReactNode;
  audit: AuditEvent[];
  /** A course's currency, for the amounts in its audit. */
  currency?: string;
}) {
  return (
    <div className={EDITOR_PAGE}>
      <EditorHeader title={title} backTo={backTo} backLabel={backLabel}>
        {badges}
      </EditorHeader>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <Card className="min-w-0">
          <CardHeader>
            <CardTitle>Details</CardTitle>
          </CardHeader>
          <CardContent>{form}</CardContent>
        </Card>
        <div className="min-w-0 space-y-6">{side}</div>
      </div>
      <div className="mt-6">
        <AuditList events={audit} currency={currency} />
      </div>
    </div>
  );
}

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
  noun: Noun;
}) {
  if (isHttpError(query.error) && query.error.status === 404) return <EditorNotFound noun={noun} />;
  return (
    <div className="mt-6">
      <LoadError message={serverErrorOr(query.error, `Failed to load the ${noun}`)} query={query} />
    </div>
  );
}

export function EditorNotFound({ noun }: { noun: Noun }) {
  return (
    <div className="mt-6 rounded-xl border border-dashed border-slate-300 p-10 text-center dark:border-slate-700">
      <p className="text-lg font-medium">There is no such {noun}.</p>
      <Link to="/admin/catalog" className={buttonClasses({ className: "mt-4" })}>
        Back to the catalogue
      </Link>
    </div>
  );
}
