// Serves the built client: hashed assets cached for a year, index.html never cached, and the SPA
// fallback (index.html) only for extensionless GET paths outside /api, so a missing asset is a
// 404 and never HTML served as JavaScript. Unknown /api paths are JSON 404s. A page may have its
// own <head> rendered on the server (a course's title, description, Open Graph tags and JSON-LD),
// so shared links and search engines see it without running the app.
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

/** What one page's served index.html carries in place of the shell's defaults. */
export interface PageHead {
  /** 404 serves the plain shell with that status (the app shows its not-found state). */
  status: 200 | 404;
  /** Plain text; escaped here. Replaces the shell's <title>. */
  title?: string;
  /** Plain text; escaped here. Replaces the shell's meta description. */
  description?: string;
  /** Ready HTML placed before </head>; whoever builds it escapes every value in it. */
  tags?: string;
}

/** The head for a page path (no query string), or null for the plain shell with 200. */
export type PageHeadResolver = (path: string) => Promise<PageHead | null>;

export interface ClientOptions {
  pageHead?: PageHeadResolver;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Escapes text for an HTML text node or a quoted attribute value. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => HTML_ESCAPES[ch] ?? ch);
}

const TITLE = /<title>[\s\S]*?<\/title>/i;
const META_DESCRIPTION = /<meta\s[^>]*name=["']description["'][^>]*>/i;

/** The shell with a page's own head: the title and description replaced, tags added before </head>. */
export function renderShell(indexHtml: string, head: PageHead): string {
  let html = indexHtml;
  if (head.title !== undefined) {
    const title = `<title>${escapeHtml(head.title)}</title>`;
    html = TITLE.test(html)
      ? html.replace(TITLE, () => title)
      : html.replace("</head>", () => `${title}</head>`);
  }
  if (head.description !== undefined) {
    const meta = `<meta name="description" content="${escapeHtml(head.description)}" />`;
    html = META_DESCRIPTION.test(html)
      ? html.replace(META_DESCRIPTION, () => meta)
      : html.replace("</head>", () => `${meta}</head>`);
  }
  if (head.tags) {
    const tags = head.tags;
    html = html.replace("</head>", () => `${tags}</head>`);
  }
  return html;
}

export async function registerClient(
  app: FastifyInstance,
  clientDir: string,
  shell: ClientShell,
  options: ClientOptions = {},
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

  app.setNotFoundHandler(async (request, reply) => {
    const path = request.url.split("?")[0] ?? "/";
    if (path === "/api" || path.startsWith("/api/")) {
      return reply.code(404).send({ error: `No such API route: ${request.method} ${path}` });
    }
    const isPage = (request.method === "GET" || request.method === "HEAD") && !HAS_EXTENSION.test(path);
    if (!isPage) return reply.code(404).send({ error: "Not found." });
    if (shell.indexHtml === null) {
      return reply.code(503).send({ error: "The client is not built yet: run npm run build." });
    }
    let head: PageHead | null = null;
    if (options.pageHead) {
      try {
        head = await options.pageHead(path);
      } catch (error) {
        // The page still loads (the app fetches its data itself); only the server-rendered head is lost.
        request.log.warn({ err: error, path }, "page head failed; serving the plain shell");
      }
    }
    return reply
      .code(head?.status ?? 200)
      .header("cache-control", "no-cache")
      .type("text/html; charset=utf-8")
      .send(head?.status === 200 ? renderShell(shell.indexHtml, head) : shell.indexHtml);
  });
}
