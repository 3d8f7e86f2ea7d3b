// Whether a text is written in English: the learned layer (../classifier) was trained on English
// texts only, so on a page in another language its score says little (it reacts to the few English
// words, URLs and amounts left in it) and the rules carry the verdict instead. A cheap count over
// the folded text: common English function words against the commonest function words of the other
// languages of the pages we read (Portuguese, Spanish, Italian, French, Dutch, German), plus the
// share of letters outside the Latin script (Japanese, Georgian, Arabic...). Linear, one pass.

/** Words common in English and rare as whole words in the other languages. */
const ENGLISH = new Set(
  "the and to of you your is for that it with this are be can will we our my have what how from or all they do more just by an not get when who was were their it's don't you're i'm".split(
    " ",
  ),
);
/** Common function words of pt, es, it, fr, nl and de that are not English words. */
const OTHER = new Set(
  "de do da dos das ao na nas pelo pela que não nao para com uma um você voce seu sua seus suas em os por mais muito também el los las del con una su más es y lo pero como il di che per della delle degli gli sono è ti ci si anche questo questa le les des pour avec une du est pas vous tu et dans sur qui het een van en niet voor met je jij op zijn wat ook der die das und ist nicht mit für ein eine ich sie wir".split(
    " ",
  ),
);
const WORD = /[a-zà-ÿ'’]+/g;
const LETTER = /\p{L}/gu;
const LATIN = /[a-zà-ɏ]/g;
/** Most English texts: plain ASCII with none of the other languages' commonest words (one test, no allocation). */
const PLAINLY_ENGLISH_NOT =
  /[^\s!-~]|\b(?:de|da|que|para|com|con|el|los|las|che|il|di|gli|het|een|les|des|une|est|und|der|das|ist)\b/i;
/** Read at most this much: a page says which language it is in well before. */
const SAMPLE = 20_000;

/**
 * True when the text reads as English (or has too few words to tell): the other languages' function
 * words do not outnumber the English ones (two at least to count) and most letters are Latin.
 */
export function readsAsEnglish(texts: readonly string[]): boolean {
  if (texts.every((t) => !PLAINLY_ENGLISH_NOT.test(t.length > SAMPLE ? t.slice(0, SAMPLE) : t))) return true;
  let english = 0;
  let other = 0;
  let letters = 0;
  let latin = 0;
  for (const raw of texts) {
    const text = raw.length > SAMPLE ? raw.slice(0, SAMPLE).toLowerCase() : raw.toLowerCase();
    letters += text.match(LETTER)?.length ?? 0;
    latin += text.match(LATIN)?.length ?? 0;
    for (const word of text.match(WORD) ?? []) {
      const w = word.replace(/’/g, "'");
      if (ENGLISH.has(w)) english++;
      else if (OTHER.has(w)) other++;
    }
  }
  if (letters >= 40 && latin < letters / 2) return false;
  return other < 2 || english >= other;
}
