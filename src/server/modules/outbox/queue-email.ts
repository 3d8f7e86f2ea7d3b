// One e-mail to a person, queued in the outbox (email_outbox) in the caller's transaction; the
// send-outbox job sends it when SMTP_URL is set. Every letter opens the same way ("Hi Robin," or,
// with no first name, "Hi there,", then a blank line). The (address, dedupeKey) unique index makes
// it at most once: a second letter with the same key is not queued.
import type { Executor } from "../../db/client";
import { emailOutbox } from "../../db/schema/outbox";

export interface Letter {
  to: string;
  /** The name in the greeting; empty reads "there". */
  firstName: string;
  subject: string;
  /** What follows the greeting, a line each ("" for a blank line). */
  lines: string[];
  /** What kind of e-mail (tests and the admin's outbox read it). */
  kind: string;
  dedupeKey: string;
  at: Date;
}

export async function queueEmail(executor: Executor, letter: Letter): Promise<void> {
  await executor
    .insert(emailOutbox)
    .values({
      toAddress: letter.to,
      subject: letter.subject,
      body: [`Hi ${letter.firstName || "there"},`, "", ...letter.lines].join("\n"),
      kind: letter.kind,
      dedupeKey: letter.dedupeKey,
      createdAt: letter.at,
    })
    .onConflictDoNothing();
}
