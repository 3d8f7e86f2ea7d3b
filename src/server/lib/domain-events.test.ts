// Domain events on a real test database: handlers write in the emitting transaction, a failing
// handler rolls the whole use case back, and after-commit steps run once, only after a commit.
import { eq, like } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { jobRuns } from "../db/schema/jobs";
import { sharedTestDatabase } from "../test/test-app";
import { createDomainEvents, defineEvent } from "./domain-events";

const t = sharedTestDatabase();

const Happened = defineEvent<{ name: string }>("test.happened");
const FollowedUp = defineEvent<{ name: string }>("test.followed-up");

/** job_runs is a plain table with a text key: a scratch table for these tests. */
async function namesWritten(prefix: string): Promise<string[]> {
  const rows = await t.db
    .select({ job: jobRuns.job })
    .from(jobRuns)
    .where(like(jobRuns.job, `${prefix}%`));
  return rows.map((r) => r.job).sort();
}

describe("domain events", () => {
  it("runs handlers in the emitting transaction, in order, chained events too, then the after-commit steps once", async () => {
    const events = createDomainEvents();
    const order: string[] = [];
    events.on(Happened, async ({ name }, { tx, emit, afterCommit }) => {
      order.push("first handler");
      await tx.insert(jobRuns).values({ job: `${name}:handled` });
      afterCommit("caches", () => order.push("after commit"));
      await emit(FollowedUp, { name });
    });
    events.on(FollowedUp, async ({ name }, { tx, afterCommit }) => {
      order.push("chained handler");
      await tx.insert(jobRuns).values({ job: `${name}:followed-up` });
      afterCommit("caches", () => order.push("after commit, a second time"));
    });
    // several handlers in one call run after those added before, in the order given
    events.on(
      Happened,
      async () => {
        order.push("second handler");
      },
      async () => {
        order.push("third handler");
      },
    );

    const result = await events.transaction(t.db, async (tx, emit) => {
      await tx.insert(jobRuns).values({ job: "ok:fact" });
      await emit(Happened, { name: "ok" });
      order.push("use case done");
      return 42;
    });

    expect(result).toBe(42);
    expect(order).toEqual([
      "first handler",
      "chained handler",
      "second handler",
      "third handler",
      "use case done",
      "after commit",
    ]);
    expect(await namesWritten("ok:")).toEqual(["ok:fact", "ok:followed-up", "ok:handled"]);
  });

  it("rolls the fact and every consequence back when a handler fails, and runs no after-commit step", async () => {
    const events = createDomainEvents();
    let cleared = 0;
    events.on(Happened, async ({ name }, { tx, afterCommit }) => {
      await tx.insert(jobRuns).values({ job: `${name}:handled` });
      afterCommit("caches", () => cleared++);
    });
    events.on(Happened, async () => {
      throw new Error("the notice could not be written");
    });

    await expect(
      events.transaction(t.db, async (tx, emit) => {
        await tx.insert(jobRuns).values({ job: "failed:fact" });
        await emit(Happened, { name: "failed" });
      }),
    ).rejects.toThrow("the notice could not be written");
    expect(await namesWritten("failed:")).toEqual([]);
    expect(cleared).toBe(0);
  });

  it("emits to no one when nothing is registered, and commits the use case alone", async () => {
    const events = createDomainEvents();
    await events.transaction(t.db, async (tx, emit) => {
      await tx.insert(jobRuns).values({ job: "alone:fact" });
      await emit(Happened, { name: "alone" });
    });
    const [row] = await t.db.select().from(jobRuns).where(eq(jobRuns.job, "alone:fact"));
    expect(row?.job).toBe("alone:fact");
  });
});
