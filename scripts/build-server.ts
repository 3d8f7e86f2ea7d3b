// `npm run build:server`: bundles the server (src/server, and the client modules it renders pages
// with) into dist/server with esbuild, so `npm start` runs plain `node dist/server/main.js` (docs/
// decisions/0185-server-built-with-esbuild.md). Packages stay outside the bundle (imported from
// node_modules at run time), and the build fails if one of them is not in package.json's
// `dependencies`, since `npm ci --omit=dev` would leave it out.
//
// Source files find files next to them with `new URL("...", import.meta.url)`. In the bundle,
// import.meta.url is the bundle's, so each such URL is rewritten at build time:
// - into dist/ (the client build): relative to dist/server;
// - the analysis worker (a .mjs that loads TypeScript through tsx): the bundled worker entry;
// - any other file or directory (migrations, the detector's model): copied to
//   dist/server/assets/<its path in the repository> and pointed at there.
// The page renderer's preloads of the first screens (`import(new URL(`../../../${module}`, ...))`)
// become static imports of the FIRST_SCREENS modules, so the bundler includes them. Any other use
// of import.meta.url in server code fails the build rather than silently pointing somewhere wrong.
// The route registry (src/server/modules/route-modules.ts), which reads the modules' folder at run
// time under tsx and Vitest, becomes static imports of the route files it finds now.

import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { builtinModules } from "node:module";
import { dirname, join, relative, resolve, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Metafile, type Plugin } from "esbuild";
import { MODULES_DIR, routeRegistrySource } from "../src/server/modules/route-modules";
import { FIRST_SCREENS } from "../src/server/plugins/client-preload";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const OUT_DIR = join(ROOT, "dist", "server");
const ASSETS_DIR = join(OUT_DIR, "assets");
const posix = (path: string) => path.split(sep).join("/");

/** Worker files referenced by URL from the source, and the bundled entry that replaces each. */
const WORKERS: Record<string, { entry: string; out: string }> = {
  "src/server/analysis/page-analysis.worker.mjs": {
    entry: "scripts/server-build/page-analysis.worker.ts",
    out: "page-analysis.worker",
  },
};

/** Stands for the bundle's own import.meta.url while the source is checked for other uses. */
const BUNDLE_URL = "__bundle_import_meta_url__";
const FILE_URL = /new URL\(\s*(["'])([^"'`$]+)\1\s*,\s*import\.meta\.url\s*\)/g;
const SCREEN_IMPORT =
  /import\(\s*new URL\(\s*`\.\.\/\.\.\/\.\.\/\$\{(\w+)\}`\s*,\s*import\.meta\.url\s*\)\.href\s*\)/g;

/** The `new URL(..., import.meta.url)` of `file` with `literal`, as it must read in dist/server. */
function rewriteFileUrl(file: string, literal: string, copied: Set<string>): string {
  const target = resolve(dirname(file), literal);
  const fromRoot = posix(relative(ROOT, target));
  const slash = literal.endsWith("/") ? "/" : "";
  const worker = WORKERS[fromRoot];
  if (worker) return `new URL(${JSON.stringify(`./${worker.out}.js`)}, ${BUNDLE_URL})`;
  if (fromRoot === "dist" || fromRoot.startsWith("dist/")) {
    return `new URL(${JSON.stringify(posix(relative(OUT_DIR, target)) + slash)}, ${BUNDLE_URL})`;
  }
  if (fromRoot.startsWith("..") || !existsSync(target)) {
    throw new Error(
      `${posix(relative(ROOT, file))}: ${literal} is not a file or directory in the repository`,
    );
  }
  if (!copied.has(fromRoot)) {
    copied.add(fromRoot);
    const destination = join(ASSETS_DIR, fromRoot);
    mkdirSync(dirname(destination), { recursive: true });
    const isDir = statSync(target).isDirectory();
    // A directory next to source code (the corpus) is copied without the code itself.
    cpSync(target, destination, {
      recursive: true,
      filter: (path) => !isDir || statSync(path).isDirectory() || !/\.(ts|tsx|mts|mjs|js)$/.test(path),
    });
  }
  return `new URL(${JSON.stringify(`./assets/${fromRoot}${slash}`)}, ${BUNDLE_URL})`;
}

/** Rewrites import.meta.url uses in the repository's own TypeScript (see the top of this file). */
function sourceUrls(copied: Set<string>): Plugin {
  return {
    name: "hypecheck-source-urls",
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /\.(ts|tsx)$/ }, (args) => {
        if (args.path.includes(`${sep}node_modules${sep}`)) return undefined;
        const original = readFileSync(args.path, "utf8");
        if (!original.includes("import.meta.url")) return undefined;
        let screens = false;
        let contents = original.replace(SCREEN_IMPORT, (_match, name: string) => {
          screens = true;
          return `__firstScreenModule(${name})`;
        });
        if (screens) {
          const loaders = FIRST_SCREENS.flatMap((screen) => screen.modules).map((module) => {
            const specifier = `./${posix(relative(dirname(args.path), join(ROOT, module)))}`;
            return `${JSON.stringify(module)}: () => import(${JSON.stringify(specifier)})`;
          });
          contents +=
            `\nconst __firstScreenModules: Record<string, () => Promise<unknown>> = {${loaders.join(",")}};\n` +
            "function __firstScreenModule(module: string): Promise<unknown> {\n" +
            "  const load = __firstScreenModules[module];\n" +
            '  return load ? load() : Promise.reject(new Error("Not a first screen module: " + module));\n' +
            "}\n";
        }
        contents = contents.replace(FILE_URL, (_match, _quote, literal: string) =>
          rewriteFileUrl(args.path, literal, copied),
        );
        const rest = contents
          .split("\n")
          .filter((line) => line.includes("import.meta.url") && !/^\s*(\/\/|\*)/.test(line));
        if (rest.length > 0) {
          throw new Error(
            `${posix(relative(ROOT, args.path))}: import.meta.url used in a way the server build cannot relocate:\n${rest.join("\n")}`,
          );
        }
        contents = contents.replaceAll(BUNDLE_URL, "import.meta.url");
        return {
          contents,
          loader: args.path.endsWith(".tsx") ? "tsx" : "ts",
          resolveDir: dirname(args.path),
        };
      });
    },
  };
}

/** The route registry with the route files of this build imported statically (see the top of this file). */
function routeRegistry(): Plugin {
  const registry = join(MODULES_DIR, "route-modules.ts");
  return {
    name: "hypecheck-route-registry",
    setup(pluginBuild) {
      pluginBuild.onLoad({ filter: /[\\/]route-modules\.ts$/ }, (args) =>
        args.path === registry
          ? { contents: routeRegistrySource(), loader: "ts", resolveDir: MODULES_DIR }
          : undefined,
      );
    },
  };
}

/** The package a bare import names ("react-dom/static" is react-dom, "@aws-sdk/client-s3/x" is @aws-sdk/client-s3). */
function packageOf(specifier: string): string {
  const parts = specifier.split("/");
  return specifier.startsWith("@") ? parts.slice(0, 2).join("/") : (parts[0] ?? specifier);
}

/** Packages the bundle imports at run time that `npm ci --omit=dev` would not install. */
function missingDependencies(metafile: Metafile): string[] {
  const manifest = JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as {
    dependencies?: Record<string, string>;
  };
  const builtins = new Set(builtinModules);
  const missing = new Set<string>();
  for (const output of Object.values(metafile.outputs)) {
    for (const imported of output.imports) {
      if (!imported.external || imported.path.startsWith("node:") || builtins.has(imported.path)) continue;
      const name = packageOf(imported.path);
      if (!manifest.dependencies?.[name]) missing.add(name);
    }
  }
  return [...missing].sort();
}

async function main(): Promise<void> {
  const started = performance.now();
  rmSync(OUT_DIR, { recursive: true, force: true });
  const copied = new Set<string>();
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: [
      { in: "src/server/main.ts", out: "main" },
      { in: "src/server/db/cli.ts", out: "cli" },
      { in: "src/server/db/admin-create-cli.ts", out: "admin-create" },
      ...Object.values(WORKERS).map((worker) => ({ in: worker.entry, out: worker.out })),
    ],
    outdir: OUT_DIR,
    // Every output file sits in dist/server itself: the rewritten URLs are relative to it.
    chunkNames: "chunk-[hash]",
    bundle: true,
    splitting: true,
    format: "esm",
    platform: "node",
    target: "node20.19",
    packages: "external",
    sourcemap: true,
    metafile: true,
    logLevel: "warning",
    plugins: [routeRegistry(), sourceUrls(copied)],
  });
  const missing = missingDependencies(result.metafile);
  if (missing.length > 0) {
    throw new Error(
      `The built server imports packages that are not in package.json "dependencies": ${missing.join(", ")}. ` +
        "Move them there (npm ci --omit=dev would leave them out).",
    );
  }
  writeFileSync(join(OUT_DIR, "meta.json"), JSON.stringify(result.metafile));
  const bytes = Object.entries(result.metafile.outputs)
    .filter(([file]) => file.endsWith(".js"))
    .reduce((sum, [, output]) => sum + output.bytes, 0);
  process.stdout.write(
    `server built into dist/server: ${(bytes / 1024).toFixed(0)} KiB of JavaScript, assets: ${[...copied].sort().join(", ") || "none"} ` +
      `(${((performance.now() - started) / 1000).toFixed(1)} s)\n`,
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`build-server: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
