// A stored raw page is read back whole, or not at all: a missing object, one that is not gzip, and a
// page cut at the stored size are null (the last two told as errors only when unreadable).
import { describe, expect, it } from "vitest";
import { useTestApp } from "../../test/test-app";
import { createRawPages, SNAPSHOT_RAW_MAX_BYTES } from "./raw-pages";

describe("raw pages", () => {
  const t = useTestApp();

  it("reads back a stored page whole, and nothing for a missing, unreadable or cut one", async () => {
    const errors: unknown[] = [];
    const raw = createRawPages(t.db, t.app.objectStorage, (error) => errors.push(error));
    const key = raw.newKey()!;
    const page = "<!doctype html><p>Bookkeeping for freelancers — 30 days’ refund.</p>";
    expect(await raw.store(key, page)).toBe(true);
    expect(await raw.read(key)).toBe(page);
    expect(await raw.read(raw.newKey())).toBeNull();
    expect(await raw.read(null)).toBeNull();
    expect(errors).toEqual([]);

    const garbled = raw.newKey()!;
    await t.app.objectStorage.put(garbled, Buffer.from("not gzip"), "application/gzip");
    expect(await raw.read(garbled)).toBeNull();
    expect(errors).toHaveLength(1);

    // Stored cut at the limit: not the page that was read.
    const long = raw.newKey()!;
    expect(await raw.store(long, "x".repeat(SNAPSHOT_RAW_MAX_BYTES + 10))).toBe(true);
    expect(await raw.read(long)).toBeNull();
    expect(errors).toHaveLength(1);
    for (const k of [key, garbled, long]) await raw.discard(k);
  });
});
