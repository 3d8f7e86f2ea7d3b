// Reading the regular expressions the rules are written in, to run them with less work and the same
// matches: whether every match starts with a word character (numbers.ts words() then tests the word
// edge with \b, which the engine checks far faster than a look-behind). Conservative: a source it
// cannot read fully is left as written.

/** The index just past the group or class that opens at `open` ("(" or "["), or -1. */
function closing(source: string, open: number): number {
  let depth = 0;
  for (let i = open; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "\\") i++;
    else if (ch === "[") {
      if (source[open] === "[" && i === open) continue;
      const end = closing(source, i);
      if (end === -1) return -1;
      i = end - 1;
    } else if (ch === "]" && source[open] === "[") return i + 1;
    else if (ch === "(" && source[open] === "(") depth++;
    else if (ch === ")" && source[open] === "(" && --depth === 0) return i + 1;
  }
  return -1;
}

/** The top-level alternatives of a regex source. */
function alternativesOf(source: string): string[] {
  const out: string[] = [];
  let from = 0;
  for (let i = 0; i < source.length; i++) {
    const ch = source[i]!;
    if (ch === "\\") i++;
    else if (ch === "(" || ch === "[") {
      const end = closing(source, i);
      if (end === -1) return [""];
      i = end - 1;
    } else if (ch === "|") {
      out.push(source.slice(from, i));
      from = i + 1;
    }
  }
  out.push(source.slice(from));
  return out;
}

const WORD_CHAR = /^[A-Za-z0-9_]$/;
/** A character class of word characters only: [5-9], [a-z], [Ll], [\d]. */
const WORD_CLASS = /^\[(?:[a-z]-[a-z]|[A-Z]-[A-Z]|[0-9]-[0-9]|[A-Za-z0-9_]|\\d|\\w)+\]$/;

/** A quantifier that lets the element before it match nothing: ?, *, {0}, {0,n}, lazy or not. */
const OPTIONAL = /^(?:\?|\*|\{0(?:,\d*)?\})\??/;

/** Whether every match of one alternative (no top-level |) starts with a word character. */
function alternativeStartsWithWordChar(alternative: string): boolean {
  if (alternative === "") return false;
  // zero-width first (a look-around, \b): the first character read comes after it
  if (alternative.startsWith("\\b")) return alternativeStartsWithWordChar(alternative.slice(2));
  if (/^\(\?(?:<[!=]|[!=])/.test(alternative)) {
    const end = closing(alternative, 0);
    const rest = end === -1 ? "" : alternative.slice(end);
    return !/^[?*+{]/.test(rest) && alternativeStartsWithWordChar(rest);
  }
  let end: number;
  const first = alternative[0]!;
  if (WORD_CHAR.test(first)) end = 1;
  else if (first === "\\") {
    if (alternative[1] !== "d" && alternative[1] !== "w") return false;
    end = 2;
  } else if (first === "[") {
    end = closing(alternative, 0);
    if (end === -1 || !WORD_CLASS.test(alternative.slice(0, end))) return false;
  } else if (alternative.startsWith("(?:")) {
    end = closing(alternative, 0);
    if (end === -1 || !startsWithWordChar(alternative.slice(3, end - 1))) return false;
  } else return false;
  // an optional first element: what follows it may come first, so it must start with one too
  const optional = OPTIONAL.exec(alternative.slice(end));
  return optional === null || alternativeStartsWithWordChar(alternative.slice(end + optional[0].length));
}

/**
 * Whether every match of a regex source starts with a word character ([A-Za-z0-9_], what \b
 * reads): each alternative's first element is one (a letter, a digit, \d, \w, a class of them, or
 * a group whose every alternative starts so), after any look-around, and if that element is optional
 * what follows it starts so too. False whenever unsure.
 */
export function startsWithWordChar(source: string): boolean {
  return alternativesOf(source).every(alternativeStartsWithWordChar);
}
