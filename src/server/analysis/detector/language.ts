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
/**
 * Common function words of the other languages written in the Latin script that are not English
 * words (ENGLISH is read first, so a word in both counts as English): pt, es, it, fr, nl, de; then
 * pl, ro, cs/sk, hu, sv/da/nb, fi, tr, id/ms, vi, tl.
 */
const OTHER = new Set(
  [
    "de do da dos das ao na nas pelo pela que não nao para com uma um você voce seu sua seus suas em os por mais muito também el los las del con una su más es y lo pero como il di che per della delle degli gli sono è ti ci si anche questo questa le les des pour avec une du est pas vous tu et dans sur qui het een van en niet voor met je jij op zijn wat ook der die das und ist nicht mit für ein eine ich sie wir",
    // pl, ro, cs/sk, hu
    "się jest nie że jak ale czy dla przez tylko już lub oraz są być może jego jej jako też bardzo și să este sunt pentru din care acest această sau foarte jako pro jsou nebo jen také který která které bude sa som aby alebo ktorý és az hogy nem egy van meg csak már mint vagy ez azt ha",
    // sv/da/nb, fi, tr
    "och att det som är för på inte ett av har jag ikke og af jeg fra ved eller også meget mye kun med ja ei että kun mutta tai myös sinun olet voit jos niin kuin tämä ve bir bu için ile çok daha gibi olan olarak veya siz sen değil",
    // id/ms, vi, tl
    "dan yang untuk dengan ini itu dari tidak akan ke anda kamu bisa juga pada atau saya kami boleh và của là có không cho với những được một các này bạn để trong ang ng mga sa ay ko ka niya namin hindi kung ito ako sila natin",
  ]
    .join(" ")
    .split(" "),
);
const WORD = /[\p{L}\p{M}'’]+/gu;
const LETTER = /\p{L}/gu;
const LATIN = /[a-zà-ɏ\u1e00-\u1eff]/g;
/** Most English texts: plain ASCII with none of the other languages' commonest words (one test, no allocation). */
const PLAINLY_ENGLISH_NOT =
  /[^\s!-~]|\b(?:de|da|que|para|com|con|el|los|las|che|il|di|gli|het|een|les|des|une|est|und|der|das|ist|jest|nie|este|pentru|hogy|och|att|og|ikke|bir|yang|dan|untuk|dengan|ang|mga|hindi)\b/i;

/**
 * Common words, and the first words of rules-languages-more.ts' phrases, of the languages that can
 * be written in plain ASCII (de, pl, ro, cs/sk, hu, sv/da/nb, fi, tr, id/ms, tl): a short claim in
 * them may carry no other sign of its language ("Hurtige penge til alle").
 */
const MAYBE_OTHER_ASCII = [
  "einkommen|gewinne?|angebot|verdien(?:en|e|st)|reich|garantiert\\w*|vorkenntnisse",
  "jest|nie|tylko|zarab\\w*|zarob\\w*|miejsc\\w*|szansa|este|pentru|doar|bani|locuri|castiga|garantat|venit",
  "jsou|nebo|jen|pouze|len|dnes|zisk|hogy|csak|havi|naponta|havonta|hely",
  "och|att|og|ikke|kun|bara|pengar|penge|penger|tjene?|inkomst|indkomst|inntekt|erfarenhet|erfaring",
  "platser|pladser|plasser|sjanse|chansen|ekonomisk|frihet|garantert|garanteret|garanterad|passiv",
  "rahaa|tienaa\\w*|ansaitse|tuloa|tuotto|taattu|kokemusta|paikkaa|tarjous|viimeinen|taloudellinen|passiivi\\w*",
  "bir|sadece|kazan\\w*|gelir|pasif|kontenjan|garantili",
  "yang|dan|untuk|dengan|anda|kamu|tidak|uang|duit|wang|kaya|cepat|mudah|hasilkan|menghasilkan|penghasilan|pendapatan",
  "keuntungan|untung|cuan|raih|pengalaman|tanpa|tinggal|hanya|sisa|sahaja|berakhir|terakhir|kesempatan|peluang",
  "kebebasan|finansial|kewangan|keuangan|juta|ribu|bulan|sehari|sebulan|pasti|dijamin",
  "ang|mga|hindi|pera|kumita|yumaman|karanasan|walang|lang|huling|pagkakataon|habang|garantisadong|siguradong|kada|bawat",
].join("|");

/**
 * A text that may be in another language: the other languages' rules (rules-languages.ts) run only
 * then, for speed. Letters outside ASCII that English pages do not use once folded (accented Latin,
 * Greek, Cyrillic, Hebrew, Arabic, Devanagari, Bengali, Vietnamese, kana, CJK, Hangul), or a common word of a
 * language written in plain ASCII.
 */
const MAYBE_OTHER_LANGUAGE = new RegExp(
  String.raw`[à-ɏ\u0370-\u03ff\u0400-\u04ff\u0590-\u06ff\u0900-\u09ff\u1e00-\u1eff\u3040-\u30ff\u3400-\u9fff\uac00-\ud7af]|\b(?:het|een|les|des|une|della|delle|dei|degli|gli|il|che|sono|tue|tuoi|tuo|nel|nella|alla|sul|sulla|del|con|los|las|que|para|hasta|tus|sus|seus|suas|com|você|vous|tu|dinheiro|renda|lucro|geld|soldi|dinero|vagas|kans|oferta|offre|offerta|questa|questo|esta|und|nicht|ist|pour|por|${MAYBE_OTHER_ASCII})\b`,
);

/** Whether the other languages' rules should run on a folded text. */
export const mayBeOtherLanguage = (folded: string): boolean => MAYBE_OTHER_LANGUAGE.test(folded);
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
