// The submit of a form made with useContractForm (contract-form.tsx) that sends its body and
// shows the answer: one send at a time; each submit first clears the last problem and the last
// answer, then checks the fields (a problem goes under its field and nothing is sent); `pending` is
// true while the body is sent; a refusal goes to `fail`, by default the line above the button.
import { type FormEvent, useState } from "react";
import { serverErrorOr } from "../../lib/server-error";

/** What the hook needs of the form (a ContractForm is one). */
interface SendableForm<Body> {
  setFormError: (message: string | null) => void;
  validate: (input?: unknown) => Body | null;
}

export function useFormSend<Body>({
  form,
  input,
  clear,
  send,
  fail = (error) => form.setFormError(serverErrorOr(error)),
}: {
  form: SendableForm<Body>;
  /** What is checked, built from the form's values (default: the values themselves). */
  input?: () => unknown;
  /** Forgets the last answer shown. */
  clear?: () => void;
  /** Sends the checked body and shows the answer. */
  send: (body: Body) => Promise<void>;
  /** Shows a refusal or a failure. */
  fail?: (error: unknown) => void;
}) {
  const [pending, setPending] = useState(false);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    form.setFormError(null);
    clear?.();
    const body = form.validate(input?.());
    if (body === null) return;
    setPending(true);
    try {
      await send(body);
    } catch (error) {
      fail(error);
    } finally {
      setPending(false);
    }
  }

  return { pending, onSubmit };
}
