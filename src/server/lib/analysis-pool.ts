// Page analysis off the event loop (docs/decisions/0200-sales-pages-read-with-a-tokenizer-and-block-scores.md): a
// piscina pool of worker threads, at most `threads` analyses at once and at most `maxQueue`
// waiting; past that a new one is refused with 503 and Retry-After instead of queueing without
// bound. Threads start on first use and stop after a minute idle. With threads = 0 the analysis
// runs on the event loop, as it did before (for measuring the difference only).
import Piscina from "piscina";
import { analyzePage, type PageAnalysis, type PageAnalysisInput } from "../analysis/page-analysis";
import { AppError } from "./errors";

export const ANALYZER_BUSY = "The analyzer is busy with other pages. Try again in a minute.";
const IDLE_TIMEOUT_MS = 60_000;
const BUSY_RETRY_AFTER_S = 30;

export interface AnalysisPool {
  analyzePage(input: PageAnalysisInput): Promise<PageAnalysis>;
  close(): Promise<void>;
}

export function createAnalysisPool(options: { threads: number; maxQueue: number }): AnalysisPool {
  if (options.threads === 0) {
    return {
      async analyzePage(input) {
        return analyzePage(input);
      },
      async close() {},
    };
  }
  const pool = new Piscina<PageAnalysisInput, PageAnalysis>({
    filename: new URL("../analysis/page-analysis.worker.mjs", import.meta.url).href,
    minThreads: 0,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    idleTimeout: IDLE_TIMEOUT_MS,
    // Each worker waits for its next task by message, not by spinning on an atomic.
    atomics: "disabled",
    // On a busy machine the event loop's thread gets the CPU first (Linux nice, per thread).
    niceIncrement: 10,
  });
  return {
    async analyzePage(input) {
      try {
        return await pool.run(input);
      } catch (error) {
        if (error instanceof Error && error.message === "Task queue is at limit") {
          throw new AppError(503, ANALYZER_BUSY, { "retry-after": String(BUSY_RETRY_AFTER_S) });
        }
        throw error;
      }
    },
    close: () => pool.close(),
  };
}
