// The course page's Snapshots tab: what the sales page said each time we read it (newest first),
// whether it can still be reached, and what changed between two readings. The two sides are in the
// address (?tab=snapshots&a=<older id>&b=<newer id>): each row links to its changes since the one
// before, and a GET form picks any two, so the comparison works before the app has started. Admins
// also read the page again on demand ("Check now").
import { CircleAlert, GitCompare, Minus, Plus, RefreshCw, TriangleAlert } from "lucide-react";
import { type FormEvent, type ReactNode, useId, useState } from "react";
import { Link, useNavigate } from "react-router";
import type {
  FindingKey,
  RecheckPrice,
  RecheckResult,
  SnapshotDiff,
  SnapshotRow,
} from "../../../../shared/contracts/snapshots";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Label } from "../../../components/ui/label";
import { LoadError } from "../../../components/ui/load-error";
import { LoadingBars } from "../../../components/ui/loading-bars";
import { NativeSelect } from "../../../components/ui/select";
import { isHttpError } from "../../../lib/api-client";
import { useMe } from "../../../lib/auth/get-me";
import { formatCoursePrice, formatDate, formatDateTime, formatMoney, plural } from "../../../lib/format";
import { KEEP_SCROLL } from "../../../lib/keep-scroll";
import { serverErrorOr } from "../../../lib/server-error";
import { useRecheckCourse, useSnapshotDiff, useSnapshotList } from "../api/snapshots";
import { PageChangeItem, PageChangesList } from "./page-changes-list";

const COMPARE = "Compare two snapshots";

const COMPARE_FORM =
  "mt-4 grid items-end gap-3 rounded-xl border border-slate-200 p-4 sm:grid-cols-[1fr_1fr_auto] dark:border-slate-800";
const CHECK_FORM =
  "space-y-3 rounded-xl border border-indigo-200 bg-indigo-50/60 p-4 dark:border-indigo-900 dark:bg-indigo-950/30";

const linkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

function snapshotsHref(courseId: number, a?: number, b?: number): string {
  const base = `/courses/${courseId}?tab=snapshots`;
  return a !== undefined && b !== undefined ? `${base}&a=${a}&b=${b}` : base;
}

function rowId(value: string | null): number | null {
  if (value === null || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 ? id : null;
}

export function CourseSnapshots({
  courseId,
  from,
  to,
}: {
  courseId: number;
  /** The ?a= and ?b= of the address, as given. */
  from: string | null;
  to: string | null;
}) {
  const ids = useId();
  const me = useMe();
  const list = useSnapshotList(courseId);
  const a = rowId(from);
  const b = rowId(to);

  if (list.isPending) {
    return <LoadingBars label="Loading the snapshots…" bars={["h-10 w-full", "h-10 w-full", "h-10 w-2/3"]} />;
  }
  if (list.isError) {
    return <LoadError message={serverErrorOr(list.error, "Failed to load the snapshots")} query={list} />;
  }

  const { items, pageUnreachableSince, pageCheckedAt } = list.data;
  const isAdmin = me.data?.role === "admin";
  return (
    <div className="space-y-8">
      {pageUnreachableSince ? (
        <p
          role="status"
          className="flex gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950 dark:border-amber-800 dark:bg-amber-950/40 dark:text-amber-100"
        >
          <TriangleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          <span>
            We could not reach this sales page since{" "}
            <time dateTime={pageUnreachableSince} className="font-semibold">
              {formatDate(pageUnreachableSince)}
            </time>
            . What it says below is from the last time we could read it.
          </span>
        </p>
      ) : null}

      {isAdmin ? <CheckNow courseId={courseId} /> : null}

      {a !== null && b !== null ? <DiffView courseId={courseId} from={a} to={b} snapshots={items} /> : null}

      <section aria-labelledby={`${ids}-list`}>
        <h2 id={`${ids}-list`} className="text-xl font-semibold">
          Snapshots of the sales page
        </h2>
        <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
          We keep a copy each time we read the page and it had changed.
          {pageCheckedAt ? ` Last checked ${formatDateTime(pageCheckedAt)}.` : null}
        </p>
        {items.length === 0 ? (
          <p className="mt-4 rounded-xl border border-dashed border-slate-300 p-6 text-slate-600 dark:border-slate-700 dark:text-slate-400">
            No snapshots yet: we have not read this course's sales page.
          </p>
        ) : (
          <>
            <SnapshotTable courseId={courseId} items={items} a={a} b={b} />
            {items.length > 1 ? <CompareForm courseId={courseId} items={items} a={a} b={b} /> : null}
          </>
        )}
      </section>
    </div>
  );
}

/** The course's snapshots (newest first) and the two compared, when two are (?a= and ?b=). */
interface SnapshotsShown {
  courseId: number;
  items: SnapshotRow[];
  a: number | null;
  b: number | null;
}

function SnapshotTable({ courseId, items, a, b }: SnapshotsShown) {
  return (
    <ol aria-label="Snapshots" className="mt-4 divide-y divide-slate-200 dark:divide-slate-800">
      {items.map((snapshot, index) => {
        const previous = items[index + 1];
        const shown = previous !== undefined && a === previous.id && b === snapshot.id;
        return (
          <li key={snapshot.id} className="flex flex-wrap items-start justify-between gap-x-4 gap-y-2 py-3">
            <div className="min-w-0">
              <p className="font-medium">
                <time dateTime={snapshot.fetchedAt}>{formatDateTime(snapshot.fetchedAt)}</time>
              </p>
              <p className="break-words text-slate-800 dark:text-slate-200">
                {snapshot.title ?? "Untitled page"}
              </p>
              <p className="text-sm text-slate-600 dark:text-slate-400">
                HTTP {snapshot.status} · {snapshotPrice(snapshot)} ·{" "}
                {plural(snapshot.findingsCount, "red flag")}
              </p>
              <PageChangesList
                changes={snapshot.changes ?? []}
                label={`What changed for a buyer, ${formatDateTime(snapshot.fetchedAt)}`}
                className="mt-2 space-y-1"
              />
            </div>
            {previous ? (
              <Link
                to={snapshotsHref(courseId, previous.id, snapshot.id)}
                preventScrollReset
                state={KEEP_SCROLL}
                aria-current={shown ? "true" : undefined}
                className={buttonClasses({ size: "sm", variant: shown ? "secondary" : "outline" })}
              >
                <GitCompare aria-hidden="true" className="h-4 w-4" />
                What changed
                <span className="sr-only"> since {formatDateTime(previous.fetchedAt)}</span>
              </Link>
            ) : (
              <span className="text-sm text-slate-600 dark:text-slate-400">First snapshot</span>
            )}
          </li>
        );
      })}
    </ol>
  );
}

/** Any two snapshots, by a GET form whose fields are the address's own (tab, a, b). */
function CompareForm({ courseId, items, a, b }: SnapshotsShown) {
  const ids = useId();
  const navigate = useNavigate();
  const [older, setOlder] = useState(String(a ?? items[1]?.id ?? ""));
  const [newer, setNewer] = useState(String(b ?? items[0]?.id ?? ""));

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(snapshotsHref(courseId, Number(older), Number(newer)), {
      preventScrollReset: true,
      state: KEEP_SCROLL,
    });
  }

  const options = items.map((snapshot) => (
    <option key={snapshot.id} value={snapshot.id}>
      {formatDateTime(snapshot.fetchedAt)}
    </option>
  ));
  const here = `/courses/${courseId}`;
  return (
    <form method="get" action={here} onSubmit={handleSubmit} aria-label={COMPARE} className={COMPARE_FORM}>
      <input type="hidden" name="tab" value="snapshots" />
      {(
        [
          ["a", "From (older)", older, setOlder],
          ["b", "To (newer)", newer, setNewer],
        ] as const
      ).map(([name, label, value, setValue]) => (
        <div key={name}>
          <Label htmlFor={`${ids}-${name}`}>{label}</Label>
          <NativeSelect
            id={`${ids}-${name}`}
            name={name}
            value={value}
            onChange={(e) => setValue(e.target.value)}
          >
            {options}
          </NativeSelect>
        </div>
      ))}
      <Button type="submit" variant="outline">
        <GitCompare aria-hidden="true" className="h-4 w-4" />
        Compare
      </Button>
    </form>
  );
}

function DiffView({
  courseId,
  from,
  to,
  snapshots,
}: {
  courseId: number;
  from: number;
  to: number;
  snapshots: SnapshotRow[];
}) {
  const ids = useId();
  const diff = useSnapshotDiff(courseId, from, to);
  const when = (id: number) => {
    const row = snapshots.find((snapshot) => snapshot.id === id);
    return row ? formatDateTime(row.fetchedAt) : `snapshot #${id}`;
  };
  return (
    <section
      aria-labelledby={`${ids}-diff`}
      className="rounded-xl border border-slate-200 p-4 sm:p-5 dark:border-slate-800"
    >
      <h2 id={`${ids}-diff`} className="text-xl font-semibold">
        What changed
      </h2>
      <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
        From {when(from)} to {when(to)} ·{" "}
        <Link to={snapshotsHref(courseId)} preventScrollReset state={KEEP_SCROLL} className={linkClasses}>
          Close
        </Link>
      </p>
      {diff.isPending ? (
        <LoadingBars
          label="Comparing the snapshots…"
          bars={["h-5 w-full", "h-5 w-2/3"]}
          className="mt-4 space-y-2"
        />
      ) : diff.isError ? (
        <p role="alert" className="mt-4 flex gap-2 text-red-700 dark:text-red-300">
          <CircleAlert aria-hidden="true" className="mt-0.5 h-5 w-5 shrink-0" />
          {isHttpError(diff.error) && diff.error.serverError
            ? diff.error.serverError
            : "Failed to compare the snapshots."}
        </p>
      ) : diff.data.diff ? (
        <DiffBody diff={diff.data.diff} />
      ) : null}
    </section>
  );
}

function DiffBody({ diff }: { diff: SnapshotDiff }) {
  const changes = diff.changes ?? [];
  const unchanged =
    changes.length === 0 &&
    diff.addedCount === 0 &&
    diff.removedCount === 0 &&
    diff.findingsAppeared.length === 0 &&
    diff.findingsDisappeared.length === 0 &&
    diff.priceFrom === diff.priceTo &&
    diff.currencyFrom === diff.currencyTo;
  if (unchanged) {
    return <p className="mt-4 text-slate-700 dark:text-slate-300">Nothing changed between these two.</p>;
  }
  return (
    <div className="mt-4 space-y-6">
      {diff.fromReadAgain ? (
        <p className="text-sm text-slate-600 dark:text-slate-400">
          The earlier page was read again the way the newer one was read, so this lists what changed on the
          page, not what changed in how HypeCheck reads pages.
        </p>
      ) : null}
      {changes.length > 0 ? (
        <ChangeList title="For a buyer">
          {changes.map((change) => (
            <PageChangeItem key={`${change.kind}-${change.text}`} change={change} />
          ))}
        </ChangeList>
      ) : null}
      {changes.length === 0 && (diff.priceFrom !== diff.priceTo || diff.currencyFrom !== diff.currencyTo) ? (
        <p>
          <span className="font-medium">Price:</span> {priceText(diff.priceFrom, diff.currencyFrom)} →{" "}
          {priceText(diff.priceTo, diff.currencyTo)}
          {diff.currencyFrom !== null && diff.currencyTo !== null && diff.currencyFrom !== diff.currencyTo
            ? " (a change of currency, not compared)"
            : null}
        </p>
      ) : null}
      <SentenceList
        title={`${plural(diff.addedCount, "sentence")} added`}
        sentences={diff.sentencesAdded}
        total={diff.addedCount}
        kind="added"
      />
      <SentenceList
        title={`${plural(diff.removedCount, "sentence")} removed`}
        sentences={diff.sentencesRemoved}
        total={diff.removedCount}
        kind="removed"
      />
      <FindingList title="Red flags that appeared" findings={diff.findingsAppeared} kind="added" />
      <FindingList title="Red flags that disappeared" findings={diff.findingsDisappeared} kind="removed" />
    </div>
  );
}

const TONE = {
  added:
    "border-l-4 border-emerald-600 bg-emerald-50 text-emerald-950 dark:border-emerald-500 dark:bg-emerald-950/40 dark:text-emerald-100",
  removed:
    "border-l-4 border-red-600 bg-red-50 text-red-950 dark:border-red-500 dark:bg-red-950/40 dark:text-red-100",
} as const;

function SentenceList({
  title,
  sentences,
  total,
  kind,
}: {
  title: string;
  sentences: string[];
  total: number;
  kind: "added" | "removed";
}) {
  if (total === 0) return null;
  const Icon = kind === "added" ? Plus : Minus;
  return (
    <ChangeList
      title={title}
      more={
        total > sentences.length ? (
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            and {plural(total - sentences.length, "more sentence")}.
          </p>
        ) : null
      }
    >
      {sentences.map((sentence, index) => (
        // Sentences may repeat; their place in the list tells them apart.
        // biome-ignore lint/suspicious/noArrayIndexKey: the list is never reordered
        <li key={index} className={`flex gap-2 rounded-r-md px-3 py-1.5 text-sm ${TONE[kind]}`}>
          <Icon aria-hidden="true" className="mt-0.5 h-4 w-4 shrink-0" />
          <span className="sr-only">{kind === "added" ? "Added: " : "Removed: "}</span>
          <span className="min-w-0 break-words">{sentence}</span>
        </li>
      ))}
    </ChangeList>
  );
}

function FindingList({
  title,
  findings,
  kind,
}: {
  title: string;
  findings: FindingKey[];
  kind: "added" | "removed";
}) {
  if (findings.length === 0) return null;
  return (
    <ChangeList title={title}>
      {findings.map((finding) => (
        <li
          key={`${finding.category}-${finding.phrase}`}
          className={`rounded-r-md px-3 py-1.5 text-sm ${TONE[kind]}`}
        >
          <span className="font-medium">{finding.label}</span>: “{finding.phrase}”
        </li>
      ))}
    </ChangeList>
  );
}

/** A titled list of changes (the list is named by its title), with a line after it when given. */
function ChangeList({ title, more, children }: { title: string; more?: ReactNode; children: ReactNode }) {
  const ids = useId();
  return (
    <div>
      <h3 id={`${ids}-title`} className="font-semibold">
        {title}
      </h3>
      <ul aria-labelledby={`${ids}-title`} className="mt-2 space-y-1.5">
        {children}
      </ul>
      {more}
    </div>
  );
}

function priceText(price: number | null, currency: string | null): string {
  return price === null || currency === null ? "not stated on the page" : formatMoney(price, currency);
}

/** A snapshot's price as the page charged it, or that the page stated none. */
function snapshotPrice(snapshot: SnapshotRow): string {
  if (snapshot.price === null || snapshot.currency === null) return "price not stated on the page";
  return snapshot.billing === null
    ? formatMoney(snapshot.price, snapshot.currency)
    : formatCoursePrice({ price: snapshot.price, currency: snapshot.currency, billing: snapshot.billing });
}

function recheckPrice(price: RecheckPrice): string {
  return formatCoursePrice({ ...price, price: price.amount });
}

function CheckNow({ courseId }: { courseId: number }) {
  const recheck = useRecheckCourse(courseId);
  const [result, setResult] = useState<RecheckResult | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (recheck.isPending) return;
    setError(null);
    setResult(null);
    try {
      setResult(await recheck.mutateAsync());
    } catch (failure) {
      setError(serverErrorOr(failure));
    }
  }

  return (
    <form method="post" onSubmit={handleSubmit} aria-label="Check the sales page now" className={CHECK_FORM}>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          Admins: read the sales page now instead of waiting for the page watch.
        </p>
        <Button type="submit" size="sm" disabled={recheck.isPending}>
          <RefreshCw aria-hidden="true" className={`h-4 w-4 ${recheck.isPending ? "animate-spin" : ""}`} />
          {recheck.isPending ? "Checking…" : "Check now"}
        </Button>
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {result ? <RecheckOutcome courseId={courseId} result={result} /> : null}
    </form>
  );
}

function RecheckOutcome({ courseId, result }: { courseId: number; result: RecheckResult }) {
  const at = formatDateTime(result.checkedAt);
  let text: string;
  if (result.outcome === "unchanged") text = `Checked ${at}: the page has not changed.`;
  else if (result.outcome === "unreachable")
    text = `Checked ${at}: the page could not be read${result.reason ? ` (${result.reason})` : ""}. ${plural(result.failures, "failed reading")} in a row.`;
  else
    text = `Checked ${at}: the page changed. ${plural(result.sentencesAdded, "sentence")} added, ${result.sentencesRemoved} removed; ${plural(result.findingsAppeared.length, "red flag")} appeared, ${result.findingsDisappeared.length} disappeared.`;
  const diffHref =
    result.outcome === "changed" && result.snapshotId !== null && result.previousSnapshotId !== null
      ? snapshotsHref(courseId, result.previousSnapshotId, result.snapshotId)
      : null;
  return (
    <div role="status" className="text-sm">
      <p className="font-medium">{text}</p>
      {result.price ? (
        <p className="mt-1">
          Price on the page:{" "}
          {result.price.from === null
            ? `${recheckPrice(result.price.to)} (the course's price was not known)`
            : `${recheckPrice(result.price.from)} → ${recheckPrice(result.price.to)}`}
          {result.price.currencyChanged ? " (a change of currency, not compared)" : ""}.
        </p>
      ) : result.priceRead === false ? (
        <p className="mt-1">
          The page states no price we could read with confidence: the course's price is left as it was.
        </p>
      ) : null}
      <PageChangesList
        changes={result.changes ?? []}
        label="What changed for a buyer"
        className="mt-2 space-y-1.5"
      />
      {result.trustScore !== null ? <p className="mt-1">Trust score now {result.trustScore}.</p> : null}
      {diffHref ? (
        <p className="mt-1">
          <Link to={diffHref} preventScrollReset state={KEEP_SCROLL} className={linkClasses}>
            See what changed
          </Link>
        </p>
      ) : null}
    </div>
  );
}
