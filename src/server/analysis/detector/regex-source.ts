// Reading the regular expressions the rules are written in, to run them with less work and the same
// matches: whether every match starts with a word character (numbers.ts words() then tests the word
// edge with \b), and which words a match can start with (rule.ts then skips a pattern whose first
// words are not in the text). Conservative: a source it cannot read fully gets no shortcut.

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

/** A run of word characters, as \b and \w read them. */
const WORD_RUN = /[A-Za-z0-9_]+/g;

/** The last few texts' words: the rules and the terms read the same folded fields. */
const recentWords = new Map<string, ReadonlySet<string>>();
const RECENT = 8;

/** The words of a text (maximal runs of [A-Za-z0-9_]). */
export function wordsOf(text: string): ReadonlySet<string> {
  let words = recentWords.get(text);
  if (words === undefined) {
    words = new Set(text.match(WORD_RUN));
    if (recentWords.size >= RECENT) recentWords.delete(recentWords.keys().next().value!);
    recentWords.set(text, words);
  }
  return words;
}

/** A possible start of a match: the word characters read so far, and whether the word has ended. */
interface Start {
  text: string;
  done: boolean;
}

/** More first words than this and a pattern is not worth the look-ups. */
const MAX_STARTS = 400;
/**
 * A class of characters none of which is a word character: [\s-], [\s,.], [^\S\n]. Ranges ("!-~"
 * holds letters) and negated classes other than [^\S\n] are not read.
 */
function isNonWordClass(cls: string): boolean {
  if (cls === "[^\\S\\n]") return true;
  const body = cls.slice(1, -1);
  if (body === "" || body.startsWith("^")) return false;
  for (let i = 0; i < body.length; i++) {
    const c = body[i]!;
    if (c === "\\") {
      if (!/^[sntf.$()?*+|/\-[\]{}^]$/.test(body[i + 1] ?? "")) return false;
      i++;
    } else if (c === "-" && i !== 0 && i !== body.length - 1) return false;
    else if (!/^[\s!-/:-@[\]^`{-~]$/.test(c) || c === "_") return false;
  }
  return true;
}
/** A class of word characters only, each one listed ([cs], [eo], [Ll]): a branch per character. */
const LETTERS_CLASS = /^\[([A-Za-z0-9_]+)\]$/;

/** Applies one alternative (no top-level |) to the starts; null when it cannot be read. */
function readAlternative(source: string, starts: Start[]): Start[] | null {
  let current = starts;
  let i = 0;
  while (i < source.length && current.some((s) => !s.done)) {
    const ch = source[i]!;
    // the element at i: [i, end), what it does to an unfinished start, then its quantifier
    let end = -1;
    let step: ((open: Start[]) => Start[] | null) | null;
    if (source.startsWith("\\b", i)) {
      end = i + 2;
      step = (open) => open.map((s) => (s.text === "" ? s : { text: s.text, done: true }));
    } else if (source.startsWith("(?![\\w])", i)) {
      end = i + 8;
      step = (open) =>
        open.some((s) => s.text === "") ? null : open.map((s) => ({ text: s.text, done: true }));
    } else if (/^\(\?(?:<[!=]|[!=])/.test(source.slice(i, i + 4))) {
      // another look-around reads nothing: the starts go on as they are (a superset stays a superset)
      end = closing(source, i);
      step = (open) => open;
    } else if (ch === "(") {
      end = closing(source, i);
      if (end === -1) return null;
      const inner = source.slice(source.startsWith("(?:", i) ? i + 3 : i + 1, end - 1);
      step = (open) => readSource(inner, open);
    } else if (ch === "[") {
      end = closing(source, i);
      if (end === -1) return null;
      const cls = source.slice(i, end);
      const letters = LETTERS_CLASS.exec(cls);
      if (letters)
        step = (open) =>
          [...letters[1]!].flatMap((c) => open.map((s) => ({ text: s.text + c, done: false })));
      else if (isNonWordClass(cls)) step = endWord;
      else step = null;
    } else if (ch === "\\") {
      const next = source[i + 1];
      end = i + 2;
      if (next === "s" || next === "n" || next === "t") step = endWord;
      else if (next !== undefined && /[.$()?*+|/\-[\]{}'"%#&,:;!<>=@~`^]/.test(next)) step = endWord;
      else step = null;
    } else if (/[A-Za-z0-9_]/.test(ch)) {
      end = i + 1;
      step = (open) => open.map((s) => ({ text: s.text + ch, done: false }));
    } else if (/[\s'"%#&,:;!<>=@~`/-]/.test(ch)) {
      end = i + 1;
      step = endWord;
    } else step = null;
    if (step === null || end === -1) return null;
    const quantifier = /^(?:\?|\*|\+|\{(\d+)(?:,\d*)?\})?\??/.exec(source.slice(end))!;
    const q = quantifier[0];
    const open = current.filter((s) => !s.done);
    const done = current.filter((s) => s.done);
    let next: Start[] | null;
    if (q === "" || (q.startsWith("{1") && /^\{1\}\??$/.test(q))) next = step(open);
    else if (q.startsWith("?") || q.startsWith("*") || /^\{0/.test(q)) {
      // optional: without it, or once (for *, once ends the reading only if it ends the word)
      const once = step(open);
      if (once === null) return null;
      if (q.startsWith("*") && once.some((s) => !s.done)) return null;
      next = [...open, ...once];
    } else if (q.startsWith("+") || q.startsWith("{")) {
      // once or more: fine only for what ends the word at its first repeat
      const once = step(open);
      if (once === null || once.some((s) => !s.done)) return null;
      next = once;
    } else return null;
    if (next === null) return null;
    current = dedupe([...done, ...next]);
    if (current.length > MAX_STARTS) return null;
    i = end + q.length;
  }
  return current;
}

/** A character that is not a word character was read: an unfinished start's word ends (none may be empty). */
function endWord(open: Start[]): Start[] | null {
  return open.some((s) => s.text === "") ? null : open.map((s) => ({ text: s.text, done: true }));
}

function dedupe(starts: Start[]): Start[] {
  const seen = new Map<string, Start>();
  for (const s of starts) seen.set(`${s.done ? 1 : 0}${s.text}`, s);
  return [...seen.values()];
}

function readSource(source: string, starts: Start[]): Start[] | null {
  const out: Start[] = [];
  for (const alternative of alternativesOf(source)) {
    const read = readAlternative(alternative, starts);
    if (read === null) return null;
    out.push(...read);
  }
  return dedupe(out);
}

/** The first words of `pattern` (see firstWordsOf), read from its source. */
function readFirstWords(pattern: RegExp): readonly string[] | null {
  const { source } = pattern;
  if (pattern.flags.includes("i")) return null;
  // every alternative: \b, then a word character (so a match starts where a word of the text starts)
  const wordStart = (alternative: string) =>
    alternative.startsWith("\\b") && startsWithWordChar(alternative.slice(2));
  if (!alternativesOf(source).every(wordStart)) return null;
  const read = readSource(source, [{ text: "", done: false }]);
  if (read === null || read.some((s) => !s.done || s.text === "")) return null;
  return [...new Set(read.map((s) => s.text))];
}

const firstWordsCache = new WeakMap<RegExp, readonly string[] | null>();
const firstWordSets = new WeakMap<RegExp, ReadonlySet<string> | null>();

/**
 * False when no match of `pattern` can start in a text with these words (none of its first words
 * is among them); true when one may, or when the pattern has no list. Looks up the smaller side.
 */
export function mayMatch(pattern: RegExp, words: ReadonlySet<string>): boolean {
  let first = firstWordSets.get(pattern);
  if (first === undefined) {
    const list = firstWordsOf(pattern);
    first = list === null ? null : new Set(list);
    firstWordSets.set(pattern, first);
  }
  if (first === null) return true;
  if (words.size < first.size) {
    for (const word of words) if (first.has(word)) return true;
  } else {
    for (const word of first) if (words.has(word)) return true;
  }
  return false;
}

/**
 * The words a match of `pattern` can start with, when they can be read from its source (read once
 * per pattern): every alternative starts with \b and a word character, so a match starts where a
 * word of the text starts, and the letters up to where the pattern reads a non-word character (or
 * asserts the word ends) are that whole word. A text none of whose words is listed has no match, and
 * the pattern need not run. Null: no such list (digits, \w+, [a-z]+ at the start...).
 */
export function firstWordsOf(pattern: RegExp): readonly string[] | null {
  let words = firstWordsCache.get(pattern);
  if (words === undefined) {
    words = readFirstWords(pattern);
    firstWordsCache.set(pattern, words);
  }
  return words;
}
