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

/**
 * Small modules many screens share (icons, UI primitives, formatting, rules without zod): one chunk
 * instead of dozens of one-kilobyte files, each a round trip of its own on a phone's connection.
 * Never a module that imports zod statically: that would put zod into every first load.
 */
const SHARED_SMALL =
  /[\\/]node_modules[\\/]lucide-react[\\/]|[\\/]src[\\/]client[\\/](components|lib)[\\/]|[\\/]src[\\/]shared[\\/](domain[\\/]|api[\\/]route|contracts[\\/][\w.-]*(constants|session-hint|server-state|ai-messages|routes))/;
const NEEDS_ZOD = /zod-jitless|[\\/]lib[\\/]queries[\\/]billing/;
/**
 * Shared by several screens, but by none a first visit needs: the trust formula's point tables (the
 * About, FAQ and legal pages read them), the right of reply's calls (signed-in members' course,
 * report and account screens) and the money rules beyond formatting (minor units, the desk's
 * currencies, reading typed amounts: money-format.ts is what a first screen shows prices with).
 * Left out of the shared chunk, they load with those screens.
 */
const NOT_FIRST =
  /[\\/]domain[\\/](trust-score|money|money-input)\.ts$|[\\/]lib[\\/]api[\\/]replies\.ts$|[\\/]contracts[\\/]replies\.routes\.ts$/;

export default defineConfig({
  plugins: [react(), tailwindcss(), earlyInput()],
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
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              priority: 2,
            },
            {
              name: "framework",
              test: /[\\/]node_modules[\\/](react-router|@tanstack)[\\/]/,
              priority: 1,
            },
            {
              name: "shared",
              test: (id: string) => SHARED_SMALL.test(id) && !NEEDS_ZOD.test(id) && !NOT_FIRST.test(id),
              minShareCount: 3,
              priority: 0,
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
