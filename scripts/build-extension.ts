// `npm run build:extension`: builds the browser extension into dist/extension (docs/extension.md,
// docs/decisions/0247-browser-extension.md), loadable unpacked in Chromium-based browsers.
// - background.js, popup.js, options.js: src/extension bundled with esbuild (ES modules), with the
//   server's page reader, detector and verdict code bundled as they are: one source, no fork.
// - The one Node-only seam: the detector's learned layer reads its weights file with node:fs
//   (src/server/analysis/classifier/pitch-model.ts). For that file only, node:fs and node:url are
//   bundled as a module that answers the same file's text, built in; any other Node import fails the
//   build, so Node-only code cannot creep into the extension unnoticed.
// - manifest.json from src/extension/manifest.ts, with the package's version and the default server
//   address: PUBLIC_ORIGIN (default http://localhost:3000), which the person can change.
// - icons rendered from src/extension/icon.svg with sharp.
// - A size budget: the build fails when the scripts together exceed EXTENSION_BUDGET_BYTES.
import { copyFileSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { fileURLToPath } from "node:url";
import { build, type Plugin } from "esbuild";
import sharp from "sharp";
import { extensionManifest } from "../src/extension/manifest";
import { parseServerOrigin } from "../src/extension/settings-origin";

const ROOT = fileURLToPath(new URL("..", import.meta.url));
const SRC = join(ROOT, "src", "extension");
export const OUT_DIR = join(ROOT, "dist", "extension");
const MODEL_IMPORTER = "src/server/analysis/classifier/pitch-model.ts";
const MODEL_FILE = join(ROOT, "src/server/analysis/classifier/pitch-model.json");

/**
 * The scripts' total, minified: the detector's weights (about 410 KB) and zod (the contracts the
 * verdict and the lookup answer are checked with) are most of it; the page reader's and detector's
 * words for 30 languages about 125 KB (1,700,000 until they came, 2026-11-29). Measured in
 * docs/extension.md.
 */
export const EXTENSION_BUDGET_BYTES = 1_900_000;

const posix = (path: string) => path.split(sep).join("/");

/** node:fs and node:url for the learned layer's weights file only; every other Node import fails. */
const modelFileSeam: Plugin = {
  name: "model-file-seam",
  setup(b) {
    b.onResolve({ filter: /^node:|^(fs|url|path|os|crypto|worker_threads|child_process)$/ }, (args) => {
      const importer = posix(relative(ROOT, args.importer));
      if (importer === MODEL_IMPORTER && (args.path === "node:fs" || args.path === "node:url")) {
        return { path: args.path, namespace: "model-file" };
      }
      return {
        errors: [{ text: `${importer} imports ${args.path}: Node-only code cannot run in the extension` }],
      };
    });
    b.onLoad({ filter: /.*/, namespace: "model-file" }, (args) => {
      if (args.path === "node:url") {
        return { loader: "js", contents: "export function fileURLToPath(url) { return String(url); }" };
      }
      // The same JSON, without its whitespace.
      const text = JSON.stringify(JSON.parse(readFileSync(MODEL_FILE, "utf8")));
      return {
        loader: "js",
        contents: `const MODEL = ${JSON.stringify(text)};
export function readFileSync(path) {
  if (!String(path).endsWith("/pitch-model.json")) throw new Error("not bundled: " + path);
  return MODEL;
}`,
      };
    });
  },
};

async function main(): Promise<void> {
  const origin = parseServerOrigin(process.env.PUBLIC_ORIGIN ?? "http://localhost:3000");
  if (origin === null)
    throw new Error("PUBLIC_ORIGIN must be an http(s) address, such as https://hypecheck.example");
  const version = (JSON.parse(readFileSync(join(ROOT, "package.json"), "utf8")) as { version: string })
    .version;

  rmSync(OUT_DIR, { recursive: true, force: true });
  mkdirSync(join(OUT_DIR, "icons"), { recursive: true });
  await build({
    entryPoints: ["background", "popup", "options"].map((name) => join(SRC, `${name}.ts`)),
    outdir: OUT_DIR,
    bundle: true,
    splitting: false,
    format: "esm",
    platform: "browser",
    target: ["chrome120", "firefox128"],
    minify: true,
    legalComments: "none",
    define: { __DEFAULT_SERVER_ORIGIN__: JSON.stringify(origin) },
    plugins: [modelFileSeam],
    logLevel: "warning",
  });
  for (const file of ["popup.html", "options.html", "extension.css"])
    copyFileSync(join(SRC, file), join(OUT_DIR, file));
  writeFileSync(
    join(OUT_DIR, "manifest.json"),
    `${JSON.stringify(extensionManifest({ version, serverOrigin: origin }), null, 2)}\n`,
  );
  const svg = readFileSync(join(SRC, "icon.svg"));
  for (const size of [16, 32, 48, 128]) {
    await sharp(svg, { density: 300 })
      .resize(size, size)
      .png()
      .toFile(join(OUT_DIR, "icons", `icon-${size}.png`));
  }

  const sizes = ["background.js", "popup.js", "options.js"].map(
    (file) => [file, statSync(join(OUT_DIR, file)).size] as const,
  );
  const total = sizes.reduce((sum, [, size]) => sum + size, 0);
  for (const [file, size] of sizes)
    console.log(`${file.padEnd(14)} ${(size / 1024).toFixed(1).padStart(8)} KB`);
  console.log(
    `${"scripts".padEnd(14)} ${(total / 1024).toFixed(1).padStart(8)} KB (budget ${(EXTENSION_BUDGET_BYTES / 1024).toFixed(0)} KB)`,
  );
  if (total > EXTENSION_BUDGET_BYTES) {
    throw new Error(
      `The extension's scripts are ${total} bytes, over the budget of ${EXTENSION_BUDGET_BYTES} (scripts/build-extension.ts)`,
    );
  }
  console.log(
    `Built ${posix(relative(ROOT, OUT_DIR))} (server address ${origin}): load it unpacked from there.`,
  );
}

await main();
