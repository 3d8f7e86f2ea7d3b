// A small in-process cache of computed answers, keyed by what was asked: catalogue list pages
// (CATALOG_CACHE_SECONDS), the category counts, and the platform figures (5 minutes).
// - entries live `ttlMs`, so another instance's writes show up within it;
// - clear() forgets everything at once, after this instance's own writes;
// - concurrent misses for one key share one load (one database query);
// - at most `maxEntries` keys, the least recently used dropped first.
// Why lists are cached at all: an exact search total costs about a microsecond per match on
// PGlite, so a broad term takes tens of milliseconds and the single-threaded engine queues the
// requests behind it; people repeat the same searches and first pages (README "Catalogue search").
// HTTP responses stay `no-store` where SPEC.md says so: the browser never caches the list.

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
