// Security headers (a real Content-Security-Policy) and the same-origin rule for state-changing
// calls (docs/decisions/0029): a mutating request must not be cross-site, and only JSON bodies
// are parsed (Fastify answers 415 for any other body type; upload routes add their own parser).
//
// The headers are helmet's, worked out once at start-up: every response gets the same set, so
// nothing needs recomputing per request (@fastify/helmet built a new helmet, CSP parsing included,
// on every request: about an eighth of a cheap route's time).
import type { IncomingMessage, ServerResponse } from "node:http";
import type { FastifyInstance, FastifyRequest } from "fastify";
import helmet, { type HelmetOptions } from "helmet";
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

/** The headers helmet sets for `options`, as name/value pairs (they depend on no request). */
export function securityHeaders(options: HelmetOptions): [string, string][] {
  const collected = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string | number | readonly string[]) => {
      collected.set(name, String(value));
    },
    removeHeader: (name: string) => {
      collected.delete(name);
    },
  };
  helmet(options)({} as IncomingMessage, recorder as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error;
  });
  return [...collected];
}

export async function registerSecurity(
  app: FastifyInstance,
  config: Config,
  scriptHashes: readonly string[],
): Promise<void> {
  // Only JSON bodies are parsed; text/plain (a "simple" cross-site request type) is not accepted.
  app.removeContentTypeParser("text/plain");

  const headers = securityHeaders({
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
        // With S3 storage the browser PUTs an upload straight to the bucket.
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
  app.addHook("onRequest", (request, reply, done) => {
    // On the raw response, as helmet itself does, so error and not-found replies carry them too.
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    // API answers are never cached unless a route says otherwise (it sets its own cache-control).
    if (request.url.startsWith("/api/")) reply.header("cache-control", "no-store");
    if (SAFE_METHODS.has(request.method)) return done();
    const reason = crossSiteReason(request, config.publicOrigin);
    if (reason === null) return done();
    request.log.warn({ reason }, "cross-site request refused");
    done(new ForbiddenError("Cross-site requests are not allowed."));
  });
}
