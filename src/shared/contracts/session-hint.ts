// A readable cookie the server sets and clears together with the (HttpOnly) session cookie. It
// holds no secret; it only tells the browser a session may exist, so a guest's page load never
// sends a /api/auth/me that must answer 401. Kept free of zod so the app shell can import it.
export const SESSION_HINT_COOKIE = "hc_signed_in";
