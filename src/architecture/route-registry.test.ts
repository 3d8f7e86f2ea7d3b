// Routes register themselves from their module (docs/decisions/0252): a module folder written to a
// temporary modules tree is found and served with no other file touched, both by the registry that
// reads the folder (tsx, Vitest) and by the source the server build puts in its place.
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { pathToFileURL } from "node:url";
import Fastify from "fastify";
import { afterEach, describe, expect, it } from "vitest";
import type { AppDeps } from "../server/deps";
import type { RouteModule } from "../server/modules/route-module";
import {
  loadRouteModules,
  MODULES_DIR,
  routeFiles,
  routeRegistrySource,
} from "../server/modules/route-modules";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});

/** A routes file whose module answers GET `path` with its name. */
const moduleSource = (order: number, path: string, name: string) =>
  [
    "export const routeModule = {",
    `  order: ${order},`,
    "  register: async (app) => {",
    `    app.get(${JSON.stringify(path)}, async () => ({ module: ${JSON.stringify(name)} }));`,
    "  },",
    "};",
    "",
  ].join("\n");

/** A modules folder with `files` (path under it -> source) and the registry's own types file. */
function fakeModules(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), "hc-modules-"));
  roots.push(dir);
  copyFileSync(join(MODULES_DIR, "route-module.ts"), join(dir, "route-module.ts"));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), source);
  }
  return dir;
}

/** What a Fastify app built from `modules` answers on each of `paths`. */
async function served(modules: RouteModule[], paths: string[]): Promise<Record<string, unknown>> {
  const app = Fastify();
  for (const module of modules) await module.register(app, {} as AppDeps);
  const answers: Record<string, unknown> = {};
  for (const path of paths) {
    const response = await app.inject({ method: "GET", url: path });
    answers[path] = response.statusCode === 200 ? response.json() : response.statusCode;
  }
  await app.close();
  return answers;
}

const TWO_MODULES = {
  "widgets/widgets.routes.ts": moduleSource(20, "/api/widgets", "widgets"),
  "gadgets/gadgets.routes.ts": moduleSource(10, "/api/gadgets", "gadgets"),
  // Registered by its module's other routes file, so not by the registry.
  "gadgets/gadget-parts.routes.ts": "export const registerParts = () => undefined;\n",
  "gadgets/gadgets.service.ts": moduleSource(30, "/api/not-a-routes-file", "service"),
};

describe("the route registry", () => {
  it("registers a module from its own folder alone, in the modules' declared order", async () => {
    const dir = fakeModules(TWO_MODULES);
    expect(routeFiles(dir)).toEqual([
      "gadgets/gadget-parts.routes.ts",
      "gadgets/gadgets.routes.ts",
      "widgets/widgets.routes.ts",
    ]);
    const modules = await loadRouteModules(dir);
    expect(modules.map((module) => module.order)).toEqual([10, 20]);
    expect(await served(modules, ["/api/gadgets", "/api/widgets", "/api/not-a-routes-file"])).toEqual({
      "/api/gadgets": { module: "gadgets" },
      "/api/widgets": { module: "widgets" },
      "/api/not-a-routes-file": 404,
    });
  });

  it("builds the same registry for the server bundle, from static imports", async () => {
    const dir = fakeModules(TWO_MODULES);
    const source = routeRegistrySource(dir);
    expect(source).not.toContain("readdirSync");
    writeFileSync(join(dir, "registry.bundle.ts"), source);
    const bundled = (await import(pathToFileURL(join(dir, "registry.bundle.ts")).href)) as {
      loadRouteModules(): Promise<RouteModule[]>;
    };
    const modules = await bundled.loadRouteModules();
    expect(modules.map((module) => module.order)).toEqual([10, 20]);
    expect(await served(modules, ["/api/gadgets", "/api/widgets"])).toEqual({
      "/api/gadgets": { module: "gadgets" },
      "/api/widgets": { module: "widgets" },
    });
  });

  it("stops the app when two modules declare one order, or a routeModule has the wrong shape", async () => {
    const clash = fakeModules({
      "a/a.routes.ts": moduleSource(10, "/api/a", "a"),
      "b/b.routes.ts": moduleSource(10, "/api/b", "b"),
    });
    await expect(loadRouteModules(clash)).rejects.toThrow(
      "b/b.routes.ts and a/a.routes.ts both declare route order 10: give each its own",
    );
    const shapeless = fakeModules({ "c/c.routes.ts": "export const routeModule = { order: 1.5 };\n" });
    await expect(loadRouteModules(shapeless)).rejects.toThrow(
      "c/c.routes.ts: routeModule needs an integer order and a register function",
    );
  });
});

describe("the modules of this tree", () => {
  it("each register through their own routeModule, or through a sibling routes file that does", async () => {
    const files = routeFiles();
    const declaring = files.filter((file) =>
      /^export const routeModule\b/m.test(readFileSync(join(MODULES_DIR, file), "utf8")),
    );
    const modules = await loadRouteModules();
    expect(modules).toHaveLength(declaring.length);
    for (const file of files.filter((f) => !declaring.includes(f))) {
      const [folder = "", name = ""] = file.split("/");
      const importedBySibling = declaring.some(
        (other) =>
          other.startsWith(`${folder}/`) &&
          readFileSync(join(MODULES_DIR, other), "utf8").includes(`"./${name.replace(/\.ts$/, "")}"`),
      );
      expect(importedBySibling, `${file} is neither a route module nor registered by one`).toBe(true);
    }
  });
});
