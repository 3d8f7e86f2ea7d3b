// The editors' bodies: a new course's whole body, an edit's changed fields only, the shared schema's
// messages per field (as the form primitive shows them), and the server's 400 placed beside its field.
import { describe, expect, it } from "vitest";
import type { ZodType } from "zod";
import {
  type AdminCourse,
  type AdminCreator,
  CourseCreateBody,
  CourseUpdateBody,
  CreatorCreateBody,
  CreatorUpdateBody,
} from "../../../../../shared/contracts/editorial";
import { errorsOf } from "../../../../components/ui/contract-form";
import { HttpError } from "../../../../lib/api-client";
import { ONE_TIME_USD_TERMS } from "../../lib/one-time-terms.fixture";
import { formatAuditValue } from "./audit-format";
import {
  courseCreateInput,
  courseUpdateInput,
  courseValues,
  emptyCourseValues,
  priceCurrency,
} from "./course-form";
import { creatorCreateInput, creatorUpdateInput, creatorValues, emptyCreatorValues } from "./creator-form";
import { type Candidate, serverProblem } from "./desk-form";

/** What the form does with a candidate body: the contract's answer, the problems found before it
 * shown with the contract's own. */
function check<V extends object>(schema: ZodType, values: V, candidate: Candidate<V>) {
  if ("formError" in candidate) return { ok: false, formError: candidate.formError };
  const parsed = schema.safeParse(candidate.input);
  const names = Object.keys(values) as Extract<keyof V, string>[];
  const errors = {
    ...(parsed.success ? {} : errorsOf<V>(parsed.error.issues, names)),
    ...candidate.problems,
  };
  if (parsed.success && Object.keys(errors).length === 0) return { ok: true, body: parsed.data };
  return { ok: false, errors };
}
const createCourse = (values: ReturnType<typeof emptyCourseValues>) =>
  check(CourseCreateBody, values, courseCreateInput(values));
const updateCourse = (values: ReturnType<typeof emptyCourseValues>, before: AdminCourse) =>
  check(CourseUpdateBody, values, courseUpdateInput(values, before));

const filled = {
  ...emptyCourseValues("7"),
  title: "Spreadsheet Basics",
  description: "Eight lessons.",
  categorySlug: "coaching-consulting",
  price: "49.50",
  url: "https://shop.example.test/course",
  redFlags: "Fake timer\n\n  Guaranteed income  ",
};

const course = {
  id: 3,
  title: "Spreadsheet Basics",
  description: "Eight lessons.",
  creatorId: 7,
  categorySlug: "coaching-consulting",
  price: 49.5,
  ...ONE_TIME_USD_TERMS,
  originalUrl: "https://shop.example.test/course",
  affiliateUrl: null,
  level: "beginner",
  duration: 6.5,
  studentCount: 120,
  salesCopy: "",
  incomeClaims: null,
  actualStudentOutcomes: null,
  redFlags: [],
} as unknown as AdminCourse;

function httpError(status: number, error: string) {
  return new HttpError({
    message: error,
    status,
    statusText: "",
    url: "/x",
    data: { error },
    serverError: error,
    retryAfterSeconds: undefined,
  });
}

describe("course editor bodies", () => {
  it("builds a new course's body, leaving out what was not given", () => {
    const built = createCourse(filled);
    expect(built).toEqual({
      ok: true,
      body: {
        title: "Spreadsheet Basics",
        description: "Eight lessons.",
        creatorId: 7,
        categorySlug: "coaching-consulting",
        price: 49.5,
        currency: "USD",
        billing: "one-time",
        url: "https://shop.example.test/course",
        redFlags: ["Fake timer", "Guaranteed income"],
      },
    });
  });

  it("gives one message per field", () => {
    const built = createCourse({ ...emptyCourseValues(), url: "ftp://x", duration: "2.5", price: "abc" });
    expect(built.ok).toBe(false);
    expect(built.errors).toMatchObject({
      title: "Enter a title.",
      description: "Enter a description.",
      creatorId: "Choose the creator.",
      categorySlug: "Choose a category.",
      price: expect.stringMatching(/such as 49, 19\.99, R899/),
      url: expect.stringMatching(/web address/),
      duration: expect.stringMatching(/whole number/),
    });
  });

  it("reads a price as the page writes it, in the currency chosen", () => {
    const rand = createCourse({
      ...filled,
      price: "R899",
      currency: "ZAR",
      billing: "monthly",
      recurring: "true",
    });
    expect(rand).toMatchObject({
      ok: true,
      body: { price: 899, currency: "ZAR", billing: "monthly", recurring: true },
    });
    expect(createCourse({ ...filled, price: "1.997,00 €", currency: "EUR" })).toMatchObject({
      ok: true,
      body: { price: 1997, currency: "EUR" },
    });
    expect(createCourse({ ...filled, price: "R899" })).toMatchObject({
      ok: false,
      errors: { price: "This amount is in ZAR but the currency chosen is USD: change one of them." },
    });
    expect(createCourse({ ...filled, price: "¥1997.5", currency: "JPY" })).toMatchObject({
      ok: false,
      errors: { price: "JPY has no decimals: enter a whole amount." },
    });
    expect(
      createCourse({
        ...filled,
        price: "99",
        billing: "installments",
        installmentCount: "3",
        anchorPrice: "$397",
        refundKind: "conditional",
        refundDays: "30",
      }),
    ).toMatchObject({
      ok: true,
      body: {
        price: 99,
        billing: "installments",
        installmentCount: 3,
        anchorPrice: 397,
        refundKind: "conditional",
        refundDays: 30,
      },
    });
    expect(priceCurrency("£97", "USD")).toBe("GBP");
    expect(priceCurrency("97", "USD")).toBeNull();
  });

  it("sends only the changed fields of an edit, with the reason", () => {
    const values = { ...courseValues(course), price: "1997", reason: "Price raised on the sales page." };
    expect(updateCourse(values, course)).toEqual({
      ok: true,
      body: { price: 1997, reason: "Price raised on the sales page." },
    });
    expect(updateCourse(courseValues(course), course)).toMatchObject({
      ok: false,
      formError: expect.stringMatching(/Nothing/),
    });
    expect(updateCourse({ ...courseValues(course), title: "New", reason: "no" }, course)).toMatchObject({
      ok: false,
      errors: { reason: expect.stringMatching(/at least 5/) },
    });
  });

  it("says which line of a list is wrong, and checks whole numbers only where they are sent", () => {
    const values = { ...courseValues(course), redFlags: `Fake timer\n${"x".repeat(301)}` };
    expect(updateCourse(values, course)).toMatchObject({
      ok: false,
      errors: { redFlags: "Line 2: At most 300 characters." },
    });
    // The stored 6.5 hours are not sent again; typed anew, they must be whole.
    expect(updateCourse({ ...courseValues(course), title: "New" }, course)).toMatchObject({ ok: true });
    expect(updateCourse({ ...courseValues(course), duration: "7.5" }, course)).toMatchObject({
      ok: false,
      errors: { duration: expect.stringMatching(/whole number/) },
    });
  });
});

describe("creator editor bodies", () => {
  it("builds a new creator, leaving out what was not given", () => {
    const values = { ...emptyCreatorValues(), name: "Robin", specialties: "a\nb" };
    expect(check(CreatorCreateBody, values, creatorCreateInput(values))).toEqual({
      ok: true,
      body: { name: "Robin", specialties: ["a", "b"] },
    });
    const empty = emptyCreatorValues();
    expect(check(CreatorCreateBody, empty, creatorCreateInput(empty))).toMatchObject({
      ok: false,
      errors: { name: "Enter a name of at least 2 characters." },
    });
  });

  it("sends only the changed fields of an edit", () => {
    const creator = {
      name: "Robin",
      bio: "Old",
      background: "",
      website: null,
      avatarUrl: null,
      youtube: null,
      instagram: null,
      x: null,
      specialties: [],
      socialMediaPlatform: null,
      followerCount: 10,
    } as unknown as AdminCreator;
    const update = (values: ReturnType<typeof creatorValues>) =>
      check(CreatorUpdateBody, values, creatorUpdateInput(values, creator));
    expect(update({ ...creatorValues(creator), bio: "New" })).toEqual({ ok: true, body: { bio: "New" } });
    expect(update({ ...creatorValues(creator), website: "nope" })).toMatchObject({
      ok: false,
      errors: { website: expect.stringMatching(/web address/) },
    });
  });
});

describe("server errors", () => {
  it("names the field of a 400, none for anything else", () => {
    expect(serverProblem(httpError(400, "Unknown category."))).toEqual({
      field: "categorySlug",
      message: "Unknown category.",
    });
    expect(serverProblem(httpError(400, "Invalid body.url: bad"))).toEqual({
      field: "url",
      message: "Invalid body.url: bad",
    });
    expect(serverProblem(httpError(409, "This item is already archived."))).toEqual({
      message: "This item is already archived.",
    });
    expect(serverProblem(new Error("Network error"))).toEqual({ message: expect.stringMatching(/reached/) });
  });
});

describe("audit values", () => {
  it("reads prices in dollars, lists joined and nothing as (none)", () => {
    expect(formatAuditValue("priceCents", 4950)).toBe("$49.50");
    expect(formatAuditValue("priceCents", 89_900, "ZAR")).toBe("ZAR\u00a0899");
    expect(formatAuditValue("anchorPriceCents", 1997, "JPY")).toBe("¥1,997");
    expect(formatAuditValue("redFlags", ["a", "b"])).toBe("a, b");
    expect(formatAuditValue("affiliateUrl", null)).toBe("(none)");
    expect(formatAuditValue("isVerified", true)).toBe("yes");
  });
});
