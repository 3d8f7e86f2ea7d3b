import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import {
  deleteImage,
  getImageFile,
  listImages,
  MAX_UPLOAD_BYTES,
  processImage,
  putUpload,
  startUpload,
  UPLOAD_MESSAGES,
} from "../../../shared/contracts/uploads";
import type { AppDeps } from "../../deps";
import { registerEndpoint } from "../../lib/endpoint";
import { BadRequestError, ForbiddenError, NotFoundError, UnsupportedMediaTypeError } from "../../lib/errors";
import { currentUser, GUARDS, registerMemberEndpoint, requireUser } from "../../plugins/auth";
import type { ObjectStorage } from "../../storage";
import type { RouteModule } from "../route-module";

declare module "fastify" {
  interface FastifyInstance {
    /** Where uploads and images are kept (local disk or S3); see deleteUserObjects for accounts. */
    objectStorage: ObjectStorage;
  }
}

const IMAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const PUBLIC_CACHE = "public, max-age=31536000, immutable";
const PRIVATE_CACHE = "private, no-store";
const GRANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Signed uploads, image processing and serving. */
export async function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const { storage, uploads, uploadSigner: signer } = deps;
  const originOf = (request: FastifyRequest) =>
    deps.config.publicOrigin ?? `${request.protocol}://${request.host}`;

  registerMemberEndpoint(app, startUpload, async (user, request, reply) => {
    return reply.code(201).send(await uploads.createGrant(user.id, request.body, originOf(request)));
  });

  // The bytes arrive raw: this context parses no body at all (the handler streams request.raw with
  // its own 10 MB cap), so the app's 1 MB JSON body limit does not apply here.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    registerEndpoint(
      scope,
      putUpload,
      { ...GUARDS.signedIn, bodyLimit: MAX_UPLOAD_BYTES + 1 },
      async (request, reply) => {
        const user = await requireUser(request);
        if (storage.kind !== "local") throw new NotFoundError();
        const { grantId } = request.params;
        const expires = Number(request.query.expires ?? "");
        const signature = request.query.signature ?? "";
        if (
          !GRANT_ID.test(grantId) ||
          !Number.isSafeInteger(expires) ||
          !signer.verify(grantId, expires, signature)
        ) {
          throw new ForbiddenError(UPLOAD_MESSAGES.linkInvalid);
        }
        const type = String(request.headers["content-type"] ?? "").toLowerCase();
        if (type.startsWith("multipart/")) throw new UnsupportedMediaTypeError(UPLOAD_MESSAGES.multipart);
        const length = request.headers["content-length"];
        try {
          const result = await uploads.receive(
            user.id,
            grantId,
            expires,
            request.raw,
            length === undefined ? undefined : Number(length),
          );
          return { ok: true as const, bytes: result.bytes };
        } catch (error) {
          closeIfUnread(request, reply);
          throw error;
        }
      },
    );
  });

  registerMemberEndpoint(app, processImage, async (user, request) => {
    const grantId = storage.grantIdFromUploadUrl(request.body.imageURL, originOf(request));
    if (grantId === null) throw new BadRequestError(UPLOAD_MESSAGES.notOurUrl);
    const image = await uploads.process(user.id, grantId, request.body.purpose);
    return { objectPath: image.objectPath, image };
  });

  registerMemberEndpoint(app, listImages, async (user) => {
    return { items: await uploads.list(user.id) };
  });

  registerMemberEndpoint(app, deleteImage, async (user, request) => {
    await uploads.remove(user.id, request.params.id);
    return { ok: true as const, message: UPLOAD_MESSAGES.deleted };
  });

  // A public image is a file like any other, cached for a year. A private one (proof of enrolment,
  // or any image not published as a "public-image") is for its owner and admins only, and no cache
  // on the way may keep it; to anyone else it does not exist. Every other answer, a 404 included, is
  // not stored either, so a cached refusal never stands in for the owner's image.
  registerEndpoint(app, getImageFile, GUARDS.public, async (request, reply) => {
    reply.header("cache-control", PRIVATE_CACHE);
    const { file } = request.params;
    const found = IMAGE_FILE.test(file) ? await uploads.findByPath(`/objects/images/${file}`) : null;
    if (found && !found.public) {
      const viewer = await currentUser(request);
      if (viewer === null || (viewer.id !== found.userId && viewer.role !== "admin")) {
        throw new NotFoundError(UPLOAD_MESSAGES.imageNotFound);
      }
    }
    const stream = found ? await storage.get(found.objectKey) : null;
    if (!found || !stream) throw new NotFoundError(UPLOAD_MESSAGES.imageNotFound);
    return reply
      .header("content-type", found.contentType)
      .header("x-content-type-options", "nosniff")
      .header("content-disposition", 'inline; filename="image.webp"')
      .header("cache-control", found.public ? PUBLIC_CACHE : PRIVATE_CACHE)
      .send(stream);
  });
}

/** A refused upload whose body was not read to the end: close the connection after answering. */
function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.readableEnded) reply.header("connection", "close");
}

export const routeModule: RouteModule = { order: 310, register: registerUploadRoutes };
