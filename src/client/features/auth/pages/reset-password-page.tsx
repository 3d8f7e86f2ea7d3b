import { CircleCheck } from "lucide-react";
import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { ACCOUNT_MESSAGES } from "../../../../shared/contracts/account";
import { buttonClasses } from "../../../components/ui/button";
import { FormAlert, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { serverErrorOr } from "../../../lib/server-error";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useResetPassword } from "../api/password-reset";
import { AuthFrame, authLinkClasses } from "../components/auth-frame";
import { newPasswordProblem } from "../components/new-password";
import { NewPasswordFields } from "../components/new-password-fields";
import { useEmailedToken } from "../components/use-emailed-token";

/** /reset-password?token=...: choose a new password with the e-mailed one-time link. */
export function ResetPasswordPage() {
  useDocumentTitle("Reset password · HypeCheck");
  const token = useEmailedToken();
  const reset = useResetPassword();
  const form = useContractForm(null, { password: "", confirm: "" });
  const { password, confirm } = form.values;
  const setError = form.setFormError;
  const [done, setDone] = useState(false);
  const [linkDead, setLinkDead] = useState(token.length === 0);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = newPasswordProblem(password, confirm);
    setError(problem);
    if (problem !== null) return;
    reset.mutate(
      { token, newPassword: password },
      {
        onSuccess: () => setDone(true),
        onError: (failed) => {
          const message = serverErrorOr(failed);
          if (message === ACCOUNT_MESSAGES.resetInvalid) setLinkDead(true);
          setError(message);
        },
      },
    );
  }

  if (done) {
    return (
      <AuthFrame title="Password reset" description="Your new password is set.">
        <p role="status" className="flex items-start gap-2 text-sm">
          <CircleCheck
            aria-hidden="true"
            className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400"
          />
          <span>{ACCOUNT_MESSAGES.resetDone} Every device that was signed in has been signed out.</span>
        </p>
        <Link to="/login" className={buttonClasses({ className: "mt-6" })}>
          Go to sign in
        </Link>
      </AuthFrame>
    );
  }

  if (linkDead) {
    return (
      <AuthFrame title="Reset password" description="This link cannot be used.">
        <p
          role="alert"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {token.length === 0
            ? "This page needs the link from the reset e-mail."
            : ACCOUNT_MESSAGES.resetInvalid}
        </p>
        <p className="mt-6 text-sm">
          <Link to="/forgot-password" className={authLinkClasses}>
            Ask for a new link
          </Link>
        </p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame title="Reset password" description="Choose a new password for your account.">
      <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
        <NewPasswordFields
          confirmId="confirm-password"
          password={form.bind("password")}
          confirm={form.bind("confirm")}
        />
        <FormAlert message={form.formError} />
        <SubmitButton pending={reset.isPending} pendingLabel="Saving…" className="w-full">
          Set new password
        </SubmitButton>
      </form>
    </AuthFrame>
  );
}
