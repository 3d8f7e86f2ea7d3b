// What surrounds a match: its sentence, whether it is negated ("no guarantee of income") or only
// mentioned ("those 'make $10k a month' courses"), and whether an amount is a price.
import { sentenceAt } from "./normalize";

/** One text being scanned: the original, its folded copy and its sentence starts. */
export interface Doc {
  original: string;
  folded: string;
  starts: readonly number[];
  /** Where an amount can start in `folded` (numbers.ts amountStarts), found on first use. */
  amountStarts?: readonly number[];
}

export interface Match {
  doc: Doc;
  start: number;
  end: number;
  /** The matched folded text and its capture groups. */
  groups: RegExpExecArray;
}

/** How far context reaches either side of a match: a page with no full stops is not one sentence. */
const CONTEXT_REACH = 400;

/** The sentence holding `index`, clipped to CONTEXT_REACH either side (keeps every check linear). */
export function sentenceOf(doc: Doc, index: number): [number, number] {
  const [start, end] = sentenceAt(doc.starts, doc.folded.length, index);
  return [Math.max(start, index - CONTEXT_REACH), Math.min(end, index + CONTEXT_REACH)];
}

export function sentenceText(match: Match): string {
  const [start, end] = sentenceOf(match.doc, match.start);
  return match.doc.folded.slice(start, Math.max(end, match.end));
}

/** The folded text right before a match, cut at the sentence start. */
export function before(match: Match, chars: number): string {
  const [sentenceStart] = sentenceOf(match.doc, match.start);
  return match.doc.folded.slice(Math.max(sentenceStart, match.start - chars), match.start);
}

/** The folded text right after a match, cut at the sentence end. */
export function after(match: Match, chars: number): string {
  const [, sentenceEnd] = sentenceOf(match.doc, match.start);
  return match.doc.folded.slice(match.end, Math.min(Math.max(sentenceEnd, match.end), match.end + chars));
}

/** Negators that negate the whole clause after them ("we don't promise you'll get rich"); French "ne"
 *  only with its "pas" (Romanian "ne" is "us"), Italian "non" not as a prefix ("non-stop"). */
const CLAUSE_NEGATOR =
  /(?<![\w'])(?:not|never|nobody|neither|nor|cannot|can't|won't|don't|doesn't|didn't|isn't|aren't|wasn't|shouldn't|wouldn't|ain't|dont|wont|isnt|no one|no promises?|no guarantees?|if you want|if you're looking for|if you're hoping|if you are hoping|beware of|avoid|stay away from|promises of|(?:falsas )?promessas de|(?:falsas )?promesas de|promesses d[e']|quem procura|quem busca|se voc[eê] (?:procura|busca)|si buscas|quien busca|nicht|niemals|nie|niet|nooit|não|nunca|jamais|jamás|non(?!-)|ne(?=\s(?:[\w'’]+\s){0,3}(?:pas|plus|jamais|rien|aucune?|point)\b))(?![\w'])/g;
/** Determiners that negate only the next few words ("no guarantee of income", "no lambos"). */
const NEAR_NEGATOR =
  /(?<![\w'])(?:no|none|nothing|zero chance|kein|keine|keinen|keinem|keiner|keines|geen|nessun|nessuna|nessuno|ning[úu]n|ninguna|nenhum|nenhuma|aucun|aucune)(?![\w'])/g;
/** "without" negates a short noun phrase only ("without experience"). */
const WITHOUT = /(?<![\w'])without(?![\w'])/g;
/** Negator look-alikes that intensify instead ("not only", "no doubt", "don't miss"). */
const NOT_A_NEGATOR =
  /\b(?:nicht nur|niet alleen|não apenas|não perca|não deixe|não espere|nunca mais|nunca antes|nunca foi tão|jamais plus|non solo|non soltanto|non seulement|non perdere|non aspettare|non lasciarti|non farti|non [eè] mai stato|ne (?:manquez|ratez|laissez|perdez|tardez|attendez) pas|kein wunder|keine sorge|not only|not just|no doubt|no matter|no wonder|no problem|no-brainer|no longer|no more|nothing but|nothing stops you|never been|never before|never worry|never again|don't miss|do not miss|don't wait|don't delay|don't let|don't be the one|can't wait|can't believe|won't believe|don't need|do not need|no need|doesn't have to)\b/g;
/**
 * Portuguese "no" is "in the" ("no primeiro dia", "no meu Pix", "os pedidos no delivery"): before a
 * word only Portuguese uses there, it negates nothing (Spanish "no" still does).
 */
const PORTUGUESE_NO =
  /(?<![\w'])no (?:primeiro|segundo|terceiro|[úu]ltimo|meu|seu|teu|nosso|mesmo|m[êe]s|in[íi]cio|come[çc]o|fim d[oe]|final d[oe]|delivery|pix|bolso|celular|instagram|whatsapp|brasil)(?![a-zà-ÿ])/g;

/** Clause boundaries: punctuation, a spaced dash, and conjunctions that start a new claim. */
const CLAUSE_BREAK = /[,;:]| - |\b(?:but|yet|and now|and then|so now)\b/g;

/** The clause before a match: back to the last boundary within the sentence. */
function clauseBefore(match: Match): { text: string; offset: number } {
  const window = before(match, 60);
  let from = 0;
  CLAUSE_BREAK.lastIndex = 0;
  for (let m = CLAUSE_BREAK.exec(window); m !== null; m = CLAUSE_BREAK.exec(window))
    from = m.index + m[0].length;
  return { text: window.slice(from), offset: match.start - window.length + from };
}

const wordsBetween = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * The offset of the negator that negates the match, or -1. Clause negators (not, never, n't,
 * nobody) reach across the clause; "no" and "nothing" reach four words and "without" two. The clause
 * stops at , ; : spaced dashes and "but", so "no website, no experience" negates nothing.
 */
export function negatorBefore(match: Match): number {
  const clause = clauseBefore(match);
  const masked = clause.text
    .replace(NOT_A_NEGATOR, (m) => " ".repeat(m.length))
    .replace(PORTUGUESE_NO, (m) => " ".repeat(m.length));
  const found = Math.max(
    lastNegator(masked, CLAUSE_NEGATOR, 12),
    lastNegator(masked, NEAR_NEGATOR, 4),
    lastNegator(masked, WITHOUT, 2),
  );
  if (found === -1) return rhetoricalQuestionAt(match);
  return clause.offset + found;
}

/** The offset of the last negator of `pattern` in `masked` with at most `maxWords` words after it, or -1. */
function lastNegator(masked: string, pattern: RegExp, maxWords: number): number {
  let found = -1;
  pattern.lastIndex = 0;
  for (let m = pattern.exec(masked); m !== null; m = pattern.exec(masked)) {
    if (wordsBetween(masked.slice(m.index + m[0].length)) <= maxWords) found = Math.max(found, m.index);
  }
  return found;
}

/** "Can I guarantee your results?", "Will we make you rich?": the seller asking in order to say no;
 *  and a buyer's question an FAQ answers ("Terei resultados garantidos?", "¿Tendré ganancias
 *  garantizadas?", set AC), in the languages the language rules read. */
const FIRST_PERSON_QUESTION =
  /^[^a-z]*(?:so,?\s|and\s|but\s|now,?\s)?(?:can|could|will|would|should|do|does|did|am|may|is it possible (?:for|that))\s(?:i|we)\b|^[^a-zà-ÿ]*(?:e\s|mas\s|y\s|pero\s|et\s|mais\s|und\s|aber\s|ma\s)?(?:eu\s)?(?:terei|vou\s(?:ter|conseguir|ganhar)|posso\s(?:ter|garantir)|tendré|voy a (?:tener|ganar|conseguir)|puedo\s(?:tener|garantizar)|obtendré|aurai-je|vais-je|est-ce que (?:je|j'|nous)|puis-je|werde ich|kann ich|bekomme ich|avrò|otterrò|potrò)(?![a-zà-ÿ])/;

/** The sentence start when the match sits in a first-person question (the sentence ends in "?"), else -1. */
function rhetoricalQuestionAt(match: Match): number {
  const [start, end] = sentenceOf(match.doc, match.start);
  const sentence = match.doc.folded.slice(start, Math.max(end, match.end)).trimEnd();
  if (!sentence.endsWith("?") && !/\?["')\]]*$/.test(sentence)) return -1;
  return FIRST_PERSON_QUESTION.test(sentence) ? start : -1;
}

/**
 * Reported speech: the claim is what someone else says, in a warning or a report ("scammers promise
 * you'll make $5,000 a month", "the ad claimed buyers earn six figures", "be wary of anyone who says").
 */
const REPORTED_FRAME =
  /\b(?:scam(?:mer)?s?|fraudsters?|crooks?|promoters?|con artists?|criminals?|fraudulent|ads?|adverts?|advertisements?|posts?|posters?|messages?|slogans?|schemes?|sellers?|marketers?|gurus?|influencers?|they|these|those|such|anyone|someone|people|companies|programs?|the (?:company|firm|defendants?|operators?))\b[^.!?\n]{0,50}?\b(?:promis|claim|say|said|tell|told|boast|pitch|suggest|advertis|lure|tout|insist|assure|guarantee[ds]? (?:that|you))\w*/;

export function isReportedSpeech(match: Match): boolean {
  const [start] = sentenceOf(match.doc, match.start);
  const lead = match.doc.folded.slice(Math.max(start, match.start - 160), match.start);
  return REPORTED_FRAME.test(lead);
}

const MENTION_NOUN =
  /^["']?\s*(?:courses?|programs?|programmes?|schemes?|promises?|gurus?|ads?|claims?|offers?|pitches|hype|nonsense|type|kind|stuff|crowd)\b/;

/**
 * True when the match sits inside quotation marks that name a kind of pitch rather than make one:
 * 'one of those "make $10k a month" courses', 'Is this a "get rich quick" program?'.
 */
export function isQuotedMention(match: Match): boolean {
  if (isReportedSpeech(match)) return true;
  const [start, end] = sentenceOf(match.doc, match.start);
  const sentence = match.doc.folded.slice(start, Math.max(end, match.end));
  const local = match.start - start;
  const open = sentence.lastIndexOf('"', local);
  if (open === -1) return false;
  const close = sentence.indexOf('"', match.end - start);
  if (close === -1) return false;
  const quotesBefore = (sentence.slice(0, open).match(/"/g) ?? []).length;
  if (quotesBefore % 2 !== 0) return false;
  return (
    MENTION_NOUN.test(sentence.slice(close + 1).trimStart()) ||
    /\b(?:those|so-called|no|not)\s*$/.test(sentence.slice(0, open))
  );
}
