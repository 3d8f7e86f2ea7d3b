// The editorial desk's calls (admins; 401 for guests, 403 for everyone else) and a course's public
// History, registered from their endpoint contracts (src/shared/contracts/editorial.ts).
import type { FastifyInstance } from "fastify";
import { editorialEndpoints as e } from "../../../shared/contracts/editorial";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";

export async function registerEditorialRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const desk = deps.editorial;
  const admin = GUARDS.admin;

  registerEndpoint(app, e.listCourses, admin, async (request) => desk.listCourses(request.query));
  registerEndpoint(app, e.createCourse, admin, async (request, reply) => {
    const user = await requireUser(request);
    return reply.code(201).send(await desk.createCourse(user.id, request.body));
  });
  registerEndpoint(app, e.getCourse, admin, async (request) => desk.getCourse(request.params.id));
  registerEndpoint(app, e.updateCourse, admin, async (request) => {
    const user = await requireUser(request);
    return desk.updateCourse(user.id, request.params.id, request.body);
  });
  registerEndpoint(app, e.archiveCourse, admin, async (request) => {
    const user = await requireUser(request);
    return desk.archiveCourse(user.id, request.params.id, request.body.reason);
  });
  registerEndpoint(app, e.verifyCourse, admin, async (request) => {
    const user = await requireUser(request);
    return desk.verifyCourse(user.id, request.params.id, request.body);
  });
  registerEndpoint(app, e.revokeVerification, admin, async (request) => {
    const user = await requireUser(request);
    return desk.revokeVerification(user.id, request.params.id, request.body.reason);
  });

  registerEndpoint(app, e.listCreators, admin, async (request) => desk.listCreators(request.query));
  registerEndpoint(app, e.createCreator, admin, async (request, reply) => {
    const user = await requireUser(request);
    return reply.code(201).send(await desk.createCreator(user.id, request.body));
  });
  registerEndpoint(app, e.getCreator, admin, async (request) => desk.getCreator(request.params.id));
  registerEndpoint(app, e.updateCreator, admin, async (request) => {
    const user = await requireUser(request);
    return desk.updateCreator(user.id, request.params.id, request.body);
  });
  registerEndpoint(app, e.archiveCreator, admin, async (request) => {
    const user = await requireUser(request);
    return desk.archiveCreator(user.id, request.params.id, request.body.reason);
  });
  registerEndpoint(app, e.creatorStatus, admin, async (request) => {
    const user = await requireUser(request);
    return desk.setCreatorStatus(user.id, request.params.id, request.body);
  });

  registerEndpoint(app, e.courseHistory, GUARDS.public, async (request) =>
    desk.courseHistory(request.params.id),
  );
}
