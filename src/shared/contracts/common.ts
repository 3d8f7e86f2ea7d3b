import { z } from "zod";
import { endpoint } from "../api/endpoint";
import type { Route } from "../api/route";
import { MAX_ROW_ID } from "../domain/ids";

/** Every API error, whatever the status: `{ "error": "message" }` (ARCHITECTURE.md). */
export const ErrorResponse = z.object({ error: z.string() }).meta({ id: "Error" });
export type ErrorBody = z.infer<typeof ErrorResponse>;

export const OkResponse = z.object({ ok: z.literal(true) });

/** Done, with a sentence to show the person: `{ ok: true, message }`. */
export const OkMessageResponse = OkResponse.extend({ message: z.string() });

/**
 * The error body under each of `statuses`, to spread into an endpoint's responses:
 * `{ 200: Thing, ...errorResponses(400, 401, 403) }`.
 */
export function errorResponses<const S extends number>(...statuses: S[]): Record<S, typeof ErrorResponse> {
  return Object.fromEntries(statuses.map((status) => [status, ErrorResponse])) as Record<
    S,
    typeof ErrorResponse
  >;
}

/** A query or form value of only spaces counts as not given (so a schema's default applies). */
export const blankToUndefined = (value: unknown) =>
  typeof value === "string" && value.trim() === "" ? undefined : value;

/** A query value where blank means "not given": `schema` then sees undefined (and its default). */
export const blankAsMissing = <S extends z.ZodType>(schema: S) => z.preprocess(blankToUndefined, schema);

/** A query or form value that is the empty string counts as not given; spaces stay (and are checked). */
export const emptyToUndefined = (value: unknown) => (value === "" ? undefined : value);

/** A query value where only "" means "not given": `schema` then sees undefined (and its default). */
export const emptyAsMissing = <S extends z.ZodType>(schema: S) => z.preprocess(emptyToUndefined, schema);

/** Optional search text from a query string: trimmed, blank means no search, at most `max` characters. */
export function searchText(max: number) {
  return z.preprocess(
    (v) => (typeof v === "string" ? v.trim() || undefined : v),
    z.string().max(max, `Search text must be at most ${max} characters.`).optional(),
  );
}

/** A moment in time as the API writes it: an ISO 8601 string (the server's Date#toISOString()). */
export const Timestamp = z.string();

/** How many of something: a whole number, never negative. */
export const Count = z.number().int().min(0);

/** A trust score, a confidence or a likelihood: a whole number from 0 to 100. */
export const Score = z.number().int().min(0).max(100);

/** A row id a client sends in a JSON body: a whole number from 1 to MAX_ROW_ID. */
export const RowId = z.number().int().min(1).max(MAX_ROW_ID);

/** A row id read from a path or query string (text): a whole number from 1 to MAX_ROW_ID. */
export const CoercedRowId = z.coerce.number().int().min(1).max(MAX_ROW_ID);

/**
 * One stored row as the API answers it: the row's own id (a whole number) first, then `shape`'s fields.
 * `storedRow({ title: z.string() })` is `z.object({ id: z.number().int(), title: z.string() })`.
 */
export function storedRow<Shape extends z.ZodRawShape>(shape: Shape) {
  return z.object({ id: z.number().int(), ...shape });
}

/** A row id in a path (`/…/:id`). */
export const RowIdParams = z.object({ id: CoercedRowId });

/**
 * Text a person types into a form: trimmed, then at least `min` and at most `max` characters. A
 * missing value reads as too short; `tooLong` unset leaves zod's own message.
 */
export function boundedText(min: number, max: number, tooShort: string, tooLong?: string) {
  return z.string({ error: tooShort }).trim().min(min, tooShort).max(max, tooLong);
}

/** The 404 message for a course id that is not in the catalogue. */
export const COURSE_NOT_FOUND = "Course not found";

/** A body that must be an empty JSON object or absent (Fastify hands the validator null then). */
export const NoBody = z.object({}).nullish();

/** `page` (from 1, default 1) and `pageSize` of a paged list's query; blank means the default. */
export function pageFields(limits: { maxPage: number; maxPageSize: number; defaultPageSize: number }) {
  return {
    page: blankAsMissing(z.coerce.number().int().min(1).max(limits.maxPage).default(1)),
    pageSize: blankAsMissing(
      z.coerce.number().int().min(1).max(limits.maxPageSize).default(limits.defaultPageSize),
    ),
  };
}

/**
 * What a signed-in change to one item may answer besides its success: 400 (bad input), 401 (a
 * guest), 403 (not allowed), 404 (no such item), 409 (not in that state) and 415 (not JSON).
 */
export const ITEM_WRITE_ERRORS = [400, 401, 403, 404, 409, 415] as const;

type ErrorMap<S extends number> = Record<S, typeof ErrorResponse>;

/**
 * Endpoints of one kind share their tags, success status and error statuses, and the path
 * parameters when every one of them addresses an item (`params: RowIdParams`); each one then names
 * only its route, its success body and its words (plus what else it takes and any further error
 * statuses): `const open = endpointKind({ tags: ["x"], status: 200, errors: [429] })`.
 */
export function endpointKind<
  const Status extends number,
  const Err extends number = never,
  KindParams extends z.ZodType | undefined = undefined,
>(kind: { tags: readonly string[]; status: Status; errors?: readonly Err[]; params?: KindParams }) {
  return <
    R extends Route,
    Ok extends z.ZodType,
    const More extends number = never,
    Params extends z.ZodType | undefined = KindParams,
    Query extends z.ZodType | undefined = undefined,
    Body extends z.ZodType | undefined = undefined,
  >(
    route: R,
    ok: Ok,
    definition: {
      summary: string;
      description?: string;
      params?: Params;
      query?: Query;
      body?: Body;
      /** Error statuses this endpoint answers besides the kind's. */
      errors?: readonly More[];
    },
  ) => {
    const { errors = [], ...words } = definition;
    const params = (definition.params ?? kind.params) as Params;
    const responses = {
      [kind.status]: ok,
      ...errorResponses<Err | More>(...(kind.errors ?? []), ...errors),
    } as Record<Status, Ok> & ErrorMap<Err | More>;
    return endpoint(route, { tags: kind.tags, ...words, params, responses });
  };
}

/** The kind of endpoint only a signed-in member may call: besides its success, 401 for a guest. */
export function memberKind<const Status extends number = 200>(
  tags: readonly string[],
  status = 200 as Status,
) {
  return endpointKind({ tags, status, errors: [401] });
}

/** The kind of endpoint only an admin may call: 200, or 401 for a guest and 403 for anyone else. */
export function adminKind(tags: readonly string[]) {
  return endpointKind({ tags, status: 200, errors: [401, 403] });
}

/**
 * The kind of endpoint that changes one item (or adds to it), addressed by its id in the path
 * (`/…/:id`, RowIdParams): it may answer ITEM_WRITE_ERRORS besides its success.
 */
export function itemChangeKind<const Status extends 200 | 201 = 200>(
  tags: readonly string[],
  status = 200 as Status,
) {
  return endpointKind({ tags, status, errors: ITEM_WRITE_ERRORS, params: RowIdParams });
}

/**
 * The kind of endpoint on one of the signed-in member's own items, addressed by its id in the path:
 * besides its success it may answer 400 (a bad id or input), 401 (a guest), 403 (a cross-site
 * request) and 404 (no such item, or someone else's: the member cannot tell which).
 */
export function ownItemKind(tags: readonly string[]) {
  return endpointKind({ tags, status: 200, errors: [400, 401, 403, 404], params: RowIdParams });
}

/** A list's answer: `items`, each an `item`, then any `extra` fields (counts, limits, the page). */
export function listOf<Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  item: Item,
  extra?: Extra,
) {
  return z.object({ items: z.array(item), ...(extra as Extra) });
}

/**
 * A paged list's answer: one page of `item`s, how many there are in all, any `extra` fields (such as
 * the page asked for) and whether more follow.
 */
export function pagedList<Item extends z.ZodType, Extra extends z.ZodRawShape = Record<never, never>>(
  item: Item,
  extra?: Extra,
) {
  return listOf(item, { total: Count, ...(extra as Extra), hasMore: z.boolean() });
}
