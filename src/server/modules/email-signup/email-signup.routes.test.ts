// POST /api/email-signup: stores an address with where it was given; duplicates are fine.
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { emailSignups } from "../../db/schema/email-signup";
import { postFrom, uniqueAddress, uniqueEmail, useTestApp } from "../../test/test-app";

describe("POST /api/email-signup", () => {
  const t = useTestApp();

  const submit = (payload: unknown, headers: Record<string, string> = {}) =>
    t.app.inject({
      method: "POST",
      url: "/api/email-signup",
      remoteAddress: uniqueAddress(),
      headers,
      payload: payload as object,
    });

  const stored = (email: string) => t.db.select().from(emailSignups).where(eq(emailSignups.email, email));

  it("answers 201 {ok:true} and stores the address (normalised) with its source", async () => {
    const email = uniqueEmail("News");
    const res = await submit({ email: ` ${email.toUpperCase()} `, source: "footer" });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ ok: true });
    const rows = await stored(email.toLowerCase());
    expect(rows).toHaveLength(1);
    expect(rows[0]?.source).toBe("footer");
  });

  it("accepts the same address twice and keeps both", async () => {
    const email = uniqueEmail("twice");
    expect((await submit({ email, source: "footer" })).statusCode).toBe(201);
    expect((await submit({ email, source: "scam-alerts" })).statusCode).toBe(201);
    const rows = await stored(email);
    expect(rows.map((r) => r.source).sort()).toEqual(["footer", "scam-alerts"]);
  });

  it.each(["not-an-email", "", "a b@example.test", "@example.test", "name@"])(
    "refuses the email %j with 400",
    async (email) => {
      const res = await submit({ email, source: "footer" });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ error: "Please enter a valid email address." });
    },
  );

  it.each([
    ["no source", { email: "a@example.test" }],
    ["an empty source", { email: "a@example.test", source: "" }],
    ["a source with spaces and capitals", { email: "a@example.test", source: "Home Page" }],
    ["a source of 65 characters", { email: "a@example.test", source: "s".repeat(65) }],
    ["a numeric source", { email: "a@example.test", source: 7 }],
    ["no email", { source: "footer" }],
  ])("answers 400 (never 500) for %s", async (_label, payload) => {
    const res = await submit(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: expect.any(String) });
  });

  it("refuses a cross-site submission with 403 and stores nothing", async () => {
    const email = uniqueEmail("csrf");
    const byOrigin = await submit({ email, source: "footer" }, { origin: "https://evil.example" });
    const byFetchSite = await submit({ email, source: "footer" }, { "sec-fetch-site": "cross-site" });
    expect(byOrigin.statusCode).toBe(403);
    expect(byFetchSite.statusCode).toBe(403);
    expect(await stored(email)).toHaveLength(0);
  });

  it("refuses a form-encoded submission with 415", async () => {
    const res = await postFrom(t.app, "/api/email-signup", "email=a%40example.test&source=footer", {
      "content-type": "application/x-www-form-urlencoded",
    });
    expect(res.statusCode).toBe(415);
  });
});
