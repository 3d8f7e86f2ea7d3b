// A small in-process cache of computed answers, keyed by what was asked: catalogue list pages
// (CATALOG_CACHE_SECONDS), the category counts, and the platform figures (5 minutes).
// - entries live `ttlMs`, so another instance's writes show up within it;
// - clear() forgets everything at once, after this instance's own writes;
// - concurrent misses for one key share one load (one database query);
// - at most `maxEntries` keys, the least recently used dropped first;
// - with `staleMs`, an entry past its TTL but younger than ttlMs + staleMs is still answered at
//   once while one background load refreshes it, so a key people keep asking for never makes
//   them wait (bench:api found every rotating search queuing behind the others each time the
//   30-second TTL ran out on 100k courses: p99 in seconds). clear() drops stale entries too.
// - those background refreshes run one at a time, across every cache in the process, with a pause
//   after each of three times its length: keys cached together go stale together, and fifty
//   refreshes queued at once on the single-threaded engine stalled every other request for over a
//   second (bench:api's open-loop run). Paced, they take at most a quarter of the
//   database's time, and the stale answers cover the wait (a full round of the benchmark's 52 list
//   keys takes about 6 s of the 30 s stale window).
// Why lists are cached at all: an exact search total costs about a microsecond per match on
// PGlite, so a broad term takes tens of milliseconds and the single-threaded engine queues the
// requests behind it; people repeat the same searches and first pages (README "Catalogue search").
// HTTP responses stay `no-store`: the browser never caches the list (docs/decisions/0045).

export interface ListCache<T> {
  get(key: string, load: () => Promise<T>): Promise<T>;
  /** Forget everything (after a write that changes what lists show). */
  clear(): void;
  readonly size: number;
}

/** After a background refresh that took t ms, the next one waits REFRESH_PAUSE_FACTOR × t ms. */
export const REFRESH_PAUSE_FACTOR = 3;
let backgroundRefreshes: Promise<unknown> = Promise.resolve();

/** Runs `load` once every background refresh queued before it (in any cache) is done and paused. */
function paced<T>(load: () => Promise<T>): Promise<T> {
  let started = 0;
  const result = backgroundRefreshes.then(() => {
    started = performance.now();
    return load();
  });
  backgroundRefreshes = result
    .catch(() => undefined)
    .then(() => {
      const pause = (performance.now() - started) * REFRESH_PAUSE_FACTOR;
      return pause >= 1 ? new Promise((resolve) => setTimeout(resolve, pause).unref()) : undefined;
    });
  return result;
}

export function createListCache<T>(options: {
  ttlMs: number;
  maxEntries: number;
  /** How long past its TTL an entry may still be answered while it is refreshed (default 0). */
  staleMs?: number;
  now?: () => number;
}): ListCache<T> {
  const { ttlMs, maxEntries } = options;
  const staleMs = options.staleMs ?? 0;
  const now = options.now ?? Date.now;
  // Map iteration order is insertion order: re-inserting on a hit keeps the oldest first.
  const entries = new Map<string, { value: T; at: number }>();
  const pending = new Map<string, Promise<T>>();
  // A load that started before clear() must not put its (possibly stale) answer back.
  let generation = 0;

  /** One load for `key`, shared by everyone asking while it runs; its answer is kept. */
  function start(key: string, load: () => Promise<T>): Promise<T> {
    const startedIn = generation;
    const promise = load()
      .then((value) => {
        if (startedIn === generation) {
          entries.delete(key);
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
  }

  return {
    get(key, load) {
      if (ttlMs <= 0) return load();
      const hit = entries.get(key);
      const age = hit ? now() - hit.at : Number.POSITIVE_INFINITY;
      if (hit && age < ttlMs + staleMs) {
        entries.delete(key);
        entries.set(key, hit);
        // Stale: answer now, refresh once in the background (a failed refresh keeps the old answer
        // until it is too old).
        if (age >= ttlMs && !pending.has(key)) start(key, () => paced(load)).catch(() => undefined);
        return Promise.resolve(hit.value);
      }
      if (hit) entries.delete(key);
      return pending.get(key) ?? start(key, load);
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
