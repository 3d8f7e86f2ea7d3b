// A course's sales-page snapshots (public, rate limited per address like the catalogue's reads, and
// diffs more tightly) and the admins' "Check now", registered from their endpoint contracts
// (src/shared/contracts/snapshots.ts).
import type { FastifyInstance, FastifyRequest } from "fastify";
import { snapshotEndpoints as e, SNAPSHOT_MESSAGES } from "../../../shared/contracts/snapshots";
import { courses } from "../../db/schema/courses";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { AppError, ConflictError } from "../../lib/errors";
import { findExisting } from "../../lib/lock-row";
import { GUARDS } from "../../plugins/auth";
import type { RouteModule } from "../route-module";
import { recheckOneNow } from "./page-recheck.job";

/** Diffs (?compare=) one address may ask for a minute, below the catalogue's limit for reads. */
export const SNAPSHOT_DIFFS_PER_MINUTE = 60;

/** Whether a request asks for a diff (the query as sent: the limit runs before validation). */
const asksForDiff = (request: FastifyRequest) => {
  const compare = (request.query as Record<string, unknown> | undefined)?.compare;
  return compare !== undefined && compare !== "";
};

export async function registerSnapshotRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { snapshots, pageWatch: watch } = deps;
  const perMinute = deps.config.rateLimits.catalogPerMinute;
  const publicRead = { ...GUARDS.public, config: { rateLimit: { max: perMinute, timeWindow: "1 minute" } } };

  registerEndpoint(app, e.list, publicRead, async (request) => snapshots.list(request.params.id));
  // A diff costs more than a read, even computed once per pair (diff-cache.ts): another pair is
  // another diff, so diffs have a bucket of their own per address, and a lower limit.
  const diffLimit = Math.min(perMinute, SNAPSHOT_DIFFS_PER_MINUTE);
  registerEndpoint(
    app,
    e.get,
    {
      ...GUARDS.public,
      config: {
        rateLimit: {
          timeWindow: "1 minute",
          keyGenerator: (request: FastifyRequest) =>
            `${request.ip}|${asksForDiff(request) ? "diff" : "read"}`,
          max: (_request: FastifyRequest, key: string) => (key.endsWith("|diff") ? diffLimit : perMinute),
        },
      },
    },
    async (request) => snapshots.get(request.params.id, request.params.snapshotId, request.query.compare),
  );
  registerEndpoint(app, e.recheck, GUARDS.admin, async (request) => {
    const course = await findExisting(deps.db, courses, request.params.id, SNAPSHOT_MESSAGES.courseNotFound, {
      id: courses.id,
      url: courses.originalUrl,
      trustScore: courses.trustScore,
      editorialStatus: courses.editorialStatus,
    });
    if (course.editorialStatus === "archived") throw new ConflictError(SNAPSHOT_MESSAGES.archived);
    const result = await recheckOneNow(deps.db, watch, course, request.log);
    if (result === null) {
      throw new AppError(503, "The analyzer is busy with other pages. Try again in a minute.", {
        "retry-after": "30",
      });
    }
    const { courseId: _id, ...answer } = result;
    return answer;
  });
}

/** After the uploads module (order 310): snapshots keep raw pages in its object storage. */
export const routeModule: RouteModule = { order: 320, register: registerSnapshotRoutes };
