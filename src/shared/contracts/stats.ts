import { z } from "zod";

/** Live counts for headline figures (DECISIONS.md "Integrity first"); the catalogue adds more. */
export const PlatformStatsResponse = z.object({
  totalMembers: z.number().int().min(0),
  totalCategories: z.number().int().min(0),
  generatedAt: z.string(),
});
export type PlatformStats = z.infer<typeof PlatformStatsResponse>;
