// The pieces screens are declared with, by the router (app/router.tsx) and by features that declare
// their own screens (features/admin/screens.ts).
import type { ComponentType } from "react";
import type { RouteObject } from "react-router";

/** A module that exports the screen `K`: a component that takes no props. A misspelt or missing
 * export, or one that is not such a component, fails the type check instead of rendering nothing. */
type ScreenModule<K extends string> = Record<K, ComponentType>;

/** A lazily loaded screen (its own chunk): the named component export of the module `load` imports. */
export function lazyScreen<K extends string>(
  load: () => Promise<ScreenModule<K>>,
  name: K,
): RouteObject["lazy"] {
  return async () => ({ Component: (await load())[name] });
}

/** A screen at `path`, lazily loaded: the named component export of the module `load` imports. */
export function screen<K extends string>(
  path: string,
  load: () => Promise<ScreenModule<K>>,
  name: K,
): RouteObject {
  return { path, lazy: lazyScreen(load, name) };
}

/** The same screen under several paths (e.g. /courses and /course-discovery). */
export function aliases(paths: string[], lazy: RouteObject["lazy"]): RouteObject[] {
  return paths.map((path) => ({ path, lazy }));
}
