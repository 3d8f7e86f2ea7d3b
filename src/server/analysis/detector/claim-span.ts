// The phrase a finding shows: the sentence that holds the match, or, when the sentence is long, the
// clause around it, so a reader sees the claim ("Make $10,000 a month from your laptop.") and not a
// fragment ("This is where", "$10,000 a month"). Each side is scanned at most REACH characters from
// the match, so this stays linear in the text whatever it holds.

/** How far a side may reach looking for a sentence end. */
const REACH = 240;
/** A sentence longer than this shows its clause instead. */
const MAX_SENTENCE = 260;
/** How far a clause may reach either side of the match. */
const CLAUSE_REACH = 120;

const isSpace = (ch: string | undefined) => ch !== undefined && /\s/.test(ch);
const CLOSERS = new Set(['"', "'", ")", "]", "\u201d", "\u2019", "»"]);
const CLAUSE_MARKS = new Set([",", ";", ":", "\u2014", "\u2013", "|", "(", ")"]);

function sentenceStart(text: string, start: number): [number, boolean] {
  const stop = Math.max(0, start - REACH);
  for (let i = start - 1; i >= stop; i--) {
    const ch = text[i]!;
    if (ch === "\n") return [i + 1, true];
    if ((ch === "." || ch === "!" || ch === "?") && isSpace(text[i + 1])) return [i + 1, true];
  }
  return [stop, stop === 0];
}

function sentenceEnd(text: string, end: number): [number, boolean] {
  const stop = Math.min(text.length, end + REACH);
  for (let j = end; j < stop; j++) {
    const ch = text[j]!;
    if (ch === "\n") return [j, true];
    if (ch === "." || ch === "!" || ch === "?") {
      let k = j + 1;
      while (k < stop && (text[k] === "." || text[k] === "!" || text[k] === "?" || CLOSERS.has(text[k]!)))
        k++;
      if (k >= text.length || isSpace(text[k])) return [k, true];
    }
  }
  return [stop, stop === text.length];
}

function clauseStart(text: string, from: number, start: number): number {
  const stop = Math.max(from, start - CLAUSE_REACH);
  for (let i = start - 1; i >= stop; i--) if (CLAUSE_MARKS.has(text[i]!)) return i + 1;
  if (stop === from) return from;
  const space = text.indexOf(" ", stop);
  return space === -1 || space >= start ? stop : space + 1;
}

function clauseEnd(text: string, end: number, to: number): number {
  const stop = Math.min(to, end + CLAUSE_REACH);
  for (let j = end; j < stop; j++) if (CLAUSE_MARKS.has(text[j]!)) return j;
  if (stop === to) return to;
  const space = text.lastIndexOf(" ", stop);
  return space <= end ? stop : space;
}

const LEAD = /[\s\-*•·–—>|]/;
const TRAIL = /[\s,;:\-–—|(]/;

/** [start, end) of the claim around text[start, end): its sentence or clause, trimmed. */
export function claimSpan(text: string, start: number, end: number): [number, number] {
  let [from, fromFound] = sentenceStart(text, start);
  let [to, toFound] = sentenceEnd(text, end);
  if (!fromFound || !toFound || to - from > MAX_SENTENCE) {
    from = clauseStart(text, from, start);
    to = clauseEnd(text, end, to);
  }
  while (from < start && LEAD.test(text[from]!)) from++;
  while (to > end && TRAIL.test(text[to - 1]!)) to--;
  // a full stop ends the sentence, it is not part of the claim ("Make $10,000 a month")
  if (to > end && text[to - 1] === "." && text[to - 2] !== ".") to--;
  // never split a surrogate pair
  if (from > 0 && from < start && /[\udc00-\udfff]/.test(text[from]!)) from--;
  if (to < text.length && to > end && /[\udc00-\udfff]/.test(text[to]!)) to++;
  return [Math.min(from, start), Math.max(to, end)];
}
