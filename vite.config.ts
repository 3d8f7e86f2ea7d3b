import { readFileSync } from "node:fs";
import { basename } from "node:path";
import { fileURLToPath } from "node:url";
import tailwindcss from "@tailwindcss/vite";
import react from "@vitejs/plugin-react";
import { defineConfig, minifySync, type Plugin } from "vite";
import { FIRST_SCREENS } from "./src/server/plugins/client-preload";

// The dev server proxies /api to the Fastify process started by `npm run dev`.
const apiTarget = `http://127.0.0.1:${process.env.PORT ?? "3000"}`;

/**
 * The lazy screens whose imports are preloaded with them (see build.modulePreload below): the
 * screens most visits start on, the same list the server preloads on a first visit.
 */
const SCREEN_NAMES = FIRST_SCREENS.map((screen) => basename(screen.modules[0] ?? "", ".tsx"));
const PRELOADED_SCREENS = new RegExp(`(^|/)(${SCREEN_NAMES.join("|")})-[\\w-]+\\.js$`);

/**
 * src/client/early-input.js, minified into the page's head as an inline script: it must run before
 * any module does, and the CSP allows index.html's inline scripts by their hash (plugins/client.ts).
 */
function earlyInput(): Plugin {
  const file = fileURLToPath(new URL("src/client/early-input.js", import.meta.url));
  return {
    name: "hypecheck-early-input",
    transformIndexHtml() {
      const { code, errors } = minifySync(file, readFileSync(file, "utf8"));
      if (errors.length > 0) throw new Error(`early-input.js: ${errors.map((e) => e.message).join("; ")}`);
      return [{ tag: "script", children: code.trim(), injectTo: "head" }];
    },
  };
}

/** The packages that get a chunk of their own, loaded with the app on every page (see groups below). */
const REACT = new Set(["react", "react-dom", "scheduler"]);
const FRAMEWORK = new Set(["react-router", "@tanstack/react-query", "@tanstack/query-core"]);

/** The npm package a module id belongs to ("" for the project's own modules). */
function packageOf(id: string): string {
  const parts = id.split(/[\\/]node_modules[\\/]/);
  if (parts.length < 2) return "";
  const [scope = "", name = ""] = (parts.at(-1) ?? "").split(/[\\/]/);
  return scope.startsWith("@") ? `${scope}/${name}` : scope;
}

/** The names of an `{ a, b as c }` list: [name in the other module, local name], in order. */
function nameList(list: string): [string, string][] {
  return list.split(",").flatMap((part) => {
    const [theirs, ours] = part
      .trim()
      .replace(/^type\s+/, "")
      .split(/\s+as\s+/);
    return theirs ? [[theirs, ours ?? theirs] as [string, string]] : [];
  });
}

/**
 * `import { a, b as c } from "x"`: the names a module takes from each specifier it takes only by name
 * (not also whole: `import * as`, a default, `export ... from`, a bare `import "x"`).
 */
function namedImports(code: string): Map<string, string[]> {
  const found = new Map<string, string[]>();
  for (const [, list = "", specifier = ""] of code.matchAll(
    /import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']/g,
  )) {
    found.set(specifier, [...(found.get(specifier) ?? []), ...nameList(list).map(([theirs]) => theirs)]);
  }
  const statements = code.matchAll(/(?:import|export)\s*([^;]*?)\s*(?:from\s*)?["']([^"']+)["']/g);
  for (const [, clause = "", specifier = ""] of statements) {
    if (!/^\{[^}]*\}$/.test(clause) || code.includes(`export ${clause}`)) found.delete(specifier);
  }
  return found;
}

/**
 * A module that only passes other modules' exports on (an icon set's or a library's index): the
 * specifier each exported name comes from, and its `export * from` specifiers. Null for any module
 * with code of its own.
 */
function reExports(code: string): { names: Map<string, string>; all: string[] } | null {
  const statements = code
    .replace(/\/\*[\s\S]*?\*\/|\/\/[^\n]*/g, "")
    .split(";")
    .map((statement) => statement.trim())
    .filter((statement) => statement !== "" && statement !== '"use strict"');
  const imported = new Map<string, string>();
  const names = new Map<string, string>();
  const all: string[] = [];
  for (const statement of statements) {
    const importMatch = /^import\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']$/.exec(statement);
    const exportFrom = /^export\s*\{([^}]*)\}\s*from\s*["']([^"']+)["']$/.exec(statement);
    const exportLocal = /^export\s*\{([^}]*)\}$/.exec(statement);
    const exportAll = /^export\s*\*\s*from\s*["']([^"']+)["']$/.exec(statement);
    const importAll = /^import\s*\*\s*as\s+(\w+)\s+from\s*["']([^"']+)["']$/.exec(statement);
    if (importAll) {
      imported.set(importAll[1] ?? "", importAll[2] ?? "");
    } else if (importMatch) {
      for (const [, local] of nameList(importMatch[1] ?? "")) imported.set(local, importMatch[2] ?? "");
    } else if (exportFrom) {
      for (const [, exported] of nameList(exportFrom[1] ?? "")) names.set(exported, exportFrom[2] ?? "");
    } else if (exportLocal) {
      for (const [local, exported] of nameList(exportLocal[1] ?? "")) {
        const from = imported.get(local);
        if (from === undefined) return null;
        names.set(exported, from);
      }
    } else if (exportAll) {
      all.push(exportAll[1] ?? "");
    } else {
      return null;
    }
  }
  return names.size > 0 || all.length > 0 ? { names, all } : null;
}

/**
 * Chunks are declared here and in one list, FIRST_SCREENS (src/server/plugins/client-preload.ts),
 * never by a folder or a file name. Each lazy route is a boundary (src/client/app/router.tsx). A
 * first screen's code is what the entry and that screen's listed modules import statically (name by
 * name through re-exporting files such as an icon set's index), worked out from the module graph once
 * it is built. A module two or more chunks share goes into `first` when Home loads it (every first
 * screen needs most of it), and otherwise into the `-shared` chunk of the earliest first screen in
 * FIRST_SCREENS that loads it (e.g. `course-detail-shared`). One chunk per screen, not one per set of
 * screens: named by the exact set, a course page preloaded ten files of 1-4 KB, each a round trip on
 * a phone, and Lighthouse held it at 94; the price is a few KB more on the later screens that share
 * part of an earlier one's chunk (docs/measurements.md, First screens 2026-11-29). Shared modules no
 * first screen loads are left to the bundler, which groups them by the set of chunks that use them.
 * So Home downloads no code it does not run, every first screen comes in a few files, and moving a
 * file to another folder changes nothing here. scripts/report-bundle.mjs holds the result to the budget.
 */
function firstScreenChunks(): Plugin & { chunkOf: (id: string) => string | null } {
  /** For each module a first screen loads, the indexes (in FIRST_SCREENS) of the screens that do. */
  const screensOf = new Map<string, number[]>();
  const file = (module: string) => fileURLToPath(new URL(module, import.meta.url));
  const entry = file("src/client/main.tsx");
  const label = (index: number) =>
    basename(FIRST_SCREENS[index]?.modules[0] ?? "", ".tsx").replace(/-page$/, "");
  return {
    name: "hypecheck-first-screens",
    chunkOf(id) {
      const screens = screensOf.get(id);
      if (screens === undefined) return null;
      return screens.includes(0) ? "first" : `${label(screens[0] ?? 0)}-shared`;
    },
    // The list beside the manifest, for the budget check (scripts/report-bundle.mjs). And a check:
    // chunks loaded after the entry that import each other in a circle run in an order no module
    // asked for (a function called before its chunk has run), so the build fails on one. (The entry
    // is in circles by design: what it holds is in memory before any other chunk runs.)
    generateBundle(_options, bundle) {
      const importsOfChunk = new Map<string, string[]>();
      for (const output of Object.values(bundle)) {
        if (output.type === "chunk" && !output.isEntry) importsOfChunk.set(output.fileName, output.imports);
      }
      const state = new Map<string, "open" | "done">();
      const visit = (chunk: string, path: string[]) => {
        if (state.get(chunk) === "done" || !importsOfChunk.has(chunk)) return;
        if (state.get(chunk) === "open")
          this.error(`chunks import each other: ${[...path, chunk].join(" -> ")}`);
        state.set(chunk, "open");
        for (const imported of importsOfChunk.get(chunk) ?? []) visit(imported, [...path, chunk]);
        state.set(chunk, "done");
      };
      for (const chunk of importsOfChunk.keys()) visit(chunk, []);

      const screens = FIRST_SCREENS.map((screen) => ({ path: screen.path.source, modules: screen.modules }));
      this.emitFile({ type: "asset", fileName: ".vite/first-screens.json", source: JSON.stringify(screens) });
    },
    async buildEnd() {
      const resolve = async (specifier: string, importer: string) =>
        (await this.resolve(specifier, importer))?.id;
      const passOn = (id: string) => reExports(this.getModuleInfo(id)?.code ?? "");
      /** The modules a name taken from `id` lives in: through re-exporting modules to where it is defined. */
      const modulesOf = async (id: string, name: string, seen = new Set<string>()): Promise<string[]> => {
        const passed = seen.has(id) ? null : passOn(id);
        seen.add(id);
        if (passed === null) return [id];
        const from = passed.names.get(name);
        const source = from === undefined ? undefined : await resolve(from, id);
        if (source !== undefined) return [id, ...(await modulesOf(source, name, seen))];
        const found: string[] = [id];
        for (const specifier of passed.all) {
          const target = await resolve(specifier, id);
          if (target !== undefined) found.push(...(await modulesOf(target, name, seen)));
        }
        return found;
      };
      /**
       * What a module imports statically: a re-exporting module taken by name leads only to the
       * modules of those names; anything taken whole (a namespace, a default, a side effect) leads to
       * all it imports. [module, taken whole].
       */
      const importsOf = async (id: string): Promise<[string, boolean][]> => {
        const info = this.getModuleInfo(id);
        if (info === null) return [];
        const named = new Set<string>();
        const found: [string, boolean][] = [];
        for (const [specifier, names] of namedImports(info.code ?? "")) {
          const target = await resolve(specifier, id);
          if (target === undefined || passOn(target) === null) continue;
          named.add(target);
          for (const name of names) {
            const chain = await modulesOf(target, name);
            chain.forEach((module, index) => {
              found.push([module, index === chain.length - 1 && passOn(module) === null]);
            });
          }
        }
        const whole = info.importedIds.filter((imported) => !named.has(imported));
        return [...found, ...whole.map((imported): [string, boolean] => [imported, true])];
      };
      const importsCache = new Map<string, Promise<[string, boolean][]>>();
      for (const [index, screen] of FIRST_SCREENS.entries()) {
        const roots = [entry, ...screen.modules.map(file)];
        const seen = new Set<string>();
        const expanded = new Set<string>();
        const stack: [string, boolean][] = roots.map((root) => [root, true]);
        while (stack.length > 0) {
          const [id, whole] = stack.pop() as [string, boolean];
          if (this.getModuleInfo(id) === null) continue;
          if (!seen.has(id)) {
            seen.add(id);
            screensOf.set(id, [...(screensOf.get(id) ?? []), index]);
          }
          if (!whole || expanded.has(id)) continue;
          expanded.add(id);
          if (!importsCache.has(id)) importsCache.set(id, importsOf(id));
          stack.push(...((await importsCache.get(id)) ?? []));
        }
        const missing = roots.filter((root) => !seen.has(root));
        if (missing.length > 0) this.error(`FIRST_SCREENS: ${missing.join(", ")} not in the build`);
      }
    },
  };
}

const firstScreens = firstScreenChunks();

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyInput(), firstScreens],
  resolve: {
    // Browser code gets zod without its eval probe (src/client/lib/zod-jitless.ts explains why).
    alias: [
      {
        find: /^zod$/,
        replacement: fileURLToPath(new URL("src/client/lib/zod-jitless.ts", import.meta.url)),
      },
    ],
  },
  build: {
    outDir: "dist/client",
    emptyOutDir: true,
    manifest: true,
    sourcemap: false,
    target: "es2022",
    // One stylesheet (Tailwind's), which the server writes into every page. Split per chunk, it
    // would be a dependency of every dynamic import, and Vite's loader, finding no <link> for it,
    // would add it to the page again on the first one: the whole page restyled (docs/decisions/0055).
    cssCodeSplit: false,
    rolldownOptions: {
      // A client feature's public file (src/client/features/<name>/index.ts) only passes names on
      // (src/architecture/import-rules.ts checks it), so importing one name from it brings that
      // name's module, not every module it lists: without this, a module with top-level code (any
      // JSX module) that the file lists would load with every screen that imports the file.
      treeshake: {
        moduleSideEffects: (id: string) =>
          !/[\\/]src[\\/]client[\\/]features[\\/][^\\/]+[\\/]index\.ts$/.test(id),
      },
      output: {
        codeSplitting: {
          includeDependenciesRecursively: false,
          // React in one chunk, the router and TanStack Query in another, loaded with the app on every
          // page. Left to itself the bundler spreads them over several shared chunks once the entry
          // is split from the app, and every split costs compression; React on its own lets the
          // entry (src/client/main.tsx) evaluate it and the rest as two tasks, not one long one.
          groups: [
            {
              name: "react",
              test: (id: string) => REACT.has(packageOf(id)),
              priority: 3,
            },
            {
              name: "framework",
              test: (id: string) => FRAMEWORK.has(packageOf(id)) && firstScreens.chunkOf(id) === "first",
              priority: 2,
            },
            {
              name: (id: string) => firstScreens.chunkOf(id),
              minShareCount: 2,
              priority: 1,
            },
          ],
        },
      },
    },
    modulePreload: {
      // Every browser we support has <link rel="modulepreload">; the polyfill only cost first-load bytes.
      polyfill: false,
      // A lazy screen's own imports are preloaded alongside it only for the screens most visits
      // start on or go to next. Each preload list puts hashed file names into the entry chunk, which
      // every page downloads; the rarer screens (legal, admin, account...) fetch their imports when
      // their chunk runs, one round trip later.
      // Never the stylesheet: it is in every page already (inlined by the server), and loading it a
      // second time restyles the whole page.
      resolveDependencies: (filename, deps) =>
        PRELOADED_SCREENS.test(filename) ? deps.filter((dep) => !dep.endsWith(".css")) : [],
    },
  },
  server: {
    port: 5173,
    // The API, the affiliate click redirect and uploaded images are served by Fastify.
    proxy: {
      "/api": { target: apiTarget, changeOrigin: false },
      "/go": { target: apiTarget, changeOrigin: false },
      "/objects": { target: apiTarget, changeOrigin: false },
    },
  },
});
