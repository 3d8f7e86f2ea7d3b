// The refund terms a page states: a window in days, and whether money comes back on request
// (unconditional), only when stated conditions are met (conditional), or never (none). Read per
// sentence of blocks that name a refund; each pattern is a plain alternation of words, linear in
// the sentence. A "guarantee" without money back ("profit guarantee", "guaranteed results") is not
// a refund. The words of each concept are listed by language and joined once at load.

import { B_FOOTER, type Block, plain } from "./page-document";
import { joined } from "./patterns";
import type { RefundFact } from "./types";

/** Money back in words other than English: each is a promise by itself (English "refund" is also
 *  a noun about other things and needs a promise beside it, see PROMISE). */
const MONEY_BACK_WORDS = [
  // pt, es, it, fr, nl ("devolver" is money back only with a promise or the money named: "devolve
  // decisão" returns a decision, set AO)
  "reembols|devolução|devolución|rimbors|rembours|geld terug|terugbetal",
  String.raw`devolv\p{L}{0,6} (?:\p{L}+ ){0,3}(?:dinheiro|dinero|valor|investimento|inversión|pagamento|pago|quantia|importe)|devolvemos|devolveremos|devolvo|devolverei|devolveré|devolvid[oa]s?|devuelt[oa]s?`,
  // de
  "geld[- ]?zurück|rückerstatt|zurückerstatt|erstatten (?:wir|dir|ihnen|euch)|erstattung",
  // pl
  "zwrot (?:pieniędzy|środków|kosztów|płatności)|zwrócimy|zwracamy (?:pieniądze|całą|100)",
  // ro
  "banii înapoi|banii inapoi|rambursa|returnarea banilor|îți returnăm|iti returnam",
  // cs, sk
  "vrácení peněz|peníze zpět|vrátíme (?:vám )?peníze|vrátenie peňazí|peniaze späť|vrátime (?:vám )?peniaze",
  // hu
  "pénzvisszafizet|pénz-visszafizet|pénzvisszatérít|visszatérít|visszaadjuk",
  // sv, da, nb
  "pengarna tillbaka|pengar tillbaka|återbetalning|återbetalar|pengene tilbage|penge tilbage|refusion|tilbagebetal|pengene tilbake|penger tilbake|refusjon|tilbakebetal",
  // fi
  "rahat takaisin|rahanpalautus|rahojen palautus|palautamme rahat|hyvitämme",
  // tr
  "para iade|paranızı iade|paranı iade|ücret iade|iade garantisi|geri ödeme",
  // ru, uk, bg
  String.raw`возврат\p{L}{0,2} (?:денег|средств|оплаты)|вернём деньги|вернем деньги|вернём вам|вернем вам|повернення коштів|повернення грошей|повернемо гроші|повернемо кошти|връщане на парите|връщане на сумата|възстановяване на сумата|парите обратно|ще ви върнем`,
  // el
  "επιστροφή (?:των )?χρημάτων|επιστροφή του ποσού",
  // id, ms, tl
  "uang kembali|pengembalian dana|pengembalian uang|wang dikembalikan|wang anda kembali|bayaran balik|ibabalik (?:namin )?ang (?:iyong )?pera",
  // vi
  "hoàn tiền|hoàn lại tiền",
  // zh, ja, ko
  "退款|退費|退费|退钱|退錢|返金|返還|환불",
  // hi, ar, he
  "रिफंड|पैसे वापस|धनवापसी|استرداد|استرجاع المبلغ|إعادة أموالك|החזר כספי|החזר כסף|החזר מלא|כספך בחזרה|הכסף בחזרה",
  // ka
  "თანხის დაბრუნება",
];
const MONEY_BACK = joined(["refund|money[- ]?back", ...MONEY_BACK_WORDS]);

/** A number of days: digits, or a number word (WORD_DAYS), then a unit ("30 días", "30 de zile",
 *  "30-dniowa", "30日間", "30天"). */
const DAY_UNITS = [
  // en, pt, es, fr, it, nl
  "days?|dias|días|jours|giorni|dagen",
  // de, pl, ro, cs, sk, hu
  "tage|tagen|dni|dní|dnů|dniow|denn|dňov|de zile|zile|napos|napig|nap",
  // sv, da, nb, fi
  "dagars|dagar|dages|dage|dagers|dager|päivää|päivän|päivä",
  // tr, ru, uk, bg, el
  "gün|дней|дня|день|днів|дні|денн|дни|дневн|ημέρες|ημερών|ημέρας|μέρες|μερών",
  // id/ms, vi, tl
  "hari|ngày|araw",
  // zh, ja, ko, hi, ar, he, ka
  "天|日間|日|일|दिन|يومًا|يوماً|يوما|يوم|أيام|ימים|יום|დღ",
].join("|");
/** Number words for the usual windows, by language. */
const WORD_DAYS: Record<string, number> = {
  // en
  seven: 7,
  fourteen: 14,
  fifteen: 15,
  thirty: 30,
  sixty: 60,
  ninety: 90,
  // pt, es
  sete: 7,
  quinze: 15,
  trinta: 30,
  sessenta: 60,
  noventa: 90,
  siete: 7,
  catorce: 14,
  quince: 15,
  treinta: 30,
  sesenta: 60,
  // fr, it, nl
  sept: 7,
  quatorze: 14,
  trente: 30,
  soixante: 60,
  sette: 7,
  quattordici: 14,
  quindici: 15,
  trenta: 30,
  sessanta: 60,
  zeven: 7,
  veertien: 14,
  dertig: 30,
  zestig: 60,
  // de
  sieben: 7,
  vierzehn: 14,
  dreißig: 30,
  sechzig: 60,
  // pl, cs, hu
  siedem: 7,
  czternaście: 14,
  trzydzieści: 30,
  trzydziestu: 30,
  trzydziestodniow: 30,
  třicet: 30,
  harminc: 30,
  // sv, da, nb, fi
  fjorton: 14,
  trettio: 30,
  fjorten: 14,
  tredive: 30,
  tretti: 30,
  kolmekymmentä: 30,
  // tr, ru, uk, bg, el
  yedi: 7,
  otuz: 30,
  семь: 7,
  четырнадцать: 14,
  тридцать: 30,
  тридцяти: 30,
  тридцять: 30,
  тридесет: 30,
  επτά: 7,
  τριάντα: 30,
  // id/ms, vi
  tujuh: 7,
  "tiga puluh": 30,
  "ba mươi": 30,
};
const DAYS = new RegExp(
  String.raw`(?<![\d.,])(\d{1,3})[\s-]?(?:\(\d{1,3}\)[\s-]?)?(?:${DAY_UNITS})|(?<!\p{L})(${Object.keys(WORD_DAYS).join("|")})(?!\p{L})[\s-]?(?:\(\d{1,3}\)[\s-]?)?(?:${DAY_UNITS})`,
  "giu",
);
/** "30-day guarantee" and its like in each language: a guarantee with a window of days is a refund
 *  promise even without a money word. */
const N = String.raw`\d{1,3}`;
const DAY_GUARANTEE = joined([
  // en
  String.raw`\b${N}[- ]?days?(?: risk[- ]free| iron[- ]?clad| satisfaction| 100%)? guarantee`,
  // pt, es
  `garant[ií]a (?:incondicional |de satisfa(?:ção|cao|cci[oó]n) |total )?(?:de )?${N} d[ií]as|${N} d[ií]as de garant[ií]a`,
  // fr, it, nl
  `garantie (?:inconditionnelle |totale )?(?:de )?${N} jours|garanzia (?:incondizionata |totale |completa )?(?:di )?${N} giorni|${N} dagen garantie`,
  // de
  `${N}[- ]?(?:tage|tagen)[- ]?(?:zufriedenheits|geld[- ]?zurück[- ]?)?garantie|garantie von ${N} tagen`,
  // pl
  String.raw`${N} dni gwarancji|${N}[- ]?dniow\p{L}{1,2} gwarancj|gwarancj\p{L}{1,2} (?:satysfakcji )?(?:przez )?${N} dni`,
  // ro
  String.raw`garanți\p{L}{0,2} (?:de (?:satisfacție |returnare )?)?(?:de )?${N} de zile|garanţi\p{L}{0,2} (?:de )?${N} de zile`,
  // cs, sk
  String.raw`${N}[- ]?(?:denní|dňová|dennou|dňovú) (?:záruk|garanc)|záruk\p{L}{1,2} (?:vrácení peněz )?${N} dn|garanc\p{L}{1,3} (?:spokojenosti )?${N} dn`,
  // hu
  `${N}[- ]?napos (?:pénzvisszafizetési |elégedettségi )?garancia`,
  // sv, da, nb, fi
  `${N}[- ]?(?:dagars|dages|dagers) (?:nöjd[- ]kund[- ]|tilfredsheds|pengene[- ]tilbage[- ]|fornøydhets)?garanti|${N} päivän (?:tyytyväisyys|rahat takaisin -)?takuu`,
  // tr
  `${N} gün(?:lük)? (?:koşulsuz )?(?:para iade )?garanti`,
  // ru, uk, bg
  String.raw`гаранти\p{L}{0,2} (?:возврата )?(?:на )?${N} (?:дней|дня|дні|днів|дни)|${N}[- ]?(?:дневн|денн)\p{L}{1,3} гаранти|гаранці\p{L}{0,2} (?:на )?${N} (?:днів|дні)`,
  // el
  `εγγύηση (?:επιστροφής χρημάτων )?${N} (?:ημερών|ημέρες)`,
  // id/ms, vi, tl
  `(?:garansi|jaminan) (?:uang kembali |wang dikembalikan )?${N} hari|(?:bảo đảm|đảm bảo) (?:hoàn tiền )?${N} ngày|${N} araw na garantiya`,
  // zh, ja, ko
  String.raw`${N}\s?天(?:无条件|無條件)?(?:退款)?(?:保证|保證|保障)|${N}\s?日間?(?:返金)?保証|${N}\s?일\s?(?:환불\s?)?(?:보장|보증)`,
  // hi, ar, he
  `${N} दिन(?:ों)? की (?:मनी[- ]बैक )?गारंटी|ضمان (?:استرداد )?(?:لمدة )?${N} (?:يوم|يومًا|يوما|أيام)|(?:אחריות|ערבות|התחייבות) (?:להחזר )?(?:ל[- ]?)?${N} (?:יום|ימים)`,
]);
/** In English "refund" is also a noun about other things ("Amazon refunds slop"): a promise needs one of these. */
const PROMISE = joined([
  String.raw`guarantee|within|full refund|money[- ]?back|(?:will|'ll|’ll|happy to|gladly|happily) (?:\w+ ){0,3}(?:refund|return)|refund (?:every|your|100|all|in full|the)|request|policy|no questions|\d{1,3}[- ]?days?`,
  // a guarantee in the other languages
  "garantia|garantía|garantie|garanzia|gwarancj|garanți|garanţi|záruk|garanc|garanti|takuu|гаранти|гаранці|εγγύηση|jaminan|garansi|đảm bảo|bảo đảm|garantiya|保证|保證|保証|보장|보증|गारंटी|ضمان|אחריות|ערבות",
  ...MONEY_BACK_WORDS,
]);
const NO_REFUND = joined([
  // en
  String.raw`\bno refunds?\b|non-?refundable|all sales (?:are )?final|(?:cannot|can't|can not|do not|don't|does not|doesn't|will not|won't|unable to) (?:\w+ )?(?:offer|issue|give|provide|make|grant) (?:any )?refunds|not (?:eligible for|entitled to) (?:a |any )?refund|refunds are not (?:available|possible|given|offered)(?! after)`,
  // pt, es
  "sem reembolso|não (?:há|oferecemos|fazemos) reembolso|sin reembolsos?|no (?:hay|ofrecemos|hacemos|realizamos) reembolsos?|no se (?:realizan|hacen|ofrecen|aceptan|admiten|efect[úu]an) reembolsos|no reembolsable",
  // it, fr, nl
  // ("résilier ton accès (sans remboursement, ...)" is no refund, set AK)
  "nessun rimborso|senza rimborso|non (?:è|sono) rimborsabil|aucun remboursement|pas de remboursement|sans remboursement|non remboursable|geen restitutie",
  // de
  "keine (?:rückerstattung|erstattung)|nicht erstattungsfähig|kein geld zurück|(?:rückerstattung|erstattung) (?:ist )?ausgeschlossen",
  // pl
  "brak (?:możliwości )?zwrotu|bez (?:możliwości )?zwrotu|nie zwracamy|nie podlega zwrotowi|zwroty nie są możliwe",
  // ro
  "nu (?:oferim|facem|se acordă|acordăm) rambursări|fără rambursare|nerambursabil",
  // cs, sk, hu
  "nevracíme|bez nároku na vrácení|nevratn|nevraciame|nem térítjük vissza|nincs pénzvisszafizetés|nem visszatéríthető",
  // sv, da, nb, fi
  "ingen återbetalning|inga återbetalningar|återbetalas inte|ingen refusion|refunderes ikke|ingen tilbagebetaling|ingen refusjon|ingen tilbakebetaling|rahoja ei palauteta|ei palautusoikeutta|ei hyvitetä",
  // tr
  "iade (?:yapılmaz|yapılmamaktadır|edilmez|yoktur|kabul edilmez)|iadesi (?:yoktur|yapılmaz|bulunmamaktadır)",
  // ru, uk, bg
  "возврат (?:денег |средств |оплаты )?не (?:производится|предусмотрен|осуществляется)|без возврата|деньги не возвращаются|не возвращаем|повернення (?:коштів |грошей )?не (?:здійснюється|передбачено)|без повернення|кошти не повертаються|без възстановяване|не връщаме|не възстановяваме|парите не се връщат",
  // el
  "δεν (?:γίνεται|παρέχεται|υπάρχει|γίνονται) επιστροφ|δεν επιστρέφονται",
  // id/ms, vi, tl
  "tidak ada pengembalian|tidak (?:dapat|bisa) dikembalikan|tidak (?:dapat|bisa|ada) refund|tiada bayaran balik|không hoàn tiền|không hoàn lại|walang refund|hindi (?:maibabalik|ibabalik) ang pera",
  // zh, ja, ko
  "不退款|不予退款|恕不退|概不退|不退費|不退费|不予退費|不可退款|無法退款|无法退款|返金(?:は)?(?:できません|不可|いたしかねます|致しかねます)|환불(?:이|은)? ?(?:불가|안 됩니다|되지 않습니다)",
  // hi, ar, he
  "कोई रिफंड नहीं|रिफंड नहीं (?:किया जाएगा|मिलेगा|होगा|दिया जाएगा)|पैसे वापस नहीं|لا يوجد استرداد|غير قابل(?: ?ة)? للاسترداد|لا (?:يمكن|نقدم|يتم) (?:ال)?استرداد|אין החזר|ללא החזר|לא יינתן החזר",
]);
/** "Refund Policy" as a link's or a page's name ("Privacy Policy · Terms · Refund Policy") names a
 *  page and states no terms; "30-day refund policy" keeps its days (the lookbehind). */
const POLICY_TITLE = joined(
  [
    String.raw`(?<!days?[\s-])\b(?:refunds?|returns?|cancellation)(?:\s(?:&|and)\s(?:refunds?|returns?|cancellation))?\spolicy\b`,
    "política de reembolso|politique de remboursement|rückerstattungsrichtlinie|erstattungsrichtlinie|polityka zwrotów|politica de rambursare|iade politikası|политика возврата|політика повернення|kebijakan pengembalian dana|chính sách hoàn tiền|退款政策|退款條款|退款条款|返金ポリシー|환불 ?정책|रिफंड नीति|سياسة الاسترداد|מדיניות החזרים|מדיניות החזר",
  ],
  "giu",
);
/** A condition the buyer must meet for the money back. Each alternative is its own literal, by idea
 *  and language, joined once at load into one case-insensitive pattern (only ever `.test`ed). */
const CONDITION = new RegExp(
  [
    // work the buyer must have done first (en)
    // (and in text-speak: "if u follow all of our instructions", set AH)
    /\bif (?:you|u) (?:complete|attend|do (?:the|all|every)|follow|implement|apply|show|submit|provide|can show|have completed|go through|finish|watch (?:all|every))/,
    // a condition's connective (en)
    /\bprovided (?:that|you|the|it|your)\b/,
    // a limit on how much of the course was used ("if you have watched less than two lessons")
    /\bif you (?:have )?(?:watched|viewed|accessed|downloaded|completed|used) (?:less|fewer|no more|not more) than\b/,
    // results the buyer must not have reached (en)
    /\bif your (?:account|trades?|trading account|results?|business|store|shop) (?:did|do|does|have|has)(?:n['’]t| not) (?:make|earn|see|get|made|earned|seen|got|profit)/u,
    // a result the buyer must fail to reach ("if you don't make a sale", "se non raggiungi un ROAS di
    // 3x", "si no consigues tu primer cliente"); a mere dislike ("if you don't like it") is no result
    /\bif you (?:don['’]t|do not|didn['’]t|did not|fail to|can['’]t|cannot) (?:\w+ ){0,2}?(?:make|earn|reach|achieve|hit|scale|generate|double|triple|recoup|recover|land|close|profit|lose|succeed|get (?:results|profits?|a sale|a client|any (?:sales|clients|results)|your first|at least|\d))\b/u,
    /\bse (?:você )?(?:[^.!?]{0,60} )?não (?:conseguir|alcançar|atingir|faturar|lucrar|ganhar|recuperar|obtiver|fizer (?:a sua )?primeira)\b/u,
    /\bsi (?:[^.!?]{0,60} )?no (?:logras|consigues|alcanzas|ganas|recuperas|obtienes|generas|logra|consigue|alcanza|gana|recupera|obtiene|genera)\b/u,
    /\bse (?:[^.!?]{0,60} )?non (?:raggiungi|ottieni|guadagni|recuperi|generi|raggiunge|ottiene|guadagna|recupera|genera)\b/u,
    /\bsi vous (?:[^.!?]{0,60} )?n['’](?:obtenez|atteignez|générez|augmentez)|\bsi vous (?:[^.!?]{0,60} )?ne (?:gagnez|récupérez|réalisez|générez|doublez)\b/u,
    /\b(?:wenn|falls) (?:du|sie) [^.!?]{0,60}\b(?:nicht|keinen?|keine)\b[^.!?]{0,60}\b(?:erreichst|erreichen|verdienst|verdienen|erzielst|erzielen)\b/u,
    /\bals je [^.!?]{0,60}\bniet (?:haalt|bereikt|verdient|terugverdient)\b/u,
    // (and an exam failed after most of the course was done: "Jeżeli przerobisz co najmniej 75% kursu,
    // a mimo to nie zdasz", set AZ)
    /\b(?:jeśli|jeżeli) (?:[^.!?]{0,60} )?nie (?:osiągniesz|zarobisz|zdobędziesz|odzyskasz|zdasz)/u,
    /\b(?:jeśli|jeżeli) (?:[^.!?]{0,20} )?(?:przerobisz|ukończysz|zrealizujesz|wykonasz|obejrzysz) (?:co najmniej|wszystkie|cały|całość)/u,
    // id/ms: "jika Anda tidak berhasil mendapatkan pendapatan atau mengalami kerugian" (set AZ), "Jika semua
    // fitur yang kami janjikan tidak ada atau kamu tidak dapatkan maka Uang Kembali" (set BB)
    /\b(?:jika|apabila|kalau|sekiranya) (?:[^.!?]{0,60} )?tidak (?:berhasil|mendapatkan|dapatkan|mendapat|dapat|menghasilkan|memperoleh|untung)\b/u,
    /(?:если|якщо) (?:вы |ви )?(?:[^.!?]{0,60} )?не (?:заработаете|достигнете|получите результат|окупите|заробите|досягнете|отримаєте результат)/u,
    /\bas long as you\b/,
    /\bonly if\b/,
    /\bon (?:the )?condition\b/,
    // proof to show (en)
    /\b(?:show|provide|submit|with) (?:\w+ )?proof\b/,
    /\bproof of\b/,
    /\bmust (?:complete|attend|show|submit|provide|have)\b/,
    // a condition's connective (pt, es)
    /\bse você aplicar/u,
    /\bdesde que\b/,
    /\bsiempre que\b/,
    /\bsolo si\b/,
    // refunds that may be refused or limited (en)
    /\b(?:may|will|can) be (?:limited|denied|refused|declined|rejected)\b/,
    /\b(?:limit|deny|refuse|reject|decline)(?: or (?:limit|deny|refuse|reject|decline))? refund(?: requests?)?\b/,
    // only if little of the product was used (en)
    /\b(?:did|have) not (?:consume|consumed|download|downloaded|use|used|complete|completed) (?:a significant|more than|most)\b/,
    // only while the product is unused: not yet downloaded, opened or accessed ("if not downloaded",
    // "no refund once the link is accessed", "se não tiver sido baixado", "sofern nicht heruntergeladen")
    /\bif (?:\w+ ){0,3}?(?:not|never) (?:yet )?(?:been )?(?:downloaded|used|accessed|opened|consumed|activated|redeemed)\b/,
    /\b(?:unused|unopened|non-downloaded|undownloaded)\b/,
    /\bonce (?:\w+ ){0,3}?(?:is |are |has been |have been |was )?(?:downloaded|accessed|opened|consumed|activated|redeemed)\b/,
    /\b(?:se|caso) (?:[^.!?]{0,40} )?não (?:tiver sido |for )?(?:baixad|acessad|utilizad|descarregad)/u,
    /\bsi (?:[^.!?]{0,40} )?no (?:ha sido |se ha |fue )?(?:descargad|utilizad|accedid|usad)/u,
    /\b(?:sofern|wenn|falls) [^.!?]{0,40}\bnicht (?:heruntergeladen|genutzt|geöffnet|verwendet)/u,
    // a condition's connective (it, fr, nl, pt)
    /\ba condizione\b/,
    /(?<!\p{L})à condition\b/u,
    /\bsous réserve\b/u,
    /\bmits\b/,
    /\bonder voorwaarde/,
    /\bcondições\b/u,
    // every lesson or exercise done (en)
    /\bcompleted? (?:all|every|the) (?:modules|lessons|exercises|assignments|sessions)/,
    /\b(?:go through|attend|watch) (?:every|all) (?:session|lesson|module|class|call|video)/,
    /\bdo (?:the|all the) (?:exercises|work|homework|assignments)/,
    /\b(?:go|work) through (?:the|all the) (?:materials?|course|program|training|content|lessons|modules)\b/,
    /\bimplement (?:what|everything) you\b/,
    // technical trouble only (en)
    /\bif you (?:encounter|experience|run into|face|have) (?:any )?technical\b/,
    // a payout not received (en, pt, es)
    /\b(?:if you|caso (?:você )?|se você |si (?:usted |tú )?)(?:do not|don['’]t|não|no) (?:receive|get|receba|receber|recibe|recibes|reciba)\b/u,
    // an advance fee returned with the payout (pt, en)
    /\b(?:junto|juntamente) (?:ao|à|com o|com a|com)(?: \p{L}+){0,2} (?:saque|saldo|ganhos)\b/u,
    /\b(?:together|along) with (?:your|the) (?:withdrawal|payout|balance|earnings)\b/,
    // listed criteria (es, pt, en)
    /\b(?:ambas|estas|las siguientes|as seguintes|both|the following|these) (?:condiciones|condições|conditions|criteria|requirements)\b/u,
    /\bcuando se cumplan\b/,
    /\beligib(?:le|ility) for (?:a |any )?refund/,
    // a right to deny, case by case, at the seller's discretion (es, pt, en)
    /\b(?:derecho a|direito de|right to) (?:denegar|rechazar|negar|recusar|negar|deny|refuse|reject|decline)\b/,
    /\bdeber[áa]s? (?:visualizar|completar|terminar)\b/u,
    /\bcase[- ]by[- ]case\b/,
    /\b(?:at|in) (?:our|its) (?:sole )?discretion\b/,
    /\bwill be considered\b/,
    /\bcada caso (?:será|sera) (?:analizado|analisado|evaluado|avaliado)\b/u,
    // only if little of the course was watched (en, es, pt)
    /\b(?:accessed|viewed|watched|visualizado) (?:igual o )?(?:more than|más del|mais de|o más del) \d/u,
    // a condition's connective: "only if", "provided that", "on condition that" (de, pl, ro, cs, sk,
    // hu, sv, da, nb, fi, tr, ru, uk, bg, el, id/ms, vi, zh, ja, ko, hi, ar, he)
    /\b(?:nur (?:wenn|dann)|vorausgesetzt|unter der bedingung)\b/u,
    /\b(?:pod warunkiem|tylko (?:jeśli|jeżeli|wtedy))/u,
    /\b(?:cu condiția|numai dacă|doar dacă)/u,
    /\b(?:pod podmínkou|za předpokladu|pouze pokud|pod podmienkou|iba ak|len ak)/u,
    /\b(?:feltéve|csak akkor|azzal a feltétellel)/u,
    /\b(?:förutsatt att|endast om|bara om|forudsat at|kun hvis|forutsatt at|bare hvis|edellyttäen|vain jos)\b/u,
    /(?:şartıyla|koşuluyla|şartı ile|koşulu ile)/u,
    /(?:при условии|только если|только при|за умови|лише якщо|тільки якщо|при условие|само ако)/u,
    /(?:υπό την προϋπόθεση|μόνο αν|μόνο εφόσον)/u,
    /\b(?:dengan syarat|asalkan|hanya jika|hanya apabila)\b/u,
    /(?:với điều kiện|chỉ khi)/u,
    /(?:前提是|的前提下|仅限于|僅限於|場合に限り|場合のみ|条件として|경우에 한해|조건으로|경우에만)/u,
    /(?:शर्त पर|केवल तभी|بشرط|شريطة|فقط إذا|בתנאי ש|רק אם)/u,
  ]
    .map((r) => r.source)
    .join("|"),
  "iu",
);
/** Trying the product and not liking it: "if you go through the programme and feel it wasn't right for
 *  you" is a satisfaction promise, not a condition (set R, in-sample: two pages by different authors).
 *  Not when the work is all of it ("go through every module and..."). */
const TRIED_AND_DISLIKED =
  /\bif you (?:go through|try|follow|use) (?!(?:all|every|each)\b)[^.!?]{0,60}? and (?:(?:feel|find|decide|think)(?: that)? )?(?:it|this|they|the \w+) (?:(?:was|is|has|were|are)(?:n['’]t| not)|did(?:n['’]t| not)|does(?:n['’]t| not)) (?:right|for you|helpful|helped|help|worth it|a (?:good )?fit|useful|work for you|what you expected)/i;
/** A condition that binds the promise: CONDITION, unless it is only trying the product and disliking it. */
const bindsPromise = (text: string) => CONDITION.test(text) && !TRIED_AND_DISLIKED.test(text);

/** A sentence about refunds, in which a condition binds the page's promise. */
const REFUND_WORD = joined(["refund|devoluci[oó]n|devolu[çc][ãa]o", ...MONEY_BACK_WORDS]);
/** A row of links ("Privacy Policy · Terms · Refund · Disclaimer"): three or more short parts with
 *  no figure; it names pages and states no terms. */
function linkRow(text: string): boolean {
  if (text.length > 200) return false;
  const parts = text.split(/\s?[·•|]\s?/);
  return parts.length >= 3 && parts.every((p) => p.trim().length <= 25 && !/\d/.test(p));
}

function sentences(text: string): string[] {
  return text.split(/(?<=[.!?。])\s+/).filter((s) => s.length > 0);
}

/** "within the first month", "a 1-month money-back guarantee": a month's window, counted as 30 days
 *  as the labels do (set AH). */
const FIRST_MONTH =
  /\b(?:within|in|during) (?:the |your )?first month\b|\b(?:one|1|a)[\s-]month (?:money[\s-]back|guarantee|refund)/i;

function daysIn(sentence: string): number[] {
  const out: number[] = [];
  DAYS.lastIndex = 0;
  for (let m = DAYS.exec(sentence); m !== null; m = DAYS.exec(sentence)) {
    const n = m[1] !== undefined ? Number(m[1]) : (WORD_DAYS[m[2]!.toLowerCase()] ?? 0);
    if (n >= 1 && n <= 365) out.push(n);
  }
  if (out.length === 0 && FIRST_MONTH.test(sentence)) out.push(30);
  return out;
}

export function readRefund(blocks: Block[]): RefundFact | null {
  let none: string | null = null;
  let condition: string | null = null;
  const positive: { sentence: string; days: number[]; conditional: boolean }[] = [];
  /** Days named elsewhere in a block that promises a refund ("take no more than 30 days to decide"). */
  const blockDays: number[] = [];
  for (const block of blocks) {
    const text = plain(block.text);
    if (
      !MONEY_BACK.test(text) &&
      !DAY_GUARANTEE.test(text) &&
      !NO_REFUND.test(text) &&
      !REFUND_WORD.test(text)
    )
      continue;
    if (linkRow(text)) continue;
    // conditions are often set in the sentences before the promise ("Attend every session...")
    const blockConditional = !(block.flags & B_FOOTER) && text.length <= 600 && bindsPromise(text);
    const before = positive.length;
    for (const sentence of sentences(text)) {
      if (sentence.length > 600) continue;
      // a condition in any sentence about refunds ("to be eligible for a refund, you must...", "we
      // reserve the right to deny the refund") binds the promise made elsewhere on the page
      if (!(block.flags & B_FOOTER) && REFUND_WORD.test(sentence) && bindsPromise(sentence))
        condition ??= sentence;
      // a question ("Is there a money-back guarantee?", an FAQ's heading) states nothing: its answer does
      if (/[?？]["”’»)]*$/.test(sentence)) continue;
      if (NO_REFUND.test(sentence)) {
        none ??= sentence;
        continue;
      }
      const promise = sentence.replace(POLICY_TITLE, " ");
      if (!DAY_GUARANTEE.test(sentence) && !(MONEY_BACK.test(promise) && PROMISE.test(promise))) continue;
      positive.push({
        sentence,
        days: daysIn(sentence),
        conditional: blockConditional || bindsPromise(sentence),
      });
    }
    if (positive.length > before && text.length <= 1000) blockDays.push(...daysIn(text));
  }
  if (positive.length === 0) {
    return none === null ? null : { days: null, kind: "none", evidence: none.slice(0, 200), how: "text" };
  }
  const counts = new Map<number, number>();
  for (const p of positive) for (const d of new Set(p.days)) counts.set(d, (counts.get(d) ?? 0) + 1);
  let days: number | null = null;
  let best = 0;
  for (const [d, n] of counts)
    if (n > best) {
      days = d;
      best = n;
    }
  if (days === null && blockDays.length > 0) days = blockDays[0]!;
  const conditional = positive.find((p) => p.conditional);
  const shown = conditional ?? positive.find((p) => p.days.length > 0) ?? positive[0]!;
  return {
    days,
    kind: conditional || condition !== null ? "conditional" : "unconditional",
    evidence: shown.sentence.slice(0, 200),
    how: "text",
  };
}
