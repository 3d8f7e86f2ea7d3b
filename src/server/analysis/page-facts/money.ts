// Amounts of money in text, with their ISO 4217 currency. A hand-written scanner, one pass: each
// number is read once (at most MAX_NUMBER characters) and its currency is looked up in a few
// characters before and after it, so time is linear in the text whatever it holds.
//
// Number formats: "1,997.00", "1.997,00", "497", "99,99", "18 000" (a no-break or thin space as the
// thousands separator; a plain space only when the currency follows the number, "18 000 ₦").
// A single separator followed by exactly three digits groups thousands ("€1.997", "$1,997"); followed
// by one or two digits it is the decimal mark ("R$ 99,99", "$19.97").

import { COUNTRY_DOLLAR_SIGNS, TYPED_NAIRA_AMOUNT } from "../../../shared/domain/currency-signs";
import { STRIKE_CLOSE, STRIKE_OPEN } from "./page-document";

const MAX_NUMBER = 24;

export interface MoneyMention {
  amount: number;
  /** ISO 4217 code, or null when the text gives none (a bare number). */
  currency: string | null;
  /** [start, end) of the whole mention, currency sign included. */
  start: number;
  end: number;
  struck: boolean;
  /** Followed by "k", "million", "mil"...: a figure of speech, not a price. */
  scaled: boolean;
}

/** Signs and codes written before the number, longest first within the same first character. */
const PREFIXES: readonly (readonly [string, string | "$"])[] = [
  ...COUNTRY_DOLLAR_SIGNS,
  ["R$", "BRL"],
  ["NT$", "TWD"],
  ["Rs.", "INR"],
  ["Rs", "INR"],
  ["$", "$"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["₹", "INR"],
  ["₦", "NGN"],
  ["₾", "GEL"],
  ["¥", "JPY"],
  ["￥", "JPY"],
  ["Kz", "AOA"],
  ["KSh", "KES"],
  ["Ksh", "KES"],
  ["GH₵", "GHS"],
  ["₵", "GHS"],
  ["₱", "PHP"],
  ["৳", "BDT"],
  ["Tk.", "BDT"],
  ["Tk", "BDT"],
  ["₺", "TRY"],
  ["₩", "KRW"],
  ["RM", "MYR"],
  // "HANYA Rp. 500.000,-" (set AX)
  ["Rp.", "IDR"],
  ["Rp", "IDR"],
  ["₪", "ILS"],
  ["₴", "UAH"],
  // the guaraní: its sign and the "Gs." Paraguayans write ("Gs. 150.000")
  ["₲", "PYG"],
  ["Gs.", "PYG"],
  ["Gs", "PYG"],
  // the Costa Rican colón ("₡12.000", set BD)
  ["₡", "CRC"],
  ["R", "ZAR"],
  // the naira as Nigerian pages type it, a Latin "N" ("N20,000", set AP)
  ["N", "NGN"],
];
const NAIRA_AMOUNT_AHEAD = new RegExp(`^${TYPED_NAIRA_AMOUNT}`);
const SUFFIXES: [string, string | "$" | "CFA"][] = [
  ["€", "EUR"],
  ["₾", "GEL"],
  ["円", "JPY"],
  ["ლარი", "GEL"],
  ["ლ", "GEL"],
  ["Kz", "AOA"],
  // "7.500,00KZ": kwanza in capitals ("KZT", the tenge's code, is held off by the letter after)
  ["KZ", "AOA"],
  ["euros", "EUR"],
  ["euro", "EUR"],
  ["reais", "BRL"],
  ["rupees", "INR"],
  ["rupee", "INR"],
  ["naira", "NGN"],
  ["kwanzas", "AOA"],
  ["kwanza", "AOA"],
  ["meticais", "MZN"],
  ["rands", "ZAR"],
  ["dollars", "$"],
  ["dólares", "$"],
  ["MT", "MZN"],
  // the CFA franc ("25 000 FCFA", "15.000 F CFA"): West African (XOF) or Central African (XAF), which
  // the sign does not say; read by the country (see findMoney's `cfa`)
  ["FCFA", "CFA"],
  ["F CFA", "CFA"],
  ["francs CFA", "CFA"],
  ["CFA", "CFA"],
  ["Gs.", "PYG"],
  ["₲", "PYG"],
  // the Egyptian pound written out in Arabic ("9000 جنيه"), and its abbreviation ("ج.م")
  ["جنيه", "EGP"],
  ["ج.م", "EGP"],
  ["zł", "PLN"],
  ["ZŁ", "PLN"],
  ["Zł", "PLN"],
  // the fixed list's own currencies as written after the number: Czech koruna, Hungarian forint,
  // Romanian leu, Russian rouble, Ukrainian hryvnia, Bulgarian lev, Turkish lira, Korean won,
  // Israeli shekel, Saudi riyal, UAE dirham
  ["Kč", "CZK"],
  ["Ft", "HUF"],
  ["lei", "RON"],
  ["₽", "RUB"],
  ["руб", "RUB"],
  // the rouble's abbreviation glued or spaced ("60 000р.", set X); never a year ("2015 р." is a
  // Ukrainian year, see findMoney)
  ["р.", "RUB"],
  ["грн", "UAH"],
  ["₴", "UAH"],
  ["лв", "BGN"],
  ["TL", "TRY"],
  ["₺", "TRY"],
  ["원", "KRW"],
  ["₪", "ILS"],
  ["ש״ח", "ILS"],
  ["ريال", "SAR"],
  ["درهم", "AED"],
  ["₫", "VND"],
  ["₹", "INR"],
  ["₦", "NGN"],
  ["$", "$"],
];
/** ISO codes read on either side of a number ("USD 49", "349 MZN"). */
export const ISO_CODES = new Set(
  (
    "USD EUR GBP BRL INR NGN ZAR AUD CAD NZD SGD HKD MZN AOA GEL JPY CHF KES GHS MXN SEK NOK DKK PLN " +
    "TRY AED SAR EGP MAD XOF XAF UGX TZS RWF ZMW PKR BDT IDR MYR THB VND KRW CNY ILS CZK HUF RON TWD CLP ARS COP UYU PEN PYG BOB RUB UAH BGN RSD ISK " +
    // more of Africa, Asia and the Americas (codes that are English words, "TOP" or "ALL", left out)
    "NAD BWP MWK ETB MUR SCR CDF DZD TND JOD KWD BHD QAR OMR LKR NPR MMK KHR MNT KZT UZS AZN AMD GTQ HNL CRC DOP JMD TTD FJD"
  ).split(" "),
);
/** Dollars that are not US dollars, by the host's country domain. */
const LOCAL_DOLLAR: Record<string, string | null> = {
  ca: "CAD",
  au: "AUD",
  nz: "NZD",
  sg: "SGD",
  hk: "HKD",
  // peso countries write "$" for their own peso ("$450.000 / mensual" on a .cl page)
  mx: "MXN",
  ar: "ARS",
  cl: "CLP",
  uy: "UYU",
};

/** What "$" means on a page from this host: USD unless the country domain says otherwise. */
export function dollarFor(host: string): string | null {
  const tld = host.toLowerCase().split(".").pop() ?? "";
  return tld in LOCAL_DOLLAR ? LOCAL_DOLLAR[tld]! : "USD";
}

/** The currency a country domain's pages use, for a page that states "free" and no amount. */
const COUNTRY_CURRENCY: Record<string, string> = {
  br: "BRL",
  in: "INR",
  ng: "NGN",
  ao: "AOA",
  mz: "MZN",
  za: "ZAR",
  ge: "GEL",
  jp: "JPY",
  uk: "GBP",
  ke: "KES",
  gh: "GHS",
  ca: "CAD",
  au: "AUD",
  nz: "NZD",
  de: "EUR",
  fr: "EUR",
  it: "EUR",
  es: "EUR",
  pt: "EUR",
  nl: "EUR",
  be: "EUR",
  at: "EUR",
  ie: "EUR",
  fi: "EUR",
  gr: "EUR",
  us: "USD",
  // the fixed list's countries (Slovakia, the Baltic states and, since 2026-01-01, Bulgaria pay in euros)
  pl: "PLN",
  ro: "RON",
  cz: "CZK",
  sk: "EUR",
  hu: "HUF",
  se: "SEK",
  dk: "DKK",
  no: "NOK",
  tr: "TRY",
  ru: "RUB",
  ua: "UAH",
  bg: "EUR",
  id: "IDR",
  my: "MYR",
  vn: "VND",
  ph: "PHP",
  cn: "CNY",
  tw: "TWD",
  hk: "HKD",
  kr: "KRW",
  sa: "SAR",
  ae: "AED",
  eg: "EGP",
  il: "ILS",
  lt: "EUR",
  lv: "EUR",
  ee: "EUR",
  py: "PYG",
  // the CFA franc's two zones: West Africa (XOF) and Central Africa (XAF)
  sn: "XOF",
  ci: "XOF",
  bj: "XOF",
  bf: "XOF",
  ml: "XOF",
  ne: "XOF",
  tg: "XOF",
  gw: "XOF",
  cm: "XAF",
  ga: "XAF",
  cg: "XAF",
  td: "XAF",
  cf: "XAF",
  gq: "XAF",
};

/** The host's country currency, or null for generic domains (.com, .io...). */
export function countryCurrency(host: string): string | null {
  const tld = host.toLowerCase().split(".").pop() ?? "";
  return COUNTRY_CURRENCY[tld] ?? null;
}

const isDigit = (c: number) => c >= 48 && c <= 57;
const isLetter = (ch: string) => /\p{L}/u.test(ch);
const isNbsp = (c: number) => c === 0xa0 || c === 0x202f || c === 0x2009;

/** The value of a number token such as "1.997,00" or "1,997" or "18 000", or null. */
export function parseAmount(token: string): number | null {
  const t = token.replace(/[\s\u00a0\u202f\u2009]/g, "");
  if (!/^\d[\d.,]*$/.test(t) || t.length > 16) return null;
  const lastDot = t.lastIndexOf(".");
  const lastComma = t.lastIndexOf(",");
  let intPart = t;
  let frac = "";
  const decimalAt = (i: number) => {
    intPart = t.slice(0, i);
    frac = t.slice(i + 1);
  };
  if (lastDot >= 0 && lastComma >= 0) decimalAt(Math.max(lastDot, lastComma));
  else if (lastDot >= 0 || lastComma >= 0) {
    const i = Math.max(lastDot, lastComma);
    const sep = t[i]!;
    const count = t.split(sep).length - 1;
    const tail = t.length - i - 1;
    if (count === 1 && (tail === 1 || tail === 2)) decimalAt(i);
    else if (tail !== 3) return null;
  }
  const digits = intPart.replace(/[.,]/g, "");
  if (!/^\d+$/.test(digits) || (frac !== "" && !/^\d{1,2}$/.test(frac))) return null;
  // every thousands group after the first has three digits, or Indian grouping ("1,34,900")
  if (
    /[.,]/.test(intPart) &&
    !/^\d{1,3}(?:[.,]\d{3})+$/.test(intPart) &&
    !/^\d{1,2}(?:,\d{2})+,\d{3}$/.test(intPart)
  )
    return null;
  const value = Number(digits) + (frac === "" ? 0 : Number(frac.padEnd(2, "0")) / 100);
  return Number.isFinite(value) ? value : null;
}

function prefixAt(text: string, i: number): { code: string | "$"; start: number } | null {
  let k = i;
  // "Rs. <del>450</del>": the sign stands outside the struck number
  if (k > 0 && text[k - 1] === STRIKE_OPEN) k--;
  if (k > 0 && (text[k - 1] === " " || isNbsp(text.charCodeAt(k - 1)))) k--;
  for (const [sign, code] of PREFIXES) {
    const s = k - sign.length;
    if (s < 0 || text.slice(s, k) !== sign) continue;
    // letters must stand alone: "R899" and "Rs 499" yes, "PR899" and "ours 4" no
    if (/[A-Za-z]/.test(sign[0]!) && s > 0 && isLetter(text[s - 1]!)) continue;
    if (sign === "R" && k !== i) continue; // "R 5" is too loose; "R5" is rands
    // "N20,000" is naira, "N 5" or "N5" no: a thousands group must follow the letter at once
    if (sign === "N" && (k !== i || !NAIRA_AMOUNT_AHEAD.test(text.slice(i, i + 16)))) continue;
    return { code, start: s };
  }
  const s = k - 3;
  if (s >= 0) {
    const code = text.slice(s, k);
    if (ISO_CODES.has(code) && !(s > 0 && isLetter(text[s - 1]!))) return { code, start: s };
  }
  return null;
}

function suffixAt(
  text: string,
  j: number,
): { code: string | "$" | "CFA"; end: number; sign?: string } | null {
  let k = j;
  if (text[k] === " " || isNbsp(text.charCodeAt(k))) k++;
  for (const [sign, code] of SUFFIXES) {
    const found = text.slice(k, k + sign.length);
    if (found !== sign && !(sign.length > 3 && found.toLowerCase() === sign)) continue;
    const after = text[k + sign.length];
    if (/[A-Za-z]/.test(sign[0]!) && after !== undefined && isLetter(after)) continue;
    return { code, end: k + sign.length, sign };
  }
  const code = text.slice(k, k + 3);
  const after = text[k + 3];
  if (ISO_CODES.has(code) && !(after !== undefined && isLetter(after))) return { code, end: k + 3 };
  return null;
}

/** A scale word right after a number ("10k", "5 million", "3 тыс."): a figure of speech. The end of
 *  a one-letter scale is a non-letter in any script ("19 měsíčně" is not "19 m"). */
const SCALE = new RegExp(
  [
    String.raw`^\s?(?:k|K|m|M|mm|bn|b|B|mil|mila|mille)(?![\p{L}\d])`,
    // en, pt, es, it, fr, nl, zh/ja
    String.raw`^\s?(?:million|billion|trillion|thousand|milioni|millions?|milhões|milhão|miljoen|万|億)`,
    // pl, de, ru, uk, tr, id/ms, vi, hi, ar
    String.raw`^\s?(?:tys\.|mln|mio\.|mrd|тыс|тис|млн|milyon|juta|triệu|lakh|crore|लाख|करोड़|ألف|مليون)`,
  ].join("|"),
  "u",
);

/** What "FCFA" means on a page whose country currency is `local`: XOF or XAF by the country, else
 *  unknown (a CFA franc with no country could be either). */
export const cfaFor = (local: string | null): string | null =>
  local === "XOF" || local === "XAF" ? local : null;

/** Every amount in `text` in order; `dollar` is what a bare "$" means (see dollarFor), `cfa` what
 *  "FCFA" means (see cfaFor). */
export function findMoney(text: string, dollar: string | null, cfa: string | null = null): MoneyMention[] {
  const out: MoneyMention[] = [];
  let struckDepth = 0;
  const n = text.length;
  let i = 0;
  while (i < n) {
    const ch = text[i]!;
    if (ch === STRIKE_OPEN) struckDepth++;
    else if (ch === STRIKE_CLOSE) struckDepth = Math.max(0, struckDepth - 1);
    if (!isDigit(text.charCodeAt(i))) {
      i++;
      continue;
    }
    const prev = i > 0 ? text[i - 1]! : " ";
    // "Rs.500": the point closes a sign, not a decimal ("1.5" and ".5" are skipped)
    const signPoint = prev === "." && i >= 2 && /[A-Za-z]/.test(text[i - 2]!);
    if (/[\d.,]/.test(prev) && !signPoint) {
      i++;
      continue;
    }
    // the number token: digits, and separators followed by a digit
    let j = i + 1;
    let spaced = false;
    while (j < n && j - i < MAX_NUMBER) {
      const c = text.charCodeAt(j);
      if (isDigit(c)) j++;
      else if ((c === 44 || c === 46) && j + 1 < n && isDigit(text.charCodeAt(j + 1))) j++;
      else if (
        (c === 32 || isNbsp(c)) &&
        j + 3 < n &&
        isDigit(text.charCodeAt(j + 1)) &&
        isDigit(text.charCodeAt(j + 2)) &&
        isDigit(text.charCodeAt(j + 3)) &&
        !(j + 4 < n && isDigit(text.charCodeAt(j + 4)))
      ) {
        if (c === 32) spaced = true;
        j += 4;
      } else break;
    }
    let token = text.slice(i, j);
    const prefix = prefixAt(text, i);
    let suffix = suffixAt(text, j);
    // a plain space groups thousands before a currency ("18 000 ₦") or after a sign that is not the
    // dollar's ("R1 450", "R150 000"), never before a percentage ("$47 100%") or after "$"
    const grouped = prefix !== null && prefix.code !== "$" && text[j] !== "%";
    if (spaced && suffix === null && !grouped) {
      const cut = token.indexOf(" ");
      j = i + cut;
      token = text.slice(i, j);
      suffix = suffixAt(text, j);
    }
    // "у 2015 р.": a Ukrainian year (рік), not roubles
    if (suffix?.sign === "р." && /^(?:19|20)\d\d$/.test(token)) suffix = null;
    const amount = parseAmount(token);
    // "$14.900 ARS": a code after the amount says which dollar (or peso) the sign is
    let sign = prefix?.code === "$" && suffix !== null ? suffix.code : (prefix?.code ?? suffix?.code ?? null);
    const last = out[out.length - 1];
    // "Rs. <del>450</del> 45": a bare number right after a struck price is the cut price, in its sign
    if (
      sign === null &&
      struckDepth === 0 &&
      text[j] !== "%" &&
      last?.struck === true &&
      last.currency !== null &&
      i - last.end <= 4 &&
      /^[\s\u00a0\uE001]*$/.test(text.slice(last.end, i))
    )
      sign = last.currency;
    if (amount !== null) {
      const currency = sign === "$" ? dollar : sign === "CFA" ? cfa : sign;
      const end = suffix?.end ?? j;
      out.push({
        amount,
        currency: sign === null ? null : currency,
        start: prefix?.start ?? i,
        end,
        struck: struckDepth > 0,
        scaled: SCALE.test(text.slice(j, j + 12)),
      });
      if (sign === "$" && currency === null) out[out.length - 1]!.currency = null;
    }
    i = j;
  }
  return out;
}
