import { describe, expect, it } from "vitest";
import { createReadiness } from "./readiness";

function setUp(outcomes: ("ok" | "fail")[]) {
  let clock = 0;
  let probes = 0;
  const errors: unknown[] = [];
  const pending: (() => void)[] = [];
  const ready = createReadiness(
    () =>
      new Promise<void>((resolve, reject) => {
        const outcome = outcomes[probes++] ?? "ok";
        pending.push(() => (outcome === "ok" ? resolve() : reject(new Error("down"))));
      }),
    { maxAgeMs: 1000, onError: (error) => errors.push(error), now: () => clock },
  );
  const settle = async () => {
    for (const finish of pending.splice(0)) finish();
    await new Promise((resolve) => setImmediate(resolve));
  };
  return {
    ready,
    settle,
    errors,
    probes: () => probes,
    advance: (ms: number) => {
      clock += ms;
    },
  };
}

describe("readiness", () => {
  it("shares one probe among concurrent callers and reuses its answer for maxAgeMs", async () => {
    const r = setUp(["ok", "fail"]);
    const first = [r.ready(), r.ready(), r.ready()];
    await r.settle();
    expect(await Promise.all(first)).toEqual([true, true, true]);
    expect(r.probes()).toBe(1);

    r.advance(999);
    expect(await r.ready()).toBe(true);
    expect(r.probes()).toBe(1);

    r.advance(1);
    const second = r.ready();
    await r.settle();
    expect(await second).toBe(false);
    expect(r.probes()).toBe(2);
    expect(r.errors).toHaveLength(1);
  });

  it("never starts a second probe while one is still running, however long it takes", async () => {
    const r = setUp(["ok"]);
    const first = r.ready();
    r.advance(5000);
    const second = r.ready();
    expect(r.probes()).toBe(1);
    await r.settle();
    expect([await first, await second]).toEqual([true, true]);
  });

  it("reports a database that comes back within maxAgeMs of the next probe", async () => {
    const r = setUp(["fail", "ok"]);
    const down = r.ready();
    await r.settle();
    expect(await down).toBe(false);
    r.advance(1000);
    const up = r.ready();
    await r.settle();
    expect(await up).toBe(true);
  });
});
