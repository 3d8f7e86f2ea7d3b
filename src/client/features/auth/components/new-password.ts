// The check a new password passes on every form that sets one (the reset link, the account's
// password change) before it is sent: the same rules the server applies.
import { AUTH_MESSAGES, checkPassword } from "../../../../shared/domain/auth-rules";

/** What is wrong with the new password and its confirmation, or null when nothing is. */
export function newPasswordProblem(password: string, confirm: string): string | null {
  const failure = password !== confirm ? AUTH_MESSAGES.passwordMismatch : checkPassword(password);
  return failure ? failure.description : null;
}
