// Requests must name this site in Host (docs/security.md "Requests"): a request for another host
// name is someone else's traffic, a DNS-rebinding page, or an attempt to make the app build links
// or redirects from a forged Host. It is refused before any route runs. /api/health answers
// whatever the Host, because load balancers probe instances by address.
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config";
import { BadRequestError } from "../lib/errors";

export const HOST_REFUSED = "This server does not answer for that host name.";
const ANY_HOST = new Set(["/api/health"]);

/** The host name of a Host header value ("Example.com:3000" -> "example.com", "[::1]:80" -> "[::1]"). */
export function hostNameOf(host: string): string {
  const value = host.trim().toLowerCase();
  if (value.startsWith("[")) return value.slice(0, value.indexOf("]") + 1);
  const colon = value.indexOf(":");
  return (colon < 0 ? value : value.slice(0, colon)).replace(/\.$/, "");
}

export function isAllowedHost(request: FastifyRequest, allowed: ReadonlySet<string>): boolean {
  // request.host is the Host header, or X-Forwarded-Host when TRUST_PROXY trusts the proxy.
  return allowed.has(hostNameOf(request.host ?? ""));
}

export function registerAllowedHosts(app: FastifyInstance, config: Config): void {
  app.addHook("onRequest", (request, _reply, done) => {
    const path = request.url.split("?")[0]!;
    if (ANY_HOST.has(path) || isAllowedHost(request, config.allowedHosts)) return done();
    request.log.warn(
      { host: hostNameOf(request.host ?? "").slice(0, 100) },
      "request for another host refused",
    );
    done(new BadRequestError(HOST_REFUSED));
  });
}
