// The placeholder pages take their title from the path they are shown on.

/** Words written in capitals rather than capitalised. */
const ACRONYMS: Record<string, string> = { ai: "AI", roi: "ROI" };

/** "/ai-mood-selector" -> "AI Mood Selector". */
export function titleFromPath(pathname: string): string {
  const slug = pathname.split("/").filter(Boolean)[0] ?? "";
  const words = slug.split("-").filter(Boolean);
  if (words.length === 0) return "Coming soon";
  return words.map((word) => ACRONYMS[word] ?? word.charAt(0).toUpperCase() + word.slice(1)).join(" ");
}
