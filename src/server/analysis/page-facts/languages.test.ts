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
