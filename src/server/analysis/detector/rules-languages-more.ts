// The same money-making claim families as rules-languages.ts, concept by concept, in the languages
// of the fixed list that file does not cover (German completed; Polish, Romanian, Czech, Slovak,
// Hungarian, Swedish, Danish, Norwegian, Finnish, Turkish, Russian, Ukrainian, Bulgarian, Greek,
// Indonesian/Malay, Vietnamese, Tagalog, Chinese, Japanese, Korean, Hindi, Bengali, Arabic, Hebrew). Written
// before any page in these languages was read, from common vocabulary: the commonest way each says
// "earn X per day", "easy money", "passive income", "without experience", "financial freedom",
// "guaranteed profit", "only N places left", "the offer ends today". They run only on text that
// may be in another language (language.ts' mayBeOtherLanguage).
//
// Precision: an amount by the period counts only beside an earning word ("29 zł/mies." alone is a
// price); a guarantee counts only of a profit or an income (not of access or a refund). Scripts
// without ASCII word characters (Cyrillic, Greek, Hebrew, Arabic, Devanagari, Bengali, CJK, Hangul) are
// matched without word edges: the phrases are long enough to stand alone and their endings inflect.

import type { Match } from "./context";
import { phrases, words } from "./numbers";
import { startsWithWordChar } from "./regex-source";
import type { RedFlagRule } from "./rule";

/** The script an alternative starts in: one pattern per script lets the engine skip ahead to it. */
const SCRIPTS: ReadonlyArray<[string, RegExp]> = [
  ["ascii-led", /[a-z]/],
  ["latin", /[\u00c0-\u024f\u1e00-\u1eff]/],
  ["greek", /[\u0370-\u03ff]/],
  ["cyrillic", /[\u0400-\u04ff]/],
  ["hebrew-arabic", /[\u0590-\u06ff]/],
  ["devanagari", /[\u0900-\u097f]/],
  ["bengali", /[\u0980-\u09ff]/],
  ["cjk", /[\u3040-\u30ff\u3400-\u9fff]/],
  ["hangul", /[\uac00-\ud7af]/],
];
const FIRST_ELEMENT = /\\.|[^()?:[\]|]/g;

function scriptOf(source: string): string {
  FIRST_ELEMENT.lastIndex = 0;
  const first = FIRST_ELEMENT.exec(source)?.[0] ?? "";
  return SCRIPTS.find(([, range]) => range.test(first))?.[0] ?? "other";
}

/**
 * Patterns for phrases, one per script their alternatives start in: those starting with an ASCII
 * letter keep words()' word edges (\b, which the engine skips ahead to); the others (a Polish "ł",
 * Cyrillic, CJK...) are phrases() without edges, the phrases long enough to stand alone, so the
 * engine can skip ahead to their first letters too.
 */
function byScript(...alternatives: string[]): RegExp[] {
  const groups = new Map<string, string[]>();
  for (const alternative of alternatives) {
    const script = startsWithWordChar(alternative) ? "ascii" : scriptOf(alternative);
    groups.set(script, [...(groups.get(script) ?? []), alternative]);
  }
  return [...groups].map(([script, list]) => (script === "ascii" ? words(...list) : phrases(...list)));
}

/** Turkish i and ı: lower-casing "I" gives "i" and a capital "İ" is kept as it is. */
const tr = (source: string) => source.replace(/[ıi]/g, (ch) => (ch === "ı" ? "[ıi]" : "[iİı]"));

/** Profit or income, the nouns the Indonesian and Turkish claims below are made of (pass TR_GAIN
 *  through tr()). */
const ID_GAIN = "(?:keuntungan|untung|profit|penghasilan|pendapatan|cuan)";
const TR_GAIN = "(?:kazan[cç]|kâr|kar|gelir|getiri)";

const GREEK_ACCENTS: Record<string, string> = {
  ά: "[άα]",
  έ: "[έε]",
  ή: "[ήη]",
  ί: "[ίιϊ]",
  ό: "[όο]",
  ύ: "[ύυϋ]",
  ώ: "[ώω]",
  ς: "[ςσ]",
};
/** Greek with or without its accents (capitals are written without them) and either final sigma. */
const el = (source: string) => source.replace(/[άέήίόύώς]/g, (ch) => GREEK_ACCENTS[ch]!);

/** The rest of an inflected word: Polish "zarabiaj", Finnish "tienaat", Russian "зарабатывайте". */
const REST = String.raw`[^\s\d.,!?/:;]{0,10}`;
/** An amount: digits grouped by spaces, dots or commas ("10 000", "10.000", "1,5"), Arabic-Indic too. */
const DIGITS = String.raw`[\d٠-٩][\d٠-٩ .,]{0,12}(?:[-–]\s?[$€£₺]?\s?[\d٠-٩][\d٠-٩ .,]{0,12})?`;
/** Bengali "য়" as one code point or as "য" and its nukta (pages write both), and Bengali digits. */
const BN_YA = "(?:\u09df|\u09af\u09bc)";
const BN_DIGITS = String.raw`[\d০-৯][\d০-৯ .,]{0,12}`;
/** Bengali words for income or earning: আয়, ইনকাম, উপার্জন, রোজগার, লাভ, মুনাফা. */
const BN_EARNING = `আ${BN_YA}|ইনকাম|উপার্জন|রোজগার|লাভ|মুনাফা`;
/** Bengali periods: per hour, daily, per day, per month, monthly, weekly. */
const BN_PERIOD = `(?:প্রতি )?ঘণ্টা${BN_YA}|প্রতিদিন|দৈনিক|দিনে|(?:প্রতি )?মাসে|মাসিক|সাপ্তাহিক|সপ্তাহে`;

/**
 * An earning word, then within the sentence an amount, then a period ("zarabiaj 300 zł dziennie",
 * "зарабатывайте от 3000 рублей в день"); with `periodFirst`, also the period before the amount
 * and the earning word after it ("günde 500 TL kazan", "हर महीने ₹50,000 कमाएं").
 */
function perPeriod(verbs: string, periods: string, periodFirst = false): string[] {
  const earningFirst = String.raw`(?:${verbs})(?=[\s:,])[^.!?\n\d]{0,40}${DIGITS}[^!?\n\d]{0,16}(?:${periods})`;
  if (!periodFirst) return [earningFirst];
  return [earningFirst, String.raw`(?:${periods})[^.!?\n\d]{0,12}${DIGITS}[^!?\n\d]{0,24}(?:${verbs})`];
}

/**
 * A negator of these languages shortly before the claim ("это не гарантированный доход", "tidak ada
 * keuntungan pasti"), or a Chinese negator or opening quote right before it ("这不是“稳赚脚本”"): the
 * shared negation test (context.ts) reads the languages of rules-languages.ts only.
 */
const NEGATED_BEFORE =
  /(?:^|[^\p{L}\p{M}])(?:не|nie|ne|nem|inte|ingen|ikke|ei|tidak|bukan|jangan|không|hindi|δεν|όχι|नहीं|لا|ليس|ليست|לא|אין)(?![\p{L}\p{M}])[^.!?\n]{0,20}$|(?:不是|并非|並非|绝非|絕非|不|没有|沒有|非|无|無)["「『]?$/u;
const notNegated = (m: Match) => !NEGATED_BEFORE.test(m.doc.folded.slice(Math.max(0, m.start - 24), m.start));

export const MORE_LANGUAGE_RULES: readonly RedFlagRule[] = [
  {
    // An amount earned by the day, week or month.
    category: "earnings-claim",
    severity: "high",
    accept: notNegated,
    patterns: [
      ...byScript(
        // de
        ...perPeriod(
          `verdien${REST}|einnahmen|einkommen`,
          "pro (?:tag|monat|woche)|am tag|im monat|t[äa]glich|monatlich|/(?:tag|monat)",
        ),
        // pl
        ...perPeriod(
          `zar[aoó]b${REST}`,
          "dziennie|miesi[ęe]cznie|tygodniowo|na (?:dzie[ńn]|miesi[ąa]c|tydzie[ńn])|w (?:miesi[ąa]c|tydzie[ńn])|ka[żz]dego (?:dnia|miesi[ąa]ca)|/(?:dzie[ńn]|mies|m-c)",
        ),
        // ro
        ...perPeriod(
          `c[âa][șşs]tig${REST}`,
          "pe (?:zi|lun[ăa]|s[ăa]pt[ăa]m[âa]n[ăa])|zilnic|lunar|/(?:zi|lun[ăa])",
        ),
        // cs, sk
        ...perPeriod(
          `vyd[ěe]l${REST}|zar[áa]b${REST}|zarob${REST}`,
          "(?:za|na) (?:den|m[ěe]s[íi]c|mesiac|t[ýy]den|t[ýy]ž?de[ňn])|denn[ěe]|m[ěe]s[íi][čc]n[ěe]|mesa[čc]ne|/(?:den|m[ěe]s)",
        ),
        // hu
        ...perPeriod(
          `keres${REST}|j[öo]vedelm${REST}|bev[ée]tel${REST}`,
          "naponta|havonta|hetente|havi|napi|heti|/(?:h[óo]|nap)",
          true,
        ),
        // sv, da, nb
        ...perPeriod(
          "tj[äa]n(?:a|ar|ade|at)|tjen(?:e|er|te|t)?",
          "(?:per|om|i|pr\\.?|hver|varje) (?:dag|dagen|m[åa]nad|m[åa]naden|m[åa]ned|m[åa]neden|vecka|veckan|uge|ugen|uke|uken|md|mnd)|dagligen|daglig|m[åa]natligen|m[åa]nedlig|/(?:dag|m[åa]n|md|mnd)",
        ),
        // fi
        ...perPeriod(`tien${REST}|ansai${REST}`, "p[äa]iv[äa]ss[äa]|kuukaudessa|kuussa|viikossa|/(?:pv|kk)"),
        // tr
        ...perPeriod(
          tr(`kazan${REST}`),
          tr("günde|ayda|haftada|aylık|günlük|haftalık|her (?:gün|ay|hafta)|/(?:gün|ay)"),
          true,
        ),
        // id, ms
        ...perPeriod(
          "hasilkan|menghasilkan|raih|meraih|raup|meraup|cuan|untung|keuntungan|penghasilan|pendapatan",
          "per (?:hari|bulan|minggu)|per(?:hari|bulan|minggu)|sehari|sebulan|seminggu|(?:tiap|setiap) (?:hari|bulan|minggu)|/(?:hari|bulan|bln)",
        ),
        // vi
        ...perPeriod("kiếm|thu nhập|lợi nhuận", "(?:mỗi|một|1) (?:ngày|tháng|tuần)|/\\s?(?:ngày|tháng|tuần)"),
        // tl
        ...perPeriod(
          "kumita|kumikita|kikita|kitain",
          "(?:kada|bawat) (?:araw|buwan|linggo)|(?:sa )?isang (?:araw|buwan|linggo)|araw araw|/(?:araw|buwan)",
        ),
      ),
      ...byScript(
        // ru
        ...perPeriod(
          `зараб${REST}|заработ${REST}|доход${REST}|прибыл${REST}`,
          "в (?:день|сутки|месяц|неделю)|за (?:день|сутки|месяц|неделю)|ежедневно|ежемесячно|/(?:день|мес)",
        ),
        // roubles received by the day, or daily from thousands of roubles (set V, in-sample): "получать
        // от 100 000 ₽ в день", "ежедневно от 100.000 рублей"
        String.raw`получ${REST}[^.!?\n\d]{0,40}${DIGITS}\s?(?:₽|руб${REST}|тыс${REST}|млн)[^!?\n\d]{0,16}(?:в (?:день|сутки|месяц|неделю)|ежедневно|ежемесячно)`,
        String.raw`(?:ежедневно|каждый день) (?:от |по |до )?\d{1,3}(?:[ .]\d{3})+\s?(?:₽|руб)`,
        // uk
        ...perPeriod(
          `зароб${REST}|заробл${REST}|дохід|доходу|прибут${REST}`,
          "(?:в|на|за) (?:день|місяць|тиждень)|щодня|щомісяця|/(?:день|міс)",
        ),
        // bg
        ...perPeriod(
          `печел${REST}|печал${REST}|изкарв${REST}|изкара${REST}|доход${REST}`,
          "(?:на|за) (?:ден|месец|седмица)|дневно|месечно|седмично|/(?:ден|мес)",
        ),
        // el
        ...perPeriod(
          el(`κερδ${REST}|κέρδ${REST}|βγάλ${REST}|βγάζ${REST}`),
          el("(?:την|τη|το|τον|ανά|κάθε) (?:ημέρα|μέρα|μήνα|εβδομάδα)|ημερησίως|μηνιαίως|/(?:ημέρα|μήνα)"),
        ),
        // hi
        ...perPeriod(
          `कमा${REST}`,
          "(?:प्रति|हर) (?:दिन|महीने|महीना|माह|हफ्ते)|रोज़ाना|रोजाना|रोज़|रोज|महीने (?:के|में)|/(?:दिन|माह|महीना)",
          true,
        ),
        // ar
        ...perPeriod(
          "اربح|إربح|تربح|يربح|ربح|أرباح|ارباح|تكسب|اكسب|إكسب",
          "يوميا|يومياً|شهريا|شهرياً|أسبوعيا|في اليوم|في الشهر|في الأسبوع|كل يوم|كل شهر|/(?:يوم|شهر)",
          true,
        ),
        // he
        ...perPeriod(
          "להרוויח|תרוויח|מרוויח|מרוויחים|הרווחתי|הכנסה של|הכנסות של",
          "ביום|בחודש|בשבוע|לחודש|ליום|לשבוע|כל חודש|כל יום",
        ),
        // zh (simplified and traditional)
        "(?:日赚|日賺|日入|月赚|月賺|月入|周赚|週賺|每天赚|每天賺|每日赚|每日賺|每月赚|每月賺|一天赚|一天賺|一个月赚|一個月賺|月收入|日收入)(?:了|到|过|過|超过|超過|高达|高達)?\\s?[¥￥$]?\\s?\\d[\\d,.]{0,10}\\s?(?:万|萬|千|元|块|塊|美元|美金)",
        // ja
        "(?:月収|日収)\\d[\\d,.]{0,10}(?:万|億)",
        "(?:月|1日|一日|毎月|毎日|1ヶ月|一ヶ月)(?:に|で)?\\d[\\d,.]{0,10}(?:万円|万|円)(?:以上)?を?(?:稼|の収入|の利益)",
        "(?:[0-9]{1,3}(?:日|週間|ヶ月|か月|カ月))で\\d[\\d,.]{0,10}(?:万円|万|円)(?:以上)?を?(?:稼|の収入|の利益)",
        "時給\\d[\\d,.]{0,6}円(?:以上)?(?:も可能|も夢じゃない|超え|可能)",
        // bn: "ঘণ্টায় আয়: ৳4.17", "প্রতিদিন ৫০০ টাকা আয় করুন"
        `(?:${BN_PERIOD})\\s?(?:${BN_EARNING})[\\s:]{0,3}(?:৳|টাকা)?\\s?${BN_DIGITS}`,
        `(?:${BN_PERIOD})\\s?(?:৳\\s?)?${BN_DIGITS}\\s?(?:টাকা|৳)?\\s?(?:${BN_EARNING}) কর`,
        // ko
        "(?:월|하루|매달|매일|한\\s?달에?|하루에)\\s?\\d[\\d,.]{0,10}\\s?(?:만\\s?원|원|억)(?:\\s?이상)?(?:을|를|씩)?\\s?(?:벌|수익|순수익)",
        "(?:월수익|월 수익|일수익|순수익)\\s?\\d[\\d,.]{0,10}\\s?(?:만\\s?원|억)",
      ),
    ],
  },
  {
    // Money made online or from home, financial freedom, becoming rich: figure-free income promises.
    category: "earnings-claim",
    severity: "medium",
    accept: notNegated,
    patterns: [
      ...byScript(
        // de
        "geld (?:online|von zu hause|im internet|von daheim) verdienen",
        "(?:online|von zu hause|im internet) geld verdienen",
        "finanzielle (?:freiheit|unabh[äa]ngigkeit)",
        "(?:schnell |endlich )?reich (?:zu )?werden",
        // pl
        "zarabiaj (?:pieni[ąa]dze )?(?:w internecie|online|z domu|przez internet)",
        "zarabianie (?:w internecie|przez internet|z domu)",
        // also as Polish is often typed without its accents ("zarabiac bez wychodzenia z domu")
        "zarabia[cć] (?:pieni[ąa]dze )?(?:bez wychodzenia z domu|w internecie|online|z domu|przez internet)",
        "(?:stabiln|staly|stały|pasywn)\\S{0,3} doch[óo]d\\S{0,3}(?: [a-ząćęłńóśźż]+){0,4} (?:przy minimum pracy|bez wychodzenia z domu)|przy minimum pracy",
        "(?:wolno[śs][ćc]|niezale[żz]no[śs][ćc]) finansow[aąe]",
        // earnings without a figure, without a limit, from anywhere (set AC): "Nieograniczone Zarobki",
        // "zarabiać kilka tysięcy złotych miesięcznie", "zarabiać z każdego miejsca na Świecie"
        "nieograniczon\\S{0,3} (?:zarobk\\S{0,2}|doch[óo]d\\S{0,2}|zysk\\S{0,2})",
        "zarabia[ćc] (?:kilka|kilkana[śs]cie|kilkadziesi[ąa]t|dziesi[ąa]tki) tysi[ęe]cy",
        "zarabia[ćc] (?:ju[żz] )?(?:wi[ęe]ksze|du[żz]e|ogromne|prawdziwe) pieni[ąa]dze",
        "(?:zarabia[ćc]|pracowa[ćc]) z (?:ka[żz]dego|dowolnego) miejsca na [śs]wiecie",
        "(?:zosta[ńn]|zostaniesz) (?:milionerem|bogaczem)",
        // the core families filled where a language lacked one (a probe of ten claims in ten languages,
        // written here, not read from a page): getting rich, money doubled, a return by the month (pl)
        "wzbogac(?:i[ćc]|isz|cie|ili|i[łl]em|i[łl]am|i[łl]|i[łl]a) si[ęe]|wzboga[ćc] si[ęe]|(?:[żz]eby|aby|jak|szybko) si[ęe] wzbogaci[ćc]",
        "podw[oó]i\\S{0,5} (?:swoje |twoje |sw[oó]j |tw[oó]j |wasze )?(?:pieni[ąa]dze|kapita[łl]|inwestycj\\S{0,2}|oszcz[ęe]dno[śs]ci)",
        "(?:zwrot|zysk|zyski|rentowno[śs][ćc]|stop[aąy] zwrotu)\\S{0,3} (?:w wysoko[śs]ci |na poziomie |rz[ęe]du |do |od )?\\d+(?:[.,]\\d+)?\\s?% (?:miesi[ęe]cznie|dziennie|tygodniowo|w miesi[ąa]cu|na miesi[ąa]c|w skali miesi[ąa]ca)",
        // ro
        "c[âa][șşs]tig[ăa] bani (?:online|de acas[ăa]|pe internet)",
        "(?:libertate|independen[țţt][ăa]) financiar[ăa]",
        "s[ăa] devii (?:bogat|milionar)",
        // cs, sk
        "vyd[ěe]l[áa]vej(?:te)? (?:pen[íi]ze )?(?:online|z domova|na internetu)",
        "zar[áa]baj(?:te)? (?:peniaze )?(?:online|z domu|na internete)",
        "finan[čc]n[íi] (?:svoboda|svobodu|nez[áa]vislost)",
        "finan[čc]n[áa] (?:sloboda|nez[áa]vislos[ťt])|finan[čc]n[úu] slobodu",
        // hu
        "p[ée]nzt (?:keresni|keress|kereshetsz) (?:otthonr[óo]l|online|az interneten)",
        "(?:otthonr[óo]l|online|az interneten) (?:is )?p[ée]nzt (?:keresni|keress|kereshetsz)",
        "(?:p[ée]nz[üu]gyi|anyagi) (?:szabads[áa]g|f[üu]ggetlens[ée]g)",
        // sv, da, nb
        "tj[äae]n[ae]? pengar (?:hemifr[åa]n|online|p[åa] n[äa]tet)",
        "tjen(?:e)? penger? (?:hjemmefra|online|p[åa] nett(?:et)?)",
        "ekonomisk (?:frihet|oberoende)|ekonomiskt oberoende",
        "[øo]konomisk (?:frihed|frihet|uafh[æa]ngighed|uavhengighet)",
        // fi
        "(?:ansaitse|tienaa) (?:rahaa )?(?:kotoa|netiss[äa]|verkossa)",
        "taloudellinen (?:vapaus|riippumattomuus)|taloudellisen vapauden|taloudellista vapautta",
        // tr
        tr("(?:evden|internetten|online) para kazan(?:ın|mak|ma|abilirsiniz)?"),
        tr("finansal (?:özgürlü[kğ]|bağımsızlı[kğ])"),
        // (the probe above) tr: getting rich, money doubled, a return by the month
        tr("zengin ol(?:mak|manın|mayı|acaksınız|acaksın|un|abilirsiniz)"),
        tr(
          "(?:paranızı|paranı|paralarını|parasını|sermayenizi|sermayeni|yatırımınızı) (?:[^\\s.!?]+ ){0,2}ikiye katla\\S*",
        ),
        tr(`(?:aylık|günlük|haftalık) %\\s?\\d+(?:[.,]\\d+)? ${TR_GAIN}`),
        // id, ms
        "(?:menghasilkan|hasilkan|cari) (?:uang|duit|wang) (?:dari rumah|online|dari internet)",
        "kebebasan (?:finansial|keuangan|kewangan)",
        "(?:menjadi|jadi) (?:kaya raya|jutawan|miliarder)",
        // (the probe above) id: money doubled
        "menggandakan (?:uang|modal|dana|investasi|duit)|(?:uang|modal|dana) (?:anda |kamu )?(?:jadi|menjadi) (?:2|dua) kali lipat",
        // fortune that flows or is drawn in (set Y, in-sample): "menarik kelimpahan rezeki", "rezeki pun mengalir"
        "(?:menarik|mendatangkan|melancarkan|membuka pintu) (?:kelimpahan |keberlimpahan )?rezeki",
        "rezeki (?:pun |akan |terus )?(?:mengalir|berlimpah|melimpah|datang)",
        "pintu(?:-pintu)? (?:keberlimpahan|kelimpahan|rezeki) (?:mulai |akan )?terbuka",
        // a profit said to be promising (set AQ): "mendapatkan profit yang menjanjikan"
        `${ID_GAIN} (?:yang )?(?:sangat )?menjanjikan`,
        // vi
        "kiếm tiền (?:online|tại nhà|trên mạng)",
        "tự do tài chính",
        // tl
        "kumita (?:ng pera )?(?:online|sa bahay)",
        "kalayaang pinansyal",
      ),
      ...byScript(
        // ru, uk, bg
        "(?:заработ|зарабатыва)[а-я]{0,8} (?:деньги )?(?:в интернете|онлайн|из дома|не выходя из дома)",
        "финансов(?:ая|ой|ую) (?:свобод|независимост)",
        "стать (?:миллионером|богатым)",
        // (the probe above) ru: getting rich, money doubled
        "разбогате[а-я]*",
        "удво[а-я]* (?:свои |ваши |твои |свой |ваш |твой )?(?:деньги|капитал|депозит|вложения|инвестиции)",
        // an income beyond decency or above a former salary (set W, in-sample)
        'неприличн[а-я]{0,3}"? доход',
        "(?:мой|наш|их|его|её|ее) доход (?:стал )?(?:намного |значительно |гораздо |в \\d+ раза? )?(?:выше|больше(?! не))",
        // a multi-million profit, a substantial income to come, an income raised many times (set X,
        // in-sample): "будете получать существенный доход"
        "многомиллионн[а-я]{0,3} (?:прибыл|доход|заработ|оборот)[а-я]*",
        "(?:будете|будешь|сможете|сможешь|начнете|начнёте|начнешь|начнёшь) (?:стабильно )?получать (?:[а-яё]+ )?(?:существенн|стабильн|высок|хорош|достойн|больш|солидн)[а-я]* доход",
        "(?:существенно|значительно|в разы|кратно) (?:повысить|увеличить|поднять|повысите|увеличите|поднимете) (?:свой |ваш |твой |свои |ваши )?(?:доход|заработ)[а-я]*",
        // making millions (set V, in-sample): "как делать миллионы без инстаграм"
        "(?:делать|зарабатывать|заработать|поднимать|поднять) (?:свои |первые |свой первый )?(?:миллионы|миллион)",
        "(?:заробіток|заробляй|заробляйте|заробляти) (?:гроші )?(?:в інтернеті|онлайн|вдома|з дому)",
        "(?:почати |почніть |начать |начните )?(?:заробляти|зарабатывать) (?:гроші|деньги)",
        "фінансов(?:а|у|ої) (?:свобод|незалежн)",
        "печел(?:ете|и) пари (?:онлайн|от вкъщи|от дома|в интернет)",
        "финансова (?:свобода|независимост)",
        // el
        el("(?:βγάλε|κέρδισε|βγάλτε|κερδίστε) χρήματα (?:από το σπίτι|online|στο internet)"),
        el("οικονομική (?:ελευθερία|ανεξαρτησία)"),
        // zh, ja, ko
        "在家赚钱|在家賺錢|网上赚钱|網上賺錢|财务自由|財務自由|财富自由|財富自由",
        "在宅で稼|自宅で稼|ネットで稼|経済的自由|経済的自立|億り人",
        "집에서 돈(?:을)? 벌|온라인으로 돈(?:을)? 벌|경제적 자유|재정적 자유",
        // hi
        "घर बैठे (?:पैसे कमा|कमाई)|ऑनलाइन पैसे कमाएं|वित्तीय स्वतंत्रता|आर्थिक (?:आज़ादी|आजादी|स्वतंत्रता)",
        // bn
        `(?:ঘরে বসে|অনলাইনে|অনলাইন থেকে) (?:টাকা )?(?:আ${BN_YA}|ইনকাম|উপার্জন|রোজগার)|আর্থিক স্বাধীনতা`,
        // ar, he
        "الحرية المالية|الاستقلال المالي|الربح من (?:الانترنت|الإنترنت)|(?:اربح|إربح) (?:المال )?من (?:المنزل|البيت)",
        "חופש כלכלי|עצמאות כלכלית|(?:להרוויח|לעשות) כסף מהבית",
      ),
    ],
  },
  {
    // Fast or easy money and results in days.
    category: "fast-results",
    accept: notNegated,
    patterns: [
      ...byScript(
        // de
        "(?:schnell|leicht|einfach)(?:es)? geld (?:verdienen|machen)",
        "[üu]ber nacht reich",
        // pl
        "(?:szybk|[łl]atw)(?:i|ie|a|y|e) (?:pieni[ąa]dze|zarobek|zarobki|zysk|zyski)",
        "szybko (?:zarobi[ćc]|zarobisz|si[ęe] wzbogaci[ćc])",
        // ro
        "bani (?:rapid|u[șşs]or|repede)|c[âa][șşs]tig(?:uri)? rapid(?:e)?",
        // cs, sk
        "(?:rychl|snadn)[ée] pen[íi]ze|(?:r[ýy]chl|[ľl]ahk)[ée] peniaze",
        "rychle (?:vyd[ěe]lat|zbohatnout)",
        // hu
        "(?:gyors|k[öo]nny[űu]) p[ée]nz",
        "gyorsan (?:p[ée]nzt keresni|meggazdagodni)",
        // sv, da, nb
        "(?:snabba|enkla|l[äa]tta) pengar|(?:hurtige|nemme|lette) penge|(?:raske|enkle|lette) penger",
        "tj[äae]n[ae]? (?:pengar|penge|penger) (?:snabbt|hurtigt|raskt)",
        // fi
        "(?:nopeaa|helppoa) rahaa|rikastu nopeasti|tienaa nopeasti",
        // tr
        tr("(?:hızlı|kolay) (?:para|kazanç)|kısa sürede zengin"),
        // id, ms
        "(?:uang|duit|wang) (?:cepat|mudah|instan)|cepat kaya|kaya mendadak",
        // vi
        "kiếm tiền (?:nhanh|dễ dàng)|làm giàu nhanh",
        // tl
        "(?:mabilis|madaling) (?:na )?pera|mabilis yumaman",
      ),
      ...byScript(
        // ru, uk, bg
        "(?:быстр|л[её]гк)(?:ые|ий|ая|ие) (?:деньги|заработок)|быстро разбогатеть|разбогатеть быстро",
        // earning, a business or the first sales within days or a month (set W, in-sample): "через 30
        // дней зарабатывать", "бизнеса всего за 7 дней", "всего за один месяц ... бизнес"
        "(?:через|за) (?:\\d+|один|одну|две|три|пару) (?:дн(?:я|ей)|недел[июь]|месяц[а]?)[^.!?\\n]{0,20}(?:зарабатыва|заработа|получать доход|выйти на доход)[а-я]*",
        "(?:бизнес[а-я]*|доход[а-я]*|прибыль|продаж[а-я]*) (?:[а-я]+ ){0,3}(?:всего|уже) за (?:\\d+|один|одну) (?:дн(?:я|ей)|недел[июь]|месяц)",
        "(?:всего|уже) за (?:один |1 )?месяц[^.!?\\n]{0,60}(?:бизнес|доход|прибыл)",
        "(?:швидк|легк)(?:і|ий) (?:гроші|заробіток)",
        "(?:бърз|лесн)(?:и|а) (?:пари|печалба)",
        // el
        el("(?:γρήγορα|εύκολα) χρήματα|(?:γρήγορο|εύκολο) κέρδος"),
        // zh, ja, ko
        "快速赚钱|快速賺錢|快速致富|轻松赚钱|輕鬆賺錢|一夜暴富",
        "簡単に稼げ|すぐに稼げ|楽して稼|誰でも稼げ|短期間で稼",
        "쉽게 돈(?:을)? 버|빠르게 돈(?:을)? 버|쉬운 돈|빨리 부자",
        // hi, ar, he
        "जल्दी (?:पैसे|अमीर)|आसानी से पैसे कमा|तुरंत पैसे",
        `(?:সহজে|দ্রুত) (?:টাকা )?(?:আ${BN_YA}|ইনকাম|উপার্জন|রোজগার)`,
        "(?:ربح|مال) سريع|الربح السريع|أرباح سريعة|ارباح سريعة|ربح سهل|الثراء السريع|اربح بسرعة",
        "כסף (?:קל|מהיר)|להתעשר מהר|רווח מהיר",
      ),
    ],
  },
  {
    // Income that comes by itself: passive income, while you sleep, on autopilot, without effort.
    category: "passive-income",
    accept: notNegated,
    negationIsRealistic: true,
    patterns: [
      ...byScript(
        // de
        "passive[sn]? einkommen|(?:geld|einkommen) (?:[a-zäöüß]+ ){0,2}im schlaf|w[äa]hrend du schl[äa]fst",
        // pl
        "(?:doch[óo]d|dochodu|dochody) pasywn\\S{0,3}|pasywn(?:y|ego|e) doch[óo]d\\S{0,3}|(?:podczas|kiedy|gdy) [śs]pisz",
        // ro
        "venit(?:uri)? pasiv(?:e)?|[îi]n timp ce dormi",
        // cs, sk
        "pasivn[íi] p[řr][íi]j(?:em|my|mu)|pas[íi]vn(?:y|eho) pr[íi]j(?:em|mu)|zat[íi]mco sp[íi][šs]|zat[íi]mco sp[íi]te",
        // hu
        "passz[íi]v (?:j[öo]vedelem|j[öo]vedelmet|bev[ée]tel)|am[íi]g alszol",
        // sv, da, nb
        "passiv(?:a)? (?:inkomst|inkomster|indkomst|inntekt)|medan du sover|mens du sover",
        // fi
        "passiivi(?:nen|sta|sia|sen) tulo(?:a|ja|n)?|nukkuessasi",
        // tr
        tr("pasif gelir|sen uyurken|zahmetsiz(?:ce)? (?:para|kazanç|gelir)"),
        // id, ms
        "(?:penghasilan|pendapatan) pasif|(?:sambil|saat|ketika) (?:anda |kamu )?tidur",
        // (set BB, in-sample) "bangun income auto pilotmu", "biarkan itu bekerja untukmu", "Kerjaanmu hanya
        // lihat mutasi rekening"
        "income auto\\s?pilot\\S{0,3}|biarkan (?:itu|uang(?:mu)?|uang anda) bekerja untuk(?:mu| anda)|kerjaan(?:mu|nya) (?:hanya|cuma) (?:lihat|melihat|cek|mengecek)",
        // vi
        "thu nhập thụ động|tự động kiếm tiền|kiếm tiền (?:cả )?khi (?:bạn )?ngủ",
        // tl
        "(?:kumita|kumikita) (?:kahit )?habang natutulog",
      ),
      ...byScript(
        // ru, uk, bg
        "пассивн(?:ый|ого|ым) доход|пока (?:вы )?спите|пока ты спишь|(?:заработок|доход) на автопилоте",
        "пасивн(?:ий|ого|им) (?:дохід|доход)|поки (?:ви )?спите|поки ти спиш",
        "пасив(?:ен|ни) доход|докато (?:спите|спиш)",
        // el
        el("παθητικό εισόδημα|(?:ενώ|όσο) κοιμάσαι"),
        // zh, ja, ko
        "被动收入|被動收入|躺赚|躺賺|睡后收入|睡後收入|自动赚钱|自動賺錢",
        "不労所得|寝ている間に|放置で稼|自動で稼|ほったらかしで",
        "패시브 인컴|수동적 소득|자동 수익|불로소득|자는 동안",
        // hi, ar, he
        "निष्क्रिय आय|पैसिव इनकम|सोते हुए (?:भी )?(?:कमा|पैसे)",
        `প্যাসিভ ইনকাম|নিষ্ক্রি${BN_YA} আ${BN_YA}|ঘুমিয়ে থেকেও (?:আ${BN_YA}|ইনকাম)`,
        "(?:ال)?دخل (?:ال)?سلبي|دخل سلبى|أثناء نومك|وأنت نائم",
        "הכנסה פסיבית|בזמן שאת(?:ה)? ישנ(?:ה)?",
      ),
    ],
  },
  {
    // No experience or skills needed (weak on its own: a beginners' course says it honestly).
    category: "no-experience",
    patterns: [
      ...byScript(
        "keine (?:vorkenntnisse|erfahrung) (?:n[öo]tig|erforderlich)",
        "bez (?:[żz]adnego )?do[śs]wiadczenia",
        "f[ăa]r[ăa] (?:nicio )?experien[țţt][ăa]",
        "bez (?:p[řr]edchoz[íi]ch )?zku[šs]enost[íi]|bez sk[úu]senost[íi]",
        "(?:el[őo]zetes )?tapasztalat n[ée]lk[üu]l",
        "utan (?:tidigare )?erfarenhet|ingen erfarenhet kr[äa]vs",
        "uden (?:forudg[åa]ende )?erfaring|uten (?:tidligere )?erfaring|ingen erfaring (?:n[øo]dvendig|kreves|p[åa]kr[æa]vet)",
        "ilman (?:aiempaa )?kokemusta|kokemusta ei tarvita",
        tr("deneyim(?:e)? gerek(?:meden|miyor|mez)|tecrübe(?:ye)? gerek(?:meden|miyor|mez)"),
        "(?:tanpa|tidak perlu|tak perlu) pengalaman",
        // no capital needed (set AX, in-sample): "Untung Milyaran Bahkan Tanpa Modal"
        "(?:tanpa|tidak perlu|tak perlu) modal",
        "không cần kinh nghiệm",
        "(?:kahit )?walang karanasan|hindi kailangan ng karanasan",
      ),
      ...byScript(
        "без опыта|опыт не (?:нужен|требуется)|без досвіду|досвід не потрібен|без опит|не (?:е нужен|се изисква) опит",
        el("χωρίς (?:καμία |προηγούμενη )?εμπειρία"),
        "无需经验|無需經驗|零基础|零基礎|不需要经验|不需要經驗|小白也能",
        "未経験(?:者)?でも|経験不要",
        "경험 없이|경험이 없어도|경험 불필요",
        "बिना (?:किसी )?अनुभव|अनुभव की (?:जरूरत|ज़रूरत) नहीं",
        "(?:কোনো )?অভিজ্ঞতা ছাড়াই|অভিজ্ঞতার প্রয়োজন নেই",
        "بدون (?:أي )?خبرة|لا تحتاج (?:إلى )?خبرة|دون خبرة",
        "ללא ניסיון|בלי ניסיון|לא צריך ניסיון",
      ),
    ],
  },
  {
    // A profit or an income guaranteed (a money-back or access guarantee names neither).
    category: "guarantee",
    accept: notNegated,
    negationIsRealistic: true,
    severity: "high",
    patterns: [
      ...byScript(
        // de
        "garantierte[nrsm]? (?:gewinne?|einnahmen|einkommen|rendite|ertr[äa]ge?)",
        "(?:gewinne?|rendite|einkommen|einnahmen) (?:sind |ist )?garantiert",
        // pl
        "gwarantowan(?:y|e|ych|ego|ym|ymi|ą) (?:zysk|zyski|zyskiem|zyskami|doch[óo]d|dochody|dochodem|zarobki|zarobek|zarobkiem)",
        "(?:zysk|zyski|doch[óo]d|zarobki) gwarantowan(?:y|e)",
        // success promised: "nie ma opcji, że nie nauczysz się zarabiać" (set AC)
        "nie ma (?:opcji|mo[żz]liwo[śs]ci|szans[ys]?),? (?:[żz]e|aby|by) (?:ci )?(?:si[ęe] )?nie (?:uda|nauczysz|zarobisz)",
        // ro
        "(?:profit|c[âa][șşs]tig|venit|randament)(?:uri)? garantat(?:e)?",
        // cs, sk
        "(?:garantovan|zaru[čc]en)(?:[ýy]|[ée]) (?:zisk|p[řr][íi]jem|pr[íi]jem|v[ýy]d[ěe]lek|v[ýy]nos)",
        // hu
        "garant[áa]lt (?:profit|nyeres[ée]g|j[öo]vedelem|bev[ée]tel|hozam)",
        // sv, da, nb
        "garantera(?:d|de) (?:vinst|vinster|inkomst|inkomster|avkastning)",
        "garanter(?:et|t) (?:profit|profitt|fortjeneste|indkomst|inntekt|afkast|avkastning|gevinst)",
        // fi
        "taattu(?:a)? (?:voitto|voittoa|tuotto|tuottoa|tulo|tuloa)|taatut tulot",
        // tr
        tr(`garantili ${TR_GAIN}|${TR_GAIN} garantisi`),
        // id, ms
        `${ID_GAIN} (?:yang )?(?:pasti|dijamin|terjamin)`,
        "(?:pasti|dijamin) (?:untung|profit|cuan)",
        // success guaranteed (set AX, in-sample): "Itulah Jaminan Kesuksesan Sesungguhnya"
        "jaminan (?:kesuksesan|sukses|untung|profit|penghasilan)",
        // vi
        "(?:cam kết|đảm bảo) (?:lợi nhuận|thu nhập)|lợi nhuận (?:được )?đảm bảo",
        // tl
        "(?:garantisadong|siguradong) (?:kita|tubo)",
      ),
      ...byScript(
        "гарантированн(?:ый|ая|ые|ого|ую|ым|ой|ыми) (?:доход|прибыл|заработ)",
        // a money result promised outright (set W, in-sample): "вы гарантированно получите финансовый результат"
        "гарантированно (?:получите|получишь|заработаете|заработаешь|выйдете на) (?:свой |ваш |первый )?(?:финансовый результат|доход|прибыль|заработок|деньги)",
        "гарантован(?:ий|а|і|ого|у) (?:дохід|прибут|заробіт)",
        "гарантиран(?:а|и|о)? (?:печалба|печалби|доход|доходи)",
        el("εγγυημέν(?:ο|α|η) (?:κέρδος|κέρδη|εισόδημα|απόδοση)"),
        "保证盈利|保證盈利|保证收益|保證收益|稳赚|穩賺|包赚|包賺",
        "確実に稼げ|必ず稼げ|絶対に稼げ|利益(?:を)?保証|収入保証",
        "수익(?:\\s?을)?\\s?보장|확실한 수익|무조건 수익",
        "(?:गारंटीड|गारंटी(?:शुदा)?) (?:मुनाफा|मुनाफ़ा|कमाई|आय|रिटर्न)|पक्का मुनाफा",
        "(?:ربح|دخل|عائد) مضمون|(?:أرباح|ارباح) مضمونة",
        "(?:רווח|רווחים|תשואה|הכנסה) מובטח(?:ת|ים)?",
      ),
    ],
  },
  {
    // A counted few places left.
    category: "urgency-scarcity",
    patterns: [
      ...byScript(
        "nur (?:noch )?\\d+ (?:freie )?(?:pl[äa]tze|teilnehmer|exemplare|tickets)",
        "(?:zosta[łl]o|pozosta[łl]o|zosta[łl]y) (?:tylko |jeszcze |ju[żz] tylko )?\\d+ (?:wolnych )?miejsc(?:a|e)?",
        "tylko \\d+ (?:wolnych )?miejsc(?:a|e)?",
        "(?:au mai r[ăa]mas|mai sunt|doar) (?:doar )?\\d+ locuri",
        "(?:zb[ýy]v[áa](?:j[íi])?|zost[áa]va(?:j[úu])?) (?:u[žz] )?(?:jen|pouze|len) \\d+ (?:m[íi]st|m[íi]sta|miest)",
        "(?:m[áa]r )?csak \\d+ (?:szabad )?hely",
        "(?:bara|endast|kun|blot) \\d+ (?:platser|pladser|plasser)(?: kvar| tilbage| igjen)?",
        "(?:vain|en[äa][äa]) \\d+ paikkaa",
        tr("(?:sadece|yalnızca|son) \\d+ (?:kişilik )?(?:kontenjan|yer|kişi|koltuk)"),
        "(?:hanya|tinggal|sisa|(?:hanya )?tersisa) \\d+ (?:slot|kursi|tempat|kuota)",
        // the first few to sign up (set AX, in-sample): "Khusus 30 Pendaftar Pertama"
        "(?:khusus|hanya untuk|untuk) \\d+ (?:pendaftar|orang|peserta|pembeli|pemesan) pertama",
        "chỉ còn \\d+ (?:suất|chỗ|vé)",
        "\\d+ (?:slots?|puwesto) na lang",
      ),
      ...byScript(
        "(?:осталось|остались|осталась) (?:всего |только )?\\d+ (?:мест|места|место)",
        "(?:залишилось|залишилося|лишилось) (?:лише |тільки )?\\d+ (?:місць|місця|місце)",
        "(?:остават|останаха) (?:само )?\\d+ места|само \\d+ места",
        el("(?:μόνο|απομένουν|έμειναν) \\d+ θέσεις"),
        "(?:仅剩|僅剩|只剩|仅限|僅限)\\d+\\s?(?:个|個)?(?:名额|名額|名|位|席)",
        "残り\\d+(?:名|席|枠)|先着\\d+名",
        "(?:선착순|한정)\\s?\\d+\\s?명|\\d+\\s?자리 남",
        "(?:केवल|सिर्फ|सिर्फ़) \\d+ (?:सीटें|सीट|स्थान)",
        "(?:נותרו|נשארו) (?:רק )?\\d+ מקומות",
      ),
    ],
  },
  {
    // An offer that ends today, a last chance.
    category: "urgency-scarcity",
    patterns: [
      ...byScript(
        // de
        "(?:das )?angebot (?:endet|l[äa]uft) (?:heute|morgen|bald|um mitternacht)(?: ab)?",
        "letzte (?:chance|gelegenheit)",
        // pl
        "oferta (?:ko[ńn]czy si[ęe]|wygasa|wa[żz]na) (?:tylko )?(?:dzi[śs]|dzisiaj|do p[óo][łl]nocy)",
        "ostatnia (?:szansa|okazja)|tylko (?:dzi[śs]|dzisiaj)",
        // ro
        "oferta (?:expir[ăa]|se [îi]ncheie|este valabil[ăa]) (?:doar )?(?:azi|ast[ăa]zi|la miezul nop[țţt]ii)",
        "ultima [șşs]ans[ăa]|doar (?:azi|ast[ăa]zi)",
        // cs, sk
        "(?:nab[íi]dka|ponuka) (?:kon[čc][íi]|plat[íi]) (?:jen |len |pouze )?(?:dnes|do p[ůu]lnoci|do polnoci)",
        "posledn[íi] [šs]ance|posledn[áa] [šs]anca|(?:jen|pouze|len) dnes",
        // hu
        "az aj[áa]nlat (?:ma|[ée]jf[ée]lkor) (?:lej[áa]r|v[ée]get [ée]r)",
        "utols[óo] (?:es[ée]ly|lehet[őo]s[ée]g)|csak ma",
        // sv, da, nb
        "erbjudandet (?:g[äa]ller|slutar|g[åa]r ut) (?:bara |endast )?(?:idag|i dag|ikv[äa]ll|vid midnatt)",
        "tilbud(?:d)?et (?:udl[øo]ber|utl[øo]per|slutter|g[æa]lder|gjelder) (?:kun |bare )?(?:i dag|i aften|i kveld|ved midnat(?:t)?)",
        "sista chansen|sidste chance|siste sjanse|(?:bara|endast|kun|bare) (?:idag|i dag)",
        // fi
        "tarjous (?:p[äa][äa]ttyy|voimassa) (?:vain )?(?:t[äa]n[äa][äa]n|keskiy[öo]ll[äa])",
        "viimeinen (?:mahdollisuus|tilaisuus)|vain t[äa]n[äa][äa]n",
        // tr
        tr("(?:kampanya|teklif|indirim|fırsat) (?:bugün|gece yarısı) (?:bitiyor|sona eriyor)"),
        tr("son (?:şans|fırsat)|(?:sadece|yalnızca) bugün"),
        // id, ms
        "(?:promo|penawaran|diskon|tawaran) (?:berakhir|berlaku) (?:hanya )?(?:hari ini|malam ini)",
        "(?:kesempatan|peluang) terakhir|hanya hari ini",
        // vi
        "ưu đãi (?:kết thúc|chỉ) (?:trong )?hôm nay|cơ hội cuối cùng|chỉ (?:trong )?hôm nay",
        // an offer said to end after a countdown (set Z, in-sample): "Ưu đãi kết thúc sau"
        "ưu đãi (?:sẽ )?kết thúc (?:sau|trong)",
        // tl; an offer shown once, then gone (set W, in-sample): "isang beses lang ito lalabas"
        "ngayong araw lang|huling pagkakataon",
        "isang beses lang (?:ito )?(?:lalabas|makikita|ipapakita)",
        // a chance not to be missed, places limited (id, tr; set AZ, in-sample): "Jangan lewatkan
        // kesempatan emas ini!", "Sınırlı kontenjan"
        "jangan (?:lewatkan|sia-siakan) (?:kesempatan|peluang)|kesempatan emas",
        tr("sınırlı kontenjan"),
      ),
      ...byScript(
        "(?:акция|предложение|скидка) (?:действует|заканчивается|истекает) (?:только )?(?:сегодня|до полуночи)",
        "последний шанс|только сегодня",
        // (set AZ, in-sample) "НЕ УПУСТИ СВОЙ ШАНС! ХВАтит ЖДАТЬ!"
        "не упуст(?:и|ите) (?:свой |этот |ваш |такой )?шанс|хватит ждать",
        // the page after a purchase that must not be left, an offer only once and only here: ru, uk
        "не (?:спеши |торопись )?закрыва(?:й|йте|ть) (?:эту )?страницу|не (?:поспішай |поспішайте )?закрива(?:й|йте|ти) (?:цю )?сторінку",
        "только (?:один раз|здесь и сейчас)|(?:тільки|лише) (?:один раз|тут і зараз|тут)",
        "(?:акція|пропозиція|знижка) (?:діє|закінчується) (?:лише |тільки )?(?:сьогодні|до опівночі)",
        "останній шанс|(?:тільки|лише) сьогодні",
        "(?:офертата|промоцията) (?:изтича|приключва|е валидна) (?:само )?(?:днес|до полунощ)",
        "последен шанс|само днес",
        el("η προσφορά (?:λήγει|ισχύει) (?:μόνο )?(?:σήμερα|τα μεσάνυχτα)|τελευταία ευκαιρία|μόνο σήμερα"),
        "今天截止|今日截止|最后机会|最後機會|仅限今天|僅限今天|今晚截止|即将截止|即將截止",
        "本日(?:限り|締切|締め切り)|最後のチャンス|締め切り間近|まもなく終了",
        "오늘만 (?:이 가격|할인|특가)|마지막 기회|마감 임박",
        "(?:आखिरी|अंतिम) मौका|(?:सिर्फ|केवल) आज",
        "العرض ينتهي (?:اليوم|الليلة)|(?:آخر|اخر) فرصة|اليوم فقط",
        "ההצעה (?:מסתיימת|בתוקף) (?:רק )?(?:היום|הלילה|עד חצות)|הזדמנות אחרונה|רק היום",
      ),
    ],
  },
  {
    // Profits counted in millions or billions (id), a monthly income as a share of the money put in
    // (ru): set AX, in-sample. "Untung 2 Milyar", "menghasilkankan 1 Milyar dalam waktu 10 bulan",
    // "ежемесячный доход может составить от 40 до 300%"
    category: "earnings-claim",
    severity: "high",
    accept: notNegated,
    patterns: byScript(
      "(?:untung|meraup|raup|menghasilkan\\S{0,5}|meraih|cuan|omzet|penghasilan|bisa) (?:rp\\.? ?)?\\d+(?:[.,]\\d+)? ?(?:milyar|miliar|juta)",
      "untung (?:milyaran|miliaran|jutaan|ratusan juta)",
      `ежемесячн\\S{0,4} (?:доход|прибыл)${REST}[^.!?\\n]{0,60}?\\d\\s?%`,
      // income per day in thousands or millions of rupiah, a range included (id), and roubles to earn
      // with no period (ru): set AZ, in-sample. "penghasilan tambahan Rp 800ribu hingga 2 juta
      // perhari", "Зарабатывай 200.000 руб. на профессии" (written "\\s?", not " ?": words() widens a
      // space to one or more)
      `${ID_GAIN}[^.!?\\n\\d]{0,40}\\d+(?:[.,]\\d+)?\\s?(?:ribu|rb|juta|jt)[^.!?\\n]{0,25}?(?:per\\s?hari|per\\s?bulan|per\\s?minggu|sehari|sebulan|seminggu)`,
      // millions a month got or paid, where "dapat" (also "can") keeps it to millions, the probe above:
      // "kamu bisa dapat Rp 10 juta per bulan"
      "(?:dapat|dapatkan|mendapat|mendapatkan|gaji|income|omzet)[^.!?\\n\\d]{0,20}(?:rp\\.?\\s?)?\\d+(?:[.,]\\d+)?\\s?(?:juta|jt)\\s?(?:per\\s?bulan|sebulan|/bulan|per\\s?hari|sehari|perhari)",
      "(?:зарабатыва|заработа)[а-я]{0,6} (?:от |до |по )?\\d[\\d .]{0,12}\\s?(?:₽|руб|тыс|млн)",
      // a sum earned, a return of up to a share (tr; set BB, in-sample): "$900 kazandım", "%80'e varan
      // getiri"
      tr("[$€₺]\\s?\\d[\\d.,]*(?:\\s?(?:tl|dolar|euro))?(?: [^\\s.!?]+){0,2} kazand\\S*"),
      tr(`%\\s?\\d+['’]?(?:[ea]|ye|ya)? (?:varan|kadar) ${TR_GAIN}`),
    ),
  },
  {
    // Profit or income the product brings the buyer, and an invitation to earn along (ru, set AX,
    // in-sample): "принесут вам прибыль", "приносит вам безопасный и стабильный доход", "зарабатывай с нами"
    category: "earnings-claim",
    severity: "medium",
    accept: notNegated,
    patterns: byScript(
      `прин[ео]с${REST} (?:вам |тебе )?(?:[^\\s.!?]+ ){0,3}(?:прибыль|доход)`,
      "зарабатыва(?:й|йте) (?:вместе )?с нами",
      // income with no ceiling (ru), profit without risk (id), profits to work out on a calculator
      // (tr): set AZ, in-sample. "Нет потолка роста", "meraih keuntungan tanpa risiko", "Potansiyel
      // kârları hesaplayın"
      `(?:нет|без) потолка (?:роста|дохода|заработка|зарплаты)|(?:доход|заработок) без (?:ограничений|потолка)|неограниченн${REST} (?:доход|заработ)${REST}`,
      `${ID_GAIN} tanpa risiko`,
      tr(`potansiyel ${TR_GAIN}\\S{0,6} hesapla\\S{0,5}`),
      // money made from home or by investing (tr; set BB, in-sample): "evinden ... para kazanıyor"
      tr("(?:yatırım yaparak|evinden|evimden|evden) (?:[^\\s.!?]+ ){0,4}?para kazan\\S*"),
    ),
  },
  {
    // Inside information as the edge (ru, set AX, in-sample): "Закрытая информация от наших партнеров"
    category: "secret-system",
    accept: notNegated,
    patterns: byScript(`(?:закрыт|инсайдерск)${REST} информаци${REST}`),
  },
  {
    // Work promised for ever (ru), money back if the buyer earns nothing (id): set AZ, in-sample. "Вы
    // никогда не останетесь без работы", "jaminan 100% uang kembali jika Anda tidak berhasil mendapatkan
    // pendapatan"
    category: "guarantee",
    patterns: byScript(
      "никогда не останете?сь без работы",
      "uang kembali jika (?:anda |kamu )?tidak (?:berhasil|mendapatkan|mendapat|menghasilkan|untung)",
    ),
  },
  {
    // Risk taken away, as "risk-free" in English and "sem risco" in rules-languages.ts (the probe above):
    // ru, tr, id
    category: "guarantee",
    accept: notNegated,
    patterns: byScript(
      "без (?:всякого |какого-либо |малейшего )?риска(?! не (?:бывает|существует))",
      tr("risksiz(?! değil)|sıfır risk"),
      "tanpa (?:ada )?risiko|bebas risiko",
    ),
  },
  {
    // The job quit and the rat race left, as "quit your job" in English (rules-lifestyle.ts) (the probe
    // above): de, it, nl, pl, ru, tr, id
    category: "lifestyle",
    accept: notNegated,
    patterns: byScript(
      "k[üu]ndige (?:deinen|ihren) (?:job|chef)|(?:deinen|ihren|meinen) job (?:zu )?k[üu]ndigen|(?:raus )?aus dem hamsterrad",
      "(?:lascia|lasciare|lasciato|molla|mollare|mollato) il (?:tuo |mio |suo )?(?:lavoro|posto fisso)|licenzia(?:re)? il (?:tuo )?capo",
      "zeg (?:je|jouw) baan op|(?:je|jouw|mijn) baan op(?:zeggen|gezegd)|(?:uit de )?ratrace",
      "rzu[ćc] (?:swoj[ąa] )?prac[ęe]|rzuci[łl](?:em|am)? (?:swoj[ąa] )?prac[ęe]|wy[śs]cig szczur[óo]w",
      "(?:уволь(?:ся|тесь)|уволиться|уволил(?:ся|ась)|уйти|уйди(?:те)?|ушел|ушла|ушёл) с (?:[а-яё]+ )?работы|(?:бросить|брось(?:те)?|бросил(?:а)?) (?:[а-яё]+ )?работу|крысиные бега",
      tr("işini bırak\\S*|işinden istifa\\S*|fare yarışı"),
      "berhenti (?:dari )?(?:pekerjaan|kerja|kantor)|resign dari (?:kantor|pekerjaan|kerja)|keluar dari (?:pekerjaan|kantor)",
    ),
  },
];
