// POST /api/email-signup: the optional mailing-list step after sign-up. SPEC: its failure is ignored
// (the request helper still logs it).
import { OkResponse } from "../../../../shared/contracts/common";
import { sendJson } from "../../../lib/api-client";

export function subscribeEmailAfterSignup(email: string): void {
  sendJson("POST", "/api/email-signup", { email, source: "signup_page" }, OkResponse).catch(() => undefined);
}
