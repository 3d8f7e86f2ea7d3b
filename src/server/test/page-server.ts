// A loopback HTTP server of the test's own, serving the pages its app reads (the app is built with
// ANALYZER_ALLOW_PRIVATE_URLS=1 for that): sales pages, redirects, other content types, a 404.
import { once } from "node:events";
import http, { type IncomingMessage } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll } from "vitest";

/** One answer: 200 text/html (UTF-8) unless it says otherwise; a `location` makes it a redirect. */
export interface PageAnswer {
  status?: number;
  contentType?: string;
  body?: string;
  location?: string;
}

export interface PageServer {
  /** http://127.0.0.1:<port> */
  base: string;
  close: () => Promise<void>;
}

const NOT_FOUND: PageAnswer = { status: 404, contentType: "text/html", body: "<p>Not found</p>" };

/** Answers each request with `answer(path)` (the query left off); null is a 404. */
export async function startPageServer(
  answer: (path: string, request: IncomingMessage) => PageAnswer | null,
): Promise<PageServer> {
  const server = http.createServer((req, res) => {
    const page = answer((req.url ?? "/").split("?")[0] ?? "/", req) ?? NOT_FOUND;
    if (page.location !== undefined) {
      res.writeHead(page.status ?? 302, { location: page.location });
    } else {
      res.writeHead(page.status ?? 200, { "content-type": page.contentType ?? "text/html; charset=utf-8" });
    }
    res.end(page.body ?? "");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The page server of the enclosing file or describe block: started before its tests run and closed
 * after them. The object is filled in by the `beforeAll`, so read `base` inside hooks and tests.
 */
export function usePageServer(answer: Parameters<typeof startPageServer>[0]): PageServer {
  const server = {} as PageServer;
  beforeAll(async () => {
    Object.assign(server, await startPageServer(answer));
  });
  afterAll(async () => server.close?.());
  return server;
}
