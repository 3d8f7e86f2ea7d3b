// Renders a page of the app to HTML on the server (docs/decisions/0070: the first screen paints
// before any JavaScript has loaded). Only the server imports this module
// (src/server/plugins/page-render.ts); the browser renders the same routes from the same answers
// and takes this markup over (src/client/app/start.tsx).
//
// The queries a page asks for are found by rendering it: each pass records the queries its
// components ask for, those are fetched through the API (the transport the server installs), and
// the page is rendered again with their data, until a pass asks for nothing new. The data goes to
// the browser with the HTML, so its first render shows the same page without asking again.
import type { Query } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { prerender } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import type { ServerState } from "../shared/contracts/server-state";
import { AppProvider } from "./app/provider";
import { routes } from "./app/router";
import { ME_QUERY_KEY } from "./lib/auth/get-me";
import { createQueryClient } from "./lib/query-client";

export interface RenderedPage {
  /** The markup that goes inside #root. */
  html: string;
  /** The answers the page was rendered from, for the browser's query cache. */
  state: ServerState;
}

/** The app's routes for server requests; built once, it serves any number of renders. */
const handler = createStaticHandler(routes);

/** Passes before giving up: a page whose queries depend on other queries' answers needs two or three. */
const MAX_PASSES = 4;

async function renderToHtml(element: ReactNode): Promise<string> {
  // prerender waits for lazy components and Suspense boundaries, so the markup is complete. An
  // unlimited chunk size keeps every boundary in place: a large one would otherwise be sent after
  // its fallback with an inline script to swap it in, which the CSP (rightly) refuses to run.
  const { prelude } = await prerender(element, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  return await new Response(prelude).text();
}

/** A query a component asked for that has not been fetched, and is not switched off. */
function wanted(query: Query): boolean {
  if (query.state.status !== "pending" || query.state.fetchStatus !== "idle") return false;
  const enabled = (query.options as { enabled?: boolean | ((query: Query) => boolean) }).enabled;
  return (typeof enabled === "function" ? enabled(query) : enabled) !== false;
}

/**
 * The page at `url` (path and query) as a guest sees it, or null when the route redirects or
 * fails (the browser then renders it as before). Guests only: the server never renders anyone's
 * private data into a page.
 */
export async function renderGuestPage(url: string): Promise<RenderedPage | null> {
  const context = await handler.query(new Request(new URL(url, "http://hypecheck.invalid")));
  if (context instanceof Response || context.statusCode !== 200 || context.errors) return null;
  const queryClient = createQueryClient();
  // A guest: the same answer the browser's me query gives without a session (lib/auth/get-me.ts).
  queryClient.setQueryData(ME_QUERY_KEY, null);
  const router = createStaticRouter(handler.dataRoutes, context);
  const page = (
    <AppProvider client={queryClient}>
      <StaticRouterProvider router={router} context={context} hydrate={false} />
    </AppProvider>
  );
  for (let pass = 0; pass < MAX_PASSES; pass += 1) {
    const html = await renderToHtml(page);
    const queries = queryClient.getQueryCache().getAll();
    const toFetch = queries.filter(wanted);
    const inFlight = queries.filter((query) => query.state.fetchStatus === "fetching");
    // A page showing an error is left to the browser, which asks again itself.
    if (queries.some((query) => query.state.status === "error")) return null;
    if (toFetch.length === 0 && inFlight.length === 0) {
      const answered = queries.filter((query) => query.state.status === "success");
      return {
        html,
        state: {
          queries: answered.map((query) => ({
            queryKey: query.queryKey,
            data: query.state.data,
            updatedAt: query.state.dataUpdatedAt,
          })),
        },
      };
    }
    await Promise.allSettled([
      ...toFetch.map((query) => query.fetch()),
      ...inFlight.map((query) => query.promise),
    ]);
  }
  return null;
}
