// What counts as a HypeCheck server address: an http(s) origin, nothing else (no path, no user name).
// Shared by the options page and the build (PUBLIC_ORIGIN).

/** An http(s) origin ("https://hypecheck.example"), or null for anything else. */
export function parseServerOrigin(input: string): string | null {
  try {
    const url = new URL(input.trim());
    if (url.protocol !== "https:" && url.protocol !== "http:") return null;
    if (url.username !== "" || url.password !== "") return null;
    return url.origin;
  } catch {
    return null;
  }
}
