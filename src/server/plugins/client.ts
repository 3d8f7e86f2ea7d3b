// Serves the built client: hashed assets cached for a year, index.html never cached, and the SPA
// fallback (index.html) only for extensionless GET paths outside /api, so a missing asset is a
// 404 and never HTML served as JavaScript. Unknown /api paths are JSON 404s.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";

export interface ClientShell {
  /** The built index.html, or null when the client has not been built. */
  indexHtml: string | null;
  /** CSP hashes ('sha256-…') of index.html's inline scripts (the theme bootstrap). */
  scriptHashes: string[];
}

export function loadClientShell(clientDir: string): ClientShell {
  const indexPath = join(clientDir, "index.html");
  if (!existsSync(indexPath)) return { indexHtml: null, scriptHashes: [] };
  const indexHtml = readFileSync(indexPath, "utf8");
  const scriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
  return { indexHtml, scriptHashes };
}

const HAS_EXTENSION = /\/[^/]*\.[^/]+$/;

export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  shell: ClientShell,
): Promise<void> {
  if (shell.indexHtml !== null) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: "/",
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        const hashed = path.startsWith(join(clientDir, "assets"));
        reply.header(
          "cache-control",
          hashed ? "public, max-age=31536000, immutable" : "public, max-age=3600",
        );
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/")) {
      return reply.code(404).send({ error: `No such API route: ${request.method} ${path}` });
    }
    const isPage = (request.method === "GET" || request.method === "HEAD") && !HAS_EXTENSION.test(path);
    if (!isPage) return reply.code(404).send({ error: "Not found." });
    if (shell.indexHtml === null) {
      return reply.code(503).send({ error: "The client is not built yet: run npm run build." });
    }
    return reply
      .code(200)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(shell.indexHtml);
  });
}
