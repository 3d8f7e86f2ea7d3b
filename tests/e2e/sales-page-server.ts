// A course sales page served from a loopback HTTP server of the test's own (the e2e app server is
// started with ANALYZER_ALLOW_PRIVATE_URLS=1, so it may read it). The page's words can be changed
// between two readings; /robots.txt lets every reader in. serveSalesPages() runs one for a spec file.
import { once } from "node:events";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { test, uniqueStamp } from "./fixtures";

export interface SalesPageServer {
  /** The address of a page at `path`. */
  url: (path: string) => string;
  /** Sets what `path` answers (its title and paragraphs); any other path answers 404. */
  setPage: (path: string, title: string, paragraphs: string[]) => void;
  close: () => Promise<void>;
}

/** A page a test put up: its title, path and full address, and the paragraphs it says. */
export interface SalesPage {
  title: string;
  path: string;
  address: string;
  paragraphs: string[];
}

/**
 * A sales-page server for the tests of the spec file that calls this (at its top level): started
 * before the first test, closed after the last. `add` puts up a page no other test or run uses.
 */
export function serveSalesPages(): Omit<SalesPageServer, "close"> & {
  /** A new page titled "<name> <stamp>" saying salesCopy(price). */
  add: (name: string, price: number) => SalesPage;
} {
  let server: SalesPageServer | undefined;
  test.beforeAll(async () => {
    server = await startSalesPageServer();
  });
  test.afterAll(async () => {
    await server?.close();
  });
  const started = () => {
    if (!server) throw new Error("the sales-page server starts before the file's first test");
    return server;
  };
  return {
    url: (path) => started().url(path),
    setPage: (path, title, paragraphs) => started().setPage(path, title, paragraphs),
    add(name, price) {
      const stamp = uniqueStamp();
      const title = `${name} ${stamp}`;
      const path = `/${name.toLowerCase().replaceAll(" ", "-")}-${stamp}`;
      const paragraphs = salesCopy(price);
      started().setPage(path, title, paragraphs);
      return { title, path, address: started().url(path), paragraphs };
    },
  };
}

export async function startSalesPageServer(): Promise<SalesPageServer> {
  const pages = new Map<string, string>();
  const server = http.createServer((req, res) => {
    const path = (req.url ?? "/").split("?")[0] ?? "/";
    if (path === "/robots.txt") {
      res.writeHead(200, { "content-type": "text/plain" });
      res.end("User-agent: *\nAllow: /\n");
      return;
    }
    const page = pages.get(path);
    res.writeHead(page ? 200 : 404, { "content-type": "text/html; charset=utf-8" });
    res.end(page ?? "<p>Not found</p>");
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    setPage(path, title, paragraphs) {
      pages.set(
        path,
        `<!doctype html><html><head><title>${title}</title></head><body><h1>${title}</h1>${paragraphs
          .map((p) => `<p>${p}</p>`)
          .join("\n")}</body></html>`,
      );
    },
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A plain sales page's paragraphs: enough readable text for the reader, and a price. */
export function salesCopy(price: number): string[] {
  return [
    "A practical six-week course for freelancers and small agencies who want to keep clean books.",
    "Module one sets up your chart of accounts. Module two covers invoicing and payment terms.",
    "Module three handles expenses and receipts. Module four explains quarterly taxes step by step.",
    "Expect about four hours a week of work. We offer a 30-day refund policy, no questions asked.",
    `Price: $${price}.`,
  ];
}
