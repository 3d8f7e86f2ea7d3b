// The course editor's values as typed (every field a string) and the request bodies built from
// them: the whole CourseCreateBody for a new course, only the changed fields (and the reason) for
// an edit. The form checks them with the shared contract before anything is sent. A price is typed
// as people write it ("R899", "£97", "1.997,00 €") and read by the shared money rules
// (src/shared/domain/money.ts): a currency written with it must match the one chosen.
import type { CourseLevel } from "../../../../../shared/contracts/catalog";
import type { AdminCourse, CourseDraft } from "../../../../../shared/contracts/editorial";
import { type Billing, DEFAULT_CURRENCY, type RefundKind } from "../../../../../shared/domain/money";
import { parseMoneyInput } from "../../../../../shared/domain/money-input";
import type { FieldErrors } from "../../../../components/ui/contract-form";
import { type Candidate, editInput, lines, newItemInput, orNull, parseNumber } from "./desk-form";

/** In the order of the page: the first field with a problem is focused. */
export interface CourseFormValues {
  title: string;
  description: string;
  creatorId: string;
  categorySlug: string;
  level: CourseLevel | "";
  price: string;
  /** ISO 4217 code. */
  currency: string;
  billing: Billing;
  installmentCount: string;
  anchorPrice: string;
  refundKind: RefundKind | "";
  refundDays: string;
  /** "true", "false", or "" (a new course: not stated, stored as false). */
  recurring: "" | "true" | "false";
  duration: string;
  studentCount: string;
  url: string;
  affiliateUrl: string;
  salesCopy: string;
  incomeClaims: string;
  actualStudentOutcomes: string;
  redFlags: string;
  reason: string;
}

type Problems = FieldErrors<CourseFormValues>;

export function emptyCourseValues(creatorId = ""): CourseFormValues {
  return {
    title: "",
    description: "",
    creatorId,
    categorySlug: "",
    level: "",
    price: "",
    currency: DEFAULT_CURRENCY,
    billing: "one-time",
    installmentCount: "",
    anchorPrice: "",
    refundKind: "",
    refundDays: "",
    recurring: "",
    duration: "",
    studentCount: "",
    url: "",
    affiliateUrl: "",
    salesCopy: "",
    incomeClaims: "",
    actualStudentOutcomes: "",
    redFlags: "",
    reason: "",
  };
}

export function courseValues(course: AdminCourse): CourseFormValues {
  return {
    title: course.title,
    description: course.description,
    creatorId: String(course.creatorId),
    categorySlug: course.categorySlug,
    level: course.level,
    price: String(course.price),
    currency: course.currency,
    billing: course.billing,
    installmentCount: course.installmentCount === null ? "" : String(course.installmentCount),
    anchorPrice: course.anchorPrice === null ? "" : String(course.anchorPrice),
    refundKind: course.refund?.kind ?? "",
    refundDays: course.refund?.days == null ? "" : String(course.refund.days),
    recurring: course.recurring ? "true" : "false",
    duration: String(course.duration),
    studentCount: String(course.studentCount),
    url: course.originalUrl,
    affiliateUrl: course.affiliateUrl ?? "",
    salesCopy: course.salesCopy,
    incomeClaims: course.incomeClaims ?? "",
    actualStudentOutcomes: course.actualStudentOutcomes ?? "",
    redFlags: course.redFlags.join("\n"),
    reason: "",
  };
}

/**
 * An amount typed in the form ("R899", "£97", "49.50"): the number, or null with the problem noted
 * under `field`. A currency written with it must be the one chosen (the price field sets the
 * choice as it is left: priceCurrency).
 */
function moneyOf(
  text: string,
  currency: string,
  field: "price" | "anchorPrice",
  problems: Problems,
): number | null {
  const read = parseMoneyInput(text, currency);
  if (!read.ok) {
    problems[field] = read.error;
    return null;
  }
  if (read.currency !== currency) {
    problems[field] =
      `This amount is in ${read.currency} but the currency chosen is ${currency}: change one of them.`;
    return null;
  }
  return read.amount;
}

/** The currency a typed price names ("R899" -> "ZAR"), for the currency field; null when it names none. */
export function priceCurrency(text: string, chosen: string): string | null {
  const read = parseMoneyInput(text, chosen);
  return read.ok && read.stated ? read.currency : null;
}

/** The form's values from a draft read from the course's page, over what was typed. */
export function draftValues(draft: CourseDraft, current: CourseFormValues): CourseFormValues {
  const text = (value: number | string | null | undefined, fallback: string) =>
    value === null || value === undefined ? fallback : String(value);
  return {
    ...current,
    title: draft.title ?? current.title,
    description: draft.description ?? current.description,
    creatorId: draft.creator ? String(draft.creator.id) : current.creatorId,
    categorySlug: draft.categorySlug ?? current.categorySlug,
    price: text(draft.price, current.price),
    currency: draft.currency ?? current.currency,
    billing: draft.billing ?? current.billing,
    installmentCount: text(draft.installmentCount, current.installmentCount),
    anchorPrice: text(draft.anchorPrice, current.anchorPrice),
    refundKind: draft.refundKind ?? current.refundKind,
    refundDays: text(draft.refundDays, current.refundDays),
    recurring: draft.recurring === null ? current.recurring : draft.recurring ? "true" : "false",
    url: draft.url,
    salesCopy: draft.salesCopy || current.salesCopy,
  };
}

/** Every field as the body names it; numbers that do not parse are problems of their own. */
function fieldsOf(values: CourseFormValues): { fields: Record<string, unknown>; problems: Problems } {
  const problems: Problems = {};
  const price = moneyOf(values.price, values.currency, "price", problems);
  const anchorPrice =
    values.anchorPrice.trim() === ""
      ? null
      : moneyOf(values.anchorPrice, values.currency, "anchorPrice", problems);
  const installmentCount = parseNumber(values.installmentCount, { integer: true });
  const refundDays = parseNumber(values.refundDays, { integer: true });
  if (installmentCount === "invalid") problems.installmentCount = "Enter the number of payments, such as 3.";
  if (refundDays === "invalid") problems.refundDays = "Enter the refund period as a whole number of days.";
  // Whole numbers are checked where they are sent (wholeNumberProblems): a course stored with 6.5
  // hours can still be edited without touching them.
  const duration = parseNumber(values.duration);
  const studentCount = parseNumber(values.studentCount);
  const creatorId = parseNumber(values.creatorId, { integer: true });
  if (duration === "invalid") problems.duration = WHOLE_NUMBERS.duration;
  if (studentCount === "invalid") problems.studentCount = WHOLE_NUMBERS.studentCount;
  if (creatorId === undefined || creatorId === "invalid") problems.creatorId = "Choose the creator.";
  if (values.categorySlug === "") problems.categorySlug = "Choose a category.";
  const number = (value: number | undefined | "invalid") => (typeof value === "number" ? value : undefined);
  return {
    problems,
    fields: {
      title: values.title.trim(),
      description: values.description.trim(),
      creatorId: number(creatorId),
      categorySlug: values.categorySlug,
      level: values.level === "" ? undefined : values.level,
      price: price ?? undefined,
      currency: values.currency,
      billing: values.billing,
      installmentCount: values.billing === "installments" ? (number(installmentCount) ?? null) : null,
      anchorPrice: anchorPrice ?? null,
      refundKind: values.refundKind === "" ? null : values.refundKind,
      refundDays:
        values.refundKind === "" || values.refundKind === "none" ? null : (number(refundDays) ?? null),
      recurring: values.recurring === "" ? undefined : values.recurring === "true",
      duration: number(duration),
      studentCount: number(studentCount),
      url: values.url.trim(),
      affiliateUrl: orNull(values.affiliateUrl),
      salesCopy: values.salesCopy.trim(),
      incomeClaims: orNull(values.incomeClaims),
      actualStudentOutcomes: orNull(values.actualStudentOutcomes),
      redFlags: lines(values.redFlags),
    },
  };
}

const WHOLE_NUMBERS = {
  duration: "Enter the length as a whole number of hours.",
  studentCount: "Enter the number of students as a whole number.",
} as const;

/** Whole numbers that are sent: all of a new course's, an edit's when they differ from `before`. */
function wholeNumberProblems(
  fields: Record<string, unknown>,
  before: Record<string, unknown> = {},
): Problems {
  const problems: Problems = {};
  for (const [key, message] of Object.entries(WHOLE_NUMBERS)) {
    const value = fields[key];
    if (typeof value === "number" && !Number.isInteger(value) && value !== before[key])
      problems[key as keyof Problems] = message;
  }
  return problems;
}

/** A new course's body (CourseCreateBody), to check with the contract. */
export function courseCreateInput(values: CourseFormValues): Candidate<CourseFormValues> {
  const { fields, problems } = fieldsOf(values);
  return newItemInput(fields, ["title", "description", "url"], {
    ...wholeNumberProblems(fields),
    ...problems,
  });
}

/** An edit's body (CourseUpdateBody): the fields that differ from the course as loaded. */
export function courseUpdateInput(
  values: CourseFormValues,
  course: AdminCourse,
): Candidate<CourseFormValues> {
  const { fields, problems } = fieldsOf(values);
  if (values.duration.trim() === "") problems.duration = "Enter the length in hours (0 when not stated).";
  if (values.studentCount.trim() === "")
    problems.studentCount = "Enter the number of students (0 when not stated).";
  const before = fieldsOf(courseValues(course)).fields;
  return editInput(fields, before, values.reason, { ...wholeNumberProblems(fields, before), ...problems });
}
