// GET /api/lookup, for the browser extension (docs/extension.md, docs/decisions/0247-browser-extension.md).
// The extension's pages call it from a chrome-extension:// (or moz-extension://) origin, so this
// route, and only this one, answers such an origin with Access-Control-Allow-Origin: a GET without
// credentials and without custom headers is a simple request, so no preflight route is needed.
// Web pages' origins get no such header: the browser keeps the answer from them.
import type { FastifyInstance } from "fastify";
import { lookupPage } from "../../../shared/contracts/lookup";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";
import { lookUpPage } from "./lookup.service";

/** An installed extension's origin: its scheme and its id, nothing else. */
const EXTENSION_ORIGIN = /^(?:chrome|moz|safari-web)-extension:\/\/[a-z0-9-]{1,64}$/i;

export function extensionOrigin(origin: string | undefined): string | null {
  return origin !== undefined && EXTENSION_ORIGIN.test(origin) ? origin : null;
}

export async function registerLookupRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  registerEndpoint(
    app,
    lookupPage,
    {
      ...publicCatalogueRead(deps.config),
      // On every answer of this route, errors and 429s included, so the extension can read them.
      onSend: async (request, reply, payload) => {
        const origin = extensionOrigin(request.headers.origin);
        const vary = reply.getHeader("vary");
        reply.header("vary", vary === undefined ? "Origin" : `${String(vary)}, Origin`);
        if (origin !== null) reply.header("access-control-allow-origin", origin);
        return payload;
      },
    },
    async (request) => lookUpPage(deps, request.query),
  );
}

export const routeModule: RouteModule = { order: 130, register: registerLookupRoutes };
