// /price-tracker: a member sets a target price on a course and is told when it is reached. The
// screen has the form, the member's alerts, the catalogue's recent price drops and a 12-month price
// chart with camelcamelcamel's "good deal" flag. Guests get the 'Unauthorized' notice and go to
// sign in after 500 ms.
import { BellRing, LineChart, TrendingDown } from "lucide-react";
import { useState } from "react";
import {
  CreatePriceAlertBody,
  PRICE_ALERT_MESSAGES,
  type PriceAlert,
  type PriceAlertListResponse,
} from "../../../../shared/contracts/price-alerts";
import { MembersOnly, ToolPage } from "../../../components/tool-page";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/card";
import { EmptyState } from "../../../components/ui/empty-state";
import { LoadingBars } from "../../../components/ui/loading-bars";
import { QueryList } from "../../../components/ui/query-view";
import { TitledCard } from "../../../components/ui/titled-section";
import { useToast } from "../../../components/ui/toast";
import { isHttpError } from "../../../lib/api-client";
import { useCreatePriceAlert } from "../api/create-price-alert";
import { useDeletePriceAlert } from "../api/delete-price-alert";
import { useCourseOptions } from "../api/get-course-options";
import { usePriceAlerts } from "../api/get-price-alerts";
import { usePriceDrops } from "../api/get-price-drops";
import { AlertsUpsell } from "../components/alerts-upsell";
import { type AlertFormValues, PriceAlertForm } from "../components/price-alert-form";
import { PriceAlertList } from "../components/price-alert-list";
import { PriceDropsList } from "../components/price-drops-list";
import { PriceHistoryPanel } from "../components/price-history-panel";

export function PriceTrackerPage() {
  return (
    <ToolPage
      icon={TrendingDown}
      title="Course Price Tracker"
      intro="Set the price you're willing to pay for a course and we'll tell you when it gets there. See a year of price history first: a 'limited-time' discount that is always on is not a deal."
    >
      <div className="mt-8">
        <MembersOnly
          path="/price-tracker"
          notice="Please sign in to use the price tracker."
          detail="Price alerts belong to your account. Taking you to sign in…"
        >
          <Tracker />
        </MembersOnly>
      </div>
    </ToolPage>
  );
}

function limitText(list: PriceAlertListResponse): string | null {
  if (list.activeLimit === null) return null;
  return `${list.activeCount} of ${list.activeLimit} active alerts used`;
}

function Tracker() {
  const { toast } = useToast();
  const alerts = usePriceAlerts();
  const create = useCreatePriceAlert();
  const remove = useDeletePriceAlert();
  const courses = useCourseOptions();
  const [pickedCourseId, setPickedCourseId] = useState<number | null>(null);
  const [chartCourseId, setChartCourseId] = useState<number | null>(null);

  // The chart follows the last choice: an alert's "Price history", else the picked course, else the
  // newest alert.
  const shownCourseId = chartCourseId ?? pickedCourseId ?? alerts.data?.items[0]?.courseId ?? null;
  const shownCourseName =
    alerts.data?.items.find((alert) => alert.courseId === shownCourseId)?.courseName ??
    courses.data?.find((course) => course.id === shownCourseId)?.title ??
    "this course";

  async function handleCreate(values: AlertFormValues): Promise<boolean> {
    if (values.courseId === "" || values.targetPrice.trim() === "") {
      toast({
        title: PRICE_ALERT_MESSAGES.missingTitle,
        description: PRICE_ALERT_MESSAGES.missing,
        variant: "destructive",
      });
      return false;
    }
    const body = CreatePriceAlertBody.safeParse({
      courseId: Number(values.courseId),
      targetPrice: Number(values.targetPrice),
    });
    if (!body.success) {
      toast({
        title: PRICE_ALERT_MESSAGES.invalidTitle,
        description: PRICE_ALERT_MESSAGES.invalid,
        variant: "destructive",
      });
      return false;
    }
    try {
      await create.mutateAsync(body.data);
      toast({ title: PRICE_ALERT_MESSAGES.created });
      setChartCourseId(body.data.courseId);
      return true;
    } catch (error) {
      const server = isHttpError(error) && error.status < 500 ? error.serverError : undefined;
      toast({
        title: server === PRICE_ALERT_MESSAGES.limit ? PRICE_ALERT_MESSAGES.limitTitle : "Error",
        description: server ?? PRICE_ALERT_MESSAGES.createFailed,
        variant: "destructive",
      });
      return false;
    }
  }

  function handleDelete(alert: PriceAlert) {
    remove.mutate(alert.id, {
      onSuccess: () => toast({ title: PRICE_ALERT_MESSAGES.deleted }),
      onError: () =>
        toast({
          title: "Error",
          description: "Failed to delete the alert. Please try again.",
          variant: "destructive",
        }),
    });
  }

  const list = alerts.data;
  const atLimit = list !== undefined && list.activeLimit !== null && list.activeCount >= list.activeLimit;

  return (
    <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
      <div className="min-w-0 space-y-6">
        <TitledCard
          title="Create a price alert"
          icon={BellRing}
          iconClassName="text-indigo-700 dark:text-indigo-300"
          description="We check prices as they change and notify you here (the bell at the top) when a course reaches your target."
          contentClassName="space-y-4"
        >
          <PriceAlertForm
            onSubmit={handleCreate}
            onCourseChange={(id) => {
              setPickedCourseId(id);
              setChartCourseId(null);
            }}
            pending={create.isPending}
          />
          {list && limitText(list) ? (
            <p className="text-sm font-medium text-slate-700 dark:text-slate-300">{limitText(list)}</p>
          ) : null}
          {atLimit ? <AlertsUpsell /> : null}
        </TitledCard>

        <TitledCard title="Your price alerts" contentClassName="pt-2">
          <QueryList
            query={alerts}
            loading={<ListSkeleton label="Loading your price alerts…" />}
            error="Failed to load your price alerts."
            empty={
              <EmptyState
                title="No price alerts yet"
                text="Pick a course above and set the price you'd pay."
              />
            }
          >
            {(items) => (
              <PriceAlertList
                alerts={items}
                selectedCourseId={shownCourseId}
                onShowHistory={setChartCourseId}
                onDelete={handleDelete}
                deletingId={remove.isPending ? (remove.variables ?? null) : null}
              />
            )}
          </QueryList>
        </TitledCard>

        <Card>
          <CardHeader>
            <CardTitle className="flex items-center gap-2">
              <LineChart aria-hidden="true" className="h-5 w-5 text-indigo-700 dark:text-indigo-300" />
              Price history
            </CardTitle>
            <CardDescription>
              {shownCourseId === null
                ? "Pick a course or an alert to see its prices over the last 12 months."
                : `${shownCourseName}, last 12 months. A price within 5% of the 12-month low is flagged as a good deal.`}
            </CardDescription>
          </CardHeader>
          {shownCourseId === null ? (
            <div className="pb-6" />
          ) : (
            <CardContent>
              <PriceHistoryPanel key={shownCourseId} courseId={shownCourseId} courseName={shownCourseName} />
            </CardContent>
          )}
        </Card>
      </div>

      <PriceDropsCard />
    </div>
  );
}

function PriceDropsCard() {
  const drops = usePriceDrops();
  return (
    <TitledCard
      title="Recent price drops"
      icon={TrendingDown}
      iconClassName="text-emerald-700 dark:text-emerald-300"
      className="self-start"
      contentClassName="pt-2"
    >
      <QueryList
        query={drops}
        loading={<ListSkeleton label="Loading price drops…" />}
        error="Failed to load price drops."
        empty={
          <EmptyState
            title="No recent price drops"
            text="When a course in our catalogue gets cheaper, it shows here."
          />
        }
      >
        {(items) => <PriceDropsList drops={items} />}
      </QueryList>
    </TitledCard>
  );
}

function ListSkeleton({ label }: { label: string }) {
  return (
    <LoadingBars
      label={label}
      className="space-y-3 py-2"
      bars={["h-5 w-2/3", "h-4 w-1/2", "h-5 w-3/4", "h-4 w-1/3"]}
    />
  );
}
