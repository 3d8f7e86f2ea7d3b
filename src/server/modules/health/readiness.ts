// Whether the database answers, probed at most once per `maxAgeMs`: every health call in between
// shares the last answer (or the probe in flight), so a load balancer polling hard, or a benchmark,
// costs one `select 1` a second instead of one per request (docs/decisions/0066). The answer is at most
// `maxAgeMs` old.
export type Readiness = () => Promise<boolean>;

export function createReadiness(
  probe: () => Promise<unknown>,
  options: { maxAgeMs: number; onError: (error: unknown) => void; now?: () => number },
): Readiness {
  const now = options.now ?? Date.now;
  let last: Promise<boolean> | null = null;
  let startedAt = 0;
  let inFlight = false;
  return () => {
    if (last !== null && (inFlight || now() - startedAt < options.maxAgeMs)) return last;
    startedAt = now();
    inFlight = true;
    last = probe().then(
      () => true,
      (error: unknown) => {
        options.onError(error);
        return false;
      },
    );
    void last.finally(() => {
      inFlight = false;
    });
    return last;
  };
}
