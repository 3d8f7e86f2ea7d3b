// Sends the e-mail outbox over SMTP_URL, every minute. Without SMTP_URL it does nothing and rows
// stay unsent for an admin to read (/admin/outbox). With it, up to a batch of unsent rows (sent_at
// and error both null), oldest first, are sent one by one; each row then gets sent_at or the error.
// A failed row is not retried (there is no attempt counter); an admin sees it as failed. Marking is
// conditional on sent_at still null, so a row is never marked twice even if runs overlapped.
import { and, asc, eq, isNull } from "drizzle-orm";
import { emailOutbox } from "../db/schema/outbox";
import type { Job } from "../lib/job";
import { createSmtpSender, type MailSender } from "../mail/smtp";

export const SEND_OUTBOX_JOB = "send-outbox";
export const SEND_OUTBOX_INTERVAL_MS = 60 * 1000;
export const SEND_OUTBOX_BATCH = 50;
const MAX_ERROR_LENGTH = 500;

/** `HypeCheck <no-reply@{host of PUBLIC_ORIGIN}>`, or hypecheck.local without one. */
export function outboxFromAddress(publicOrigin: string | undefined): string {
  let host = "hypecheck.local";
  if (publicOrigin) {
    try {
      host = new URL(publicOrigin).hostname || host;
    } catch {
      // config.ts validates PUBLIC_ORIGIN; keep the fallback regardless.
    }
  }
  return `HypeCheck <no-reply@${host}>`;
}

export interface SendOutboxOptions {
  smtpUrl: string | undefined;
  from: string;
  /** Defaults to an SMTP sender for smtpUrl. */
  sender?: MailSender;
}

export function sendOutboxJob(options: SendOutboxOptions): Job {
  const sender = options.smtpUrl ? (options.sender ?? createSmtpSender(options.smtpUrl)) : undefined;
  return {
    name: SEND_OUTBOX_JOB,
    intervalMs: SEND_OUTBOX_INTERVAL_MS,
    async run({ db, log, signal, now }) {
      if (!sender) return { smtpConfigured: false, sent: 0, failed: 0 };
      const rows = await db
        .select()
        .from(emailOutbox)
        .where(and(isNull(emailOutbox.sentAt), isNull(emailOutbox.error)))
        .orderBy(asc(emailOutbox.createdAt), asc(emailOutbox.id))
        .limit(SEND_OUTBOX_BATCH);
      let sent = 0;
      let failed = 0;
      for (const row of rows) {
        if (signal.aborted) break;
        const unsent = and(eq(emailOutbox.id, row.id), isNull(emailOutbox.sentAt));
        try {
          await sender.send({ from: options.from, to: row.toAddress, subject: row.subject, text: row.body });
          await db.update(emailOutbox).set({ sentAt: now() }).where(unsent);
          sent++;
        } catch (error) {
          const message = (error instanceof Error ? error.message : String(error)).trim();
          await db
            .update(emailOutbox)
            .set({ error: message.slice(0, MAX_ERROR_LENGTH) || "send failed" })
            .where(unsent);
          log.warn({ outboxId: row.id, err: error }, "outbox e-mail not sent");
          failed++;
        }
      }
      return { smtpConfigured: true, sent, failed };
    },
  };
}
