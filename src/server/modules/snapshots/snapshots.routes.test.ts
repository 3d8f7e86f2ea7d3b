// The public snapshot calls through the HTTP stack: the diff of a pair is computed once (the
// sentence diff is counted here through a spy on page-diff.ts), and the calls are rate limited per
// address: reads like the catalogue's (RATE_LIMIT_CATALOG_PER_MIN), diffs (?compare=) in a bucket
// of their own at SNAPSHOT_DIFFS_PER_MINUTE at most.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { SnapshotResponse } from "../../../shared/contracts/snapshots";
import { inAppTransaction } from "../../test/app-events";
import { createCourse } from "../../test/catalog-fixtures";
import { fetchedPage } from "../../test/fetched-page";
import { createTestApp, expectError, type TestApp, uniqueAddress } from "../../test/test-app";
import { diffSentences } from "./page-diff";
import { SNAPSHOT_DIFFS_PER_MINUTE } from "./snapshots.routes";
import { createSnapshotService } from "./snapshots.service";

vi.mock("./page-diff", async (importOriginal) => {
  const actual = await importOriginal<typeof import("./page-diff")>();
  return { ...actual, diffSentences: vi.fn(actual.diffSentences) };
});

const page = (extra: string) =>
  `<html><body><h1>Bookkeeping</h1><p>Six weeks of lessons on invoices and receipts.</p>${extra}</body></html>`;

/** A course with two snapshots (ids in order), written straight into the app's database. */
async function twoSnapshots(t: TestApp): Promise<{ courseId: number; older: number; newer: number }> {
  const course = await createCourse(t.db);
  const snapshots = createSnapshotService({ db: t.db, storage: null });
  const record = (body: string, at: string) =>
    inAppTransaction(t.db, (tx, emit) => snapshots.recordFetch(course.id, fetchedPage(body, at), tx, emit));
  const first = await record(page(""), "2030-01-01T00:00:00Z");
  const second = await record(
    page("<p>Students make $10,000 a month, guaranteed.</p>"),
    "2030-01-02T00:00:00Z",
  );
  return { courseId: course.id, older: first.snapshot.id, newer: second.snapshot.id };
}

describe("snapshot routes", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it("computes a pair's diff once, however often it is asked for", async () => {
    const { courseId, older, newer } = await twoSnapshots(t);
    const compare = (from = older) =>
      t.app.inject({
        method: "GET",
        url: `/api/courses/${courseId}/snapshots/${newer}?compare=${from}`,
        remoteAddress: uniqueAddress(),
      });
    const computed = vi.mocked(diffSentences);
    computed.mockClear();
    const first = await compare();
    expect(first.statusCode, first.body).toBe(200);
    expect((first.json() as SnapshotResponse).diff?.sentencesAdded).toEqual([
      "Students make $10,000 a month, guaranteed.",
    ]);
    expect(computed).toHaveBeenCalledTimes(1);
    const second = await compare();
    expect(second.json()).toEqual(first.json());
    expect(computed).toHaveBeenCalledTimes(1);
    // The pair's course is still checked: another course's snapshot is not comparable.
    const other = await twoSnapshots(t);
    expectError(await compare(other.older), 404);
  });

  it("limits reads per address like the catalogue's, with a JSON 429", async () => {
    const limited = await createTestApp({ RATE_LIMIT_CATALOG_PER_MIN: "3" });
    try {
      const { courseId, older, newer } = await twoSnapshots(limited);
      for (const url of [
        `/api/courses/${courseId}/snapshots`,
        `/api/courses/${courseId}/snapshots/${newer}`,
        `/api/courses/${courseId}/snapshots/${newer}?compare=${older}`,
      ]) {
        const from = uniqueAddress();
        const hit = () => limited.app.inject({ method: "GET", url, remoteAddress: from });
        for (let i = 0; i < 3; i++) expect((await hit()).statusCode).toBe(200);
        const res = await hit();
        expect(expectError(res, 429)).toMatch(/Too many requests/);
        expect(Number(res.headers["retry-after"])).toBeGreaterThan(0);
      }
    } finally {
      await limited.close();
    }
  });

  it("gives diffs a bucket of their own, below the limit for reads", async () => {
    const { courseId, older, newer } = await twoSnapshots(t);
    const from = uniqueAddress();
    const get = (query = "") =>
      t.app.inject({
        method: "GET",
        url: `/api/courses/${courseId}/snapshots/${newer}${query}`,
        remoteAddress: from,
      });
    for (let i = 0; i < SNAPSHOT_DIFFS_PER_MINUTE; i++)
      expect((await get(`?compare=${older}`)).statusCode).toBe(200);
    expectError(await get(`?compare=${older}`), 429);
    expect((await get()).statusCode).toBe(200);
    expect((await get("?compare=")).statusCode).toBe(200);
  });
});
