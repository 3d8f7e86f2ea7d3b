// Who sells: the person or company the page names, never the host name. In order: a JSON-LD
// organisation or person attached as seller, provider or brand; the copyright line (a company in
// the footer is the seller even when a person signs the letter); the letter's signature; a JSON-LD
// author; a byline ("by X", "From: X", "Instructor: X"); the meta author. Patterns run on short
// blocks (at most 160 characters) and have no nested quantifiers.

import { type JsonLdNode, nameOf } from "./json-ld";
import { B_BUTTON, B_FOOTER, B_NAV, type Block, plain } from "./page-document";
import {
  hostPhrase,
  isPageKind,
  isPlaceholder,
  isPlatform,
  MY_NAME_IS,
  opensWithPlatform,
  ownHostName,
} from "./title";
import type { SellerFact } from "./types";

const ORG_TYPES = /Organization|Corporation|LocalBusiness|Person|Brand|EducationalOrganization/;
const SELLER_KEYS = new Set(["seller", "provider", "brand", "offeredBy", "organizer", "creator"]);
/** The word for "copyright", in the languages of title.ts's PAGE_NAMES: en, pt, it, fr, nl, es, de, pl, ro,
 *  cs, sk, hu, sv, da, nb, fi, tr, ru, uk, bg, el, id/ms, vi, tl, zh, ja, ko, hi, ar, he. */
const COPYRIGHT = new RegExp(
  [
    // (and its common misspellings, "© 2026 Copywrite", set AP, and "Copyrights 2022", set AX)
    String.raw`©|\(c\)|copyrights?|copywrite(?![a-z])|ⓒ|direitos autorais(?: por)?|diritti d'autore|droits d'auteur|auteursrecht`,
    "derechos de autor|urheberrecht|prawa autorskie|drepturi de autor|autorská práva|autorské práva|szerzői jog",
    "upphovsrätt|ophavsret|opphavsrett|tekijänoikeus|telif hakk[ıI]|авторские права|авторское право|авторське право",
    "авторско право|πνευματικά δικαιώματα|hak cipta|bản quyền|karapatang-ari|版权|版權|著作権|저작권|कॉपीराइट",
    "حقوق النشر|זכויות יוצרים",
  ].join("|"),
  "i",
);
/** "All rights reserved" in each language: boilerplate after (or before) the holder's name, never
 *  part of it. en, pt, es, fr, it, de, nl, pl, ro, cs, sk, hu, sv, da, nb, fi, tr, ru, uk, bg, el,
 *  id/ms, vi, tl, zh, ja, ko, hi, ar, he. */
const RESERVED_SOURCE = [
  "all rights? reserved|rights reserved|todos os direitos reservados|todos los derechos reservados",
  "tous droits réservés|tous les droits sont réservés|tutti i diritti riservati|alle rechte vorbehalten",
  "alle rechten voorbehouden|wszelkie prawa zastrze[żz]one|toate drepturile rezervate|všechna práva vyhrazena",
  "všetky práva vyhradené|minden jog fenntartva|alla rättigheter förbehållna|alle rettigheder forbeholdes",
  // (Turkish "ı" in capitals is "I", which case-insensitive matching does not fold to "ı": [ıI])
  "alle rettigheter reservert|kaikki oikeudet pidätetään|tüm haklar[ıI] sakl[ıI]d[ıI]r|her hakk[ıI] sakl[ıI]d[ıI]r",
  "все права защищены|усі права захищені|всі права захищені|всички права запазени",
  "με επιφύλαξη παντός δικαιώματος|όλα τα δικαιώματα διατηρούνται|hak cipta dilindungi(?: undang-undang)?",
  "semua hak dilindungi|hak cipta terpelihara|bảo lưu mọi quyền|mọi quyền được bảo lưu|lahat ng karapatan ay nakalaan",
  "版权所有|版權所有|保留所有权利|保留所有權利|無断転載を禁じます|無断転載禁止|無断転載|著作権所有",
  "판권 소유|모든 권리 보유|सर्वाधिकार सुरक्षित|جميع الحقوق محفوظة|כל הזכויות שמורות",
].join("|");
const COPYRIGHT_ALL = new RegExp(COPYRIGHT.source, "gi");
const RESERVED_ALL = new RegExp(RESERVED_SOURCE, "gi");
/** Where a line names a copyright: its word or sign, or "All rights reserved" in any language. */
const COPYRIGHT_LINE = new RegExp(`${COPYRIGHT.source}|${RESERVED_SOURCE}`, "i");
/** What "All rights reserved" is replaced with in a copyright line: a separator no name holds. */
const MARK = " ¦ ";
/** A company with its legal form: "Acme Media LLC", "Bryxen, Inc.". */
const COMPANY =
  /((?:\p{Lu}[\p{L}\p{N}&'’.-]{0,25}[ ,]{1,2}){1,5})(LLC|L\.L\.C\.|Inc\.?|INC\.?|Pvt\.? Ltd\.?|Private Limited|Ltd\.?|LTD\.?|Limited(?! (?:[Oo]ffer|OFFER|[Tt]ime|TIME|[Ee]dition|[Ss]pots?|[Ss]eats?|[Aa]ccess|[Dd]eal|[Aa]vailability|[Qq]uantit))|GmbH|GMBH|Ltda\.?|LTDA\.?|Lda\.?|LDA\.?|S\.A\.|SARL|B\.V\.|S\.r\.l\.|Pty Ltd|Corp\.?|CORP\.?)(?![\p{L}])/u;
/** A company or a sole trader whose legal form comes first, as in Russian, Ukrainian and Kazakh
 *  footers: "ИП Петрова Анна Сергеевна. ОГРН ...", "ООО «Ромашка»", "ФОП Коваль" (set V). */
const PREFIXED_COMPANY =
  /(?:^|[\s.,;:])((?:ИП|ООО|ОАО|ПАО|АО|ЗАО|ТОО|ФОП|ТОВ)\s(?:«[^»\n]{2,40}»|"[^"\n]{2,40}"|\p{Lu}[\p{L}’'-]+(?:\s\p{Lu}[\p{L}’'-]+){0,2}))/u;
/** A footer line that opens with a name and then a street address: "Acme Institute 100 Main Street". */
const NAME_THEN_ADDRESS = /^((?:\p{Lu}[\p{L}&'’.-]{0,25} ){2,6})\d{1,5},? \p{Lu}/u;
const STREET =
  /\b(?:street|st\.|avenue|ave\.?|road|rd\.|drive|dr\.?|blvd|boulevard|suite|lane|way|rua|avenida|via|rue|straat|weg|plaza)\b/i;
/** A letter's closing, before its writer's name: en, pt, es, it, fr, nl, de, pl, ro, cs, sk, hu, sv,
 *  da, nb, fi, tr, ru, uk, bg, el, id/ms, vi, tl. */
const CLOSING = new RegExp(
  `^(?:${[
    String.raw`to your (?:[\p{L}]+ ){0,2}(?:success|wealth|freedom|health|profits?|future)`,
    "sincerely|best regards|warm regards|kind regards|regards|cheers|talk soon|see you (?:on the inside|inside|soon|there)",
    "your friend|yours truly|all the best|abraços?|um abraço|cordialmente|atenciosamente|saludos|un abrazo|atentamente",
    "cordiali saluti|a presto|à bientôt|bien à vous|amicalement|met vriendelijke groet|groetjes|tot snel",
    "mit freundlichen grüßen|viele grüße|liebe grüße|herzliche grüße|pozdrawiam|z poważaniem|cu drag|cu stimă",
    "s pozdravem|s pozdravom|üdvözlettel|med vänliga hälsningar|vänliga hälsningar|venlig hilsen|med vennlig hilsen",
    "ystävällisin terveisin|terveisin|saygılarımla|sevgilerle|с уважением|з повагою|с уважение|με εκτίμηση",
    "hormat saya|salam hangat|salam sukses|trân trọng|thân ái|lubos na gumagalang",
  ].join("|")})(?!\\p{L})[,!.]?`,
  "iu",
);
/** "by Ann Lee", "From: Ann Lee" (a short word in lower case: "From Zero To Hero" is a headline):
 *  en, es/pt, it, fr, nl, de, sv/nb, da, id/ms, vi, tl. Not Russian "от", Ukrainian "від", Polish
 *  "przez", Czech "od": a person's name after them is declined ("от Ивана Петрова"), so only a name in
 *  Latin letters, a brand's, is read after them (BYLINE_BRAND_WORD). */
const BYLINE_WORD = /^(?:by|from|instructor|por|di|par|door|講師|von|av|af|oleh|bởi|ni)\s?[:\-–]?\s+/u;
const BYLINE_BRAND_WORD = /^(?:от|від|przez|od)\s+/u;
/** "Autor: Ann Lee", "Eğitmen: Ann Lee", "作者：王小明": a label naming the author or the teacher, in
 *  any case, then a colon. en, pt, es, fr, it, de, nl, pl, ro, cs, sk, hu, sv, da, nb, fi, tr, ru, uk,
 *  bg, el, id/ms, vi, tl, zh, ja, ko, hi, ar, he. */
const BYLINE_LABEL = new RegExp(
  `^(?:${[
    "author|instructor|teacher|trainer|host|presenter|autor|autora|instrutor|instrutora|professor|professora|instructora",
    "auteur|formateur|formatrice|autore|docente|insegnante|dozent|dozentin|trainerin|docent|auteur|prowadzący|prowadząca",
    "autorka|trener|trenerka|lektor|lektorka|formator|autorul|szerző|előadó|oktató|készítette|författare|kursledare",
    "forfatter|underviser|instruktør|kursholder|kirjoittaja|kouluttaja|tekijä|yazar|eğitmen|hazırlayan|sunan",
    "автор|преподаватель|ведущий|ведущая|тренер|спикер|создатель|викладач|ведучий|ведуча|преподавател|лектор",
    "συγγραφέας|εισηγητής|εισηγήτρια|εκπαιδευτής|penulis|pengajar|instruktur|pemateri|pembicara|tác giả|giảng viên",
    "may-akda|tagapagturo|作者|讲师|講師|主讲|主講|主讲人|主講人|导师|導師|著者|監修|저자|강사|지은이",
    "लेखक|प्रशिक्षक|المؤلف|المدرب|المحاضر|מאת|מרצה|מנחה|מדריך",
  ].join("|")})${String.raw`\s?[:：]\s*`}`,
  "iu",
);
/** A name in a script without capitals, after a label and its colon: "王小明", "김민수", "أحمد علي". */
const UNICASE_NAME =
  /^([\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}·・ー]{2,12}|[\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}]{2,20}(?: [\p{Script=Arabic}\p{Script=Hebrew}\p{Script=Devanagari}]{2,20}){0,3})$/u;
/** A name before the word for "by" where it follows the name: Turkish "Ann Lee tarafından", Hungarian
 *  "Ann Lee által", Hindi "अनु ली द्वारा", Korean "김민수 지음", Chinese "由王小明主讲". */
const BYLINE_AFTER =
  /^(\p{Lu}[\p{L}'’.-]{0,30}(?: \p{Lu}[\p{L}'’.-]{0,30}){0,4}) (?:tarafından(?: hazırlanmıştır| sunulmaktadır)?|által)$|^([\p{Script=Devanagari}]{2,20}(?: [\p{Script=Devanagari}]{2,20}){0,3}) द्वारा$|^([\p{Script=Hangul}]{2,10}) (?:지음|제공)$|^由([\p{Script=Han}·]{2,12})(?:提供|主讲|主講|出品)$/u;
/** A name in Latin letters: a brand, not declined after a Slavic "from". */
const LATIN_NAME =
  /^(\p{Lu}[\p{Script=Latin}\d'’.&-]{0,30}(?: \p{Lu}[\p{Script=Latin}\d'’.&-]{0,30}){0,3})$/u;
/** "From The Desk Of: Ann Lee", "Meet Your Host: Ann Lee", "Taught by Ann Lee": phrases that
 *  introduce a person in any case (headings are often in title case), then the name. */
const BYLINE_PHRASE = new RegExp(
  `^(?:${[
    // en
    "created by|presented by|hosted by|taught by|written by|your instructor|your coach",
    "meet your (?:host|coach|instructor|mentor|teacher|trainer)|from the desk of",
    // pt, es, fr, it, de, nl
    "criad[oa] por|apresentad[oa] por|ministrad[oa] por|cread[oa] por|presentad[oa] por|impartid[oa] por",
    "créée? par|présentée? par|animée? par|creat[oa] da|presentat[oa] da|tenut[oa] da",
    "erstellt von|präsentiert von|entwickelt von|gemaakt door|gepresenteerd door",
    // ro, sv, da, nb, id/ms, vi, tl
    "creat de|prezentat de|skapad av|presenteras av|skabt af|præsenteret af|laget av|presentert av",
    "dibuat oleh|disampaikan oleh|dipersembahkan oleh|dibawakan oleh|được tạo bởi|trình bày bởi|ginawa ni|inihahandog ni",
  ].join("|")})${String.raw`\s?[:\-–]?\s+`}`,
  "i",
);
/** The name after a byline's word or phrase, to the end of the line. */
const BYLINE_NAME =
  /^(\p{Lu}[\p{L}'’.-]{0,30}(?: (?:\p{Lu}[\p{L}'’.-]{0,30}|de|da|van|von|del|di|le)){0,4})$/u;
/** "My name is Ann Lee", "Meu nome é Ann Lee": the letter's writer introducing themself (the words:
 *  title.ts's MY_NAME_IS, which the title reads as a person's name, never the product's). */
const SELF_INTRO = new RegExp(String.raw`(?:^|[.!?]\s|,\s|^hi\s|^hello\s)(?:${MY_NAME_IS})\s`, "iu");
const INTRO_NAME =
  /^((?:Coach |Dr\.? )?\p{Lu}[\p{L}'’-]{1,30}(?: \p{Lu}[\p{L}'’-]{1,30}){0,2})(?=[\s,.!;:]|$)/u;
const NAME_SHAPE =
  /^\p{Lu}[\p{L}'’.-]{0,30}(?: (?:\p{Lu}[\p{L}'’.&-]{0,30}|de|da|van|von|del|di|le|and|&)){0,5}$/u;
/** A bank transfer's account holder, by its label ("Ad Soyad: Ann Lee" beside an IBAN, set X). */
const PAYEE_LABEL =
  /^(?:account (?:name|holder)|beneficiary|payee|ad soyad|hesap sahibi|alıcı(?: adı)?|titular(?: da conta| de la cuenta)?|favorecido|benefici[áa]rio|kontoinhaber(?:in)?|empf[äa]nger|titulaire(?: du compte)?|b[ée]n[ée]ficiaire|intestatario|получатель)\s?[:：]\s*/iu;
/** What shows the payee's label is a bank transfer's: an account's number or code nearby. */
const BANK_DETAILS =
  /(?<![\p{L}\d])(?:IBAN|SWIFT|BIC|CBU|CLABE|sort code|routing number|account (?:number|no\.?)|hesap no|n[úu]mero (?:da conta|de cuenta)|ag[êe]ncia|kontonummer|номер сч[её]та|р\/с)(?![\p{L}])/iu;
const GENERIC = new RegExp(
  `${RESERVED_SOURCE}|${/privacy|terms|disclaimer|cookie|policy|contact|todos os direitos|todos los derechos|derechos reservados|direitos reservados|tous droits|droits réservés|tutti i diritti|diritti riservati|alle rechten|alle rechte|rechte vorbehalten|hak cipta|semua hak|版權所有|著作権|¦/.source}`,
  "i",
);
/** A state or its government ("República de Moçambique", "Government of Kenya", "Ministério da
 *  Economia"): a course is not sold by a state, and a sales page naming one in its footer
 *  impersonates it. */
const STATE =
  /^(?:(?:the )?(?:republic|kingdom|government|ministry|state|federal republic) of\b|rep[úu]blica\b|reino de\b|governo\b|gobierno\b|minist[ée]rio\b|ministerio\b|gouvernement\b|r[ée]publique\b|repubblica\b|bundesrepublik\b|republik\b|pemerintah\b|kementerian\b)/iu;

/** A name that ends in a legal form, in any case ("Acme Gmbh", "Acme S.R.L."). */
const LEGAL_FORM =
  /(?:^|[\s,])(?:llc|l\.l\.c\.|inc|pvt\.? ltd|private limited|ltd|limited|gmbh|g\.m\.b\.h|ltda|lda|s\.a|sarl|b\.v|s\.r\.l|srl|pty ltd|corp|plc|sp\. z o\.o|s\.r\.o|kft|zrt|sdn\.? bhd|a\.ş|ltd\.? şti|s\.p\.a|oy|aps|a\/s|ag)\.?$/i;
/** A <title> part that names the kind of page: "Ann | Sales Page". */
const PAGE_KIND =
  /^(?:sales ?page|landing ?page|order ?form|order page|checkout|home|homepage|thank you|upsell|downsell|oto|webinar|registration|pricing|pricing page|offer|special offer|payment|cart|opt-?in|(?:final |video )?presentation|vsl|video sales letter|página de vendas|pagina de ventas|page de vente)$/i;
/** Words that name a kind of product ("Ebook", "Curso", "Masterclass"), as alternatives. */
const PRODUCT_KINDS = [
  /e-?books?|courses?|curso|guides?|guia|training|masterclass|program(?:me)?|webinar|workshop|bootcamp|membership|templates?|toolkit|livro|libro/u
    .source,
  // a course, a training, a mentoring, an e-book in the other languages of title.ts's PAGE_NAMES
  "cursos|treinamento|mentoria|mentoría|entrenamiento|cours|formation|corso|formazione|kurs|kurse|schulung|cursus|opleiding",
  "kursy?|szkolenie|curs|kurz|školení|kurzus|tanfolyam|képzés|utbildning|kurssi|koulutus|eğitim|eğitimi",
  "курс|тренинг|обучение|вебинар|курсът|навчання|вебінар|μάθημα|σεμινάριο|kursus|kelas|pelatihan|khóa học|kurso",
  "课程|課程|培训|培訓|电子书|電子書|講座|セミナー|コース|강의|강좌|전자책|कोर्स|دورة|קורס",
].join("|");
/** One of `alternatives` as a whole word, in any case. */
const wholeWord = (alternatives: string) =>
  new RegExp(`(?:^|[^\\p{L}])(?:${alternatives})(?![\\p{L}])`, "iu");
/** A <title> part holding a kind of product ("| Ebook Digital", "- Premium Trading Course"). */
const KIND_OF_PRODUCT = wholeWord(PRODUCT_KINDS);
/** A copyright's name holding a kind of product, or a name a product is given ("© Zero to Hero
 *  Masterclass", "© AI Marketing Blueprint", "© The Abundance Code"): what is sold, not a trade name. */
const WHAT_IS_SOLD = wholeWord(
  `${PRODUCT_KINDS}|${/blueprint|method|método|méthode|metodo|system|sistema|système|formula|fórmula|code|playbook|challenge|desafio|desafío/u.source}`,
);
const norm = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
/** A copyright that credits material the page quotes or uses by permission (a scripture translation,
 *  a licensed photo): it names that material's owner, not the seller. */
const CREDITED =
  /used (?:with|by) (?:kind )?permission|with permission|quoted from|quotations?|excerpts? from|courtesy of|licensed (?:from|under)|utilizad[oa]s? com autoriza|usad[oa]s? com permiss|citaç(?:ão|ões)|extraíd[oa]s?|utilizzat[oa] con|avec (?:l'|la )?autorisation|mit (?:freundlicher )?genehmigung/i;
/** A credit to whoever built the site ("© 2024 Desenvolvido por lumeweb.com.br"): a name that opens
 *  with it is the builder's. (Beside a name, "© 2026 Acme | Website by Studio X", it is cut off.) */
const BUILT_BY_WORDS = String.raw`desenvolvid[oa] por|developed by|desarrollad[oa] por|d[ée]velopp[ée] par|sviluppato da|entwickelt von|(?:web ?)?site (?:built |designed |made )?by|designed by|web design by|powered by|hosted by`;
const BUILT_BY = new RegExp(`^(?:${BUILT_BY_WORDS})\\s`, "i");
/** A footer's credit for the site's maker ("created by MabWeb", "made with love by Studio Nine"). */
const WEB_CREDIT_WORDS = String.raw`(?:created|made|crafted|built|designed|coded)(?: with (?:love|care|\u2665|\u2764\uFE0F?))? by`;
const WEB_CREDIT = new RegExp(`^${WEB_CREDIT_WORDS}\\s`, "iu");
/** An amount with its sign: a product's name ("The $50 Method"), not a company's. */
const AMOUNT_IN_NAME = /[$€£₹₦]\s?\d|\d\s?[$€£₹₦]/;

/** The name on a copyright line: "© 2024 Acme LLC. All rights reserved." -> "Acme LLC". */
export function copyrightName(raw: string): string | null {
  // "All rights reserved", in any language, ends a name: a separator from here on
  const line = raw.replace(RESERVED_ALL, MARK);
  const m = COPYRIGHT.exec(line);
  const mark = line.indexOf("¦");
  if (m === null && mark < 0) return null;
  const clean = (s: string) =>
    s
      .replace(COPYRIGHT_ALL, " ")
      .replace(/\b(?:19|20)\d{2}\b(?:\s?[-–]\s?(?:19|20)?\d{2,4})?/g, " ")
      .replace(/^[\s@:,.\-–|·]+|[\s@:,.\-–|·]+$/g, "")
      .replace(/^(?:by|por|par|di|door|von|oleh|bởi|thuộc về)\s/i, "")
      .replace(/\s+/g, " ")
      .trim();
  if (m === null) {
    // "Acme Sp. z o.o. Wszelkie prawa zastrzeżone", with no sign: the holder is what stands before the
    // boilerplate, after the line's last separator, when it opens like a name and is short
    const holder = clean(
      line
        .slice(0, mark)
        .split(/\s[|·•–—-]\s|\s?\|\s?/)
        .pop() ?? "",
    );
    const words = holder.split(" ");
    const shaped = NAME_SHAPE.test(holder) || LEGAL_FORM.test(holder) || /^\p{Lo}/u.test(holder);
    if (!shaped || words.length > 6 || /[!?]/.test(holder)) return null;
    return holder.length > 60 || GENERIC.test(holder) || STATE.test(holder) ? null : holder;
  }
  const after = line.slice(m.index + m[0].length);
  // the name runs to the first separator: "|", " - ", "·", ". " (not the dot of a title or of a legal
  // form that goes on: "Dr. Ann Lee", "Acme sp. z o.o."), "All rights..."; a
  // year set apart before it on a line that opens with the sign ("Copyright 2018 • Acme Studio • All
  // Rights Reserved") is skipped
  const pieces = after.split(
    /\s[|·•–—-]\s|\s?[|¦]\s?|(?<!\b(?:sp|spol|dr|mr|mrs|ms|jr|sr|st|prof))\.\s|all rights?|todos os|todos los|tous droits|tutti i|alle rechten|alle rechte|hak cipta|\bseller\b/i,
  );
  let name = clean(pieces[0] ?? "");
  const next = clean(pieces[1] ?? "");
  if (
    /^\s*(?:19|20)\d{2}(?:\s?[-–]\s?(?:19|20)?\d{2,4})?\s*$/.test(pieces[0] ?? "") &&
    !/\p{L}/u.test(line.slice(0, m.index)) &&
    // ...not a disclaimer ("© 2026 · Not affiliated with X") nor what is sold ("© 2025 - E-book X")
    !/affiliated|endorsed|trademark|sponsored/i.test(next) &&
    !WHAT_IS_SOLD.test(next)
  )
    name = next;
  if (!/\p{L}/u.test(name)) {
    // "ACME, INC. - COPYRIGHT @ 2017", "Acme Guild | Copyright © 2019": the name before the word
    const before =
      line
        .slice(0, m.index)
        .split(/\s[|·•¦]\s|\.\s|\s[|·•¦]$/)
        .filter((p) => p.trim() !== "")
        .pop() ?? "";
    // "Acme.com is a trademark of Acme Inc. © 2018": the mark's owner (set AB)
    name = clean(before).replace(/^.*\btrademarks? (?:owned by|of)\s+/i, "");
  }
  if (name.length < 2 || name.length > 60 || name.split(" ").length > 7 || GENERIC.test(name)) return null;
  if (STATE.test(name)) return null;
  if (!/\p{L}/u.test(name)) return null;
  // "Copyright requirements", "©2025 afiliados kiwify": words all in lower case are common nouns or a
  // phrase, not a holder's name (which has a capital, a digit or a script without case)
  if (!/[\p{Lu}\p{Lo}\d]/u.test(name)) return null;
  return name;
}

/** A name that ends in the word for a club, a school, a studio or an agency ("Velocity Elite Club",
 *  "Harbor Light Academy", "Studio Nove Agência"): an organisation's name, never a tagline, so a
 *  <title>'s last part shaped so is the seller even where the page's chrome does not repeat it. */
const ORGANISATION_NAME =
  /^\p{Lu}\S*(?: \S+){0,2} (?:club|academy|academia|accademia|académie|akademie|institute|instituto|istituto|institut|school|escola|escuela|école|schule|society|association|guild|collective|studio|studios|agency|agência|agencia|agenzia|agence|agentur|group|grupo|gruppo|groupe|gruppe|labs|ventures|consulting|consultoria|consultoría|consulenza)$/iu;

/** "© Newsdaily.com" on a host that does not spell it: the address of the site the page copies or
 *  impersonates (an advertorial dressed as a news site), not who sells ("© Be.Trades" on
 *  be.trades.com is the site's own). Not on a host many sellers share, where a page's own domain is
 *  not the host's. */
function otherSite(name: string, host: string): boolean {
  return (
    ownHostName(host) !== "" &&
    /^[\p{L}\p{N}-]+(?:\.[a-z]{2,6}){1,2}$/iu.test(name) &&
    !norm(host).includes(norm(name))
  );
}

/** An affiliate's disclosure: "I am an independent Acme.com Affiliate", "referral payments from". */
const AFFILIATE_DISCLOSURE =
  /\b(?:an?|independent)\s(?:[\w.™®-]+\s){0,3}affiliate\b|referral (?:payments?|fees?|commissions?)/i;

/** A builder's or host's credit opening a sentence ("Site built by Studio X (Host Ltd)"). */
const CREDIT_SENTENCE = new RegExp(`(?:^|[.!?]\\s+)(?:${BUILT_BY_WORDS}|${WEB_CREDIT_WORDS})\\s`, "iu");

/** A sentence that names another company: a trademark, a platform or an endorsement disclaimer. */
const NAMES_OTHERS =
  /trademark|affiliated|endorsed|associated with|sponsored|registered|not (?:in any way )?(?:a )?part of|is the retailer|reseller|merchant of record|ne fait pas partie|n'est (?:en aucun cas |pas )?(?:sponsoris|approuv|affili|associ)|marque d[ée]pos[ée]e|n[ãa]o (?:faz parte|[ée] afiliad|est[áa] associad|[ée] patrocinad)|marca registrada|no (?:forma parte|es parte|est[áa] afiliad|est[áa] patrocinad)|non fa parte|non [èe] (?:affiliat|sponsorizzat)|marchio registrato|nicht (?:teil|verbunden|gesponsert)|kein teil/i;

/**
 * The platforms' own companies, which a disclaimer names between its sentences ("...not a part of the
 * Youtube, Facebook, Taboola websites or Facebook Inc. Youtube, Alphabet Inc. Additionally...", set
 * AW): a name made of nothing else is never the seller of a course ("Amazon Mastery LLC" may be).
 */
const PLATFORM_COMPANY =
  /^(?:(?:alphabet|google|youtube|facebook|meta(?: platforms)?|instagram|tiktok|bytedance|amazon(?:\.com)?|apple|microsoft|twitter|taboola|clickbank|shopify|paypal|stripe)[\s,&]+)+(?:inc|llc|ltd|limited|corp|co)\.?$/i;

/** A company in the footer (or the last 15 blocks): with its legal form, or a name before a street
 *  address. */
function footerCompany(blocks: Block[]): SellerFact | null {
  for (let i = blocks.length - 1; i >= 0; i--) {
    const block = blocks[i]!;
    if (!(block.flags & B_FOOTER) && i < blocks.length - 15) continue;
    const whole = plain(block.text).slice(0, 300);
    // an affiliate's disclosure ("I am an independent Acme.com Affiliate... referral payments") names
    // the vendor's company, not the seller
    if (AFFILIATE_DISCLOSURE.test(whole)) continue;
    // "X is a trademark of Amazon.com, Inc.", "this page is not part of <platform>, Inc.": a sentence
    // that names another company is left out, and the block's other sentences are read one by one
    // ("... FACEBOOK is a trademark of FACEBOOK, Inc. Acme Holdings Ltd, 9 Some Street", set AH);
    // so is a credit to whoever built or hosts the site, alone or after the copyright ("Desenvolvido
    // por Tech Ops (Acme Hosting Ltda)", set AG; "© 2026 Acme. Site built by Studio X (Host Ltd)")
    const sentences =
      NAMES_OTHERS.test(whole) || CREDIT_SENTENCE.test(whole)
        ? whole
            .split(/(?<=[.!?])\s+(?=\p{Lu})/u)
            .filter((sentence) => !NAMES_OTHERS.test(sentence) && !CREDIT_SENTENCE.test(sentence))
        : [whole];
    for (const text of sentences) {
      const company = companyIn(text);
      if (company !== null && !PLATFORM_COMPANY.test(company.name)) return company;
    }
  }
  return null;
}

/** The company a footer's sentence names with its legal form or its address, else null. */
function companyIn(text: string): SellerFact | null {
  const address = NAME_THEN_ADDRESS.exec(text);
  const company = COMPANY.exec(text);
  // "Seats Are Limited", "Seats are VERY Limited": a verb or an adverb before "Limited" makes it
  // a word, not a legal form; "processed via Acme GmbH": the payment processor, not the seller
  const legal =
    company !== null &&
    !/\b(?:is|are|was|were|be|been|being|very|\p{L}+ly)\s*$/iu.test(company[1]!) &&
    !/(?:über|via|through|processed by|processing by|abwicklung|payments? by)\s*$/i.test(
      text.slice(Math.max(0, company.index - 30), company.index),
    );
  const m =
    (legal ? company : null) ??
    PREFIXED_COMPANY.exec(text) ??
    (address && STREET.test(text.slice(address[0].length - 1, 120)) ? address : null);
  if (m === null) return null;
  const name = `${m[1]!.trim().replace(/,$/, "")}${m[2] ? `${m[1]!.endsWith(",") || m[1]!.endsWith(", ") ? ", " : " "}${m[2]}` : ""}`;
  return name.length <= 60 && !GENERIC.test(name)
    ? { name, evidence: text.slice(0, 200), how: "footer" }
    : null;
}

/** "Acme Leads | acmeleads.com" in the footer: a name spelled by the domain written beside it. */
function footerBrand(blocks: Block[]): SellerFact | null {
  for (let i = blocks.length - 1; i >= 0 && i >= blocks.length - 15; i--) {
    const text = plain(blocks[i]!.text);
    if (text.length > 100) continue;
    const parts = text.split(/\s[|·•–—-]\s/).map((p) => p.trim());
    if (parts.length < 2 || parts.length > 4) continue;
    const domains = parts.filter((p) => /^(?:www\.)?[a-z0-9-]{3,40}\.[a-z.]{2,10}$/i.test(p));
    for (const d of domains) {
      const label = norm(d.replace(/^www\./i, "").split(".")[0]!);
      const name = parts.find((p) => p !== d && NAME_SHAPE.test(p) && norm(p) === label);
      if (name !== undefined) return { name, evidence: text.slice(0, 200), how: "footer" };
    }
  }
  return null;
}

/** A founder's, coach's or teacher's title after a person's name ("Ann Lee ✦ Sales Co-Founder"). */
const OWN_ROLE =
  /^(?:[\p{L}&-]+ ){0,2}(?:co-?founder|founder|owner|head coach|coach|mentor|instructor|trainer|teacher|fundador[a]?|cofundador[a]?|fondat(?:eur|rice|ore)|gr[üu]nder(?:in)?|mentora?|treinador[a]?|professor[a]?)(?![\p{L}])/iu;
const PERSON_NAME = /^\p{Lu}[\p{L}'’-]{1,25}(?: \p{Lu}[\p{L}'’-]{1,25}){1,3}$/u;

/**
 * The footer naming a person with their own title, the page's owner (set Z: "Akshay Paliwal ✦ Sales
 * Co-Founder ✦ ..."): only in the footer, where a testimonial's "Jane Roe, Founder of Acme" is not.
 */
function footerPerson(blocks: Block[]): SellerFact | null {
  for (let i = blocks.length - 1; i >= 0 && i >= blocks.length - 15; i--) {
    if (!(blocks[i]!.flags & B_FOOTER)) continue;
    const text = plain(blocks[i]!.text);
    if (text.length > 200) continue;
    const [name, role] = text.split(/\s?[✦|·•–—,]\s?/u).map((p) => p.trim());
    if (name && role && PERSON_NAME.test(name) && OWN_ROLE.test(role) && !isPlaceholder(name))
      return { name, evidence: text.slice(0, 200), how: "footer" };
  }
  return null;
}

/** Where the page names itself: its host, and its logo's alt text. */
interface SiteSigns {
  host: string;
  imageAlts: string[];
}

/** Whether a name from the <title> is the site's own: the host spells it ("Acme Academy" on
 *  acmeacademy.com), og:site_name gives it, or the page's chrome names it (a nav or footer line, a
 *  logo's alt). A <title>'s last part is as often a tagline ("Smart Travel Planning") or the step of
 *  a funnel ("Customize Your Setup") as a name; without one of these it is not read as the seller. */
/** The account holder of bank-transfer details on the page: who the buyer pays. */
function payee(blocks: Block[]): SellerFact | null {
  for (let i = 0; i < blocks.length; i++) {
    const text = plain(blocks[i]!.text);
    const label = PAYEE_LABEL.exec(text);
    if (label === null) continue;
    const name = text
      .slice(label[0].length)
      .split(/\s[|·•,]\s|,\s|\s(?=IBAN|SWIFT|BIC)/u, 1)[0]!
      .trim();
    if (!NAME_SHAPE.test(name) || name.length > 60 || isPlaceholder(name)) continue;
    const near = blocks.slice(Math.max(0, i - 3), i + 4).map((b) => plain(b.text));
    if (near.some((t) => BANK_DETAILS.test(t))) return { name, evidence: text.slice(0, 200), how: "payee" };
  }
  return null;
}

function isSiteName(name: string, blocks: Block[], meta: Map<string, string>, site: SiteSigns): boolean {
  const key = norm(name);
  if (key.length < 3) return false;
  const host = ownHostName(site.host);
  if (host.length >= 4 && key === host) return true;
  const siteName = meta.get("og:site_name");
  if (siteName !== undefined && norm(siteName) === key) return true;
  const low = name.toLowerCase();
  if (site.imageAlts.some((alt) => alt.length <= 200 && alt.toLowerCase().includes(low))) return true;
  return blocks.some(
    (b) => b.flags & (B_NAV | B_FOOTER) && b.text.length <= 400 && plain(b.text).toLowerCase().includes(low),
  );
}

/** Whether the page names `name` itself: the visible text says it, or the host spells it, without
 *  its legal form or its domain's ending ("Acme LLC" as "Acme", "Acme.it" on acme.it). A meta tag's
 *  author that the page never mentions is usually whoever built the page. */
function named(name: string, blocks: Block[], host: string): boolean {
  const core = name
    .replace(LEGAL_FORM, "")
    .replace(/\.[a-z]{2,6}$/i, "")
    .trim();
  if (norm(core).length < 3) return false;
  if (norm(core) === ownHostName(host)) return true;
  const low = core.toLowerCase();
  return blocks.some((b) => plain(b.text).toLowerCase().includes(low));
}

/** The name a short line introduces as its author, teacher or maker, in any of the languages above:
 *  "Criado por Ann Lee", "Autor: Jan Nowak", "作者：王小明", "Ann Lee tarafından", "от Acme". */
function bylineName(text: string): string | null {
  const opener = BYLINE_PHRASE.exec(text) ?? BYLINE_WORD.exec(text);
  const m = opener === null ? null : BYLINE_NAME.exec(text.slice(opener[0].length));
  if (m !== null) return m[1]!;
  const label = BYLINE_LABEL.exec(text);
  if (label !== null) {
    const rest = text.slice(label[0].length);
    const n = BYLINE_NAME.exec(rest) ?? UNICASE_NAME.exec(rest);
    if (n !== null) return n[1]!;
  }
  const brand = BYLINE_BRAND_WORD.exec(text);
  const latin = brand === null ? null : LATIN_NAME.exec(text.slice(brand[0].length));
  if (latin !== null) return latin[1]!;
  const after = BYLINE_AFTER.exec(text);
  return after === null ? null : (after[1] ?? after[2] ?? after[3] ?? after[4] ?? null);
}

/** A name holding a kind of product ("AI Course Success") that a longer title opens with, word for
 *  word: the product's short name, not a seller's. */
const kindOpening = (name: string, title: string) =>
  WHAT_IS_SOLD.test(name) && title.toLowerCase().startsWith(`${name.toLowerCase()} `);
/** The title with a kind of product after it ("© Create Your Own Puzzle Book Course" on "Create Your
 *  Own Puzzle Book", set AR): the product's long name, not a seller's. */
const kindAfterTitle = (name: string, title: string) =>
  name.toLowerCase().startsWith(`${title.toLowerCase()} `) && WHAT_IS_SOLD.test(name.slice(title.length));

export function readSeller(...args: Parameters<typeof pickSeller>): SellerFact | null {
  const seller = pickSeller(...args);
  const host = args[5].host;
  // whatever sign gave it, a template's slot ("Your Company Name", "Nazwa firmy") or a platform the
  // page merely names ("TikTok", "PayPal"), or one of its units ("TikTok Financial"), is not who sells
  return seller === null ||
    isPlaceholder(seller.name) ||
    isPlatform(seller.name, host) ||
    opensWithPlatform(seller.name, host)
    ? null
    : seller;
}

function pickSeller(
  blocks: Block[],
  jsonLd: JsonLdNode[],
  meta: Map<string, string>,
  title: string | null,
  documentTitle: string | null,
  site: SiteSigns,
): SellerFact | null {
  for (const node of jsonLd) {
    if (!SELLER_KEYS.has(node.key) && !(node.key === "" && /Organization/.test(node.types.join(" "))))
      continue;
    if (!ORG_TYPES.test(node.types.join(" ")) && node.key !== "brand") continue;
    const name = nameOf(node.record);
    if (name) return { name, evidence: `JSON-LD ${node.key || node.types[0]}: ${name}`, how: "json-ld" };
  }

  // the last copyright line on the page is the footer's
  let ownName: SellerFact | null = null;
  for (let i = blocks.length - 1; i >= 0; i--) {
    const full = plain(blocks[i]!.text);
    const at = full.search(COPYRIGHT_LINE);
    if (at < 0) continue;
    // "infringe copyright, trademark...": the word as a common noun in terms of use, not a line
    // naming the holder (which has the sign, a year or a capital)
    if (
      full.startsWith("copyright", at) &&
      !/^copyright\s?(?:©|\(c\)|(?:19|20)\d\d)/.test(full.slice(at, at + 20))
    )
      continue;
    const text = full.slice(Math.max(0, at - 80), at + 200);
    if (CREDITED.test(text)) continue;
    const name = copyrightName(text);
    // "© 2020 www.acme.org": the site's address, not who sells (a marketplace's pages all say it)
    if (
      name === null ||
      AMOUNT_IN_NAME.test(name) ||
      /^www\./i.test(name) ||
      otherSite(name, site.host) ||
      // a template's slot, a platform named in passing, a page's name: the next sign may name the seller
      // (the slot after "by" too: "© 2025 OMG Course by YourBrand", set BA)
      isPlaceholder(name) ||
      isPlaceholder(/\s(?:by|por|par|von|di|da)\s(.+)$/i.exec(name)?.[1] ?? "") ||
      isPlatform(name, site.host) ||
      isPageKind(name) ||
      BUILT_BY.test(name)
    )
      continue;
    // "© The Product": the product's own name; who sells it is read from the other signs first.
    // So is a kind of product the title opens with ("© AI Course Success" on "AI Course Success DFY")
    if (
      title !== null &&
      (norm(name) === norm(title) || kindOpening(name, title) || kindAfterTitle(name, title))
    ) {
      // ...unless it is a kind of product or a headline ("© Make Money Taking Pics With Your Phone")
      if (!WHAT_IS_SOLD.test(name) && name.split(" ").length <= 5)
        ownName ??= { name, evidence: text.slice(0, 200), how: "copyright" };
      continue;
    }
    // "© 2025 Brand" over "Brand Tech Pvt Ltd, 12 Some Road": the company with its legal form
    // in the footer is who sells; the copyright names the trade name
    if (!LEGAL_FORM.test(name)) {
      const company = footerCompany(blocks);
      if (company !== null) return company;
    }
    return { name, evidence: text.slice(0, 200), how: "copyright" };
  }

  const company = footerCompany(blocks);
  if (company !== null) return company;
  const brand = footerBrand(blocks);
  if (brand !== null) return brand;
  const person = footerPerson(blocks);
  if (person !== null) return person;

  for (let i = 0; i < blocks.length; i++) {
    const block = blocks[i]!;
    if (block.flags & (B_NAV | B_BUTTON)) continue;
    const text = plain(block.text);
    if (text.length > 160) continue;
    const m = CLOSING.exec(text);
    if (m === null) continue;
    const rest = text.slice(m[0].length).trim();
    const candidate = rest !== "" ? rest : plain(blocks[i + 1]?.text ?? "");
    const name = candidate.split(/[,|]|\s[-–—]\s/)[0]!.trim();
    if (NAME_SHAPE.test(name) && name.length <= 60)
      return {
        name,
        evidence: `${text} ${rest === "" ? candidate : ""}`.trim().slice(0, 200),
        how: "signature",
      };
  }

  for (const node of jsonLd) {
    if (node.key !== "author" && node.key !== "instructor") continue;
    const name = nameOf(node.record);
    if (name) return { name, evidence: `JSON-LD ${node.key}: ${name}`, how: "json-ld" };
  }

  for (const block of blocks) {
    // "Criado por Ann Lee | Para quem...": the byline is the line's first part
    const text = plain(block.text).split(/\s[|·•]\s/, 1)[0]!;
    if (text.length > 60) continue;
    // "created by MabWeb" in the footer's credits: who built the site, not who sells
    if (block.flags & B_FOOTER && WEB_CREDIT.test(text)) continue;
    const name = bylineName(text);
    if (name !== null) return { name, evidence: text, how: "byline" };
  }

  // the first self-introduction on the page: a sales letter's writer ("My name is Ann Lee, and...")
  for (const block of blocks) {
    if (block.text.length > 600) continue;
    const text = plain(block.text);
    const intro = SELF_INTRO.exec(text);
    if (intro === null) continue;
    const m = INTRO_NAME.exec(text.slice(intro.index + intro[0].length, intro.index + intro[0].length + 80));
    if (m !== null)
      return { name: m[1]!, evidence: text.slice(intro.index, intro.index + 200), how: "byline" };
    break;
  }

  const paid = payee(blocks);
  if (paid !== null) return paid;

  const author = meta.get("author")?.trim();
  if (author && NAME_SHAPE.test(author) && author.length <= 60 && named(author, blocks, site.host))
    return { name: author, evidence: `<meta name="author" content="${author}">`, how: "meta" };

  // the site's name after the product's in the <title>: "The Offer | Acme Academy"
  if (documentTitle !== null) {
    const parts = documentTitle.split(/\s[|–—·•-]\s|\s?\|\s?/).map((p) => p.trim());
    const last = parts[parts.length - 1]!;
    if (
      parts.length >= 2 &&
      last.split(" ").length <= 4 &&
      NAME_SHAPE.test(last) &&
      !PAGE_KIND.test(last) &&
      !isPageKind(last) &&
      // "| Ebook Digital", "- Premium Trading Course": what is sold, not who sells it; an address is neither
      !KIND_OF_PRODUCT.test(last) &&
      !/^[\w-]+(?:\.[\w-]+)+$/.test(last) &&
      // "— Édition Élite", "- Version 2": which edition of the product, not who sells it
      !/^(?:édition|edition|edição|edizione|edición|version|versão|versione|versión|vol\.?|volume)(?![\p{L}])/iu.test(
        last,
      ) &&
      // the product's own name, or a part of it ("Acme" in "Acme Trading Course"), is not the seller
      (title === null || !(norm(title).includes(norm(last)) || norm(last).includes(norm(title)))) &&
      (isSiteName(last, blocks, meta, site) || ORGANISATION_NAME.test(last))
    )
      return { name: last, evidence: `<title>${documentTitle.slice(0, 180)}</title>`, how: "title-tag" };
  }
  // no other sign: the product's name the copyright gives is the seller's trade name
  return ownName ?? siteOwner(blocks, meta, title, documentTitle, site);
}

/** The name the page's own words spell its domain with ("Wetradedaily" on wetradedaily.in): on a
 *  domain of its own (not a host many sellers share), whoever owns the site sells from it. Not when
 *  the domain spells the product's name ("AI Marketing Blueprint" on aimarketingblueprint.com), nor
 *  when no product name was read to tell the two apart: a product's own domain says nothing of who
 *  is behind it. The last sign read: any name the page gives its seller comes first. */
function siteOwner(
  blocks: Block[],
  meta: Map<string, string>,
  title: string | null,
  documentTitle: string | null,
  site: SiteSigns,
): SellerFact | null {
  const host = ownHostName(site.host);
  if (host.length < 4) return null;
  const texts = [
    ...(documentTitle === null ? [] : [documentTitle]),
    meta.get("og:site_name") ?? "",
    ...site.imageAlts.filter((alt) => alt.length <= 200),
    ...blocks.map((b) => plain(b.text)).filter((t) => t.length <= 200),
  ];
  const name = hostPhrase(texts, host);
  if (name === null || !NAME_SHAPE.test(name) || isPlaceholder(name)) return null;
  if (title === null || norm(title).includes(norm(name)) || norm(name).includes(norm(title))) return null;
  return { name, evidence: `${name} (the page's own domain, ${site.host})`, how: "site-name" };
}
