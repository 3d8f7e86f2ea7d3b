// Security headers (a real Content-Security-Policy) and the same-origin rule for state-changing
// calls (DECISIONS.md "Security"): a mutating request must not be cross-site, and only JSON bodies
// are parsed (Fastify answers 415 for any other body type; upload routes add their own parser).
import helmet from "@fastify/helmet";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { ForbiddenError } from "../lib/errors";
import { s3UploadOrigin } from "../storage/s3";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function requestOrigin(request: FastifyRequest): string {
  return `${request.protocol}://${request.host}`;
}

/** Why a state-changing request must be refused as cross-site, or null when it may proceed. */
export function crossSiteReason(request: FastifyRequest, publicOrigin: string | undefined): string | null {
  const fetchSite = request.headers["sec-fetch-site"];
  if (typeof fetchSite === "string" && fetchSite !== "same-origin" && fetchSite !== "none") {
    return `Sec-Fetch-Site is ${fetchSite}`;
  }
  const origin = request.headers.origin;
  if (origin === undefined) return null;
  if (origin === requestOrigin(request) || (publicOrigin !== undefined && origin === publicOrigin))
    return null;
  return `Origin ${origin} is not this site`;
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  scriptHashes: readonly string[],
): Promise<void> {
  // Only JSON bodies are parsed; text/plain (a "simple" cross-site request type) is not accepted.
  app.removeContentTypeParser("text/plain");

  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...scriptHashes.map((hash) => `'${hash}'`)],
        // Styles: our built CSS plus style attributes/elements that UI primitives inject at run
        // time (scroll locking). Scripts stay strict: no 'unsafe-inline' there.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:"],
        fontSrc: ["'self'", "data:"],
        // With S3 storage the browser PUTs an upload straight to the bucket (issue 6).
        connectSrc: ["'self'", ...(config.s3 ? [s3UploadOrigin(config.s3)] : [])],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        manifestSrc: ["'self'"],
        workerSrc: ["'self'"],
        ...(config.isProduction ? { upgradeInsecureRequests: [] } : {}),
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: "deny" },
    strictTransportSecurity: config.isProduction ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
  });

  app.addHook("onRequest", async (request) => {
    if (SAFE_METHODS.has(request.method)) return;
    const reason = crossSiteReason(request, config.publicOrigin);
    if (reason !== null) {
      request.log.warn({ reason }, "cross-site request refused");
      throw new ForbiddenError("Cross-site requests are not allowed.");
    }
  });
}
