import { type FormEvent, useState } from "react";
import { Link, useSearchParams } from "react-router";
import { SIGNUP_LINK_HOURS } from "../../../../shared/contracts/auth";
import { PASSWORD_MIN } from "../../../../shared/domain/auth-limits";
import { checkSignup, type SignupForm, safeNextPath } from "../../../../shared/domain/auth-rules";
import { PLANS } from "../../../../shared/domain/plans";
import { SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { Field } from "../../../components/ui/field";
import { useToast } from "../../../components/ui/toast";
import { isHttpError } from "../../../lib/api-client";
import { subscribeEmailAfterSignup } from "../api/email-signup";
import { useSignup } from "../api/signup";
import { AuthFrame, AuthPasswordField, authLinkClasses, EmailField } from "../components/auth-frame";
import { authHref } from "../components/auth-href";
import { CheckEmail } from "../components/check-email";

const EMPTY_FORM: SignupForm = { email: "", firstName: "", lastName: "", password: "", confirmPassword: "" };
export function SignupPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  const { toast } = useToast();
  const signup = useSignup();
  const fields = useContractForm(null, EMPTY_FORM);
  const form = fields.values;
  const [emailUpdates, setEmailUpdates] = useState(false);
  const [sentTo, setSentTo] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const failure = checkSignup(form);
    if (failure) {
      toast({ ...failure, variant: "destructive" });
      return;
    }
    const body = {
      email: form.email.trim(),
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      password: form.password,
    };
    signup.mutate(
      { ...body, next },
      {
        onSuccess: () => {
          if (emailUpdates) subscribeEmailAfterSignup(body.email);
          setSentTo(body.email);
        },
        onError: (error) => {
          if (isHttpError(error)) {
            toast({
              title: "Signup Failed",
              description: error.serverError ?? "Failed to create account.",
              variant: "destructive",
            });
          } else {
            toast({
              title: "Signup Error",
              description: "Something went wrong. Please try again.",
              variant: "destructive",
            });
          }
        },
      },
    );
  }

  const premium = PLANS.premium;

  // The same answer whether or not the address has an account (docs/security.md "Accounts").
  if (sentTo !== null) {
    return (
      <CheckEmail
        description="One more step to create your account"
        message={
          <>
            We have sent a link to <strong className="break-all">{sentTo}</strong>. Open it to finish creating
            your account. If this address already has an account, we have told its owner instead.
          </>
        }
        note={`The link works once and expires after ${SIGNUP_LINK_HOURS} hours. Nothing arrived? Check your spam folder.`}
      >
        <Link to={authHref("/login", next)} className={authLinkClasses}>
          Sign in
        </Link>
        <Link to="/forgot-password" className={authLinkClasses}>
          Forgot password?
        </Link>
      </CheckEmail>
    );
  }

  return (
    <AuthFrame
      title="Create your free account"
      description={`The free plan includes ${PLANS.free.quotas.aiLooksPerMonth} AI quick looks a month, and browsing the catalogue is always unlimited.`}
    >
      <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
        <EmailField {...fields.bind("email")} />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id="firstName" label="First name" autoComplete="given-name" {...fields.bind("firstName")} />
          <Field id="lastName" label="Last name" autoComplete="family-name" {...fields.bind("lastName")} />
        </div>
        <AuthPasswordField
          autoComplete="new-password"
          hint={`At least ${PASSWORD_MIN} characters. Very common passwords are refused.`}
          {...fields.bind("password")}
        />
        <Field
          id="confirmPassword"
          label="Confirm password"
          type="password"
          autoComplete="new-password"
          {...fields.bind("confirmPassword")}
        />
        <div className="flex items-start gap-2">
          <input
            id="emailUpdates"
            type="checkbox"
            checked={emailUpdates}
            onChange={(event) => setEmailUpdates(event.target.checked)}
            className="mt-0.5 h-4 w-4 shrink-0 accent-indigo-700"
          />
          <label htmlFor="emailUpdates" className="text-sm text-slate-700 dark:text-slate-300">
            Email me scam alerts and new course reviews (optional). We never sell your data.
          </label>
        </div>
        <SubmitButton pending={signup.isPending} pendingLabel="Creating account…" className="w-full">
          Create account
        </SubmitButton>
      </form>
      <div className="mt-6 space-y-2 text-center text-sm text-slate-600 dark:text-slate-400">
        <p>
          Already have an account?{" "}
          <Link to={authHref("/login", next)} className={authLinkClasses}>
            Sign in
          </Link>
        </p>
        <p>
          Need more looks? {premium.displayName} is ${premium.monthlyPrice}/month.{" "}
          <Link to="/subscribe" className={authLinkClasses}>
            Try {premium.displayName}
          </Link>
        </p>
      </div>
    </AuthFrame>
  );
}
