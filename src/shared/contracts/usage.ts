import { z } from "zod";

/** 'AI Looks: used/quota'. quota -1 means unlimited (SPEC's coursesPerMonth convention). */
export const UsageResponse = z.object({
  used: z.number().int().min(0),
  quota: z.number().int().min(-1),
  plan: z.enum(["free", "premium", "pro"]),
  resetAt: z.string(),
});
export type Usage = z.infer<typeof UsageResponse>;
