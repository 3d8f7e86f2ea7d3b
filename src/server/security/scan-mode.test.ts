// RATE_LIMIT_LOOPBACK_EXEMPT (npm run security-scan): loopback requests skip the per-route rate
// limits so the scanners' payloads reach the handlers; other addresses keep them, and production
// ignores the flag.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { createTestApp, type TestApp, uniqueAddress, uniqueEmail } from "../test/test-app";

const LIMIT = 20; // POST /api/email-signup: 20 per 15 minutes per address

describe("rate limits in scan mode", () => {
  let scan: TestApp;
  beforeAll(async () => {
    scan = await createTestApp({ RATE_LIMIT_LOOPBACK_EXEMPT: "1" });
  });
  afterAll(async () => scan?.close());

  const signups = async (remoteAddress: string, count: number) => {
    const codes: number[] = [];
    for (let i = 0; i < count; i++) {
      const res = await scan.app.inject({
        method: "POST",
        url: "/api/email-signup",
        remoteAddress,
        payload: { email: uniqueEmail("scan") },
      });
      codes.push(res.statusCode);
    }
    return codes;
  };

  it("lets loopback past the per-route limit", async () => {
    const codes = await signups("127.0.0.1", LIMIT + 5);
    expect(codes.filter((c) => c === 429)).toEqual([]);
  });

  it("keeps the limit for every other address", async () => {
    const codes = await signups(uniqueAddress(), LIMIT + 1);
    expect(codes.at(-1)).toBe(429);
  });

  it("is off unless asked for, and ignored in production", () => {
    const base = { DATA_DIR: ":memory:" };
    expect(loadConfig("", { ...base, NODE_ENV: "test" }).rateLimits.loopbackExempt).toBe(false);
    expect(
      loadConfig("", { ...base, NODE_ENV: "test", RATE_LIMIT_LOOPBACK_EXEMPT: "1" }).rateLimits
        .loopbackExempt,
    ).toBe(true);
    expect(
      loadConfig("", {
        ...base,
        NODE_ENV: "production",
        PUBLIC_ORIGIN: "https://hypecheck.example",
        SESSION_SECRET: "x".repeat(40),
        RATE_LIMIT_LOOPBACK_EXEMPT: "1",
      }).rateLimits.loopbackExempt,
    ).toBe(false);
  });
});
