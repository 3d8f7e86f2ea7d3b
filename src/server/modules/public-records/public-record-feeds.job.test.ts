// The feed refresh against loopback servers: a feed is read into records with the page watch's
// User-Agent after its robots.txt; robots.txt can refuse it; a feed that does not answer times out
// and backs off (not read again before interval × 2), while the other feeds are still read.
import { readFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { publicRecordDatasets, publicRecords } from "../../db/schema/public-records";
import { createUncachedAppEvents } from "../../event-handlers";
import { type PageServer, startPageServer } from "../../test/page-server";
import { sharedTestDatabase } from "../../test/test-app";
import {
  feedSlug,
  type PublicRecordFeedOptions,
  publicRecordFeedsJob,
  refreshFeeds,
} from "./public-record-feeds.job";
import { createPublicRecordService } from "./public-records.service";

const RSS = readFileSync(new URL("./fixtures/press-releases.rss.xml", import.meta.url), "utf8");
const ATOM = readFileSync(new URL("./fixtures/litigation-releases.atom.xml", import.meta.url), "utf8");
const HOUR = 3_600_000;

describe("the public-record feeds job", () => {
  const t = sharedTestDatabase();
  let server: PageServer;
  let hanging: http.Server;
  let hangingBase: string;
  const userAgents: string[] = [];

  beforeAll(async () => {
    server = await startPageServer((path, request) => {
      userAgents.push(String(request.headers["user-agent"]));
      if (path === "/robots.txt")
        return { contentType: "text/plain", body: "User-agent: *\nDisallow: /private/\n" };
      if (path === "/ftc.xml") return { contentType: "application/rss+xml; charset=utf-8", body: RSS };
      if (path === "/sec.atom") return { contentType: "application/atom+xml", body: ATOM };
      if (path === "/private/feed.xml") return { contentType: "application/rss+xml", body: RSS };
      return null;
    });
    // Accepts the connection and never answers.
    hanging = http.createServer(() => undefined);
    hanging.listen(0, "127.0.0.1");
    await new Promise((resolve) => hanging.once("listening", resolve));
    hangingBase = `http://127.0.0.1:${(hanging.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await server.close();
    hanging.closeAllConnections();
    await new Promise((resolve) => hanging.close(resolve));
  });

  const options = (feeds: PublicRecordFeedOptions["feeds"]): PublicRecordFeedOptions => ({
    feeds,
    intervalMs: HOUR,
    allowPrivate: true,
    userAgent: "HypeCheck-PageWatch/1 (+http://localhost/contact; course page monitor)",
    records: createPublicRecordService({ db: t.db, events: createUncachedAppEvents() }),
    timeoutMs: 300,
  });
  const run = (at: Date) => ({ signal: new AbortController().signal, now: () => at });
  const dataset = async (url: string) =>
    (
      await t.db
        .select()
        .from(publicRecordDatasets)
        .where(eq(publicRecordDatasets.slug, feedSlug(url)))
    )[0];

  it("reads due feeds politely, records a timeout, and backs off the failing one", async () => {
    const ftc = { url: `${server.base}/ftc.xml`, authority: "FTC" };
    const sec = { url: `${server.base}/sec.atom`, authority: "SEC" };
    const slow = { url: `${hangingBase}/slow.xml`, authority: "FTC" };
    const refused = { url: `${server.base}/private/feed.xml`, authority: "FTC" };
    const start = new Date("2026-11-20T10:00:00Z");

    const first = await refreshFeeds(t.db, options([ftc, slow, sec, refused]), run(start));
    expect(first).toEqual({
      read: 2,
      failed: 1,
      notDue: 0,
      refusedByRobots: 1,
      imported: 3,
      updated: 0,
      namesToReview: 3,
    });
    expect(new Set(userAgents)).toEqual(
      new Set(["HypeCheck-PageWatch/1 (+http://localhost/contact; course page monitor)"]),
    );
    const rows = await t.db.select({ authority: publicRecords.authority }).from(publicRecords);
    expect(rows.map((r) => r.authority).sort()).toEqual(["FTC", "FTC", "SEC"]);
    expect(await dataset(slow.url)).toMatchObject({
      failures: 1,
      lastError: "The page did not answer within 1 second.",
    });
    expect(await dataset(refused.url)).toMatchObject({
      failures: 0,
      lastError: "robots.txt asks robots like ours not to read this feed.",
    });
    expect(await dataset(ftc.url)).toMatchObject({
      failures: 0,
      lastError: null,
      title: "FTC Press Releases (fixture)",
    });

    // An interval later the good feeds are due again, the failed one waits twice as long.
    const later = await refreshFeeds(t.db, options([ftc, slow]), run(new Date(start.getTime() + HOUR)));
    expect(later).toMatchObject({ read: 1, failed: 0, notDue: 1, imported: 0 });
    const muchLater = await refreshFeeds(t.db, options([slow]), run(new Date(start.getTime() + 2 * HOUR)));
    expect(muchLater).toMatchObject({ failed: 1, notDue: 0 });
    expect(await dataset(slow.url)).toMatchObject({ failures: 2 });
  });

  it("is a job that does nothing without feeds", async () => {
    const job = publicRecordFeedsJob(options([]));
    expect(job.name).toBe("public-record-feeds");
    expect(
      await job.run({
        db: t.db,
        log: undefined as never,
        signal: new AbortController().signal,
        now: () => new Date(),
      }),
    ).toEqual({ feeds: 0 });
  });
});
