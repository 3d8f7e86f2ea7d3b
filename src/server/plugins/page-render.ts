// The first screens (client-preload.ts FIRST_SCREENS) rendered on the server for guests, so the
// page paints from the HTML alone instead of after its JavaScript has loaded and run. The app takes
// that markup over (hydrates it) from the same data as soon as its code has arrived
// (src/client/app/start.tsx). The renderer asks the API in-process (app.inject), with no cookies: it
// only ever renders what any guest sees.
//
// Anything that goes wrong serves the plain shell, as before: the app does not depend on this.
import { AsyncLocalStorage } from "node:async_hooks";
import type { FastifyInstance, FastifyRequest } from "fastify";
import type { RenderedPage } from "../../client/server-render";
import { SESSION_HINT_COOKIE } from "../../shared/contracts/session-hint";
import type { Config } from "../config";
import { sessionToken } from "./auth";
import { FIRST_SCREENS } from "./client-preload";

/** The page for this request (`path`: its URL without the query) rendered on the server, or null for the plain shell. */
export type PageRenderer = (request: FastifyRequest, path: string) => Promise<RenderedPage | null>;

type Inject = FastifyInstance["inject"];

/**
 * Which app a render in progress asks (a test process builds several), and under which host name:
 * the page request's own, which the host check (allowed-hosts.ts) has let through. (inject's default,
 * localhost, is refused in production, where only PUBLIC_ORIGIN's host is allowed.)
 */
const currentApp = new AsyncLocalStorage<{ inject: Inject; host: string }>();

/** Renders at once; more page requests than this get the plain shell rather than queueing behind the API. */
export const MAX_CONCURRENT_RENDERS = 2;

const NO_BODY = new Set([204, 205, 304]);

/** The API answer to a GET from the renderer, as the fetch Response the app's request helper expects. */
async function injectFetch(
  { inject, host }: { inject: Inject; host: string },
  url: string,
  init: RequestInit,
): Promise<Response> {
  const method = init.method ?? "GET";
  if (method !== "GET") throw new Error(`The page renderer only reads (${method} ${url})`);
  const reply = await inject({ method: "GET", url, headers: { accept: "application/json", host } });
  const headers = new Headers();
  const contentType = reply.headers["content-type"];
  if (typeof contentType === "string") headers.set("content-type", contentType);
  return new Response(NO_BODY.has(reply.statusCode) ? null : reply.body, {
    status: reply.statusCode,
    headers,
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T | null> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The renderer for this app: the first screens, for visitors with no session (a member's pages
 * carry their own data, which is never rendered into HTML here). The client code (React and the
 * app's screens) loads once, on the first page asked for after the server starts listening or on
 * the first request, whichever comes first.
 */
export function createPageRenderer(app: FastifyInstance, config: Config): PageRenderer {
  let loaded: Promise<typeof import("../../client/server-render") | null> | null = null;
  const load = () => {
    loaded ??= (async () => {
      const [renderer, apiClient] = await Promise.all([
        import("../../client/server-render"),
        import("../../client/lib/api-client"),
      ]);
      // The screens' own modules too, so that their first render is not spent loading code.
      await Promise.all(
        FIRST_SCREENS.flatMap((screen) => screen.modules).map(
          (module) => import(new URL(`../../../${module}`, import.meta.url).href),
        ),
      );
      apiClient.setApiTransport((url, init) => {
        const asked = currentApp.getStore();
        if (!asked) return Promise.reject(new Error("No page render in progress"));
        return injectFetch(asked, url, init);
      });
      return renderer;
    })().catch((error: unknown) => {
      app.log.warn({ err: error }, "the page renderer could not load; pages are rendered in the browser");
      return null;
    });
    return loaded;
  };

  app.addHook("onListen", async () => {
    void load();
  });

  let running = 0;
  const inject: Inject = app.inject.bind(app);
  return async (request, path) => {
    if (!FIRST_SCREENS.some((screen) => screen.path.test(path))) return null;
    if (sessionToken(request, config) !== undefined || request.cookies[SESSION_HINT_COOKIE] !== undefined) {
      return null;
    }
    const renderer = await load();
    if (renderer === null || running >= MAX_CONCURRENT_RENDERS) return null;
    running += 1;
    // Counted until the render ends, even when the page has gone out without it.
    const work = currentApp
      .run({ inject, host: request.host }, () => renderer.renderGuestPage(request.url))
      .finally(() => {
        running -= 1;
      });
    // a render slower than its budget is dropped for the plain shell (the browser renders the page)
    return await withTimeout(work, config.renderTimeoutMs);
  };
}
