// Work a request starts but does not wait for: the account e-mails of sign-up and forgot-password.
// Their answers must not depend on whether the address has an account, in content or in time
// (docs/decisions/0059-account-security.md), so the lookup and the writes run after
// the answer is sent, one task at a time. The queue is bounded: past MAX_PENDING tasks a new one is
// dropped and logged (a flood of sign-ups then costs e-mails, never memory). Closing the app waits
// for what is queued.
import type { FastifyBaseLogger } from "fastify";

export const MAX_PENDING = 1000;

export interface BackgroundQueue {
  /** Runs `task` after the tasks queued before it; a failure is logged, never thrown. */
  enqueue(name: string, task: () => Promise<void>): void;
  /** Resolves once every task queued so far has finished. */
  settled(): Promise<void>;
}

export function createBackgroundQueue(log: FastifyBaseLogger): BackgroundQueue {
  let tail: Promise<void> = Promise.resolve();
  let pending = 0;
  return {
    enqueue(name, task) {
      if (pending >= MAX_PENDING) {
        log.warn({ task: name, pending }, "background queue full; task dropped");
        return;
      }
      pending += 1;
      tail = tail
        // Started on a later turn of the event loop, so the answer is on its way before any of this
        // work runs (PGlite runs queries on this thread).
        .then(() => new Promise<void>((resolve) => setImmediate(resolve)))
        .then(task)
        .catch((error: unknown) => log.error({ err: error, task: name }, "background task failed"))
        .finally(() => {
          pending -= 1;
        });
    },
    settled() {
      return tail;
    },
  };
}
