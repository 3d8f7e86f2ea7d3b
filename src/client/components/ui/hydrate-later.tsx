// A part of a server-rendered page whose takeover by the app can wait. React hydrates the page
// outside such boundaries first, commits it (the app is then running: its handlers are attached at
// the root), and hydrates the boundaries afterwards in the background, a boundary at a time. A
// click or key press inside one that is still waiting makes React hydrate that boundary at once and
// then handle the event, so nothing is lost and the click costs only that boundary's work.
// docs/decisions/0070-server-rendered-first-screens.md says where the boundaries go and why.
import { type ReactNode, Suspense } from "react";

export function HydrateLater({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
