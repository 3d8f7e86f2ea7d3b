import { useEffect } from "react";

// index.html's title: what every other screen shows.
export const DEFAULT_TITLE = "HypeCheck: we check the hype so you don't have to";

/** Sets the tab title while the screen is shown; back to the site title when it leaves. */
export function useDocumentTitle(title: string | undefined): void {
  useEffect(() => {
    if (!title) return;
    document.title = title;
    return () => {
      document.title = DEFAULT_TITLE;
    };
  }, [title]);
}
