/** A link to another auth screen that keeps the visitor's `next`, left out when it is just "/". */
export function authHref(path: "/login" | "/signup", next: string): string {
  return next === "/" ? path : `${path}?next=${encodeURIComponent(next)}`;
}
