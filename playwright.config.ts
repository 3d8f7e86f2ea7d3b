// End-to-end tests against the built app (dist/client served by the real server on a fresh PGlite
// database). The port and data directory are chosen once and kept in process.env, because each
// Playwright worker re-evaluates this file and must reach the same server.
import { execFileSync } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { defineConfig } from "@playwright/test";
import { chromiumLaunchOptions } from "./scripts/chromium";

function freePort(): string {
  const script =
    "const s=require('node:net').createServer();s.listen(0,'127.0.0.1',()=>{process.stdout.write(String(s.address().port));s.close()})";
  return execFileSync(process.execPath, ["-e", script], { encoding: "utf8" }).trim();
}

process.env.E2E_PORT ??= freePort();
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), "hypecheck-e2e-"));
const port = process.env.E2E_PORT;
const baseURL = `http://127.0.0.1:${port}`;

export default defineConfig({
  testDir: "tests/e2e",
  fullyParallel: true,
  workers: 2,
  retries: 0,
  reporter: "list",
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    baseURL,
    trace: "retain-on-failure",
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: "node --import tsx src/server/main.ts",
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 120_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      NODE_ENV: "test",
      LOG_LEVEL: "warn",
      // The analyzer's e2e test serves the page it analyses from a loopback server of its own.
      ANALYZER_ALLOW_PRIVATE_URLS: "1",
      // The whole run signs up well over 30 members from one address within 15 minutes.
      RATE_LIMIT_SIGNUPS_PER_15_MIN: "500",
      // A build elsewhere than dist/client (E2E_CLIENT_DIR), so parallel work does not share one.
      ...(process.env.E2E_CLIENT_DIR ? { CLIENT_DIR: process.env.E2E_CLIENT_DIR } : {}),
    },
  },
});
