// The course editor's values as typed (every field a string) and the request bodies built from
// them: the whole CourseCreateBody for a new course, only the changed fields (and the reason) for
// an edit. The form checks them with the shared contract before anything is sent.
import type { CourseLevel } from "../../../../../shared/contracts/catalog";
import type { AdminCourse } from "../../../../../shared/contracts/editorial";
import type { FieldErrors } from "../../../../form/contract-form";
import { type Candidate, editInput, lines, newItemInput, orNull, parseNumber } from "./desk-form";

/** In the order of the page: the first field with a problem is focused. */
export interface CourseFormValues {
  title: string;
  description: string;
  creatorId: string;
  categorySlug: string;
  level: CourseLevel | "";
  price: string;
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

/** Every field as the body names it; numbers that do not parse are problems of their own. */
function fieldsOf(values: CourseFormValues): { fields: Record<string, unknown>; problems: Problems } {
  const problems: Problems = {};
  const price = parseNumber(values.price);
  // Whole numbers are checked where they are sent (wholeNumberProblems): a course stored with 6.5
  // hours can still be edited without touching them.
  const duration = parseNumber(values.duration);
  const studentCount = parseNumber(values.studentCount);
  const creatorId = parseNumber(values.creatorId, { integer: true });
  if (price === undefined) problems.price = "Enter a price in dollars (0 for a free course).";
  else if (price === "invalid")
    problems.price = "Enter the price as a number of dollars, such as 49 or 19.99.";
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
      price: number(price),
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
