// The full AI report of the AI Insights tab ({courseId, force, requestKey}). Each click sends a
// fresh requestKey, so a retried request is answered once by the server. A run in flight is shared
// by repeat clicks, and clicks in the 350 ms after a run ends are ignored. The report lives in the query cache (tabs unmount their content);
// the run's state lives in the mutation cache, so switching tabs mid-run keeps the spinner.
import { skipToken, useMutation, useMutationState, useQuery, useQueryClient } from "@tanstack/react-query";
import { useCallback, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import type { DeepAnalysis } from "../../../../shared/contracts/ai";
import { aiRoutes } from "../../../../shared/contracts/ai.routes";
import { aiApi } from "../../../lib/api/ai";
import { isHttpError } from "../../../lib/api-client";

export const DOUBLE_CLICK_GUARD_MS = 350;
export const REQUEST_KEY_LENGTH = 21;
const NANOID_ALPHABET = "useandom-26T198340PX75pxJACKVERYMINDBUSHWOLF_GQZbfghjklqvwyzrict";

/** A random 21-character id in nanoid's URL-safe alphabet (64 symbols, so `byte & 63` is unbiased). */
export function newRequestKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(REQUEST_KEY_LENGTH));
  let key = "";
  for (const byte of bytes) key += NANOID_ALPHABET[byte & 63];
  return key;
}

export function deepAnalyze(body: { courseId: number; force: boolean; requestKey: string }) {
  return aiApi.deepAnalyze({ body, expectedStatuses: [401, 429] });
}

export function deepReportKey(courseId: number) {
  return [aiRoutes.deepAnalyze.path, courseId] as const;
}

export interface DeepReportState {
  /** The latest report this visit, or undefined before the first one. */
  report: DeepAnalysis | undefined;
  running: boolean;
  /** The last run's failure, when it failed (a 401 redirects instead). */
  error: unknown;
  /**
   * Starts a run: force=false may return the cached report for free. Returns the shared promise of
   * the run in flight, or null when the click came within the guard after a run.
   */
  run: (force: boolean) => Promise<DeepAnalysis> | null;
}

export function useDeepReport(courseId: number): DeepReportState {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { pathname, search } = useLocation();
  const key = deepReportKey(courseId);
  const report = useQuery<DeepAnalysis>({
    queryKey: key,
    queryFn: skipToken,
    staleTime: Number.POSITIVE_INFINITY,
  });

  const mutation = useMutation({
    mutationKey: key,
    mutationFn: (force: boolean) => deepAnalyze({ courseId, force, requestKey: newRequestKey() }),
    onSuccess: (result) => queryClient.setQueryData(key, result),
    onError: (error) => {
      if (isHttpError(error) && error.status === 401) {
        const back = new URLSearchParams(search);
        back.set("tab", "ai-insights");
        navigate(`/login?next=${encodeURIComponent(`${pathname}?${back}`)}`);
      }
    },
  });
  const { mutateAsync } = mutation;

  // The newest run for this course, including one started before this tab was last mounted.
  const runs = useMutationState({ filters: { mutationKey: key }, select: (entry) => entry.state });
  const latest = runs.at(-1);
  const running = latest?.status === "pending";

  const inFlight = useRef<Promise<DeepAnalysis> | null>(null);
  const settledAt = useRef(Number.NEGATIVE_INFINITY);

  const run = useCallback(
    (force: boolean) => {
      if (inFlight.current) return inFlight.current;
      // A run this tab started before it was unmounted: its answer arrives through the cache.
      if (running) return null;
      if (performance.now() - settledAt.current < DOUBLE_CLICK_GUARD_MS) return null;
      const promise = mutateAsync(force).finally(() => {
        inFlight.current = null;
        settledAt.current = performance.now();
      });
      // The outcome is shown from the mutation's state; callers may still await the promise.
      promise.catch(() => undefined);
      inFlight.current = promise;
      return promise;
    },
    [mutateAsync, running],
  );

  return {
    report: report.data,
    running,
    error: latest?.status === "error" ? latest.error : null,
    run,
  };
}
