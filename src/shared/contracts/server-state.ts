// What a server-rendered page carries for the app (src/client/server-render.tsx writes it,
// src/client/app/start.tsx reads it): the API answers the page was rendered from, so the app's first
// render shows the same page without asking again. It travels as a JSON data block with this id,
// never run as a script.
export const SERVER_STATE_ID = "hypecheck-state";

export interface ServerState {
  queries: { queryKey: readonly unknown[]; data: unknown; updatedAt: number }[];
}
