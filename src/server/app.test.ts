// buildApp on its own, as main.ts uses it: it opens, migrates and seeds the database named by the
// configuration, takes the DATA_DIR lock for PGlite, and gives both back on close.
import { existsSync, mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { buildApp } from "./app";
import { loadConfig } from "./config";
import { createScratchDatabase, makeClientDir, testDatabaseUrl } from "./test/test-app";

describe("buildApp with its own database", () => {
  const root = mkdtempSync(join(tmpdir(), "hc-app-"));
  const clientDir = makeClientDir();
  afterAll(() => {
    rmSync(root, { recursive: true, force: true });
    rmSync(clientDir, { recursive: true, force: true });
  });

  it("opens, migrates and seeds the database, holds the lock while running and releases it on close", async () => {
    const adminUrl = testDatabaseUrl();
    const scratch = adminUrl ? await createScratchDatabase(adminUrl) : undefined;
    const dataDir = join(root, "data");
    const config = loadConfig(clientDir, {
      NODE_ENV: "test",
      LOG_LEVEL: "silent",
      DATA_DIR: dataDir,
      DATABASE_URL: scratch?.url ?? "",
    });
    const lockFile = join(dataDir, "hypecheck.lock");
    try {
      const app = await buildApp(config);
      try {
        const health = await app.inject({ method: "GET", url: "/api/health" });
        expect(health.statusCode).toBe(200);
        expect(health.json()).toMatchObject({ database: scratch ? "postgresql" : "pglite" });
        const stats = await app.inject({ method: "GET", url: "/api/platform-stats" });
        expect(stats.json()).toMatchObject({ totalCategories: 10, totalMembers: 0 });
        // PGlite needs the lock; PostgreSQL does not.
        expect(existsSync(lockFile)).toBe(!scratch);
        if (!scratch) expect(readFileSync(lockFile, "utf8").trim()).toBe(String(process.pid));
        // No SESSION_SECRET: one is generated into DATA_DIR, readable by this user only.
        const secretFile = join(dataDir, "session-secret");
        expect(readFileSync(secretFile, "utf8").trim().length).toBeGreaterThanOrEqual(32);
        expect(statSync(secretFile).mode & 0o077).toBe(0);
      } finally {
        await app.close();
      }
      expect(existsSync(lockFile)).toBe(false);
    } finally {
      await scratch?.drop();
    }
  });
});
