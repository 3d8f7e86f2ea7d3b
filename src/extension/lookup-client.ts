// The one request the extension makes: GET /api/lookup on the person's HypeCheck server, with the
// page's canonical address and the seller's name, no cookies and no referrer; the answer is checked
// against the contract (src/shared/contracts/lookup.ts) before it is shown.
import { queryString } from "../shared/api/route";
import { type LookupResponse, lookupPage } from "../shared/contracts/lookup";

export type LookupOutcome = { ok: true; answer: LookupResponse } | { ok: false; message: string };

export async function lookUp(origin: string, url: string, seller: string | null): Promise<LookupOutcome> {
  const address = `${origin}${lookupPage.route.path}${queryString({ url, seller: seller ?? undefined })}`;
  let response: Response;
  try {
    response = await fetch(address, {
      credentials: "omit",
      cache: "no-store",
      referrerPolicy: "no-referrer",
    });
  } catch {
    return { ok: false, message: `Could not reach HypeCheck at ${origin}.` };
  }
  const body: unknown = await response.json().catch(() => null);
  if (!response.ok) {
    const error = (body as { error?: unknown } | null)?.error;
    return {
      ok: false,
      message: typeof error === "string" ? error : `HypeCheck answered ${response.status}.`,
    };
  }
  const parsed = lookupPage.responses[200].safeParse(body);
  return parsed.success
    ? { ok: true, answer: parsed.data }
    : { ok: false, message: `HypeCheck at ${origin} gave an answer this extension cannot read.` };
}
