// The optional mailing-list step after sign-up: its failure is ignored (the request helper still
// logs it).
import { emailSignupApi } from "../../../lib/api/email-signup";

export function subscribeEmailAfterSignup(email: string): void {
  emailSignupApi.create({ body: { email, source: "signup_page" } }).catch(() => undefined);
}
