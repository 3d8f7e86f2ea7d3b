// The first screens rendered on the server for guests (page-render.ts with src/client/server-render.tsx):
// the real app's markup inside #root, the API answers it was rendered from in a JSON data block the
// CSP never has to allow, and the plain shell for members, other pages, unknown courses and shells
// without an empty #root.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { courseRoutes } from "../../shared/contracts/courses.routes";
import { SERVER_STATE_ID, type ServerState } from "../../shared/contracts/server-state";
import { SESSION_HINT_COOKIE } from "../../shared/contracts/session-hint";
import { createCourse, createCreator } from "../test/catalog-fixtures";
import { getPages } from "../test/get-pages";
import { PRODUCTION_ENV, parseCsp, useTestApp } from "../test/test-app";
import { fillRoot } from "./client";

function rootMarkup(html: string): string {
  const match = /<div id="root">([\s\S]*?)<\/div><script type="application\/json" id="hypecheck-state">/.exec(
    html,
  );
  return match?.[1] ?? "";
}

function serverState(html: string): ServerState | null {
  const match = new RegExp(
    `<script type="application/json" id="${SERVER_STATE_ID}">([\\s\\S]*?)</script>`,
  ).exec(html);
  return match ? (JSON.parse(match[1] ?? "") as ServerState) : null;
}

/** Scripts the browser would run: the shell's own inline script and nothing else. */
function runnableInlineScripts(html: string): string[] {
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (m) => m[1] ?? "",
  );
}

describe("first screens rendered on the server for guests", () => {
  const t = useTestApp();
  let shell: string;
  beforeAll(async () => {
    shell = readFileSync(join(t.config.clientDir, "index.html"), "utf8");
  });

  it("renders Home with the app's markup and the answers it used", async () => {
    const res = await t.app.inject({ method: "GET", url: "/" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["content-type"]).toMatch(/^text\/html/);
    expect(res.headers["cache-control"]).toBe("no-cache");
    const markup = rootMarkup(res.body);
    expect(markup).toContain("We check the hype so you don&#x27;t have to.");
    expect(markup).toContain('href="/signup"');
    const state = serverState(res.body);
    const keys = state?.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys).toContain('["/api/auth/me"]');
    expect(keys).toContain('["/api/platform-stats"]');
    expect(state?.queries.find((query) => query.queryKey[0] === "/api/auth/me")?.data).toBeNull();
    for (const query of state?.queries ?? []) expect(query.updatedAt).toBeGreaterThan(0);
  });

  it("renders a course page from the course, escaping what the course says", async () => {
    const creator = await createCreator(t.db, { name: "Quiet Harbor Academy" });
    const course = await createCourse(t.db, {
      creatorId: creator.id,
      title: `Evil </script><b>&" Course`,
      description: "Learn <img src=x onerror=alert(1)> the slow way.",
    });
    const res = await t.app.inject({ method: "GET", url: `/courses/${course.id}` });
    expect(res.statusCode).toBe(200);
    const markup = rootMarkup(res.body);
    expect(markup).toContain("Evil &lt;/script&gt;&lt;b&gt;&amp;&quot; Course");
    expect(markup).toContain("Quiet Harbor Academy");
    expect(res.body).not.toContain("<b>&");
    expect(res.body).not.toContain("<img src=x");
    const state = serverState(res.body);
    const keys = state?.queries.map((query) => JSON.stringify(query.queryKey)) ?? [];
    expect(keys).toContain(JSON.stringify([courseRoutes.get.path, course.id]));
    // In the data block `<` is \u003c: the title cannot close the element.
    expect(res.body).toContain('Evil \\u003c/script\\u003e\\u003cb\\u003e\\u0026\\" Course');
  });

  it("runs nothing the CSP has not allowed: the state is a data block", async () => {
    const res = await t.app.inject({ method: "GET", url: "/courses" });
    const plain = await t.app.inject({ method: "GET", url: "/faq" });
    expect(res.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
    expect(parseCsp(res.headers["content-security-policy"]).get("script-src")).not.toContain(
      "'unsafe-inline'",
    );
    expect(runnableInlineScripts(res.body)).toEqual(runnableInlineScripts(shell));
    expect(rootMarkup(res.body)).toContain("Browse courses");
  });

  it("keeps the search asked for", async () => {
    const course = await createCourse(t.db, { title: "Zebrafinch Bookkeeping Basics" });
    const res = await t.app.inject({ method: "GET", url: "/courses?q=Zebrafinch" });
    const markup = rootMarkup(res.body);
    expect(markup).toContain("Zebrafinch Bookkeeping Basics");
    expect(markup).toContain(`href="/courses/${course.id}"`);
  });

  it("renders what the address asks for: a page of the catalogue, a course's tab, a creator filter", async () => {
    const course = await createCourse(t.db, { title: "Quillwort Pricing Workshop" });
    const second = rootMarkup(
      (await t.app.inject({ method: "GET", url: "/courses?page=2&sort=rating" })).body,
    );
    expect(second).toMatch(/Page <!-- -->2<!-- --> of/);
    expect(second).toContain('href="/courses?sort=rating"');
    const reviews = rootMarkup(
      (await t.app.inject({ method: "GET", url: `/courses/${course.id}?tab=reviews` })).body,
    );
    expect(reviews).toMatch(
      /<a[^>]*aria-selected="true"[^>]*href="\/courses\/\d+\?tab=reviews"|<a[^>]*href="\/courses\/\d+\?tab=reviews"[^>]*aria-selected="true"/,
    );
    const verified = rootMarkup(
      (await t.app.inject({ method: "GET", url: "/creators?filter=verified" })).body,
    );
    expect(verified).toMatch(/<a[^>]*aria-current="page"[^>]*>Verified<\/a>/);
  });

  it("renders the other public first screens: categories, about, how it works, pricing, leaderboard, quiz", async () => {
    const paths = ["/categories", "/about", "/how-it-works", "/pricing", "/leaderboard", "/interactive-quiz"];
    for (const [path, res] of await getPages(t.app, paths)) {
      expect(res.statusCode, path).toBe(200);
      expect(rootMarkup(res.body).length, path).toBeGreaterThan(1000);
    }
  });

  it("serves the plain shell to anyone who may be signed in", async () => {
    for (const cookie of [`${SESSION_HINT_COOKIE}=1`, "hc_session=anything"]) {
      const res = await t.app.inject({ method: "GET", url: "/", headers: { cookie } });
      expect(res.statusCode, cookie).toBe(200);
      expect(res.body, cookie).toBe(shell);
    }
  });

  it("serves the plain shell for pages that are not first screens and for unknown courses", async () => {
    for (const [path, res] of await getPages(t.app, ["/faq", "/terms", "/courses/12/reviews", "/account"])) {
      expect(res.statusCode, path).toBe(200);
      expect(res.body, path).toBe(shell);
    }
    const missing = await t.app.inject({ method: "GET", url: "/courses/2147483647" });
    expect(missing.statusCode).toBe(404);
    expect(missing.body).toBe(shell);
  });

  it("leaves a shell without an empty #root as it is", () => {
    const html = '<html><body><div id="root" class="x"></div></body></html>';
    expect(fillRoot(html, { html: "<p>page</p>", state: { queries: [] } })).toBe(html);
    expect(fillRoot('<div id="root"></div>', { html: "<p>page</p>", state: { queries: [] } })).toBe(
      `<div id="root"><p>page</p></div><script type="application/json" id="${SERVER_STATE_ID}">{"queries":[]}</script>`,
    );
  });
});

describe("first screens rendered in production, where only PUBLIC_ORIGIN's host is allowed", () => {
  const t = useTestApp({ ...PRODUCTION_ENV, PUBLIC_ORIGIN: "https://hypecheck.example" });

  it("asks the API under the page's own host name, so the page is rendered", async () => {
    const res = await t.app.inject({ method: "GET", url: "/", headers: { host: "hypecheck.example" } });
    expect(res.statusCode).toBe(200);
    expect(rootMarkup(res.body)).toContain("We check the hype so you don&#x27;t have to.");
  });
});
