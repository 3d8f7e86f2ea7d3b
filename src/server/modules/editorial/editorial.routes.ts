// The editorial desk's calls (admins; 401 for guests, 403 for everyone else) and a course's public
// History, registered from their endpoint contracts (src/shared/contracts/editorial.ts).
import type { FastifyInstance } from "fastify";
import type { z } from "zod";
import type { AnyEndpoint, Endpoint, SuccessOf } from "../../../shared/api/endpoint";
import type { Route } from "../../../shared/api/route";
import { type AdminListQuery, editorialEndpoints as e } from "../../../shared/contracts/editorial";
import type { AppDeps } from "../../deps";
import { type EndpointRequest, registerEndpoint } from "../../lib/endpoint";
import { GUARDS, requireUser } from "../../plugins/auth";
import type { RouteModule } from "../route-module";

type Ok<T> = { 200: z.ZodType<T> };
type IdParams = z.ZodType<{ id: number }, unknown>;
type Schema<T> = z.ZodType<T, unknown>;

/** The calls courses and creators both have: list, get, create, edit, archive. */
interface DeskEndpoints<List, Item, Create, Update> {
  list: Endpoint<Route, undefined, Schema<AdminListQuery>, undefined, Ok<List>>;
  get: Endpoint<Route, IdParams, undefined, undefined, Ok<Item>>;
  create: Endpoint<Route, undefined, undefined, Schema<Create>, { 201: z.ZodType<Item> }>;
  update: Endpoint<Route, IdParams, undefined, Schema<Update>, Ok<Item>>;
  archive: Endpoint<Route, IdParams, undefined, Schema<{ reason: string }>, Ok<Item>>;
}

interface Desk<List, Item, Create, Update> {
  list: (query: AdminListQuery) => Promise<List>;
  get: (id: number) => Promise<Item>;
  create: (actorId: string, body: Create) => Promise<Item>;
  update: (actorId: string, id: number, body: Update) => Promise<Item>;
  archive: (actorId: string, id: number, reason: string) => Promise<Item>;
}

/** The desk calls of one kind of item, by the contract's names (listCourses, getCourse, ...). */
function deskEndpoints<N extends "Course" | "Creator">(name: N) {
  return {
    list: e[`list${name}s`],
    get: e[`get${name}`],
    create: e[`create${name}`],
    update: e[`update${name}`],
    archive: e[`archive${name}`],
  };
}

/** An admins' call that acts as the signed-in admin making it. */
function registerAsAdmin<E extends AnyEndpoint>(
  app: FastifyInstance,
  endpoint: E,
  act: (actorId: string, request: EndpointRequest<E>) => Promise<SuccessOf<E>>,
): void {
  registerEndpoint(app, endpoint, GUARDS.admin, async (request) =>
    act((await requireUser(request)).id, request),
  );
}

/**
 * Registers the calls courses and creators both have. A body was validated against its contract
 * before the handler runs; only its type is generic here, hence the casts.
 */
function registerDesk<List, Item, Create, Update>(
  app: FastifyInstance,
  endpoints: DeskEndpoints<List, Item, Create, Update>,
  desk: Desk<List, Item, Create, Update>,
): void {
  const admin = GUARDS.admin;
  registerEndpoint(app, endpoints.list, admin, async (request) => desk.list(request.query));
  registerEndpoint(app, endpoints.create, admin, async (request, reply) => {
    const user = await requireUser(request);
    return reply.code(201).send(await desk.create(user.id, request.body as Create));
  });
  registerEndpoint(app, endpoints.get, admin, async (request) => desk.get(request.params.id));
  registerAsAdmin(app, endpoints.update, (actorId, request) =>
    desk.update(actorId, request.params.id, request.body as Update),
  );
  registerAsAdmin(app, endpoints.archive, (actorId, request) =>
    desk.archive(actorId, request.params.id, request.body.reason),
  );
}

export async function registerEditorialRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { courses, creators } = deps.editorial;

  registerDesk(app, deskEndpoints("Course"), courses);
  registerEndpoint(app, e.draftCourse, GUARDS.admin, async (request) => courses.draft(request.body.url));
  registerAsAdmin(app, e.verifyCourse, (actorId, request) =>
    courses.verify(actorId, request.params.id, request.body),
  );
  registerAsAdmin(app, e.revokeVerification, (actorId, request) =>
    courses.revokeVerification(actorId, request.params.id, request.body.reason),
  );

  registerDesk(app, deskEndpoints("Creator"), creators);
  registerAsAdmin(app, e.creatorStatus, (actorId, request) =>
    creators.setStatus(actorId, request.params.id, request.body),
  );

  registerEndpoint(app, e.courseHistory, GUARDS.public, async (request) =>
    deps.editorial.courseHistory(request.params.id),
  );
}

export const routeModule: RouteModule = { order: 110, register: registerEditorialRoutes };
