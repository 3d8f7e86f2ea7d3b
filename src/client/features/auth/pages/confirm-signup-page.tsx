import { useQueryClient } from "@tanstack/react-query";
import { type FormEvent, useState } from "react";
import { Link, useNavigate } from "react-router";
import { SIGNUP_MESSAGES } from "../../../../shared/contracts/auth";
import { safeNextPath } from "../../../../shared/domain/auth-rules";
import { SubmitButton } from "../../../components/ui/contract-form";
import { useToast } from "../../../components/ui/toast";
import { setMe } from "../../../lib/auth/get-me";
import { serverErrorOr } from "../../../lib/server-error";
import { useDocumentTitle } from "../../../lib/use-document-title";
import { useConfirmSignup } from "../api/signup";
import { AuthFrame, authLinkClasses } from "../components/auth-frame";
import { useEmailedToken } from "../components/use-emailed-token";

/**
 * /confirm-signup?token=...: the link from the sign-up e-mail. One button creates the account (a
 * page that acted on load would be set off by mail scanners that open links).
 */
export function ConfirmSignupPage() {
  useDocumentTitle("Finish signing up · HypeCheck");
  const token = useEmailedToken();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const confirm = useConfirmSignup();
  const [error, setError] = useState<string | null>(
    token.length === 0 ? SIGNUP_MESSAGES.confirmInvalid : null,
  );

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    confirm.mutate(
      { token },
      {
        onSuccess: ({ user, next }) => {
          toast({ title: "Account Created!", description: `Welcome to HypeCheck, ${user.firstName}.` });
          setMe(queryClient, user);
          navigate(safeNextPath(next), { replace: true });
        },
        onError: (failed) => setError(serverErrorOr(failed)),
      },
    );
  }

  if (error !== null) {
    return (
      <AuthFrame title="Finish signing up" description="This link cannot be used.">
        <p
          role="alert"
          className="rounded-md bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-950 dark:text-amber-100"
        >
          {error}
        </p>
        <p className="mt-6 flex flex-wrap gap-3 text-sm">
          <Link to="/signup" className={authLinkClasses}>
            Sign up again
          </Link>
          <Link to="/login" className={authLinkClasses}>
            Sign in
          </Link>
        </p>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      title="Finish signing up"
      description="This link confirms your e-mail address and creates the account."
    >
      <form method="post" onSubmit={handleSubmit}>
        <SubmitButton pending={confirm.isPending} pendingLabel="Creating account…" className="w-full">
          Create my account
        </SubmitButton>
      </form>
    </AuthFrame>
  );
}
