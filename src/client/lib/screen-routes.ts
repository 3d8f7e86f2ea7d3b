// The pieces screens are declared with, by the router (app/router.tsx) and by features that declare
// their own screens (features/admin/screens.ts).
import type { RouteObject } from "react-router";

type ScreenModule = Record<string, unknown>;

/** A lazily loaded screen (its own chunk): the named component export of the module `load` imports. */
export function lazyScreen(load: () => Promise<ScreenModule>, name: string): RouteObject["lazy"] {
  return async () => ({ Component: (await load())[name] as React.ComponentType });
}

/** A screen at `path`, lazily loaded: the named component export of the module `load` imports. */
export function screen(path: string, load: () => Promise<ScreenModule>, name: string): RouteObject {
  return { path, lazy: lazyScreen(load, name) };
}

/** The same screen under several paths (e.g. /courses and /course-discovery). */
export function aliases(paths: string[], lazy: RouteObject["lazy"]): RouteObject[] {
  return paths.map((path) => ({ path, lazy }));
}
