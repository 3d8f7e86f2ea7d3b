// The /account security section: change password, and delete the account. Demo accounts
// have no password: they are told so, and confirm deletion by typing DELETE.
import * as Dialog from "@radix-ui/react-dialog";
import { useQueryClient } from "@tanstack/react-query";
import { KeyRound, type LucideIcon, TriangleAlert } from "lucide-react";
import { type FormEvent, type ReactNode, useState } from "react";
import { ACCOUNT_MESSAGES, DELETE_CONFIRM_WORD } from "../../../../shared/contracts/account";
import { buttonClasses } from "../../../components/ui/button";
import { Card, CardContent, CardDescription, CardTitle } from "../../../components/ui/card";
import { cn } from "../../../components/ui/cn";
import { FormAlert, SubmitButton, useContractForm } from "../../../components/ui/contract-form";
import { DialogPanel } from "../../../components/ui/dialog-panel";
import { Field } from "../../../components/ui/field";
import { PasswordField } from "../../../components/ui/password-field";
import { QueryView } from "../../../components/ui/query-view";
import { Skeleton } from "../../../components/ui/skeleton";
import { flashToast, useToast } from "../../../components/ui/toast";
import { serverErrorOr } from "../../../lib/server-error";
import { NewPasswordFields, newPasswordProblem } from "../../auth";
import { useAccountSecurity, useChangePassword, useDeleteAccount } from "../api/security-account";

export function AccountSecuritySection() {
  const security = useAccountSecurity();
  return (
    <section aria-labelledby="account-security-heading" className="space-y-4">
      <h2 id="account-security-heading" className="sr-only">
        Security
      </h2>
      <QueryView
        query={security}
        loading={<Skeleton className="h-56 w-full" />}
        error="Could not load your account's security settings."
      >
        {({ hasPassword }) => (
          <>
            <ChangePasswordCard hasPassword={hasPassword} />
            <DeleteAccountCard hasPassword={hasPassword} />
          </>
        )}
      </QueryView>
    </section>
  );
}

function ChangePasswordCard({ hasPassword }: { hasPassword: boolean }) {
  const { toast } = useToast();
  const change = useChangePassword();
  const form = useContractForm(null, { current: "", next: "", confirm: "" });
  const { current, next, confirm } = form.values;
  const setError = form.setFormError;

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = current.length === 0 ? "Enter your current password." : newPasswordProblem(next, confirm);
    setError(problem);
    if (problem !== null) return;
    change.mutate(
      { currentPassword: current, newPassword: next },
      {
        onSuccess: () => {
          form.reset();
          toast({
            title: "Password changed",
            description: "Every other device was signed out; this one stays signed in.",
          });
        },
        onError: (failed) => setError(serverErrorOr(failed)),
      },
    );
  }

  return (
    <SecurityCard
      icon={KeyRound}
      title="Change password"
      description="Changing it signs out every other device where you are signed in."
    >
      {hasPassword ? (
        <form method="post" onSubmit={handleSubmit} noValidate className="max-w-md space-y-4">
          <PasswordField
            id="current-password"
            label="Current password"
            autoComplete="current-password"
            {...form.bind("current")}
          />
          <NewPasswordFields
            confirmId="confirm-new-password"
            password={form.bind("next")}
            confirm={form.bind("confirm")}
          />
          <FormAlert message={form.formError} />
          <SubmitButton pending={change.isPending} pendingLabel="Saving…">
            Change password
          </SubmitButton>
        </form>
      ) : (
        <p className="rounded-md bg-slate-50 p-3 text-sm text-slate-700 dark:bg-slate-800/60 dark:text-slate-300">
          {ACCOUNT_MESSAGES.demoNoPassword}
        </p>
      )}
    </SecurityCard>
  );
}

function DeleteAccountCard({ hasPassword }: { hasPassword: boolean }) {
  const queryClient = useQueryClient();
  const remove = useDeleteAccount();
  const [open, setOpen] = useState(false);
  const form = useContractForm(null, { value: "" });
  const { value } = form.values;
  const setError = form.setFormError;

  function onOpenChange(next: boolean) {
    setOpen(next);
    if (!next) form.reset();
  }

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!hasPassword && value !== DELETE_CONFIRM_WORD) {
      setError(`Type ${DELETE_CONFIRM_WORD} in capitals to confirm.`);
      return;
    }
    if (hasPassword && value.length === 0) {
      setError("Enter your password to confirm.");
      return;
    }
    setError(null);
    remove.mutate(hasPassword ? { password: value } : { confirm: value }, {
      onSuccess: () => {
        queryClient.clear();
        flashToast({ title: "Account deleted", description: ACCOUNT_MESSAGES.accountDeleted });
        window.location.assign("/");
      },
      onError: (failed) => setError(serverErrorOr(failed)),
    });
  }

  return (
    <SecurityCard
      danger
      icon={TriangleAlert}
      title="Delete account"
      description="Deletes your account, reviews, price alerts, notifications, quiz results, points and uploaded images. Scam reports and contact messages you sent stay, without your name. This cannot be undone."
    >
      <Dialog.Root open={open} onOpenChange={onOpenChange}>
        <Dialog.Trigger className={buttonClasses({ variant: "destructive" })}>Delete account…</Dialog.Trigger>
        <DialogPanel
          title="Delete your account?"
          description={
            hasPassword
              ? "Enter your password to confirm. Your data is deleted at once and you are signed out."
              : `This demo account has no password: type ${DELETE_CONFIRM_WORD} to confirm.`
          }
        >
          <form method="post" onSubmit={handleSubmit} noValidate className="mt-4 space-y-4">
            {hasPassword ? (
              <PasswordField
                id="delete-password"
                label="Password"
                autoComplete="current-password"
                {...form.bind("value")}
              />
            ) : (
              <Field
                id="delete-confirm"
                label={`Type ${DELETE_CONFIRM_WORD} to confirm`}
                autoComplete="off"
                {...form.bind("value")}
              />
            )}
            <FormAlert message={form.formError} />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClasses({ variant: "outline" })}>Cancel</Dialog.Close>
              <SubmitButton pending={remove.isPending} pendingLabel="Deleting…" variant="destructive">
                Delete my account
              </SubmitButton>
            </div>
          </form>
        </DialogPanel>
      </Dialog.Root>
    </SecurityCard>
  );
}

/** A card of the section: its icon and title, what it does, then its form (red for a deletion). */
function SecurityCard({
  icon: Icon,
  title,
  description,
  danger = false,
  children,
}: {
  icon: LucideIcon;
  title: string;
  description: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Card className={danger ? "border-red-200 dark:border-red-900" : undefined}>
      <CardContent className="space-y-4">
        <div className="space-y-1">
          <CardTitle className={cn("flex items-center gap-2", danger && "text-red-800 dark:text-red-300")}>
            <Icon aria-hidden="true" className="h-5 w-5" />
            {title}
          </CardTitle>
          <CardDescription>{description}</CardDescription>
        </div>
        {children}
      </CardContent>
    </Card>
  );
}
