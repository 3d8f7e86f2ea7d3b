// Prints the gzip size of the JavaScript a first visit to Home downloads, and fails above the budget.
// Run after `vite build`: the entry chunk and everything it imports statically (the app), plus the
// Home route's lazy chunk and its static imports, read from dist/client/.vite/manifest.json.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";

// 142 since docs/decisions/0240-money-with-currency.md (prices in their currency on every card).
const BUDGET_KB = 142;
const HOME_MODULE = "src/client/features/home/pages/home-page.tsx";
const distDir = join(import.meta.dirname, "..", "dist", "client");

let manifest;
try {
  manifest = JSON.parse(readFileSync(join(distDir, ".vite", "manifest.json"), "utf8"));
} catch (error) {
  console.error(
    `report-bundle: cannot read dist/client/.vite/manifest.json (run vite build first): ${error.message}`,
  );
  process.exit(1);
}

const entryKeys = Object.keys(manifest).filter((key) => manifest[key].isEntry);
if (entryKeys.length === 0) {
  console.error("report-bundle: the manifest has no entry chunk");
  process.exit(1);
}
if (!manifest[HOME_MODULE]) {
  console.error(`report-bundle: the manifest has no chunk for ${HOME_MODULE}`);
  process.exit(1);
}

/** Adds a chunk and, recursively, every chunk it imports statically. */
function collect(key, files) {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return;
  files.add(chunk.file);
  for (const imported of chunk.imports ?? []) collect(imported, files);
}

const files = new Set();
for (const key of entryKeys) collect(key, files);
collect(HOME_MODULE, files);

let totalBytes = 0;
const rows = [];
for (const file of files) {
  const bytes = gzipSync(readFileSync(join(distDir, file)), { level: 9 }).length;
  totalBytes += bytes;
  rows.push({ file, bytes });
}
rows.sort((a, b) => b.bytes - a.bytes);
for (const row of rows) console.log(`  ${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.file}`);

const totalKb = totalBytes / 1024;
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
