import { z } from "zod";
import { endpointKind } from "./common";
import { healthRoutes } from "./health.routes";

export const HealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgresql"]),
  version: z.string(),
});
export type Health = z.infer<typeof HealthResponse>;

/** How old the database answer behind the health check may be. */
export const HEALTH_PROBE_MAX_AGE_MS = 1000;

// ---- Endpoints ----

const open = endpointKind({ tags: ["health"], status: 200, errors: [503] });

/** Every endpoint of the health check, keyed as in health.routes.ts. */
export const healthEndpoints = {
  check: open(healthRoutes.check, HealthResponse, {
    summary: `200 when the database is migrated and answering (checked at most once every ${HEALTH_PROBE_MAX_AGE_MS} ms)`,
  }),
};
