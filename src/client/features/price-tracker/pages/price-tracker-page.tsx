// Not built yet (issue 5): the 404 screen, as before the route existed.
export { NotFoundPage as PriceTrackerPage } from "../../not-found/pages/not-found-page";
