// Amounts in a page's visible text, each read with the words around it: is it offered as the price
// (a price word just before it, a buy button, a pricing box), an anchor (struck through, "regular
// price", "normally", "de ... por"), or neither (a value, a saving, an income claim, "$10k")? Every
// regular expression here runs on a window of at most 80 characters around one amount, and none
// has nested quantifiers, so the cost per amount is bounded and the pass is linear in the page.

import { findMoney } from "./money";
import {
  B_BUTTON,
  B_FEATURED,
  B_FOOTER,
  B_FORM,
  B_NAV,
  B_POPUP,
  B_PRICING,
  type Block,
  plain,
} from "./page-document";
import { joined } from "./patterns";
import type { Billing } from "./types";

export type Role = "price" | "anchor" | "value" | "skip";

export interface Candidate {
  amount: number;
  currency: string;
  block: number;
  /** Order on the page. */
  order: number;
  role: Role;
  /** How strongly the place and words offer it as the price (0: a bare amount). */
  strength: number;
  /** Why it was taken for a price or an anchor: "button", "cue", "struck", "worded"... */
  reason: string;
  billing: Billing | null;
  installments: { count: number; amount: number } | null;
  /** "one year for", "first month": a period named before the amount, used when renewal is stated. */
  periodBefore: "monthly" | "yearly" | null;
  /** A trial's or an order bump's fee: the price only when nothing else is offered. */
  side: boolean;
  flags: number;
  evidence: string;
}

const WINDOW_BEFORE = 60;
const WINDOW_AFTER = 50;
const MAX_PLAUSIBLE = 1_000_000;

/** A price word right before the amount ("price", "Preis:", "всего", "仅需"), by language. */
const CUE = joined([
  // en, pt, es, hi, fr, it, nl, ka, ja
  String.raw`(?:^|[^\p{L}])(?:only|just|today|now|price|priced|promo|sale price|pay|paying|pagando|for (?:just|only)|investment|fee|cost|costs|enroll|enrol|join|get|buy|order|total|checkout|apenas|somente|só|por|hoje|pagar|pague|taxa|preço|investimento|invista|sólo|precio|सिर्फ|केवल|मात्र|aujourd'hui|aujourd’hui|prix|seulement|tarif|solo|soli|prezzo|voor|slechts|nu|prijs|ღირებულება|ფასი|価格|料金|税込|one[- ]time (?:upgrade|payment|fee|offer|price|investment|deal|charge)(?: of)?)[\s:\-–—(]{0,4}(?:(?:just|only|apenas|a|de|à|yours|at)[\s:]{1,3})?$|(?:^|\s)@\s?$`,
  // de, pl, ro, cs, sk, hu
  String.raw`(?:^|[^\p{L}])(?:preis|nur|für nur|jetzt nur|heute nur|teilnahmegebühr|kursgebühr|gebühr|kosten|einmalzahlung|cena|tylko|za jedyne|teraz tylko|preț|pret|doar|acum doar|jen|pouze|len|iba|ára|csak)[\s:\-–—(]{0,4}$`,
  // sv, da, nb, fi, tr
  String.raw`(?:^|[^\p{L}])(?:pris|endast|kun|hinta|vain|nyt vain|fiyat|fiyatı|sadece|yalnızca|ücret|ücreti)[\s:\-–—(]{0,4}$`,
  // ru, uk, bg, el
  String.raw`(?:^|[^\p{L}])(?:цена|стоимость|всего|всего за|только|ціна|вартість|всього|лише|тільки|само|τιμή|μόνο|κόστος)[\s:\-–—(]{0,4}$`,
  // id/ms, vi, tl, ar, he
  String.raw`(?:^|[^\p{L}])(?:harga|hanya|cuma|yuran|giá|chỉ còn|chỉ|học phí|presyo|lamang|السعر|سعر|فقط|מחיר|רק)[\s:\-–—(]{0,4}$`,
  // a question about the price that the amount answers ("¿Cuánto vale? 20€/mes", set AK): en, es,
  // pt, fr, it, de
  String.raw`(?:how much (?:is it|does it cost|is the \p{L}+)|what does it cost|¿?cu[áa]nto (?:vale|cuesta)|quanto (?:custa|costa)|combien (?:ça coûte|ça coute|coûte|coute)|was kostet (?:es|das))\s?\?\s{0,2}$`,
  // zh, ja, ko: no space before the word
  String.raw`(?:价格|價格|售价|售價|仅需|僅需|只要|现价|現價|优惠价|優惠價|特价|特價|学费|學費|特別価格|受講料|販売価格|가격|판매가|할인가|수강료)[\s:：\-–—(]{0,4}$`,
]);
/** A word that makes the amount after it the old or list price ("regular price", "statt",
 *  "вместо", "原价", "通常価格", "정가"), by language. */
const ANCHOR_WORD = joined([
  // en, it, fr, pt, nl
  String.raw`(?:^|[^\p{L}])(?:regular(?:ly)?(?: price)?|standard price|normally|normal price|usually|was|were|retail(?: price)?|list price|compare at|originally|original price|instead of|invece di|au lieu de|prix normal|valor normal|normaal|van|reg\.|(?:sold |in vendita |venduto )?al dettaglio(?: per| a)?|prezzo di listino|prix public|prix de détail|preço de tabela|adviesprijs|retails? (?:at|for))[\s:\-–—(]{0,4}(?:at|only|just)?\s?$`,
  // what the seller used to ask, and what the price returns to (set AB): "I Charged $3,497 For My
  // Program. Today, You Get It FREE", "It goes back to $3,497 once free access closes"
  String.raw`(?:^|[^\p{L}])(?:(?:i|we) (?:have |once )?(?:charged|used to charge)|used to cost|(?:goes|going|will go) back (?:up )?to)\s?$`,
  // de, pl, ro, cs, sk, hu
  String.raw`(?:^|[^\p{L}])(?:statt|regulär|normalpreis|normaler preis|uvp|zamiast|cena regularna|regularna cena|în loc de|preț normal|místo|běžná cena|původní cena|namiesto|bežná cena|pôvodná cena|helyett|eredeti ár|normál ár)[\s:\-–—(]{0,4}$`,
  // sv, da, nb, fi, tr
  String.raw`(?:^|[^\p{L}])(?:ordinarie pris|ord\. pris|istället för|normalpris|i stedet for|ordinær pris|normaalihinta|ovh|yerine|normal fiyat|normal fiyatı|eski fiyat|liste fiyatı)[\s:\-–—(]{0,4}$`,
  // ru, uk, bg, el
  String.raw`(?:^|[^\p{L}])(?:вместо|обычная цена|старая цена|полная цена|замість|звичайна ціна|стара ціна|повна ціна|редовна цена|стара цена|αντί για|αντί|κανονική τιμή|αρχική τιμή)[\s:\-–—(]{0,4}$`,
  // id/ms, vi, tl, hi, ar, he
  String.raw`(?:^|[^\p{L}])(?:harga normal|harga asli|harga coret|giá gốc|giá thường|dating presyo|orihinal na presyo|असली कीमत|मूल कीमत|بدلا من|بدلاً من|السعر الأصلي|במקום|מחיר רגיל|מחיר מקורי)[\s:\-–—(]{0,4}$`,
  // zh, ja, ko
  String.raw`(?:原价|原價|定价|定價|市场价|市場價|通常価格|定価|정가|정상가)[\s:：\-–—(]{0,4}$`,
]);
/** "$97 → $27": the amount before the arrow is the old price. */
const ARROW_AFTER = /^\s?(?:→|->|⇒|➜|➔)\s?(?:just |only |now )?\S{0,3}\d/iu;
const PT_FROM = /(?:^|[^\p{L}])de[\s:]{0,3}$/iu;
/** ...and "por R$ 47", "para apenas 297", "por" at the block's end: an amount follows, not a verb
 *  ("taxa de R$ 33,90 para finalizar" is a fee, not a cut price). */
const PT_TO =
  /^\s{0,3}(?:por|para)(?:\s{1,3}(?:apenas|só|somente|solo|sólo)(?!\p{L}))?\s{0,3}(?:$|[^\p{L}\s]|R\$|US\$|Kz|Rs\.?|\d)/iu;
const VALUE_WORD =
  /(?:^|[^\p{L}])(?:value[ds]?|valued at|worth|valeur(?: totale)?|valor(?: total)?|valore|waarde|save|saving|savings|discount|bonus|économisez|economize|economiza|economizas|economia de|poupe|poupa|ahorra|ahorras|ahorro de|ahorrás|sparen|sparst|risparmi|省下|節省|省|وفر|وفّر|توفير|خصم)[\s:\-–—]{0,4}(?:of|de|at|over|:)?\s?$/iu;
const VALUE_AFTER =
  /^\s?(?:off|value|of value|in value|savings?|discount|de desconto|di sconto|de réduction|korting|worth|bonus)(?:[^\p{L}]|$)/iu;
/** Before an amount, what makes it an earning, a sale or a value rather than the offer's price
 *  ("earned", "verdienen", "заработал", "赚了"), by language. */
const EARNING_BEFORE = joined([
  // en, pt, it, fr, nl/de
  String.raw`(?:^|[^\p{L}])(?:earn\w*|mak(?:e|es|ing)|made|profit\w*|revenue|income|generat\w*|pull\w* in|bank\w*|paid|payouts?|commissions?|sales of|ganh\w*|fatur\w*|lucr\w*|guadagn\w*|gagn\w*|verdien\w*|spent|spend\w*|raised|cashed|balance|saldo|royalt\w*|charg\w+ (?:clients|up to)|sell (?:it|them) for|resell\w*|worth|value of|sold|exit)(?:[^.!?]{0,30})$`,
  // de, pl, ro, cs, hu
  String.raw`(?:^|[^\p{L}])(?:einnahmen|umsatz|gewinn\p{L}{0,3}|zarabia\p{L}{0,4}|zarobi\p{L}{0,4}|przych\p{L}{0,4}|câștig\p{L}{0,4}|castig\p{L}{0,4}|vydělá\p{L}{0,3}|vydělal\p{L}{0,3}|zarobil\p{L}{0,3}|bevétel\p{L}{0,3})(?:[^.!?]{0,30})$`,
  // sv, da, nb, fi, tr
  String.raw`(?:^|[^\p{L}])(?:tjäna\p{L}{0,3}|tjänade|tjene\p{L}{0,3}|tjent|tienaa\p{L}{0,3}|tienas\p{L}{0,3}|omsättning|omsætning|omsetning|liikevaihto|kazan\p{L}{0,5}|gelir\p{L}{0,3}|ciro)(?:[^.!?]{0,30})$`,
  // ru, uk, bg, el
  String.raw`(?:^|[^\p{L}])(?:зараб\p{L}{0,6}|доход\p{L}{0,3}|выручк\p{L}{0,2}|прибыл\p{L}{0,2}|заробл\p{L}{0,6}|заробіт\p{L}{0,3}|прибут\p{L}{0,3}|печел\p{L}{0,4}|спечел\p{L}{0,4}|κερδ\p{L}{0,6}|έσοδα)(?:[^.!?]{0,30})$`,
  // id/ms, vi, tl, hi, ar, he
  String.raw`(?:^|[^\p{L}])(?:menghasilkan|penghasilan|pendapatan|omzet|omset|kiếm được|thu nhập|doanh thu|kumita|kinita|कमा\p{L}{0,4}|कमाई|ربح|أرباح|دخل|يكسب|מרוויח\p{L}{0,2}|הכנסה|הכנסות)(?:[^.!?]{0,30})$`,
  // zh, ja, ko
  `(?:赚|賺|收入|营收|營收|稼|売上|収入|수익|매출|벌었|벌고)(?:[^.!?]{0,30})$`,
]);
/** Before an amount, a deposit into a trading or investment account ("minimum deposit", "invest at
 *  least", "depósito mínimo", "Mindesteinzahlung"): the buyer's stake, not a price paid to the seller. */
const DEPOSIT_BEFORE = new RegExp(
  `(?:^|[^\\p{L}])(?:${[
    // en
    String.raw`(?:minimum|initial|min\.?) (?:deposit|top[- ]up)|(?:deposit|invest|fund (?:your|the) account with) (?:at least|a minimum of)`,
    // pt, es, fr, it, de, pl
    "dep[óo]sito m[íi]nimo|dep[óo]sito inicial|deposite (?:pelo|no) m[íi]nimo|dépôt (?:minimum|initial)|deposito minimo|mindesteinzahlung|mindesteinlage|ersteinzahlung|minimalny depozyt|minimalna wpłata",
    // a broker's stake (set AC): "la cifra minima che richiede la maggior parte dei broker, è di 250€",
    // "L'investimento iniziale richiesto è minimo, con soli 250€" (not Portuguese "investimento",
    // which names a course's price)
    "brokers?|investimento iniziale|inversión inicial|investissement initial",
    // tr, ru, uk, id/ms, hi
    String.raw`minimum (?:yatırım|para yatırma)|минимальн\p{L}{0,3} (?:депозит|вклад|взнос)|мінімальн\p{L}{0,3} (?:депозит|внесок)|deposit minimal|minimal deposit|न्यूनतम जमा`,
  ].join("|")})(?:[^.!?]{0,40})$`,
  "iu",
);
/** After an amount, what makes it an earning rather than the offer's price. */
const EARNING_AFTER = new RegExp(
  [
    // per day, week or hour, a few words on ("$300 a day", "R$200 por dia"); a price is billed by
    // the month or the year
    String.raw`^[^.!?]{0,14}?(?:\/\s?|\bper\s|\ba\s|\bevery\s|\beach\s|\bpor\s|\bpar\s|\bal\s|\bpro\s)(?:day|week|hour|dia|día|semana|jour|semaine|giorno|settimana|dag|week|tag|woche|stunde|hora|heure|ora)\b`,
    // per day, week or hour in the fixed list's other languages
    String.raw`^[^.!?]{0,14}?(?:pro tag|pro woche|pro stunde|am tag|dziennie|tygodniowo|na dzień|za dzień|na godzinę|pe zi|pe săptămână|denně|za den|týdně|naponta|hetente|om dagen|om ugen|i uken|päivässä|viikossa|günde|günlük|haftalık|в день|в неделю|в час|за день|на день|на тиждень|щодня|на ден|на седмица|την ημέρα|τη μέρα|την εβδομάδα|per hari|sehari|per minggu|seminggu|mỗi ngày|một ngày|mỗi tuần|kada araw|bawat araw|प्रति दिन|रोज़|रोज|يوميا|يوميًا|في اليوم|أسبوعيا|ליום|בשבוע|לשבוע)(?!\p{L})`,
    String.raw`^[^.!?]{0,14}?(?:每天|每日|一天|每周|每週|\/\s?天|\/\s?日|日給|하루|매일|일당|\/\s?일)`,
    // a verb of earning after the amount, where the verb comes last (tr, hi, ja, ko, tl)
    String.raw`^[^.!?]{0,24}?(?:kazan\p{L}{0,6}|कमा\p{L}{0,4}|稼|벌었|벌고|번다|kumikita)`,
    // right after it: "+", "in sales", "profit"
    String.raw`^\s?(?:\+|in (?:sales|profit|revenue|commissions?|income)|profit)`,
    // a rate per item paid to the reader: "per client", "$2 per click", "R$5 por um comentário"
    String.raw`^\s?(?:per|por|par|pro)\s(?:(?:a|an|one|um|uma|un|une|uno|una)\s)?(?:client|sale|lead|comment|comentário|comentario|commentaire|commento|review|avaliação|click|clique|like|curtida|view|task|tarefa|referral|indicação)s?\b`,
  ].join("|"),
  "iu",
);
/** After an amount, a word that makes it the price ("$100 lifetime", "€ 49 einmalig"; "lifetime" alone or
 *  before an access noun, never "$50,000 lifetime earnings"). */
const CUE_AFTER =
  /^\s?(?:charged today|today only|today|now|hoje|aujourd'hui|oggi|vandaag|only|one[- ]time|risk[- ]free|sem risco|sin riesgo|sans risque|senza rischi|ohne risiko|risicovrij|[àa] vista|al contado|de contado|en un (?:solo|[úu]nico) pago|pago [úu]nico|pagamento [úu]nico|paiement unique|en une (?:seule )?fois|in un'unica soluzione|einmalig|(?:lifetime|for life|vital[íi]ci[oa]|de por vida|[àa] vie|a vita)(?=\s*(?:$|[^\s\p{L}]|(?:access|membership|deal|plan|pass|licen[cs]e|acesso|acceso)(?!\p{L}))))(?:[^\p{L}]|$)|^\/-/iu;
/**
 * A buying verb, a few words, then "for" / "at" / a dash right before the amount: "Enroll now for
 * ₦3,500", "Get the ebook — ₦1,000", "Buy Video Course - ₹4499", "Join today at $27". A label with a
 * colon: "Registration fee: Rs. 499", "Course fee: €79", "Amount: Kz 10.000".
 */
const BUY_FOR =
  /(?:^|[^\p{L}])(?:enrol+|join|get|buy|order|register|book|grab|claim|reserve|secure|access|unlock|download|subscribe|purchase|inscreva|garanta|compre|quero|adquira|acceder|obtenir|achète|acquista|compra|koop|bestel)(?:[^.!?$€£₹₦]{0,40}?)\s(?:for|at|por|para|pour|per|voor|à)\s?(?:(?:just|only|apenas|seulement|solo|slechts)\s)?$|(?:^|[^\p{L}])(?:enrol+|join|get|buy|order|register|book|grab|claim|reserve|secure|access|unlock|download|purchase|inscreva|garanta|compre|adquira)[^.!?$€£₹₦]{0,40}?\s[-–—:|]\s?$|(?:^|[^\p{L}])(?:registration|course|program(?:me)?|enrol+ment|entry|ticket|webinar|workshop|class|masterclass|training|seat|membership|access|subscription|inscrição|taxa de inscrição|inscription|iscrizione)\s(?:fee|fees|price|amount|cost|charge|valor|preço|prix|prezzo)\s?[:\-–—]?\s?(?:(?:just|only|apenas)\s)?$|(?:^|[^\p{L}])(?:fees?|tuition|amount|precio|costo|coût|custo|kosten|valor a pagar|à partir de|from)\s?:\s?$|(?:^|[^\p{L}])(?:enrol+ment|registration|course|entry|joining|admission|one-time)\sfee\sof\s?$/iu;
/** "... Now For Only $19", "today for just $27": an offer in the present, even after a word such as
 *  "Profits" in the product's name (an earning is told in the past or per period, not "now for"). */
const OFFER_NOW = /(?:^|[^\p{L}])(?:now|today)\s(?:for\s)?(?:only|just)\s?$/iu;
/** "Books Only", "Members only": "only" after a noun says which, not how little (the cue needs
 *  "for only", "now only", a colon or nothing before it). */
const NOUN_ONLY =
  /(?:^|[^\p{L}])(?!(?:for|now|today|is|it['’]s|at|pay|yours|price|cost|costs|and|but|of)\s)\p{L}{2,}\s(?:only|just)[\s:\-–—(]{0,4}$/iu;
/** Badges over a pricing card: the tier the page promotes, after or before a star or an emoji and
 *  before the kind of thing promoted ("★ Most popular plan", "🔥 Best value pack", "Most Popular 🔥"). */
const BADGE_TEXT =
  /^[^\p{L}\d\s]{0,3}\s?(?:most popular|best value|recommended|best seller|bestseller|our pick|top pick|popular|mais popular|mais vendido|recomendado|más popular|le plus populaire|recommandé|più popolare|consigliato|populairst|aanbevolen|beliebt|am beliebtesten|empfohlen|empfehlung|najpopularniejszy|polecany|最推薦|推薦|最受歡迎|人気|おすすめ|最も人気)(?:!?$|\s?[^\p{L}\d\s]{1,3}$|[・·|:–—]\s?|\s(?:path|plan|choice|option|tier|package|pack|deal)(?!\p{L}))/iu;
/** Tiers that are not for sale on the page. */
const INVITE_TEXT =
  /^(?:invite[- ]only|by invitation(?: only)?|invitation only|by application(?: only)?|application only|apply to join|sold out|esgotado|complet|esaurito)$/iu;
/** "Apply Now" as a line marks the tier below as taking applications only; as a tier's own button
 *  it is how that tier is bought. */
const APPLY_NOW = /^apply now$/iu;
/** Words right after an amount that bill it each month, by language ("/mo", "pro Monat", "/мес"). */
const MONTHLY_AFTER = joined([
  // en, pt, es, fr, nl, it, ja/zh: a sign or a preposition, then the month
  String.raw`^\s{0,2}(?:(?:\/|／|per|a|each|every|par|por|al|per)\s?)?(?:month\b|mês|mes\b|mois|maand|mese|ヶ月|か月|月額|月(?!\p{L}))`,
  // "mo", "mth", "mon" only after a sign or a preposition: a bare "mo" after an amount is Tagalog's
  // "your" ("ang buong ₱1,999 mo", your whole ₱1,999; set W)
  String.raw`^\s{0,2}(?:\/|／|per|a|each|every)\s?(?:mo|mth|mon)\b`,
  // "299₹ /m" (set AB), never "/m²" nor "/min"
  String.raw`^\s{0,2}(?:\/|／)\s?m(?![\p{L}\d²³])`,
  String.raw`^\s{0,2}(?:\/|／)?\s?(?:monthly|mensual|mensal|mensuel|mensile|monatlich)\b`,
  String.raw`^[^.!?]{0,24}\bfirst month\b`,
  // de, pl, ro, cs, sk, hu
  String.raw`^\s{0,2}(?:pro monat|im monat|\/\s?monat|\/\s?mon\.|mtl\.|miesięcznie|\/\s?mies\.?|\/\s?m-c|na miesiąc|za miesiąc|\/\s?lună|pe lună|lunar|\/\s?měsíc|měsíčně|za měsíc|\/\s?mesiac|mesačne|za mesiac|\/\s?hó|\/\s?hónap|havonta|havi)(?!\p{L})`,
  // sv, da, nb, fi
  String.raw`^\s{0,2}(?:\/\s?mån(?:ad)?|per månad|i månaden|\/\s?md\.?|\/\s?måned|om måneden|pr\. måned|\/\s?mnd\.?|per måned|i måneden|månedlig|\/\s?kk|kuukaudessa|\/\s?kuukausi|kuukausittain)(?!\p{L})`,
  // tr, ru, uk, bg, el
  String.raw`^\s{0,2}(?:\/\s?ay|aylık|ayda|her ay|в месяц|\/\s?мес\.?|ежемесячно|на місяць|\/\s?міс\.?|щомісяця|щомісячно|на месец|месечно|\/\s?μήνα|το μήνα|τον μήνα|ανά μήνα|μηνιαίως)(?!\p{L})`,
  // id/ms, vi, tl
  String.raw`^\s{0,2}(?:per bulan|\/\s?bulan|\/\s?bln|sebulan|setiap bulan|\/\s?tháng|mỗi tháng|hàng tháng|\/\s?buwan|kada buwan|bawat buwan)(?!\p{L})`,
  // zh, ko, hi, ar, he
  String.raw`^\s{0,2}(?:每月|每個月|每个月|\/\s?월|매월|प्रति माह|प्रति महीना|\/\s?माह|\/\s?महीना|شهريا|شهريًا|شهرياً|في الشهر|\/\s?شهر|לחודש|\/\s?חודש|בחודש)`,
]);
/** Words right after an amount that bill it each year, by language. */
const YEARLY_AFTER = joined([
  // en, pt, es, fr, nl, it, de, ja/zh
  String.raw`^\s{0,2}(?:(?:\/|／|per|a|each|every|par|por|al)\s?)?(?:year\b|yr\b|annum|ano\b|año\b|an\b|jaar|anno\b|jahr\b|年)`,
  String.raw`^\s{0,2}(?:\/|／)?\s?(?:annually|yearly|billed annually|anual|annuel|annuale|jährlich)\b`,
  // de, pl, ro, cs, sk, hu
  String.raw`^\s{0,2}(?:pro jahr|im jahr|jährlich|rocznie|\/\s?rok|na rok|za rok|pe an|anual|ročně|ročne|\/\s?év|évente)(?!\p{L})`,
  // sv, da, nb, fi
  String.raw`^\s{0,2}(?:\/\s?år|per år|om året|i året|årligen|årligt|årlig|pr\. år|\/\s?vuosi|vuodessa|vuosittain)(?!\p{L})`,
  // tr, ru, uk, bg, el
  String.raw`^\s{0,2}(?:\/\s?yıl|yıllık|yılda|her yıl|в год|\/\s?год|ежегодно|на рік|\/\s?рік|щороку|на година|\/\s?година|годишно|\/\s?έτος|ανά έτος|το χρόνο|ετησίως)(?!\p{L})`,
  // id/ms, vi, tl
  String.raw`^\s{0,2}(?:per tahun|\/\s?tahun|\/\s?thn|setahun|\/\s?năm|mỗi năm|hàng năm|\/\s?taon|kada taon|bawat taon)(?!\p{L})`,
  // zh, ko, hi, ar, he
  String.raw`^\s{0,2}(?:每年|\/\s?년|매년|प्रति वर्ष|प्रति साल|\/\s?वर्ष|सालाना|سنويا|سنويًا|سنوياً|في السنة|\/\s?سنة|לשנה|\/\s?שנה|בשנה)`,
]);
/** A period named right before the amount ("月額 980円", "매월 9,900원", "monatlich nur 29 €",
 *  "每年 ¥699"), by language. */
const MONTHLY_BEFORE = joined([
  // de, pl, ru, uk, tr, id
  String.raw`(?:^|[^\p{L}])(?:monatlich|miesięcznie|ежемесячно|щомісяця|aylık|per bulan)\s?:?\s?(?:(?:only|just|nur|tylko|всего|лише|sadece|hanya)\s)?$`,
  // zh, ja, ko
  String.raw`(?:月額|月费|月費|每月|每個月|每个月|매월|(?<![\p{L}\d])월)\s?[:：]?\s?(?:(?:只要|仅|僅|たった|단)\s?)?$`,
]);
const YEARLY_BEFORE = joined([
  String.raw`(?:^|[^\p{L}])(?:jährlich|rocznie|ежегодно|yıllık|per tahun)\s?:?\s?(?:(?:only|just|nur|tylko|всего|sadece|hanya)\s)?$`,
  String.raw`(?:年額|年费|年費|每年|매년|연간)\s?[:：]?\s?$`,
]);
/** The period written right after an amount ("/mo", " per year"), or null. */
export function periodAfter(after: string): "monthly" | "yearly" | null {
  return MONTHLY_AFTER.test(after) ? "monthly" : YEARLY_AFTER.test(after) ? "yearly" : null;
}
/** The period named right before an amount ("月額 980円"), or null. */
function periodBeforeAmount(before: string): "monthly" | "yearly" | null {
  return MONTHLY_BEFORE.test(before) ? "monthly" : YEARLY_BEFORE.test(before) ? "yearly" : null;
}
/** "* Bonus 3: ... for just $0.99", "Bônus #2 –": an item of the bonus list; its amounts are the
 *  bonus's, not the offer's price. */
const BONUS_ITEM =
  /^[\s*•✓✔✅🎁+-]{0,4}(?:free |extra )?(?:bonus|bônus|bono|bonus n°)\s?#?\d{0,2}\s?[:\-–—.)]/iu;
/** "Monthly plan: €12.50", "Annual plan - $190": a plan named with its period, then its price. */
/** A plan named with its period, then its price ("Monthly plan: €12.50", "Jahresabo: 290 €",
 *  "月額プラン：980円"), by language. */
const LABEL_END = String.raw`\s?[:\-–—：]\s?$`;
/** A heading over the amount may end with no colon ("INVESTIMENTO MENSAL" over "R$ 169,00"). */
const LABEL_END_OPTIONAL = String.raw`\s?[:\-–—]?\s?$`;
/** The price's own name, before a period that follows the noun (pt, es, fr, it). */
const PRICE_NOUNS = "investimento|valor|inversi[óo]n|cuota|precio|investissement|prix|prezzo";
const MONTHLY_LABEL = joined([
  // en, pt, fr, it
  String.raw`(?:^|[^\p{L}])(?:monthly|month|mensal|mensuel|mensile)\s(?:membership|plan|subscription|access|pass|assinatura|plano|abonnement|abbonamento)${LABEL_END}`,
  // de, pl, ro, cs, sk, hu, sv, da, nb, fi
  String.raw`(?:^|[^\p{L}])(?:monatsabo|monatsplan|monatliches abo|plan miesięczny|abonament miesięczny|abonament lunar|plan lunar|měsíční (?:předplatné|plán)|mesačné predplatné|havi (?:előfizetés|csomag)|månadsabonnemang|månadsplan|månedsabonnement|kuukausitilaus|kuukausijäsenyys)${LABEL_END}`,
  // tr, ru, uk, bg, el, id/ms, vi, tl, hi, ar, he
  String.raw`(?:^|[^\p{L}])(?:aylık (?:plan|abonelik|üyelik)|месячн\p{L}{2} (?:подписка|тариф)|місячн\p{L}{1,2} (?:підписка|тариф)|месечен (?:абонамент|план)|μηνιαία συνδρομή|(?:paket|langganan) bulanan|gói (?:hàng )?tháng|buwanang plano|मासिक प्लान|(?:الخطة الشهرية|اشتراك شهري)|(?:מנוי חודשי|תוכנית חודשית))${LABEL_END}`,
  // zh, ja, ko
  `(?:月度会员|月度會員|包月|连续包月|連續包月|月額プラン|月払いプラン|월간 (?:플랜|구독))${LABEL_END}`,
  // the price's own label, the period after the noun, as a heading over the amount (set AM:
  // "INVESTIMENTO MENSAL" over "R$ 169,00"): pt, es, fr, it, and en
  String.raw`(?:^|[^\p{L}])(?:${PRICE_NOUNS}) (?:mensal|mensual|mensuel|mensile)${LABEL_END_OPTIONAL}|(?:^|[^\p{L}])monthly (?:investment|fee|price)${LABEL_END_OPTIONAL}`,
]);
const YEARLY_LABEL = joined([
  // en, pt, fr, it
  String.raw`(?:^|[^\p{L}])(?:yearly|annual|year|anual|annuel|annuale)\s(?:membership|plan|subscription|access|pass|assinatura|plano|abonnement|abbonamento)${LABEL_END}`,
  // de, pl, ro, cs, sk, hu, sv, da, nb, fi
  String.raw`(?:^|[^\p{L}])(?:jahresabo|jahresplan|jährliches abo|plan roczny|abonament roczny|abonament anual|plan anual|roční (?:předplatné|plán)|ročné predplatné|éves (?:előfizetés|csomag)|årsabonnemang|årsplan|årsabonnement|vuositilaus|vuosijäsenyys)${LABEL_END}`,
  // tr, ru, uk, bg, el, id/ms, vi, tl, hi, ar, he
  String.raw`(?:^|[^\p{L}])(?:yıllık (?:plan|abonelik|üyelik)|годов\p{L}{2} (?:подписка|тариф)|річн\p{L}{1,2} (?:підписка|тариф)|годишен (?:абонамент|план)|ετήσια συνδρομή|(?:paket|langganan) tahunan|gói (?:hàng )?năm|taunang plano|वार्षिक प्लान|(?:الخطة السنوية|اشتراك سنوي)|(?:מנוי שנתי|תוכנית שנתית))${LABEL_END}`,
  // zh, ja, ko
  `(?:年度会员|年度會員|包年|年額プラン|年払いプラン|연간 (?:플랜|구독))${LABEL_END}`,
  String.raw`(?:^|[^\p{L}])(?:${PRICE_NOUNS}) (?:anual|annuel|annuale)${LABEL_END_OPTIONAL}|(?:^|[^\p{L}])(?:annual|yearly) (?:investment|fee|price)${LABEL_END_OPTIONAL}`,
]);
/** A period named a few words before the amount ("one year for", "ein Jahr für", "一年"), used when
 *  the page states renewal terms. */
const PERIOD_BEFORE_YEAR = joined([
  String.raw`(?:one|1|a|per) year|annual|yearly|12 months|12 meses|un an\b|un anno`,
  // de, pl, ru, tr, id, zh/ja, ko
  `ein jahr|1 rok|jeden rok|один год|1 год|1 yıl|bir yıl|1 tahun|setahun|一年|1年|1년`,
]);
const PERIOD_BEFORE_MONTH = joined([
  // ("30-Day Access $50" beside "You will then be charged $100.00 monthly", set AY)
  "(?:one|1|a|per) month|monthly|mensal|mensuel|(?<!\\d)30[- ]days?",
  // de, pl, ru, tr, id, zh/ja, ko
  "ein monat|1 miesiąc|один месяц|1 месяц|1 ay|bir ay|1 bulan|sebulan|一个月|一個月|1ヶ月|1か月|1개월|한 달",
]);
const NUMBER_WORDS: Record<string, number> = { two: 2, three: 3, four: 4, five: 5, six: 6, twelve: 12 };
/** "or", "ou", "oder", "o" before an instalment plan: the other way to pay the same price. */
const INSTEAD = /(?:^|[^\p{L}])(?:or|ou|oder|o|ó)[^\p{L}]/iu;
/** "3 payments of", "3x", "3 Raten à", "分3期": a count of instalments right before the amount, by
 *  language; each alternative captures the count once (read with firstGroup). */
const INSTALMENT_BEFORE = joined([
  // en, pt, es, it, fr, nl
  String.raw`(?:^|[^\p{L}\d])(\d{1,2}|two|three|four|five|six|twelve)\s?(?:x|×)\s?(?:de\s)?$`,
  String.raw`(?:^|[^\p{L}\d])(\d{1,2}|two|three|four|five|six|twelve)\s+(?:monthly\s+|easy\s+|equal\s+)?(?:payments?|instal?lments?|parcelas|rate|versements|termijnen)\s+(?:of|de|da|di)\s?$`,
  // de, pl, cs, sk, hu (ro "3 rate de" is above)
  String.raw`(?:^|[^\p{L}\d])(\d{1,2})\s(?:raten|monatsraten|teilzahlungen|rat|raty|ratach|splátk\p{L}{0,2}|részlet(?:ben)?)\s?(?:à|a|zu|von|je|po|x|:)?\s?$`,
  // sv, da, nb, fi
  String.raw`(?:^|[^\p{L}\d])(\d{1,2})\s(?:delbetalningar|betalningar|rater|avdrag|betalinger|erää|erässä)\s?(?:om|på|af|á|à|a)?\s?$`,
  // tr, ru, uk, bg, el
  String.raw`(?:^|[^\p{L}\d])(\d{1,2})\s(?:taksit(?:le)?|ay taksitle|платеж\p{L}{0,2}|взнос\p{L}{0,2}|внеск\p{L}{0,2}|вноски|δόσεις)\s?(?:по|от|των|από)?\s?$`,
  // id/ms, vi, tl
  String.raw`(?:cicilan|angsuran|ansuran|trả góp|góp)\s(\d{1,2})\s?(?:x|kali|bulan|tháng|kỳ)\s?:?\s?$|(?:^|[^\p{L}\d])(\d{1,2})\s(?:hulugan|gives)\s(?:ng\s)?$`,
  // zh, ja, ko
  String.raw`分\s?(\d{1,2})\s?期\s?(?:[，,]?\s?每期)?\s?$|(\d{1,2})\s?回(?:払い|分割)\s?$|分割\s?(\d{1,2})\s?回\s?$|(\d{1,2})\s?개월\s?(?:무이자\s?)?할부\s?$`,
  // hi, ar, he
  String.raw`(\d{1,2})\s(?:किस्तों|किश्तों)\s(?:में)\s?$|(\d{1,2})\s(?:دفعات|أقساط)\s?(?:بقيمة)?\s?$|(\d{1,2})\s(?:תשלומים)\s(?:של|בסך)\s?$`,
]);
/** A trial's or a first payment's fee ("£1 trial week", "7-day trial for $1", "your first payment
 *  will cost $15" beside "$149 per Month") or an order bump's ("Add it for just $27",
 *  "Yes, add to my order"): what the buyer pays for something beside the offer, not its price. */
const TRIAL_BEFORE =
  /(?:^|[^\p{L}])(?:trial|test drive|essai|teste|prueba|prova|(?:first|initial) (?:payment|charge|month))\b[^.!?$€£₹₦]{0,16}$|(?:^|[^\p{L}])(?:add (?:it |this |them )?(?:to (?:my|your) order )?for|yes,? add|add to (?:my|your) order)[^.!?$€£₹₦]{0,16}$/iu;
const TRIAL_AFTER = /^[^.!?]{0,16}\b(?:trial|test drive|essai|teste grátis|prueba|prova)\b/iu;
/** "After the trial, just $45 a month": the price the trial turns into, not a trial's fee (set Y). */
const AFTER_TRIAL =
  /(?:^|[^\p{L}])(?:after|once|when) (?:the |your |a |this )?(?:\d+[- ]days? )?(?:free )?trial(?: ends| is over| period)?,?[^.!?$€£₹₦]{0,16}$/iu;
/** "x 3", "for 3 months", "in 3 Raten", "(3개월 할부)": a count of instalments right after the amount. */
const INSTALMENT_AFTER = joined([
  // en, pt, es
  String.raw`^\s?(?:x|×)\s?(\d{1,2})\b|^\s?(?:for|over)\s(\d{1,2}) months\b`,
  // de, pl, ro, cs, tr, ru, uk, bg, el, id, vi, tl
  String.raw`^\s?(?:in|w|în|v|в|у|σε|dalam|trong|sa)\s(\d{1,2})\s(?:raten|ratach|rate|splátkách|splátkach|платежа|платежей|платежі|вноски|δόσεις|cicilan|angsuran|kỳ|hulugan)`,
  // tr, ja, zh, ko, pl, de
  String.raw`^\s?[(,，]?\s?(\d{1,2})\s?(?:taksit|回払い|回分割|期|개월\s?(?:무이자\s?)?할부|raty|rat|raten)(?!\p{L})`,
]);
/** The first count an instalment pattern captured. */
function firstGroup(m: RegExpExecArray | null): string | undefined {
  return m?.slice(1).find((g) => g !== undefined);
}

function countOf(word: string | undefined): number | null {
  if (word === undefined) return null;
  const n = NUMBER_WORDS[word.toLowerCase()] ?? Number(word);
  return Number.isInteger(n) && n >= 2 && n <= 36 ? n : null;
}

/** A block that holds one amount and nothing else worth reading ("₹ 1,999", "$49 USD"). */
function bare(text: string): boolean {
  const t = plain(text);
  return t.length <= 24 && !/\p{L}{4}/u.test(t);
}

function excerpt(text: string, start: number, end: number): string {
  const from = Math.max(0, start - 50);
  const to = Math.min(text.length, end + 40);
  return plain(`${from > 0 ? "…" : ""}${text.slice(from, to)}${to < text.length ? "…" : ""}`).slice(0, 200);
}

/** Every amount with a currency in the blocks, judged one at a time; `dollar` and `cfa` as findMoney's. */
export function readCandidates(
  blocks: Block[],
  dollar: string | null,
  cfa: string | null = null,
): Candidate[] {
  const out: Candidate[] = [];
  let order = 0;
  let previous: Candidate | null = null;
  /** The last block that is a "Most Popular" badge, and the last "Invite only" one. */
  let badge = -1;
  let invite = -1;
  /** The last block the badge reaches: 3 after it, and one more for each block of its card before
   *  its first price (headings, "14 Day FREE Trial!" and a button above the price, set Y), at most 8. */
  let badgeUntil = -1;
  let badgePriced = false;
  for (let b = 0; b < blocks.length; b++) {
    const { flags } = blocks[b]!;
    if (flags & B_NAV) continue;
    // "<div class=currency>$</div><div class=amount>37</div>": a lone sign in the block before
    const prior = b > 0 ? plain(blocks[b - 1]!.text) : "";
    const own = blocks[b]!.text;
    const text =
      prior.length <= 3 &&
      prior !== "" &&
      /^[^\p{L}\d]{1,3}$|^(?:Rs\.?|Kz|R\$|US\$)$/u.test(prior) &&
      /^\d/.test(own)
        ? `${prior}${own}`
        : own;
    // an amount that opens its block reads the end of the block before ("Price" / "$497")
    const lead = b > 0 ? `${blocks[b - 1]!.text.slice(-40)} ` : "";
    const short = own.length <= 40 ? plain(own) : "";
    if (short !== "" && BADGE_TEXT.test(short)) {
      badge = b;
      badgeUntil = b + 3;
      badgePriced = false;
    }
    if (short !== "" && (INVITE_TEXT.test(short) || (!(flags & B_BUTTON) && APPLY_NOW.test(short))))
      invite = b;
    // an item of the bonus list: its amounts are the bonus's
    const bonusItem = BONUS_ITEM.test(plain(own));
    let lastMention: { end: number; currency: string | null } | null = null;
    for (const m of findMoney(text, dollar, cfa)) {
      order++;
      const prior = lastMention;
      lastMention = m;
      if (m.currency === null || m.scaled || !(m.amount > 0 && m.amount <= MAX_PLAUSIBLE)) continue;
      // "₹120 ($1.45)", "35€ / 68,50лв": an amount in brackets or after a slash right after one in
      // another currency is a conversion
      if (
        prior !== null &&
        prior.currency !== null &&
        prior.currency !== m.currency &&
        m.start - prior.end <= 3 &&
        /^\s?[(/]\s?$/.test(text.slice(prior.end, m.start))
      )
        continue;
      const before = plain(
        (m.start < 4 ? lead : "") + text.slice(Math.max(0, m.start - WINDOW_BEFORE), m.start),
      );
      const after = plain(text.slice(m.end, m.end + WINDOW_AFTER));
      const beforeSpaced =
        text[m.start - 1] === " " || text[m.start - 1] === "\u00a0" ? `${before} ` : before;
      let role: Role = "price";
      let reason = "";
      let strength = 0;
      const worded = ANCHOR_WORD.test(beforeSpaced) || (PT_FROM.test(beforeSpaced) && PT_TO.test(after));
      if (m.struck) {
        role = "anchor";
        reason = worded ? "worded" : "struck";
      } else if (worded || ARROW_AFTER.test(after)) {
        role = "anchor";
        reason = "worded";
      } else if (VALUE_WORD.test(beforeSpaced) || VALUE_AFTER.test(after) || bonusItem) role = "value";
      else if (
        (EARNING_BEFORE.test(beforeSpaced) && !OFFER_NOW.test(beforeSpaced)) ||
        EARNING_AFTER.test(after) ||
        DEPOSIT_BEFORE.test(beforeSpaced)
      )
        role = "skip";
      else {
        if (flags & B_BUTTON) {
          strength += 3;
          reason = "button";
        }
        if (
          (CUE.test(beforeSpaced) && !NOUN_ONLY.test(beforeSpaced)) ||
          CUE_AFTER.test(after) ||
          BUY_FOR.test(beforeSpaced)
        ) {
          strength += 2;
          reason ||= "cue";
        }
        if (flags & B_PRICING) {
          strength += 1;
          reason ||= "pricing";
        }
        if (flags & B_FORM) strength += 1;
        // "$249 $199": the amount right after a struck one is the price it was cut to
        if (
          (previous?.reason === "struck" || previous?.reason === "worded") &&
          previous.block >= b - 1 &&
          previous.order === order - 1
        ) {
          strength += 2;
          reason ||= "after-struck";
        }
        if (flags & B_FEATURED && strength > 0) strength += 1;
        // a "Most Popular" / "Best Value" badge just above marks the tier the page promotes
        if (badge >= 0 && b <= badgeUntil && flags & B_PRICING && strength > 0) strength += 2;
        // an "Invite only" / "By application" tier cannot be bought from the page
        if (invite >= 0 && b - invite <= 4 && invite > badge) strength = 0;
        if (flags & (B_FOOTER | B_POPUP)) strength = Math.min(strength, 1);
      }
      let billing: Billing | null = null;
      const label =
        role !== "price"
          ? null
          : MONTHLY_LABEL.test(beforeSpaced)
            ? "monthly"
            : YEARLY_LABEL.test(beforeSpaced)
              ? "yearly"
              : null;
      if (label !== null) {
        // the label's period is this amount's, whatever label follows it
        billing = label;
        strength += 2;
        reason ||= "cue";
      } else billing = periodAfter(after) ?? periodBeforeAmount(beforeSpaced);
      let installments: Candidate["installments"] = null;
      const ib = INSTALMENT_BEFORE.exec(beforeSpaced);
      const ia = ib === null ? INSTALMENT_AFTER.exec(after) : null;
      const count = countOf(firstGroup(ib) ?? firstGroup(ia));
      if (count !== null) {
        installments = { count, amount: m.amount };
        billing = "installments";
        // "3 payments of $99" is itself an offer (it ranks below any whole price; see price.ts)
        if (role === "price" && strength < 2) {
          strength = 2;
          reason ||= "cue";
        }
        // "Pay in full: $297 / Or 3 payments of $109": the whole amount the plan is the other way
        // to pay is itself on offer
        if (
          role === "price" &&
          previous !== null &&
          previous.role === "price" &&
          previous.installments === null &&
          previous.currency === m.currency &&
          previous.block >= b - 1 &&
          previous.strength < 2 &&
          INSTEAD.test(before.slice(-40))
        ) {
          previous.strength = 2;
          previous.reason ||= "cue";
        }
      }
      const near = before.slice(-30);
      const periodBefore = PERIOD_BEFORE_YEAR.test(near)
        ? "yearly"
        : PERIOD_BEFORE_MONTH.test(near)
          ? "monthly"
          : null;
      const candidate: Candidate = {
        amount: m.amount,
        currency: m.currency,
        block: b,
        order,
        role,
        strength,
        reason,
        billing,
        installments,
        periodBefore,
        side:
          role === "price" &&
          ((TRIAL_BEFORE.test(beforeSpaced) && !AFTER_TRIAL.test(beforeSpaced)) || TRIAL_AFTER.test(after)),
        flags,
        evidence: excerpt(text, m.start, m.end),
      };
      // a pricing box that stacks two bare amounts, the higher first ("₹1,999" over "₹499"): the
      // first is the old price even when the stylesheet that strikes it is not in the page
      if (
        previous !== null &&
        previous.role === "price" &&
        role === "price" &&
        previous.block === b - 1 &&
        previous.order === order - 1 &&
        previous.currency === candidate.currency &&
        previous.amount > candidate.amount &&
        flags & B_PRICING &&
        previous.flags & B_PRICING &&
        bare(blocks[b - 1]!.text) &&
        bare(text)
      ) {
        previous.role = "anchor";
        previous.reason = "stacked";
        candidate.strength += 2;
        candidate.reason ||= "after-struck";
      }
      // "₹9,912" over a struck "₹28,320": the amount right before a struck one, and lower, is the
      // price it was cut to, as the amount right after one is (set AI)
      if (
        previous !== null &&
        previous.role === "price" &&
        role === "anchor" &&
        reason === "struck" &&
        previous.block >= b - 1 &&
        previous.order === order - 1 &&
        previous.currency === candidate.currency &&
        previous.amount < candidate.amount
      ) {
        previous.strength += 2;
        previous.reason ||= "before-struck";
      }
      out.push(candidate);
      previous = candidate;
      if (candidate.role === "price" && b > badge) badgePriced = true;
    }
    // the badge's card: until its first price, each block of it carries the badge one block further
    if (badge >= 0 && b > badge && b <= badgeUntil && !badgePriced && flags & B_PRICING)
      badgeUntil = Math.min(badge + 8, badgeUntil + 1);
  }
  return out;
}
