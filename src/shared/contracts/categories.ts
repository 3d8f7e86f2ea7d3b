// The category list's endpoint; the Category shape itself belongs to the catalogue (catalog.ts).
import { endpoint } from "../api/endpoint";
import { CategoryListResponse } from "./catalog";
import { categoryRoutes } from "./categories.routes";
import { ErrorResponse } from "./common";

export const listCategories = endpoint(categoryRoutes.list, {
  tags: ["catalogue"],
  summary: "Every category with its live course count, in tab-strip order",
  responses: { 200: CategoryListResponse, 429: ErrorResponse },
});

/** Every endpoint of the category list, keyed as in categories.routes.ts. */
export const categoryEndpoints = {
  list: listCategories,
};
