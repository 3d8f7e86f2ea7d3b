// In-transaction domain events (issue 32): a use case says what happened, once, inside its own
// transaction; the modules that own each consequence (the audit trail, a member's notice, points, a
// rescore) handle it in that same transaction, so the fact and its consequences commit or roll back
// together. What may only happen after the commit (clearing caches) is queued by a handler with
// afterCommit and run by `transaction` once the commit succeeded, never by the caller, and never
// when the transaction rolled back.
//
// An event is a typed token (`defineEvent<Payload>("review.moderated")`) declared by the module it
// happens in; a handler is registered by the composition root, in the order the consequences are
// written. Handlers run one after another, in registration order, and may emit further events.
import type { Db, Tx } from "../db/client";

/** A kind of event, with the shape of its payload. */
export interface DomainEvent<P> {
  readonly name: string;
  /** Carries the payload type only; never set. */
  readonly payload?: P;
}

export function defineEvent<P>(name: string): DomainEvent<P> {
  return { name };
}

export type Emit = <P>(event: DomainEvent<P>, payload: P) => Promise<void>;

/** What a handler gets beside the payload. */
export interface EventContext {
  /** The emitting use case's transaction: write the consequence through it. */
  tx: Tx;
  emit: Emit;
  /** Runs `step` once after the commit; a second step with the same key in one transaction is dropped. */
  afterCommit(key: string, step: () => void): void;
}

export type EventHandler<P> = (payload: P, context: EventContext) => Promise<void>;

export interface DomainEvents {
  /** Adds handlers of `event`, run after those added before, in the order given. */
  on<P>(event: DomainEvent<P>, ...handlers: EventHandler<P>[]): void;
  /**
   * Runs `work` in a new transaction of `db`. Events it emits are handled in that transaction;
   * after the commit, the queued after-commit steps run in the order they were first queued.
   */
  transaction<T>(db: Db, work: (tx: Tx, emit: Emit) => Promise<T>): Promise<T>;
}

export function createDomainEvents(): DomainEvents {
  const handlers = new Map<string, Array<EventHandler<unknown>>>();
  return {
    on(event, ...added) {
      const list = handlers.get(event.name) ?? [];
      list.push(...(added as EventHandler<unknown>[]));
      handlers.set(event.name, list);
    },
    async transaction(db, work) {
      const afterCommit = new Map<string, () => void>();
      const result = await db.transaction(async (tx) => {
        const context: EventContext = {
          tx,
          emit: async (event, payload) => {
            for (const handler of handlers.get(event.name) ?? []) await handler(payload, context);
          },
          afterCommit(key, step) {
            if (!afterCommit.has(key)) afterCommit.set(key, step);
          },
        };
        return work(tx, context.emit);
      });
      for (const step of afterCommit.values()) step();
      return result;
    },
  };
}
