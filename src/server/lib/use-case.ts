// A service's use cases are functions taking their dependencies first (`(deps, ...input)`), so each
// can be read and tested alone; a service factory binds them to one set of dependencies with
// bindAll and answers the object of methods its routes call.

/** A use case with its dependencies taken away: what a route or a job calls. */
export type Bound<Deps, F> = F extends (deps: Deps, ...input: infer Input) => infer Out
  ? (...input: Input) => Out
  : never;

// biome-ignore lint/suspicious/noExplicitAny: a use case's input is its own; only the first parameter is checked here.
type UseCase<Deps> = (deps: Deps, ...input: any[]) => unknown;

/** Each of `useCases` with `deps` bound as its first argument, under the same names. */
export function bindAll<Deps, T extends Record<string, UseCase<Deps>>>(
  deps: Deps,
  useCases: T,
): { [K in keyof T]: Bound<Deps, T[K]> } {
  const bound: Record<string, unknown> = {};
  for (const [name, useCase] of Object.entries(useCases)) {
    bound[name] = (...input: unknown[]) => useCase(deps, ...input);
  }
  return bound as { [K in keyof T]: Bound<Deps, T[K]> };
}
