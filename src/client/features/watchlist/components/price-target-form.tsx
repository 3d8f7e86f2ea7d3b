// Sets or clears the price target of a followed course (blank clears it), checked with the
// contract the server uses; the answer is shown under the form.
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { UpdateWatchBody, type WatchItem } from "../../../../shared/contracts/watchlist";
import { Input } from "../../../components/ui/input";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../form/contract-form";
import { priceOf } from "../../../form/follow-form";
import { watchlistApi } from "../../../lib/api/watchlist";
import { serverErrorOr } from "../../../lib/server-error";
import { WATCHLIST_KEY } from "../api/watchlist";

export function PriceTargetForm({ item }: { item: WatchItem }) {
  const queryClient = useQueryClient();
  const initial = item.priceTarget === null ? "" : String(item.priceTarget);
  const form = useContractForm(UpdateWatchBody, { priceTarget: initial });
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    setSaid(null);
    const body = form.validate({ priceTarget: priceOf(form.values.priceTarget) });
    if (body === null) return;
    setPending(true);
    try {
      const answer = await watchlistApi.update({
        params: { id: item.id },
        body,
        expectedStatuses: [400, 404],
      });
      setSaid(answer.message);
      await queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY });
    } catch (error) {
      form.setFormError(serverErrorOr(error));
    } finally {
      setPending(false);
    }
  }

  const label = `Price target for ${item.name}`;
  return (
    <form method="post" onSubmit={handleSubmit} noValidate aria-label={label} className="space-y-2">
      <div className="flex items-end gap-2">
        <FormField form={form} name="priceTarget" label="Price target (USD)" className="w-40">
          {(control) => (
            <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} placeholder="None" />
          )}
        </FormField>
        <SubmitButton pending={pending} variant="outline" size="sm" className="mb-0.5">
          Save<span className="sr-only"> the price target for {item.name}</span>
        </SubmitButton>
      </div>
      <FormAlert message={form.formError} />
      {said ? (
        <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
          {said}
        </p>
      ) : null}
    </form>
  );
}
