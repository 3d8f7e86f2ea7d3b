// /account/watchlist (behind RequireAuth): the courses and creators the member follows, each with
// the latest change they were told about, the price target of a course (editable), Remove, and
// whether changes are also e-mailed. The Free plan's limit is stated with the way to lift it.
import { X } from "lucide-react";
import { Link } from "react-router";
import type { WatchItem, WatchlistResponse } from "../../../../shared/contracts/watchlist";
import { NOT_COMPARED } from "../../../../shared/domain/money-format";
import { Badge } from "../../../components/ui/badge";
import { Button, buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardTitle } from "../../../components/ui/card";
import { QueryView } from "../../../components/ui/query-view";
import { Spinner } from "../../../components/ui/spinner";
import { useToast } from "../../../components/ui/toast";
import { formatDate, formatDateTime, formatPrice } from "../../../lib/format";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useRemoveWatchItem, useWatchlist } from "../api/watchlist";
import { EmailSettingForm } from "../components/email-setting-form";
import { PriceTargetForm } from "../components/price-target-form";

const linkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

export function WatchlistPage() {
  useDocumentTitle("Your watchlist · HypeCheck");
  const watchlist = useWatchlist();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10 sm:px-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">Your watchlist</h1>
        <p className="mt-2 text-slate-700 dark:text-slate-300">
          The courses and creators you follow. When a trust band moves, a verification is given or taken away,
          a scam report is confirmed, a sales page changes or a price reaches your target, we tell you under
          the bell at the top.
        </p>
      </div>
      <QueryView
        query={watchlist}
        loading={<Spinner label="Loading your watchlist…" />}
        error="We couldn't load your watchlist."
      >
        {(list) => <Watchlist list={list} />}
      </QueryView>
    </div>
  );
}

function Watchlist({ list }: { list: WatchlistResponse }) {
  const { toast } = useToast();
  const remove = useRemoveWatchItem();

  function handleRemove(item: WatchItem) {
    remove.mutate(item.id, {
      onSuccess: (answer) => toast({ title: answer.message, description: item.name }),
      onError: () =>
        toast({
          title: "Error",
          description: "We couldn't remove it. Please try again.",
          variant: "destructive",
        }),
    });
  }

  return (
    <>
      <p className="text-sm text-slate-700 dark:text-slate-300">
        {list.limit === null ? (
          `You follow ${list.items.length} of as many as you like.`
        ) : (
          <>
            You follow {list.items.length} of {list.limit} on the Free plan.{" "}
            <Link to="/pricing" className={linkClasses}>
              Paid plans follow as many as you like
            </Link>
            .
          </>
        )}
      </p>

      {list.items.length === 0 ? (
        <div className="rounded-xl border border-dashed border-slate-300 p-8 text-center dark:border-slate-700">
          <p className="font-semibold">You don't follow anything yet.</p>
          <p className="mt-1 text-sm text-slate-600 dark:text-slate-400">
            Open a course or a creator and choose Follow.
          </p>
          <div className="mt-4 flex flex-wrap justify-center gap-3">
            <Link to="/courses" className={buttonClasses({ variant: "outline", size: "sm" })}>
              Browse courses
            </Link>
            <Link to="/creators" className={buttonClasses({ variant: "outline", size: "sm" })}>
              Browse creators
            </Link>
          </div>
        </div>
      ) : (
        <ul aria-label="Followed courses and creators" className="space-y-4">
          {list.items.map((item) => (
            <li key={item.id}>
              <WatchItemCard
                item={item}
                removing={remove.isPending && remove.variables === item.id}
                onRemove={handleRemove}
              />
            </li>
          ))}
        </ul>
      )}

      <Card>
        <CardContent className="space-y-3">
          <CardTitle>E-mail</CardTitle>
          <EmailSettingForm email={list.email} />
        </CardContent>
      </Card>
    </>
  );
}

function WatchItemCard({
  item,
  removing,
  onRemove,
}: {
  item: WatchItem;
  removing: boolean;
  onRemove: (item: WatchItem) => void;
}) {
  const isCourse = item.targetType === "course";
  return (
    <article
      aria-label={item.name}
      className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 space-y-1">
          <div className="flex flex-wrap items-center gap-2">
            <Badge tone={isCourse ? "indigo" : "grey"}>{isCourse ? "Course" : "Creator"}</Badge>
            <Link
              to={item.link}
              className="font-semibold break-words text-indigo-700 hover:underline dark:text-indigo-300"
            >
              {item.name}
            </Link>
          </div>
          {isCourse ? (
            <p className="text-sm text-slate-700 dark:text-slate-300">
              {item.currentPrice === null ? null : (
                <>
                  Price now{" "}
                  <span className="font-semibold tabular-nums">
                    {formatPrice(item.currentPrice, item.currency ?? "USD")}
                  </span>
                </>
              )}
              {item.trustScore === null ? null : (
                <>
                  {" · "}Trust score <span className="font-semibold tabular-nums">{item.trustScore}</span>
                </>
              )}
            </p>
          ) : null}
          {isCourse && item.priceTargetCurrency !== null && item.priceTargetCurrency !== item.currency ? (
            <p className="text-sm text-amber-800 dark:text-amber-300">
              Your target is in {item.priceTargetCurrency}; the course is now {NOT_COMPARED}.
            </p>
          ) : null}
        </div>
        <Button variant="outline" size="sm" disabled={removing} onClick={() => onRemove(item)}>
          <X aria-hidden="true" className="h-4 w-4" />
          Remove<span className="sr-only"> {item.name}</span>
        </Button>
      </div>
      <div className="mt-3 rounded-lg bg-slate-50 p-3 text-sm dark:bg-slate-800/60">
        <p className="font-medium">Latest change</p>
        {item.latestChange === null || item.latestChangeAt === null ? (
          <p className="text-slate-600 dark:text-slate-400">
            Nothing has changed since you followed it on {formatDate(item.createdAt)}.
          </p>
        ) : (
          <p className="text-slate-700 dark:text-slate-300">
            {item.latestChange}{" "}
            <time
              dateTime={item.latestChangeAt}
              className="whitespace-nowrap text-slate-600 dark:text-slate-400"
            >
              ({formatDateTime(item.latestChangeAt)})
            </time>
          </p>
        )}
      </div>
      {isCourse ? (
        <div className="mt-3">
          <PriceTargetForm item={item} />
        </div>
      ) : null}
    </article>
  );
}
