// Open data: a course's trust evidence and the streamed export of every course's score.
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import { trustEndpoints as e, TrustExportLine } from "../../../shared/contracts/analysis";
import { ErrorResponse } from "../../../shared/contracts/common";
import { trustDownloadRoutes } from "../../../shared/contracts/trust.routes";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { publicCatalogueRead } from "../catalogue-read";
import type { RouteModule } from "../route-module";

/** Whole-catalogue exports per client address a minute: enough for anyone, not for a flood. */
export const EXPORT_PER_MINUTE = 5;
export const EXPORT_FILE_NAME = "trust-scores.jsonl";

export async function registerTrustRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { trust } = deps;

  registerEndpoint(app, e.course, publicCatalogueRead(deps.config), async (request) =>
    trust.courseTrust(request.params.id),
  );

  // A download, not a JSON answer: the handler sends a stream, so the route is registered here with
  // its own schema (documenting one line of it) instead of from an endpoint contract.
  app.route({
    method: trustDownloadRoutes.scores.method,
    url: trustDownloadRoutes.scores.path,
    config: { rateLimit: { max: EXPORT_PER_MINUTE, timeWindow: "1 minute" } },
    // JSON lines compress about tenfold; the plugin's default types do not include x-ndjson.
    compress: { customTypes: /^application\/x-ndjson(;|$)/ },
    schema: {
      tags: ["open data"],
      summary: "Every course's trust score, factors and evidence, one JSON object per line",
      description:
        `Streamed as application/x-ndjson (a download named ${EXPORT_FILE_NAME}), ordered by course id, ` +
        "read from the database in batches. Each line is a TrustExportLine. band is the band key " +
        "(highly-legitimate, generally-trustworthy, proceed-with-caution, high-risk). " +
        `Limited to ${EXPORT_PER_MINUTE} downloads a minute per client address.`,
      response: {
        200: {
          description: "One TrustExportLine per line, one line per course.",
          content: { "application/x-ndjson": { schema: TrustExportLine } },
        },
        429: ErrorResponse,
      },
    },
    handler: async (request, reply) => {
      reply
        .header("content-type", "application/x-ndjson; charset=utf-8")
        .header("content-disposition", `attachment; filename="${EXPORT_FILE_NAME}"`);
      // HEAD answers the headers only (Fastify would otherwise drain the whole stream for it).
      if (request.method === "HEAD") return reply.send("");
      const chunks = async function* () {
        for await (const lines of trust.exportLines()) {
          yield lines.map((line) => `${JSON.stringify(line)}\n`).join("");
        }
      };
      return reply.send(Readable.from(chunks()));
    },
  });
}

export const routeModule: RouteModule = { order: 90, register: registerTrustRoutes };
