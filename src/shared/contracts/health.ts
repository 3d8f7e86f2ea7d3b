import { z } from "zod";

export const HealthResponse = z.object({
  status: z.literal("ok"),
  database: z.enum(["pglite", "postgresql"]),
  version: z.string(),
});
export type Health = z.infer<typeof HealthResponse>;
