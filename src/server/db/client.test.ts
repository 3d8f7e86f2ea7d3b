import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { MEMORY_DATA_DIR, openDatabase } from "./client";

describe("openDatabase (PGlite)", () => {
  it("starts PGlite with the shared_buffers it is given (PGLITE_SHARED_BUFFERS_MB)", async () => {
    const database = await openDatabase({ dataDir: MEMORY_DATA_DIR, pgliteSharedBuffersMb: 32 });
    try {
      const buffers = (await database.db.execute(sql`show shared_buffers`)) as unknown as { rows: unknown[] };
      expect(buffers.rows).toEqual([{ shared_buffers: "32MB" }]);
      // PGlite's own start-up arguments still hold alongside ours.
      const path = (await database.db.execute(sql`show search_path`)) as unknown as { rows: unknown[] };
      expect(path.rows).toEqual([{ search_path: "public" }]);
    } finally {
      await database.close();
    }
  });
});
