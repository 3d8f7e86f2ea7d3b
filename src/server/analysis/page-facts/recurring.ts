// Whether the buyer is charged again: yes when the price is monthly or yearly, or the page states
// renewal terms ("renews at", "billed annually", "cancel anytime"; "renew" alone is also a verb
// about the body or the mind, "rest and renew", so it needs a billing word beside it); no when it says the payment is
// once ("one-time payment", "no monthly fees"), when the offer is free, when it states a one-time
// price and no renewal, or when a page that sells (an amount, a buy button or refund terms) has no
// renewal, subscription or per-period wording anywhere: a charge that repeats has to be stated, so
// its absence on a sales page is the evidence. A page that sells nothing is unknown. Word
// alternations on plain sentences, linear.

import { type Block, plain } from "./page-document";
import { joined } from "./patterns";
import type { Fact, PriceFact } from "./types";

/** Renewal terms, by language ("renews at", "verlängert sich automatisch", "自动续费"). */
const RENEWS = joined([
  // en
  String.raw`\brenews? (?:at|automatically|every|each|monthly|annually|yearly|on|for|until|unless)\b|\b(?:will|automatically|subscription|plan|membership) renews?\b|\brenewal (?:fee|price|date|charge|rate|period|term|notice)s?\b|auto-?renew|automatically (?:re-?)?bill|re-?bill(?:ed|ing)?\b|\brecurring (?:payment|charge|billing|fee)|billed (?:monthly|annually|yearly|every)|charged (?:monthly|annually|yearly|every)|\bautomatic (?:debit|deduction)s?\b|\bcharged (?:\S+ ){1,2}(?:monthly|annually|yearly|weekly|every|each|per|a (?:month|year|week))\b|cancel (?:at )?any ?time`,
  // pt, es, fr, it, nl
  "renova(?:ção|da) automátic|cobrança recorrente|assinatura mensal|cancele quando quiser|renovación automática|se renueva automáticamente|cancela cuando quieras|renouvel(?:lement|é) automatique|résiliable à tout moment|rinnovo automatico|si rinnova automaticamente|disdici quando vuoi|automatisch verlengd|maandelijks opzegbaar",
  // de, pl, ro, cs, sk, hu
  "verlängert sich automatisch|automatische verlängerung|jederzeit kündbar|monatlich kündbar|monatliche[n]? kündigungsfrist|odnawia się automatycznie|automatyczne odnowienie|płatność cykliczna|anulujesz w każdej chwili|se reînnoiește automat|reînnoire automată|plată recurentă|automaticky obnov|automatické obnov|zrušit kdykoli|zrušiť kedykoľvek|automatikusan megújul|bármikor lemondható",
  // sv, da, nb, fi
  "förnyas automatiskt|säg upp när som helst|avsluta när som helst|fornyes automatisk|opsig når som helst|si opp når som helst|uusiutuu automaattisesti|peru milloin tahansa",
  // tr, ru, uk, bg, el
  "otomatik olarak yenilenir|otomatik yenileme|istediğin zaman iptal|dilediğin zaman iptal|автоматически продлева|автопродлени|автоматическое списание|автосписани|регулярное списание|рекуррентн|автоматичне списання|автосписання|отменить в любой момент|автоматично подовжу|автопродовжен|скасувати будь-коли|подновява се автоматично|автоматично подновяване|ανανεώνεται αυτόματα|αυτόματη ανανέωση",
  // id/ms, vi, tl
  "diperpanjang otomatis|perpanjangan otomatis|batalkan kapan saja|diperbaharui secara automatik|tự động gia hạn|hủy bất cứ lúc nào|awtomatikong nire-renew",
  // zh, ja, ko, hi, ar, he
  "自动续费|自動續費|自动续订|自動續訂|随时取消|隨時取消|自動更新|いつでも解約|자동 ?갱신|언제든(?:지)? 해지|स्वतः नवीनीकरण|ऑटो-रिन्यू|يتجدد تلقائي|تجديد تلقائي|מתחדש אוטומטית|חידוש אוטומטי",
]);
/** A payment made once, by language ("one-time payment", "Einmalzahlung", "一次性付款"). */
const ONCE = joined([
  // en
  "one[- ]time (?:payment|fee|price|investment|charge|purchase)|single (?:one[- ])?(?:time )?payment|no (?:monthly|recurring|hidden|ongoing) (?:fees?|payments?|charges?|costs?)|not a subscription|no subscription|pay (?:only )?once",
  // pt, es, fr, it, nl
  "pagamento único|sem mensalidade|pago único|sin suscripción|sin mensualidades|paiement unique|sans abonnement|una tantum|pagamento unico|senza abbonamento|eenmalige? (?:betaling|investering)|geen abonnement",
  // de, pl, ro, cs, sk, hu
  String.raw`einmalzahlung|einmalige (?:zahlung|gebühr|investition)|kein abo|keine monatlichen (?:kosten|gebühren)|jednorazow\p{L}{1,2} (?:płatność|opłata)|płatność jednorazowa|bez abonamentu|bez subskrypcji|plată unică|o singură plată|fără abonament|jednorázov\p{L}{1,2} platb|bez předplatného|bez predplatného|egyszeri (?:díj|fizetés|befizetés)|nincs előfizetés|nincs havidíj`,
  // sv, da, nb, fi
  "engångsbetalning|engångsavgift|ingen prenumeration|inga månadsavgifter|engangsbetaling|intet abonnement|ingen abonnement|ingen månedlige|kertamaksu|ei kuukausimaksu",
  // tr, ru, uk, bg, el
  String.raw`tek seferlik (?:ödeme|ücret)|tek ödeme|aylık ücret yok|abonelik yok|единоразов\p{L}{1,2} (?:платёж|платеж|оплата)|разов\p{L}{1,2} (?:платёж|платеж|оплата)|оплата один раз|без подписки|без ежемесячн|одноразов\p{L}{1,2} (?:платіж|оплата)|без підписки|без щомісячн|еднократн\p{L}{1,2} (?:плащане|такса)|без абонамент|εφάπαξ|χωρίς συνδρομή`,
  // id/ms, vi, tl
  "sekali bayar|bayar sekali|pembayaran (?:satu|sekali) kali|bayaran sekali|tanpa langganan|tanpa biaya bulanan|thanh toán một lần|trả một lần|không phí hàng tháng|isang beses na bayad|minsanang bayad",
  // zh, ja, ko, hi, ar, he
  "一次性(?:付款|付費|付费|买断|買斷)|一次付清|终身买断|終身買斷|无月费|無月費|買い切り|月額料金なし|일회성 결제|1회 결제|평생 소장|एक बार का भुगतान|एकमुश्त भुगतान|कोई मासिक शुल्क नहीं|دفعة واحدة|دفع لمرة واحدة|بدون اشتراك|بدون رسوم شهرية|תשלום חד[- ]פעמי|ללא מנוי|ללא דמי מנוי",
]);

/** Words of a subscription, anywhere ("subscribe" alone is a newsletter or a channel), by language. */
const SUBSCRIPTION = joined([
  // en
  String.raw`subscription|\bmembership (?:fee|plan|price|dues)|monthly (?:fee|plan|payment|subscription|membership|charge|billing)|annual (?:fee|plan|subscription|membership|billing)|\bbilled\b`,
  // pt, es, fr, it, nl, de, da, nb
  // a German notice period ("Kündigungsfrist") ends a running contract; a purchase made once is
  // withdrawn from ("Widerruf"), not given notice on (set AE)
  "assinatura|mensalidade|suscripción|abonnement|abbonamento|mitgliedsbeitrag|monatsbeitrag|kündigungsfrist",
  // pl, ro, cs, sk, hu, sv, fi
  "subskrypcj|abonament|předplatné|predplatné|előfizetés|havidíj|prenumeration|abonnemang|kuukausimaksu|kuukausitilaus",
  // tr, ru, uk, bg, el
  "abonelik|üyelik ücreti|подписк|абонемент|підписк|абонамент|συνδρομή",
  // id/ms, vi, tl
  "langganan|berlangganan|thuê bao|gói tháng|subskripsyon",
  // zh, ja, ko, hi, ar, he
  "订阅|訂閱|会员费|會員費|月額|定期購入|サブスク|구독|सदस्यता शुल्क|اشتراك|מנוי",
]);

/** Subscriptions the buyer sells to others ("retail Cable TV subscriptions", "revender assinaturas"):
 *  the goods of a reselling business, not the page's own terms ("sell more with our subscription"). */
const RESOLD_SUBSCRIPTION =
  /(?:^|[^\p{L}])(?:sell|sells|selling|retail|retails|retailing|resell\p{L}{0,3}|vend\p{L}{0,3}|revend\p{L}{0,3})\s(?:(?!(?:with|our|your|my|this|the|to|for|by|com|nossa|sua|con|nuestra|tu)\s)\p{L}+\s){0,3}(?:subscriptions?|assinaturas?|suscripciones|suscripción)(?!\p{L})/giu;

/** A mailing list's promise ("No spam. Unsubscribe anytime", "Sin spam. Cancela cuando quieras"): a
 *  "cancel anytime" beside it is about the emails, not a charge that renews. */
const MAILING_LIST =
  /(?:^|[^\p{L}])(?:spam|newsletter|inbox|unsubscribe|mailing list|boletim|bolet[íi]n|desinscri\p{L}*|d[ée]sabonn\p{L}*|darte de baja|descadastr\p{L}*)(?!\p{L})/iu;
/** How far around a renewal phrase a mailing list's words are looked for. */
const MAILING_REACH = 60;

export function renewalSentence(blocks: Block[]): string | null {
  for (const block of blocks) {
    const text = plain(block.text);
    const m = RENEWS.exec(text);
    if (m === null) continue;
    const around = text.slice(Math.max(0, m.index - MAILING_REACH), m.index + m[0].length + MAILING_REACH);
    if (MAILING_LIST.test(around) && !SUBSCRIPTION.test(around)) continue;
    return text.slice(Math.max(0, m.index - 80), m.index + 120);
  }
  return null;
}

export function readRecurring(
  blocks: Block[],
  price: PriceFact | null,
  renewal: string | null,
  /** The page sells (an amount, a buy button, refund terms) and whether it shows an amount per period. */
  page: { sells: boolean; periodicAmount: boolean; periodicTiers?: string | null } = {
    sells: false,
    periodicAmount: false,
  },
): Fact<boolean> | null {
  if (price && (price.billing === "monthly" || price.billing === "yearly"))
    return { value: true, evidence: price.evidence, how: "price" };
  if (price?.billing === "free" && renewal === null)
    return { value: false, evidence: price.evidence, how: "price" };
  let once: string | null = null;
  for (const block of blocks) {
    const text = plain(block.text);
    const m = ONCE.exec(text);
    if (m !== null) {
      once = text.slice(Math.max(0, m.index - 60), m.index + 100);
      break;
    }
  }
  if (renewal !== null && once === null) return { value: true, evidence: renewal, how: "text" };
  if (price === null && page.periodicTiers && once === null)
    return { value: true, evidence: page.periodicTiers, how: "pricing-table" };
  if (once !== null) return { value: false, evidence: once, how: "text" };
  if (price && price.billing !== "installments" && renewal === null)
    return { value: false, evidence: price.evidence, how: "price" };
  if (price === null && renewal === null && page.sells && !page.periodicAmount) {
    for (const block of blocks)
      if (SUBSCRIPTION.test(block.text.replace(RESOLD_SUBSCRIPTION, " "))) return null;
    return {
      value: false,
      evidence: "no renewal, subscription or per-period wording on the page",
      how: "text",
    };
  }
  return null;
}
