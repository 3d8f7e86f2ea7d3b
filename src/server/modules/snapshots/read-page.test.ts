// Reading a page whose characters PostgreSQL cannot store (NUL, an unpaired surrogate) against a
// local HTTP server: the reading comes out clean, a member's submission of such a page is a new
// course with its snapshot (it was a 500), and its raw page is stored with that snapshot.
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { CourseSummary } from "../../../shared/contracts/catalog";
import type { SnapshotResponse } from "../../../shared/contracts/snapshots";
import { courseSnapshots } from "../../db/schema/snapshots";
import { createAnalysisPool } from "../../lib/analysis-pool";
import { type PageServer, startPageServer } from "../../test/page-server";
import { createTestApp, signUp, type TestApp, uniqueAddress } from "../../test/test-app";
import { SNAPSHOT_RAW_PREFIX } from "./raw-pages";
import { readPage } from "./read-page";

/** NUL, a lone high surrogate, a lone low surrogate, or a pair, anywhere in the text. */
// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what the pattern looks for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

const NUL_PAGE = `<!doctype html><html><head><title>Tax\u0000 Basics</title></head><body>
<h1>Tax basics for freelancers\u0000</h1>
<p>A practical course on quarterly taxes, receipts and deductions for the self-employed.</p>
<ul><li>Module 1: What you owe\u0000 and when</li><li>Module 2: Records that hold up</li>
<li>Module 3: Deductions</li><li>Module 4: Working with an accountant</li></ul>
<p>Students make $10,000 a month\u0000 guaranteed.</p>
<p>Price: $89.</p></body></html>`;

describe("reading a page with characters a database cannot store", () => {
  let t: TestApp;
  let server: PageServer;
  const analysis = createAnalysisPool({ threads: 0, maxQueue: 0 });

  beforeAll(async () => {
    server = await startPageServer((path) => (path.startsWith("/nul") ? { body: NUL_PAGE } : null));
    t = await createTestApp({ ANALYZER_ALLOW_PRIVATE_URLS: "1" });
  });

  afterAll(async () => {
    await server?.close();
    await t?.close();
  });

  it("leaves NUL and unpaired surrogates out of everything a reading holds", async () => {
    const fetched = await readPage({ analysis, allowPrivate: true }, `${server.base}/nul`);
    expect(fetched.page.title).toBe("Tax Basics");
    expect(fetched.page.text).toContain("What you owe and when");
    // The page's facts are read from the same clean body, at the address it was read from.
    expect(fetched.page.facts?.price).toMatchObject({ amount: 89, currency: "USD", billing: "one-time" });
    expect(fetched.page.facts?.title?.value).toBe("Tax Basics");
    for (const value of [
      fetched.body,
      fetched.page.text,
      JSON.stringify(fetched.page.detection),
      JSON.stringify(fetched.page.facts),
    ])
      expect(value).not.toMatch(UNSTORABLE);

    // Whatever another fetcher returns: here plain text with both kinds.
    const more = " Each module ends with a worksheet and a short quiz on what it covered.".repeat(3);
    const read = await readPage(
      {
        analysis,
        allowPrivate: true,
        fetch: async (url) => ({
          finalUrl: url,
          status: 200,
          contentType: "text/plain",
          body: `Bookkeeping\u0000 for freelancers: \uD800six weeks of \uDC00lessons on invoices, receipts and taxes, with a 30-day refund. \u{1F600}${more}`,
        }),
      },
      "https://example.test/plain",
    );
    expect(read.page.text).toBe(
      `Bookkeeping for freelancers: six weeks of lessons on invoices, receipts and taxes, with a 30-day refund. \u{1F600}${more}`,
    );
    expect(read.body).toBe(read.page.text);
  });

  it("makes a member's submission of such a page a new course with its snapshot and raw page", async () => {
    const { cookie } = await signUp(t.app);
    const res = await t.app.inject({
      method: "POST",
      url: "/api/course-submissions",
      remoteAddress: uniqueAddress(),
      headers: { cookie },
      payload: { url: `${server.base}/nul-course` },
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(201);
    const { course } = res.json() as { course: CourseSummary };
    expect(course.title).toBe("Tax Basics");
    const [snapshot] = await t.db
      .select({ id: courseSnapshots.id, objectKey: courseSnapshots.objectKey })
      .from(courseSnapshots)
      .where(eq(courseSnapshots.courseId, course.id));
    expect(snapshot?.objectKey?.startsWith(SNAPSHOT_RAW_PREFIX)).toBe(true);
    expect(await t.app.objectStorage.head(snapshot!.objectKey!)).not.toBeNull();

    const read = await t.app.inject({
      method: "GET",
      url: `/api/courses/${course.id}/snapshots/${snapshot!.id}`,
      remoteAddress: uniqueAddress(),
    });
    expect(read.statusCode).toBe(200);
    const { snapshot: shown } = read.json() as SnapshotResponse;
    expect(shown.text).toContain("Students make $10,000 a month guaranteed.");
    expect(shown.text).not.toMatch(UNSTORABLE);
    expect(shown.redFlags.map((f) => f.category)).toContain("earnings-claim");
  });
});
