// The server-rendered head of /courses/{id}: title, description, Open Graph, JSON-LD, all escaped;
// unknown courses get the plain shell with a 404; the CSP is unchanged. Also the first-visit page
// weight: the stylesheet inlined and the page compressed.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { summarize } from "../modules/courses/course-page-head";
import { createCourse, createCreator } from "../test/catalog-fixtures";
import { getPages } from "../test/get-pages";
import { createTestApp, parseCsp, TEST_INLINE_SCRIPT, type TestApp } from "../test/test-app";
import { encodePage, escapeHtml, inlineStylesheets, jsonForScript, renderShell } from "./client";

const NASTY = `</script><b>&"`;

function jsonLd(html: string): Record<string, unknown>[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1] ?? "") as Record<string, unknown>,
  );
}

function metaContent(html: string, attr: "name" | "property", key: string): string | undefined {
  const match = new RegExp(`<meta ${attr}="${key}" content="([^"]*)" />`).exec(html);
  return match?.[1];
}

describe("client shell with a server-rendered course head", () => {
  let t: TestApp;
  let shell: string;
  beforeAll(async () => {
    t = await createTestApp({ PUBLIC_ORIGIN: "https://hypecheck.example" });
    shell = readFileSync(join(t.config.clientDir, "index.html"), "utf8");
  });
  afterAll(async () => t?.close());

  it("injects the title, description, Open Graph tags and a Course in JSON-LD, all escaped", async () => {
    const creator = await createCreator(t.db, { name: `Acme ${NASTY} Academy` });
    const description = `Learn <img src=x onerror=alert(1)> & more. ${"Honest lessons about selling online. ".repeat(10)}`;
    const course = await createCourse(t.db, {
      creatorId: creator.id,
      title: `Evil ${NASTY} Course`,
      description,
    });
    const res = await t.app.inject({ method: "GET", url: `/courses/${course.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const html = res.body;

    expect(html).toContain("<title>Evil &lt;/script&gt;&lt;b&gt;&amp;&quot; Course — HypeCheck</title>");
    expect(html.match(/<title>/g)).toHaveLength(1);
    // Nothing the course says can open or close an element.
    expect(html).not.toContain("<b>");
    expect(html).not.toContain("<img");
    // The shell's scripts, the JSON-LD and the rendered page's state block (page-render.test.ts).
    expect(html.match(/<\/script>/g)?.length).toBe((shell.match(/<\/script>/g)?.length ?? 0) + 2);

    const summary = metaContent(html, "name", "description");
    expect(summary).toBeDefined();
    expect(summary).toMatch(/^Learn &lt;img src=x onerror=alert\(1\)&gt; &amp; more\. Honest/);
    expect(summary?.endsWith("…")).toBe(true);
    expect(Array.from(summary!.replace(/&[a-z]+;/g, "x")).length).toBeLessThanOrEqual(160);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(metaContent(html, "property", "og:title")).toBe("Evil &lt;/script&gt;&lt;b&gt;&amp;&quot; Course");
    expect(metaContent(html, "property", "og:description")).toBe(summary);
    expect(metaContent(html, "property", "og:type")).toBe("website");
    expect(metaContent(html, "property", "og:url")).toBe(`https://hypecheck.example/courses/${course.id}`);

    const [data, ...more] = jsonLd(html);
    expect(more).toHaveLength(0);
    expect(data).toEqual({
      "@context": "https://schema.org",
      "@type": "Course",
      name: `Evil ${NASTY} Course`,
      description,
      url: `https://hypecheck.example/courses/${course.id}`,
      provider: { "@type": "Organization", name: `Acme ${NASTY} Academy` },
    });
    // No aggregateRating without approved reviews; in the page, `<` is written as \u003c.
    expect(html).toContain('Evil \\u003c/script\\u003e\\u003cb\\u003e\\u0026\\" Course');
  });

  it("adds an AggregateRating when the course has approved reviews", async () => {
    const course = await createCourse(t.db, { averageRating: "4.25", reviewCount: 8 });
    const html = (await t.app.inject({ method: "GET", url: `/courses/${course.id}/` })).body;
    expect(jsonLd(html)[0]?.aggregateRating).toEqual({
      "@type": "AggregateRating",
      ratingValue: 4.25,
      reviewCount: 8,
      bestRating: 5,
      worstRating: 1,
    });
  });

  it("keeps the CSP: JSON-LD is a data block, the inline script's hash still matches", async () => {
    const course = await createCourse(t.db);
    const res = await t.app.inject({ method: "GET", url: `/courses/${course.id}` });
    const plain = await t.app.inject({ method: "GET", url: "/courses" });
    expect(res.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
    const scriptSrc = parseCsp(res.headers["content-security-policy"]).get("script-src") ?? [];
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(res.body).toContain(`<script>${TEST_INLINE_SCRIPT}</script>`);
  });

  it("serves the plain shell with 404 for an unknown or impossible course id", async () => {
    const ids = ["2147483647", "abc", "0", "2147483648", "1e3"];
    for (const [path, res] of await getPages(
      t.app,
      ids.map((id) => `/courses/${id}`),
    )) {
      expect(res.statusCode, path).toBe(404);
      expect(res.headers["content-type"]).toMatch(/^text\/html/);
      expect(res.body, path).toBe(shell);
    }
  });

  it("leaves other pages alone", async () => {
    // The first screens (/, /courses) get their body rendered too: page-render.test.ts.
    for (const [path, res] of await getPages(t.app, ["/courses/12/reviews", "/faq?x=<b>", "/terms"])) {
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(shell);
    }
  });
});

describe("head rendering helpers", () => {
  it("escapes text for HTML", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;");
  });

  it("replaces an existing title and description, and adds tags before </head>", () => {
    const html =
      '<html><head><title>Old</title>\n<meta\n  name="description"\n  content="old"\n/><meta name="x" content="y" /></head><body></body></html>';
    const out = renderShell(html, {
      status: 200,
      title: "New $& $1",
      description: "D",
      tags: '<meta name="t" />',
    });
    expect(out).toBe(
      '<html><head><title>New $&amp; $1</title>\n<meta name="description" content="D" /><meta name="x" content="y" /><meta name="t" /></head><body></body></html>',
    );
  });

  it("summarizes to at most 160 characters at a word boundary", () => {
    expect(summarize("  short\n text ")).toBe("short text");
    const long = summarize("word ".repeat(100));
    expect(long.length).toBeLessThanOrEqual(160);
    expect(long).toMatch(/word…$/);
    const emoji = summarize("😀".repeat(300));
    expect(Array.from(emoji)).toHaveLength(160);
  });

  it("writes JSON that cannot end a script element", () => {
    const out = jsonForScript({ a: "</script><!-- & \u2028" });
    expect(out).not.toMatch(/[<>&\u2028]/);
    expect(JSON.parse(out)).toEqual({ a: "</script><!-- & \u2028" });
  });
});

describe("first-visit page weight", () => {
  it("writes the built stylesheet into the page instead of linking it", () => {
    const dir = mkdtempSync(join(tmpdir(), "client-css-"));
    try {
      mkdirSync(join(dir, "assets"));
      writeFileSync(join(dir, "assets", "index-a1.css"), "body{color:red}");
      const html =
        '<head><link rel="stylesheet" crossorigin href="/assets/index-a1.css"><link rel="stylesheet" href="/assets/gone.css"></head>';
      expect(inlineStylesheets(html, dir)).toBe(
        '<head><style>body{color:red}</style><link rel="stylesheet" href="/assets/gone.css"></head>',
      );
      // A stylesheet that could close the element stays a link.
      writeFileSync(join(dir, "assets", "index-a1.css"), "a::after{content:'</style>'}");
      expect(inlineStylesheets(html, dir)).toContain('href="/assets/index-a1.css"');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("compresses the page with brotli or gzip as the browser accepts, and not when it accepts neither", () => {
    const html = `<html>${"<p>hype</p>".repeat(500)}</html>`;
    const br = encodePage(html, "gzip, deflate, br, zstd");
    expect(br.encoding).toBe("br");
    expect(brotliDecompressSync(br.body).toString()).toBe(html);
    const gz = encodePage(html, "gzip;q=1.0, br;q=0");
    expect(gz.encoding).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(html);
    expect(encodePage(html, undefined)).toEqual({ body: html });
    expect(encodePage(html, "identity")).toEqual({ body: html });
  });

  it("serves pages compressed, with Vary: Accept-Encoding", async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: "GET", url: "/faq", headers: { "accept-encoding": "br" } });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-encoding"]).toBe("br");
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(res.rawPayload).toString()).toContain('<div id="root">');
    } finally {
      await t.close();
    }
  });
});
