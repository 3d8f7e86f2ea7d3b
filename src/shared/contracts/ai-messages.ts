// The AI features' fixed messages, kept free of zod (like catalog-constants.ts) so that a course page
// can show them without loading zod and the contracts; ai.ts re-exports them.
export const AI_MESSAGES = {
  guestLimit: "Sign in for AI analysis",
  guestLimitDetail: "Create a free account to unlock detailed course insights.",
  memberLimit: "Free limit reached",
  memberLimitDetail: "You've used your free quick looks. Upgrade for unlimited analysis.",
  failed: "AI analysis failed",
  urlRequired: "Please enter a course URL to analyze",
  analyzerNeedsPlan: "The AI course analyzer is part of Premium Guardian and Pro Investigator.",
  creatorNameRequired: "Please enter a creator name.",
  backgroundCheckNeedsPro: "Creator background checks are part of Pro Investigator.",
  reportsUsedUp: "You've used this week's full AI reports. A report already generated is free to read.",
  signInForReports: "Sign in to generate a full AI report.",
} as const;
