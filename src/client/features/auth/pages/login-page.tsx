import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate, useSearchParams } from "react-router";
import { AUTH_MESSAGES, checkLogin, safeNextPath } from "../../../../shared/domain/auth-rules";
import { SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { useToast } from "../../../components/ui/toast";
import { isHttpError } from "../../../lib/api-client";
import { setMe } from "../../../lib/auth/get-me";
import { useLogin } from "../api/login";
import { AuthFrame, AuthPasswordField, authLinkClasses, EmailField } from "../components/auth-frame";
import { authHref } from "../components/auth-href";
import { TestLoginButtons } from "../components/test-login-buttons";

function retryTime(seconds: number): string {
  return new Date(Date.now() + seconds * 1000).toLocaleTimeString([], { hour: "2-digit", minute: "2-digit" });
}

export function LoginPage() {
  const [searchParams] = useSearchParams();
  const next = safeNextPath(searchParams.get("next"));
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const login = useLogin();
  const form = useContractForm(null, { email: "", password: "" });
  const { email, password } = form.values;
  const [lockout, setLockout] = useState<string | null>(null);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const failure = checkLogin({ email, password });
    if (failure) {
      toast({ ...failure, variant: "destructive" });
      return;
    }
    setLockout(null);
    login.mutate(
      { email: email.trim(), password },
      {
        onSuccess: (user) => {
          toast({ title: "Welcome Back!", description: `You're signed in as ${user.email}.` });
          setMe(queryClient, user);
          navigate(next, { replace: true });
        },
        onError: (error) => {
          if (!isHttpError(error)) {
            toast({
              title: "Login Error",
              description: "Something went wrong. Please try again.",
              variant: "destructive",
            });
            return;
          }
          const description = error.serverError ?? AUTH_MESSAGES.invalidCredentials;
          toast({ title: "Login Failed", description, variant: "destructive" });
          if (error.status === 429) {
            const when = error.retryAfterSeconds
              ? ` You can try again after ${retryTime(error.retryAfterSeconds)}.`
              : "";
            setLockout(`${description}${when}`);
          }
        },
      },
    );
  }

  return (
    <AuthFrame
      title="Sign in"
      description="Welcome back. Sign in to see your AI looks, reviews and price alerts."
      aside={<TestLoginButtons next={next} />}
    >
      <form method="post" onSubmit={handleSubmit} noValidate className="space-y-4">
        <EmailField {...form.bind("email")} />
        <AuthPasswordField autoComplete="current-password" {...form.bind("password")} />
        <p className="-mt-2 text-right text-sm">
          <Link to="/forgot-password" className={authLinkClasses}>
            Forgot password?
          </Link>
        </p>
        {lockout ? (
          <p
            role="alert"
            className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
          >
            {lockout}
          </p>
        ) : null}
        <SubmitButton pending={login.isPending} pendingLabel="Signing in…" className="w-full">
          Sign in
        </SubmitButton>
      </form>
      <p className="mt-6 text-center text-sm text-slate-600 dark:text-slate-400">
        New to HypeCheck?{" "}
        <Link to={authHref("/signup", next)} className={authLinkClasses}>
          Create a free account
        </Link>
      </p>
    </AuthFrame>
  );
}
