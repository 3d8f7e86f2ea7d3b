// Reading the e-mail outbox (email_outbox, written by the price-alert job). Sending is the
// send-outbox job's (jobs/send-outbox.ts, when SMTP_URL is set); this only lists rows and their status.
import type { OutboxEmail, OutboxStatus } from "../../../shared/contracts/outbox";
import type { Db } from "../../db/client";
import { emailOutbox } from "../../db/schema/outbox";
import { newestRows } from "../../lib/newest-rows";

/** A row with sent_at is sent; one with an error but no sent_at failed; the rest wait. */
export function outboxStatus(row: { sentAt: Date | null; error: string | null }): OutboxStatus {
  if (row.sentAt !== null) return "sent";
  return row.error !== null ? "failed" : "unsent";
}

export interface OutboxService {
  /** Newest first. */
  list(limit: number): Promise<OutboxEmail[]>;
}

export function createOutboxService(db: Db): OutboxService {
  return {
    async list(limit) {
      const rows = await newestRows(db, emailOutbox, emailOutbox.createdAt, limit);
      return rows.map((row) => ({
        id: row.id,
        toAddress: row.toAddress,
        subject: row.subject,
        body: row.body,
        kind: row.kind,
        status: outboxStatus(row),
        sentAt: row.sentAt?.toISOString() ?? null,
        error: row.error,
        createdAt: row.createdAt.toISOString(),
      }));
    },
  };
}
