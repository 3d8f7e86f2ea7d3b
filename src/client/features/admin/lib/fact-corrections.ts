// The queue's fact corrections: the form's text values from a submission's course (a fact the page
// does not state is an empty field), and back again as the corrections Accept sends: only what the
// admin changed, an emptied field as "not stated" (null), amounts read as people type them (R899,
// £97, 1.997,00 €), each problem under its field. The contract's FactCorrections checks the result,
// as the server does.
import {
  type AdminSubmission,
  type FactCorrections,
  FactCorrections as FactCorrectionsSchema,
  SUBMISSION_MESSAGES,
} from "../../../../shared/contracts/submissions";
import type { Billing, RefundKind } from "../../../../shared/domain/money";
import { parseMoneyInput } from "../../../../shared/domain/money-input";

export interface FactFormValues {
  title: string;
  seller: string;
  /** The price's amount; empty: not stated on the page. */
  amount: string;
  currency: string;
  billing: Billing;
  installmentCount: string;
  /** The anchor's amount, in the price's currency; empty: none stated. */
  anchor: string;
  /** Empty: the page states no refund terms. */
  refundKind: RefundKind | "";
  refundDays: string;
  /** Empty: the page gives no sign either way. */
  recurring: "" | "yes" | "no";
}

export type FactField = keyof FactFormValues;
export type FactProblems = Partial<Record<FactField, string>>;

type Course = AdminSubmission["course"];

const numberText = (value: number | null | undefined) =>
  value === null || value === undefined ? "" : String(value);

export function initialFactValues(course: Course): FactFormValues {
  const recurringKnown = course.facts === null || course.facts.recurring !== null;
  return {
    title: course.title,
    seller: course.facts?.seller?.name ?? "",
    amount: course.priceKnown ? String(course.price) : "",
    currency: course.currency,
    billing: course.priceKnown ? course.billing : "one-time",
    installmentCount: numberText(course.installmentCount),
    anchor: numberText(course.anchorPrice),
    refundKind: course.refund?.kind ?? "",
    refundDays: numberText(course.refund?.days),
    recurring: recurringKnown ? (course.recurring ? "yes" : "no") : "",
  };
}

/** The contract's issue paths as the form's fields. */
function fieldOf(path: readonly PropertyKey[]): FactField | null {
  const [first, second] = path;
  if (first === "title" || first === "seller" || first === "recurring") return first;
  if (first === "anchorPrice") return "anchor";
  if (first === "refund") return second === "days" ? "refundDays" : "refundKind";
  if (first === "price") {
    if (second === "currency" || second === "billing" || second === "installmentCount") return second;
    return "amount";
  }
  return null;
}

/** The field a server's refusal of a correction belongs to, or null. */
export function fieldOfMessage(message: string): FactField | null {
  if (message === SUBMISSION_MESSAGES.anchorWithoutPrice || message === SUBMISSION_MESSAGES.anchorCurrency)
    return "anchor";
  return null;
}

const WHOLE = /^\d{1,4}$/;

/**
 * What the admin changed, as Accept's corrections (undefined when nothing changed), or the problems
 * to show under the fields.
 */
export function correctionsOf(
  initial: FactFormValues,
  values: FactFormValues,
): { corrections?: FactCorrections; problems: FactProblems } {
  const problems: FactProblems = {};
  const out: Record<string, unknown> = {};
  const changed = (...fields: FactField[]) =>
    fields.some((field) => values[field].trim() !== initial[field].trim());

  if (changed("title")) out.title = values.title.trim();
  if (changed("seller") && values.seller.trim() !== "") out.seller = values.seller.trim();

  const priceChanged = changed("amount", "currency", "billing", "installmentCount");
  let currency = values.currency;
  if (priceChanged) {
    if (values.billing === "free") {
      out.price = { amount: 0, currency, billing: "free" };
    } else if (values.amount.trim() === "") {
      out.price = null;
    } else {
      const read = parseMoneyInput(values.amount, values.currency);
      if (!read.ok) problems.amount = read.error;
      else {
        currency = read.currency;
        const count = values.installmentCount.trim();
        let installmentCount: number | null = null;
        if (values.billing === "installments" && count !== "") {
          if (WHOLE.test(count)) installmentCount = Number(count);
          else problems.installmentCount = "Enter the number of instalments as a whole number.";
        }
        out.price = {
          amount: read.amount,
          currency,
          billing: values.billing,
          ...(values.billing === "installments" ? { installmentCount } : {}),
        };
      }
    }
  }
  // The anchor is in the price's currency: sent again whenever the price is.
  if (changed("anchor") || (priceChanged && currency !== initial.currency)) {
    if (values.anchor.trim() === "") out.anchorPrice = null;
    else {
      const read = parseMoneyInput(values.anchor, currency);
      if (!read.ok) problems.anchor = read.error;
      else if (read.stated && read.currency !== currency)
        problems.anchor = `The anchor price is in the price's currency (${currency}).`;
      else out.anchorPrice = read.amount;
    }
  }
  if (changed("refundKind", "refundDays")) {
    const days = values.refundDays.trim();
    if (values.refundKind === "") out.refund = null;
    else if (values.refundKind === "none") out.refund = { days: null, kind: "none" };
    else if (days !== "" && !WHOLE.test(days)) problems.refundDays = "Enter the days as a whole number.";
    else out.refund = { days: days === "" ? null : Number(days), kind: values.refundKind };
  }
  if (changed("recurring")) out.recurring = values.recurring === "" ? null : values.recurring === "yes";

  if (Object.values(problems).some(Boolean)) return { problems };
  if (Object.keys(out).length === 0) return { problems };
  const parsed = FactCorrectionsSchema.safeParse(out);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = fieldOf(issue.path);
      if (field) problems[field] ??= issue.message;
    }
    return { problems };
  }
  return { corrections: parsed.data, problems };
}
