// Serves the built client: hashed assets cached for a year, index.html never cached, and the SPA
// fallback (index.html) only for extensionless GET paths outside /api, so a missing asset is a
// 404 and never HTML served as JavaScript. Unknown /api paths are JSON 404s. A page may have its
// own <head> rendered on the server (a course's title, description, Open Graph tags and JSON-LD),
// so shared links and search engines see it without running the app, and a first screen its body
// (page-render.ts), so it paints before the app's JavaScript has run.
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, gzipSync, constants as zlib } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { SERVER_STATE_ID } from "../../shared/contracts/server-state";
import { createModulePreloads, type ViteManifest } from "./client-preload";
import type { PageRenderer } from "./page-render";

export interface ClientShell {
  /** The built index.html, or null when the client has not been built. */
  indexHtml: string | null;
  /** CSP hashes ('sha256-…') of index.html's inline scripts (the theme bootstrap). */
  scriptHashes: string[];
  /** <link rel="modulepreload"> tags for a page path (client-preload.ts). */
  preloadTags: (path: string) => string;
}

const STYLESHEET = /<link rel="stylesheet"[^>]*href="\/(assets\/[\w.-]+\.css)"[^>]*>/g;

/**
 * The built stylesheet written into the page instead of linked: one request fewer before the first
 * paint on a first visit (Lighthouse's render-blocking request, about 300 ms on its mobile
 * profile). The CSP allows inline styles already (plugins/security.ts).
 */
export function inlineStylesheets(html: string, clientDir: string): string {
  return html.replace(STYLESHEET, (link, file: string) => {
    const path = join(clientDir, file);
    if (!existsSync(path)) return link;
    const css = readFileSync(path, "utf8");
    return css.includes("</") ? link : `<style>${css}</style>`;
  });
}

/** The page compressed for the client's Accept-Encoding (brotli, else gzip), or as it is. */
export function encodePage(
  html: string,
  acceptEncoding: string | undefined,
): { body: Buffer | string; encoding?: string } {
  const accepted = new Set(
    (acceptEncoding ?? "")
      .split(",")
      .map((part) =>
        part
          .trim()
          .toLowerCase()
          .split(/\s*;\s*q=/),
      )
      .filter(([, q]) => q === undefined || Number(q) > 0)
      .map(([name]) => name),
  );
  if (accepted.has("br")) {
    return { body: brotliCompressSync(html, { params: { [zlib.BROTLI_PARAM_QUALITY]: 5 } }), encoding: "br" };
  }
  if (accepted.has("gzip")) return { body: gzipSync(html), encoding: "gzip" };
  return { body: html };
}

export function loadClientShell(clientDir: string): ClientShell {
  const indexPath = join(clientDir, "index.html");
  if (!existsSync(indexPath)) return { indexHtml: null, scriptHashes: [], preloadTags: () => "" };
  const indexHtml = inlineStylesheets(readFileSync(indexPath, "utf8"), clientDir);
  const scriptHashes = [...indexHtml.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? "")
    .filter((body) => body.trim().length > 0)
    .map((body) => `sha256-${createHash("sha256").update(body).digest("base64")}`);
  const manifestPath = join(clientDir, ".vite", "manifest.json");
  const manifest = existsSync(manifestPath)
    ? (JSON.parse(readFileSync(manifestPath, "utf8")) as ViteManifest)
    : null;
  return { indexHtml, scriptHashes, preloadTags: createModulePreloads(manifest) };
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
  /** The page's markup and data rendered on the server (page-render.ts), or null. */
  renderPage?: PageRenderer;
}

const HTML_ESCAPES: Record<string, string> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** JSON safe inside a <script> element: nothing in it can close the element or open a comment. */
export function jsonForScript(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** The page with `tags` (preloads) before </head>; "" leaves it as it is. */
function withPreloads(html: string, tags: string): string {
  return tags ? html.replace("</head>", () => `${tags}</head>`) : html;
}

const EMPTY_ROOT = '<div id="root"></div>';

/**
 * The shell with a server-rendered page inside #root and its query cache after it, as a JSON data
 * block (never run, so the CSP has nothing to allow). A shell without an empty #root is left as it is.
 */
export function fillRoot(html: string, page: { html: string; state: unknown }): string {
  if (!html.includes(EMPTY_ROOT)) return html;
  const filled = `<div id="root">${page.html}</div><script type="application/json" id="${SERVER_STATE_ID}">${jsonForScript(page.state)}</script>`;
  return html.replace(EMPTY_ROOT, () => filled);
}

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

  const plainPages = new Map<string, ReturnType<typeof encodePage>>();
  const plainPage = (html: string, preloads: string, acceptEncoding: string | undefined) => {
    const key = `${acceptEncoding ?? ""}\n${preloads}`;
    let page = plainPages.get(key);
    if (page === undefined) {
      page = encodePage(html, acceptEncoding);
      // Keyed by the raw header, so a client inventing new ones cannot grow it without bound.
      if (plainPages.size < 256) plainPages.set(key, page);
    }
    return page;
  };

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
    let rendered: Awaited<ReturnType<PageRenderer>> = null;
    if (options.renderPage && head?.status !== 404) {
      try {
        rendered = await options.renderPage(request, path);
      } catch (error) {
        // The browser renders the page itself, as it does for every other page.
        request.log.warn({ err: error, path }, "page render failed; serving the plain shell");
      }
    }
    const preloads = shell.preloadTags(path);
    // Not a route, so the compression plugin never sees this reply: the page is compressed here.
    // The plain shell (one per preload set and encoding, a handful) is compressed once; a page with
    // its own head or body per request.
    const acceptEncoding = request.headers["accept-encoding"];
    let page: ReturnType<typeof encodePage>;
    if (head?.status !== 200 && rendered === null) {
      page = plainPage(withPreloads(shell.indexHtml, preloads), preloads, acceptEncoding);
    } else {
      let html = head?.status === 200 ? renderShell(shell.indexHtml, head) : shell.indexHtml;
      html = withPreloads(html, preloads);
      if (rendered) html = fillRoot(html, rendered);
      page = encodePage(html, acceptEncoding);
    }
    if (page.encoding) reply.header("content-encoding", page.encoding);
    return reply
      .code(head?.status ?? 200)
      .header("cache-control", "no-cache")
      .header("vary", "accept-encoding")
      .type("text/html; charset=utf-8")
      .send(page.body);
  });
}
