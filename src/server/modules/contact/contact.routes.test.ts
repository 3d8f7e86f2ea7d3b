// The contact form and its admin list through app.inject against a real (PGlite) database: a valid
// message is stored (linked to the sender's account when signed in), each invalid field gets its own
// 400 and stores nothing, the per-address and per-e-mail limits answer 429, and only admins list
// messages and change their status.

import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_MESSAGES,
  CONTACT_POSTS_PER_DAY_PER_EMAIL,
  CONTACT_POSTS_PER_HOUR_PER_CLIENT,
  type ContactListResponse,
  type ContactStatusResponse,
  type CreateContactResponse,
} from "../../../shared/contracts/contact";
import { users } from "../../db/schema/auth";
import { contactMessages } from "../../db/schema/contact";
import {
  expectError,
  postFrom,
  sendAs,
  signUp,
  testLogin,
  uniqueAddress,
  uniqueEmail,
  useTestApp,
} from "../../test/test-app";

const good = (overrides: Record<string, unknown> = {}) => ({
  name: "Robin Example",
  email: uniqueEmail("contact"),
  topic: "general",
  message: "How often do you recompute the trust scores of listed courses?",
  ...overrides,
});

describe("contact routes", () => {
  const t = useTestApp();
  let admin: string;
  let member: string;
  let memberEmail: string;
  let affiliate: string;

  const send = (payload: unknown, options: { cookie?: string; address?: string } = {}) =>
    postFrom(
      t.app,
      "/api/contact",
      payload as Record<string, unknown>,
      options.cookie ? { cookie: options.cookie } : {},
      options.address,
    );
  const list = (cookie: string | undefined, query: Record<string, string> = {}) =>
    t.app.inject({
      method: "GET",
      url: "/api/admin/contact-messages",
      query,
      headers: cookie ? { cookie } : {},
    });
  const setStatus = (cookie: string | undefined, id: string, status: unknown) =>
    sendAs(t.app, "POST", `/api/admin/contact-messages/${id}/status`, cookie, { status });
  const stored = (email: string) =>
    t.db.select().from(contactMessages).where(eq(contactMessages.email, email));

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin", plan: "pro" })).cookie;
    affiliate = (await testLogin(t.app, { role: "affiliate", plan: "free" })).cookie;
    const m = await signUp(t.app);
    member = m.cookie;
    memberEmail = m.email;
  });

  it("stores a guest's message as new with no account, trimmed, and says replies come within 24 hours", async () => {
    const body = good({
      name: "  Robin   Example ",
      message: "  I would like to know more about the scores.  ",
    });
    const res = await send(body);
    expect(res.statusCode, res.body).toBe(201);
    const answer = res.json() as CreateContactResponse;
    expect(answer.message).toBe(CONTACT_MESSAGES.sent);
    expect(answer.message).toContain("24 hours");
    const [row] = await stored(body.email as string);
    expect(row).toMatchObject({
      id: answer.id,
      name: "Robin Example",
      topic: "general",
      message: "I would like to know more about the scores.",
      status: "new",
      userId: null,
    });
  });

  it("links a signed-in member's message to their account", async () => {
    const body = good({ email: memberEmail, topic: "billing" });
    const res = await send(body, { cookie: member });
    expect(res.statusCode, res.body).toBe(201);
    const [account] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, memberEmail));
    const [row] = await stored(memberEmail);
    expect(row?.userId).toBe(account?.id);
    expect(row?.topic).toBe("billing");
  });

  it.each([
    ["a missing name", { name: undefined }, CONTACT_MESSAGES.nameRequired],
    ["a blank name", { name: "   " }, CONTACT_MESSAGES.nameRequired],
    ["a name over 100 characters", { name: "n".repeat(101) }, CONTACT_MESSAGES.nameTooLong],
    ["a missing e-mail", { email: undefined }, CONTACT_MESSAGES.emailRequired],
    ["an e-mail without @", { email: "robin.example.test" }, CONTACT_MESSAGES.emailInvalid],
    ["an e-mail without a domain dot", { email: "robin@localhost" }, CONTACT_MESSAGES.emailInvalid],
    ["an e-mail with a space", { email: "rob in@example.test" }, CONTACT_MESSAGES.emailInvalid],
    [
      "an e-mail over 254 characters",
      { email: `${"a".repeat(250)}@example.test` },
      CONTACT_MESSAGES.emailTooLong,
    ],
    ["a missing topic", { topic: undefined }, CONTACT_MESSAGES.topicRequired],
    ["an unknown topic", { topic: "refund-now" }, CONTACT_MESSAGES.topicRequired],
    ["a missing message", { message: undefined }, CONTACT_MESSAGES.messageRequired],
    ["a message of spaces", { message: "      " }, CONTACT_MESSAGES.messageRequired],
    ["a message under 20 characters", { message: "Too short here." }, CONTACT_MESSAGES.messageTooShort],
    [
      "a message over the maximum",
      { message: "m".repeat(CONTACT_MESSAGE_MAX + 1) },
      CONTACT_MESSAGES.messageTooLong,
    ],
    ["a number as the message", { message: 123456789 }, CONTACT_MESSAGES.messageRequired],
  ])("refuses %s with its own message and stores nothing", async (_label, change, expected) => {
    const body = good(change);
    const res = await send(body);
    expect(expectError(res, 400)).toBe(expected);
    if (typeof body.email === "string") expect(await stored(body.email)).toHaveLength(0);
  });

  it("refuses a form post (not JSON) with 415", async () => {
    const res = await postFrom(
      t.app,
      "/api/contact",
      "name=Robin&email=robin%40example.test&topic=general&message=hello+there+my+friend+ok",
      { "content-type": "application/x-www-form-urlencoded" },
    );
    expectError(res, 415);
  });

  it(`allows ${CONTACT_POSTS_PER_HOUR_PER_CLIENT} messages an hour from one address, then 429 with Retry-After`, async () => {
    const address = uniqueAddress();
    for (let i = 0; i < CONTACT_POSTS_PER_HOUR_PER_CLIENT; i += 1) {
      const res = await send(good(), { address });
      expect(res.statusCode, res.body).toBe(201);
    }
    const blocked = good();
    const res = await send(blocked, { address });
    expect(expectError(res, 429)).toMatch(
      /^Too many messages from your network: at most \d+ an hour\. Please try again in/,
    );
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    expect(await stored(blocked.email as string)).toHaveLength(0);
    // Another address is not affected.
    expect((await send(good())).statusCode).toBe(201);
  });

  it(`allows ${CONTACT_POSTS_PER_DAY_PER_EMAIL} messages a day per e-mail address (any case), then 429`, async () => {
    const email = uniqueEmail("daily");
    for (let i = 0; i < CONTACT_POSTS_PER_DAY_PER_EMAIL; i += 1) {
      const res = await send(good({ email: i % 2 === 0 ? email : email.toUpperCase() }));
      expect(res.statusCode, res.body).toBe(201);
    }
    const res = await send(good({ email }));
    expect(expectError(res, 429)).toBe(CONTACT_MESSAGES.perEmailLimit);
    expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
    const rows = await t.db.select({ id: contactMessages.id }).from(contactMessages);
    expect(rows.length).toBeGreaterThanOrEqual(CONTACT_POSTS_PER_DAY_PER_EMAIL);
  });

  it("lists messages for admins only: 401 guest, 403 member and affiliate", async () => {
    expectError(await list(undefined), 401);
    expectError(await list(member), 403);
    expectError(await list(affiliate), 403);
    const ok = await list(admin);
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.headers["cache-control"]).toBe("no-store");
  });

  it("lists newest first with topic labels, counts per status, a status filter and a limit", async () => {
    const first = good({ topic: "creator-dispute" });
    const second = good({ topic: "privacy" });
    expect((await send(first)).statusCode).toBe(201);
    expect((await send(second)).statusCode).toBe(201);
    const res = await list(admin, { limit: "2" });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as ContactListResponse;
    expect(body.items.map((item) => item.email)).toEqual([second.email, first.email]);
    expect(body.items[0]).toMatchObject({ topicLabel: "Privacy request", status: "new" });
    expect(body.items[1]?.topicLabel).toBe("Creator dispute / right of response");
    const [total] = await t.db
      .select({ id: contactMessages.id })
      .from(contactMessages)
      .then((rows) => [rows.length]);
    expect(body.counts.new + body.counts.read + body.counts.answered).toBe(total);

    expectError(await list(admin, { status: "deleted" }), 400);
    expectError(await list(admin, { limit: "0" }), 400);
    expectError(await list(admin, { limit: "abc" }), 400);
  });

  it("changes a message's status (admins only), filters by it, and 404s an unknown id", async () => {
    const body = good({ topic: "problem" });
    const created = (await send(body)).json() as CreateContactResponse;

    expectError(await setStatus(undefined, created.id, "read"), 401);
    expectError(await setStatus(member, created.id, "read"), 403);
    expectError(await setStatus(affiliate, created.id, "read"), 403);
    expect((await stored(body.email as string))[0]?.status).toBe("new");

    const read = await setStatus(admin, created.id, "read");
    expect(read.statusCode, read.body).toBe(200);
    expect((read.json() as ContactStatusResponse).item).toMatchObject({ id: created.id, status: "read" });

    const answered = await setStatus(admin, created.id, "answered");
    expect((answered.json() as ContactStatusResponse).message).toBe("Marked as answered.");
    expect((await stored(body.email as string))[0]?.status).toBe("answered");

    const filtered = (await list(admin, { status: "answered", limit: "100" })).json() as ContactListResponse;
    expect(filtered.items.every((item) => item.status === "answered")).toBe(true);
    expect(filtered.items.some((item) => item.id === created.id)).toBe(true);
    const fresh = (await list(admin, { status: "new", limit: "100" })).json() as ContactListResponse;
    expect(fresh.items.some((item) => item.id === created.id)).toBe(false);

    expectError(await setStatus(admin, created.id, "archived"), 400);
    expectError(await setStatus(admin, "not-a-uuid", "read"), 400);
    expect(expectError(await setStatus(admin, "00000000-0000-4000-8000-000000000000", "read"), 404)).toBe(
      CONTACT_MESSAGES.notFound,
    );
  });
});
