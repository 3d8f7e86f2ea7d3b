// The member's submission tells a new course (201) from one already in the catalogue (200), and
// a refusal arrives as an HttpError with the server's words and its Retry-After.
import { afterEach, describe, expect, it } from "vitest";
import type { CourseSummary } from "../../../shared/contracts/catalog";
import { submissionRoutes } from "../../../shared/contracts/submissions.routes";
import { type HttpError, setApiTransport } from "../api-client";
import { submitCourse } from "./submissions";

const course: CourseSummary = {
  id: 7,
  title: "Ledger Basics",
  description: "Books for freelancers.",
  instructorName: "Harper Quill",
  creatorId: 3,
  creatorSlug: "harper-quill",
  categoryName: "Freelancing",
  categorySlug: "freelancing",
  isVerified: false,
  averageRating: null,
  reviewCount: 0,
  studentCount: 0,
  level: "beginner",
  duration: 0,
  price: 149,
  currency: "USD",
  billing: "one-time",
  installmentCount: null,
  priceKnown: true,
  url: "https://example.test/ledger",
  affiliateUrl: null,
  originalUrl: "https://example.test/ledger",
  trustScore: 44,
  creatorVerificationStatus: "unverified",
  editorialStatus: "unreviewed",
};

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  const sent: { url: string; init: RequestInit }[] = [];
  setApiTransport(async (url, init) => {
    sent.push({ url, init });
    return new Response(JSON.stringify(body), {
      status,
      headers: { "content-type": "application/json", ...headers },
    });
  });
  return sent;
}

afterEach(() => setApiTransport((url, init) => fetch(url, init)));

describe("submitCourse", () => {
  it("says created for 201 and known for 200, posting the body to the routes table's path", async () => {
    const sent = answer(201, { course });
    await expect(submitCourse({ url: course.originalUrl })).resolves.toEqual({ course, created: true });
    expect(sent[0]).toMatchObject({ url: submissionRoutes.submit.path, init: { method: "POST" } });
    expect(JSON.parse(String(sent[0]?.init.body))).toEqual({ url: course.originalUrl });

    answer(200, { course });
    await expect(submitCourse({ url: course.originalUrl })).resolves.toEqual({ course, created: false });
  });

  it("rejects with the server's message and Retry-After on 429", async () => {
    answer(429, { error: "You can submit at most 10 courses a day." }, { "Retry-After": "3600" });
    const error = (await submitCourse({ url: course.originalUrl }, { expectedStatuses: [429] }).catch(
      (e: unknown) => e,
    )) as HttpError;
    expect(error.status).toBe(429);
    expect(error.serverMessage).toBe("You can submit at most 10 courses a day.");
    expect(error.retryAfterSeconds).toBe(3600);
  });
});
