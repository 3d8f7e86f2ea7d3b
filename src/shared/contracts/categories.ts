// The category list's endpoint; the Category shape itself belongs to the catalogue (catalog.ts).
import { CategoryListResponse } from "./catalog";
import { categoryRoutes } from "./categories.routes";
import { endpointKind } from "./common";

const open = endpointKind({ tags: ["catalogue"], status: 200, errors: [429] });

/** Every endpoint of the category list, keyed as in categories.routes.ts. */
export const categoryEndpoints = {
  list: open(categoryRoutes.list, CategoryListResponse, {
    summary: "Every category with its live course count, in tab-strip order",
  }),
};
