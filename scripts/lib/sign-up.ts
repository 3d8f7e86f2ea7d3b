// Creating accounts from scripts (bench-api, crash-test): POST /api/auth/signup answers 202 and
// e-mails a link; the link's token is read from the outbox as the demo admin (test-login must be on:
// NODE_ENV=test, or ENABLE_TEST_LOGIN=1), then POST /api/auth/confirm-signup creates the account.
// Every call carries its own X-Forwarded-For, so servers with TRUST_PROXY=1 apply no limit.

export interface SignUpResult {
  status: number;
  userId?: string;
  /** The `name=value` of the session cookie the confirmation set. */
  cookie?: string;
}

function cookiesOf(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

export function createSignUps(base: string, nextIp: () => string) {
  let admin = "";

  async function adminCookie(): Promise<string> {
    if (admin) return admin;
    const response = await fetch(`${base}/api/auth/test-login?role=admin&plan=free`, {
      redirect: "manual",
      headers: { "x-forwarded-for": nextIp() },
      signal: AbortSignal.timeout(15_000),
    });
    admin = cookiesOf(response);
    if (!admin) throw new Error(`test-login answered ${response.status}: is test-login on?`);
    return admin;
  }

  /** The newest sign-up link's token for `email`; the e-mail is written just after the answer. */
  async function token(email: string): Promise<string | null> {
    for (let attempt = 0; attempt < 40; attempt++) {
      const response = await fetch(`${base}/api/admin/outbox?limit=100`, {
        headers: { cookie: await adminCookie(), "x-forwarded-for": nextIp() },
        signal: AbortSignal.timeout(15_000),
      });
      if (response.status === 401) admin = "";
      if (response.ok) {
        const mails = (await response.json()) as { toAddress: string; kind: string; body: string }[];
        const mail = mails.find((m) => m.toAddress === email && m.kind === "signup-confirm");
        const found = /confirm-signup\?token=([A-Za-z0-9_-]{43})/.exec(mail?.body ?? "")?.[1];
        if (found) return found;
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    return null;
  }

  /** Signs up and confirms; `status` is the confirmation's (201), or the step that failed. */
  return async function signUp(
    account: { email: string; password: string; firstName: string; lastName: string },
    ip: string,
  ): Promise<SignUpResult> {
    const post = (path: string, body: unknown) =>
      fetch(`${base}${path}`, {
        method: "POST",
        headers: { "content-type": "application/json", "x-forwarded-for": ip },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    const signup = await post("/api/auth/signup", account);
    if (signup.status !== 202) return { status: signup.status };
    const found = await token(account.email.trim().toLowerCase());
    if (found === null) return { status: 0 };
    const confirm = await post("/api/auth/confirm-signup", { token: found });
    if (confirm.status !== 201) return { status: confirm.status };
    const body = (await confirm.json()) as { user: { id: string } };
    return { status: 201, userId: body.user.id, cookie: cookiesOf(confirm) };
  };
}
