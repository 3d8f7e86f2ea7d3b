// A page read as a recheck would record it (createSnapshotService().recordFetch), for tests that
// store snapshots without fetching anything.
import { analyzePage } from "../analysis/page-analysis";

/** `body`, answered 200 by a fixed course address at `at` (ISO 8601), with its analysis. */
export function fetchedPage(body: string, at: string) {
  return {
    fetchedAt: new Date(at),
    finalUrl: "https://example.test/course",
    status: 200,
    contentType: "text/html",
    body,
    page: analyzePage({ contentType: "text/html", body }),
  };
}
