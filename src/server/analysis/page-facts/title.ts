// The course or product name. A JSON-LD Product, Course or Event name wins outright. Otherwise
// candidates come from several places, and a name the page repeats and that several places agree on
// wins:
//
// - the parts of the <title> tags, og:title and twitter:title, split at " | ", " - ", ":"...;
//   generic words ("Checkout", "Order form", "Upsell-1"), host names, slugs, amounts and headlines
//   (long, ending in "!" or "?", or a call to action such as "Upgrade to Annual") dropped;
// - short <h1>s and image alt texts (these need three mentions: a first heading is usually a
//   headline, not a name);
// - a name introduced in a heading or short line: "Introducing X", "Welcome to X", "What you get
//   with X", "your seat for the X", "Apresentando X", "Bienvenue dans X" (the capitalised words that
//   follow, after a possessive: "Jim's Project X" gives "Project X");
// - a title part that is an enrol call naming the product ("Enroll in X | Site") gives X;
//   page-kind words ("Pricing", "About", "Payment") are not names;
// - a person the page introduces ("my name is", "taught by", the meta author) is not the product;
// - the page's own words that spell the host's name ("AdWords Domination Masterclass" on
//   adwordsdominationmasterclass.com), and og:site_name.
//
// A candidate scores its mentions in the visible text (at most 10), plus a bonus for where it came
// from, plus 2 for each other kind of place (title, og, h1, heading, alt, description) that also
// names it. The site's own name (the host's words, og:site_name) loses 2 when another candidate is
// named in two places: "Headline | Product | Site". Of two candidates where one contains the other,
// the shorter takes the longer's support ("Tax-Free Income Challenge" in "...Challenge Regular
// Ticket"). A best candidate with no mention outside its own place is unknown, not a guess.
// Linear: names are walked word by word (no regular expression over a name), mentions are indexOf
// over the text, at most MAX_CANDIDATES candidates.

import { isSharedHost } from "../shared-hosts";
import { type JsonLdNode, nameOf } from "./json-ld";
import {
  B_BUTTON,
  B_FOOTER,
  B_FORM,
  B_H1,
  B_HEADING,
  B_NAV,
  B_PRICING,
  type Block,
  plain,
} from "./page-document";
import type { Fact, How } from "./types";

const PRODUCT_TYPES = /^(?:Product|Course|Event|Book|SoftwareApplication|EducationEvent|Service)$/;
const SEPARATORS = /\s[|–—:·•»-]\s|\s?[|｜]\s?|\s::\s|：/;
/** The names of a site's pages and sections in the languages of docs/page-facts (en, pt, es, fr, it,
 *  de, nl, pl, ro, cs, sk, hu, sv, da, nb, fi, tr, ru, uk, bg, el, id/ms, vi, tl, zh, ja, ko, hi, ar,
 *  he), one concept to an entry, each matched as a whole <title> part (GENERIC): a page's kind, not a
 *  product's name. Plain alternations only. */
const PAGE_NAMES = [
  // a pricing page: en, pt, es, fr, it, de, nl
  "prices|our prices|price list|our plans|choose your plan|choose a plan|tuition|tuition (?:and|&) fees|planos e preços|nossos planos",
  "planes|nuestros planes|planes y precios|prix|nos tarifs|nos offres|piani|tariffe|listino prezzi",
  "tarife|preisliste|preise und pakete|pakete|prijzen|tarieven|abonnementen",
  // pl, ro, cs, sk, hu, sv, da, nb, fi
  "cennik|ceny|plany|prețuri|preturi|planuri|ceník|tarify|cenník|árak|árazás|csomagok",
  "priser|prislista|prisliste|hinnat|hinnasto",
  // tr, ru, uk, bg, el
  "fiyatlar|fiyatlandırma|paketler|цены|тарифы|стоимость|прайс|ціни|тарифи|вартість|цени",
  "τιμές|τιμοκατάλογος|πακέτα",
  // id/ms, vi, tl
  "daftar harga|paket|harga paket|bảng giá|giá|presyo|mga presyo",
  // zh (simplified, traditional), ja, ko
  "价格|價格|价目表|價目表|定价|定價|收费标准|收費標準|价格方案|價格方案|料金|価格|料金プラン|プラン|가격|요금|요금제|가격 안내",
  // hi, ar, he
  "मूल्य|कीमत|कीमतें|मूल्य निर्धारण|الأسعار|الاسعار|الباقات|الخطط|מחירים|מחירון",

  // a step of buying: the cart, the checkout, the order, the payment
  // en, pt, es, fr, it, de, nl
  "shopping cart|your cart|your order|place order|complete order|complete purchase|finalizar compra|finalizar pedido",
  "carrinho|pedido|pago|carrito|caja|tramitar pedido|paiement|panier|valider la commande|cassa|carrello|ordine",
  "kasse|zur kasse|bestellung|zahlung|bezahlung|warenkorb|afrekenen|betaling|betalen|winkelwagen|bestelling",
  // pl, ro, cs, sk, hu, sv, da, nb, fi
  "zamówienie|płatność|koszyk|kasa|plată|plata|coș|cos|comandă|comanda|finalizare comandă",
  "objednávka|platba|košík|pokladna|pokladňa|pénztár|fizetés|kosár|megrendelés|rendelés",
  "kassa|betalning|varukorg|beställning|kurv|bestilling|handlekurv|maksu|ostoskori|tilaus",
  // tr, ru, uk, bg, el
  "ödeme|sepet|sipariş|siparişi tamamla|оформление заказа|оплата|корзина|заказ|касса",
  "оформлення замовлення|кошик|замовлення|плащане|количка|поръчка|каса",
  "ολοκλήρωση αγοράς|πληρωμή|καλάθι|παραγγελία|ταμείο",
  // id/ms, vi, tl
  "pembayaran|keranjang|pesanan|troli|bayar|thanh toán|giỏ hàng|đặt hàng|đơn hàng|pagbabayad|bayad",
  // zh, ja, ko
  "结账|結帳|结算|結算|支付|付款|购物车|購物車|订单|訂單|确认订单|確認訂單",
  "お支払い|支払い|決済|カート|ご注文|注文|購入手続き|결제|장바구니|주문|주문하기",
  // hi, ar, he
  "भुगतान|चेकआउट|कार्ट|ऑर्डर|الدفع|سلة التسوق|الطلب|إتمام الشراء|תשלום|סל קניות|הזמנה|קופה",

  // the page after buying, a confirmation, an app's screen
  // en, pt, es, fr, it, de, nl
  "thank you for your (?:order|purchase)|order confirmed|purchase confirmed|payment successful|success",
  "(?:thank you|thanks|order|checkout|payment|confirmation|download|success|withdrawal|login|members?|sales|upsell|downsell|offer|registration|opt-?in|squeeze|bridge) page",
  "obrigada|muito obrigado|parabéns|pedido confirmado|compra confirmada|compra aprovada|pagamento aprovado",
  "(?:tela|página|pagina) de (?:obrigado|agradecimento|saque|pagamento|checkout|confirmação|login)",
  "(?:página|pagina) de (?:upsell|downsell|oferta|captura|espera|inscrição|cadastro|venda|pago|gracias|registro)",
  "gracias|muchas gracias|pedido confirmado|compra confirmada|pago aprobado|(?:pantalla|página) de (?:retiro|pago|gracias)",
  "merci beaucoup|commande confirmée|paiement confirmé|confirmation de (?:commande|paiement|retrait)",
  "grazie mille|ordine confermato|conferma|conferma (?:ordine|pagamento|prelievo)",
  "danke|vielen dank|bestätigung|bestellbestätigung|zahlungsbestätigung|dank je|dank u|bevestiging",
  // pl, ro, cs, sk, hu, sv, da, nb, fi
  "dziękujemy|dziękuję|potwierdzenie|potwierdzenie zamówienia|mulțumim|multumim|confirmare",
  "děkujeme|potvrzení|ďakujeme|potvrdenie|köszönjük|visszaigazolás",
  "tack|bekräftelse|tak|bekræftelse|takk|bekreftelse|kiitos|vahvistus",
  // tr, ru, uk, bg, el
  "teşekkürler|teşekkür ederiz|onay|sipariş onayı|ödeme onayı|спасибо|подтверждение|заказ подтвержден|заказ подтверждён",
  "дякуємо|підтвердження|благодарим|благодарим ви|потвърждение|ευχαριστούμε|επιβεβαίωση",
  // withdrawal screens: pt, es, fr, it, de, pl, tr, ru, id, vi, zh, ja, ko
  "(?:saque|resgate|retiro) (?:liberado|aprovado|disponível|solicitado|pendente|confirmado|aprobado|disponible)",
  "saque|solicitar saque|retiro|retrait|prelievo|auszahlung|wypłata|para çekme|вывод средств|penarikan|tarik dana|rút tiền|提现|提現|出金|출금",
  // id/ms, vi, tl
  "terima kasih|konfirmasi|konfirmasi pembayaran|cảm ơn|xác nhận|salamat|maraming salamat",
  // zh, ja, ko
  "谢谢|謝謝|感谢|感謝|确认|確認|订单确认|訂單確認|支付成功|ありがとうございます|ありがとうございました|ご注文完了|購入完了",
  "감사합니다|주문 완료|결제 완료",
  // hi, ar, he
  "धन्यवाद|पुष्टि|شكرا|شكراً|تأكيد|תודה|תודה רבה|אישור",

  // a legal page: en, pt, es, fr, it, de, nl
  "refunds?|refund and cancellation policy|returns?|return policy|cancellation policy|disclaimer|earnings disclaimer",
  "cookies?|cookie policy|legal|legal notice|imprint|shipping policy|privacy|privacy notice",
  "termos|termos de serviço|política de cancelamento|política de cookies|política de devoluciones",
  "términos de servicio|condiciones de uso|condiciones generales|política de reembolsos",
  "conditions d'utilisation|conditions générales d'utilisation|politique de confidentialité|cgv|cgu|politique de cookies",
  "termini e condizioni|termini di servizio|informativa sulla privacy|note legali|condizioni di vendita|cookie policy",
  "widerrufsbelehrung|widerrufsrecht|nutzungsbedingungen|rückerstattung|algemene voorwaarden|privacybeleid|retourbeleid|cookiebeleid",
  // pl, ro, cs, sk, hu, sv, da, nb, fi
  "regulamin|polityka prywatności|polityka zwrotów|zwroty|polityka cookies|termeni și condiții|termeni si conditii",
  "politica de confidențialitate|politica de rambursare|obchodní podmínky|ochrana osobních údajů|reklamační řád",
  "obchodné podmienky|ochrana osobných údajov|reklamačný poriadok|általános szerződési feltételek|ászf|adatvédelmi irányelvek|adatkezelési tájékoztató",
  "villkor|allmänna villkor|integritetspolicy|handelsbetingelser|vilkår|privatlivspolitik|salgsbetingelser|personvernerklæring",
  "käyttöehdot|tietosuojaseloste|toimitusehdot|palautusehdot",
  // tr, ru, uk, bg, el
  // (Turkish "i" capitalised is "İ", which no case-insensitive match folds: written i)
  "kullanım koşulları|gizlilik politikası|iade politikası|iade koşulları|mesafeli satış sözleşmesi|kvkk",
  "политика возврата|условия использования|оферта|политика конфіденційності|політика конфіденційності|умови використання|публічна оферта",
  "общи условия|политика за поверителност|όροι χρήσης|πολιτική απορρήτου|πολιτική επιστροφών",
  // a refund policy in full: ru, uk, bg, el, pl, cs, sk, hu, ro, nl, de, sv, da, nb, fi, tr
  "политика возврата средств|политика повернення(?: коштів)?|політика повернення(?: коштів)?",
  "политика за връщане|πολιτική επιστροφής χρημάτων|polityka zwrotu(?: pieniędzy)?|zásady vrácení peněz|podmínky vrácení peněz",
  "visszatérítési szabályzat|politica de returnare|terugbetalingsbeleid|rückerstattungsrichtlinie|erstattungsrichtlinie",
  "återbetalningspolicy|refusionspolitik|refusjonspolicy|palautuskäytäntö|iade ve iptal politikası|para iade politikası",
  // id/ms, vi, tl
  "syarat dan ketentuan|kebijakan privasi|kebijakan pengembalian dana|terma dan syarat|dasar privasi",
  "điều khoản sử dụng|chính sách bảo mật|chính sách hoàn tiền|mga tuntunin at kundisyon|patakaran sa privacy",
  // zh, ja, ko
  "隐私政策|隱私政策|服务条款|服務條款|使用条款|使用條款|退款政策|用户协议|用戶協議",
  "利用規約|プライバシーポリシー|返金ポリシー|特定商取引法に基づく表記|特定商取引法|個人情報保護方針",
  "이용약관|개인정보처리방침|개인정보 처리방침|환불 정책|환불정책",
  // hi, ar, he
  "नियम और शर्तें|गोपनीयता नीति|रिफंड नीति|धनवापसी नीति|الشروط والأحكام|سياسة الخصوصية|سياسة الاسترداد",
  "תנאי שימוש|מדיניות פרטיות|מדיניות החזרים|תקנון",

  // the home page, a welcome, the other pages of a site (about, contact, sign-in)
  // en, pt, es, fr, it, de, nl
  "home page|start|início|inicio|página inicial|página de inicio|bem-vindo|bem-vinda|bem-vindos|bienvenido|bienvenida|bienvenidos",
  "accueil|bienvenue|pagina iniziale|benvenuto|benvenuti|startseite|willkommen|welkom|startpagina",
  "sobre|sobre nós|quem somos|contato|contacto|entrar|iniciar sesión|à propos|connexion|chi siamo|contatti|accedi",
  "über uns|kontakt|anmelden|over ons|inloggen",
  // pl, ro, cs, sk, hu, sv, da, nb, fi
  "strona główna|witamy|witaj|o nas|zaloguj się|acasă|acasa|pagina principală|bun venit|despre noi",
  "úvod|domů|úvodní stránka|vítejte|domov|vitajte|főoldal|kezdőlap|üdvözöljük|rólunk",
  "hem|startsida|välkommen|om oss|forside|hjem|velkommen|om os|etusivu|tervetuloa|meistä",
  // tr, ru, uk, bg, el
  "ana sayfa|anasayfa|hoş geldiniz|hoşgeldiniz|hakkımızda|iletişim|giriş|giriş yap",
  "главная|главная страница|добро пожаловать|о нас|контакты|войти|вход",
  "головна|головна сторінка|ласкаво просимо|про нас|начало|начална страница|добре дошли|за нас",
  "αρχική|αρχική σελίδα|καλώς ήρθατε|επικοινωνία",
  // id/ms, vi, tl
  "beranda|halaman utama|selamat datang|tentang kami|hubungi kami|masuk|laman utama",
  "trang chủ|chào mừng|giới thiệu|liên hệ|đăng nhập|tahanan|maligayang pagdating|tungkol sa amin",
  // zh, ja, ko
  "首页|首頁|主页|主頁|欢迎|歡迎|关于我们|關於我們|联系我们|聯絡我們|登录|登入",
  "ホーム|トップ|トップページ|ようこそ|お問い合わせ|ログイン|会社概要",
  "홈|메인|환영합니다|회사소개|문의|로그인",
  // hi, ar, he
  "होम|मुखपृष्ठ|स्वागत है|हमारे बारे में|संपर्क|الرئيسية|الصفحة الرئيسية|مرحبا|من نحن|اتصل بنا",
  "דף הבית|ראשי|ברוכים הבאים|אודות|צור קשר",

  // a membership or a plan's level, not the product's name
  "(?:basic|standard|premium|pro|vip|gold|silver|platinum|starter|business|enterprise|personal|family|annual|monthly|yearly|lifetime) (?:plan|tier|package|membership|access)",
  "assinatura|plano (?:básico|basico|premium|vitalício|vitalicio|completo)|suscripción|plan (?:básico|premium|completo|anual|mensual)",
  "abonnement|adhésion|formule|abbonamento|abbonamento (?:mensile|annuale)|abo|mitgliedschaft|lidmaatschap",
  "członkostwo|subskrypcja|abonament|abonament (?:miesięczny|roczny)|üyelik|abonelik|подписка|членство|підписка|членство",
  "keanggotaan|langganan|gói thành viên|会员|會員|会员计划|會員方案|メンバーシップ|会員|멤버십|구독|सदस्यता|الاشتراك|العضوية|מנוי",

  // a kind of offer, as a whole part: en, pt, es, fr, it, de, nl
  "online course|video course|online training|one-time offer|special deal",
  "curso online|webinário|aula ao vivo|oferta limitada|últimas vagas|ultimas vagas",
  "curso en línea|clase en vivo|última oportunidad|oferta por tiempo limitado|oferta única|oferta de una sola vez",
  "cours en ligne|dernière chance|offre unique|offre limitée|corso online|ultima occasione|offerta unica|offerta limitata",
  "online-kurs|onlinekurs|letzte chance|online cursus|laatste kans|eenmalige aanbieding|speciale aanbieding",
  // pl, ro, cs, sk, hu, sv, da, nb, fi
  "kurs online|ostatnia szansa|oferta specjalna|oferta jednorazowa",
  "curs online|ultima șansă|ofertă specială|ofertă unică|online kurz|poslední šance|speciální nabídka|posledná šanca|špeciálna ponuka",
  "online tanfolyam|utolsó esély|különleges ajánlat|egyszeri ajánlat",
  "onlinekurs|sista chansen|specialerbjudande|sidste chance|særligt tilbud|siste sjanse|spesialtilbud|verkkokurssi|viimeinen mahdollisuus|erikoistarjous",
  // tr, ru, uk, bg, el
  "online kurs|son şans|özel teklif|tek seferlik teklif|özel fırsat",
  "онлайн-курс|онлайн курс|мастер-класс|последний шанс|специальное предложение|спецпредложение|разовое предложение",
  "майстер-клас|останній шанс|спеціальна пропозиція|последен шанс|специална оферта",
  "διαδικτυακό σεμινάριο|τελευταία ευκαιρία|ειδική προσφορά",
  // id/ms, vi, tl
  "kursus online|kelas online|kesempatan terakhir|penawaran terbatas|kursus dalam talian",
  "khóa học|khóa học online|khóa học trực tuyến|đào tạo|hội thảo trực tuyến|cơ hội cuối cùng|ưu đãi đặc biệt",
  "kurso|online na kurso|huling pagkakataon|espesyal na alok",
  // zh, ja, ko
  "课程|課程|在线课程|線上課程|培训|培訓|大师课|大師課|电子书|電子書|网络研讨会|網路研討會|直播课|直播課",
  "限时优惠|限時優惠|最后机会|最後機會|特别优惠|特別優惠|一次性优惠|一次性優惠",
  "オンライン講座|講座|セミナー|ウェビナー|電子書籍|特別オファー|期間限定|最後のチャンス|今だけ",
  "온라인 강의|강의|강좌|웨비나|전자책|특별 할인|특별 혜택|마지막 기회|한정 특가",
  // hi, ar, he
  "ऑनलाइन कोर्स|आखिरी मौका|विशेष ऑफर|دورة تدريبية|دورة أونلاين|عرض خاص|الفرصة الأخيرة|عرض لمرة واحدة",
  "קורס אונליין|קורס דיגיטלי|הזדמנות אחרונה|הצעה מיוחדת|מבצע מיוחד",
];
const GENERIC = new RegExp(
  `^(?:${[
    // the page itself
    "home|homepage|index|untitled|document|page|landing|landing page|sales ?page|sales letter|welcome",
    "verkaufsseite|landingpage|página de vendas|pagina de vendas|página de ventas|pagina de ventas|page de vente|pagina di vendita",
    "official site|site officiel",
    // a site's other pages: an account, a catalogue, a sign-in
    "about|about us|contact|contact us|faq|faqs|login|log in|sign in|register|registration|sign up",
    "user|usuario|usuário|my account|account|dashboard|members area|member area",
    "membership|membresía|membresia|courses|our courses|all courses|products|shop|store|catalog|catalogue",
    // a pricing page, in the page's language
    "pricing|plans|pricing plans|pricing & plans|plans & pricing|membership levels?",
    "our (?:pricing(?: plans)?|plans|packages|prices|services|programs|programmes)",
    // a word a page sets in bold or underlines inside a sentence ("access to ALL my videos")
    "all|free|bonus|yes|no|now|new|today|only|here|you|this|more",
    "tarifs|tarifas|prezzi|preise|precios|preços|precos|planos|harga",
    // a plan's length or billing, not its name ("3 MONTHS PLAN", "Plano Mensal")
    String.raw`(?:\d+|one|three|six|twelve)[-\s]?(?:months?|weeks?|years?|days?)\splan`,
    "(?:oferta|offerta|offre|plano|plan) (?:mensal|anual|mensual|mensile|annuale|mensuelle|annuelle|relâmpago|única|unica|unique)",
    // an app's screen or a guide's section
    String.raw`rewards|my rewards|tela de \S+|the (?:complete|ultimate|definitive) guide`,
    // a step of buying, and the page after it
    "checkout|order|order form|order now|order page|buy now|payment|secure checkout|cart|enroll|enrollment",
    "commander|commande|comprar|compra|pagamento|checkout seguro|inscrição|inscreva-se|iscriviti|bestellen|bestel",
    "thank you|thanks|thank you page|obrigado|merci|grazie|bedankt",
    "(?:order|payment|purchase|withdrawal) confirmation",
    "confirmação(?: de (?:saque|pagamento|pedido|compra|dados))?|confirmación(?: de (?:pago|pedido|compra|retiro))?",
    // a funnel's step or a kind of offer
    String.raw`(?:upsell|downsell|oto|step|upgrade)[- ]?\d*`,
    "one[- ]time(?: offer| deal| upgrade| payment)?|limited[- ]time(?: offer)?|special offer|exclusive offer",
    "penawaran sekali(?: ini| saja)?|penawaran (?:spesial|khusus|terbatas|eksklusif)",
    "einmaliges angebot|exklusives angebot|sonderangebot|spezialangebot",
    "oferta única|oferta unica|oferta especial|oferta exclusiva|offerta speciale|offerta esclusiva",
    "offre spéciale|offre exclusive",
    "last chance|última chance|ultima chance|última oportunidade",
    "condição especial|condições especiais|condicion especial|condición especial",
    // a legal page
    "terms|terms and conditions|terms of service|terms of use|privacy policy|refund policy",
    // ...its other names (set AR: "Cancel & Refund Policy")
    "(?:cancel|cancellation|return|returns|refunds|shipping|cookie)(?: (?:&|and) (?:cancel|cancellation|refund|refunds|return|returns))? polic(?:y|ies)",
    "refund (?:&|and) (?:cancel|cancellation|return|returns) polic(?:y|ies)|(?:earnings |income )?disclaimer",
    "política de reembolso|política de reembolsos|politique de remboursement|politica di rimborso",
    "public offer|public offer agreement|публичная оферта|договор оферты|договор публичной оферты",
    "пользовательское соглашение|политика конфиденциальности",
    "termos de uso|termos e condições|política de privacidade|términos y condiciones|política de privacidad",
    "aviso legal|mentions légales|conditions générales(?: de vente)?|allgemeine geschäftsbedingungen|agb",
    "impressum|datenschutz|datenschutzerklärung",
    // a webinar's or a video page's label
    "webinar|webinaire|webinário|webinario|urgent|urgent broadcast|breaking news|live now|replay|watch now",
    "presentation|final presentation|vsl|video sales letter",
    // the pause before an upsell
    "wait|stop|hold on|hold up|one more thing|one last thing|uma última coisa|última coisa",
    "espera|espere|un momento|attendez|aspetta|warte",
    // a free class or a details section
    "formation gratuite|formação gratuita|masterclass gratuita|masterclass gratuite|aula gratuita|clase gratuita",
    "clase gratis|aula gr[áa]tis|free (?:class|masterclass|webinar|workshop)|(?:treinamento|entrenamiento) gratuito",
    "program details|course details|detalhes do curso",
    // a button's words
    "acessar curso|acessar agora|acesse agora|quero comprar|quero acessar|comprar agora",
    "garantir acesso|garantir minha vaga|access now|get access|join now|enroll now",
    // a kind of offer with no name, and the upsell page's pause (set L, in-sample)
    "programa completo|curso completo|mini ?curso|minicurso|special thank you|thank you offer",
    "uma [úu]ltima coisa(?: antes de (?:ir|sair))?|one (?:more|last) thing before you go",
    "learn more|saiba mais|más información|en savoir plus|scopri di più|mehr erfahren",
    // a bare number
    String.raw`\d+`,
    ...PAGE_NAMES,
  ].join("|")})$`,
  "i",
);
/** Whether `pattern` matches `text`, or `text` in Turkish lower case: no case-insensitive match folds
 *  the Turkish capitals "İ" and "I" to "i" and "ı" ("İADE POLİTİKASI", "SİPARİŞ"). */
const matchesTr = (pattern: RegExp, text: string) =>
  pattern.test(text) || (/[İI]/.test(text) && pattern.test(text.toLocaleLowerCase("tr")));
const isGeneric = (text: string) => matchesTr(GENERIC, text);
/** A page-kind word, a legal page's name or a button's words ("Checkout", "Refund Policy",
 *  "Política de Reembolso", "Acessar curso"): names neither a product nor a seller. */
export const isPageKind = isGeneric;
const HOST_LIKE = /^[\w-]+(?:\.[\w-]+)+$/;
/** Well-known platforms a page names in passing (where to watch, where to pay, where it sells),
 *  as their letters: "TikTok", "Mercado Pago", "Google LLC", "Amazon.com". */
const PLATFORM =
  /^(?:tiktok|youtube|instagram|facebook|whatsapp|messenger|telegram|twitter|linkedin|pinterest|snapchat|spotify|kwai|shopee|amazon|google|paypal|pix|hotmart|kiwify|eduzz|monetizze|clickbank|gumroad|udemy|kajabi|teachable|shopify|stripe|mercadopago|mercadolivre|mercadolibre|aliexpress|alibaba|tokopedia|lazada|temu|netflix|apple|microsoft|zoom|canva|chatgpt|openai|wechat|weixin|kakaotalk|douyin|bilibili|taobao|metaplatforms|meta|bytedance)$/;
/** Platforms whose own pages sell other people's products (a checkout, a marketplace, a course
 *  platform): on their own address they are still not the seller. */
const MARKETPLACE =
  /^(?:hotmart|kiwify|eduzz|monetizze|clickbank|gumroad|udemy|kajabi|teachable|shopify|stripe|paypal|shopee|amazon|mercadopago|mercadolivre|mercadolibre|aliexpress|tokopedia|lazada|temu)$/;
/** A well-known platform the page merely names ("TikTok", "PayPal", "Google LLC"): neither the
 *  product nor the seller, unless the page is on that platform's own address and the platform sells
 *  there ("YouTube Premium" on youtube.com). */
export function isPlatform(name: string, host: string): boolean {
  const key = letters(
    name
      .replace(/[\s,]+(?:llc|inc|ltd|limited|gmbh|corp|corporation|plc|ltda|s\.a)\.?$/i, "")
      .replace(/\.(?:com|net|org|co|io)(?:\.[a-z]{2})?$/i, ""),
  );
  return PLATFORM.test(key) && (MARKETPLACE.test(key) || hostName(host) !== key);
}
/** The words that make a platform's name the name of one of its units: "Financial", "Pay", "Brasil". */
const PLATFORM_UNIT =
  /^(?:financial|finance|finanças|finanzas|pay|payments?|pagamentos?|pagos|bank|banco|brasil|brazil|br|indonesia|india|official|oficial|support|suporte|soporte|team|equipe|equipo|global|group|grupo|rewards|recompensas|shop|store|loja|tienda|ads|inc|llc|ltd)$/i;
/** A seller's name made of a platform's and one of its units' ("TikTok Financial", "Shopee Pay
 *  Brasil") on an address not the platform's: a unit a page borrows the name of, not who sells there
 *  ("YouTube Blueprint Academy" is a seller's own name). */
export function opensWithPlatform(name: string, host: string): boolean {
  const words = name.split(" ", 6);
  return (
    words.length > 1 && isPlatform(words[0]!, host) && words.slice(1).every((w) => PLATFORM_UNIT.test(w))
  );
}
/** A template's unfilled slot: "[Course Title]", "{{ title }}", "%TITLE%", "<?= $title ?>", "Your Brand Name". */
const PLACEHOLDER = new RegExp(
  [
    String.raw`^\[.*\]$|\{\{|\}\}|\{%|^%\w+%$|<\?|\$\{|^@[\w.]+$|^lorem ipsum|^dolor sit amet`,
    `^(?:${[
      // en
      "(?:your )?(?:brand|company|business|site|website|logo|product|course|store|shop) name|logo|your logo|your brand|your company",
      "site title|page title|your title here|title here|headline here|your headline|my site|my website|my blog|sample page|company",
      // pt, es, fr, it, de, nl
      "seu nome|sua marca|sua empresa|nome da empresa|nome da marca|nome do produto|nome do curso|seu logo|sua logo",
      "tu marca|tu nombre|tu empresa|nombre de la empresa|nombre de la marca|nombre del producto|tu logo",
      "nom de la marque|nom de l'entreprise|nom de votre entreprise|votre marque|votre nom|votre logo|nom du produit",
      "nome azienda|nome dell'azienda|il tuo marchio|il tuo nome|nome del prodotto|il tuo logo",
      "ihr firmenname|firmenname|ihre marke|ihr name|dein name|deine marke|ihr logo|produktname",
      "uw bedrijfsnaam|bedrijfsnaam|uw merk|jouw merk|jouw naam|uw logo",
      // pl, ro, cs, sk, hu, sv, da, nb, fi
      "nazwa firmy|twoja marka|twoja firma|nazwa produktu|numele companiei|numele tău|název firmy|vaše značka|názov firmy",
      "cégnév|a cég neve|az ön márkája|företagsnamn|ditt varumärke|firmanavn|dit brand|ditt firmanavn|yrityksen nimi|yrityksesi nimi",
      // tr, ru, uk, bg, el
      "şirket adı|şirketinizin adı|markanız|marka adı|ürün adı|название компании|ваш бренд|ваша компания|ваше имя|название продукта",
      "назва компанії|ваш бренд|ваше ім'я|име на компанията|вашата марка|όνομα εταιρείας|η εταιρεία σας",
      // id/ms, vi, tl
      "nama brand|nama merek|nama perusahaan|nama anda|nama produk|nama syarikat|tên công ty|tên thương hiệu|tên của bạn|pangalan ng kumpanya",
      // zh, ja, ko
      "公司名称|公司名稱|品牌名称|品牌名稱|您的品牌|你的品牌|产品名称|產品名稱|会社名|ブランド名|商品名|회사명|회사 이름|브랜드명|브랜드 이름",
      // hi, ar, he
      "कंपनी का नाम|आपका ब्रांड|اسم الشركة|علامتك التجارية|שם החברה|המותג שלך",
    ].join("|")})$`,
  ].join("|"),
  "i",
);
const ALT_NOISE =
  /\b(?:logo|icon|image|img|photo|picture|banner|avatar|testimonial|screenshot|badge|arrow|check|visa|mastercard)\b/gi;
/** A call to action, not a name: "Upgrade to Annual", "Get Instant Access", "Save Your Seat Now". */
const CTA_EN =
  "add to (?:your|my|the|this) (?:plan|cart|order|basket|bag|bundle|membership)|get|save|upgrade|claim|grab|secure|register|book|download|unlock|order|buy|join|apply|reserve|watch|click|start|try|sign|enroll|enrol|don't|do not|wait|stop|(?:complete|finish) (?:your|my|this|the|order|purchase|checkout|payment|registration|enrol\\w*)|confirm|continue|proceed|customize|customise|personalize|personalise|configure|choose|select|pick";
/** The same first words in pt, es, fr, it, de ("QUERO MINHA VAGA", "Rejoindre la Masterclass"): unlike
 *  the English ones ("Book Launch Blueprint", "Start Smart Academy"), never the start of a name. */
const CTA_OTHER = [
  "quero|garanta|acesse|acessar|compre|comprar|inscreva|clique|baixe|adquira|assine|participe|reserve|entrar",
  "quiero|compra|accede|acceder|inscr[íi]bete|descarga|obt[ée]n|reserva|[úu]nete|suscr[íi]bete|empieza",
  "rejoindre|rejoignez|rejoins|je veux|obtenir|obtenez|acc[ée]der|acc[ée]dez|t[ée]l[ée]charger|r[ée]servez|commander|inscrivez|cliquez",
  "voglio|acquista|accedi|iscriviti|scarica|prenota|unisciti|ottieni",
  "hol dir|sichere dir|kaufe|buche|melde dich|jetzt (?:sichern|kaufen|bestellen|buchen|anmelden|starten|zugreifen)|hier klicken",
  "je m'inscris|je commande|j'en profite",
].join("|");
const CALL_TO_ACTION = new RegExp(`^(?:${CTA_EN}|${CTA_OTHER})(?![\\p{L}])`, "iu");
const CALL_TO_ACTION_OTHER = new RegExp(`^(?:${CTA_OTHER})(?![\\p{L}])`, "iu");
/** A claim about the product set beside its name ("The Ultimate Publishing Powerhouse", "The #1
 *  Trading Community", "O Melhor Curso do Brasil"): a superlative after an article, not a name. */
const TAGLINE =
  /^(?:the (?:ultimate|best|#1|number one|only|world['’]s)|(?:o|a) melhor|(?:el|la) mejor|(?:le|la) meilleure?|(?:il|la) migliore|(?:der|die|das) beste)\s/i;
/** A verb and then an article or a possessive: a command to the reader ("Master the Art of Earning",
 *  "Build Your Empire", "Domine o Mercado", "Transforma tu Negocio"), not an offer's name. */
const COMMAND =
  /^\p{L}+ (?:the|your|a|an|o|os|as|seu|sua|seus|suas|el|la|los|las|tu|tus|le|les|votre|vos|il|lo|gli|tuo|tua|den|die|das|dein|deine|ihr|ihre)\s/iu;
/** "Offer", "Regular Ticket" at the end of a part: the page's kind, not the name. */
const KIND_TAIL =
  /\s(?:regular|vip|general|standard|early bird|premium)?\s?(?:ticket|tickets|order form|checkout|sales page|registration|upsell|offer)$/i;
const MAX_CANDIDATES = 40;
const MAX_TEXT = 600_000;
const MAX_NAME_WORDS = 6;

type Kind = "title" | "og" | "h1" | "intro" | "alt" | "host" | "site" | "offer" | "path";

interface Candidate {
  value: string;
  kind: Kind;
  bonus: number;
  /** Mentions needed before it counts. */
  needs: number;
  /** The first part of the first <title>. */
  lead?: boolean;
  evidence: string;
  how: How;
}

const clean = (s: string) => s.replace(/\s+/g, " ").trim().slice(0, 200);
const letters = (s: string) => s.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, "");
/** The letters without their accents, as a host spells them: "Letícia" -> "leticia". */
const folded = (s: string) => letters(s.normalize("NFD").replace(/\p{M}+/gu, ""));

/** "Explore Our Courses", "Our Free Checklist", "Nuestros Cursos": the seller's own things described,
 *  a section's heading, not a name (after at most one word, a verb). */
const OUR_THINGS =
  /^(?:\p{L}+ )?(?:our|nuestros|nuestras|nuestro|nuestra|nossos|nossas|nosso|nossa|notre|unsere|unser|unseren)\s/iu;

/** A section of a page as its heading ("How It Works", set BA): what a part of the page is, not a name. */
const SECTION =
  /^(?:how (?:it|this|does it) works?|how does it work|faq|frequently asked questions|testimonials|features|about us|our story|contact us|get in touch)$/i;

/** A headline or a sentence rather than a name: long, a question or an exclamation, a call to action,
 *  an amount, the seller's own things, or two sentences ("Tiny Apps. Real Results", set AW). */
function headline(text: string): boolean {
  const words = text.split(" ").length;
  return (
    words > 8 ||
    /[!?]$|[!?]\s+\S/.test(text) ||
    OUR_THINGS.test(text) ||
    // "expand your income": a command written all in lower case (set AY), not a brand's styling
    (COMMAND.test(text) && text === text.toLowerCase() && /\p{Ll}/u.test(text)) ||
    /\p{Ll}{3}\.\s\p{Lu}\p{Ll}/u.test(text) ||
    (words >= 3 && CALL_TO_ACTION.test(text)) ||
    /[$€£₹₦]\s?\d|\d\s?%/.test(text)
  );
}

/** "Enroll in X", "Register for X", "Join X": a call to action naming the product; X is the name. */
const ENROL_PREFIX =
  /^(?:enrol(?:l)?(?: now)? (?:in|into|for)|register (?:for|to)|sign up (?:for|to)|join(?: the)?|buy|get|inscreva-se (?:no|na|em)|inscrivez-vous (?:à|au))\s/i;

/** "Pagamento do eBook", "Checkout for X", "Payment - X": a page-kind word, then what it is for. */
const KIND_PREFIX =
  /^(?:(?:checkout|payment|order|pagamento|pedido|compra|paiement|commande|pago|pagina de pago)\s(?:for|of|do|da|de|du|del|para)|pagamento|paiement|zahlung)\s/i;

function unprefixed(part: string): string {
  const kind = KIND_PREFIX.exec(part);
  if (kind !== null) return part.slice(kind[0].length);
  const m = ENROL_PREFIX.exec(part);
  if (m === null) return part;
  const rest = part.slice(m[0].length);
  // only when what follows is a name, in full ("Get Instant Access Now" stays a headline)
  const name = nameAt(rest);
  return name !== null && name === rest.replace(/^(?:the|a|an)\s/i, "") ? name : part;
}

/** A template's unfilled slot in any of the languages above ("Your Brand Name", "Nazwa firmy", "Lorem
 *  ipsum"): names neither a product nor a seller. */
export const isPlaceholder = (text: string) =>
  PLACEHOLDER.test(text.trim()) ||
  // written as one word, as a template's variable often is: "SeuNome", "YourBrandName"
  (/^\p{Lu}\p{Ll}+(?:\p{Lu}\p{Ll}+)+$/u.test(text.trim()) &&
    PLACEHOLDER.test(text.trim().replace(/(\p{Ll})(\p{Lu})/gu, "$1 $2")));

/** Two single words joined by "&" or "and", one of them a page-kind word ("Membership & Roles",
 *  "Courses and Events", "Preços e Planos"): the sections a page lists, not a product's name. */
function sections(part: string): boolean {
  const m = /^(\p{L}+) (?:&|and|e|y|et|und|i|en) (\p{L}+)$/iu.exec(part);
  return m !== null && (isGeneric(m[1]!) || isGeneric(m[2]!));
}

/** Too short, a page-kind word, a page's sections or a template's unfilled slot: a <title> part that
 *  names nothing. */
const namesNothing = (part: string) =>
  part.length < 2 || isGeneric(part) || sections(part) || PLACEHOLDER.test(part);

/** A part without its page-kind tail ("Bread at Home Offer"), unless the whole part is a page's kind
 *  ("Special Offer" is no "Special"). */
const withoutKindTail = (part: string) => (isGeneric(part) ? part : part.replace(KIND_TAIL, ""));

function parts(title: string): string[] {
  return (
    title
      .split(SEPARATORS)
      // "Special Offer: Bread at Home": a page-kind label before a colon, then the name
      .map((p) => {
        const colon = /^([^:]{2,40}):\s(?=\S)/.exec(p);
        return colon !== null && isGeneric(colon[1]!.trim()) ? p.slice(colon[0].length) : p;
      })
      // "React in Five: learn the basics": a description after a colon, in lower case
      .map((p) => p.replace(/:\s\p{Ll}.*$/u, ""))
      .map((p) => unprefixed(withoutKindTail(clean(p)).replace(/[.,;]+$/, "")))
      .filter(
        // a lone lower-case word ("adwords") is a slug
        (p) =>
          !namesNothing(p) && !/^[a-z]+$/.test(p) && !HOST_LIKE.test(p) && !headline(p) && !TAGLINE.test(p),
      )
  );
}

function count(haystack: string, needle: string): number {
  if (needle.length < 2) return 0;
  let n = 0;
  for (let i = haystack.indexOf(needle); i >= 0 && n < 50; i = haystack.indexOf(needle, i + needle.length))
    n++;
  return n;
}

/** Whether the first word of a two- or three-word name stands alone, capitalised, at least twice in
 *  the text (not followed by the rest of the name): "Douglas" in "aprender com o Douglas" for
 *  "Douglas Poiato". A person is called so; a product's name is said whole. */
function firstNameAlone(name: string, text: string): boolean {
  const [first, ...rest] = name.split(" ");
  if (first === undefined || first.length < 3 || rest.length === 0) return false;
  const after = ` ${rest.join(" ")}`;
  let alone = 0;
  for (let i = text.indexOf(first); i >= 0 && alone < 2; i = text.indexOf(first, i + first.length)) {
    const before = i > 0 ? text[i - 1]! : " ";
    const next = text[i + first.length] ?? " ";
    if (/[\p{L}\p{N}]/u.test(before) || /[\p{L}\p{N}]/u.test(next)) continue;
    if (!text.startsWith(after, i + first.length)) alone++;
  }
  return alone >= 2;
}

/** The host's own name: "pro.agorafinancial.com" -> "agorafinancial", "x.com.br" -> "x". */
export function hostName(host: string): string {
  const labels = host
    .toLowerCase()
    .replace(/^www\./, "")
    .split(".");
  if (labels.length < 2) return "";
  const second = labels[labels.length - 2]!;
  const name =
    labels.length >= 3 && /^(?:com|co|org|net|gov|edu|ac)$/.test(second)
      ? labels[labels.length - 3]!
      : second;
  return name.replace(/[^a-z0-9]/g, "");
}

/** The host's own name ("acmeacademy" for acmeacademy.com), or "" on a host many sellers share
 *  (shared-hosts.ts): a page there that writes the host's name names the platform, not who sells or
 *  what is sold ("GitHub" on a course's github.io page; set V). */
export function ownHostName(host: string): string {
  return isSharedHost(host.toLowerCase().replace(/^www\./, "")) ? "" : hostName(host);
}

const CONNECTORS = new Set([
  "of",
  "the",
  "and",
  "&",
  "+",
  "de",
  "da",
  "do",
  "des",
  "du",
  "la",
  "le",
  "to",
  "for",
  "in",
  "on",
  "di",
  "del",
  "van",
  "het",
  "e",
  "et",
]);
const isCapital = (w: string) => /^[\p{Lu}\d]/u.test(w);

/** The capitalised words at the start of `rest` (a name), at most MAX_NAME_WORDS, or null. */
export function nameAt(rest: string): string | null {
  const words = rest.split(" ", 16);
  let out: string[] = [];
  for (const raw of words) {
    const w = raw.replace(/^["“‘'(]+/, "");
    // "Jim Rickards’ Project Prophesy", "Dana's Bread Club": the name is what follows the owner
    if (/\p{Lu}\p{L}*(?:['’]s|s['’])$/u.test(w) && isCapital(w)) {
      out = [];
      continue;
    }
    const bare = w.replace(/[.,;:!?)"”’'…]+$/, "");
    if (bare === "") break;
    if (!isCapital(bare) && !(out.length > 0 && CONNECTORS.has(bare.toLowerCase()))) break;
    out.push(bare);
    if (bare !== w || out.length >= MAX_NAME_WORDS) break; // punctuation ends the name
  }
  while (out.length > 0 && CONNECTORS.has(out[out.length - 1]!.toLowerCase())) out.pop();
  if (out.length > 0 && /^(?:the|a|an|o|a|le|la|il|de|het)$/i.test(out[0]!)) out.shift();
  const name = out.join(" ");
  // a name starts with a letter and holds no figure of speech ("Top 1%", "4,400+")
  if (name.length < 3 || !/^\p{L}/u.test(name) || /[%+$€£₹]/.test(name)) return null;
  return name;
}

const INTRO = new RegExp(
  `(?:^|[^\\p{L}])(?:${[
    // en
    "introducing|presenting|announcing|welcome to|what you get (?:with|in|inside)|what's inside|inside",
    "(?:seat|spot|place|ticket) (?:for|in|at|to)|enrol(?:l|ment)? (?:in|into)|access to",
    // pt, fr, it, nl
    "apresentando|bem-vindo (?:ao|à)|bem-vinda (?:ao|à)|conheça (?:o|a)|bienvenue (?:dans|à|au)|découvrez",
    "benvenuto (?:in|nel)|welkom (?:bij|in)",
    // es, de, pl, ro
    "presentamos|bienvenid[oa]s? (?:a|al)|wir präsentieren|willkommen (?:bei|im|zur|zum)|przedstawiamy|witamy w",
    "vă prezentăm|bun venit la",
    // cs, sk, hu, sv, da/nb, fi
    "představujeme|vítejte v|predstavujeme|vitajte v|bemutatjuk|välkommen till|velkommen til|esittelemme|tervetuloa",
    // tr, ru, uk, bg, el
    "karşınızda|представляем|представляємо|ласкаво просимо до|представяме|добре дошли в|σας παρουσιάζουμε",
    "καλώς ήρθατε στο",
    // id/ms, vi, tl
    "memperkenalkan|selamat datang di|giới thiệu|chào mừng (?:bạn )?đến với|ipinakikilala|maligayang pagdating sa",
  ].join("|")})${String.raw`\s?:?\s`}`,
  "giu",
);

/** Names introduced in a short line: "Introducing X", "Welcome to X", "your seat for the X". */
function introduced(text: string): string[] {
  const out: string[] = [];
  INTRO.lastIndex = 0;
  for (let m = INTRO.exec(text); m !== null && out.length < 3; m = INTRO.exec(text)) {
    const name = nameAt(text.slice(m.index + m[0].length, m.index + m[0].length + 160));
    if (name !== null && !isGeneric(name) && !CALL_TO_ACTION.test(name) && !OUR_THINGS.test(name))
      out.push(name);
  }
  return out;
}

/** The page's words that spell the host's name ("KDP Mafia" on kdpmafia.com), from short lines. */
export function hostPhrase(texts: string[], host: string): string | null {
  if (host.length < 4) return null;
  for (const text of texts) {
    if (!text.toLowerCase().includes(host.slice(0, 3))) continue;
    const words = text.split(" ", 40);
    for (let i = 0; i < words.length; i++) {
      let acc = "";
      for (let j = i; j < words.length && j < i + MAX_NAME_WORDS; j++) {
        acc += letters(words[j]!);
        if (acc === host || acc === `the${host}`) {
          return clean(words.slice(i, j + 1).join(" ")).replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, "");
        }
        if (acc.length >= host.length + 3 || !host.startsWith(acc.replace(/^the/, ""))) break;
      }
    }
  }
  return null;
}

/** The last word of a product's name: "Garden Profit Playbook", "Crew Launch Program". */
const PRODUCT_NOUN =
  /^(?:masterclass|workshop|webinar|course|program|programme|academy|bootcamp|challenge|summit|system|playbook|blueprint|method|formula|mastermind|accelerator|incubator|intensive|membership|bundle|toolkit|kit|framework|protocol|curso|mentoria|treinamento|formation|corso|cursus|formazione)$/i;
/** Words that describe any offer, so a name made only of them ("Free Live Workshop") names none. */
const OFFER_WORDS = new RegExp(
  `^(?:${[
    // en: what any offer is or has
    "free|live|online|virtual|new|special|exclusive|private|full|complete|most|best|top|popular|affordable",
    "recommended|advanced|beginner|beginners|starter|standard|signature|flagship|ultimate|entire|whole|same|next",
    "first|home|study|video|audio|digital|print|printed|affiliate|affiliates|referral|partner|loyalty|rewards",
    "payment|refund|privacy|support",
    // what a page holds or who it serves, not what it is called ("Coaches", "Everything On This
    // Page", "Mastery Program", "Grupo Privado")
    "page|pages|landing|signals?|courses|coaches|everything|on|mastery|newsletter|community|grupo|privado",
    // en: a pronoun, an article, a length
    "this|our|your|my|the|a|an|one|day|week|weekly|monthly|2-day|3-day|5-day|7-day|30-day",
    // a tier, a kind of offer
    "vip|premium|basic|pro|elite|group|masterclass|workshop|webinar|course|program|programme|training|bootcamp",
    "challenge|summit|system|method|membership|bundle|mentoria|curso|treinamento|formation|corso",
    // a sentence's opening words
    "what|why|how|get|join|enroll|enrol|register|book|start|discover|inside|about|welcome|to|in|for|and|of|&",
    // "free": pt/it/es, fr, de, pl, hu, nl/sv/da/nb, fi, tr, ru, uk, bg, el, ms, vi, tl
    "gratuito|gratuita|grátis|gratis|gratuit|gratuite|kostenlos|kostenlose|kostenloses|kostenloser|darmowy|darmowe",
    "darmowa|ingyenes|ilmainen|ücretsiz|бесплатный|бесплатное|бесплатная|безкоштовний|безплатен|δωρεάν|percuma",
    "miễn|phí|libre|libreng",
    // "live", "online", a class: pt, es, fr, it
    "ao|vivo|en|línea|ligne|linea|direct|diretta|live|aula|clase",
    // a course, a training, a webinar in the fixed list's languages
    "cours|kurs|kursus|kelas|webinário|entrenamiento|formazione|schulung|szkolenie|eğitim|курс|тренинг|вебинар",
    "pelatihan",
  ].join("|")})$`,
  "i",
);
/** Kinds of product, as a single word: not a product's name. */
const KIND_WORD = new RegExp(
  `^(?:${[
    "ebook|e-book|ebooks|guide|book|livro|libro|livre|report|course|cursos?|class|lessons?|videos?|product|plans?",
    "offer|oferta|crypto|trading|forex|mentorship|mentoring|mentoria|mentorat|coaching|consulting|consultoria|bundle|package",
    // a course, a training, a masterclass, a mentoring, a webinar, an e-book, an offer: pt, es, fr, it, de, nl
    "treinamento|mentoría|entrenamiento|capacitación|cours|formation|offre|corso|formazione|mentorato|offerta",
    "kurs|schulung|angebot|webinar|webinare|cursus|opleiding|training|trainingen|aanbieding",
    // pl, ro, cs, sk, hu, sv, da, nb, fi
    "kursy?|szkolenie|mentoring|oferta|curs|ofertă|školení|ponuka|nabídka|kurzus|képzés|tanfolyam|ajánlat|webinárium",
    "utbildning|erbjudande|uddannelse|tilbud|opplæring|kurssi|koulutus|valmennus|tarjous|webinaari",
    // tr, ru, uk, bg, el
    "kurs|eğitim|mentorluk|teklif|курс|тренинг|обучение|наставничество|менторство|вебинар|электронная|курсът|обучение",
    "навчання|вебінар|пропозиція|оферта|уебинар|σεμινάριο|μάθημα|εκπαίδευση|προσφορά|webinar",
    // id/ms, vi, tl
    "kursus|kelas|pelatihan|pendampingan|penawaran|tawaran|khóa|kurso|pagsasanay",
    // zh, ja, ko
    "课程|課程|培训|培訓|大师课|大師課|电子书|電子書|辅导|輔導|优惠|優惠|講座|研修|セミナー|ウェビナー|コース|電子書籍|メンタリング|オファー",
    "강의|강좌|교육|코칭|멘토링|웨비나|전자책|혜택",
    // hi, ar, he
    "कोर्स|प्रशिक्षण|वेबिनार|ई-बुक|ऑफर|دورة|تدريب|ندوة|عرض|קורס|הדרכה|וובינר|הצעה|ספר",
  ].join("|")})$`,
  "i",
);
const isKindWord = (word: string) => matchesTr(KIND_WORD, word);
const ARTICLE =
  /^(?:the|a|an|this|that|these|our|your|my|his|her|their|its|o|os|as|le|les|il|lo|gli|het|de|die|der|el|esta|este|essa|esse|nossa|nosso|minha|meu|cette|ce|notre|votre|questa|questo|nostra|nostro|diese|dieser|dieses|unser|unsere)$/i;
/** Leading words that open a sentence, not a name: "Join the X Program", "Welcome to the X Course". */
const LEAD_WORD =
  /^(?:join|apply|get|enroll|enrol|register|book|start|discover|inside|about|welcome|pay|buy|order|purchase|to|in|into|for|the|a|an|this|our|your|my|at|with|from|on|is|and|of|&|de|da|do|la|le|il|o)$/i;

/** A word without the punctuation that ends it ("Masterclass —" -> "Masterclass"); "" past the end. */
const bare = (word: string | undefined) => (word ?? "").replace(/[.,;:!?)"”’'…—–-]+$/, "");

/** Names that end in a product noun, read in a short line: "...for the Trade Desk Masterclass —". */
function offers(text: string): string[] {
  const out: string[] = [];
  const words = text.split(" ", 60);
  for (let i = 1; i < words.length && out.length < 3; i++) {
    const last = bare(words[i]);
    if (!PRODUCT_NOUN.test(last) || !isCapital(last)) continue;
    // "Accelerator Program": the name runs on to the last product noun
    const next = bare(words[i + 1]);
    if (PRODUCT_NOUN.test(next) && isCapital(next)) continue;
    let from = i;
    for (let j = i - 1; j >= 0 && i - j < MAX_NAME_WORDS; j--) {
      const w = words[j]!.replace(/^["“‘'(]+/, "");
      // punctuation after a word ends the clause before the name
      if (w === "" || /[.,;:!?)"”’…—–]$/.test(w) || /^[-–—|]$/.test(w)) break;
      if (!isCapital(w) && !CONNECTORS.has(w.toLowerCase())) break;
      from = j;
    }
    // a button's words ("QUERO MINHA VAGA NA MASTERCLASS"): a call, not a name
    if (CALL_TO_ACTION_OTHER.test(words.slice(from, i + 1).join(" "))) continue;
    // a possessive brand keeps its name ("Acme's Trading Course" is Acme's "Acme Trading Course")
    const name = words.slice(from, i).map((w) => w.replace(/^["“‘'(]+/, "").replace(/['’]s$/, ""));
    // the name starts after the last article or possessive inside ("See It in This Short Workshop")
    let start = 0;
    for (let k = 0; k < name.length; k++) if (ARTICLE.test(name[k]!)) start = k + 1;
    name.splice(0, start);
    while (name.length > 0 && LEAD_WORD.test(name[0]!)) name.shift();
    name.push(last);
    if (
      name.length < 2 ||
      !/^(?:\p{L}|\d{1,3}-(?:minute|hour|day|week|month|step|second)s?$)/iu.test(name[0]!) ||
      name.slice(1).some((w) => /\d/.test(w)) ||
      name.every((w) => OFFER_WORDS.test(w)) ||
      /[%$€£₹]/.test(name.join(" "))
    )
      continue;
    out.push(name.join(" "));
  }
  return out;
}

/** The first word of a product's name in pt, es, it, fr: "Sistema E-Commerce Acceleration", "Método
 *  Horta Viva", "Programma Vendite Smart", "Desafio Renda Nova". */
const FRONT_NOUN =
  /^(?:sistema|método|metodo|méthode|programa|programma|mentoria|mentoría|treinamento|entrenamiento|formação|formación|formazione|desafio|desafío|sfida|défi)$/i;
/** A connector inside a name after its front noun: "Método Mapa da Mina", "Programa Raízes do Sul". */
const INNER_CONNECTOR = /^(?:da|de|do|das|dos|del|di|du|des|della|delle)$/;
/** Words that go on a sentence, not a name, after a front noun ("Sistema Que Funciona"). */
const CLAUSE_ON =
  /^(?:que|qui|che|para|pour|per|com|con|avec|sem|sin|sans|senza|por|como|comme|come|é|es|est|è|o|a|os|as|el|la|los|las|le|les|il|lo|um|uma|un|una|une|y|e|et|ou|o|ed)$/i;

/** Names that open with a product noun, in the languages that set it first, read in a short line:
 *  "Il Sistema E-Commerce Acceleration", "o Método Horta Viva". The noun and at least one and at most
 *  four capitalised words after it, no figure; not inside a longer name, not in capitals. */
function frontOffers(text: string): string[] {
  const out: string[] = [];
  const words = text.split(" ", 60);
  for (let i = 0; i < words.length - 1 && out.length < 3; i++) {
    const noun = words[i]!.replace(/^["“‘'(]+/, "");
    if (!FRONT_NOUN.test(noun) || !isCapital(noun)) continue;
    // after a capitalised word that is no article the name began before ("Entrenamiento Método X")
    const before = (words[i - 1] ?? "").replace(/^["“‘'(]+/, "");
    if (before !== "" && isCapital(before) && !/[.,;:!?)"”’…—–]$/.test(before) && !ARTICLE.test(before))
      continue;
    const name = [noun];
    for (let j = i + 1; j < words.length && name.length <= 4; j++) {
      const w = bare(words[j]);
      // a connector inside the name, between capitalised words ("Método Mapa da Mina"; set T)
      const next = bare(words[j + 1]);
      if (
        name.length >= 2 &&
        w === words[j] &&
        INNER_CONNECTOR.test(w) &&
        isCapital(next) &&
        !CLAUSE_ON.test(next)
      ) {
        name.push(w);
        continue;
      }
      if (w === "" || !isCapital(w) || CLAUSE_ON.test(w) || /[\d%$€£₹]/.test(w)) break;
      name.push(w);
      if (w !== words[j]) break; // punctuation ends the name
    }
    while (INNER_CONNECTOR.test(name[name.length - 1]!)) name.pop();
    // a heading in capitals ("SISTEMA BASADO EN...") is a line, not a name
    if (
      name.length < 2 ||
      name.slice(1).every((w) => OFFER_WORDS.test(w)) ||
      name.every((w) => w === w.toUpperCase())
    )
      continue;
    out.push(name.join(" "));
  }
  return out;
}

/** "My name is", by language: the writer introducing themself before their name. seller.ts reads
 *  the seller there; here the name is a person's, never the product's. */
export const MY_NAME_IS = [
  // en, pt, es, fr, it, de, nl
  "my name is|meu nome é|me llamo|mi nombre es|je m['’]appelle|mi chiamo|ich heiße|mijn naam is",
  // pl, ro, cs, sk, hu, sv, da, nb, fi
  "nazywam się|mă numesc|jmenuji se|volám sa|a nevem|jag heter|jeg hedder|jeg heter|mitt navn er|nimeni on",
  // tr, ru, uk, bg, el, id/ms, vi, tl
  "benim adım|меня зовут|мене звати|казвам се|με λένε|nama saya|tên tôi là|ang pangalan ko ay",
].join("|");
/** A person introduced: "my name is" in each language, "I'm", "meet your coach", "taught by",
 *  "who is", then the name. */
const PERSON_INTRO = new RegExp(
  `(?:^|[^\\p{L}])(?:(?:${[
    MY_NAME_IS,
    // en
    "i['’]m|i am|meet your (?:coach|instructor|host|teacher|mentor|trainer)|hosted by|taught by|presented by",
    "your (?:coach|instructor|host|teacher|mentor),?|who is|created by|written by",
    // pt, es, fr, it, de, nl
    "eu sou|je suis|sono|quem é|quién es|qui est|chi è|wer ist|criad[oa] por|cread[oa] por|escrit[oa] por",
    "créée? par|écrit par|creat[oa] da|scritt[oa] da|ich bin|erstellt von|soy|ik ben",
  ].join("|")})${String.raw`\s?:?\s(?:(?:a|o|la|el)\s)?)`}`,
  "giu",
);
/** "© 2026 Ann Lee", "Copyright 2020-2026 Ann Lee": the holder, then the name. */
const HOLDER = /(?:©|\(c\)|copyright)\s?(?:(?:19|20)\d{2}(?:\s?[-–]\s?(?:19|20)?\d{2,4})?\s)?/giu;
/** "Multi Trade Association", "Acme Institute", "Acme Ltd": an organisation (the seller), not a product. */
const ORGANISATION =
  /\s(?:association|foundation|institute|federation|society|council|corporation|holdings|partners|inc|llc|ltd|limited|gmbh|pvt)\.?$/i;
/** "Dr. Ann Lee", "Prof. Ann Lee": a person, whatever else the page says. */
const HONORIFIC = /^(?:dr|mr|mrs|ms|prof|sir|dame|coach)\.?\s\p{Lu}/iu;
const PERSON_WORD = /^\p{Lu}[\p{Ll}'’-]+$/u;

/** People the page introduces ("Hi, my name is Ann Lee", "taught by Ann Lee", the meta author): a
 *  person's name is the seller or the teacher, not the product's name. */
function people(texts: string[], meta: Map<string, string>, words: Set<string>): Set<string> {
  const author = clean(meta.get("author") ?? "");
  const names = [...(personShaped(author) ? [author] : []), ...namesAfter(texts, PERSON_INTRO)];
  for (const name of names) for (const w of name.split(" ")) if (w.length >= 4) words.add(letters(w));
  return new Set(names.map(letters));
}

/** Two or three capitalised words, none an article or a kind of product: "Ann Lee", "Ann Marie Lee"
 *  ("The Abundance Code", "Bread Course" are not). */
function personShaped(name: string): boolean {
  const parts = name.split(" ");
  return (
    parts.length >= 2 &&
    parts.length <= 3 &&
    parts.every((w) => PERSON_WORD.test(w) && !ARTICLE.test(w) && !PRODUCT_NOUN.test(w) && !isKindWord(w))
  );
}

/** The person-shaped names `intro` introduces in `texts`, at most 10. */
function namesAfter(texts: string[], intro: RegExp): string[] {
  const out: string[] = [];
  for (const text of texts) {
    if (out.length >= 10) break;
    intro.lastIndex = 0;
    for (let m = intro.exec(text); m !== null && out.length < 10; m = intro.exec(text)) {
      const name = nameAt(text.slice(m.index + m[0].length, m.index + m[0].length + 80));
      if (name !== null && personShaped(name)) out.push(name);
    }
  }
  return out;
}

/** The single capitalised word right after a copyright sign and its year ("© 2026 Cláudia."), in letters. */
function holderWords(texts: string[]): Set<string> {
  const out = new Set<string>();
  for (const text of texts) {
    HOLDER.lastIndex = 0;
    for (let m = HOLDER.exec(text); m !== null && out.size < 10; m = HOLDER.exec(text)) {
      const word = /^(\p{Lu}[\p{L}'’-]{1,30})(?:[.,|·•]|\s[-–—|·•]|\s?$)/u.exec(
        text.slice(m.index + m[0].length),
      );
      if (word !== null) out.add(letters(word[1]!));
    }
  }
  return out;
}

/** The letters of the address's last path segment ("/services/trade_signals.php" -> "tradesignals"),
 *  or "" when too short to name anything. */
function pathSlug(path: string): string {
  const segment =
    path
      .split(/[?#]/, 1)[0]!
      .split("/")
      .filter((p) => p !== "")
      .pop() ?? "";
  let decoded = segment;
  try {
    decoded = decodeURIComponent(segment);
  } catch {
    // a malformed escape: read the segment as written
  }
  const name = letters(decoded.replace(/\.(?:php|html?|aspx?|jsp|cfm)$/i, ""));
  return name.length >= 6 ? name : "";
}

/** A short heading of two or more words whose letters are the path's ("Trade Signals" on
 *  /trade_signals.php): the page's address names its subject. */
function spellsPath(text: string, slug: string): boolean {
  if (slug === "" || text.length > 60 || letters(text) !== slug) return false;
  const words = text.split(" ");
  return words.length >= 2 && !isGeneric(text) && !headline(text) && !words.every((w) => OFFER_WORDS.test(w));
}

const FIGURE = /[$€£₹₦]\s?\d|\d\s?[%€£₹₦]|\d\s?\$(?!\w)/;
const FIGURES = new RegExp(FIGURE.source, "g");

/** A price and at most one word ("Einmalig 1.800 €", "Only $47", "R$ 97"): a price, never a name
 *  (a name may hold an amount: "The $100 Method"). */
function priceWords(value: string): boolean {
  if (!FIGURE.test(value)) return false;
  const rest = value.replace(/[$€£₹₦]?\s?\d[\d.,]*(?:\s\d{3})*\s?[$€£₹₦%]?/g, " ").trim();
  return rest === "" || rest.split(/\s+/).length < 2;
}

/** One of a page's tiers, steps or parts by its number ("Enrol in Tier 1 — $49", set AP): a place in
 *  a list, not a product's name. */
const TIER_LABEL =
  /^(?:tier|level|plan|option|package|phase|step|module|part|day|week|n[íi]vel|plano|pacote|paquete|m[óo]dulo|stufe|niveau)\s(?:\d{1,2}|[ivx]{1,4}|[a-d]|one|two|three|four)$/i;

/** A heading that is a sentence: it ends with a full stop, or holds one before another sentence. */
const SENTENCE = /[.!](?:["”’»)]*)$|[.!]\s+\p{Lu}/u;

/** The opening of a sentence a heading says ("Every Garden Starts small." gives "Every Garden Starts
 *  small"; "The rain came back. It stayed."): a slogan in words of every day, not a name. A name is
 *  written in capitals but for its small words ("Bread at Home", "Times em Casa"); a slogan holds a
 *  word of four letters or more in lower case. */
function slogan(value: string, sentences: string[]): boolean {
  const words = value.replace(/[.!]+$/, "").split(" ");
  if (words.length < 2 || !words.some((w) => /^\p{Ll}\p{L}{3}/u.test(w))) return false;
  const key = words.join(" ").toLowerCase();
  return sentences.some(
    (t) => t.toLowerCase().startsWith(key) && /^(?:[.!]|\s\p{Ll})/u.test(t.slice(key.length)),
  );
}

/** When nothing on the page names the product, two last readings, else unknown:
 *  - the <title> as written, when it is one part that was set aside only for a figure in it
 *    ("The $100 Method"): a product's name may hold an amount;
 *  - a capitalised name of two to five words the page repeats at least three times in its text
 *    ("...the full Cerchia Ristretta course", "my Apartment House Riches home study course"). */
function unnamed(titles: string[], blocks: Block[], persons: Set<string>): Fact<string> | null {
  const first = clean(titles[0] ?? "");
  if (
    first !== "" &&
    !SEPARATORS.test(first) &&
    !isGeneric(first) &&
    /\p{Ll}/u.test(first) &&
    FIGURE.test(first) &&
    !headline(first.replace(FIGURES, "N"))
  )
    return { value: first, evidence: `<title>${first}</title>`, how: "title-tag" };
  return repeatedName(blocks, persons);
}

const MAX_RUN_WORDS = 200_000;

/** Neither name's letters hold the other's ("Ann Lee" and "Calm Pages", not "Acme" and "Acme Kit"). */
function apart(a: string, b: string): boolean {
  const x = letters(a);
  const y = letters(b);
  return !x.includes(y) && !y.includes(x);
}

/** Words that open a question or a clause, or stand for a person: "What I", "How We", "When You"
 *  are the start of a sentence written in capitals, not a name. */
const CLAUSE_WORD =
  /^(?:what|how|why|when|where|who|whom|whose|which|while|if|i|i'm|i’m|we|you|he|she|they|it|me|us|him|them|is|are|was|were|do|does|did|can|will)$/i;

/** Whether a run of capitalised words is shaped like a name: it does not open or hold a clause (a
 *  question word, a pronoun, a verb of being first; "I" anywhere) and ends in a word of two letters or
 *  more ("What I", "Here Is A" are not names). */
function nameWords(words: string[]): boolean {
  const last = words[words.length - 1] ?? "";
  return (
    !CLAUSE_WORD.test(words[0] ?? "") &&
    !words.some((w) => w === "I" || w === "I'm" || w === "I’m") &&
    [...last].length >= 2
  );
}

/** The capitalised run of words (connectors inside allowed) the page's text repeats most, at least
 *  three times; each block's words are walked once, at most MAX_RUN_WORDS in all. */
function repeatedName(blocks: Block[], persons: Set<string>): Fact<string> | null {
  const runs = new Map<string, string>();
  const texts: string[] = [];
  let walked = 0;
  for (const block of blocks) {
    if (block.flags & (B_NAV | B_FOOTER | B_FORM) || walked >= MAX_RUN_WORDS) continue;
    const text = plain(block.text);
    texts.push(text);
    const words = text.split(" ", 2_000);
    walked += words.length;
    let run: string[] = [];
    const close = () => {
      while (run.length > 0 && CONNECTORS.has(run[run.length - 1]!.toLowerCase())) run.pop();
      while (run.length > 0 && (ARTICLE.test(run[0]!) || LEAD_WORD.test(run[0]!))) run.shift();
      // a run joined by a connector also names each side ("X of Y": X, Y)
      const pieces = run.length <= 12 ? [run] : [];
      for (let k = 1; k < run.length - 1 && run.length <= 12; k++)
        if (CONNECTORS.has(run[k]!.toLowerCase())) pieces.push(run.slice(0, k), run.slice(k + 1));
      for (const piece of pieces) {
        if (piece.length < 2 || piece.length > 5 || runs.size >= MAX_CANDIDATES * 5) continue;
        const name = piece.join(" ");
        if (
          !nameWords(piece) ||
          piece.every((w) => OFFER_WORDS.test(w) || CONNECTORS.has(w.toLowerCase())) ||
          piece.every((w) => w === w.toUpperCase()) ||
          /\d/.test(name) ||
          persons.has(letters(name)) ||
          HONORIFIC.test(name) ||
          ORGANISATION.test(name)
        )
          continue;
        runs.set(name.toLowerCase(), name);
      }
      run = [];
    };
    for (const raw of words) {
      const w = raw.replace(/^["“‘'(]+/, "");
      const bare = w.replace(/[.,;:!?)"”’'…™®]+$/, "");
      if (bare !== "" && (isCapital(bare) || (run.length > 0 && CONNECTORS.has(bare.toLowerCase()))))
        run.push(bare);
      else {
        close();
        continue;
      }
      if (bare !== w) close(); // punctuation ends the name
    }
    close();
  }
  const haystack = texts.join("\n").slice(0, MAX_TEXT).toLowerCase();
  let best: { name: string; mentions: number } | null = null;
  for (const [key, name] of runs) {
    const mentions = count(haystack, key);
    if (mentions < 3) continue;
    if (
      best === null ||
      mentions > best.mentions ||
      (mentions === best.mentions && name.length > best.name.length)
    )
      best = { name, mentions };
  }
  if (best === null) return null;
  return { value: best.name, evidence: `named ${best.mentions} times in the page's text`, how: "text" };
}

/** A <title> written for search engines, not buyers: three or more parts, most of them in lower
 *  case ("Forex signals | free forex signals | online forex signals"). None of its parts is a name. */
function keywordList(title: string): boolean {
  const all = title.split(SEPARATORS).map(clean);
  return all.length >= 3 && all.filter((p) => /^\p{Ll}/u.test(p)).length * 2 >= all.length;
}

/** What a <title> part shaped like a product's name (productShaped) adds to its score: "Makers
 *  Fellowship AI Builder Program - Construye productos reales con IA" names the programme first and
 *  a headline after it, which the page repeats (set Q, in-sample). */
const PRODUCT_SHAPE = 3;

/** Two to six capitalised words (connectors aside) ending in a product noun: "Crew Launch Program",
 *  "Makers Fellowship AI Builder Program"; a sentence or a headline never is. */
function productShaped(value: string): boolean {
  const words = capitalisedName(value);
  return words !== null && !headline(value) && PRODUCT_NOUN.test(words[words.length - 1]!);
}

/** The words of a name of two to six capitalised words (connectors aside), or null. */
function capitalisedName(value: string): string[] | null {
  const words = value.split(" ");
  if (words.length < 2 || words.length > MAX_NAME_WORDS) return null;
  return words.every((w) => isCapital(w) || CONNECTORS.has(w.toLowerCase())) ? words : null;
}

/** A short line that can be a product's name: at most eight words, no headline, no page-kind word,
 *  not only words that describe any offer, not one word naming a kind of product. */
function nameShaped(text: string): boolean {
  const words = text.split(" ");
  return (
    text.length >= 3 &&
    text.length <= 60 &&
    words.length <= 8 &&
    !headline(text) &&
    !HOST_LIKE.test(text) &&
    !isGeneric(text) &&
    !PLACEHOLDER.test(text) &&
    !words.every((w) => OFFER_WORDS.test(w)) &&
    !(words.length === 1 && isKindWord(text))
  );
}

/** The last word of an organisation's name, a school more often than a product: "Acme Forex Academy",
 *  "Instituto Ana Lima", "The Calm Routine Lab". */
const ORGANISATION_WORD =
  /^(?:academy|academia|académie|akademie|akademia|accademia|institute|instituto|institut|istituto|college|school|escola|escuela|école|schule|lab|labs|university|universidade|universidad|université)$/i;
/** An organisation's name: two to six words, capitalised, one of them an ORGANISATION_WORD at the end
 *  or ("Instituto Ana Lima") at the start. */
function organisationShaped(value: string): boolean {
  const words = capitalisedName(value);
  return (
    words !== null && (ORGANISATION_WORD.test(words[words.length - 1]!) || ORGANISATION_WORD.test(words[0]!))
  );
}
/** A <title> part that names only the kind of offer a page makes: a one-time or special offer, an upsell. */
const OFFER_KIND =
  /^(?:(?:one[- ]time|special|exclusive|limited[- ]time|final) offer|oto|upsell|downsell|oferta (?:especial|exclusiva|única|unica|final)|offre (?:spéciale|exclusive|unique)|offerta (?:speciale|esclusiva)|sonderangebot|exklusives angebot)$/i;

/** The last " | ", " – ", " — ", " - ", " · " or "｜" in a <title>: where a brand is set after the name. */
const LAST_SEPARATOR = /(?:\s[|–—·-]\s|\s?[|｜]\s?)(?!.*(?:\s[|–—·-]\s|[|｜]))/u;

/** "Product — Brand" in the first <title>, the brand being the site's (the host's name spells it or
 *  starts it, og:site_name, the copyright holder, a person the page introduces): the product is all
 *  that comes before, in full ("Creator Milionário: 15 Formas de Ganhar Dinheiro — Creator Up"), less
 *  the parts that name no product (page-kind words, a person after the name). `null` when the title
 *  has no brand at its end or nothing before it reads as a name: a page's kind ("Formation Gratuite",
 *  "Masterclass Payment"), a headline, a call to action, a figure, a description of the buyer's own
 *  ("Your Personal Analysis"), words that describe any offer. */
function beforeBrand(
  title: string,
  isBrand: (value: string) => boolean,
): { name: string; brand: string } | null {
  const m = LAST_SEPARATOR.exec(title);
  const brand = m === null ? "" : clean(title.slice(m.index + m[0].length));
  if (m === null || !isBrand(brand)) return null;
  const head = clean(title.slice(0, m.index));
  const kept = head.split(SEPARATORS).map((p) => withoutKindTail(clean(p)));
  const names = kept.filter(
    (p, i) =>
      !namesNothing(p) &&
      !(p.indexOf(" ") < 0 && (isKindWord(p) || PRODUCT_NOUN.test(p))) &&
      !p.split(" ").every((w) => OFFER_WORDS.test(w)) &&
      !(i > 0 && personShaped(p)),
  );
  if (names.length === 0) return null;
  const name = names.length === kept.length ? head : names[0]!;
  const words = name.split(" ");
  if (
    words.length > 12 ||
    /[!?]/.test(name) ||
    (words.length >= 3 && CALL_TO_ACTION.test(name)) ||
    FIGURE.test(name) ||
    /^(?:your|my|our|seu|sua|meu|minha|votre|ton|ta|tu|tuo|tua|dein|deine|je|jouw)$/i.test(words[0]!)
  )
    return null;
  return { name, brand };
}

export function readTitle(...args: Parameters<typeof pickTitle>): Fact<string> | null {
  const title = pickTitle(...args);
  // whatever route gave it, a template's slot or a platform the page names is no product's name
  return title === null || PLACEHOLDER.test(title.value) || isPlatform(title.value, args[5]) ? null : title;
}

function pickTitle(
  titles: string[],
  meta: Map<string, string>,
  jsonLd: JsonLdNode[],
  blocks: Block[],
  imageAlts: string[],
  host: string,
  path: string,
): Fact<string> | null {
  for (const node of jsonLd) {
    if (!node.types.some((t) => PRODUCT_TYPES.test(t))) continue;
    const name = nameOf(node.record);
    if (name) return { value: name, evidence: `JSON-LD ${node.types[0]}: ${name}`, how: "json-ld" };
  }
  const site = ownHostName(host);
  const slug = pathSlug(path);
  const siteName = meta.get("og:site_name");
  const candidates: Candidate[] = [];
  for (const [t, title] of titles.entries()) {
    if (keywordList(title)) continue;
    for (const [i, value] of parts(title).entries()) {
      const lead = t === 0 && i === 0;
      candidates.push({
        value,
        kind: "title",
        bonus: lead ? 2 : 1,
        lead,
        needs: 0,
        evidence: `<title>${title}</title>`,
        how: "title-tag",
      });
    }
  }
  for (const key of ["og:title", "twitter:title"]) {
    const og = meta.get(key);
    if (og)
      for (const value of parts(og))
        candidates.push({ value, kind: "og", bonus: 1, needs: 0, evidence: `${key}: ${og}`, how: "meta" });
  }
  if (siteName && parts(siteName).length === 1)
    candidates.push({
      value: clean(siteName),
      kind: "site",
      bonus: 1,
      needs: 0,
      evidence: `og:site_name: ${siteName}`,
      how: "meta",
    });
  // whether the first <title> says anything but the site's name, a page-kind word or a placeholder
  const titleNames =
    titles.length === 0 ||
    titles[0]!.split(SEPARATORS).some((raw) => {
      const p = clean(raw);
      return (
        !namesNothing(p) && !HOST_LIKE.test(p) && folded(p) !== site && letters(p) !== letters(siteName ?? "")
      );
    });
  let h1Seen = false;
  const short: string[] = [];
  const headings: string[] = [];
  const offered: Candidate[] = [];
  /** The footer's and the menu's short lines: where the copyright and "created by" name the seller. */
  const chrome: string[] = [];
  /** Headings written as sentences: "The rain came back. It stayed." */
  const sentences: string[] = [];
  for (const block of blocks) {
    if (block.flags & (B_NAV | B_FOOTER)) {
      if (block.text.length <= 160 && chrome.length < 40) chrome.push(plain(block.text));
      continue;
    }
    const text = plain(block.text);
    if (
      block.flags & (B_H1 | B_HEADING) &&
      text.length <= 200 &&
      sentences.length < 100 &&
      SENTENCE.test(text)
    )
      sentences.push(text);
    // the first <h1> names the product when the <title> names nothing but the site: a placeholder,
    // "Welcome | acme.com", "Acme | User"; a heading that is a name, never a headline
    const lead = block.flags & B_H1 && !h1Seen && !titleNames && nameShaped(text);
    if (block.flags & B_H1) h1Seen = true;
    if (
      block.flags & B_H1 &&
      text.length <= 60 &&
      !headline(text) &&
      !HOST_LIKE.test(text) &&
      !SECTION.test(text)
    )
      candidates.push({
        value: text,
        kind: "h1",
        bonus: lead ? 6 : 0,
        needs: lead ? 1 : 3,
        evidence: `<h1>${text}</h1>`,
        how: "heading",
      });
    if (block.flags & B_HEADING && spellsPath(text, slug) && !SECTION.test(text))
      candidates.push({
        value: text,
        kind: "path",
        bonus: 8,
        needs: 1,
        evidence: `heading "${text}", which the address's path spells (${path.slice(0, 80)})`,
        how: "heading",
      });
    if (text.length <= 300 && offered.length < MAX_CANDIDATES)
      for (const value of [
        ...offers(text),
        // a front noun's name the <title> holds is named there, in full ("Entrenamiento Método X")
        ...frontOffers(text).filter((v) => !titles.some((t) => t.toLowerCase().includes(v.toLowerCase()))),
      ])
        offered.push({
          value,
          kind: "offer",
          // named in a button, a pricing box or a form: next to the buying
          bonus: block.flags & (B_BUTTON | B_PRICING | B_FORM) ? 4 : 2,
          // a product named once is a passing mention
          needs: 2,
          evidence: text.slice(0, 200),
          how: "text",
        });
    if (text.length <= 160 && short.length < 400) {
      short.push(text);
      if (block.flags & B_HEADING) headings.push(text);
      for (const value of introduced(text))
        candidates.push({
          value,
          kind: "intro",
          bonus: block.flags & B_HEADING ? 4 : 3,
          needs: 1,
          evidence: text.slice(0, 200),
          how: "heading",
        });
    }
  }
  for (const alt of imageAlts) {
    const value = clean((alt.split(SEPARATORS)[0] ?? "").replace(ALT_NOISE, " "));
    const words = value.split(" ").length;
    if (words >= 2 && words <= 5 && /\p{Lu}/u.test(value) && !/\d/.test(value))
      candidates.push({
        value,
        kind: "alt",
        bonus: 0,
        needs: 3,
        evidence: `<img alt="${alt}">`,
        how: "heading",
      });
  }
  for (const c of offered) if (candidates.length < MAX_CANDIDATES * 2) candidates.push(c);
  const own = hostPhrase([...titles, ...headings, ...imageAlts, ...short], site);
  if (own !== null && !candidates.some((c) => letters(c.value) === letters(own)))
    candidates.push({ value: own, kind: "host", bonus: 1, needs: 1, evidence: own, how: "text" });
  if (candidates.length === 0) return unnamed(titles, blocks, new Set());

  const cased = blocks
    .map((b) => plain(b.text))
    .join("\n")
    .slice(0, MAX_TEXT);
  const text = `${cased}\n${[...new Set(imageAlts)].join("\n")}`.toLowerCase();
  /** Each kind of place, lower-cased, to count agreement. */
  const places: [Kind | "heading" | "description", string][] = [
    ["title", titles.join(" | ").toLowerCase()],
    ["og", `${meta.get("og:title") ?? ""} | ${meta.get("twitter:title") ?? ""}`.toLowerCase()],
    ["heading", headings.join("\n").slice(0, 100_000).toLowerCase()],
    ["alt", imageAlts.join("\n").toLowerCase()],
    ["description", `${meta.get("description") ?? ""} ${meta.get("og:description") ?? ""}`.toLowerCase()],
  ];
  const isSite = (value: string) =>
    (site.length >= 4 && letters(value) === site) ||
    (siteName !== undefined && letters(value) === letters(siteName));

  interface Scored {
    c: Candidate;
    mentions: number;
    agree: number;
    score: number;
  }
  const personWords = new Set<string>();
  const lines = [...short, ...chrome];
  const persons = people(lines, meta, personWords);
  // a person the copyright names is the seller: not the product, unless the <title> names it first
  const holders = new Set(namesAfter(lines, HOLDER).map(letters));
  // "<Product> — Ann Lée" on annlee.com: the person whose site it is, after the product's name
  for (const c of candidates)
    if (c.kind === "title" && !c.lead && personShaped(c.value) && folded(c.value) === site)
      holders.add(letters(c.value));
  // "Mentoria Blindagem Emocional | Cláudia" over "© 2026 Cláudia": a one-word holder the <title>
  // names after the product is the seller too
  // (not after a kind of offer alone: "Free Training — LUMENTA" names the brand's training)
  const namedFirst = candidates.some(
    (c) => c.kind === "title" && c.lead === true && !c.value.split(" ").every((w) => OFFER_WORDS.test(w)),
  );
  for (const word of namedFirst ? holderWords(lines) : [])
    if (candidates.some((c) => c.kind === "title" && !c.lead && letters(c.value) === word)) holders.add(word);
  // a single word that is a subdomain of the host ("ann.coach-site.com") or a word of a person's
  // name the page introduces is a person's or a shop's handle, not the product
  const handles = new Set<string>();
  for (const label of host.toLowerCase().split(".").slice(0, -2))
    if (label.length >= 4 && label !== "www") handles.add(label.replace(/[^a-z0-9]/g, ""));
  for (const name of personWords) handles.add(name);
  const isBrand = (value: string) =>
    isSite(value) ||
    (site.length >= 4 && folded(value).startsWith(site)) ||
    holders.has(letters(value)) ||
    persons.has(letters(value));
  // an organisation's name at the <title>'s end ("Forex Mentorship Program | Acme Forex Academy") is
  // the brand too, whatever the host
  const brandLike = (value: string) => isBrand(value) || organisationShaped(value);
  const branded = titles.length > 0 ? beforeBrand(clean(titles[0]!), brandLike) : null;
  const seen = new Set<string>();
  const scored: Scored[] = [];
  // the <title> names only the kind of offer ("Mentorship — Site"): what remains is the site's name
  let kindOnly = false;
  for (const c of candidates) {
    const key = c.value.toLowerCase();
    if (c.kind === "title" && c.value.indexOf(" ") < 0 && isKindWord(c.value)) kindOnly = true;
    if (
      seen.has(key) ||
      seen.size >= MAX_CANDIDATES ||
      persons.has(letters(c.value)) ||
      (!c.lead && holders.has(letters(c.value))) ||
      HONORIFIC.test(c.value) ||
      ORGANISATION.test(c.value) ||
      isPlatform(c.value, host) ||
      priceWords(c.value) ||
      TIER_LABEL.test(c.value) ||
      // a button's words in the other languages ("Quero minha vaga", "Rejoindre la Masterclass")
      (c.value.indexOf(" ") > 0 && CALL_TO_ACTION_OTHER.test(c.value)) ||
      // a page's or a section's name, a button's words or a slot read from the text ("ACESSAR CURSO"
      // over a product noun); not a first heading's, which the page's own pricing or legal page uses
      (c.kind !== "h1" && namesNothing(c.value)) ||
      (c.value.indexOf(" ") < 0 && handles.has(letters(c.value))) ||
      // "Inside System", "Welcome to Online Course": words that describe any offer name none (a
      // <title> part such as "Masterclass" is the page naming itself, and stays)
      (c.kind !== "title" && c.kind !== "og" && c.value.split(" ").every((w) => OFFER_WORDS.test(w))) ||
      // one word that names a kind of product ("Ebook", "Course") names no product
      (c.value.indexOf(" ") < 0 && isKindWord(c.value)) ||
      slogan(c.value, sentences) ||
      // a photo's or a heading's person, called by the first name alone elsewhere ("aprender com o
      // Douglas" beside a photo whose alt is "Douglas Poiato"; set S, in-sample)
      ((c.kind === "alt" || c.kind === "h1") && personShaped(c.value) && firstNameAlone(c.value, cased)) ||
      // a part cut after a connector ("Página de" of "Página de Upsell"): no name ends on one
      CONNECTORS.has((c.value.split(" ").at(-1) ?? "").toLowerCase()) ||
      // the host's words as the page writes them in lower case ("the acme playground") are an address
      (c.kind === "host" && !/\p{Lu}/u.test(c.value))
    )
      continue;
    seen.add(key);
    const mentions = count(text, key);
    if (mentions < c.needs) continue;
    let agree = 0;
    for (const [kind, place] of places) if (kind !== c.kind && place.includes(key)) agree++;
    const shaped = (c.kind === "title" || c.kind === "og") && productShaped(c.value) ? PRODUCT_SHAPE : 0;
    scored.push({ c, mentions, agree, score: c.bonus + shaped + Math.min(mentions, 10) + 2 * agree });
  }
  // the shorter of two nested candidates takes the longer's support
  for (const a of scored)
    for (const b of scored) {
      if (a === b) continue;
      const short = letters(a.c.value);
      const long = letters(b.c.value);
      // ...but a site's name inside an offer's name ("Acme" in "Acme Trading Masterclass") is the brand
      if (b.c.kind === "offer" && (isSite(a.c.value) || a.c.kind === "title")) continue;
      if (short.length >= 4 && short.length < long.length && long.includes(short) && a.score < b.score) {
        a.score = b.score + 1;
        a.agree = Math.max(a.agree, b.agree);
      }
    }
  const named = scored.some((s) => !isSite(s.c.value) && s.agree >= 1 && s.mentions >= 1);
  for (const s of scored) if (named && isSite(s.c.value)) s.score -= 2;
  let best: Scored | null = null;
  for (const s of scored) if (best === null || s.score > best.score) best = s;
  const brandedFact = (name: string): Fact<string> => ({
    value: name,
    evidence: `<title>${clean(titles[0]!)}</title>`.slice(0, 200),
    how: "title-tag",
  });
  // no candidate survives (the brand is the copyright's holder, the name too long for a part) on a
  // page whose <title> is "Product — Brand": the product is what the <title> sets before the brand
  if (best === null) return branded !== null ? brandedFact(branded.name) : unnamed(titles, blocks, persons);
  // the brand won, alone or in a longer phrase ("Free Evening with Ann Lee"): the same
  if (
    branded !== null &&
    (brandLike(best.c.value) || letters(best.c.value).endsWith(letters(branded.brand))) &&
    letters(branded.name) !== letters(best.c.value)
  )
    return brandedFact(branded.name);
  // "Special Offer | Acme Routine Lab": an offer's page that names only the organisation selling it,
  // whose product the <title> does not name (set Q round, from sets N and O)
  if (
    best.c.kind === "title" &&
    organisationShaped(best.c.value) &&
    OFFER_KIND.test(clean(titles[0]!.split(SEPARATORS)[0] ?? ""))
  )
    return null;
  // "Product | Brand" in the first <title>, the product said again in the text: the page's own name
  // for what it sells, over a name read only in its text (what was bought before, a bonus, a part:
  // "Your Starter Kit Is Confirmed" on the next offer's page)
  if (branded !== null && (best.c.kind === "offer" || best.c.kind === "intro")) {
    const own = scored.find(
      (s) => s.c.lead === true && s.mentions >= 1 && letters(s.c.value) === letters(branded.name),
    );
    if (own !== undefined) best = own;
  }
  // the site's name or a title part inside an offer's fuller name ("Acme" in "Acme Trading
  // Masterclass") names the brand; the fuller name the page repeats names the product
  if (best.c.kind !== "offer") {
    const inner = letters(best.c.value);
    for (const s of scored)
      if (s.c.kind === "offer" && s.mentions >= 2 && letters(s.c.value).includes(inner)) {
        best = s;
        break;
      }
  }
  // an offer's name inside a fuller name from the <title> or og:title ("Marketing Blueprint" in
  // "AI Marketing Blueprint") is the same product, named in full there
  else {
    const inner = letters(best.c.value);
    for (const s of scored)
      if (
        (s.c.kind === "title" || s.c.kind === "og") &&
        s.mentions >= 2 &&
        letters(s.c.value).length > inner.length &&
        letters(s.c.value).includes(inner)
      ) {
        best = s;
        break;
      }
  }
  // a person's name as a <title> part ("Ann Lee | Fractional Bookkeeping", "Real Side Income — resale
  // Ann Lee") is whose page it is; another <title> part the page repeats, not a person's, is the offer.
  // Not a single word: in "Ledger Basics | Acme" two capitalised words are the product and one word
  // beside them the brand
  if (best.c.kind === "title" && personShaped(best.c.value)) {
    const person = best;
    const other = scored.find(
      (s) =>
        s.c.kind === "title" &&
        s !== person &&
        s.mentions >= 1 &&
        s.c.value.includes(" ") &&
        !personShaped(s.c.value) &&
        !isSite(s.c.value) &&
        !COMMAND.test(s.c.value) &&
        apart(s.c.value, person.c.value),
    );
    if (other !== undefined) best = other;
  }
  // two names built the same way ("TEMARIO DEL CURSO", "GARANTÍAS DEL CURSO": a product noun read in
  // the page's short lines) tie, neither inside the other: the sections of one offer, not its name
  const won = best;
  const tied = (s: Scored) =>
    s !== won && s.c.kind === "offer" && s.score === won.score && apart(s.c.value, won.c.value);
  if (won.c.kind === "offer" && scored.some(tied)) return null;
  // named in one place only and never repeated in the text, while the page offers other names: a
  // label or a teaser ("One Last Thing", a headline in the <title>), not a name the page uses; the
  // first part of the <title> included, as the <title> of an upsell or video page is often a teaser
  if (best.mentions === 0 && best.agree === 0 && scored.length > 1) return null;
  // "Mentorship — Acme Bakery" on acmebakery.com: the page says what kind of offer it is and whose,
  // not the offer's name; the site's name is the seller's
  if (kindOnly && best.c.kind === "title" && isSite(best.c.value)) return null;
  // one word the page never says again and nothing else names (a festival sale's name): a campaign's or a
  // site's label more often than the product's name
  if (best.mentions === 0 && best.agree === 0 && best.c.value.indexOf(" ") < 0) return null;
  // (not when the <title> opens with the name as picked: "Fable Lane | ..." over "Fable Lane Stories")
  // ("Free Training — Acme" opens with a kind of offer, so "Acme" there does not open it)
  const opens = best.c.lead === true && clean(titles[0]!).startsWith(best.c.value);
  const fuller = opens ? null : fullerName(best.c.value, titles, meta, headings);
  if (fuller !== null) return fuller;
  return { value: best.c.value, evidence: best.c.evidence.slice(0, 200), how: best.c.how };
}

/** The brand before the product's full name: "Puzzle Master" picked where the <title> says "Puzzle
 *  Master Adventure", "CHARTIA" where the description opens with "CHARTIA Free Training", "ABL" where
 *  a heading says "ABL 個人場域比例分析". A <title> or og:title part, a heading or the description's
 *  first part that starts with the picked name and goes on is the name in full, when it is shaped
 *  like a name (at most eight words, no headline, no page-kind word). The <title> is read first. */
function fullerName(
  picked: string,
  titles: string[],
  meta: Map<string, string>,
  headings: string[],
): Fact<string> | null {
  const lead = `${picked.toLowerCase()} `;
  const description = meta.get("description") ?? meta.get("og:description") ?? "";
  const places: [string[], string, How][] = [
    [titles.flatMap((t) => t.split(SEPARATORS)), "<title>", "title-tag"],
    [(meta.get("og:title") ?? "").split(SEPARATORS), "og:title", "meta"],
    [headings, "heading", "heading"],
    [description.split(SEPARATORS).slice(0, 1), "description", "meta"],
  ];
  for (const [texts, where, how] of places)
    for (const raw of texts) {
      const text = clean(raw).replace(/[.,;]+$/, "");
      const rest = text.slice(lead.length).split(" ");
      if (
        text.toLowerCase().startsWith(lead) &&
        nameShaped(text) &&
        // a sentence that opens with the name ("Acme Is Built For...", "Acme Kit They Started"), or
        // a lead-in to what follows ("Acme Works Like This:"), is no fuller name
        !/:$/.test(text) &&
        nameWords(rest) &&
        !rest.some((w) => CLAUSE_WORD.test(w))
      )
        return { value: text, evidence: `${where}: ${text}`.slice(0, 200), how };
    }
  return null;
}
