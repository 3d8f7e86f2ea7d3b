// One spelling per course page, for recognising the same page however it was written: scheme and
// host lower-cased, the default port, the fragment, tracking parameters and a trailing slash
// dropped, the remaining query parameters sorted. Throws on anything but an http(s) address.

const TRACKING = new Set(["fbclid", "gclid", "msclkid", "ref", "aff", "affiliate", "affid"]);

function isTracking(name: string): boolean {
  const lower = name.toLowerCase();
  return lower.startsWith("utm_") || TRACKING.has(lower);
}

export function canonicalCourseUrl(url: string): string {
  const parsed = new URL(url.trim());
  if (parsed.protocol !== "http:" && parsed.protocol !== "https:") {
    throw new Error(`Not a web address: ${parsed.protocol}`);
  }
  // URL already lower-cases scheme and host and drops the scheme's default port.
  const params = [...parsed.searchParams.entries()].filter(([name]) => !isTracking(name));
  params.sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0));
  const query = new URLSearchParams(params).toString();
  const path = parsed.pathname.replace(/\/+$/, "");
  return `${parsed.protocol}//${parsed.host}${path}${query ? `?${query}` : ""}`;
}
