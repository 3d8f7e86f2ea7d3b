// Ad sightings: a member's report from a course page, and an admin's CSV import, answered as one
// report or, with ?progress=ndjson, as a stream of progress lines ending with the report.
import { PassThrough } from "node:stream";
import type { FastifyInstance } from "fastify";
import {
  AD_SIGHTING_MESSAGES,
  type AdImportStreamLine,
  adSightingEndpoints as e,
} from "../../../shared/contracts/ad-sightings";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";
import type { RouteModule } from "../route-module";
import { AdImportStopped } from "./ad-sightings-import";

const streamLine = (line: AdImportStreamLine) => `${JSON.stringify(line)}\n`;

export async function registerAdSightingRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const sightings = deps.adSightings;

  registerEndpoint(app, e.report, GUARDS.signedIn, async (request, reply) => {
    const user = await requireUser(request);
    return reply.code(201).send(await sightings.report(user.id, request.params.id, request.body));
  });

  registerEndpoint(app, e.importCsv, { ...GUARDS.admin, bodyLimit: 1_100_000 }, async (request, reply) => {
    // A file that cannot be read is a 400 either way, before anything is written or streamed.
    const lines = await sightings.readImport(request.body.csv);
    if (request.query.progress !== "ndjson") return sightings.writeImport(lines);

    // The import goes on if the admin leaves: its batches are written either way, and the report
    // would only be lost. x-ndjson is not among the types the compression plugin compresses, so each
    // progress line leaves as it is written.
    const out = new PassThrough();
    void sightings
      .writeImport(lines, (progress) => out.write(streamLine({ kind: "progress", ...progress })))
      .then(
        (report) => out.end(streamLine({ kind: "report", report })),
        (error: unknown) => {
          request.log.error({ err: error }, "ad sightings import stopped");
          const message =
            error instanceof AdImportStopped ? error.message : AD_SIGHTING_MESSAGES.importFailed;
          out.end(streamLine({ kind: "error", error: message }));
        },
      );
    return reply
      .header("content-type", "application/x-ndjson; charset=utf-8")
      .header("cache-control", "no-store")
      .send(out);
  });
}

export const routeModule: RouteModule = { order: 140, register: registerAdSightingRoutes };
