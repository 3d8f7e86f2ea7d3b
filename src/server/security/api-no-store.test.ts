// API answers carry Cache-Control: no-store unless the route says otherwise, errors included.
import { describe, expect, it } from "vitest";
import { useTestApp } from "../test/test-app";

describe("API caching", () => {
  const t = useTestApp();

  it("is no-store by default, on answers and errors alike", async () => {
    for (const url of ["/api/health", "/api/price-alerts", "/api/courses/abc", "/api/no-such-route"]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.headers["cache-control"], url).toBe("no-store");
    }
  });

  it("keeps a route's own policy", async () => {
    const res = await t.app.inject({ method: "GET", url: "/api/platform-stats" });
    expect(res.headers["cache-control"]).toMatch(/^public, max-age=\d+$/);
  });
});
