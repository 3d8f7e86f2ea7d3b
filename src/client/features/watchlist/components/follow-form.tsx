// The follow form of a course or creator page: Follow (with an optional price target on a course),
// or, once followed, what is set and Unfollow. The plan's limit and bad input come back as the
// server's words, under the field or above the button.
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { FollowBody, WATCHLIST_MESSAGES, type WatchTargetType } from "../../../../shared/contracts/watchlist";
import { watchlistRoutes } from "../../../../shared/contracts/watchlist.routes";
import { Button } from "../../../components/ui/button";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Spinner } from "../../../components/ui/spinner";
import { watchlistApi } from "../../../lib/api/watchlist";
import { isHttpError } from "../../../lib/api-client";
import { formatPrice } from "../../../lib/format";
import { serverErrorOr } from "../../../lib/server-error";
import { PriceInput, priceOf } from "./price-input";

const WATCHLIST_KEY = [watchlistRoutes.list.path] as const;
const linkClasses = "font-medium text-indigo-700 underline dark:text-indigo-300";

export function FollowForm({
  targetType,
  targetId,
  currency = "USD",
}: {
  targetType: WatchTargetType;
  targetId: number;
  /** A course's currency: its price target is in it. */
  currency?: string;
}) {
  const queryClient = useQueryClient();
  const watchlist = useQuery({
    queryKey: WATCHLIST_KEY,
    queryFn: ({ signal }) => watchlistApi.list({ signal }),
    staleTime: 0,
  });
  const form = useContractForm(FollowBody, { priceTarget: "" });
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState<string | null>(null);
  const [limited, setLimited] = useState(false);
  const unfollow = useMutation({
    mutationFn: (id: number) => watchlistApi.remove({ params: { id }, expectedStatuses: [404] }),
    onSuccess: (answer) => setSaid(answer.message),
    onSettled: () => queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY }),
  });

  if (watchlist.isPending) return <Spinner label="Loading your watchlist…" />;
  const item = watchlist.data?.items.find((i) => i.targetType === targetType && i.targetId === targetId);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    setSaid(null);
    setLimited(false);
    const body = form.validate({ targetType, targetId, priceTarget: priceOf(form.values.priceTarget) });
    if (body === null) return;
    setPending(true);
    try {
      const answer = await watchlistApi.follow({ body, expectedStatuses: [400, 403, 404] });
      setSaid(answer.message);
      form.reset();
      await queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY });
    } catch (error) {
      const message = serverErrorOr(error);
      if (isHttpError(error) && error.status === 403) setLimited(true);
      if (message === WATCHLIST_MESSAGES.invalidPrice) form.fail("priceTarget", message);
      else form.setFormError(message);
    } finally {
      setPending(false);
    }
  }

  const status = said ? (
    <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
      {said}
    </p>
  ) : null;

  if (item) {
    return (
      <div className="space-y-3">
        <p className="text-sm text-slate-700 dark:text-slate-300">
          <span className="font-semibold">You follow it.</span>{" "}
          {item.targetType === "course"
            ? item.priceTarget === null
              ? "No price target set."
              : `Price target: ${formatPrice(item.priceTarget, item.priceTargetCurrency ?? currency)}.`
            : null}
        </p>
        {status}
        <div className="flex flex-wrap items-center gap-3">
          <Button
            variant="outline"
            size="sm"
            disabled={unfollow.isPending}
            onClick={() => unfollow.mutate(item.id)}
          >
            Unfollow
          </Button>
          <Link to="/account/watchlist" className={`text-sm ${linkClasses}`}>
            Your watchlist
          </Link>
        </div>
      </div>
    );
  }

  return (
    <form method="post" onSubmit={handleSubmit} noValidate aria-label="Follow" className="space-y-3">
      {targetType === "course" ? (
        <FormField
          form={form}
          name="priceTarget"
          label={`Price target (optional, ${currency})`}
          hint="We tell you once when the price is at or below it."
        >
          {(control) => <PriceInput {...control} placeholder="e.g. 199" />}
        </FormField>
      ) : null}
      <FormAlert message={form.formError} boxed />
      {limited ? (
        <p className="text-sm">
          <Link to="/pricing" className={linkClasses}>
            See the plans
          </Link>{" "}
          or{" "}
          <Link to="/account/watchlist" className={linkClasses}>
            open your watchlist
          </Link>
          .
        </p>
      ) : null}
      {status}
      <SubmitButton pending={pending} className="w-full sm:w-auto">
        Follow
      </SubmitButton>
    </form>
  );
}
