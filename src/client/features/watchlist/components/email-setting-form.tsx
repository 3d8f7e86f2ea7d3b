// Whether watchlist changes are also e-mailed: a checkbox and Save, checked with the contract.
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useId, useState } from "react";
import { WatchSettingsBody } from "../../../../shared/contracts/watchlist";
import { FormAlert, SubmitButton, useContractForm } from "../../../form/contract-form";
import { watchlistApi } from "../../../lib/api/watchlist";
import { serverErrorOr } from "../../../lib/server-error";
import { WATCHLIST_KEY } from "../api/watchlist";

export function EmailSettingForm({ email }: { email: boolean }) {
  const id = useId();
  const queryClient = useQueryClient();
  const form = useContractForm(WatchSettingsBody, { email });
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    setSaid(null);
    const body = form.validate();
    if (body === null) return;
    setPending(true);
    try {
      const answer = await watchlistApi.settings({ body, expectedStatuses: [400] });
      setSaid(answer.message);
      await queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY });
    } catch (error) {
      form.setFormError(serverErrorOr(error));
    } finally {
      setPending(false);
    }
  }

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
        {said ? (
          <p role="status" className="text-sm text-emerald-800 dark:text-emerald-300">
            {said}
          </p>
        ) : null}
      </div>
    </form>
  );
}
