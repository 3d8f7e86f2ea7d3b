// Public catalogue reads: anyone may call them, each client address at most
// config.rateLimits.catalogPerMinute times a minute (RATE_LIMIT_CATALOG_PER_MIN). The catalogue's
// lists and pages, and the public reads limited like them, are registered with these options.
import type { Config } from "../config";
import { GUARDS } from "../plugins/auth";

/** The catalogue's rate limit: config.rateLimits.catalogPerMinute requests a minute per client address. */
function catalogueRateLimit(config: Pick<Config, "rateLimits">) {
  return { max: config.rateLimits.catalogPerMinute, timeWindow: "1 minute" };
}

/** The route options of a public catalogue read: GUARDS.public with the catalogue's rate limit. */
export function publicCatalogueRead(config: Pick<Config, "rateLimits">) {
  return { ...GUARDS.public, config: { rateLimit: catalogueRateLimit(config) } };
}
