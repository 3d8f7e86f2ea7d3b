// Sets or clears the price target of a followed course (blank clears it), checked with the
// contract the server uses; the answer is shown under the form.
import { UpdateWatchBody, type WatchItem } from "../../../../shared/contracts/watchlist";
import { FormAlert, FormField, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { watchlistApi } from "../../../lib/api/watchlist";
import { PriceInput, priceOf } from "./price-input";
import { SavedNote } from "./saved-note";
import { useWatchlistSave } from "./use-watchlist-save";

export function PriceTargetForm({ item }: { item: WatchItem }) {
  const initial = item.priceTarget === null ? "" : String(item.priceTarget);
  const form = useContractForm(UpdateWatchBody, { priceTarget: initial });
  const { pending, said, handleSubmit } = useWatchlistSave(
    form,
    (body) => watchlistApi.update({ params: { id: item.id }, body, expectedStatuses: [400, 404] }),
    () => ({ priceTarget: priceOf(form.values.priceTarget) }),
  );
  const label = `Price target for ${item.name}`;
  return (
    <form method="post" onSubmit={handleSubmit} noValidate aria-label={label} className="space-y-2">
      <div className="flex items-end gap-2">
        <FormField
          form={form}
          name="priceTarget"
          label={`Price target (${item.priceTargetCurrency ?? item.currency ?? "USD"})`}
          className="w-40"
        >
          {(control) => <PriceInput {...control} placeholder="None" />}
        </FormField>
        <SubmitButton pending={pending} variant="outline" size="sm" className="mb-0.5">
          Save<span className="sr-only"> the price target for {item.name}</span>
        </SubmitButton>
      </div>
      <FormAlert message={form.formError} />
      <SavedNote message={said} />
    </form>
  );
}
