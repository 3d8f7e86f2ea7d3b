// The header bell for signed-in members. The header is on Home, whose first load has a
// budget (scripts/report-bundle.mjs), and guests never see a bell: so the bell itself is a separate
// chunk, fetched once the viewer is known to be signed in. Until it arrives an empty slot of its
// size keeps the header from shifting.
import { lazy, Suspense } from "react";

const BellMenu = lazy(async () => ({
  default: (await import("../../features/price-tracker/components/notification-bell-menu"))
    .NotificationBellMenu,
}));

export function NotificationBell() {
  return (
    <Suspense fallback={<span aria-hidden="true" className="h-10 w-10 shrink-0" />}>
      <BellMenu />
    </Suspense>
  );
}
