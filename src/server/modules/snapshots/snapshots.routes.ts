// A course's sales-page snapshots (public) and the admins' "Check now", registered from their
// endpoint contracts (src/shared/contracts/snapshots.ts).
import { eq } from "drizzle-orm";
import type { FastifyInstance } from "fastify";
import { snapshotEndpoints as e, SNAPSHOT_MESSAGES } from "../../../shared/contracts/snapshots";
import { courses } from "../../db/schema/catalog";
import type { AppDeps } from "../../deps";
import { recheckOneNow } from "../../jobs/page-recheck";
import { registerEndpoint } from "../../lib/endpoint";
import { AppError, ConflictError, NotFoundError } from "../../lib/errors";
import { GUARDS } from "../../plugins/auth";

export async function registerSnapshotRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { snapshots, pageWatch: watch } = deps;

  registerEndpoint(app, e.list, GUARDS.public, async (request) => snapshots.list(request.params.id));
  registerEndpoint(app, e.get, GUARDS.public, async (request) =>
    snapshots.get(request.params.id, request.params.snapshotId, request.query.compare),
  );
  registerEndpoint(app, e.recheck, GUARDS.admin, async (request) => {
    const [course] = await deps.db
      .select({
        id: courses.id,
        url: courses.originalUrl,
        trustScore: courses.trustScore,
        editorialStatus: courses.editorialStatus,
      })
      .from(courses)
      .where(eq(courses.id, request.params.id));
    if (!course) throw new NotFoundError(SNAPSHOT_MESSAGES.courseNotFound);
    if (course.editorialStatus === "archived") throw new ConflictError(SNAPSHOT_MESSAGES.archived);
    const result = await recheckOneNow(deps.db, watch, course);
    if (result === null) {
      throw new AppError(503, "The analyzer is busy with other pages. Try again in a minute.", {
        "retry-after": "30",
      });
    }
    const { courseId: _id, ...answer } = result;
    return answer;
  });
}
