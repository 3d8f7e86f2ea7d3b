// What a module declares to have its routes registered: each src/server/modules/<module>/*.routes.ts
// that exports `routeModule` is found by the registry (route-modules.ts) and registered by buildApp,
// so adding a module's routes touches only that module's own files.
import type { FastifyInstance } from "fastify";
import type { AppDeps } from "../deps";

export interface RouteModule {
  /**
   * Where the module's routes go among the others' (ascending; unique). The API document lists its
   * paths in registration order, so this keeps that order stable; a new module takes a free number.
   */
  order: number;
  register(app: FastifyInstance, deps: AppDeps): Promise<void>;
}

/** A `*.routes.ts` file as found (its path under src/server/modules) and what it exports. */
export interface FoundRouteFile {
  file: string;
  exports: Record<string, unknown>;
}

function isRouteModule(value: unknown): value is RouteModule {
  if (typeof value !== "object" || value === null) return false;
  const candidate = value as Partial<RouteModule>;
  return Number.isInteger(candidate.order) && typeof candidate.register === "function";
}

/**
 * The route modules of `found`, in their order. A routes file without `routeModule` is part of a
 * module registered by another of its files (the creator check, by the analyzer's routes). Two
 * modules with one order, or a `routeModule` of the wrong shape, stop the app from starting.
 */
export function orderRouteModules(found: readonly FoundRouteFile[]): RouteModule[] {
  const byOrder = new Map<number, string>();
  const modules: RouteModule[] = [];
  for (const { file, exports } of found) {
    if (!("routeModule" in exports)) continue;
    const module = exports.routeModule;
    if (!isRouteModule(module)) {
      throw new Error(`${file}: routeModule needs an integer order and a register function`);
    }
    const other = byOrder.get(module.order);
    if (other !== undefined) {
      throw new Error(`${file} and ${other} both declare route order ${module.order}: give each its own`);
    }
    byOrder.set(module.order, file);
    modules.push(module);
  }
  return modules.sort((a, b) => a.order - b.order);
}
