// The price a buyer pays today and the anchor price beside it. Structured data first (JSON-LD
// offers, microdata, meta tags, data attributes), each only with a stated currency; then the text,
// where an amount counts only when the page offers it as the price (price-text.ts). Unknown beats
// wrong: no offered amount means no price, however many amounts the page mentions.

import type { JsonLdNode } from "./json-ld";
import { cfaFor, ISO_CODES, parseAmount } from "./money";
import { B_BUTTON, B_FOOTER, B_FORM, B_H1, B_HEADING, B_NAV, type Block, plain } from "./page-document";
import { type Candidate, readCandidates } from "./price-text";
import type { AnchorFact, Billing, How, PriceFact } from "./types";

interface Structured {
  amount: number;
  currency: string;
  billing: Billing | null;
  evidence: string;
  how: How;
}

function structuredAmount(value: unknown): number | null {
  if (typeof value === "number") return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== "string" || value.length > 30) return null;
  return parseAmount(value.trim().replace(/^[^\d]{0,4}/, ""));
}

function code(value: unknown): string | null {
  if (typeof value !== "string") return null;
  const c = value.trim().toUpperCase();
  return ISO_CODES.has(c) ? c : null;
}

const BILLING_UNITS: Record<string, Billing> = {
  MON: "monthly",
  ANN: "yearly",
  P1M: "monthly",
  P1Y: "yearly",
};

function fromJsonLd(nodes: JsonLdNode[]): Structured | null {
  for (const node of nodes) {
    if (!node.types.some((t) => /Offer|PriceSpecification/.test(t))) continue;
    const r = node.record;
    const amount = structuredAmount(r.price) ?? structuredAmount(r.lowPrice);
    const currency = code(r.priceCurrency);
    if (amount === null || currency === null) continue;
    const unit = String(r.billingDuration ?? r.unitCode ?? "").toUpperCase();
    return {
      amount,
      currency,
      billing: amount === 0 ? "free" : (BILLING_UNITS[unit] ?? null),
      evidence: `JSON-LD ${node.types[0] ?? "Offer"}: price ${String(r.price ?? r.lowPrice)} ${currency}`,
      how: "json-ld",
    };
  }
  return null;
}

function fromPairs(
  pairs: { key: string; value: string }[],
  amountKeys: string[],
  currencyKeys: string[],
  how: How,
): Structured | null {
  const find = (keys: string[]) => pairs.find((p) => keys.includes(p.key))?.value;
  const raw = find(amountKeys);
  const amount = raw === undefined ? null : structuredAmount(raw);
  const currency = code(find(currencyKeys));
  if (amount === null || currency === null) return null;
  return {
    amount,
    currency,
    billing: amount === 0 ? "free" : null,
    evidence: `${how}: ${raw} ${currency}`,
    how,
  };
}

export interface StructuredInputs {
  jsonLd: JsonLdNode[];
  microdata: { prop: string; value: string }[];
  meta: Map<string, string>;
  dataAttributes: { name: string; value: string }[];
}

function structuredPrice(s: StructuredInputs): Structured | null {
  const metaPairs = [...s.meta].map(([key, value]) => ({ key, value }));
  return (
    fromJsonLd(s.jsonLd) ??
    fromPairs(
      s.microdata.map((m) => ({ key: m.prop, value: m.value })),
      ["price", "lowprice"],
      ["pricecurrency"],
      "microdata",
    ) ??
    fromPairs(metaPairs, ["og:price:amount"], ["og:price:currency"], "meta") ??
    fromPairs(metaPairs, ["product:price:amount"], ["product:price:currency"], "meta") ??
    fromPairs(
      s.dataAttributes.map((d) => ({ key: d.name, value: d.value })),
      ["data-price", "data-product-price", "data-amount"],
      ["data-currency", "data-price-currency", "data-product-currency"],
      "data-attribute",
    )
  );
}

/** One case-insensitive, Unicode-aware pattern source from a list of alternatives. */
const alt = (parts: readonly string[]) => `(?:${parts.join("|")})`;
/** "Free" in each language; a word of a spaced script ends at a non-letter, a word of Chinese,
 *  Japanese or Korean (written without spaces, or with particles after it: "無料で", "무료로") does not. */
const FREE_SPACED = alt([
  // en, pt, es, fr, it, nl
  "free|grátis|gratuit[aeos]{0,2}|gratis|gratuitamente|gratuitement|offert|kosteloos",
  // de, pl, ro, cs, sk, hu
  String.raw`kostenlos\p{L}{0,2}|umsonst|darmow\p{L}{1,3}|za darmo|bezpłatn\p{L}{1,3}|gratuit\p{L}{0,2}|zdarma|zadarmo|bezplatn\p{L}{1,3}|ingyen\p{L}{0,3}`,
  // sv, da, nb, fi
  String.raw`kostnadsfri\p{L}{0,2}|gratis|ilmai\p{L}{1,4}|maksuton\p{L}{0,2}`,
  // tr, ru, uk, bg, el
  String.raw`ücretsiz|bedava|бесплатн\p{L}{1,3}|безкоштовн\p{L}{1,3}|безплатн\p{L}{1,3}|δωρεάν`,
  // id/ms, vi, tl
  "gratis|percuma|miễn phí|libreng|libre|walang bayad",
  // hi, ar, he
  "मुफ़्त|मुफ्त|निःशुल्क|مجاني|مجانا|مجانًا|مجانية|مجانيه|بالمجان|חינם|בחינם",
]);
const FREE_CJK = "免费|免費|無料|무료";
const FREE = `(?:${FREE_SPACED}(?![\\p{L}])|${FREE_CJK})`;
/** Words that name what a buyer pays, by language. */
const PRICE_WORD_SPACED = alt([
  // en, pt, es, fr, it, nl
  "price|cost|fee|investment|admission|entry|registration|preço|custo|investimento|valor|prix|coût|tarif|prezzo|costo|precio|prijs|kosten",
  // de, pl, ro, cs, sk, hu
  "preis|teilnahmegebühr|gebühr|investition|cena|koszt|opłata|preț|taxă|poplatek|poplatok|ár|díj|részvételi díj",
  // sv, da, nb, fi
  "pris|kostnad|avgift|gebyr|hinta|maksu",
  // tr, ru, uk, bg, el
  "fiyat|fiyatı|ücret|ücreti|katılım|цена|стоимость|ціна|вартість|такса|τιμή|κόστος",
  // id/ms, vi, tl
  "harga|biaya|yuran|giá|học phí|phí|presyo|bayad",
  // hi, ar, he
  "कीमत|मूल्य|शुल्क|फीस|السعر|سعر|التكلفة|الرسوم|מחיר|עלות",
]);
const PRICE_WORD_CJK = "价格|價格|费用|費用|学费|學費|価格|料金|参加費|受講料|가격|비용|참가비|수강료";
/** "Price: FREE", "Cost: free", "Investimento: grátis", "Prix : gratuit", "Preis: kostenlos",
 *  "价格：免费", "참가비 무료". */
const PRICE_FREE = new RegExp(
  [
    String.raw`(?:(?:^|[^\p{L}])${PRICE_WORD_SPACED}(?![\p{L}])|${PRICE_WORD_CJK})\s?[:：]?\s?(?:(?:will be|is|are|remains|stays)\s)?(?:\S{0,12}\s)?(?:yours\s)?${FREE}`,
    String.raw`yours free|100\s?% ${FREE}`,
    String.raw`(?:^|[^\p{L}])(?:at no cost|free of charge|at no charge|complimentary (?:access|registration|admission|seat|entry))(?:[^\p{L}]|$)`,
    String.raw`(?:^|[·•|:–—]\s?)(?:no cost|no charge|sem custo|sin costo|sans frais|senza costi|ohne kosten|bez opłat|bez poplatků|zero koszt\p{L}{0,2})(?:[^\p{L}]|$)`,
  ].join("|"),
  "iu",
);
/** A question about the cost ("What will it cost me?", "How much is it?", "Was kostet es?"). */
const COST_QUESTION = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])(?:cost|costs|price|fee|pay|how much|quanto custa|combien|quanto costa|cuánto cuesta|wat kost|was kostet|wie viel|ile kosztuje|cât costă|kolik stojí|koľko stojí|mennyibe kerül|vad kostar|hvad koster|hva koster|paljonko maksaa|ne kadar|сколько стоит|скільки коштує|колко струва|πόσο κοστίζει|berapa (?:harga|biaya)|bao nhiêu|magkano|कितना|كم (?:السعر|التكلفة|يكلف)|כמה (?:זה )?עולה)(?:[^\p{L}]|$)[^.!]{0,60}[?？؟]$`,
    `(?:多少钱|多少錢|いくら|얼마)[^.!。]{0,30}[?？]$`,
  ].join("|"),
  "iu",
);
/** ...answered "Nothing." / "It's free" / "Zero" at the start of the next block. */
const FREE_ANSWER = new RegExp(
  String.raw`^(?:(?:nothing|zero|it['’]s free|it is free|nada|rien|niente|nulla|nichts|nic|nimic|semmi|ingenting|intet|ei mitään|hiçbir şey|ничего|нічого|нищо|τίποτα|tidak ada|wala)(?:[^\p{L}]|$)|${FREE})`,
  "iu",
);
/** A question whether it is free ("Is this free?", "É gratuito?", "Ist das kostenlos?")... */
const FREE_QUESTION = new RegExp(
  String.raw`(?:^|[^\p{L}])(?:is (?:it|this|that|the \p{L}{2,15})|é|es|est-ce|c'est|è|ist (?:es|das|der \p{L}{2,15}|die \p{L}{2,15}))\s(?:really\s|completely\s|totally\s|mesmo\s|realmente\s|wirklich\s)?${FREE}[^.!]{0,40}[?？]$`,
  "iu",
);
/** ...answered "Yes." / "Sim" / "Oui" at the start of the next block. */
const YES_ANSWER =
  /^(?:yes|yep|yeah|absolutely|sim|sí|si|oui|sì|ja|tak|да|так|evet|ya|có|oo)(?:[^\p{L}]|$)/iu;
/** A question block and the answer block after it that together say the offer is free. */
const FREE_ANSWERED: [RegExp, RegExp][] = [
  [COST_QUESTION, FREE_ANSWER],
  [FREE_QUESTION, YES_ANSWER],
];
/** What a free event is called, by language ("webinar", "Masterclass", "вебинар", "セミナー"). */
const EVENT_NOUN = alt([
  // en
  "webinar|masterclass|master class|workshop|training|class|event|session|seminar|bootcamp|challenge|registration|live|summit|video series|mini-?course|course|lesson",
  // de, pl, ro, cs, sk, hu
  String.raw`kurs|onlinekurs|videokurs|schulung|online-seminar|szkoleni\p{L}|warsztat|lekcj\p{L}|curs|atelier|webinář|webinár|kurz|školení|školenie|seminář|tanfolyam|képzés|mesterkurzus|webinárium`,
  // sv, da, nb, fi
  "webbinari\\p{L}{1,3}|utbildning|kursus|webinaari|kurssi|koulutus|työpaja|verkkokurssi",
  // tr, ru, uk, bg, el
  `eğitim|seminer|ders|atölye|canlı yayın|вебинар|мастер-класс|курс|урок|тренинг|марафон|интенсив|вебінар|майстер-клас|тренінг|уебинар|обучение|семинар|σεμινάριο|μάθημα|εργαστήριο`,
  // id/ms, vi, tl, hi
  "kelas|pelatihan|kursus|hội thảo|khóa học|lớp học|buổi học|klase|kurso|pagsasanay|वेबिनार|कोर्स|क्लास|मास्टरक्लास|कार्यशाला|प्रशिक्षण",
  // zh, ja, ko
  "课程|課程|讲座|講座|直播|研讨会|研討會|训练营|訓練營|公开课|公開課|セミナー|ウェビナー|講座|説明会|勉強会|オンライン講座|강의|웨비나|세미나|클래스|특강|강좌|설명회",
]);
/** Where the language sets "free" after the noun ("aula gratuita", "webinar gratuit", "ندوة مجانية"). */
const EVENT_NOUN_FIRST = alt([
  // pt, es, fr, it
  "aula|aulas|webinar|webinário|webinaire|evento|événement|masterclass|inscrição|inscription|iscrizione|treinamento|formation|workshop|atelier|curso|corso|palestra|conférence|live|clase|taller|lezione|vaga|place",
  // ro, id/ms, vi, tl
  "curs|seminar|kelas|pelatihan|kursus|hội thảo|khóa học|lớp học|buổi học",
  // ar, he
  "ندوة|دورة|ورشة|محاضرة|درس|ويبينار|וובינר|סדנה|סדנת|קורס|שיעור|הרצאה",
]);
/** "free webinar", "free live training", "aula gratuita", "kostenloses Webinar", "бесплатный
 *  вебинар", "無料セミナー", "무료 강의", "ندوة مجانية". */
const FREE_EVENT = new RegExp(
  [
    String.raw`(?:^|[^\p{L}])${FREE_SPACED}[\s-](?:\p{L}{1,12}\s){0,2}${EVENT_NOUN}`,
    String.raw`(?:${FREE_CJK})\s?(?:\p{L}{1,4}\s?)?${EVENT_NOUN}`,
    String.raw`(?:^|[^\p{L}])${EVENT_NOUN_FIRST}\s(?:\p{L}{1,12}\s)?${FREE}`,
  ].join("|"),
  "iu",
);
/** "Register for free", "Sign up free", "Inscreva-se gratuitamente", "Kostenlos anmelden", "免费报名". */
const JOIN_FREE = new RegExp(
  [
    // en
    String.raw`(?:register|sign ?up|join|reserve|claim|get|save|secure|enrol+|book|start|watch|access)\s(?:\p{L}{1,12}\s){0,2}(?:for\s)?(?:free|gratis)(?:[^\p{L}]|$)`,
    // pt, fr, it, es
    String.raw`(?:inscreva-se|inscrivez-vous|iscriviti|regístrate|participe|acesse|assista)\s(?:\p{L}{1,12}\s)?(?:gratuitamente|gratuitement|gratis|grátis)`,
    // de, pl, ro, cs, hu, sv, da, nb, fi
    `kostenlos (?:anmelden|registrieren|teilnehmen|sichern|starten)|(?:zapisz się|zarejestruj się|dołącz) (?:za darmo|bezpłatnie)|înscrie-te gratuit|zaregistrujte se zdarma|regisztrálj ingyen|(?:registrera|anmäl) dig gratis|tilmeld dig gratis|meld deg på gratis|ilmoittaudu ilmaiseksi`,
    // tr, ru, uk, bg, el
    `ücretsiz (?:kaydol|katıl|kayıt)|(?:зарегистрироваться|записаться|участвовать) бесплатно|(?:зареєструватися|записатися) безкоштовно|регистрирай се безплатно|δωρεάν εγγραφή|εγγραφή δωρεάν`,
    // id/ms, vi, tl, hi, ar, he
    `(?:daftar|gabung|ikuti) (?:sekarang )?(?:gratis|percuma)|đăng ký miễn phí|magparehistro nang libre|मुफ़्त (?:में )?रजिस्टर|मुफ्त (?:में )?रजिस्टर|سجل مجان|التسجيل مجان|(?:הירשמו|הרשמה|הצטרפו) (?:ב)?חינם`,
    // zh, ja, ko
    `(?:免费|免費)(?:报名|報名|注册|註冊|参加|參加|预约|預約)|無料(?:で)?(?:参加|登録|申し込|視聴)|무료(?:로)? ?(?:신청|등록|수강|참여)`,
  ].join("|"),
  "iu",
);
/** A registration button: "Register now", "Save my seat", "Quero participar", "Jetzt anmelden". */
const REGISTER = new RegExp(
  [
    String.raw`\b(?:register|sign ?up|reserve|save (?:my|your) (?:seat|spot)|secure (?:my|your) (?:seat|spot|place)|claim (?:my|your) (?:seat|spot)|book (?:my|your) (?:seat|spot)|join (?:the|now|free)|get (?:instant )?access|watch (?:now|the)|inscrev|inscri|quero (?:participar|assistir|minha vaga)|garant|reserv|m'inscri|iscriv|aanmeld|schrijf)`,
    // de, pl, ro, cs, sk, hu, sv, da, nb, fi, tr, id, tl
    String.raw`\b(?:anmeld|registrier|jetzt teilnehmen|platz sichern|zapisz|zarejestruj|dołącz|zaregistr|registr|regisztr|anmäl|tilmeld|meld deg|ilmoittaudu|kaydol|katıl|daftar|magparehistro)`,
    // the same word in scripts where \b does not apply: ro, ru, uk, bg, el, vi, zh, ja, ko, hi, ar, he
    "înscrie|зарегистр|записаться|записатися|зареєстр|регистрир|запиши|εγγραφ|đăng ký|报名|報名|注册|註冊|登録|申し込|申込|신청|등록|रजिस्टर|سجل|التسجيل|הירשמ|הרשמ",
  ].join("|"),
  "iu",
);
/** Free things that are not the offer: a bonus, a trial, shipping, a gift, a lead magnet. */
const NOT_THE_OFFER = new RegExp(
  [
    "bonus|trial|shipping|gift|ebook|report|guide|cheat|template|consult|call|quote|estimate|demo|essai|teste grátis|amostra|frete|livraison",
    // de, pl, ru, uk, tr, id, zh, ja, ko, ar, he
    "versand|geschenk|testversion|probe|dostaw|wysyłk|prezent|próbn|доставк|подарок|пробн|подарунок|kargo|hediye|deneme|ongkir|hadiah|uji coba|包邮|包郵|赠送|贈送|试用|試用|送料|お試し|特典|プレゼント|배송|체험|선물|الشحن|هدية|تجربة|משלוח|מתנה|ניסיון",
  ].join("|"),
  "iu",
);

function freeOffer(blocks: Block[]): { evidence: string; block: number } | null {
  let event: { evidence: string; block: number } | null = null;
  let register = false;
  let headed = false;
  for (let b = 0; b < blocks.length; b++) {
    const block = blocks[b]!;
    if (block.text.length > 300 || block.flags & (B_NAV | B_FOOTER)) continue;
    const text = plain(block.text);
    if (block.flags & (B_BUTTON | B_FORM) && text.length <= 80 && REGISTER.test(text)) register = true;
    if (NOT_THE_OFFER.test(text)) continue;
    if (PRICE_FREE.test(text) || (block.flags & B_BUTTON && text.length <= 80 && JOIN_FREE.test(text)))
      return { evidence: text.slice(0, 200), block: b };
    const next = blocks[b + 1];
    if (
      next !== undefined &&
      text.length <= 120 &&
      next.text.length <= 300 &&
      FREE_ANSWERED.some(([question, answer]) => question.test(text) && answer.test(plain(next.text)))
    )
      return { evidence: `${text} ${plain(next.text)}`.slice(0, 200), block: b + 1 };
    if (event === null && FREE_EVENT.test(text)) {
      if (block.flags & B_BUTTON) return { evidence: text.slice(0, 200), block: b };
      event = { evidence: text.slice(0, 200), block: b };
      // a heading that names the free event ("Accédez à la masterclass gratuite") is the page's own
      // offer, as a register button would show
      if (block.flags & (B_H1 | B_HEADING) && text.length <= 120) headed = true;
    }
  }
  return event !== null && (register || headed) ? event : null;
}

/** The one amount shown in pricing boxes or order forms, when they show one and no other. */
function boxed(candidates: Candidate[]): Candidate | null {
  let found: Candidate | null = null;
  for (const c of candidates) {
    if (c.role !== "price" || c.strength < 1 || c.flags & B_FOOTER) continue;
    if (found !== null && (found.amount !== c.amount || found.currency !== c.currency)) return null;
    found ??= c;
  }
  return found;
}

export interface PriceReading {
  price: PriceFact | null;
  anchor: AnchorFact | null;
  /** The page states terms that renew the charge (used for "one year for $X" as yearly). */
  candidates: Candidate[];
  /** A pricing table's paid tiers when it sets out two or more different amounts, else null. */
  tiers: Candidate[] | null;
}

/** A group of equal amounts: a whole price (not instalments), not also shown as an anchor, its
 *  strongest sign and the sum of its signs. */
interface OfferRank {
  whole: boolean;
  clean: boolean;
  top: number;
  score: number;
}

/** Which of two groups the page offers more (negative when `a`); 0 when offered alike. The page's
 *  order breaks such a tie only where one must be chosen. */
function byOffer(a: OfferRank, b: OfferRank): number {
  return (
    Number(b.whole) - Number(a.whole) ||
    Number(b.clean) - Number(a.clean) ||
    b.top - a.top ||
    b.score - a.score
  );
}

/** The paid amounts a pricing table sets out ("$70 / month", "$50 / month") when there are two or
 *  more different ones, else null. */
function paidTiers(candidates: Candidate[]): Candidate[] | null {
  const paid = candidates.filter(
    (c) => c.role === "price" && !c.side && c.reason === "pricing" && c.amount > 0,
  );
  return new Set(paid.map((c) => `${c.amount} ${c.currency}`)).size >= 2 ? paid : null;
}

function billingOf(group: Candidate[], renews: boolean): Billing {
  const stated = group.find((c) => c.billing === "monthly" || c.billing === "yearly")?.billing;
  if (stated) return stated;
  if (renews) {
    const period = group.find((c) => c.periodBefore !== null)?.periodBefore;
    if (period) return period;
  }
  return "one-time";
}

function how(c: Candidate): How {
  return c.reason === "button" ? "order-form" : c.reason === "pricing" ? "pricing-table" : "text";
}

export function readPrice(
  blocks: Block[],
  structured: StructuredInputs,
  dollar: string | null,
  renews: boolean,
  domain: string | null = null,
  lang = "",
  region: string | null = null,
): PriceReading {
  const candidates = readCandidates(blocks, dollar, cfaFor(domain ?? region));
  const offered = candidates.filter((c) => c.role === "price" && c.strength >= 2);
  const groups = new Map<string, Candidate[]>();
  for (const c of offered) {
    const key = `${c.amount} ${c.currency}`;
    const list = groups.get(key);
    if (list) list.push(c);
    else groups.set(key, [c]);
  }
  // a plan of instalments is the price only when nothing else is offered
  // an amount the page also shows struck through or as the regular price is the anchor, not the price
  const anchored = new Set(
    candidates.filter((c) => c.role === "anchor").map((c) => `${c.amount} ${c.currency}`),
  );
  const ranked = [...groups.entries()]
    .map(([key, g]) => ({
      g,
      whole: g.some((c) => c.installments === null),
      clean: !anchored.has(key),
      top: Math.max(...g.map((c) => c.strength)),
      score: g.reduce((s, c) => s + c.strength, 0),
      first: g[0]!.order,
    }))
    .sort((a, b) => byOffer(a, b) || a.first - b.first);

  // a trial's or an order bump's fee is the price only when nothing else is offered, in words or
  // in a price box ("Start your £1 trial week" beside "£19 per month")
  const offer = ranked.find((r) => r.g.some((c) => !c.side));
  // two amounts offered alike (the same signs, as strong, as often: tiers with no badge and no
  // other sign of the main one) are a choice the page leaves to the buyer; which of them is "the"
  // price is not read with confidence (sets K-AD: the first of such tiers was the labelled price on
  // 2 pages of 5)
  const tied =
    offer !== undefined &&
    ranked.some((r) => r !== offer && byOffer(r, offer) === 0 && r.g.some((c) => !c.side));
  const tiers = paidTiers(candidates);
  const box = boxed(candidates.filter((c) => !c.side)) ?? (ranked.length === 0 ? boxed(candidates) : null);
  // the group of amounts read as the price: the offer, else a side fee when no box shows a price
  // ...and never when the side fee's own line states a periodic amount ("$149 per Month. After your
  // initial payment, your first payment will cost $15"): the fee is then a first payment's, and the
  // price is not read with confidence
  const periodicBeside = (g: Candidate[]) =>
    g.every((c) => c.side) &&
    candidates.some(
      (c) =>
        c.role === "price" &&
        !c.side &&
        (c.billing === "monthly" || c.billing === "yearly") &&
        g.some((s) => s.block === c.block),
    );
  const fallback =
    box === null && ranked[0] !== undefined && !periodicBeside(ranked[0].g) ? ranked[0] : undefined;
  // a plan of instalments read as the one offer, while a price table shows other whole amounts (an
  // "in full" price, another plan's total: set AY's tuition page showed four options and no badge),
  // is one way to pay among several: which the page sells as the price is not read with confidence
  const picked = tied ? undefined : (offer ?? fallback);
  const otherWays =
    picked !== undefined && !picked.whole
      ? new Set(
          candidates
            .filter(
              (c) =>
                c.role === "price" &&
                c.reason === "pricing" &&
                !c.installments &&
                c.billing === null &&
                c.amount > picked.g[0]!.amount,
            )
            .map((c) => `${c.amount} ${c.currency}`),
        ).size
      : 0;
  const group = otherWays >= 2 ? undefined : picked;
  let price: PriceFact | null = null;
  let freeBlock: number | null = null;
  const stated = structuredPrice(structured);
  // structured data whose amount the visible text never shows, while the text offers another, is
  // stale (a template's or an old price's metadata): the buyer pays what the page shows
  const s =
    stated !== null &&
    offer !== undefined &&
    !candidates.some((c) => c.amount === stated.amount && c.currency === stated.currency)
      ? null
      : stated;
  if (s !== null) {
    const same = candidates.filter((c) => c.amount === s.amount && c.currency === s.currency);
    price = {
      amount: s.amount,
      currency: s.currency,
      billing: s.billing ?? (same.length > 0 ? billingOf(same, renews) : "one-time"),
      evidence: s.evidence,
      how: s.how,
    };
  } else if (group !== undefined) {
    const main = group.g.find((c) => c.installments === null) ?? group.g[0]!;
    const same = candidates.filter(
      (c) =>
        c.role === "price" &&
        c.strength >= 1 &&
        c.amount === main.amount &&
        c.currency === main.currency &&
        !c.installments,
    );
    const billing: Billing = group.whole ? billingOf(same, renews) : "installments";
    price = {
      amount: main.amount,
      currency: main.currency,
      billing,
      evidence: main.evidence,
      how: how(main),
    };
    if (!group.whole && main.installments) price.installments = main.installments;
  } else if (box !== null) {
    // no amount is offered in words, but the price box shows exactly one: that is the price
    const main = box;
    const same = candidates.filter(
      (c) => c.role === "price" && c.amount === main.amount && c.currency === main.currency,
    );
    price = {
      amount: main.amount,
      currency: main.currency,
      billing: main.installments ? "installments" : billingOf(same, renews),
      evidence: main.evidence,
      how: "pricing-table",
    };
    if (main.installments) price.installments = main.installments;
  } else if (!tied && tiers === null) {
    // (tiers offered alike, or a pricing table of paid tiers, are paid offers whose price is
    // unknown: a free channel or lead magnet beside them is not the price; set AF)
    const free = freeOffer(blocks);
    freeBlock = free?.block ?? null;
    // the currency of a struck amount ("$400"), else the country domain's (a .fr page quoting
    // testimonials' "1100$" is in euros), else that of the amounts the page shows, else the region
    // of its <html lang> ("pt-BR"; after the amounts, as "en-US" is a template's default: a Nigerian
    // page in naira says it, set BC), else the dollar only on an English page
    const currency =
      candidates.find((c) => c.role === "anchor")?.currency ??
      domain ??
      candidates[0]?.currency ??
      region ??
      (lang === "en" || lang === "" ? dollar : null);
    if (free !== null && currency !== null)
      price = { amount: 0, currency, billing: "free", evidence: free.evidence, how: "text" };
  }

  let anchor: AnchorFact | null = null;
  if (price !== null) {
    const p = price;
    const positions = candidates
      .filter((c) => c.role === "price" && c.amount === p.amount && c.currency === p.currency)
      .map((c) => c.block);
    if (freeBlock !== null) positions.push(freeBlock);
    const distance = (c: Candidate) => Math.min(...positions.map((b) => Math.abs(c.block - b)));
    const anchors = candidates.filter(
      (c) => c.role === "anchor" && c.currency === p.currency && c.amount > p.amount,
    );
    const nearest = (list: Candidate[]) =>
      list.reduce<Candidate | null>(
        (best, c) => (best === null || distance(c) < distance(best) ? c : best),
        null,
      );
    const pick =
      nearest(anchors.filter((c) => c.reason === "worded")) ??
      nearest(anchors.filter((c) => distance(c) <= 3));
    if (pick !== null) anchor = { amount: pick.amount, currency: pick.currency, evidence: pick.evidence };
  }
  return { price, anchor, candidates, tiers };
}
