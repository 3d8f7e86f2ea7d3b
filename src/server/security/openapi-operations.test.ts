// The OpenAPI document keeps listing the same operations while routes move to endpoint contracts:
// the list below was taken from the document before the move. A new endpoint adds its line here.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../test/test-app";

const BASELINE = join(import.meta.dirname, "openapi-operations.txt");

describe("OpenAPI document", () => {
  let t: Awaited<ReturnType<typeof createTestApp>>;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => t?.close());

  it("lists the same operations", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      paths: Record<string, Record<string, unknown>>;
    };
    const operations = Object.entries(doc.paths)
      .flatMap(([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`))
      .sort();
    const expected = readFileSync(BASELINE, "utf8").split("\n").filter(Boolean);
    expect(operations).toEqual(expected);
  });

  it("lists its component schemas in name order, whatever order their modules load in", async () => {
    const doc = (await t.app.inject({ method: "GET", url: "/api/docs/json" })).json() as {
      components: { schemas: Record<string, unknown> };
    };
    const names = Object.keys(doc.components.schemas);
    expect(names.length).toBeGreaterThan(100);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
  });
});
