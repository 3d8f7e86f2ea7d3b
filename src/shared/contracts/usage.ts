import { z } from "zod";
import { Count, endpointKind, Timestamp } from "./common";
import { usageRoutes } from "./usage.routes";

/** 'AI Looks: used/quota'. quota -1 means unlimited (the plans' coursesPerMonth convention). */
export const UsageResponse = z.object({
  used: Count,
  quota: z.number().int().min(-1),
  plan: z.enum(["free", "premium", "pro"]),
  resetAt: Timestamp,
});
export type Usage = z.infer<typeof UsageResponse>;

// ---- Endpoints ----

const member = endpointKind({ tags: ["usage"], status: 200, errors: [401, 429] });

/** Every endpoint of the usage badge, keyed as in usage.routes.ts. */
export const usageEndpoints = {
  get: member(usageRoutes.get, UsageResponse, {
    summary: "AI looks used this month and the effective plan's quota (-1 = unlimited)",
    description:
      "Quick looks and URL analyses share one monthly counter; it resets on the first day of " +
      "each month, UTC, with no rollover.",
  }),
};
