// Coverage of a fixed list of languages, concept by concept (refund terms, billing, "free"): one
// short phrase per language written for these tests, and near misses that must not be read.
import { describe, expect, it } from "vitest";
import { cpuClock } from "../../../shared/testing/cpu-clock";
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
    // a dislike is no result ("if you don't love it"): still unconditional
    ["en", "30-day money-back guarantee: if you don't love it, we'll refund you.", 30],
    ["pt", "Garantia de 30 dias: se você não gostar, devolvemos seu dinheiro.", 30],
    ["es", "Garantía de 30 días: si no te gusta, te devolvemos el dinero.", 30],
    ["it", "Garanzia di 30 giorni: se non sei soddisfatto, ti rimborsiamo.", 30],
    ["de", "30 Tage Geld-zurück-Garantie, wenn du nicht zufrieden bist.", 30],
    // trying it and finding it was not right is a dislike too (set R, in-sample; our own words)
    [
      "en",
      "If you go through the planner and find it isn't right for you, write within 30 days for a full refund.",
      30,
    ],
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

  // a money-back promise bound by a condition ("only if", "provided that") in each language
  it.each([
    ["de", "Geld zurück innerhalb von 30 Tagen, vorausgesetzt, du hast alle Module abgeschlossen."],
    ["pl", "Zwrot pieniędzy w ciągu 30 dni pod warunkiem wykonania wszystkich zadań."],
    ["ro", "Îți returnăm banii în 30 de zile, cu condiția să fi urmat toate lecțiile."],
    ["cs", "Vrácení peněz do 30 dnů pouze pokud doložíte splněné úkoly."],
    ["hu", "30 napos pénzvisszafizetési garancia, feltéve, hogy elvégezted a feladatokat."],
    ["sv", "Pengarna tillbaka inom 30 dagar, förutsatt att du gjort alla övningar."],
    ["fi", "Rahat takaisin 30 päivän sisällä, vain jos olet tehnyt tehtävät."],
    ["tr", "Tüm dersleri izlemen şartıyla 30 gün para iade garantisi."],
    ["ru", "Возврат денег в течение 30 дней при условии выполнения всех заданий."],
    ["uk", "Повернення коштів протягом 30 днів лише якщо виконано всі завдання."],
    ["bg", "Връщане на парите до 30 дни само ако сте завършили курса."],
    ["el", "Επιστροφή χρημάτων σε 30 ημέρες, μόνο αν ολοκληρώσετε τις ασκήσεις."],
    ["id", "Pengembalian dana 30 hari dengan syarat semua tugas selesai."],
    ["vi", "Hoàn tiền trong 30 ngày với điều kiện hoàn thành bài tập."],
    ["zh", "在完成全部作业的前提下，30天内可申请退款。"],
    ["ja", "全課題を提出した場合に限り、30日間返金保証。"],
    ["ko", "모든 과제를 제출한 경우에 한해 30일 환불 보장."],
    ["ar", "ضمان استرداد لمدة 30 يوم بشرط إكمال الدروس."],
    ["he", "החזר כספי תוך 30 ימים בתנאי שהשלמתם את המשימות."],
    // money back only when a result is not reached, or only while the product is unused
    ["en", "Money back in 30 days: if you don't land a single paying client, we'll refund you in full."],
    ["en", "30-day guarantee. If you fail to earn back your fee, we refund every cent."],
    ["en", "Refund within 30 days if the templates have not been downloaded."],
    ["en", "Unused licences can be refunded within 30 days."],
    ["pt", "Garantia de 30 dias: se em um mês você não faturar R$ 1.000, devolvemos seu dinheiro."],
    ["es", "Garantía de 30 días: si en un mes no consigues tu primera venta, te devolvemos el dinero."],
    ["it", "Se entro 30 giorni dall'avvio non ottieni nuovi clienti, ti rimborsiamo tutto."],
    ["fr", "Garantie de 30 jours : si vous n'obtenez aucun rendez-vous, nous vous remboursons."],
    ["de", "Geld zurück in 30 Tagen, wenn du bis dahin keinen Umsatz erzielst."],
    ["nl", "Geld terug binnen 30 dagen als je het doel niet haalt."],
    ["pl", "Zwrot pieniędzy w ciągu 30 dni, jeśli nie zarobisz pierwszych 100 zł."],
    ["ru", "Возврат денег в течение 30 дней, если вы не заработаете первые 1000 рублей."],
    ["pt", "Reembolso em até 30 dias se o arquivo não tiver sido baixado."],
    ["es", "Reembolso dentro de 30 días si no ha sido descargado el curso."],
    // a connective whose first letter is accented ("à condition"): no ASCII word boundary before it
    ["fr", "Remboursement sous 30 jours, à condition d'avoir suivi chaque module."],
    // all of the work first, then the dislike: the work is the condition
    ["en", "If you go through every lesson and it didn't help, we refund you within 30 days."],
  ])("conditional, %s: %s", (_, text) => {
    expect(refundOf(text)).toEqual({ days: 30, kind: "conditional" });
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

  // a plan named with its period before the price
  it.each([
    ["de", "Jahresabo: 290 €", "290 EUR yearly"],
    ["pl", "Plan miesięczny: 49 zł", "49 PLN monthly"],
    ["ro", "Abonament anual: 990 lei", "990 RON yearly"],
    ["cs", "Měsíční předplatné: 299 Kč", "299 CZK monthly"],
    ["hu", "Éves előfizetés: 29 900 Ft", "29900 HUF yearly"],
    ["sv", "Månadsabonnemang: €19", "19 EUR monthly"],
    ["fi", "Vuositilaus: €190", "190 EUR yearly"],
    ["tr", "Aylık üyelik: ₺199", "199 TRY monthly"],
    ["ru", "Годовая подписка: 9 900 ₽", "9900 RUB yearly"],
    ["uk", "Місячна підписка: 499 грн", "499 UAH monthly"],
    ["bg", "Годишен абонамент: €190", "190 EUR yearly"],
    ["el", "Μηνιαία συνδρομή: €19", "19 EUR monthly"],
    ["id", "Paket bulanan: Rp 99.000", "99000 IDR monthly"],
    ["vi", "Gói năm: $190", "190 USD yearly"],
    ["zh", "包年：$190", "190 USD yearly"],
    ["ja", "月額プラン：980円", "980 JPY monthly"],
    ["ko", "연간 플랜: 99,000원", "99000 KRW yearly"],
    ["hi", "मासिक प्लान: ₹499", "499 INR monthly"],
    ["ar", "اشتراك سنوي: $190", "190 USD yearly"],
    ["he", "מנוי חודשי: ₪49", "49 ILS monthly"],
  ])("a plan's label, %s: %s", (_, text, expected) => {
    const p = factsOf(`<div class='pricing'><p>${text}</p></div>`).price;
    expect(p === null ? null : `${p.amount} ${p.currency} ${p.billing}`).toBe(expected);
  });

  // a period named before the amount counts when the page states renewal terms
  it.each([
    ["de", "<button>Ein Jahr für 290 € kaufen</button><p>Das Abo verlängert sich automatisch.</p>", "yearly"],
    ["ru", "<button>Купить: 1 год за $190</button><p>Подписка автоматически продлевается.</p>", "yearly"],
    ["ja", "<button>購入：1ヶ月 980円</button><p>自動更新です。</p>", "monthly"],
  ])("a period before the amount with renewal, %s", (_, body, billing) => {
    expect(factsOf(body).price?.billing).toBe(billing);
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

describe("the price word and the old price's word in each language", () => {
  /** The price and anchor of a paragraph (no button, no pricing box: only the words offer it). */
  const readOf = (text: string) => {
    const f = factsOf(`<p>${text}</p>`);
    return {
      price: f.price === null ? null : `${f.price.amount} ${f.price.currency}`,
      anchor: f.anchorPrice === null ? null : `${f.anchorPrice.amount} ${f.anchorPrice.currency}`,
    };
  };
  it.each([
    ["de", "Statt 199 € heute nur 99 €", "99 EUR", "199 EUR"],
    ["pl", "Regularna cena: 399 zł. Teraz tylko 199 zł", "199 PLN", "399 PLN"],
    ["ro", "În loc de 500 lei, doar 250 lei", "250 RON", "500 RON"],
    ["cs", "Běžná cena 2 990 Kč, nyní jen 1 490 Kč", "1490 CZK", "2990 CZK"],
    ["hu", "Eredeti ár: 29 900 Ft. Most csak 14 900 Ft", "14900 HUF", "29900 HUF"],
    ["sv", "Ordinarie pris €199, nu endast €99", "99 EUR", "199 EUR"],
    ["fi", "Normaalihinta €199, nyt vain €99", "99 EUR", "199 EUR"],
    ["tr", "Normal fiyat ₺2.000 yerine sadece ₺999", "999 TRY", "2000 TRY"],
    ["ru", "Вместо 9 900 ₽ всего 4 990 ₽", "4990 RUB", "9900 RUB"],
    ["uk", "Замість 2 000 грн лише 990 грн", "990 UAH", "2000 UAH"],
    ["el", "Κανονική τιμή €199, τώρα μόνο €99", "99 EUR", "199 EUR"],
    ["id", "Harga normal Rp 999.000, hanya Rp 499.000", "499000 IDR", "999000 IDR"],
    ["vi", "Giá gốc $199, chỉ còn $99", "99 USD", "199 USD"],
    ["zh", "原价 $199，现价 $99", "99 USD", "199 USD"],
    ["ja", "通常価格 19,800円、特別価格 9,800円", "9800 JPY", "19800 JPY"],
    ["ko", "정가 $199, 할인가 $99", "99 USD", "199 USD"],
    ["ar", "السعر الأصلي $199، الآن فقط $99", "99 USD", "199 USD"],
    ["he", "במקום ₪499, רק ₪249", "249 ILS", "499 ILS"],
  ])("%s: %s", (_, text, price, anchor) => {
    expect(readOf(text)).toEqual({ price, anchor });
  });
});

describe("a deposit, a risk-free price and a promoted tier, in each language", () => {
  const priceOf = (body: string) => {
    const p = factsOf(body).price;
    return p === null ? null : `${p.amount} ${p.currency} ${p.billing}`;
  };

  // "(€49 risk-free)" under a buy button is what the buyer pays; "taxa de R$ X para <verb>" is a fee
  // to pay, not "de X por Y" (from X to Y), and the cut price still reads; a trading platform's
  // deposit is the buyer's stake, not a price paid to the seller
  it.each([
    ["en", "<p>Open the app and fund it. The minimum deposit we talked about is only $300.</p>", null],
    [
      "en",
      "<div class='pricing'><p>If you deposit at least $300 today, the robot starts trading.</p></div>",
      null,
    ],
    ["pt", "<p>O depósito mínimo para começar é apenas R$ 500.</p>", null],
    ["de", "<p>Die Mindesteinzahlung beträgt nur 250 €.</p>", null],
    ["ru", "<p>Минимальный депозит всего 300 $.</p>", null],
    ["en", "<h3>($49 Risk Free)</h3>", "49 USD one-time"],
    ["pt", "<h3>R$ 97 sem risco</h3>", "97 BRL one-time"],
    ["fr", "<h3>49 € sans risque</h3>", "49 EUR one-time"],
    ["pt", "<p>Pague a taxa de R$ 19,90 para liberar o seu saque.</p>", "19.9 BRL one-time"],
    ["pt", "<p>De R$ 297 por apenas R$ 97.</p>", "97 BRL one-time"],
  ])("the amount offered, %s: %s", (_, body, expected) => {
    expect(priceOf(body)).toBe(expected);
  });

  // a badge after a star and before the kind of thing it promotes marks the tier the page promotes,
  // over an add-on's amount that a word offers
  it("reads the tier a '★ Most popular plan' badge promotes", () => {
    const tier = (badge: string, name: string, amount: number) =>
      `<div class='tier'>${badge}<h3>${name}</h3><p>For members.</p><div class='price'>$${amount}/mo</div></div>`;
    expect(
      priceOf(
        `<div class='pricing'>${tier("", "Basic", 9)}${tier("<span>★ Most popular plan</span>", "Pro", 39)}${tier("", "Team", 19)}</div><p>Add the review pack: $99 one-time.</p>`,
      ),
    ).toBe("39 USD monthly");
  });
});

describe("a card's own footer is not the page's footer", () => {
  // shape: course cards whose price and buy button sit in a "card-footer" div
  it("reads the price in each card's footer", () => {
    const card = (name: string) =>
      `<div class='card'><h3>${name}</h3><div class='card-footer'><span class='price'>€29</span><a class='btn' href='/pay'>Unlock now</a></div></div>`;
    expect(factsOf(`${card("Budgeting")}${card("Bookkeeping")}`).price?.amount).toBe(29);
  });

  it("still weakens an amount in the page's own footer", () => {
    expect(factsOf("<div class='site-footer'><p>Price: €29</p></div>").price).toBeNull();
  });
});

describe("income per period is not a price, in each language", () => {
  // a pricing box that states what buyers earn: neither the price nor its billing
  it.each([
    ["de", "Unsere Kunden verdienen 3.000 € pro Monat"],
    ["pl", "Nasi kursanci zarabiają 5 000 zł miesięcznie"],
    ["ro", "Cursanții câștigă 2.000 € pe lună"],
    ["sv", "Våra elever tjänar €3,000 per månad"],
    ["fi", "Opiskelijamme tienaavat €3,000 kuukaudessa"],
    ["tr", "Öğrencilerimiz ayda ₺50.000 kazanıyor"],
    ["ru", "Наши ученики зарабатывают $3000 в месяц"],
    ["uk", "Наші учні заробляють $3000 на місяць"],
    ["el", "Οι μαθητές μας κερδίζουν €3.000 το μήνα"],
    ["id", "Alumni kami menghasilkan Rp 900.000 per bulan"],
    ["vi", "Học viên kiếm được $3,000 mỗi tháng"],
    ["zh", "学员每月赚 $3000"],
    ["ko", "수강생 월 수익 $3,000"],
    ["hi", "छात्र ₹50,000 प्रति माह कमाते हैं"],
    ["he", "התלמידים מרוויחים ₪10,000 לחודש"],
    ["de (per day)", "Jetzt starten und 300 € pro Tag"],
    ["ru (per day)", "Купить и получать $300 в день"],
    ["zh (per day)", "立即购买 $300 每天"],
    ["ja", "受講生は月30,000円稼いでいます"],
  ])("%s: %s", (_, text) => {
    expect(factsOf(`<div class='pricing'><p>${text}</p></div>`).price).toBeNull();
  });
});

describe("recurring charges in each language", () => {
  const recurringOf = (text: string) =>
    factsOf(`<button>Buy €49</button><p>${text}</p>`).recurring?.value ?? null;
  it.each([
    ["de", "Das Abo verlängert sich automatisch."],
    // a monthly notice period (set AE)
    ["de", "Nach dem Test gilt eine monatliche Kündigungsfrist."],
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

  // subscriptions the buyer resells to others are the goods of the business, not the page's terms
  it.each([
    ["en", "Earn by helping shops retail streaming TV subscriptions to their customers."],
    ["pt", "Ganhe ao revender assinaturas de TV para seus clientes."],
    ["es", "Gana al vender la suscripción de música a tus clientes."],
  ])("a resold subscription is no renewal, %s: %s", (_, text) => {
    expect(factsOf(`<p>${text}</p><button>Join</button>`).recurring?.value).toBe(false);
  });
  it("still reads a subscription of the page's own as unknown", () => {
    expect(factsOf("<p>Sell more with our subscription.</p><button>OK</button>").recurring).toBeNull();
  });
});

describe("a free offer in each language", () => {
  /** The price of a page at `host`, as "0 EUR free", or null. */
  const priceAt = (body: string, host: string) => {
    const p = factsOf(body, `https://${host}/webinar`).price;
    return p === null ? null : `${p.amount} ${p.currency} ${p.billing}`;
  };

  it.each([
    ["de", "<p>Preis: kostenlos</p>", "kurs.de", "0 EUR free"],
    ["pl", "<p>Cena: bezpłatny</p>", "kurs.pl", "0 PLN free"],
    ["ro", "<p>Preț: gratuit</p>", "curs.ro", "0 RON free"],
    ["cs", "<p>Cena: zdarma</p>", "kurz.cz", "0 CZK free"],
    ["sk", "<p>Cena: zadarmo</p>", "kurz.sk", "0 EUR free"],
    ["hu", "<p>Részvételi díj: ingyenes</p>", "kurzus.hu", "0 HUF free"],
    ["sv", "<p>Pris: kostnadsfritt</p>", "kurs.se", "0 SEK free"],
    ["da", "<p>Pris: gratis</p>", "kursus.dk", "0 DKK free"],
    ["nb", "<p>Pris: gratis</p>", "kurs.no", "0 NOK free"],
    ["fi", "<p>Hinta: ilmainen</p>", "kurssi.fi", "0 EUR free"],
    ["tr", "<p>Katılım ücreti: ücretsiz</p>", "egitim.com.tr", "0 TRY free"],
    ["ru", "<p>Стоимость: бесплатно</p>", "kurs.ru", "0 RUB free"],
    ["uk", "<p>Вартість: безкоштовно</p>", "kurs.ua", "0 UAH free"],
    ["bg", "<p>Цена: безплатно</p>", "kurs.bg", "0 EUR free"],
    ["el", "<p>Κόστος: δωρεάν</p>", "mathima.gr", "0 EUR free"],
    ["id", "<p>Biaya: gratis</p>", "kelas.id", "0 IDR free"],
    ["ms", "<p>Yuran: percuma</p>", "kelas.my", "0 MYR free"],
    ["vi", "<p>Học phí: miễn phí</p>", "khoahoc.vn", "0 VND free"],
    ["tl", "<p>Presyo: libre</p>", "kurso.ph", "0 PHP free"],
    ["zh", "<p>价格：免费</p>", "kecheng.cn", "0 CNY free"],
    ["zh-TW", "<p>費用：免費</p>", "kecheng.tw", "0 TWD free"],
    ["ja", "<p>参加費：無料</p>", "seminar.jp", "0 JPY free"],
    ["ko", "<p>참가비: 무료</p>", "gangui.kr", "0 KRW free"],
    ["hi", "<p>शुल्क: मुफ़्त</p>", "course.in", "0 INR free"],
    ["ar", "<p>السعر: مجاني</p>", "dawra.sa", "0 SAR free"],
    ["he", "<p>מחיר: חינם</p>", "course.il", "0 ILS free"],
  ])("price word and 'free', %s", (_, body, host, expected) => {
    expect(priceAt(body, host)).toBe(expected);
  });

  // a free event named in a heading or a button, or said free in a question's answer, in the
  // country domain's currency
  it.each([
    [
      "de",
      "<h1>Kostenloses Webinar: Steuern für Kreative</h1><button>Jetzt anmelden</button>",
      "kurs.de",
      "0 EUR free",
    ],
    ["pl", "<h1>Darmowy webinar o inwestowaniu</h1><button>Zapisz się</button>", "kurs.pl", "0 PLN free"],
    ["ru", "<h1>Бесплатный вебинар по фотографии</h1><button>Записаться</button>", "kurs.ru", "0 RUB free"],
    ["uk", "<h1>Безкоштовний майстер-клас з кераміки</h1>", "kurs.ua", "0 UAH free"],
    ["tr", "<h1>Ücretsiz eğitim: Excel ile bütçe</h1><button>Kaydol</button>", "egitim.com.tr", "0 TRY free"],
    ["id", "<h1>Webinar gratis: menulis novel</h1><button>Daftar</button>", "kelas.id", "0 IDR free"],
    ["zh", "<h1>免费直播课：水彩入门</h1><button>立即报名</button>", "kecheng.cn", "0 CNY free"],
    ["ja", "<h1>無料セミナー：陶芸のはじめ方</h1><button>申し込む</button>", "seminar.jp", "0 JPY free"],
    ["ko", "<h1>무료 강의: 사진 보정 기초</h1><button>신청하기</button>", "gangui.kr", "0 KRW free"],
    ["ar", "<h1>ندوة مجانية عن التصوير</h1><button>سجل الآن</button>", "dawra.sa", "0 SAR free"],
    ["he", "<h1>סדנה בחינם: קרמיקה למתחילים</h1><button>הרשמה</button>", "course.il", "0 ILS free"],
    ["vi", "<h1>Hội thảo miễn phí về nhiếp ảnh</h1><button>Đăng ký</button>", "khoahoc.vn", "0 VND free"],
    ["de (button)", "<button>Kostenlos anmelden</button>", "kurs.de", "0 EUR free"],
    ["ja (button)", "<button>無料で参加する</button>", "seminar.jp", "0 JPY free"],
    // "Is it free?" answered "Yes", and a price word that "will be" / "is" free
    ["en", "<h3>Is it really free?</h3><p>Yes. Bring a notebook.</p>", "example-course.com", "0 USD free"],
    ["pt", "<h3>É gratuito?</h3><p>Sim, basta se inscrever.</p>", "curso.com.br", "0 BRL free"],
    ["es", "<h3>¿Es gratis?</h3><p>Sí, solo regístrate.</p>", "curso.es", "0 EUR free"],
    ["de", "<h3>Ist das kostenlos?</h3><p>Ja, du brauchst nur eine E-Mail.</p>", "kurs.de", "0 EUR free"],
    ["en", "<p>Registration will be free until Friday.</p>", "example-course.com", "0 USD free"],
  ])("a free event, %s", (_, body, host, expected) => {
    expect(priceAt(body, host)).toBe(expected);
  });

  // on a .com domain, the <html lang>'s region names the currency of a free offer
  it.each([
    ["pt-BR", "<p>E-book 100% gratuito por tempo limitado.</p><p>Preço: grátis</p>", "0 BRL free"],
    ["en-IN", "<p>Price: FREE</p>", "0 INR free"],
    ["en", "<p>Price: FREE</p>", "0 USD free"],
  ])("a free offer on a page in %s", (lang, body, expected) => {
    const p = factsOf(body, "https://example-course.com/guide", lang).price;
    expect(p === null ? null : `${p.amount} ${p.currency} ${p.billing}`).toBe(expected);
  });

  // "Is it free?" answered "No", or a question with no answer, reads no price
  it.each([
    ["en", "<h3>Is this free?</h3><p>No, it costs a little.</p>"],
    ["en", "<h3>Is this free?</h3>"],
  ])("no free answer, %s: %s", (_, body) => {
    expect(priceAt(body, "example-course.com")).toBeNull();
  });

  // near misses: free shipping, a free gift or trial, free time: not the offer's price
  it.each([
    ["de", "<p>Versand: kostenlos</p>", "kurs.de"],
    ["pl", "<p>Darmowa dostawa przy zamówieniu.</p>", "kurs.pl"],
    ["ru", "<p>Бесплатный подарок за подписку.</p>", "kurs.ru"],
    ["ja", "<p>送料無料</p>", "seminar.jp"],
    ["es", "<p>Tiempo libre para practicar.</p>", "curso.es"],
  ])("not free, %s", (_, body, host) => {
    expect(priceAt(body, host)).toBeNull();
  });
});

describe("currencies written in the fixed list's languages", () => {
  it.each([
    ["cs", "Cena 1 990 Kč", "1990 CZK"],
    ["hu", "Ár: 19 900 Ft", "19900 HUF"],
    ["ro", "Preț: 499 lei", "499 RON"],
    ["ru", "Цена: 4 990 ₽", "4990 RUB"],
    ["ru", "Цена: 4990 руб.", "4990 RUB"],
    // the abbreviation glued to the amount (set X)
    ["ru", "Оплатить 12 500р.", "12500 RUB"],
    ["uk", "Ціна: 1 500 грн", "1500 UAH"],
    ["bg", "Цена: 68 лв.", "68 BGN"],
    ["tr", "Fiyat: 999 TL", "999 TRY"],
    ["ko", "가격: 99,000원", "99000 KRW"],
    ["he", "מחיר: ₪299", "299 ILS"],
    ["ar", "السعر: 299 ريال", "299 SAR"],
  ])("%s: %s", (_, text, expected) => {
    const p = factsOf(`<button>${text}</button>`).price;
    expect(p === null ? null : `${p.amount} ${p.currency}`).toBe(expected);
  });

  it("never reads a Ukrainian year ('2019 р.') as roubles", () => {
    expect(factsOf("<button>Курс з 2019 р. Оплатити</button>").price).toBeNull();
  });

  it("reads an amount after a slash in another currency as a conversion, not a second price", () => {
    const p = factsOf("<div class='pricing'><p>35€ / 68,50лв</p></div>").price;
    expect(p).toMatchObject({ amount: 35, currency: "EUR" });
  });
});

describe("hostile input in the new words", () => {
  it("stays linear on long runs of each concept's words and signs", () => {
    const parts = [
      `<p>${"30 dni gwarancji zwrot pieniędzy ".repeat(5_000)}</p>`,
      `<p>${"гарантия 30 дней возврат денег не производится ".repeat(4_000)}</p>`,
      `<p>${"30天退款保证 不退款 ".repeat(10_000)}</p>`,
      `<div class='pricing'>${"<p>3 Raten à 99 € pro Monat / 68лв</p>".repeat(4_000)}</div>`,
      `<p>${"分3期 ¥99 每月 月額 ".repeat(8_000)}</p>`,
      `<p>${"бесплатный бесплатный вебинар ".repeat(8_000)}</p>`,
      `<p>${"무료 무료 강의 ".repeat(10_000)}</p>`,
      `<h3>${"сколько стоит ".repeat(5_000)}?</h3><p>Бесплатно</p>`,
      `<p>${"Kč Ft lei ₽ руб грн лв TL 원 ₪ ".repeat(8_000)}</p>`,
      `<p>${"refund if you don't se entro non wenn du nicht if not once ".repeat(4_000)}</p>`,
      `<p>${"sell retail Cable TV subscription ".repeat(6_000)}</p>`,
      `<h3>${"Is it free ".repeat(5_000)}?</h3><p>Yes</p>`,
      `<p>${"minimum deposit taxa de R$ 5 para ".repeat(5_000)}</p>`,
    ];
    const cpu = cpuClock();
    const facts = factsOf(parts.join(""));
    expect(cpu.elapsed()).toBeLessThan(5_000);
    expect(facts).toBeTruthy();
  });
});
