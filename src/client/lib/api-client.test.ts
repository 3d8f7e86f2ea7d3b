// The request helper against a real local HTTP server.
import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { z } from "zod";
import { apiRequest, getJson, HttpError, sendJson } from "./api-client";
import { getQueryFn } from "./query-client";

interface Seen {
  method: string | undefined;
  contentType: string | undefined;
  body: string;
}

let server: Server;
let base: string;
const seen: Seen[] = [];
const longBody = "x".repeat(1000);

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString("utf8");
}

beforeAll(async () => {
  server = createServer(async (request, response) => {
    const body = await readBody(request);
    seen.push({ method: request.method, contentType: request.headers["content-type"], body });
    const url = request.url ?? "/";
    if (url === "/ok") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ ok: true }));
    } else if (url === "/api/echo") {
      response.writeHead(200, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ method: request.method, body }));
    } else if (url === "/conflict") {
      response.writeHead(409, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: "An account with this email already exists." }));
    } else if (url === "/limited") {
      response.writeHead(429, { "Content-Type": "application/json", "Retry-After": "600" });
      response.end(JSON.stringify({ error: "Too many sign-in attempts. Try again in 10 minutes." }));
    } else if (url === "/long") {
      response.writeHead(500, { "Content-Type": "text/plain" });
      response.end(longBody);
    } else if (url === "/unauthorized") {
      response.writeHead(401, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: "Not signed in." }));
    } else if (url === "/slow") {
      setTimeout(() => {
        if (!response.writableEnded) response.end("{}");
      }, 2000);
    } else {
      response.writeHead(404, { "Content-Type": "application/json" });
      response.end(JSON.stringify({ error: "Not found" }));
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function silenceWarnings() {
  return vi.spyOn(console, "warn").mockImplementation(() => undefined);
}

describe("apiRequest", () => {
  it("sends no body and no JSON content type on a GET", async () => {
    seen.length = 0;
    const response = await apiRequest("GET", `${base}/ok`);
    expect(response.status).toBe(200);
    expect(seen[0]).toEqual({ method: "GET", contentType: undefined, body: "" });
  });

  it("sends a JSON body with a JSON content type when a body is given", async () => {
    seen.length = 0;
    await apiRequest("POST", `${base}/ok`, {});
    expect(seen[0]).toEqual({ method: "POST", contentType: "application/json", body: "{}" });
  });

  it("turns a non-OK answer into an HttpError carrying status, data and the server's message", async () => {
    const warn = silenceWarnings();
    const error = await apiRequest("POST", `${base}/conflict`, { email: "a@b.c" }).catch((caught) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error.isHttpError).toBe(true);
    expect(error.status).toBe(409);
    expect(error.message).toBe(
      `HTTP 409 Conflict for ${base}/conflict: {"error":"An account with this email already exists."}`,
    );
    expect(error.data).toEqual({ error: "An account with this email already exists." });
    expect(error.serverError).toBe("An account with this email already exists.");
    expect(error.serverMessage).toBe("An account with this email already exists.");
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("reads Retry-After on a 429", async () => {
    const warn = silenceWarnings();
    const error = await apiRequest("POST", `${base}/limited`, {}).catch((caught) => caught);
    expect(error.status).toBe(429);
    expect(error.retryAfterSeconds).toBe(600);
    expect(error.serverError).toBe("Too many sign-in attempts. Try again in 10 minutes.");
    warn.mockRestore();
  });

  it("keeps only the first 400 characters of an error body, and falls back to 'HTTP {status}'", async () => {
    const warn = silenceWarnings();
    const error = await apiRequest("GET", `${base}/long`).catch((caught) => caught);
    expect(error.message).toBe(`HTTP 500 Internal Server Error for ${base}/long: ${"x".repeat(400)}`);
    expect(error.serverError).toBeUndefined();
    expect(error.serverMessage).toBe("HTTP 500");
    warn.mockRestore();
  });

  it("gives 'Request timeout' when the server is too slow", async () => {
    const warn = silenceWarnings();
    await expect(apiRequest("GET", `${base}/slow`, undefined, { timeoutMs: 100 })).rejects.toThrow(
      /^Request timeout$/,
    );
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it("gives 'Fetch failed for {url}: {reason}' when nothing listens", async () => {
    const warn = silenceWarnings();
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, "127.0.0.1", resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(apiRequest("GET", `http://127.0.0.1:${port}/x`)).rejects.toThrow(
      `Fetch failed for http://127.0.0.1:${port}/x: fetch failed`,
    );
    warn.mockRestore();
  });

  it("does not log statuses the caller expects", async () => {
    const warn = silenceWarnings();
    await expect(
      apiRequest("GET", `${base}/unauthorized`, undefined, { expectedStatuses: [401] }),
    ).rejects.toThrow(HttpError);
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });
});

describe("getJson and sendJson", () => {
  const Echo = z.object({ method: z.string(), body: z.string() });

  it("parse the answer with the given contract, or a lazily loaded one", async () => {
    await expect(getJson(`${base}/api/echo`, Echo)).resolves.toEqual({ method: "GET", body: "" });
    await expect(sendJson("POST", `${base}/api/echo`, { a: 1 }, async () => Echo)).resolves.toEqual({
      method: "POST",
      body: '{"a":1}',
    });
  });

  it("reject an answer that breaks the contract", async () => {
    await expect(getJson(`${base}/ok`, Echo)).rejects.toThrow();
  });
});

describe("getQueryFn", () => {
  function run(on401: "throw" | "returnNull", key: string[]) {
    const queryFn = getQueryFn({ on401 });
    // Only queryKey and signal are read by the query function.
    return queryFn({ queryKey: key, signal: new AbortController().signal, meta: undefined } as never);
  }

  it("GETs the query key parts joined with '/'", async () => {
    await expect(run("throw", [base, "api", "echo"])).resolves.toEqual({ method: "GET", body: "" });
  });

  it("throws on 401 by default and maps it to null when asked", async () => {
    const warn = silenceWarnings();
    await expect(run("throw", [`${base}/unauthorized`])).rejects.toMatchObject({ status: 401 });
    await expect(run("returnNull", [`${base}/unauthorized`])).resolves.toBeNull();
    warn.mockRestore();
  });
});
