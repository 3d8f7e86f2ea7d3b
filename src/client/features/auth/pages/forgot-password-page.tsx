import { type FormEvent, useState } from "react";
import { Link } from "react-router";
import { AUTH_MESSAGES, isPlausibleEmail } from "../../../../shared/domain/auth-rules";
import { FormAlert, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { serverErrorOr } from "../../../lib/server-error";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useForgotPassword, usePasswordResetOptions } from "../api/password-reset";
import { AuthFrame, authLinkClasses, EmailField } from "../components/auth-frame";
import { CheckEmail } from "../components/check-email";

/** /forgot-password: asks for a reset link. The answer never says whether the address has an account. */
export function ForgotPasswordPage() {
  useDocumentTitle("Forgot password · HypeCheck");
  const forgot = useForgotPassword();
  const options = usePasswordResetOptions();
  const form = useContractForm(null, { email: "" });
  const { email } = form.values;
  const { formError: error, setFormError: setError } = form;
  const [sentTo, setSentTo] = useState<string | null>(null);
  const minutes = options.data?.resetLinkMinutes;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!isPlausibleEmail(email)) {
      setError(AUTH_MESSAGES.invalidEmail.description);
      return;
    }
    setError(null);
    forgot.mutate(
      { email: email.trim() },
      {
        onSuccess: () => setSentTo(email.trim()),
        onError: (failure) => setError(serverErrorOr(failure)),
      },
    );
  }

  if (sentTo !== null) {
    return (
      <CheckEmail
        description="Password reset"
        message={
          <>
            If an account with a password exists for <strong className="break-all">{sentTo}</strong>, we have
            sent it a link to choose a new password.
          </>
        }
        note={`The link works once${minutes ? ` and expires after ${minutes} minutes` : ""}. Nothing arrived? Check your spam folder, or ask again in a few minutes.`}
      >
        <Link to="/login" className={authLinkClasses}>
          Back to sign in
        </Link>
        <button type="button" onClick={() => setSentTo(null)} className={authLinkClasses}>
          Use another address
        </button>
      </CheckEmail>
    );
  }

  return (
    <AuthFrame
      title="Forgot password"
      description={`Enter the e-mail address of your account and we'll send you a link to choose a new password${minutes ? ` (valid for ${minutes} minutes)` : ""}.`}
    >
      <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
        <EmailField
          {...form.bind("email")}
          aria-invalid={error !== null}
          aria-errormessage={error !== null ? "forgot-error" : undefined}
        />
        <FormAlert id="forgot-error" message={error} />
        <SubmitButton pending={forgot.isPending} pendingLabel="Sending…" className="w-full">
          Send reset link
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        Remembered it?{" "}
        <Link to="/login" className={authLinkClasses}>
          Sign in
        </Link>
      </p>
      <p className="mt-2 text-center text-xs text-slate-600 dark:text-slate-400">
        Demo accounts have no password and cannot be reset.
      </p>
    </AuthFrame>
  );
}
