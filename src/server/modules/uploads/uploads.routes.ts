import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import { z } from "zod";
import { ErrorResponse } from "../../../shared/contracts/common";
import {
  CreateUploadBody,
  CreateUploadResponse,
  DeleteImageResponse,
  ImageIdParams,
  ImageListResponse,
  MAX_UPLOAD_BYTES,
  ProcessImageBody,
  ProcessImageResponse,
  UPLOAD_MESSAGES,
  UploadPutResponse,
} from "../../../shared/contracts/uploads";
import type { AppDeps } from "../../deps";
import { BadRequestError, ForbiddenError, NotFoundError, UnsupportedMediaTypeError } from "../../lib/errors";
import { requireUser, signedInOnly } from "../../plugins/auth";
import { resolveSessionSecret } from "../../session-secret";
import { createObjectStorage, type ObjectStorage } from "../../storage";
import { createUploadUrlSigner } from "../../storage/upload-signature";
import { createUploadService } from "./uploads.service";

declare module "fastify" {
  interface FastifyInstance {
    /** Where uploads and images are kept (local disk or S3); see deleteUserObjects for accounts. */
    objectStorage: ObjectStorage;
  }
}

const signedIn = signedInOnly;

const IMAGE_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\.webp$/;
const GRANT_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Signed uploads, image processing and serving (issue 6 "Image upload"). */
export async function registerUploadRoutes(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const signer = createUploadUrlSigner(resolveSessionSecret(deps.config));
  const storage = createObjectStorage(deps.config, signer);
  app.decorate("objectStorage", storage);
  app.addHook("onClose", async () => storage.close());
  const uploads = createUploadService(deps.db, storage, { ttlMs: deps.config.uploadUrlTtlMs });
  const originOf = (request: FastifyRequest) =>
    deps.config.publicOrigin ?? `${request.protocol}://${request.host}`;
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.post(
    "/api/objects/upload",
    {
      preValidation: signedIn,
      schema: {
        tags: ["uploads"],
        summary: "Start an upload: a signed, expiring, one-time URL to PUT one image to (at most 10 MB)",
        description: `No body, {} or {size, contentType}; the size and type are required when files go to S3 (they are signed into the URL). At most 30 a member an hour (429). The URL is valid for UPLOAD_URL_TTL_SECONDS.`,
        body: CreateUploadBody,
        response: { 201: CreateUploadResponse, 400: ErrorResponse, 401: ErrorResponse, 429: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return reply.code(201).send(await uploads.createGrant(user.id, request.body, originOf(request)));
    },
  );

  // The bytes arrive raw: this context parses no body at all (the handler streams request.raw with
  // its own 10 MB cap), so the app's 1 MB JSON body limit does not apply here.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, done) => done(null, undefined));
    scope.withTypeProvider<ZodTypeProvider>().put(
      "/api/objects/upload/:grantId",
      {
        preValidation: signedIn,
        bodyLimit: MAX_UPLOAD_BYTES + 1,
        schema: {
          tags: ["uploads"],
          summary: "The upload URL itself (local storage): the file's bytes as the whole request body",
          description:
            "Single-part only. Refused: a bad signature (403), an expired link (403), a used link (409), someone else's link (403), more than 10485760 bytes (413), anything but PNG, JPEG, WebP or GIF by its first bytes (415). Nothing is kept from a refused upload.",
          params: z.object({ grantId: z.string() }),
          querystring: z.object({ expires: z.string().optional(), signature: z.string().optional() }),
          response: {
            200: UploadPutResponse,
            400: ErrorResponse,
            401: ErrorResponse,
            403: ErrorResponse,
            404: ErrorResponse,
            409: ErrorResponse,
            413: ErrorResponse,
            415: ErrorResponse,
          },
        },
      },
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

  r.put(
    "/api/images",
    {
      preValidation: signedIn,
      schema: {
        tags: ["uploads"],
        summary:
          "Process an uploaded file into an image (re-encoded as WebP, metadata removed): its objectPath",
        description:
          "imageURL must be an upload URL this site handed to the caller, already uploaded to; it is never fetched. A second call for the same upload answers the same objectPath.",
        body: ProcessImageBody,
        response: {
          200: ProcessImageResponse,
          400: ErrorResponse,
          401: ErrorResponse,
          403: ErrorResponse,
          413: ErrorResponse,
          415: ErrorResponse,
          422: ErrorResponse,
        },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      const grantId = storage.grantIdFromUploadUrl(request.body.imageURL, originOf(request));
      if (grantId === null) throw new BadRequestError(UPLOAD_MESSAGES.notOurUrl);
      const image = await uploads.process(user.id, grantId);
      return { objectPath: image.objectPath, image };
    },
  );

  r.get(
    "/api/images",
    {
      preValidation: signedIn,
      schema: {
        tags: ["uploads"],
        summary: "The signed-in member's images, newest first",
        response: { 200: ImageListResponse, 401: ErrorResponse },
      },
    },
    async (request, reply) => {
      const user = await requireUser(request);
      reply.header("cache-control", "no-store");
      return { items: await uploads.list(user.id) };
    },
  );

  r.delete(
    "/api/images/:id",
    {
      preValidation: signedIn,
      schema: {
        tags: ["uploads"],
        summary: "Delete one of the member's own images and its file (anyone else's is a 404)",
        params: ImageIdParams,
        response: { 200: DeleteImageResponse, 400: ErrorResponse, 401: ErrorResponse, 404: ErrorResponse },
      },
    },
    async (request) => {
      const user = await requireUser(request);
      await uploads.remove(user.id, request.params.id);
      return { ok: true as const, message: UPLOAD_MESSAGES.deleted };
    },
  );

  r.get(
    "/objects/images/:file",
    {
      schema: {
        tags: ["uploads"],
        summary: "A processed image (anyone with its unguessable address may view it)",
        params: z.object({ file: z.string() }),
      },
    },
    async (request, reply) => {
      const { file } = request.params;
      const found = IMAGE_FILE.test(file) ? await uploads.findByPath(`/objects/images/${file}`) : null;
      const stream = found ? await storage.get(found.objectKey) : null;
      if (!found || !stream) throw new NotFoundError("Image not found.");
      return reply
        .header("content-type", found.contentType)
        .header("x-content-type-options", "nosniff")
        .header("content-disposition", 'inline; filename="image.webp"')
        .header("cache-control", "public, max-age=31536000, immutable")
        .send(stream);
    },
  );
}

/** A refused upload whose body was not read to the end: close the connection after answering. */
function closeIfUnread(request: FastifyRequest, reply: FastifyReply): void {
  if (!request.raw.readableEnded) reply.header("connection", "close");
}
