/** Up to 2 letters for an avatar without a picture: "Ada Lovelace" -> "AL". */
export function initials(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const letters =
    words.length >= 2 ? [words[0]?.[0], words[words.length - 1]?.[0]] : [words[0]?.[0], words[0]?.[1]];
  return letters
    .filter((l) => l !== undefined)
    .join("")
    .toUpperCase();
}
