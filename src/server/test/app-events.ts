// The app's own domain-event handlers (event-handlers.ts) for a use case called alone in a test, with
// the catalogue caches replaced by `onClear`, called each time they would be cleared after a commit.
import { createAppEvents } from "../event-handlers";
import type { DomainEvents } from "../lib/domain-events";

export function appEventsClearing(onClear: () => void): DomainEvents {
  return createAppEvents({ courses: { invalidateLists: onClear } });
}
