// Helpers for the admin routes' tests: a GET as a given session (or as a guest), the admins-only
// check (401 for guests, 403 "Admin access required." for members), and the checks every admin list
// makes of its default page (200, no-store, newest first, the contract's shape and fields).
import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";
import type { z } from "zod";
import { expectError, uniqueAddress } from "./test-app";

export type AdminGet = (cookie: string | undefined, query?: string) => Promise<LightMyRequestResponse>;

/** GET `path` + `query` with `cookie` (undefined: a guest), each from a new address. */
export function adminGet(app: () => FastifyInstance, path: string): AdminGet {
  return (cookie, query = "") =>
    app().inject({
      method: "GET",
      url: `${path}${query}`,
      remoteAddress: uniqueAddress(),
      headers: cookie ? { cookie } : {},
    });
}

/** Guests get 401, a member (`memberCookie`) 403 "Admin access required.", both as bare JSON errors. */
export async function expectAdminOnly(get: AdminGet, memberCookie: string): Promise<void> {
  for (const [cookie, status] of [
    [undefined, 401],
    [memberCookie, 403],
  ] as const) {
    const res = await get(cookie);
    const message = expectError(res, status);
    expect(Object.keys(res.json() as object)).toEqual(["error"]);
    if (status === 403) expect(message).toBe("Admin access required.");
  }
}

/**
 * An admin list's default page: 200 and no-store, `length` rows that each parse as `schema`
 * unchanged, newest first by `timeOf`, with exactly `fields`. Returns the rows.
 */
export async function expectNewestFirstList<T extends object>(
  res: LightMyRequestResponse,
  expected: { length: number; schema: z.ZodType<T>; timeOf: (row: T) => string; fields: string[] },
): Promise<T[]> {
  expect(res.statusCode, res.body).toBe(200);
  expect(res.headers["cache-control"]).toBe("no-store");
  const rows = res.json() as T[];
  expect(rows).toHaveLength(expected.length);
  for (const row of rows) expect(expected.schema.parse(row)).toEqual(row);
  const times = rows.map((row) => Date.parse(expected.timeOf(row)));
  expect([...times].sort((a, b) => b - a)).toEqual(times);
  expect(Object.keys(rows[0] as object).sort()).toEqual([...expected.fields].sort());
  return rows;
}

/** `get(query)` answers 200 with exactly `length` rows. */
export async function expectPageOf(get: AdminGet, cookie: string, query: string, length: number) {
  const res = await get(cookie, query);
  expect(res.statusCode).toBe(200);
  expect((res.json() as unknown[]).length).toBe(length);
}
