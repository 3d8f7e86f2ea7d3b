// Vitest's global setup (vitest.config.ts): a directory of the run's own for the test-database
// templates (database-template.ts), handed to the test workers, and at the end of the run that
// directory removed and the run's template databases dropped. No template is built here, so a run
// of tests that open no database pays nothing.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { TestProject } from "vitest/node";
import { loadConfig } from "../config";
import { MEMORY_DATA_DIR } from "../db/client";
import { dropTemplates, type TemplateRun } from "./database-template";

export default function setup(project: TestProject): () => Promise<void> {
  const run: TemplateRun = {
    dir: mkdtempSync(join(tmpdir(), "hc-test-template-")),
    id: `${process.pid}_${Date.now().toString(36)}`,
  };
  project.provide("hcTemplateRun", run);
  return async () => {
    rmSync(run.dir, { recursive: true, force: true });
    const adminUrl = loadConfig("", { NODE_ENV: "test", DATA_DIR: MEMORY_DATA_DIR }).databaseUrl;
    if (adminUrl) await dropTemplates(run, adminUrl);
  };
}
