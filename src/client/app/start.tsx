// The app: its query cache (filled from the server's page when there is one), its router, and the
// render. Loaded by main.tsx.
import { StrictMode, startTransition } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { RouterProvider } from "react-router/dom";
import { SERVER_STATE_ID, type ServerState } from "../../shared/contracts/server-state";
import { removeServiceWorkersAndCaches } from "../lib/browser-cleanup";
import { logWarning } from "../lib/logger";
import { createQueryClient, leaveServerRenderedPage, markServerAnswers } from "../lib/query-client";
import { AppProvider } from "./provider";
import { createAppRouter } from "./router";

function findRoot(): HTMLElement {
  const element = document.getElementById("root");
  if (element === null) throw new Error("index.html has no #root element");
  return element;
}

const container = findRoot();

/**
 * The query cache of a page the server rendered (src/client/server-render.tsx), or null. A broken
 * one is ignored: the app then asks the API itself, as on any other page.
 */
function readServerState(): ServerState | null {
  const element = document.getElementById(SERVER_STATE_ID);
  if (element === null) return null;
  element.remove();
  try {
    const state = JSON.parse(element.textContent ?? "") as ServerState;
    return Array.isArray(state.queries) ? state : null;
  } catch {
    return null;
  }
}

const queryClient = createQueryClient();
const serverState = readServerState();
for (const query of serverState?.queries ?? []) {
  queryClient.setQueryData(query.queryKey, query.data, { updatedAt: query.updatedAt });
}
markServerAnswers(
  (serverState?.queries ?? []).flatMap(
    (query) => queryClient.getQueryCache().find({ queryKey: query.queryKey, exact: true }) ?? [],
  ),
);
const router = createAppRouter();
const firstLocation = router.state.location.key;
const unsubscribeFromFirstPage = router.subscribe((state) => {
  if (state.location.key === firstLocation) return;
  leaveServerRenderedPage();
  unsubscribeFromFirstPage();
});

/** Logged when the server's page and the app's first render differ; the end-to-end suite looks for it. */
const HYDRATION_MISMATCH = "the page from the server did not match the app's first render";

function render() {
  const app = (
    <StrictMode>
      <AppProvider client={queryClient}>
        <RouterProvider router={router} />
      </AppProvider>
    </StrictMode>
  );
  // The server never sees a URL's #fragment, and a screen may start from it (a course opened at its
  // reviews tab): that page is built afresh, replacing the server's markup, since hydration keeps
  // the server's attributes as they are.
  if (serverState === null || window.location.hash !== "") {
    createRoot(container).render(app);
    return;
  }
  // The app takes over the server's markup instead of building the page again: no DOM to create
  // and lay out a second time. Where the two differ (a date in another time zone, say) React
  // renders that part afresh; that is recoverable and only logged. As a transition, the work is
  // done in slices with the browser free to handle input between them.
  startTransition(() => {
    hydrateRoot(container, app, {
      onRecoverableError: (error) =>
        logWarning(HYDRATION_MISMATCH, error instanceof Error ? error.message : error),
    });
  });
}

if (serverState === null || router.state.initialized) {
  render();
} else {
  // The screen's code loads first: hydrating before it would find the router's loading fallback
  // where the server's page is.
  const unsubscribe = router.subscribe((state) => {
    if (!state.initialized) return;
    unsubscribe();
    render();
  });
}

void removeServiceWorkersAndCaches();
