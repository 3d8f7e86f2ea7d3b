// The send-outbox job: without SMTP_URL rows stay untouched; with it (a scripted SMTP server) unsent
// rows are sent and marked, a second run sends nothing more, and a refused message records the
// error and stays unsent. Only this file's rows (unique dedupe keys) are checked.
import { inArray } from "drizzle-orm";
import { afterEach, describe, expect, it } from "vitest";
import { emailOutbox } from "../db/schema/outbox";
import type { JobContext } from "../lib/job";
import { type FakeSmtpServer, startFakeSmtpServer } from "../mail/fake-smtp-server";
import { uniqueToken } from "../test/catalog-fixtures";
import { sharedTestDatabase, silentLog } from "../test/test-app";
import { outboxFromAddress, SEND_OUTBOX_JOB, sendOutboxJob } from "./send-outbox";

const t = sharedTestDatabase();
let server: FakeSmtpServer | undefined;
afterEach(async () => {
  await server?.close();
  server = undefined;
});

const context = (): JobContext => ({
  db: t.db,
  log: silentLog,
  signal: new AbortController().signal,
  now: () => new Date(),
});

async function insertRows(count: number) {
  const token = uniqueToken("outbox");
  const rows = await t.db
    .insert(emailOutbox)
    .values(
      Array.from({ length: count }, (_, i) => ({
        toAddress: `${token}-${i}@example.test`,
        subject: `Send test ${i}`,
        body: `Body ${i}\n.dot line`,
        kind: "price_alert",
        dedupeKey: `${token}-${i}`,
        // Oldest in the table, so the job's batch (oldest first) reaches them.
        createdAt: new Date(Date.UTC(2000, 0, 1, 0, 0, i)),
      })),
    )
    .returning({ id: emailOutbox.id, toAddress: emailOutbox.toAddress });
  const read = () =>
    t.db
      .select()
      .from(emailOutbox)
      .where(
        inArray(
          emailOutbox.id,
          rows.map((r) => r.id),
        ),
      );
  return { rows, read };
}

describe("send-outbox", () => {
  it("derives the From address from PUBLIC_ORIGIN", () => {
    expect(outboxFromAddress("https://hypecheck.example.com")).toBe(
      "HypeCheck <no-reply@hypecheck.example.com>",
    );
    expect(outboxFromAddress(undefined)).toBe("HypeCheck <no-reply@hypecheck.local>");
  });

  it("leaves rows untouched when SMTP_URL is unset", async () => {
    const { read } = await insertRows(2);
    const job = sendOutboxJob({ smtpUrl: undefined, from: outboxFromAddress(undefined) });
    expect(job.name).toBe(SEND_OUTBOX_JOB);
    expect(await job.run(context())).toMatchObject({ smtpConfigured: false, sent: 0 });
    for (const row of await read()) expect(row).toMatchObject({ sentAt: null, error: null });
  });

  it("sends unsent rows, marks them sent, and a second run sends nothing more", async () => {
    server = await startFakeSmtpServer();
    const { rows, read } = await insertRows(3);
    const job = sendOutboxJob({ smtpUrl: server.url, from: outboxFromAddress("https://hc.example.com") });
    const first = await job.run(context());
    expect(first).toMatchObject({ smtpConfigured: true, failed: 0 });
    for (const row of await read()) {
      expect(row.sentAt).toBeInstanceOf(Date);
      expect(row.error).toBeNull();
    }
    const delivered = server.sessions.filter((s) => rows.some((r) => s.rcptTo.includes(r.toAddress)));
    expect(delivered).toHaveLength(3);
    expect(delivered[0]?.mailFrom).toBe("no-reply@hc.example.com");
    expect(delivered[0]?.data).toContain("\r\n..dot line\r\n");

    const before = server.sessions.length;
    await job.run(context());
    const again = server.sessions.slice(before);
    expect(again.filter((s) => rows.some((r) => s.rcptTo.includes(r.toAddress)))).toHaveLength(0);
  });

  it("records the server's refusal as the row's error and leaves it unsent", async () => {
    server = await startFakeSmtpServer({ refuse: "RCPT" });
    const { read } = await insertRows(1);
    const result = await sendOutboxJob({ smtpUrl: server.url, from: outboxFromAddress(undefined) }).run(
      context(),
    );
    expect(result).toMatchObject({ smtpConfigured: true, sent: 0 });
    const [row] = await read();
    expect(row?.sentAt).toBeNull();
    expect(row?.error).toBe("RCPT TO refused: 550 5.1.1 no such user");
  });
});
