// Whether watchlist changes are also e-mailed: a checkbox and Save, checked with the contract.
import { useId } from "react";
import { WatchSettingsBody } from "../../../../shared/contracts/watchlist";
import { FormAlert, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { watchlistApi } from "../../../lib/api/watchlist";
import { SavedNote } from "./saved-note";
import { useWatchlistSave } from "./use-watchlist-save";

export function EmailSettingForm({ email }: { email: boolean }) {
  const id = useId();
  const form = useContractForm(WatchSettingsBody, { email });
  const { pending, said, handleSubmit } = useWatchlistSave(form, (body) =>
    watchlistApi.settings({ body, expectedStatuses: [400] }),
  );
  return (
    <form method="post" onSubmit={handleSubmit} noValidate aria-label="E-mail" className="space-y-3">
      <div className="flex items-start gap-3">
        <input
          id={id}
          type="checkbox"
          checked={form.values.email}
          onChange={(event) => form.set("email", event.target.checked)}
          className="mt-1 h-4 w-4 rounded border-slate-300 accent-indigo-600"
        />
        <label htmlFor={id} className="text-sm">
          <span className="font-medium">Also e-mail me when something I follow changes</span>
          <span className="block text-slate-600 dark:text-slate-400">
            Each change is e-mailed once, to the address you sign in with. You always see it under the bell.
          </span>
        </label>
      </div>
      <FormAlert message={form.formError} />
      <div className="flex flex-wrap items-center gap-3">
        <SubmitButton pending={pending} variant="outline" size="sm">
          Save
        </SubmitButton>
        <SavedNote message={said} />
      </div>
    </form>
  );
}
