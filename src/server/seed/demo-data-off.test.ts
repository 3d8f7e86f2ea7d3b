// DEMO_DATA=0: a deployment on real courses starts with categories, plans and the quiz only — no
// demo courses, creators, accounts, reports or votes — so test-login has no one to sign in as.
import { count } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "../app";
import { type Database, MEMORY_DATA_DIR, openDatabase } from "../db/client";
import { runMigrations } from "../db/migrate";
import { users } from "../db/schema/auth";
import { plans } from "../db/schema/billing";
import { categories } from "../db/schema/categories";
import { communityReports } from "../db/schema/community-reports";
import { courses } from "../db/schema/courses";
import { creators } from "../db/schema/creators";
import { quizQuestions } from "../db/schema/quiz";
import { createScratchDatabase, makeClientDir, testConfig, testDatabaseUrl } from "../test/test-app";
import { seedDatabase } from "./seed";

describe("DEMO_DATA=0", () => {
  let database: Database;
  let drop: (() => Promise<void>) | undefined;
  beforeAll(async () => {
    const adminUrl = testDatabaseUrl();
    const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
    drop = scratch?.drop;
    database = await openDatabase({ databaseUrl: scratch?.url, dataDir: MEMORY_DATA_DIR });
    await runMigrations(database);
  });
  afterAll(async () => {
    await database?.close();
    await drop?.();
  });

  const rows = async (
    table:
      | typeof categories
      | typeof plans
      | typeof quizQuestions
      | typeof courses
      | typeof creators
      | typeof users
      | typeof communityReports,
  ) => (await database.db.select({ n: count() }).from(table))[0]?.n ?? 0;

  it("seeds categories, plans and quiz questions only, twice without change", async () => {
    for (let run = 0; run < 2; run++) {
      const report = await seedDatabase(database.db, { demoData: false });
      expect(report.demoAccounts).toBe(0);
      expect(report.catalogue.courses).toBe(0);
    }
    expect(await rows(categories)).toBeGreaterThan(0);
    expect(await rows(plans)).toBe(3);
    expect(await rows(quizQuestions)).toBeGreaterThan(0);
    expect(await rows(courses)).toBe(0);
    expect(await rows(creators)).toBe(0);
    expect(await rows(users)).toBe(0);
    expect(await rows(communityReports)).toBe(0);
  });

  it("test-login has no one to sign in as", async () => {
    const clientDir = makeClientDir();
    const config = testConfig(clientDir, { DEMO_DATA: "0" });
    expect(config.demoData).toBe(false);
    const app = await buildApp(config, { database });
    try {
      const res = await app.inject({ method: "GET", url: "/api/auth/test-login?role=admin" });
      expect(res.statusCode).toBe(404);
      const list = await app.inject({ method: "GET", url: "/api/courses" });
      expect(list.json()).toMatchObject({ items: [], total: 0 });
    } finally {
      await app.close();
    }
  });
});
