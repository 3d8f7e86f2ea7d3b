// Reading an amount as a person types it on a form ("R899", "£97", "1.997,00 €", "USD 49") into
// an amount and its ISO 4217 currency (src/shared/domain/money.ts). Apart from money.ts so the
// screens that only show prices do not carry the sign table and the number reader. Linear: each
// check looks at the start or end of a string of at most MAX_INPUT characters.
import { COUNTRY_DOLLAR_SIGNS } from "./currency-signs";
import { DEFAULT_CURRENCY, fitsMinorUnits, isCurrencyCode, minorDigits } from "./money";

/** Signs written before or after the number, longest first where one starts another. */
const SIGNS: readonly (readonly [string, string])[] = [
  ...COUNTRY_DOLLAR_SIGNS,
  ["MX$", "MXN"],
  ["NT$", "TWD"],
  ["R$", "BRL"],
  ["CN¥", "CNY"],
  ["Rs.", "INR"],
  ["Rs", "INR"],
  ["₹", "INR"],
  ["€", "EUR"],
  ["£", "GBP"],
  ["₦", "NGN"],
  ["₵", "GHS"],
  ["₱", "PHP"],
  ["₩", "KRW"],
  ["₪", "ILS"],
  ["₫", "VND"],
  ["₺", "TRY"],
  ["₴", "UAH"],
  ["¥", "JPY"],
  ["￥", "JPY"],
  ["円", "JPY"],
  ["Kz", "AOA"],
  ["KSh", "KES"],
  ["zł", "PLN"],
  ["R", "ZAR"],
  ["$", "$"],
];

/** Currencies written "$": a bare "$" is the one chosen on the form when it is one of these. */
const DOLLAR_CURRENCIES = "USD CAD AUD NZD SGD HKD MXN TWD";

export type MoneyInput =
  | {
      ok: true;
      amount: number;
      currency: string;
      /** The text named the currency (a sign or a code), rather than the form's choice. */
      stated: boolean;
    }
  | { ok: false; error: string };

const MAX_INPUT = 40;

function currencyOfSign(sign: string, fallback: string): string {
  if (sign !== "$") return sign;
  return DOLLAR_CURRENCIES.includes(fallback) ? fallback : "USD";
}

/** The currency written at the start (or the end) of `text` and the rest, or null when none is. */
function takeCurrency(text: string, end: boolean): { currency: string; rest: string } | null {
  for (const [sign, currency] of SIGNS) {
    if (!(end ? text.endsWith(sign) : text.startsWith(sign))) continue;
    // "R" alone starts many codes and words: it is the rand only before a digit or a space.
    if (sign === "R" && (end || !/^R[\s\d]/.test(text))) continue;
    return { currency, rest: end ? text.slice(0, text.length - sign.length) : text.slice(sign.length) };
  }
  const code = end ? /[\s\d]([A-Za-z]{3})$/.exec(text) : /^([A-Za-z]{3})(?=[\s\d])/.exec(text);
  if (!code?.[1]) return null;
  const rest = end ? text.slice(0, text.length - 3) : text.slice(3);
  return { currency: code[1].toUpperCase(), rest };
}

/**
 * A number as people write it: "1,997.00", "1.997,00", "1 997", "19.99", "99,99", "1.997". A lone
 * separator followed by exactly three digits groups thousands (unless the number starts "0"); by
 * one, two or more than three, it is the decimal mark.
 */
export function parseAmount(text: string): number | null {
  const compact = text.replace(/[\s\u00a0\u202f\u2009']/g, "");
  if (!/^\d[\d.,]*$/.test(compact) || compact.length > 20) return null;
  const lastDot = compact.lastIndexOf(".");
  const lastComma = compact.lastIndexOf(",");
  let whole = compact;
  let fraction = "";
  if (lastDot >= 0 && lastComma >= 0) {
    const mark = Math.max(lastDot, lastComma);
    const group = mark === lastDot ? "," : ".";
    whole = compact.slice(0, mark);
    fraction = compact.slice(mark + 1);
    if (!groupedByThousands(whole, group)) return null;
    whole = whole.split(group).join("");
  } else if (lastDot >= 0 || lastComma >= 0) {
    const separator = lastDot >= 0 ? "." : ",";
    const parts = compact.split(separator);
    const last = parts[parts.length - 1] ?? "";
    if (parts.length > 2 || (last.length === 3 && parts[0] !== "0")) {
      if (!groupedByThousands(compact, separator)) return null;
      whole = parts.join("");
    } else {
      whole = parts[0] ?? "";
      fraction = last;
    }
  }
  if (whole === "" || !/^\d*$/.test(fraction)) return null;
  const value = Number(fraction === "" ? whole : `${whole}.${fraction}`);
  return Number.isFinite(value) ? value : null;
}

function groupedByThousands(text: string, separator: string): boolean {
  const parts = text.split(separator);
  return (
    (parts[0]?.length ?? 0) >= 1 &&
    (parts[0]?.length ?? 0) <= 3 &&
    parts.slice(1).every((part) => part.length === 3 && /^\d+$/.test(part))
  );
}

/**
 * An amount typed on a form: "R899", "£97", "€49", "A$199", "C$ 49", "₹4,999", "USD 49", "49 EUR",
 * "1,997.00", "1.997,00 €", "Free". With no currency written, `fallback` (the form's choice); a bare
 * "$" is `fallback` when that is a dollar, else US dollars.
 */
export function parseMoneyInput(input: string, chosen: string = DEFAULT_CURRENCY): MoneyInput {
  const text = input.trim();
  const fallback = isCurrencyCode(chosen) ? chosen : DEFAULT_CURRENCY;
  if (text === "") return { ok: false, error: "Enter a price (0 for a free course)." };
  if (text.length > MAX_INPUT) return { ok: false, error: "Enter just the price, such as R899 or £97." };
  if (/^free$/i.test(text)) return { ok: true, amount: 0, currency: fallback, stated: false };
  const before = takeCurrency(text, false);
  const after = before ? null : takeCurrency(text, true);
  const found = before ?? after;
  const currency = found ? currencyOfSign(found.currency, fallback) : fallback;
  const amount = parseAmount((found?.rest ?? text).trim());
  if (amount === null) {
    return {
      ok: false,
      error: "Enter the price as an amount, such as 49, 19.99, R899, £97 or 1.997,00 €.",
    };
  }
  if (!fitsMinorUnits(amount, currency)) {
    const digits = minorDigits(currency);
    return {
      ok: false,
      error:
        digits === 0
          ? `${currency} has no decimals: enter a whole amount.`
          : `${currency} has at most ${digits} decimals.`,
    };
  }
  return { ok: true, amount, currency, stated: found !== null };
}
