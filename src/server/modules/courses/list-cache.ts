// A small in-process cache for catalogue list pages. An exact search total costs about a
// microsecond per match on PGlite, so a broad term ("beginner": 10k matches at 100k courses) takes
// tens of milliseconds, and a single-threaded engine queues the requests behind it. People repeat
// the same searches and browse the same first pages, so answers are kept for a short time:
// - entries live `ttlMs` (CATALOG_CACHE_SECONDS), so another instance's writes show up within it;
// - this instance's own catalogue writes (a review moderated, a course changed) clear it at once;
// - concurrent misses for one key share one database query;
// - at most `maxEntries` keys, the least recently used dropped first.
// The HTTP response itself is still `no-store` (SPEC.md: the browser never caches the list).

export interface ListCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget everything (after a write that changes what lists show). */
  clear(): void;
  readonly size: number;
}

export function createListCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  now?: () => number;
}): ListCache<T> {
  const { ttlMs, maxEntries } = options;
  const now = options.now ?? Date.now;
  // Map iteration order is insertion order: re-inserting on a hit keeps the oldest first.
  const entries = new Map<string, { value: T; at: number }>();
  const pending = new Map<string, Promise<T>>();
  // A load that started before clear() must not put its (possibly stale) answer back.
  let generation = 0;

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      if (hit && now() - hit.at < ttlMs) {
        entries.delete(key);
        entries.set(key, hit);
        return Promise.resolve(hit.value);
      }
      if (hit) entries.delete(key);
      const inFlight = pending.get(key);
      if (inFlight) return inFlight;
      const startedIn = generation;
      const promise = load()
        .then((value) => {
          if (startedIn === generation) {
            entries.set(key, { value, at: now() });
            while (entries.size > maxEntries) {
              const oldest = entries.keys().next().value;
              if (oldest === undefined) break;
              entries.delete(oldest);
            }
          }
          return value;
        })
        .finally(() => {
          if (pending.get(key) === promise) pending.delete(key);
        });
      pending.set(key, promise);
      return promise;
    },
    clear() {
      generation += 1;
      entries.clear();
      pending.clear();
    },
    get size() {
      return entries.size;
    },
  };
}
