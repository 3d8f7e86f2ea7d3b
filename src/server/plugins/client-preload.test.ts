// Route-aware modulepreload tags: the whole set for a first screen, the entry's imports elsewhere,
// nothing twice and never the entry itself; and the screens listed exist in a real build.
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { loadClientShell } from "./client";
import { createModulePreloads, FIRST_SCREENS, type ViteManifest } from "./client-preload";

const HOME = "src/client/features/home/pages/home-page.tsx";
const LIST = "src/client/features/home/components/verified-course-list.tsx";
const MANIFEST: ViteManifest = {
  "index.html": { file: "assets/index-1.js", isEntry: true, imports: ["_react.js", "_api.js"] },
  "_react.js": { file: "assets/react-1.js" },
  "_api.js": { file: "assets/api-1.js", imports: ["_react.js"] },
  [HOME]: { file: "assets/home-1.js", imports: ["index.html", "_button.js", "_react.js"] },
  [LIST]: { file: "assets/list-1.js", imports: ["_grid.js", HOME] },
  "_button.js": { file: "assets/button-1.js" },
  "_grid.js": { file: "assets/grid-1.js", imports: ["_button.js", "_badge.js"] },
  "_badge.js": { file: "assets/badge-1.js" },
};

const hrefs = (tags: string) => [...tags.matchAll(/href="([^"]+)"/g)].map((m) => m[1]);
const scriptSrcs = (tags: string) =>
  [...tags.matchAll(/<script type="module" crossorigin src="([^"]+)"><\/script>/g)].map((m) => m[1]);

describe("createModulePreloads", () => {
  const preloads = createModulePreloads(MANIFEST);

  it("preloads what Home's screen and its lazy list import, once each, with the entry's imports, and runs the two as scripts", () => {
    expect(hrefs(preloads("/"))).toEqual([
      "/assets/react-1.js",
      "/assets/api-1.js",
      "/assets/button-1.js",
      "/assets/grid-1.js",
      "/assets/badge-1.js",
    ]);
    // The screen's own modules run before DOMContentLoaded, after the entry (which the page names first).
    expect(scriptSrcs(preloads("/"))).toEqual(["/assets/home-1.js", "/assets/list-1.js"]);
    expect(preloads("/")).toMatch(
      /^(<link rel="modulepreload" crossorigin href="\/assets\/[\w-]+\.js">)+(<script type="module" crossorigin src="\/assets\/[\w-]+\.js"><\/script>)+$/,
    );
  });

  it("gives other pages the entry's imports only, and never preloads the entry", () => {
    expect(hrefs(preloads("/faq"))).toEqual(["/assets/react-1.js", "/assets/api-1.js"]);
    expect(preloads("/")).not.toContain("index-1.js");
  });

  it("adds nothing without a manifest", () => {
    expect(createModulePreloads(null)("/")).toBe("");
  });

  it("matches the screens' paths and their aliases", () => {
    const screenOf = (path: string) => FIRST_SCREENS.find((screen) => screen.path.test(path))?.modules[0];
    expect(screenOf("/courses")).toMatch(/course-browser-page/);
    expect(screenOf("/course-discovery")).toMatch(/course-browser-page/);
    expect(screenOf("/courses/42")).toMatch(/course-detail-page/);
    expect(screenOf("/sign-in")).toMatch(/login-page/);
    expect(screenOf("/courses/42/reviews")).toBeUndefined();
  });

  it("lists only modules the client really has (and that a build's manifest names)", () => {
    const built = join(import.meta.dirname, "../../../dist/client/.vite/manifest.json");
    const manifest = existsSync(built) ? (JSON.parse(readFileSync(built, "utf8")) as ViteManifest) : null;
    for (const screen of FIRST_SCREENS) {
      for (const module of screen.modules) {
        expect(existsSync(join(import.meta.dirname, "../../..", module)), module).toBe(true);
        if (manifest) expect(manifest[module], `${module} in dist/client's manifest`).toBeDefined();
      }
    }
  });
});

describe("the served shell", () => {
  it("reads the manifest next to index.html", () => {
    const dir = mkdtempSync(join(tmpdir(), "client-preload-"));
    try {
      writeFileSync(join(dir, "index.html"), "<html><head></head><body></body></html>");
      mkdirSync(join(dir, ".vite"));
      writeFileSync(join(dir, ".vite", "manifest.json"), JSON.stringify(MANIFEST));
      expect(hrefs(loadClientShell(dir).preloadTags("/courses/7"))).toEqual([
        "/assets/react-1.js",
        "/assets/api-1.js",
      ]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
