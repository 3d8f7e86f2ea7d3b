// Finds every module's routes by reading src/server/modules: each <module>/*.routes.ts is loaded and
// the ones that export `routeModule` are registered (route-module.ts), so there is no hand-kept list.
// Under tsx and Vitest the folder is read when the app is built; the production bundle has no source
// folder, so `npm run build:server` replaces this file with static imports of the same files,
// written by routeRegistrySource below (scripts/build-server.ts, docs/decisions/0252).
import { readdirSync } from "node:fs";
import { dirname, join, relative, sep } from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { type FoundRouteFile, orderRouteModules, type RouteModule } from "./route-module";

/** This folder: src/server/modules. */
export const MODULES_DIR = dirname(fileURLToPath(import.meta.url));

const ROUTES_FILE = /^[a-z0-9-]+\.routes\.ts$/;

/** The `<module>/<name>.routes.ts` files under `dir`, as paths relative to it with "/", sorted. */
export function routeFiles(dir: string = MODULES_DIR): string[] {
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .flatMap((module) =>
      readdirSync(join(dir, module.name))
        .filter((name) => ROUTES_FILE.test(name))
        .map((name) => `${module.name}/${name}`),
    )
    .sort();
}

/** The route modules under `dir`, in their order. */
export async function loadRouteModules(dir: string = MODULES_DIR): Promise<RouteModule[]> {
  const found: FoundRouteFile[] = await Promise.all(
    routeFiles(dir).map(async (file) => ({
      file,
      exports: (await import(pathToFileURL(join(dir, file)).href)) as Record<string, unknown>,
    })),
  );
  return orderRouteModules(found);
}

/**
 * This file as the server bundle has it: the same files under `dir`, imported statically (so the
 * bundler includes them) by specifiers relative to `fromDir`, and the same ordering.
 */
export function routeRegistrySource(dir: string = MODULES_DIR, fromDir: string = dir): string {
  const files = routeFiles(dir);
  const specifier = (path: string) => {
    const relativePath = relative(fromDir, path).split(sep).join("/");
    return JSON.stringify(relativePath.startsWith(".") ? relativePath : `./${relativePath}`);
  };
  return [
    `import { orderRouteModules } from ${specifier(join(dir, "route-module.ts"))};`,
    ...files.map((file, index) => `import * as routes${index} from ${specifier(join(dir, file))};`),
    "export async function loadRouteModules() {",
    "  return orderRouteModules([",
    ...files.map((file, index) => `    { file: ${JSON.stringify(file)}, exports: routes${index} },`),
    "  ]);",
    "}",
    "",
  ].join("\n");
}
