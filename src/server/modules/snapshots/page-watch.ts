// The snapshot service and the page watch's options as the app builds them (routes and the job
// share them): object storage from the uploads module (registered first), the analysis pool, the
// fetch rules and the User-Agent from the configuration.
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../../deps";
import { type PageRecheckOptions, pageRecheckUserAgent } from "../../jobs/page-recheck";
import { createSnapshotService, type SnapshotService } from "./snapshots.service";

const services = new WeakMap<FastifyInstance, SnapshotService>();

export function snapshotServiceFor(app: FastifyInstance, deps: AppDeps): SnapshotService {
  let service = services.get(app);
  if (!service) {
    const log = app.log.child({ module: "snapshots" });
    service = createSnapshotService({
      db: deps.db,
      storage: app.hasDecorator("objectStorage") ? app.objectStorage : null,
      onStorageError: (error) => log.warn({ err: error }, "could not store a page snapshot's raw HTML"),
    });
    services.set(app, service);
  }
  return service;
}

export function pageWatchOptions(app: FastifyInstance, deps: AppDeps): PageRecheckOptions {
  return {
    snapshots: snapshotServiceFor(app, deps),
    reader: {
      analysis: deps.analysis,
      allowPrivate: deps.config.analyzer.allowPrivateUrls,
      userAgent: pageRecheckUserAgent(deps.config.linkOrigin),
    },
    intervalMs: deps.config.pageRecheck.intervalMs,
    hostDelayMs: deps.config.pageRecheck.hostDelayMs,
    linkOrigin: deps.config.linkOrigin,
    catalogueChanged: () => deps.courses.invalidateLists(),
  };
}
