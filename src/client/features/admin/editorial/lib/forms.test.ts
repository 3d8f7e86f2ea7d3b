// The editors' bodies: a new course's whole body, an edit's changed fields only, the shared schema's
// messages per field, and the server's 400 placed beside its field.
import { describe, expect, it } from "vitest";
import type { AdminCourse, AdminCreator } from "../../../../../shared/contracts/editorial";
import { HttpError } from "../../../../lib/api-client";
import { formatAuditValue } from "./audit-format";
import { buildCreateBody, buildUpdateBody, courseValues, emptyCourseValues } from "./course-form";
import {
  buildCreatorCreateBody,
  buildCreatorUpdateBody,
  creatorValues,
  emptyCreatorValues,
} from "./creator-form";
import { serverErrors } from "./form-errors";

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
    const built = buildCreateBody(filled);
    expect(built).toEqual({
      ok: true,
      body: {
        title: "Spreadsheet Basics",
        description: "Eight lessons.",
        creatorId: 7,
        categorySlug: "coaching-consulting",
        price: 49.5,
        url: "https://shop.example.test/course",
        redFlags: ["Fake timer", "Guaranteed income"],
      },
    });
  });

  it("gives one message per field", () => {
    const built = buildCreateBody({ ...emptyCourseValues(), url: "ftp://x", duration: "2.5", price: "abc" });
    expect(built.ok).toBe(false);
    if (built.ok) return;
    expect(built.errors).toMatchObject({
      title: "Enter a title.",
      description: "Enter a description.",
      creatorId: "Choose the creator.",
      categorySlug: "Choose a category.",
      price: expect.stringMatching(/number of dollars/),
      url: expect.stringMatching(/web address/),
      duration: expect.stringMatching(/whole number/),
    });
  });

  it("sends only the changed fields of an edit, with the reason", () => {
    const values = { ...courseValues(course), price: "1997", reason: "Price raised on the sales page." };
    expect(buildUpdateBody(values, course)).toEqual({
      ok: true,
      body: { price: 1997, reason: "Price raised on the sales page." },
    });
    expect(buildUpdateBody(courseValues(course), course)).toMatchObject({
      ok: false,
      errors: { form: /Nothing/ },
    });
    expect(buildUpdateBody({ ...courseValues(course), title: "New", reason: "no" }, course)).toMatchObject({
      ok: false,
      errors: { reason: expect.stringMatching(/at least 5/) },
    });
  });
});

describe("creator editor bodies", () => {
  it("builds a new creator, leaving out what was not given", () => {
    const values = { ...emptyCreatorValues(), name: "Robin", specialties: "a\nb" };
    expect(buildCreatorCreateBody(values)).toEqual({
      ok: true,
      body: { name: "Robin", specialties: ["a", "b"] },
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
    expect(buildCreatorUpdateBody({ ...creatorValues(creator), bio: "New" }, creator)).toEqual({
      ok: true,
      body: { bio: "New" },
    });
    expect(buildCreatorUpdateBody({ ...creatorValues(creator), website: "nope" }, creator)).toMatchObject({
      ok: false,
      errors: { website: expect.stringMatching(/web address/) },
    });
  });
});

describe("server errors", () => {
  it("puts a 400 beside its field when the form has it, anything else on top", () => {
    expect(serverErrors(httpError(400, "Unknown category."), ["categorySlug"])).toEqual({
      categorySlug: "Unknown category.",
    });
    expect(serverErrors(httpError(400, "Invalid body.url: bad"), ["url"])).toEqual({
      url: "Invalid body.url: bad",
    });
    expect(serverErrors(httpError(409, "This item is already archived."), ["reason"])).toEqual({
      form: "This item is already archived.",
    });
    expect(serverErrors(new Error("Network error"), [])).toMatchObject({ form: /could not be reached/ });
  });
});

describe("audit values", () => {
  it("reads prices in dollars, lists joined and nothing as (none)", () => {
    expect(formatAuditValue("priceCents", 4950)).toBe("$49.50");
    expect(formatAuditValue("redFlags", ["a", "b"])).toBe("a, b");
    expect(formatAuditValue("affiliateUrl", null)).toBe("(none)");
    expect(formatAuditValue("isVerified", true)).toBe("yes");
  });
});
