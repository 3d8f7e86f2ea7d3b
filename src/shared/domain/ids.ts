// Row ids are PostgreSQL `serial` integers: 1 to 2^31 - 1. Kept free of zod so the browser can use
// it without loading the contracts.
export const MAX_ROW_ID = 2_147_483_647;

/** A decimal id from a path segment ("42"), or null for anything else (including "042"). */
export function parseRowId(raw: string | undefined): number | null {
  if (raw === undefined || !/^[1-9][0-9]{0,9}$/.test(raw)) return null;
  const id = Number(raw);
  return id <= MAX_ROW_ID ? id : null;
}
