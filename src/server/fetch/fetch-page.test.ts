// fetchPage against real local HTTP servers: the happy path (private addresses allowed, as tests run
// on loopback), and every refusal and failure with the sentence a visitor reads.
import { once } from "node:events";
import http, { type RequestListener, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { FETCH_MAX_BYTES, FetchPageError, type FetchPageOptions, fetchPage } from "./fetch-page";

const servers: Server[] = [];

async function serve(handler: RequestListener, host = "127.0.0.1"): Promise<string> {
  const server = http.createServer(handler);
  server.listen(0, host);
  await once(server, "listening");
  servers.push(server);
  const { port } = server.address() as AddressInfo;
  return host.includes(":") ? `http://[${host}]:${port}` : `http://${host}:${port}`;
}

async function failure(promise: Promise<unknown>): Promise<FetchPageError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(FetchPageError);
  return error as FetchPageError;
}

const HTML =
  "<!doctype html><html><head><title>Course</title></head><body><h1>Learn to budget</h1></body></html>";

/** The answers that are the same on every request: status, headers and body, by path. */
const FIXED: Record<string, [number, http.OutgoingHttpHeaders, string | Buffer]> = {
  "/page": [200, { "content-type": "text/html; charset=utf-8" }, HTML],
  "/plain": [200, { "content-type": "text/plain" }, "Plain text course outline."],
  "/xhtml": [200, { "content-type": "application/xhtml+xml" }, HTML],
  "/latin1": [
    200,
    { "content-type": "text/html; charset=ISO-8859-1" },
    Buffer.from("<p>Caf\u00e9 cr\u00e8me r\u00e9sum\u00e9</p>", "latin1"),
  ],
  "/meta-charset": [
    200,
    { "content-type": "text/html" },
    Buffer.from('<meta charset="windows-1252"><p>na\u00efve</p>', "latin1"),
  ],
  "/nul": [200, { "content-type": "text/html; charset=utf-8" }, "<p>Price\u0000 $49\u0000.</p>"],
  "/gzip": [200, { "content-type": "text/html", "content-encoding": "gzip" }, gzipSync(HTML)],
  "/gzip-bomb": [
    200,
    { "content-type": "text/html", "content-encoding": "gzip" },
    gzipSync(Buffer.alloc(FETCH_MAX_BYTES + 1, 0x61)),
  ],
  "/pdf": [200, { "content-type": "application/pdf" }, "%PDF-1.4"],
  "/big-declared": [
    200,
    { "content-type": "text/html", "content-length": String(FETCH_MAX_BYTES + 1) },
    "x".repeat(FETCH_MAX_BYTES + 1),
  ],
  "/exactly-max": [200, { "content-type": "text/html" }, "z".repeat(1000)],
  "/missing": [404, { "content-type": "text/html" }, "not here"],
  "/redirect-relative": [302, { location: "/page" }, ""],
};

let base: string;
let ipv6Base: string | null = null;

beforeAll(async () => {
  base = await serve((req, res) => {
    const url = new URL(req.url ?? "/", "http://x");
    const fixed = FIXED[url.pathname];
    if (fixed) {
      res.writeHead(fixed[0], fixed[1]);
      res.end(fixed[2]);
      return;
    }
    switch (url.pathname) {
      case "/nul-utf16":
        res.writeHead(200, { "content-type": "text/html; charset=utf-16le" });
        // "ab", NUL, an unpaired high surrogate, "c": the decoder turns the surrogate into U+FFFD.
        res.end(Buffer.from([0x61, 0, 0x62, 0, 0, 0, 0x3d, 0xd8, 0x63, 0]));
        return;
      case "/no-type":
        res.end("who knows");
        return;
      case "/big-chunked":
        res.writeHead(200, { "content-type": "text/html" });
        for (let i = 0; i < 5; i++) res.write("y".repeat(512 * 1024));
        res.end();
        return;
      case "/slow-headers":
        setTimeout(() => {
          if (!res.destroyed) res.end("late");
        }, 3000);
        return;
      case "/slow-body":
        res.writeHead(200, { "content-type": "text/html" });
        res.write("<p>start");
        setTimeout(() => {
          if (!res.destroyed) res.end("</p>");
        }, 3000);
        return;
      case "/redirect-to":
        res.writeHead(301, { location: url.searchParams.get("to") ?? "/page" });
        res.end();
        return;
      case "/redirect-no-location":
        res.writeHead(302);
        res.end();
        return;
      case "/hops": {
        // n more redirects, then the page.
        const n = Number(url.searchParams.get("n") ?? "0");
        if (n <= 0) {
          res.writeHead(200, { "content-type": "text/html" });
          res.end(HTML);
          return;
        }
        res.writeHead(307, { location: `/hops?n=${n - 1}` });
        res.end();
        return;
      }
      default:
        res.writeHead(500);
        res.end();
    }
  });
  try {
    ipv6Base = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/html" });
      res.end(HTML);
    }, "::1");
  } catch {
    ipv6Base = null; // no IPv6 loopback on this machine
  }
});

afterAll(async () => {
  for (const server of servers) {
    server.closeAllConnections();
    server.close();
  }
});

const allow = { allowPrivate: true } as const;
const deny = { allowPrivate: false } as const;

/** Each address is refused before it is read, as private, with the sentence a visitor reads. */
async function expectPrivateRefusals(urls: readonly string[], options: FetchPageOptions = deny) {
  for (const url of urls) {
    const error = await failure(fetchPage(url, options));
    expect(error.code, url).toBe("private-address");
    expect(error.refused, url).toBe(true);
    expect(error.message, url).toMatch(/private, local or reserved network/);
  }
}

describe("fetchPage: reading pages", () => {
  it("reads an HTML page", async () => {
    const page = await fetchPage(`${base}/page`, allow);
    expect(page).toEqual({ finalUrl: `${base}/page`, status: 200, contentType: "text/html", body: HTML });
  });

  it("accepts plain text and XHTML", async () => {
    expect((await fetchPage(`${base}/plain`, allow)).body).toBe("Plain text course outline.");
    expect((await fetchPage(`${base}/xhtml`, allow)).contentType).toBe("application/xhtml+xml");
  });

  it("decodes the charset the header or a <meta> names, and gzip", async () => {
    expect((await fetchPage(`${base}/latin1`, allow)).body).toBe(
      "<p>Caf\u00e9 cr\u00e8me r\u00e9sum\u00e9</p>",
    );
    expect((await fetchPage(`${base}/meta-charset`, allow)).body).toContain("na\u00efve");
    expect((await fetchPage(`${base}/gzip`, allow)).body).toBe(HTML);
  });

  it("removes NUL characters, which no text column can store", async () => {
    expect((await fetchPage(`${base}/nul`, allow)).body).toBe("<p>Price $49.</p>");
    expect((await fetchPage(`${base}/nul-utf16`, allow)).body).toBe("ab\uFFFDc");
  });

  it("follows redirects and reports where it ended", async () => {
    const page = await fetchPage(`${base}/redirect-relative`, allow);
    expect(page.finalUrl).toBe(`${base}/page`);
    expect(page.body).toBe(HTML);
    // Five redirects are fine; the sixth is one too many.
    expect((await fetchPage(`${base}/hops?n=5`, allow)).finalUrl).toBe(`${base}/hops?n=0`);
    const error = await failure(fetchPage(`${base}/hops?n=6`, allow));
    expect(error.code).toBe("too-many-redirects");
    expect(error.message).toBe("The page redirected more than 5 times.");
  });

  it("connects to the address it checked, not to what the name resolves to later", async () => {
    const port = new URL(base).port;
    let lookups = 0;
    const page = await fetchPage(`http://course-site.test:${port}/page`, {
      allowPrivate: true,
      resolve: async () => {
        lookups += 1;
        return [{ address: "127.0.0.1", family: 4 }];
      },
    });
    expect(page.body).toBe(HTML);
    expect(page.finalUrl).toBe(`http://course-site.test:${port}/page`);
    expect(lookups).toBe(1);
  });
});

describe("fetchPage: refusals", () => {
  it("refuses loopback and local names unless private addresses are allowed", async () => {
    const port = new URL(base).port;
    await expectPrivateRefusals([
      `${base}/page`,
      `http://localhost:${port}/page`,
      `http://LOCALHOST./page`,
      `http://app.localhost:${port}/page`,
    ]);
  });

  it("refuses IPv6 loopback and IPv4-mapped IPv6", async () => {
    await expectPrivateRefusals([
      "http://[::1]/",
      "http://[::ffff:127.0.0.1]/",
      "http://[::ffff:a9fe:a9fe]/",
      "http://[fd00::1]/",
    ]);
    if (ipv6Base) expect((await fetchPage(`${ipv6Base}/`, allow)).body).toBe(HTML);
  });

  it("refuses decimal, hex and octal spellings of loopback and the metadata address", async () => {
    await expectPrivateRefusals([
      "http://2130706433/",
      "http://0x7f.1/",
      "http://0177.0.0.1/",
      "http://127.1/",
      "http://0/",
      "http://169.254.169.254/latest/meta-data/",
      "http://0xa9fea9fe/",
      "http://100.64.0.1/",
      "http://224.0.0.1/",
    ]);
  });

  it("refuses a host that resolves to any private address", async () => {
    const error = await failure(
      fetchPage("http://mixed.test/", {
        allowPrivate: false,
        resolve: async () => [
          { address: "93.184.216.34", family: 4 },
          { address: "10.0.0.5", family: 4 },
        ],
      }),
    );
    expect(error.code).toBe("private-address");
  });

  it("re-checks every redirect hop", async () => {
    // Only 127.0.0.1 is allowed here, standing in for a public host; the redirect aims elsewhere.
    const onlyFirst = { allowPrivate: false, addressAllowed: (a: string) => a === "127.0.0.1" };
    const port = new URL(base).port;
    expect((await fetchPage(`${base}/redirect-relative`, onlyFirst)).body).toBe(HTML);
    await expectPrivateRefusals(
      [`http://127.0.0.2:${port}/page`, `http://localhost:${port}/page`, "http://[::1]/"].map(
        (to) => `${base}/redirect-to?to=${encodeURIComponent(to)}`,
      ),
      onlyFirst,
    );
    const scheme = await failure(
      fetchPage(`${base}/redirect-to?to=${encodeURIComponent("file:///etc/passwd")}`, allow),
    );
    expect(scheme.code).toBe("unsupported-scheme");
  });

  it("refuses other schemes, credentials and non-URLs", async () => {
    for (const url of [
      "ftp://example.com/course",
      "file:///etc/passwd",
      "javascript:alert(1)",
      "data:text/html,hi",
      "gopher://x/",
    ]) {
      const error = await failure(fetchPage(url, allow));
      expect(error.code, url).toBe("unsupported-scheme");
      expect(error.message).toBe("Only http:// and https:// addresses can be analyzed.");
    }
    expect((await failure(fetchPage("https://user:pw@example.com/", allow))).code).toBe("credentials");
    expect((await failure(fetchPage("not a url", allow))).code).toBe("invalid-url");
    expect((await failure(fetchPage("example.com/course", allow))).refused).toBe(true);
  });

  it("refuses what is not a web page", async () => {
    const pdf = await failure(fetchPage(`${base}/pdf`, allow));
    expect(pdf.code).toBe("unsupported-type");
    expect(pdf.message).toBe("The address sends application/pdf, not a web page (HTML or plain text).");
    expect(pdf.refused).toBe(false);
    expect((await failure(fetchPage(`${base}/no-type`, allow))).code).toBe("unsupported-type");
  });
});

describe("fetchPage: failures", () => {
  it("stops past 2 MB, declared or not, compressed or not", async () => {
    for (const path of ["/big-declared", "/big-chunked", "/gzip-bomb"]) {
      const error = await failure(fetchPage(`${base}${path}`, allow));
      expect(error.code, path).toBe("too-large");
      expect(error.message).toBe("The page is larger than 2 MB.");
    }
    expect(
      (await fetchPage(`${base}/exactly-max`, { allowPrivate: true, maxBytes: 1000 })).body,
    ).toHaveLength(1000);
    expect(
      (await failure(fetchPage(`${base}/exactly-max`, { allowPrivate: true, maxBytes: 999 }))).code,
    ).toBe("too-large");
  });

  it("gives up on a slow server at the deadline", async () => {
    for (const path of ["/slow-headers", "/slow-body"]) {
      const started = Date.now();
      const error = await failure(fetchPage(`${base}${path}`, { allowPrivate: true, timeoutMs: 200 }));
      expect(error.code, path).toBe("timeout");
      expect(Date.now() - started).toBeLessThan(2000);
    }
    const error = await failure(fetchPage(`${base}/slow-headers`, { allowPrivate: true, timeoutMs: 1000 }));
    expect(error.message).toBe("The page did not answer within 1 second.");
  });

  it("reports error statuses, unknown hosts and closed ports", async () => {
    const missing = await failure(fetchPage(`${base}/missing`, allow));
    expect(missing.code).toBe("http-status");
    expect(missing.message).toMatch(/HTTP 404/);
    expect((await failure(fetchPage(`${base}/redirect-no-location`, allow))).code).toBe("http-status");
    const unknown = await failure(
      fetchPage("http://no-such-course.test/", {
        allowPrivate: false,
        resolve: async () => {
          throw Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" });
        },
      }),
    );
    expect(unknown.code).toBe("dns");
    expect(unknown.message).toBe("We could not find the website no-such-course.test.");
    const closed = await serve(() => undefined);
    servers.at(-1)!.close();
    await once(servers.at(-1)!, "close");
    const refused = await failure(fetchPage(`${closed}/`, allow));
    expect(refused.code).toBe("connection");
    expect(refused.refused).toBe(false);
  });
});
