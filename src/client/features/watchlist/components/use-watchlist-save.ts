// How the watchlist page's forms send: checked with the form's contract, sent once at a time, the
// server's answer shown, and the list asked again so every item shows what the server holds.
import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import type { ContractForm } from "../../../components/ui/contract-form";
import { serverErrorOr } from "../../../lib/server-error";
import { WATCHLIST_KEY } from "../api/watchlist";

export function useWatchlistSave<V extends object, Body>(
  form: ContractForm<V, Body>,
  send: (body: Body) => Promise<{ message: string }>,
  /** What is checked, when it is not the form's values as they are. */
  input?: () => unknown,
) {
  const queryClient = useQueryClient();
  const [pending, setPending] = useState(false);
  const [said, setSaid] = useState<string | null>(null);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    setSaid(null);
    const body = input ? form.validate(input()) : form.validate();
    if (body === null) return;
    setPending(true);
    try {
      setSaid((await send(body)).message);
      await queryClient.invalidateQueries({ queryKey: WATCHLIST_KEY });
    } catch (error) {
      form.setFormError(serverErrorOr(error));
    } finally {
      setPending(false);
    }
  }

  return { pending, said, handleSubmit };
}
