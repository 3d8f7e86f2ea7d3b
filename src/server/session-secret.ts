// SESSION_SECRET keys the HMAC of session tokens. Unset, one is generated into DATA_DIR once and
// reused, so sessions survive restarts; with several instances, set it explicitly.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "./config";
import { MEMORY_DATA_DIR } from "./db/client";

export function resolveSessionSecret(config: Config): string {
  if (config.sessionSecret) return config.sessionSecret;
  if (config.dataDir === MEMORY_DATA_DIR) return randomBytes(32).toString("hex");
  const path = join(config.dataDir, "session-secret");
  if (existsSync(path)) {
    const stored = readFileSync(path, "utf8").trim();
    if (stored.length >= 32) return stored;
  }
  mkdirSync(config.dataDir, { recursive: true });
  const secret = randomBytes(32).toString("hex");
  writeFileSync(path, secret, { mode: 0o600 });
  return secret;
}
