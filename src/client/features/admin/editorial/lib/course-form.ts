// The course editor's values as typed (every field a string) and the request bodies built from
// them: the whole CourseCreateBody for a new course, only the changed fields (and the reason) for
// an edit. Both are checked with the shared schema before anything is sent.
import type { CourseLevel } from "../../../../../shared/contracts/catalog";
import {
  type AdminCourse,
  CourseCreateBody,
  CourseUpdateBody,
} from "../../../../../shared/contracts/editorial";
import { type FormErrors, issuesToErrors, lines, parseNumber } from "./form-errors";

export interface CourseFormValues {
  title: string;
  description: string;
  creatorId: string;
  categorySlug: string;
  price: string;
  url: string;
  affiliateUrl: string;
  level: CourseLevel | "";
  duration: string;
  studentCount: string;
  salesCopy: string;
  incomeClaims: string;
  actualStudentOutcomes: string;
  redFlags: string;
  reason: string;
}

export type CourseField = keyof CourseFormValues;

export const COURSE_FIELDS: readonly CourseField[] = [
  "title",
  "description",
  "creatorId",
  "categorySlug",
  "price",
  "url",
  "affiliateUrl",
  "level",
  "duration",
  "studentCount",
  "salesCopy",
  "incomeClaims",
  "actualStudentOutcomes",
  "redFlags",
  "reason",
];

export function emptyCourseValues(creatorId = ""): CourseFormValues {
  return {
    title: "",
    description: "",
    creatorId,
    categorySlug: "",
    price: "",
    url: "",
    affiliateUrl: "",
    level: "",
    duration: "",
    studentCount: "",
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
    price: String(course.price),
    url: course.originalUrl,
    affiliateUrl: course.affiliateUrl ?? "",
    level: course.level,
    duration: String(course.duration),
    studentCount: String(course.studentCount),
    salesCopy: course.salesCopy,
    incomeClaims: course.incomeClaims ?? "",
    actualStudentOutcomes: course.actualStudentOutcomes ?? "",
    redFlags: course.redFlags.join("\n"),
    reason: "",
  };
}

type Built<T> = { ok: true; body: T } | { ok: false; errors: FormErrors };

/** Every field as the body names it; numbers that do not parse are errors of their own. */
function fieldsOf(values: CourseFormValues): { fields: Record<string, unknown>; errors: FormErrors } {
  const errors: FormErrors = {};
  const price = parseNumber(values.price);
  // Whole numbers are checked where they are sent (integerErrors): a course stored with 6.5 hours
  // can still be edited without touching them.
  const duration = parseNumber(values.duration);
  const studentCount = parseNumber(values.studentCount);
  const creatorId = parseNumber(values.creatorId, { integer: true });
  if (price === undefined) errors.price = "Enter a price in dollars (0 for a free course).";
  else if (price === "invalid") errors.price = "Enter the price as a number of dollars, such as 49 or 19.99.";
  if (duration === "invalid") errors.duration = "Enter the length as a whole number of hours.";
  if (studentCount === "invalid") errors.studentCount = "Enter the number of students as a whole number.";
  if (creatorId === undefined || creatorId === "invalid") errors.creatorId = "Choose the creator.";
  if (values.categorySlug === "") errors.categorySlug = "Choose a category.";
  const number = (value: number | undefined | "invalid") => (typeof value === "number" ? value : undefined);
  return {
    errors,
    fields: {
      title: values.title.trim(),
      description: values.description.trim(),
      creatorId: number(creatorId),
      categorySlug: values.categorySlug,
      price: number(price),
      url: values.url.trim(),
      affiliateUrl: values.affiliateUrl.trim() === "" ? null : values.affiliateUrl.trim(),
      level: values.level === "" ? undefined : values.level,
      duration: number(duration),
      studentCount: number(studentCount),
      salesCopy: values.salesCopy.trim(),
      incomeClaims: values.incomeClaims.trim() === "" ? null : values.incomeClaims.trim(),
      actualStudentOutcomes:
        values.actualStudentOutcomes.trim() === "" ? null : values.actualStudentOutcomes.trim(),
      redFlags: lines(values.redFlags),
    },
  };
}

const WHOLE_NUMBERS = {
  duration: "Enter the length as a whole number of hours.",
  studentCount: "Enter the number of students as a whole number.",
} as const;

function integerErrors(body: Record<string, unknown>): FormErrors {
  const errors: FormErrors = {};
  for (const [key, message] of Object.entries(WHOLE_NUMBERS)) {
    const value = body[key];
    if (typeof value === "number" && !Number.isInteger(value)) errors[key] = message;
  }
  return errors;
}

function withoutUndefined(fields: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(fields).filter(([, value]) => value !== undefined));
}

export function buildCreateBody(values: CourseFormValues): Built<CourseCreateBody> {
  const { fields, errors } = fieldsOf(values);
  const body = withoutUndefined({
    ...fields,
    // A new course leaves out what was not given: the server's defaults apply.
    affiliateUrl: fields.affiliateUrl ?? undefined,
    salesCopy: fields.salesCopy === "" ? undefined : fields.salesCopy,
    incomeClaims: fields.incomeClaims ?? undefined,
    actualStudentOutcomes: fields.actualStudentOutcomes ?? undefined,
  });
  const parsed = CourseCreateBody.safeParse(body);
  const all = {
    ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)),
    ...integerErrors(body),
    ...errors,
  };
  if (Object.keys(all).length > 0) return { ok: false, errors: all };
  return { ok: true, body: parsed.data as CourseCreateBody };
}

/** The fields that differ from the course as loaded, with the reason when one was given. */
export function buildUpdateBody(values: CourseFormValues, course: AdminCourse): Built<CourseUpdateBody> {
  const { fields, errors } = fieldsOf(values);
  if (values.duration.trim() === "") errors.duration = "Enter the length in hours (0 when not stated).";
  if (values.studentCount.trim() === "")
    errors.studentCount = "Enter the number of students (0 when not stated).";
  if (Object.keys(errors).length > 0) return { ok: false, errors };
  const before = fieldsOf(courseValues(course)).fields;
  const changed = withoutUndefined(
    Object.fromEntries(
      Object.entries(fields).filter(([key, value]) => JSON.stringify(value) !== JSON.stringify(before[key])),
    ),
  );
  if (Object.keys(changed).length === 0) {
    return { ok: false, errors: { form: "Nothing has changed: edit a field before saving." } };
  }
  const reason = values.reason.trim();
  const parsed = CourseUpdateBody.safeParse({ ...changed, ...(reason ? { reason } : {}) });
  const all = { ...(parsed.success ? {} : issuesToErrors(parsed.error.issues)), ...integerErrors(changed) };
  if (!parsed.success || Object.keys(all).length > 0) return { ok: false, errors: all };
  return { ok: true, body: parsed.data };
}
