// The entry: as small as it can be, so that on a page the server rendered the browser paints that
// page before the app's code runs (issue 7). The app (app/start.tsx) is preloaded with the page
// (the server's modulepreload tags) and starts after the first paint; other pages start it at once.
import "./styles.css";
import { PRELOADS_ID, SERVER_STATE_ID } from "../shared/contracts/server-state";

/** The app starts after this long even if no paint has been reported (a browser without paint timing). */
const PAINT_WAIT_LIMIT_MS = 1000;

let started = false;
function start() {
  if (started) return;
  started = true;
  // The page's whole module set (the server listed it), rather than one import at a time.
  const preloads = document.getElementById(PRELOADS_ID);
  if (preloads instanceof HTMLTemplateElement) void appendPreloads([...preloads.content.children]);
  void loadApp();
}

/**
 * modulepreload tags moved into the head per task. Each one starts a request there and then, and a
 * course page has about forty: all at once took over 200 ms of main thread on Lighthouse's phone
 * CPU. The server lists the app's own chunks first, so they are requested in the first batch.
 */
const PRELOADS_PER_TASK = 6;

async function appendPreloads(links: Element[]) {
  for (let index = 0; index < links.length; index += PRELOADS_PER_TASK) {
    if (index > 0) await nextTask();
    document.head.append(...links.slice(index, index + PRELOADS_PER_TASK));
  }
}

/**
 * React, then the router and TanStack Query, then the app, each in a task of its own: evaluating them
 * all at once is one long task, during which a tap on the page waits.
 */
async function loadApp() {
  await nextTask();
  await import("react-dom/client");
  await nextTask();
  await import("./app/load-framework");
  await nextTask();
  await import("./app/start");
}

function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Runs `then` once the browser reports its first contentful paint: the page the server rendered is
 * on screen, so the app's code (about 130 KB) runs after it instead of holding it up. A frame
 * callback is not enough: headless and slow devices present the frame well after it runs.
 */
function afterFirstPaint(then: () => void) {
  if (!PerformanceObserver.supportedEntryTypes?.includes("paint")) {
    requestAnimationFrame(() => setTimeout(then, 0));
    return;
  }
  const observer = new PerformanceObserver((entries) => {
    if (!entries.getEntriesByName("first-contentful-paint").length) return;
    observer.disconnect();
    then();
  });
  observer.observe({ type: "paint", buffered: true });
  setTimeout(then, PAINT_WAIT_LIMIT_MS);
}

if (document.getElementById(SERVER_STATE_ID) === null || document.visibilityState === "hidden") {
  // Nothing to paint first, or a background tab, which paints nothing until it is shown.
  start();
} else {
  afterFirstPaint(start);
}
