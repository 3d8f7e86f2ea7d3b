import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    include: ["src/**/*.test.ts", "src/**/*.test.tsx", "scripts/**/*.test.ts"],
    environment: "node",
    testTimeout: 30_000,
    hookTimeout: 60_000,
    pool: "forks",
    // One worker per core. Vitest's default (cores - 1) is one worker on the 2-core machines we run
    // on. With one per core, the whole run took 361 s on a quiet machine (docs/measurements.md).
    // Bounds on work are read in CPU time (src/shared/testing/cpu-clock.ts), so sharing the cores
    // cannot fail them.
    maxWorkers: availableParallelism(),
    // The run's directory for the migrated and seeded test-database templates.
    globalSetup: ["src/server/test/global-setup.ts"],
  },
});
