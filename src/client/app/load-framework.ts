// Imported by the entry (main.tsx) in a task of its own, after React and before the app: it pulls in
// the router and TanStack Query (the "framework" chunk, vite.config.ts), so that evaluating them is
// not part of the app's own start-up task. It names only what the app uses anyway, so nothing extra
// is kept in the bundle.

export { QueryClient } from "@tanstack/react-query";
export { createBrowserRouter } from "react-router";
