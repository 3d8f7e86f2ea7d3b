import { MailCheck } from "lucide-react";
import type { ReactNode } from "react";
import { AuthFrame } from "./auth-frame";

/**
 * "Check your e-mail": what sign-up and forgot-password show after sending, the same whether or not
 * the address has an account. `children` are the links below.
 */
export function CheckEmail({
  description,
  message,
  note,
  children,
}: {
  description: string;
  message: ReactNode;
  note: ReactNode;
  children: ReactNode;
}) {
  return (
    <AuthFrame title="Check your e-mail" description={description}>
      <div role="status" className="space-y-3 text-sm">
        <p className="flex items-start gap-2">
          <MailCheck
            aria-hidden="true"
            className="mt-0.5 h-5 w-5 shrink-0 text-emerald-700 dark:text-emerald-400"
          />
          <span>{message}</span>
        </p>
        <p className="text-slate-600 dark:text-slate-400">{note}</p>
      </div>
      <div className="mt-6 flex flex-wrap gap-3">{children}</div>
    </AuthFrame>
  );
}
