// GET /api/admin/outbox: admins only (401 guests, 403 others), newest first, limit 25|50|100
// (default 50), the contract's fields, and rows written to email_outbox show up with their status.
// Nothing assumes an empty table: the fixture rows are dated ahead of anything else in the database.
import { beforeAll, describe, expect, it } from "vitest";
import { type OutboxEmail, OutboxEmail as OutboxEmailSchema } from "../../../shared/contracts/outbox";
import { emailOutbox } from "../../db/schema/outbox";
import { adminGet, expectAdminOnly, expectNewestFirstList, expectPageOf } from "../../test/admin-routes";
import { createTestApp, testLogin, uniqueEmail, useTestApp } from "../../test/test-app";
import { expectError, memberOn } from "../analyzer/ai-test-helpers";
import { outboxStatus } from "./outbox.service";

describe("admin e-mail outbox", () => {
  const t = useTestApp();
  let admin: string;
  const to = uniqueEmail("outbox");
  // An hour ahead of now, so these rows are the newest whatever else the database holds.
  const base = Date.now() + 60 * 60 * 1000;

  beforeAll(async () => {
    admin = (await testLogin(t.app, { role: "admin" })).cookie;
    // Enough rows that every page size is full.
    await t.db.insert(emailOutbox).values(
      Array.from({ length: 110 }, (_, i) => ({
        toAddress: to,
        subject: `Fixture mail ${i}`,
        body: `Line one of ${i}\nLine two`,
        kind: "price_alert",
        dedupeKey: `outbox-test-${i}`,
        createdAt: new Date(base + i * 1000),
        ...(i === 108 ? { error: "connection refused" } : {}),
        ...(i === 107 ? { sentAt: new Date(base + i * 1000 + 500) } : {}),
      })),
    );
  });

  const list = adminGet(() => t.app, "/api/admin/outbox");

  it("answers 401 to a guest and 403 to a member", async () => {
    await expectAdminOnly(list, (await memberOn(t.app, t.db, "pro")).cookie);
  });

  it("lists 50 messages by default, newest first, in the contract's shape", async () => {
    await expectNewestFirstList(await list(admin), {
      length: 50,
      schema: OutboxEmailSchema,
      timeOf: (row) => row.createdAt,
      fields: ["id", "toAddress", "subject", "body", "kind", "status", "sentAt", "error", "createdAt"],
    });
  });

  it("shows the rows written to the outbox, with their status", async () => {
    const rows = (await list(admin, "?limit=25")).json() as OutboxEmail[];
    expect(rows[0]).toMatchObject({
      toAddress: to,
      subject: "Fixture mail 109",
      body: "Line one of 109\nLine two",
      kind: "price_alert",
      status: "unsent",
      sentAt: null,
      error: null,
      createdAt: new Date(base + 109 * 1000).toISOString(),
    });
    expect(rows[1]).toMatchObject({
      subject: "Fixture mail 108",
      status: "failed",
      error: "connection refused",
    });
    expect(rows[2]).toMatchObject({
      subject: "Fixture mail 107",
      status: "sent",
      sentAt: new Date(base + 107 * 1000 + 500).toISOString(),
    });
  });

  it.each([25, 50, 100])("honours limit=%i", async (limit) => {
    await expectPageOf(list, admin, `?limit=${limit}`, limit);
  });

  it.each(["7", "0", "-25", "abc", "250", "25.5", ""])("refuses limit=%s with a 400", async (limit) => {
    const error = expectError(await list(admin, `?limit=${limit}`), 400);
    if (limit !== "") expect(error).toMatch(/limit/);
  });

  it("says whether SMTP is configured, to admins only", async () => {
    const status = adminGet(() => t.app, "/api/admin/outbox/status");
    await expectAdminOnly(status, (await memberOn(t.app, t.db, "pro")).cookie);
    const res = await status(admin);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.json()).toEqual({ smtpConfigured: false });

    const withSmtp = await createTestApp({ SMTP_URL: "smtp://mail.example.test:2525" });
    try {
      const smtpAdmin = (await testLogin(withSmtp.app, { role: "admin" })).cookie;
      expect((await adminGet(() => withSmtp.app, "/api/admin/outbox/status")(smtpAdmin)).json()).toEqual({
        smtpConfigured: true,
      });
    } finally {
      await withSmtp.close();
    }
  });

  it("derives the status from sent_at and error", () => {
    expect(outboxStatus({ sentAt: null, error: null })).toBe("unsent");
    expect(outboxStatus({ sentAt: null, error: "boom" })).toBe("failed");
    expect(outboxStatus({ sentAt: new Date(), error: "retried" })).toBe("sent");
  });
});
