// Set-up shared by the right-of-reply and disputes specs: a creator and a course of their own, made
// through the admin calls, and a published review of it by a new member (approved by the admin), so
// each run works on items no other test touches.
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { createUser, expect, test } from "./fixtures";

export interface ReviewedCourse {
  creatorId: number;
  creatorName: string;
  courseId: number;
  courseTitle: string;
  reviewId: number;
  reviewText: string;
}

/** A request context of its own, signed in as the demo admin. */
async function adminApi(): Promise<APIRequestContext> {
  const baseURL = test.info().project.use.baseURL;
  const api = await playwrightRequest.newContext({ baseURL });
  const login = await api.get("/api/auth/test-login?role=admin&plan=free&next=/");
  expect(login.ok()).toBe(true);
  return api;
}

/** A fictional creator and a course of theirs at `url`, made through the admin calls of `admin`. */
export async function createFictionalCourse(
  admin: APIRequestContext,
  {
    creatorName,
    courseTitle,
    price,
    url,
  }: { creatorName: string; courseTitle: string; price: number; url: string },
): Promise<{ creatorId: number; courseId: number }> {
  const creator = await admin.post("/api/admin/creators", {
    data: { name: creatorName, bio: "A fictional creator made by a browser test." },
  });
  expect(creator.status(), await creator.text()).toBe(201);
  const creatorId = ((await creator.json()) as { id: number }).id;
  const course = await admin.post("/api/admin/courses", {
    data: {
      title: courseTitle,
      description: "A fictional course made by a browser test.",
      creatorId,
      categorySlug: "affiliate-marketing",
      price,
      url,
    },
  });
  expect(course.status(), await course.text()).toBe(201);
  return { creatorId, courseId: ((await course.json()) as { id: number }).id };
}

export async function reviewedCourse(label: string): Promise<ReviewedCourse> {
  const admin = await adminApi();
  const stamp = `${Date.now()}-${test.info().workerIndex}`;
  const creatorName = `Fictional ${label} Creator ${stamp}`;
  const courseTitle = `Fictional ${label} Course ${stamp}`;
  const { creatorId, courseId } = await createFictionalCourse(admin, {
    creatorName,
    courseTitle,
    price: 199,
    url: `https://example.test/${label.toLowerCase()}-${stamp}`,
  });

  const baseURL = test.info().project.use.baseURL;
  const reviewer = await playwrightRequest.newContext({ baseURL });
  await createUser(reviewer, "reviewer");
  const reviewText = `The modules were recorded years ago and the promised coaching calls never happened (${stamp}).`;
  const review = await reviewer.post("/api/reviews", { data: { courseId, rating: 2, text: reviewText } });
  expect(review.status(), await review.text()).toBe(201);
  const reviewId = ((await review.json()) as { review: { id: number } }).review.id;
  await reviewer.dispose();
  const approved = await admin.post(`/api/reviews/${reviewId}/approve`, { data: {} });
  expect(approved.ok(), await approved.text()).toBe(true);
  await admin.dispose();
  return { creatorId, creatorName, courseId, courseTitle, reviewId, reviewText };
}
