// "New password" and "Confirm new password": the pair every screen that sets a password shows
// (reset password, change password), with the same rule in the hint.
import { PASSWORD_MIN } from "../../../../shared/domain/auth-limits";
import type { ControlProps } from "../../../components/ui/contract-form";
import { PasswordField } from "../../../components/ui/password-field";

type Bound = Pick<ControlProps, "value" | "onChange">;

export function NewPasswordFields({
  confirmId,
  password,
  confirm,
}: {
  /** The confirmation input's id (the screens' tests and labels rely on theirs). */
  confirmId: string;
  /** The form's bindings of the two fields (`form.bind(...)`). */
  password: Bound;
  confirm: Bound;
}) {
  return (
    <>
      <PasswordField
        id="new-password"
        label="New password"
        autoComplete="new-password"
        hint={`At least ${PASSWORD_MIN} characters; very common passwords are refused.`}
        {...password}
      />
      <PasswordField id={confirmId} label="Confirm new password" autoComplete="new-password" {...confirm} />
    </>
  );
}
