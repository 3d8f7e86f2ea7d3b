// A navigation that only changes what part of the page shows (a tab in the address) keeps the
// scroll position: the root layout scrolls to the top on every other navigation.

/** The navigation state that asks the root layout not to scroll to the top. */
export const KEEP_SCROLL = { keepScroll: true } as const;

export function keepsScroll(state: unknown): boolean {
  return (
    typeof state === "object" && state !== null && (state as { keepScroll?: unknown }).keepScroll === true
  );
}
