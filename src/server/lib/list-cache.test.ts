import { describe, expect, it, vi } from "vitest";
import { createListCache } from "./list-cache";

function counter() {
  let calls = 0;
  return {
    load: (value: string) => async () => {
      calls += 1;
      return value;
    },
    get calls() {
      return calls;
    },
  };
}

/** A load that waits until `release(value)`, counting its calls. */
function heldLoad() {
  let resolveLatest: (value: string) => void = () => undefined;
  let calls = 0;
  return {
    load: () => {
      calls += 1;
      return new Promise<string>((resolve) => {
        resolveLatest = resolve;
      });
    },
    release: (value: string) => resolveLatest(value),
    get calls() {
      return calls;
    },
  };
}

describe("createListCache", () => {
  it("answers a repeated key from memory within the TTL and asks again after it", async () => {
    let now = 1_000;
    const cache = createListCache<string>({ ttlMs: 30_000, maxEntries: 10, now: () => now });
    const c = counter();
    expect(await cache.get("a", c.load("first"))).toBe("first");
    now += 29_999;
    expect(await cache.get("a", c.load("second"))).toBe("first");
    expect(c.calls).toBe(1);
    now += 1;
    expect(await cache.get("a", c.load("third"))).toBe("third");
    expect(c.calls).toBe(2);
  });

  it("shares one load between concurrent misses of one key", async () => {
    const cache = createListCache<string>({ ttlMs: 30_000, maxEntries: 10 });
    const held = heldLoad();
    const all = Promise.all([
      cache.get("k", held.load),
      cache.get("k", held.load),
      cache.get("k", held.load),
    ]);
    held.release("shared");
    expect(await all).toEqual(["shared", "shared", "shared"]);
    expect(held.calls).toBe(1);
  });

  it("clear() forgets every entry, and a load started before it does not come back", async () => {
    const cache = createListCache<string>({ ttlMs: 30_000, maxEntries: 10 });
    await cache.get("a", async () => "old");
    const held = heldLoad();
    const slow = cache.get("b", held.load);
    cache.clear();
    held.release("stale");
    expect(await slow).toBe("stale");
    expect(cache.size).toBe(0);
    expect(await cache.get("a", async () => "new")).toBe("new");
    expect(await cache.get("b", async () => "fresh")).toBe("fresh");
  });

  it("does not keep failures", async () => {
    const cache = createListCache<string>({ ttlMs: 30_000, maxEntries: 10 });
    await expect(cache.get("a", () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    expect(await cache.get("a", async () => "ok")).toBe("ok");
  });

  it("drops the least recently used key beyond maxEntries", async () => {
    const cache = createListCache<string>({ ttlMs: 30_000, maxEntries: 2 });
    await cache.get("a", async () => "a1");
    await cache.get("b", async () => "b1");
    await cache.get("a", async () => "a2"); // a is now the most recent
    await cache.get("c", async () => "c1"); // b goes
    expect(cache.size).toBe(2);
    expect(await cache.get("a", async () => "a3")).toBe("a1");
    expect(await cache.get("b", async () => "b2")).toBe("b2");
  });

  it("with a TTL of 0 always loads", async () => {
    const cache = createListCache<string>({ ttlMs: 0, maxEntries: 10 });
    const c = counter();
    await cache.get("a", c.load("x"));
    await cache.get("a", c.load("y"));
    expect(c.calls).toBe(2);
    expect(cache.size).toBe(0);
  });

  it("with staleMs, answers a stale entry at once and refreshes it once in the background", async () => {
    let now = 1_000;
    const cache = createListCache<string>({ ttlMs: 30_000, staleMs: 30_000, maxEntries: 10, now: () => now });
    const c = counter();
    expect(await cache.get("a", c.load("first"))).toBe("first");
    now += 30_000; // past the TTL, within the stale window
    const refresh = heldLoad();
    expect(await cache.get("a", refresh.load)).toBe("first");
    expect(await cache.get("a", refresh.load)).toBe("first");
    expect(refresh.calls).toBe(1);
    refresh.release("second");
    await new Promise((r) => setTimeout(r, 0));
    expect(await cache.get("a", c.load("unused"))).toBe("second");
    expect(c.calls).toBe(1);
  });

  it("with staleMs, keeps the old answer when a refresh fails, and waits once it is too old", async () => {
    let now = 1_000;
    const cache = createListCache<string>({ ttlMs: 30_000, staleMs: 30_000, maxEntries: 10, now: () => now });
    await cache.get("a", async () => "first");
    now += 40_000;
    // background refreshes queue behind every other one in the process (and its pause, in real
    // time), so each step waits until its refresh has been called and has settled, never for a
    // fixed time: how busy the machine is must not decide the answer
    const settled = () => new Promise((r) => setTimeout(r, 0));
    let failCalled!: () => void;
    const failing = new Promise<void>((r) => {
      failCalled = r;
    });
    const failingLoad = () => {
      failCalled();
      return Promise.reject(new Error("boom"));
    };
    expect(await cache.get("a", failingLoad)).toBe("first");
    await failing;
    await settled();
    let refreshCalled!: () => void;
    const refreshing = new Promise<void>((r) => {
      refreshCalled = r;
    });
    const refreshLoad = async () => {
      refreshCalled();
      return "refreshed";
    };
    // the failed refresh kept the old answer; a later ask refreshes again in the background
    expect(await cache.get("a", refreshLoad)).toBe("first");
    await refreshing;
    await settled();
    expect(await cache.get("a", async () => "unused")).toBe("refreshed");
    now += 60_000; // far past TTL + stale window: the caller waits for a fresh load
    expect(await cache.get("a", async () => "fresh")).toBe("fresh");
  });

  it("with staleMs, runs background refreshes one at a time and paced, across caches", async () => {
    let now = 0;
    const options = { ttlMs: 30_000, staleMs: 30_000, maxEntries: 10, now: () => now };
    const caches = [createListCache<string>(options), createListCache<string>(options)];
    for (const [i, cache] of caches.entries()) {
      await cache.get("a", async () => `old ${i}`);
      await cache.get("b", async () => `old ${i}`);
    }
    now = 31_000;
    let running = 0;
    let most = 0;
    const releases: (() => void)[] = [];
    const slowLoad = (value: string) => () =>
      new Promise<string>((resolve) => {
        running += 1;
        most = Math.max(most, running);
        releases.push(() => {
          running -= 1;
          resolve(value);
        });
      });
    // Four stale keys in two caches: each answers its old value at once...
    const answers = await Promise.all(
      caches.flatMap((cache, i) => ["a", "b"].map((key) => cache.get(key, slowLoad(`new ${i}`)))),
    );
    expect(answers).toEqual(["old 0", "old 0", "old 1", "old 1"]);
    // ...and the four refreshes start one after another (each after a pause of a few times its
    // own length), never two at once.
    for (let done = 0; done < 4; done++) {
      await vi.waitFor(() => expect(releases).toHaveLength(done + 1));
      releases[done]?.();
    }
    expect(most).toBe(1);
    await vi.waitFor(async () => expect(await caches[1]?.get("b", async () => "unused")).toBe("new 1"));
  });

  it("with staleMs, clear() still forgets stale entries", async () => {
    let now = 1_000;
    const cache = createListCache<string>({ ttlMs: 30_000, staleMs: 30_000, maxEntries: 10, now: () => now });
    await cache.get("a", async () => "old");
    now += 35_000;
    cache.clear();
    expect(await cache.get("a", async () => "new")).toBe("new");
  });
});
