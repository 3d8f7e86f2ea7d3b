// A NUL character anywhere in a request is a 400 before any route runs (PostgreSQL cannot store it,
// and the driver's error would otherwise be a 500).
import { describe, expect, it } from "vitest";
import { STRONG_PASSWORD, useTestApp } from "../test/test-app";
import { containsNul, inputProblem, MAX_LIST_ITEMS, NUL_REFUSED } from "./input";

describe("containsNul", () => {
  it("finds a NUL in strings, nested values and keys, and nothing in clean input", () => {
    expect(containsNul("a\u0000b")).toBe(true);
    expect(containsNul({ a: [1, { b: "x\u0000" }] })).toBe(true);
    expect(containsNul({ "k\u0000": 1 })).toBe(true);
    expect(containsNul({ a: ["x", 1, null, true, { b: "y" }] })).toBe(false);
    expect(containsNul(undefined)).toBe(false);
  });

  it("walks a deeply nested body without overflowing the stack", () => {
    let deep: unknown = "\u0000";
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(containsNul(deep)).toBe(true);
  });

  it("walks a long flat list without spreading it into a call, and refuses one over the cap", () => {
    const within = Array.from({ length: MAX_LIST_ITEMS }, () => "x");
    expect(inputProblem(within)).toBeNull();
    expect(inputProblem([...within, "y"])).toBe("list-too-long");
    expect(inputProblem({ a: Array.from({ length: 130_000 }, () => 0) })).toBe("list-too-long");
  });
});

describe("the NUL guard on every route", () => {
  const t = useTestApp();

  it("answers 400 for a NUL in a JSON body, a query string or a path", async () => {
    const requests = [
      {
        method: "POST" as const,
        url: "/api/auth/signup",
        payload: { email: "a\u0000b@example.com", firstName: "A", lastName: "B", password: STRONG_PASSWORD },
      },
      {
        method: "POST" as const,
        url: "/api/auth/login",
        payload: { email: "a@example.com", password: "x\u0000y" },
      },
      {
        method: "POST" as const,
        url: "/api/email-signup",
        payload: { email: "a\u0000@example.com", source: "signup_page" },
      },
      { method: "GET" as const, url: "/api/courses?q=nul%00byte" },
      { method: "GET" as const, url: "/api/courses/1%00" },
    ];
    for (const request of requests) {
      const res = await t.app.inject(request);
      expect(res.statusCode, request.url).toBe(400);
      expect(res.json()).toEqual({ error: NUL_REFUSED });
    }
  });
});
