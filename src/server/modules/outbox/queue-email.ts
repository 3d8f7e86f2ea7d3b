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

export function queueEmail(executor: Executor, letter: Letter): Promise<void> {
  return queueEmails(executor, [letter]);
}

/** Several letters in one statement (the watchers of one piece of news); none is nothing to do. */
export async function queueEmails(executor: Executor, letters: readonly Letter[]): Promise<void> {
  if (letters.length === 0) return;
  await executor
    .insert(emailOutbox)
    .values(
      letters.map((letter) => ({
        toAddress: letter.to,
        subject: letter.subject,
        body: [`Hi ${letter.firstName || "there"},`, "", ...letter.lines].join("\n"),
        kind: letter.kind,
        dedupeKey: letter.dedupeKey,
        createdAt: letter.at,
      })),
    )
    .onConflictDoNothing();
}
