// freshOnEveryVisit: the answers a server-rendered page came with count as fresh until the first
// navigation; every other read, and those after it, are stale at once.
import { describe, expect, it } from "vitest";
import {
  createQueryClient,
  freshOnEveryVisit,
  leaveServerRenderedPage,
  markServerAnswers,
} from "./query-client";

describe("freshOnEveryVisit", () => {
  it("keeps the server's answers fresh on their own page only", () => {
    const client = createQueryClient();
    client.setQueryData(["/api/courses", 1], { id: 1 });
    client.setQueryData(["/api/courses", 2], { id: 2 });
    const fromServer = client.getQueryCache().find({ queryKey: ["/api/courses", 1], exact: true });
    const other = client.getQueryCache().find({ queryKey: ["/api/courses", 2], exact: true });
    if (!fromServer || !other) throw new Error("queries missing");

    expect(freshOnEveryVisit(fromServer)).toBe(0);
    markServerAnswers([fromServer]);
    expect(freshOnEveryVisit(fromServer)).toBe(Number.POSITIVE_INFINITY);
    expect(freshOnEveryVisit(other)).toBe(0);
    leaveServerRenderedPage();
    expect(freshOnEveryVisit(fromServer)).toBe(0);
  });
});
