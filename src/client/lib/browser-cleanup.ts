// On load the app removes every service worker and empties every Cache
// Storage cache, so an old offline copy can never serve stale pages; failures are only logged.
import { logWarning } from "./logger";

export async function removeServiceWorkersAndCaches(): Promise<void> {
  const tasks: Promise<unknown>[] = [];
  if ("serviceWorker" in navigator) {
    tasks.push(
      navigator.serviceWorker
        .getRegistrations()
        .then((registrations) => Promise.all(registrations.map((registration) => registration.unregister()))),
    );
  }
  if ("caches" in window) {
    tasks.push(caches.keys().then((keys) => Promise.all(keys.map((key) => caches.delete(key)))));
  }
  const results = await Promise.allSettled(tasks);
  for (const result of results) {
    if (result.status === "rejected") logWarning("Could not clear service workers or caches", result.reason);
  }
}
