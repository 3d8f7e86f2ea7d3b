// Coverage of a fixed list of languages, concept by concept (refund terms, billing, "free"): one
// short phrase per language written for these tests, and near misses that must not be read.
import { describe, expect, it } from "vitest";
import { readPageFacts } from "./page-facts";

const page = (body: string, lang = "") =>
  `<!doctype html><html${lang === "" ? "" : ` lang="${lang}"`}><head></head><body>${body}</body></html>`;
const factsOf = (body: string, url = "https://example-course.com/offer", lang = "") =>
  readPageFacts(page(body, lang), url);

describe("refund terms in each language", () => {
  const refundOf = (text: string) => {
    const r = factsOf(`<p>${text}</p>`).refund;
    return r === null ? null : { days: r.days, kind: r.kind };
  };

  // money back with a window of days, in words and with the guarantee named
  it.each([
    ["de", "14 Tage Geld-zurück-Garantie, ohne Wenn und Aber.", 14],
    ["de", "Du hast 30 Tage Zeit: Wir erstatten dir den vollen Betrag.", 30],
    ["pl", "Masz 30 dni gwarancji satysfakcji.", 30],
    ["pl", "Gwarantujemy zwrot pieniędzy w ciągu 14 dni.", 14],
    ["ro", "Ai garanție de 30 de zile: îți returnăm banii.", 30],
    ["cs", "Nabízíme vrácení peněz do 14 dnů od nákupu.", 14],
    ["sk", "Ponúkame vrátenie peňazí do 30 dní.", 30],
    ["hu", "30 napos pénzvisszafizetési garancia.", 30],
    ["sv", "Du får pengarna tillbaka inom 30 dagar.", 30],
    ["da", "Du får pengene tilbage inden for 14 dage.", 14],
    ["nb", "30 dagers fornøydhetsgaranti: du får pengene tilbake.", 30],
    ["fi", "30 päivän tyytyväisyystakuu, rahat takaisin.", 30],
    ["tr", "30 gün para iade garantisi.", 30],
    ["ru", "Гарантия возврата денег 30 дней.", 30],
    ["ru", "Если курс не подойдёт, вернём деньги в течение 14 дней.", 14],
    ["uk", "Повернення коштів протягом 14 днів.", 14],
    ["bg", "Връщане на парите в рамките на 30 дни.", 30],
    ["el", "Εγγύηση επιστροφής χρημάτων 30 ημερών.", 30],
    ["id", "Garansi uang kembali 30 hari.", 30],
    ["ms", "Jaminan wang dikembalikan dalam 14 hari.", 14],
    ["vi", "Cam kết hoàn tiền trong 7 ngày.", 7],
    ["tl", "May 30 araw na garantiya: ibabalik namin ang pera mo.", 30],
    ["zh", "30天退款保证。", 30],
    ["zh-TW", "7天無條件退款保證。", 7],
    ["ja", "30日間返金保証つき。", 30],
    ["ko", "30일 환불 보장.", 30],
    ["hi", "30 दिन की मनी-बैक गारंटी।", 30],
    ["ar", "ضمان استرداد لمدة 30 يوم.", 30],
    ["he", "החזר כספי מלא תוך 14 ימים.", 14],
    ["es (word days)", "Tienes treinta días para pedir el reembolso.", 30],
    ["de (word days)", "Dreißig Tage Geld-zurück-Garantie.", 30],
  ])("%s: %s", (_, text, days) => {
    expect(refundOf(text)).toEqual({ days, kind: "unconditional" });
  });

  // a money-back promise with no window is still a refund
  it.each([
    ["pl", "Zwrot pieniędzy bez pytań."],
    ["tr", "Memnun kalmazsan para iade edilir."],
    ["ru", "Гарантированный возврат денег."],
    ["zh", "不满意可申请退款。"],
    ["ko", "만족하지 않으면 전액 환불해 드립니다."],
    ["id", "Pengembalian dana penuh jika tidak puas."],
    ["sv", "Inte nöjd? Pengarna tillbaka."],
  ])("%s: %s has no days", (_, text) => {
    expect(refundOf(text)).toEqual({ days: null, kind: "unconditional" });
  });

  it.each([
    ["de", "Eine Rückerstattung ist ausgeschlossen."],
    ["pl", "Produkt cyfrowy nie podlega zwrotowi."],
    ["ro", "Nu oferim rambursări pentru produse digitale."],
    ["cs", "Peníze nevracíme."],
    ["hu", "A díjat nem térítjük vissza."],
    ["sv", "Ingen återbetalning efter köp."],
    ["da", "Købet refunderes ikke."],
    ["nb", "Ingen refusjon etter kjøp."],
    ["fi", "Rahoja ei palauteta."],
    ["tr", "Dijital ürünlerde iade yapılmaz."],
    ["ru", "Возврат денег не производится."],
    ["uk", "Повернення коштів не передбачено."],
    ["bg", "Парите не се връщат."],
    ["el", "Δεν γίνεται επιστροφή χρημάτων."],
    ["id", "Tidak ada pengembalian dana."],
    ["vi", "Không hoàn tiền sau khi mua."],
    ["tl", "Walang refund pagkatapos bumili."],
    ["zh", "课程售出后恕不退款。"],
    ["ja", "ご購入後の返金はできません。"],
    ["ko", "구매 후 환불 불가."],
    ["hi", "खरीद के बाद कोई रिफंड नहीं।"],
    ["ar", "هذا المنتج غير قابل للاسترداد."],
    ["he", "אין החזר כספי לאחר הרכישה."],
  ])("no refunds, %s: %s", (_, text) => {
    expect(refundOf(text)).toEqual({ days: null, kind: "none" });
  });

  // near misses: a guarantee of access or results, a policy's name, a date
  it.each([
    ["de", "Garantierter Zugang für 12 Monate."],
    ["pl", "Gwarancja dostępu do kursu na zawsze."],
    ["ru", "Гарантия результата за 30 дней."],
    ["tr", "30 günde sonuç garantisi."],
    ["zh", "退款政策"],
    ["ja", "12月30日に開講します。"],
    ["id", "Akses seumur hidup dijamin."],
  ])("not a refund, %s: %s", (_, text) => {
    expect(refundOf(text)).toBeNull();
  });
});

describe("billing in each language", () => {
  /** The price of a page whose buy button states `text`, as "49 EUR monthly". */
  const priceOf = (text: string) => {
    const p = factsOf(`<button>${text}</button>`).price;
    return p === null
      ? null
      : `${p.amount} ${p.currency} ${p.billing}${p.installments ? ` ${p.installments.count}` : ""}`;
  };

  it.each([
    ["de", "Jetzt starten: 29 € pro Monat", "29 EUR monthly"],
    ["de", "Mitglied werden: 29 € monatlich", "29 EUR monthly"],
    ["pl", "Dołącz: 49 zł miesięcznie", "49 PLN monthly"],
    ["pl", "Kup: 49 zł/mies.", "49 PLN monthly"],
    ["ro", "Cumpără: 99 € pe lună", "99 EUR monthly"],
    ["cs", "Koupit: €19 měsíčně", "19 EUR monthly"],
    ["sk", "Kúpiť: €19 mesačne", "19 EUR monthly"],
    ["hu", "Megveszem: €19 havonta", "19 EUR monthly"],
    ["sv", "Köp: €19 per månad", "19 EUR monthly"],
    ["da", "Køb: €19 om måneden", "19 EUR monthly"],
    ["nb", "Kjøp: €19 per måned", "19 EUR monthly"],
    ["fi", "Osta: €19 kuukaudessa", "19 EUR monthly"],
    ["tr", "Satın al: ₺199 aylık", "199 TRY monthly"],
    ["ru", "Купить: $19 в месяц", "19 USD monthly"],
    ["ru", "Купить: $19/мес", "19 USD monthly"],
    ["uk", "Купити: $19 на місяць", "19 USD monthly"],
    ["bg", "Купи: €19 на месец", "19 EUR monthly"],
    ["el", "Αγορά: €19 το μήνα", "19 EUR monthly"],
    ["id", "Beli: Rp 99.000 per bulan", "99000 IDR monthly"],
    ["id", "Beli: Rp 99.000/bln", "99000 IDR monthly"],
    ["vi", "Mua: $19 mỗi tháng", "19 USD monthly"],
    ["tl", "Bumili: ₱499 kada buwan", "499 PHP monthly"],
    ["zh", "立即订阅 $19 每月", "19 USD monthly"],
    ["zh", "订阅 $19/月", "19 USD monthly"],
    ["ja", "月額 980円で申し込む", "980 JPY monthly"],
    ["ko", "매월 $19 구독하기", "19 USD monthly"],
    ["hi", "खरीदें: ₹499 प्रति माह", "499 INR monthly"],
    ["ar", "اشترك الآن: $19 شهريا", "19 USD monthly"],
    ["he", "הצטרפו: $19 לחודש", "19 USD monthly"],
    ["de", "Jetzt kaufen: 290 € jährlich", "290 EUR yearly"],
    ["pl", "Kup: 490 zł rocznie", "490 PLN yearly"],
    ["tr", "Satın al: ₺1.990 yıllık", "1990 TRY yearly"],
    ["ru", "Купить: $190 в год", "190 USD yearly"],
    ["id", "Beli: Rp 990.000 per tahun", "990000 IDR yearly"],
    ["zh", "订阅 $190 每年", "190 USD yearly"],
    ["ja", "年額 9800円で申し込む", "9800 JPY yearly"],
    ["ko", "연간 $190 구독하기", "190 USD yearly"],
    ["he", "הצטרפו: $190 לשנה", "190 USD yearly"],
    ["de", "Kaufen: 3 Raten à 99 €", "99 EUR installments 3"],
    ["pl", "Kup: 3 raty po 99 zł", "99 PLN installments 3"],
    ["tr", "Satın al: 3 taksitle ₺300", "300 TRY installments 3"],
    ["ru", "Купить: 3 платежа по $99", "99 USD installments 3"],
    ["id", "Beli: cicilan 3x Rp 300.000", "300000 IDR installments 3"],
    ["zh", "购买：分3期 $99", "99 USD installments 3"],
    ["ja", "購入：3回払い 9800円", "9800 JPY installments 3"],
    ["ko", "구매: 3개월 할부 $99", "99 USD installments 3"],
    ["he", "לרכישה: 3 תשלומים של $99", "99 USD installments 3"],
  ])("%s: %s", (_, text, expected) => {
    expect(priceOf(text)).toBe(expected);
  });

  // near misses: a date, a number of months of access, a one-off price
  it.each([
    ["ja", "購入：9800円 (3月1日開講)", "9800 JPY one-time"],
    ["ko", "구매: $99 3개월 수강", "99 USD one-time"],
    ["pl", "Kup: 99 zł, dostęp na 12 miesięcy", "99 PLN one-time"],
  ])("one-time, %s: %s", (_, text, expected) => {
    expect(priceOf(text)).toBe(expected);
  });
});

describe("recurring charges in each language", () => {
  const recurringOf = (text: string) =>
    factsOf(`<button>Buy €49</button><p>${text}</p>`).recurring?.value ?? null;
  it.each([
    ["de", "Das Abo verlängert sich automatisch."],
    ["pl", "Subskrypcja odnawia się automatycznie."],
    ["ro", "Abonamentul se reînnoiește automat."],
    ["cs", "Předplatné se automaticky obnovuje."],
    ["hu", "Az előfizetés automatikusan megújul."],
    ["sv", "Abonnemanget förnyas automatiskt."],
    ["da", "Abonnementet fornyes automatisk."],
    ["fi", "Tilaus uusiutuu automaattisesti."],
    ["tr", "Abonelik otomatik olarak yenilenir."],
    ["ru", "Подписка автоматически продлевается."],
    ["uk", "Підписка автоматично подовжується."],
    ["bg", "Абонаментът се подновява се автоматично."],
    ["el", "Η συνδρομή ανανεώνεται αυτόματα."],
    ["id", "Langganan diperpanjang otomatis."],
    ["vi", "Gói sẽ tự động gia hạn."],
    ["zh", "会员到期自动续费。"],
    ["ja", "自動更新です。いつでも解約できます。"],
    ["ko", "자동 갱신되며 언제든지 해지할 수 있습니다."],
    ["ar", "يتجدد تلقائيا كل شهر."],
    ["he", "המנוי מתחדש אוטומטית."],
  ])("renews, %s: %s", (_, text) => {
    expect(recurringOf(text)).toBe(true);
  });

  it.each([
    ["de", "Einmalzahlung, kein Abo."],
    ["pl", "Płatność jednorazowa, bez abonamentu."],
    ["ro", "Plată unică, fără abonament."],
    ["cs", "Jednorázová platba, bez předplatného."],
    ["hu", "Egyszeri díj, nincs előfizetés."],
    ["sv", "Engångsbetalning, ingen prenumeration."],
    ["fi", "Kertamaksu, ei kuukausimaksuja."],
    ["tr", "Tek seferlik ödeme."],
    ["ru", "Единоразовый платёж, без подписки."],
    ["uk", "Одноразовий платіж, без підписки."],
    ["bg", "Еднократно плащане."],
    ["el", "Εφάπαξ πληρωμή."],
    ["id", "Sekali bayar, tanpa langganan."],
    ["vi", "Thanh toán một lần."],
    ["zh", "一次性付款，终身买断。"],
    ["ja", "買い切りです。"],
    ["ko", "일회성 결제입니다."],
    ["hi", "एक बार का भुगतान।"],
    ["ar", "دفعة واحدة فقط."],
    ["he", "תשלום חד פעמי."],
  ])("once, %s: %s", (_, text) => {
    expect(recurringOf(text)).toBe(false);
  });

  // a subscription named with no price read leaves recurring unknown rather than "no"
  it.each([
    ["ru", "Оформите подписку на курс."],
    ["pl", "Wykup subskrypcję kursu."],
    ["ko", "구독하고 모든 강의를 들으세요."],
  ])("a subscription word with no price is unknown, %s: %s", (_, text) => {
    expect(factsOf(`<p>${text}</p><button>OK</button>`).recurring).toBeNull();
  });
});
