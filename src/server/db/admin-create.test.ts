// admin:create: a new admin with a checked password, a refusal for an existing address unless
// promoted, and (as a process) the password read from standard input, never from an argument.
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, logIn, STRONG_PASSWORD, type TestApp, uniqueEmail } from "../test/test-app";
import { AdminCreateError, createAdmin } from "./admin-create";
import { users } from "./schema/auth";

describe("admin:create", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("creates an admin who can sign in with the password", async () => {
    const email = uniqueEmail("first-admin");
    const outcome = await createAdmin(t.db, {
      email,
      firstName: "Ada",
      lastName: "Admin",
      password: STRONG_PASSWORD,
      promote: false,
    });
    expect(outcome).toEqual({ created: true, email });
    const [row] = await t.db.select().from(users).where(eq(users.email, email));
    expect(row?.role).toBe("admin");
    const res = await logIn(t.app, { email, password: STRONG_PASSWORD });
    expect(res.statusCode, res.body).toBe(200);
  });

  it("refuses a weak password, a missing one and an existing address unless promoted", async () => {
    const email = uniqueEmail("admin-weak");
    await expect(
      createAdmin(t.db, { email, firstName: "", lastName: "", password: "short", promote: false }),
    ).rejects.toThrow(AdminCreateError);
    await expect(
      createAdmin(t.db, { email, firstName: "", lastName: "", password: undefined, promote: false }),
    ).rejects.toThrow(/standard input/);
    await createAdmin(t.db, {
      email,
      firstName: "",
      lastName: "",
      password: STRONG_PASSWORD,
      promote: false,
    });
    await expect(
      createAdmin(t.db, { email, firstName: "", lastName: "", password: STRONG_PASSWORD, promote: false }),
    ).rejects.toThrow(/--promote/);
  });

  it("promotes an existing member with --promote", async () => {
    const email = uniqueEmail("promoted");
    await t.db.insert(users).values({ email, firstName: "Mo", lastName: "Member" });
    expect(
      await createAdmin(t.db, { email, firstName: "", lastName: "", password: undefined, promote: true }),
    ).toEqual({
      promoted: true,
      email,
    });
    const [row] = await t.db.select({ role: users.role }).from(users).where(eq(users.email, email));
    expect(row?.role).toBe("admin");
  });

  it("as a command, reads the password from standard input and never takes it as an argument", () => {
    const dataDir = mkdtempSync(join(tmpdir(), "hc-admin-create-"));
    try {
      const run = (args: string[], input: string) =>
        spawnSync(
          process.execPath,
          ["--import", "tsx", join(import.meta.dirname, "admin-create-cli.ts"), ...args],
          {
            input,
            encoding: "utf8",
            env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: "", DEMO_DATA: "0", LOG_LEVEL: "silent" },
            timeout: 120_000,
          },
        );
      const ok = run(["--email", "owner@example.test"], `${STRONG_PASSWORD}\n`);
      expect(ok.stderr).toBe("");
      expect(ok.stdout).toContain("owner@example.test is an admin now.");
      const refused = run(["--email", "other@example.test", "--password", STRONG_PASSWORD], "");
      expect(refused.status).not.toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
