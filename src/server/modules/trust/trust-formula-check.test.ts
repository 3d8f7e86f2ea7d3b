// Scores stored by another trust-formula version are rescored at start-up, in the background; a
// start where every version matches changes nothing. Two apps in turn on one seeded database.
import { rmSync } from "node:fs";
import { asc, eq, inArray, sql } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { TRUST_FORMULA_VERSION } from "../../../shared/domain/trust-score";
import { buildApp } from "../../app";
import { lockKeyFor, withAdvisoryLock } from "../../db/advisory-lock";
import { courses } from "../../db/schema/courses";
import { createUncachedAppEvents } from "../../event-handlers";
import { JOBS_LOCK_CLASS } from "../../lib/job";
import { makeClientDir, sharedTestDatabase, silentLog, testConfig } from "../../test/test-app";
import { rescoreOutdatedScores } from "./trust-formula-check";
import { TRUST_RECOMPUTE_JOB, trustRecomputeJob } from "./trust-recompute.job";

const clientDir = makeClientDir();
const t = sharedTestDatabase();
const events = createUncachedAppEvents();
let app: FastifyInstance | undefined;

afterEach(async () => {
  await app?.close();
  app = undefined;
});
afterAll(() => rmSync(clientDir, { recursive: true, force: true }));

/** The real app on the test database (left open when the app closes), with the job timer off. */
async function startApp(options: { listen: boolean }): Promise<FastifyInstance> {
  app = await buildApp({ ...testConfig(clientDir), databaseUrl: t.url }, { database: t.database });
  if (options.listen) await app.listen({ port: 0, host: "127.0.0.1" });
  else await app.ready();
  return app;
}

async function snapshot() {
  return t.db
    .select({
      id: courses.id,
      score: courses.trustScore,
      breakdown: courses.trustBreakdown,
      computedAt: courses.trustComputedAt,
      version: courses.trustFormulaVersion,
    })
    .from(courses)
    .orderBy(asc(courses.id));
}

describe("the start-up trust-formula check", () => {
  it("does nothing when every stored score is the current formula's", async () => {
    const before = await snapshot();
    expect(before.length).toBeGreaterThan(0);
    expect(before.every((row) => row.version === TRUST_FORMULA_VERSION)).toBe(true);

    const started = await startApp({ listen: true });
    await expect(started.trustFormulaCheck.settled()).resolves.toEqual({ status: "current" });
    expect(await snapshot()).toEqual(before);
  });

  it("rescores, once listening and in the background, the scores another version made", async () => {
    const before = await snapshot();
    const [a, b, c] = before;
    // Scores "made" by an older formula (and one stored before versions were), visibly wrong.
    await t.db
      .update(courses)
      .set({ trustFormulaVersion: TRUST_FORMULA_VERSION - 1, trustScore: 1 })
      .where(inArray(courses.id, [a!.id, b!.id]));
    await t.db.update(courses).set({ trustFormulaVersion: null, trustScore: 1 }).where(eq(courses.id, c!.id));

    // app.ready() and app.inject() do not start it (route tests write unversioned rows).
    const injected = await startApp({ listen: false });
    await injected.inject({ method: "GET", url: "/api/health" });
    expect(injected.trustFormulaCheck.settled()).toBeUndefined();
    await injected.close();

    const started = await startApp({ listen: true });
    const pending = started.trustFormulaCheck.settled();
    expect(pending).toBeDefined();
    await expect(pending).resolves.toEqual({ status: "rescored", scored: 3 });

    const after = await snapshot();
    const changed = new Set([a!.id, b!.id, c!.id]);
    for (const row of after) {
      expect(row.version).toBe(TRUST_FORMULA_VERSION);
      if (changed.has(row.id)) {
        expect(row.score).not.toBe(1);
        expect((row.breakdown as { score: number }).score).toBe(row.score);
      } else {
        expect(row).toEqual(before.find((old) => old.id === row.id));
      }
    }
    // Rescored with the current formula: what the seed stored for them before.
    for (const id of changed) {
      expect(after.find((row) => row.id === id)?.score).toBe(before.find((row) => row.id === id)?.score);
    }
  });

  it("leaves the work to whoever holds the trust-recompute lock", async () => {
    const [first] = await snapshot();
    await t.db.update(courses).set({ trustFormulaVersion: null }).where(eq(courses.id, first!.id));
    const key = lockKeyFor(JOBS_LOCK_CLASS, TRUST_RECOMPUTE_JOB);
    const inner = await withAdvisoryLock(t.db, key, () => rescoreOutdatedScores(t.db, events));
    expect(inner).toEqual({ acquired: true, value: { status: "locked" } });
    await expect(rescoreOutdatedScores(t.db, events)).resolves.toEqual({ status: "rescored", scored: 1 });
  });

  it("the weekly recompute writes the current version too", async () => {
    await t.db.update(courses).set({ trustFormulaVersion: TRUST_FORMULA_VERSION - 1 });
    await trustRecomputeJob({ events, onScored: () => undefined }).run({
      db: t.db,
      log: silentLog,
      signal: new AbortController().signal,
      now: () => new Date(),
    });
    const [row] = await t.db
      .select({ outdated: sql<number>`count(*)::int` })
      .from(courses)
      .where(sql`${courses.trustFormulaVersion} is distinct from ${TRUST_FORMULA_VERSION}::int`);
    expect(row?.outdated).toBe(0);
  });
});
