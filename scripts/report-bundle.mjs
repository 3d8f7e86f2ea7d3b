// Prints the gzip size of the JavaScript a first visit to each first screen downloads, and fails when
// Home's is above the budget. Run after `vite build`: the entry chunk and everything it imports
// statically (the app), plus the screen's listed modules (FIRST_SCREENS in
// src/server/plugins/client-preload.ts, which the build writes beside the manifest as
// first-screens.json) and their static imports: what the server preloads for that page.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// 130 since docs/decisions/0249-chunks-declared-once.md (Home's verified list counted with it).
const BUDGET_KB = 130;
const distDir = join(import.meta.dirname, "..", "dist", "client");

let manifest;
let screens;
try {
  manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"));
  screens = JSON.parse(readFileSync(join(distDir, ".vite", "first-screens.json"), "utf8"));
} catch (error) {
  console.error(
    `report-bundle: cannot read dist/client/.vite/manifest.json or first-screens.json (run vite build first): ${error.message}`,
  );
  process.exit(1);
}
const home = screens.find((screen) => new RegExp(screen.path).test("/"));

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) {
  console.error("report-bundle: the manifest has no entry chunk");
  process.exit(1);
}
const missing = screens.flatMap((screen) => screen.modules).filter((module) => !manifest[module]);
if (home === undefined || missing.length > 0) {
  console.error(`report-bundle: no first screen for / or no chunk for ${missing.join(", ")}`);
  process.exit(1);
}

/** Adds a chunk and, recursively, every chunk it imports statically. */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const gzipBytes = new Map();
const gzipped = (file) => {
  if (!gzipBytes.has(file))
    gzipBytes.set(file, gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length);
  return gzipBytes.get(file);
};
/** The files a first visit to the screen downloads. */
function firstLoad(screen) {
  const files = new Set();
  for (const key of entryKeys) collect(key, files);
  for (const module of screen.modules) collect(module, files);
  return files;
}
const kb = (files) => [...files].reduce((sum, file) => sum + gzipped(file), 0) / 1024;

const files = firstLoad(home);
const rows = [...files].map((file) => ({ file, bytes: gzipped(file) })).sort((a, b) => b.bytes - a.bytes);
for (const row of rows) console.log(`  ${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);
for (const screen of screens) {
  if (screen === home) continue;
  const screenFiles = firstLoad(screen);
  console.log(
    `  first screen ${screen.path}: ${kb(screenFiles).toFixed(1)} KB gzip (${screenFiles.size} files)`,
  );
}

const totalKb = kb(files);
console.log(`first-load JS for /: ${totalKb.toFixed(1)} KB gzip (${files.size} files)`);

// For the record, not the budget: the response contracts (zod) are imported on demand by the shell's
// first API calls, in parallel with those requests, so they never delay the first paint.
const contractFiles = new Set();
for (const key of entryKeys) {
  for (const dynamic of manifest[key]?.dynamicImports ?? []) {
    if (!dynamic.startsWith("src/client/")) collect(dynamic, contractFiles);
  }
}
let contractBytes = 0;
for (const file of contractFiles) {
  if (!files.has(file)) contractBytes += gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
}
console.log(
  `  + ${(contractBytes / 1024).toFixed(1)} KB gzip of API contracts loaded alongside the first API calls`,
);
if (totalKb > BUDGET_KB) {
  console.error(`report-bundle: over the ${BUDGET_KB} KB budget by ${(totalKb - BUDGET_KB).toFixed(1)} KB`);
  process.exit(1);
}
