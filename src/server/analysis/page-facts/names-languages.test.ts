// Titles and sellers in the fixed list of languages (en, pt, es, fr, it, de, nl, pl, ro, cs, sk, hu,
// sv, da, nb, fi, tr, ru, uk, bg, el, id/ms, vi, tl, zh, ja, ko, hi, ar, he), concept by concept: one
// short phrase of our own per language, and near misses that must still be read. No page text is
// copied; the names ("Rutania Learning", "Ann Lee"...) are invented.
import { describe, expect, it } from "vitest";
import { readPageFacts } from "./page-facts";

const URL = "https://example-course.com/offer";
const page = (body: string, head = "") =>
  `<!doctype html><html><head>${head}</head><body>${body}</body></html>`;
const titleOf = (head: string, body: string, url = URL) =>
  readPageFacts(page(body, head), url).title?.value ?? null;
const sellerOf = (body: string, url = URL) => readPageFacts(page(body), url).seller?.name ?? null;
/** A page whose <title> and <h1> are only `words`. */
const titleAlone = (words: string) => titleOf(`<title>${words}</title>`, `<h1>${words}</h1><p>x</p>`);

describe("a page's or a section's name is no product's name", () => {
  const PRICING = [
    ["de", "Preise"],
    ["fr", "Tarifs"],
    ["it", "Prezzi"],
    ["es", "Precios"],
    ["pt", "Planos"],
    ["nl", "Prijzen"],
    ["pl", "Cennik"],
    ["ro", "Prețuri"],
    ["cs", "Ceník"],
    ["sk", "Cenník"],
    ["hu", "Árak"],
    ["sv", "Priser"],
    ["fi", "Hinnasto"],
    ["tr", "Fiyatlar"],
    ["ru", "Тарифы"],
    ["uk", "Ціни"],
    ["bg", "Цени"],
    ["el", "Τιμές"],
    ["id", "Daftar Harga"],
    ["vi", "Bảng giá"],
    ["tl", "Mga Presyo"],
    ["zh-Hans", "价目表"],
    ["zh-Hant", "價格"],
    ["ja", "料金"],
    ["ko", "요금제"],
    ["hi", "कीमतें"],
    ["ar", "الأسعار"],
    ["he", "מחירון"],
  ];
  const CHECKOUT = [
    ["en", "Shopping Cart"],
    ["pt", "Finalizar Compra"],
    ["es", "Carrito"],
    ["fr", "Panier"],
    ["it", "Carrello"],
    ["de", "Kasse"],
    ["de", "Bestellung"],
    ["nl", "Afrekenen"],
    ["pl", "Zamówienie"],
    ["ro", "Finalizare comandă"],
    ["cs", "Pokladna"],
    ["hu", "Pénztár"],
    ["sv", "Kassa"],
    ["da", "Betaling"],
    ["fi", "Ostoskori"],
    ["tr", "Ödeme"],
    ["ru", "Оформление заказа"],
    ["uk", "Оформлення замовлення"],
    ["bg", "Плащане"],
    ["el", "Ολοκλήρωση αγοράς"],
    ["id", "Pembayaran"],
    ["vi", "Thanh toán"],
    ["tl", "Pagbabayad"],
    ["zh-Hans", "结账"],
    ["zh-Hant", "購物車"],
    ["ja", "お支払い"],
    ["ko", "결제"],
    ["hi", "भुगतान"],
    ["ar", "الدفع"],
    ["he", "תשלום"],
  ];
  const AFTER_BUYING = [
    ["en", "Order Confirmed"],
    ["en", "Thank You Page"],
    ["pt", "Compra Aprovada"],
    ["pt", "Tela de Saque"],
    ["pt", "Saque Liberado"],
    ["es", "Gracias"],
    ["fr", "Commande confirmée"],
    ["it", "Ordine confermato"],
    ["de", "Danke"],
    ["nl", "Bedankt"],
    ["pl", "Dziękujemy"],
    ["ro", "Mulțumim"],
    ["cs", "Děkujeme"],
    ["sk", "Ďakujeme"],
    ["hu", "Köszönjük"],
    ["sv", "Tack"],
    ["nb", "Takk"],
    ["fi", "Kiitos"],
    ["tr", "Teşekkürler"],
    ["ru", "Спасибо"],
    ["uk", "Дякуємо"],
    ["bg", "Благодарим"],
    ["el", "Ευχαριστούμε"],
    ["id", "Terima kasih"],
    ["vi", "Cảm ơn"],
    ["tl", "Maraming Salamat"],
    ["zh-Hans", "支付成功"],
    ["ja", "ありがとうございました"],
    ["ko", "감사합니다"],
    ["hi", "धन्यवाद"],
    ["ar", "شكرا"],
    ["he", "תודה"],
  ];
  const LEGAL = [
    ["en", "Earnings Disclaimer"],
    ["pt", "Termos de Serviço"],
    ["es", "Política de Devoluciones"],
    ["fr", "Politique de confidentialité"],
    ["it", "Termini e condizioni"],
    ["de", "Widerrufsbelehrung"],
    ["nl", "Algemene voorwaarden"],
    ["pl", "Regulamin"],
    ["ro", "Termeni și condiții"],
    ["cs", "Obchodní podmínky"],
    ["sk", "Obchodné podmienky"],
    ["hu", "Adatkezelési tájékoztató"],
    ["sv", "Integritetspolicy"],
    ["da", "Handelsbetingelser"],
    ["nb", "Personvernerklæring"],
    ["fi", "Käyttöehdot"],
    ["tr", "Gizlilik Politikası"],
    ["ru", "Политика возврата"],
    ["uk", "Публічна оферта"],
    ["bg", "Общи условия"],
    ["el", "Όροι χρήσης"],
    ["id", "Kebijakan Privasi"],
    ["ms", "Terma dan Syarat"],
    ["vi", "Chính sách hoàn tiền"],
    ["tl", "Patakaran sa Privacy"],
    ["zh-Hans", "隐私政策"],
    ["zh-Hant", "服務條款"],
    ["ja", "利用規約"],
    ["ko", "환불 정책"],
    ["hi", "गोपनीयता नीति"],
    ["ar", "سياسة الخصوصية"],
    ["he", "תקנון"],
    // a refund policy in full
    ["ru", "Политика возврата средств"],
    ["uk", "Політика повернення коштів"],
    ["el", "Πολιτική επιστροφής χρημάτων"],
    ["pl", "Polityka zwrotu pieniędzy"],
    ["cs", "Zásady vrácení peněz"],
    ["hu", "Visszatérítési szabályzat"],
    ["ro", "Politica de returnare"],
    ["nl", "Terugbetalingsbeleid"],
    ["de", "Rückerstattungsrichtlinie"],
    ["sv", "Återbetalningspolicy"],
    ["da", "Refusionspolitik"],
    ["nb", "Refusjonspolicy"],
    ["fi", "Palautuskäytäntö"],
    ["tr", "İade ve İptal Politikası"],
    // in capitals, the Turkish "i" is "İ", which case-insensitive matching does not fold
    ["tr", "İADE POLİTİKASI"],
    ["tr", "SİPARİŞ"],
    ["tr", "EĞİTİM"],
  ];
  const HOME = [
    ["pt", "Página Inicial"],
    ["es", "Inicio"],
    ["fr", "Accueil"],
    ["it", "Benvenuti"],
    ["de", "Startseite"],
    ["nl", "Welkom"],
    ["pl", "Strona główna"],
    ["ro", "Bun venit"],
    ["cs", "Úvodní stránka"],
    ["sk", "Vitajte"],
    ["hu", "Főoldal"],
    ["sv", "Startsida"],
    ["da", "Forside"],
    ["nb", "Velkommen"],
    ["fi", "Etusivu"],
    ["tr", "Ana Sayfa"],
    ["ru", "Главная"],
    ["uk", "Головна"],
    ["bg", "Начало"],
    ["el", "Αρχική"],
    ["id", "Beranda"],
    ["vi", "Trang chủ"],
    ["tl", "Maligayang Pagdating"],
    ["zh-Hans", "首页"],
    ["zh-Hant", "首頁"],
    ["ja", "ホーム"],
    ["ko", "홈"],
    ["hi", "मुखपृष्ठ"],
    ["ar", "الصفحة الرئيسية"],
    ["he", "דף הבית"],
  ];
  const MEMBERSHIP = [
    ["en", "Gold Membership"],
    ["pt", "Assinatura"],
    ["es", "Suscripción"],
    ["fr", "Abonnement"],
    ["it", "Abbonamento annuale"],
    ["de", "Mitgliedschaft"],
    ["nl", "Lidmaatschap"],
    ["pl", "Subskrypcja"],
    ["tr", "Üyelik"],
    ["ru", "Подписка"],
    ["uk", "Підписка"],
    ["id", "Keanggotaan"],
    ["ms", "Langganan"],
    ["zh-Hans", "会员"],
    ["zh-Hant", "會員"],
    ["ja", "メンバーシップ"],
    ["ko", "멤버십"],
    ["hi", "सदस्यता"],
    ["ar", "العضوية"],
    ["he", "מנוי"],
  ];
  const OFFER_KIND = [
    ["en", "Online Course"],
    ["pt", "Treinamento"],
    ["es", "Última Oportunidad"],
    ["fr", "Cours en ligne"],
    ["it", "Corso Online"],
    ["de", "Schulung"],
    ["nl", "Laatste Kans"],
    ["pl", "Szkolenie"],
    ["ro", "Ofertă specială"],
    ["cs", "Poslední šance"],
    ["sk", "Špeciálna ponuka"],
    ["hu", "Tanfolyam"],
    ["sv", "Sista chansen"],
    ["da", "Særligt tilbud"],
    ["nb", "Spesialtilbud"],
    ["fi", "Verkkokurssi"],
    ["tr", "Tek Seferlik Teklif"],
    ["ru", "Мастер-класс"],
    ["uk", "Вебінар"],
    ["bg", "Последен шанс"],
    ["el", "Ειδική προσφορά"],
    ["id", "Pelatihan"],
    ["vi", "Khóa học"],
    ["tl", "Huling Pagkakataon"],
    ["zh-Hans", "课程"],
    ["zh-Hant", "限時優惠"],
    ["ja", "ウェビナー"],
    ["ko", "전자책"],
    ["hi", "प्रशिक्षण"],
    ["ar", "عرض خاص"],
    ["he", "קורס"],
  ];
  it.each([
    ...PRICING.map(([lang, w]) => ["pricing", lang, w]),
    ...CHECKOUT.map(([lang, w]) => ["checkout", lang, w]),
    ...AFTER_BUYING.map(([lang, w]) => ["after buying", lang, w]),
    ...LEGAL.map(([lang, w]) => ["legal", lang, w]),
    ...HOME.map(([lang, w]) => ["home", lang, w]),
    ...MEMBERSHIP.map(([lang, w]) => ["membership", lang, w]),
    ...OFFER_KIND.map(([lang, w]) => ["kind of offer", lang, w]),
  ])("%s (%s): no title from '%s'", (_concept, _lang, words) => {
    expect(titleAlone(words!)).toBeNull();
  });

  // shape: a button's words that end in a product noun ("ACESSAR CURSO") are not an offer's name
  it("reads no name from a button's words in capitals", () => {
    const button = "<a class='btn'>ACESSAR CURSO</a>";
    expect(titleOf("<title>Início</title>", `<h2>Aulas</h2>${button}<p>x</p>${button}`)).toBeNull();
  });

  // near misses: a product's name that holds such a word, or such a word beside the name
  it.each([
    ["Kurs Pieczenia Chleba", "<title>Kurs Pieczenia Chleba</title>", "Kurs Pieczenia Chleba"],
    ["Harga Diri Academy", "<title>Harga Diri Academy</title>", "Harga Diri Academy"],
    ["Premium Pottery Lab", "<title>Premium Pottery Lab</title>", "Premium Pottery Lab"],
    ["Rutania Brotschule", "<title>Preise | Rutania Brotschule</title>", "Rutania Brotschule"],
    ["Rutania Brotschule", "<title>Danke — Rutania Brotschule</title>", "Rutania Brotschule"],
  ])("still reads '%s'", (name, head, expected) => {
    expect(titleOf(head, `<h1>${name}</h1><p>${name}, ${name}.</p>`)).toBe(expected);
  });
});

describe("a name introduced in a heading in each language", () => {
  it.each([
    ["es", "Presentamos"],
    ["es", "Bienvenidos a"],
    ["de", "Willkommen bei"],
    ["pl", "Przedstawiamy"],
    ["ro", "Bun venit la"],
    ["cs", "Představujeme"],
    ["sk", "Predstavujeme"],
    ["hu", "Bemutatjuk"],
    ["sv", "Välkommen till"],
    ["da", "Velkommen til"],
    ["fi", "Esittelemme"],
    ["tr", "Karşınızda"],
    ["ru", "Представляем"],
    ["uk", "Представляємо"],
    ["bg", "Представяме"],
    ["el", "Σας παρουσιάζουμε"],
    ["id", "Selamat datang di"],
    ["vi", "Chào mừng bạn đến với"],
    ["tl", "Maligayang pagdating sa"],
  ])("%s: '%s Rutania Bread Club'", (_lang, intro) => {
    const body = `<h2>${intro} Rutania Bread Club</h2><p>Rutania Bread Club.</p>`;
    expect(titleOf("<title>Início</title>", body)).toBe("Rutania Bread Club");
  });
});

describe("a template's slot is neither a title nor a seller", () => {
  it.each([
    ["en", "Company Name"],
    ["en", "Logo"],
    ["en", "Lorem ipsum dolor sit amet"],
    ["pt", "Seu Nome"],
    ["pt", "Nome da Empresa"],
    ["es", "Tu Marca"],
    ["fr", "Nom de la marque"],
    ["it", "Nome Azienda"],
    ["de", "Ihr Firmenname"],
    ["nl", "Uw Bedrijfsnaam"],
    ["pl", "Nazwa firmy"],
    ["cs", "Název firmy"],
    ["hu", "Cégnév"],
    ["sv", "Företagsnamn"],
    ["fi", "Yrityksen nimi"],
    ["tr", "Şirket Adı"],
    ["ru", "Название компании"],
    ["uk", "Назва компанії"],
    ["el", "Όνομα εταιρείας"],
    ["id", "Nama Brand"],
    ["vi", "Tên công ty"],
    ["zh-Hans", "公司名称"],
    ["ja", "会社名"],
    ["ko", "회사명"],
    ["ar", "اسم الشركة"],
    ["he", "שם החברה"],
  ])("%s: '%s'", (_lang, slot) => {
    expect(titleAlone(slot)).toBeNull();
    expect(sellerOf(`<p>x</p><footer><p>© 2026 ${slot}</p></footer>`)).toBeNull();
  });

  it("still reads a name that only starts like a slot", () => {
    expect(sellerOf("<p>x</p><footer><p>© 2026 Logo Lane Studio</p></footer>")).toBe("Logo Lane Studio");
  });
});

describe("'All rights reserved' in each language is never part of the seller's name", () => {
  const RESERVED = [
    ["en", "All rights reserved"],
    ["pt", "Todos os direitos reservados"],
    ["es", "Todos los derechos reservados"],
    ["fr", "Tous droits réservés"],
    ["it", "Tutti i diritti riservati"],
    ["de", "Alle Rechte vorbehalten"],
    ["nl", "Alle rechten voorbehouden"],
    ["pl", "Wszelkie prawa zastrzeżone"],
    ["ro", "Toate drepturile rezervate"],
    ["cs", "Všechna práva vyhrazena"],
    ["sk", "Všetky práva vyhradené"],
    ["hu", "Minden jog fenntartva"],
    ["sv", "Alla rättigheter förbehållna"],
    ["da", "Alle rettigheder forbeholdes"],
    ["nb", "Alle rettigheter reservert"],
    ["fi", "Kaikki oikeudet pidätetään"],
    ["tr", "Tüm hakları saklıdır"],
    ["tr", "TÜM HAKLARI SAKLIDIR"],
    ["ru", "Все права защищены"],
    ["uk", "Усі права захищені"],
    ["bg", "Всички права запазени"],
    ["el", "Με επιφύλαξη παντός δικαιώματος"],
    ["id", "Hak cipta dilindungi undang-undang"],
    ["ms", "Hak cipta terpelihara"],
    ["vi", "Bảo lưu mọi quyền"],
    ["tl", "Lahat ng karapatan ay nakalaan"],
    ["zh-Hans", "版权所有"],
    ["zh-Hant", "版權所有"],
    ["ja", "無断転載を禁じます"],
    ["ko", "판권 소유"],
    ["hi", "सर्वाधिकार सुरक्षित"],
    ["ar", "جميع الحقوق محفوظة"],
    ["he", "כל הזכויות שמורות"],
  ];
  it.each(RESERVED)("%s: '%s' alone names no one", (_lang, phrase) => {
    expect(sellerOf(`<p>x</p><footer><p>${phrase} © 2026</p></footer>`)).toBeNull();
  });
  it.each(RESERVED)("%s: the holder before '%s', with or without the sign", (_lang, phrase) => {
    expect(sellerOf(`<p>x</p><footer><p>© 2026 Rutania Learning ${phrase}</p></footer>`)).toBe(
      "Rutania Learning",
    );
    expect(sellerOf(`<p>x</p><footer><p>Rutania Learning. ${phrase}.</p></footer>`)).toBe("Rutania Learning");
  });

  it("reads a holder in a script without capitals before the boilerplate", () => {
    expect(sellerOf("<p>x</p><footer><p>© 2026 明远学堂 版权所有</p></footer>")).toBe("明远学堂");
  });

  // near misses: a footer line of links, or a sentence, before the boilerplate names no holder
  it.each([
    "<footer><p>Privacy Policy | Terms | All rights reserved</p></footer>",
    "<footer><p>Made with love for bakers everywhere. All rights reserved</p></footer>",
    "<footer><p>Política de Privacidade | Todos os direitos reservados</p></footer>",
  ])("no seller: %s", (footer) => {
    expect(sellerOf(`<p>x</p>${footer}`)).toBeNull();
  });
});

describe("the word for 'copyright' in each language opens the holder's line", () => {
  it.each([
    ["pt", "Direitos autorais"],
    ["es", "Derechos de autor"],
    ["de", "Urheberrecht"],
    ["pl", "Prawa autorskie"],
    ["ro", "Drepturi de autor"],
    ["cs", "Autorská práva"],
    ["hu", "Szerzői jog"],
    ["sv", "Upphovsrätt"],
    ["da", "Ophavsret"],
    ["nb", "Opphavsrett"],
    ["fi", "Tekijänoikeus"],
    ["tr", "Telif hakkı"],
    ["ru", "Авторские права"],
    ["uk", "Авторське право"],
    ["bg", "Авторско право"],
    ["el", "Πνευματικά δικαιώματα"],
    ["id", "Hak cipta"],
    ["vi", "Bản quyền"],
    ["zh-Hans", "版权"],
    ["ja", "著作権"],
    ["ko", "저작권"],
    ["hi", "कॉपीराइट"],
    ["ar", "حقوق النشر"],
    ["he", "זכויות יוצרים"],
  ])("%s: '%s 2026 Rutania Learning'", (_lang, word) => {
    expect(sellerOf(`<p>x</p><footer><p>${word} 2026 Rutania Learning</p></footer>`)).toBe(
      "Rutania Learning",
    );
  });
});

describe("a byline in each language names the seller", () => {
  it.each([
    ["en", "Presented by Ann Lee", "Ann Lee"],
    ["pt", "Apresentado por Ana Lume", "Ana Lume"],
    ["es", "Impartido por Ana Lume", "Ana Lume"],
    ["fr", "Présenté par Anne Lumière", "Anne Lumière"],
    ["it", "Presentato da Anna Luce", "Anna Luce"],
    ["de", "von Anna Lume", "Anna Lume"],
    ["de", "Erstellt von Anna Lume", "Anna Lume"],
    ["nl", "Gepresenteerd door Anna Licht", "Anna Licht"],
    ["pl", "Autor: Jan Nowak", "Jan Nowak"],
    ["ro", "Formator: Ana Popescu", "Ana Popescu"],
    ["cs", "Lektor: Jana Nováková", "Jana Nováková"],
    ["sk", "Lektorka: Jana Malá", "Jana Malá"],
    ["hu", "Előadó: Kovács Anna", "Kovács Anna"],
    ["hu", "Kovács Anna által", "Kovács Anna"],
    ["sv", "av Anna Svensson", "Anna Svensson"],
    ["da", "af Anne Hansen", "Anne Hansen"],
    ["nb", "Kursholder: Kari Nordmann", "Kari Nordmann"],
    ["fi", "Kouluttaja: Anna Virtanen", "Anna Virtanen"],
    ["tr", "Ayşe Yılmaz tarafından", "Ayşe Yılmaz"],
    ["tr", "Eğitmen: Ayşe Yılmaz", "Ayşe Yılmaz"],
    ["ru", "Автор: Иван Петров", "Иван Петров"],
    ["ru", "от Rutania Learning", "Rutania Learning"],
    ["uk", "Викладач: Олена Коваль", "Олена Коваль"],
    ["bg", "Лектор: Иван Иванов", "Иван Иванов"],
    ["el", "Εισηγητής: Γιώργος Παππάς", "Γιώργος Παππάς"],
    ["id", "oleh Budi Santoso", "Budi Santoso"],
    ["vi", "Giảng viên: Nguyễn Văn An", "Nguyễn Văn An"],
    ["vi", "bởi Nguyễn Văn An", "Nguyễn Văn An"],
    ["tl", "ni Maria Santos", "Maria Santos"],
    ["zh-Hans", "作者：王小明", "王小明"],
    ["zh-Hant", "由王小明主講", "王小明"],
    ["ja", "講師：山田太郎", "山田太郎"],
    ["ko", "강사: 김민수", "김민수"],
    ["ko", "김민수 지음", "김민수"],
    ["hi", "लेखक: अनु शर्मा", "अनु शर्मा"],
    ["hi", "अनु शर्मा द्वारा", "अनु शर्मा"],
    ["ar", "المدرب: أحمد علي", "أحمد علي"],
    ["he", "מרצה: דנה כהן", "דנה כהן"],
  ])("%s: '%s'", (_lang, line, name) => {
    expect(sellerOf(`<h1>Rutania Bread</h1><p>${line}</p>`)).toBe(name);
  });

  // near misses: a declined name after a Slavic "from" (the nominative cannot be told), a sentence after
  // a word that means "provides", a headline that opens with "From"
  it.each([
    "<p>от Ивана Петрова</p>",
    "<p>від Олени Коваль</p>",
    "<p>提供优质服务</p>",
    "<p>From Zero To Hero</p>",
    "<p>Autor do método</p>",
  ])("no seller: %s", (body) => {
    expect(sellerOf(`<h1>Rutania Bread</h1>${body}`)).toBeNull();
  });
});

describe("a letter's writer introducing themself in each language", () => {
  const INTROS = [
    ["pl", "Nazywam się Anna Nowak", "Anna Nowak"],
    ["ro", "Mă numesc Ana Popescu", "Ana Popescu"],
    ["cs", "Jmenuji se Jana Nováková", "Jana Nováková"],
    ["sk", "Volám sa Jana Malá", "Jana Malá"],
    ["hu", "A nevem Kovács Anna", "Kovács Anna"],
    ["sv", "Jag heter Anna Svensson", "Anna Svensson"],
    ["da", "Jeg hedder Anne Hansen", "Anne Hansen"],
    ["nb", "Jeg heter Kari Nordmann", "Kari Nordmann"],
    ["nb", "Mitt navn er Kari Nordmann", "Kari Nordmann"],
    ["fi", "Nimeni on Anna Virtanen", "Anna Virtanen"],
    ["tr", "Benim adım Ayşe Yılmaz", "Ayşe Yılmaz"],
    ["ru", "Меня зовут Иван Петров", "Иван Петров"],
    ["uk", "Мене звати Олена Коваль", "Олена Коваль"],
    ["bg", "Казвам се Иван Иванов", "Иван Иванов"],
    ["el", "Με λένε Γιώργος Παππάς", "Γιώργος Παππάς"],
    ["id", "Nama saya Budi Santoso", "Budi Santoso"],
    ["vi", "Tên tôi là Nguyễn Thị Lan", "Nguyễn Thị Lan"],
    ["tl", "Ang pangalan ko ay Maria Santos", "Maria Santos"],
  ];
  it.each(INTROS)("%s: '%s' names the seller", (_lang, line, name) => {
    expect(sellerOf(`<h1>Rutania Bread</h1><p>${line}, and I bake bread.</p>`)).toBe(name);
  });

  // the person so introduced is whose page it is, not the product, even where the page repeats the name
  it.each(INTROS)("%s: '%s' is no title", (_lang, line, name) => {
    const body = `<h1>${name}</h1><p>${line}.</p><p>${name}</p><p>${name}</p>`;
    expect(titleOf("", body)).toBeNull();
  });
});

describe("a kind of product after the name in the <title> is what is sold, not who sells", () => {
  const sellerWith = (last: string) =>
    readPageFacts(
      page(
        `<nav><a>${last}</a></nav><h1>Rutania Bread</h1><p>Rutania Bread.</p>`,
        `<title>Rutania Bread | ${last}</title>`,
      ),
      URL,
    ).seller?.name ?? null;
  it.each([
    ["pl", "Szkolenie Online"],
    ["de", "Schulung Kompakt"],
    ["it", "Corso Completo"],
    ["tr", "Online Eğitim"],
    ["ru", "Онлайн Курс"],
    ["id", "Kelas Premium"],
    ["zh-Hans", "在线 课程"],
    ["ja", "オンライン コース"],
    ["ko", "온라인 강의"],
  ])("%s: '%s'", (_lang, last) => {
    expect(sellerWith(last)).toBeNull();
  });
  it("still reads a site's name there", () => {
    expect(sellerWith("Rutania Studio")).toBe("Rutania Studio");
  });
});

describe("a letter's closing in each language, then its writer's name", () => {
  it.each([
    ["pt", "Atenciosamente,"],
    ["es", "Un abrazo,"],
    ["de", "Mit freundlichen Grüßen,"],
    ["pl", "Pozdrawiam,"],
    ["ro", "Cu drag,"],
    ["cs", "S pozdravem,"],
    ["sk", "S pozdravom,"],
    ["hu", "Üdvözlettel,"],
    ["sv", "Vänliga hälsningar,"],
    ["da", "Venlig hilsen,"],
    ["nb", "Med vennlig hilsen,"],
    ["fi", "Ystävällisin terveisin,"],
    ["tr", "Saygılarımla,"],
    ["ru", "С уважением,"],
    ["uk", "З повагою,"],
    ["bg", "С уважение,"],
    ["el", "Με εκτίμηση,"],
    ["id", "Salam sukses,"],
    ["vi", "Trân trọng,"],
    ["tl", "Lubos na gumagalang,"],
  ])("%s: '%s' Ann Lee", (_lang, closing) => {
    expect(sellerOf(`<h1>Rutania Bread</h1><p>Bake with us.</p><p>${closing}</p><p>Ann Lee</p>`)).toBe(
      "Ann Lee",
    );
  });

  it("reads no name after a closing word inside a sentence", () => {
    expect(
      sellerOf("<h1>Rutania Bread</h1><p>Saludos cordiales a todos los panaderos del mundo</p>"),
    ).toBeNull();
  });

  // a closing is a whole word: "YOUR FRIENDSHIP" and Romanian "CU DRAGOSTE" ("with love") close no
  // letter before "SHIP MATTERS" or "OSTE PENTRU PÂINE"
  it.each(["YOUR FRIENDSHIP MATTERS", "CU DRAGOSTE PENTRU PÂINE"])(
    "reads no name after a closing that is the start of a longer word: '%s'",
    (line) => {
      expect(sellerOf(`<h1>Rutania Bread</h1><p>${line}</p>`)).toBeNull();
    },
  );
});

describe("a platform the page names is neither the title nor the seller", () => {
  it.each([
    "TikTok",
    "YouTube",
    "Instagram",
    "Facebook",
    "WhatsApp",
    "Spotify",
    "Kwai",
    "Shopee",
    "Amazon",
    "Google",
    "PayPal",
    "Pix",
    "Hotmart",
  ])("%s", (brand) => {
    expect(titleAlone(brand)).toBeNull();
    expect(sellerOf(`<p>x</p><footer><p>© 2026 ${brand}</p></footer>`)).toBeNull();
  });

  it("reads the platform on its own address, but not a checkout's on its checkout", () => {
    const footer = (brand: string) => `<p>x</p><footer><p>© 2026 ${brand}</p></footer>`;
    expect(sellerOf(footer("Google LLC"), "https://www.google.com/premium")).toBe("Google LLC");
    expect(sellerOf(footer("Hotmart"), "https://pay.hotmart.com/X123")).toBeNull();
    // a platform's unit ("TikTok Financial") is no seller either; a seller's own name that opens with
    // a platform's is
    expect(sellerOf(footer("TikTok Financial"))).toBeNull();
    expect(sellerOf(footer("Shopee Pay Brasil"))).toBeNull();
    expect(sellerOf(footer("YouTube Blueprint Academy"))).toBe("YouTube Blueprint Academy");
    // a course about a platform keeps its name
    expect(titleOf("<title>TikTok Ads Lab</title>", "<h1>TikTok Ads Lab</h1><p>TikTok Ads Lab.</p>")).toBe(
      "TikTok Ads Lab",
    );
  });
});
