// Open data: GET /api/courses/{id}/trust and the streamed export GET /api/export/trust-scores.jsonl.
import { Readable } from "node:stream";
import type { FastifyInstance } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { CourseTrustResponse, TrustExportLine } from "../../../shared/contracts/analysis";
import { CourseIdParams } from "../../../shared/contracts/catalog";
import { ErrorResponse } from "../../../shared/contracts/common";
import type { AppDeps } from "../../deps";
import { createTrustService } from "./trust.service";

/** Whole-catalogue exports per client address a minute: enough for anyone, not for a flood. */
export const EXPORT_PER_MINUTE = 5;
export const EXPORT_FILE_NAME = "trust-scores.jsonl";

export async function registerTrustRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const trust = createTrustService(deps.db);
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(
    "/api/courses/:id/trust",
    {
      config: { rateLimit: { max: deps.config.rateLimits.catalogPerMinute, timeWindow: "1 minute" } },
      schema: {
        tags: ["open data"],
        summary: "A course's trust score with its factors, evidence, detector findings and community reports",
        description:
          "trustScore and breakdown are as last computed (null: not scored yet). findings are the " +
          "red-flag detector's over the course's title, description, sales copy and income claims, " +
          "with each phrase and its position. communityReports counts reports about the creator: " +
          "confirmed ('Scam Confirmed') and open (pending or under investigation).",
        params: CourseIdParams,
        response: { 200: CourseTrustResponse, 400: ErrorResponse, 404: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      reply.header("cache-control", "no-store");
      return trust.courseTrust(request.params.id);
    },
  );

  // Registered without the zod type provider: the handler sends a stream, not a typed object
  // (the schema below documents one line of it).
  app.get(
    "/api/export/trust-scores.jsonl",
    {
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
    },
    async (request, reply) => {
      reply
        .header("content-type", "application/x-ndjson; charset=utf-8")
        .header("content-disposition", `attachment; filename="${EXPORT_FILE_NAME}"`)
        .header("cache-control", "no-store");
      // HEAD answers the headers only (Fastify would otherwise drain the whole stream for it).
      if (request.method === "HEAD") return reply.send("");
      const chunks = async function* () {
        for await (const lines of trust.exportLines()) {
          yield lines.map((line) => `${JSON.stringify(line)}\n`).join("");
        }
      };
      return reply.send(Readable.from(chunks()));
    },
  );
}
