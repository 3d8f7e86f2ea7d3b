// The scan's target list, generated from the running server's OpenAPI document (/api/docs/json):
// one raw HTTP request file per endpoint that takes a query parameter, a path parameter or a JSON
// body, filled with realistic sample values (sqlmap -r), plus a list of GET URLs with their query
// strings for wapiti's crawler. Path parameters carry sqlmap's custom injection marker (*).
//
//   npx tsx scripts/security-scan/targets.ts <base-url> <out-dir> [cookie]
//
// With a cookie, the requests carry it (the member pass) and the calls that would end that
// session (sign-out, password change, account deletion) are left out.
import { mkdirSync, writeFileSync } from "node:fs";
import { join } from "node:path";

type Schema = {
  type?: string | string[];
  format?: string;
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  examples?: unknown[];
  minimum?: number;
  maximum?: number;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
};
type Parameter = { name: string; in: string; required?: boolean; schema?: Schema };
type Operation = {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
};
type OpenApi = {
  paths: Record<string, Record<string, Operation>>;
  components?: { schemas?: Record<string, Schema> };
};

/**
 * Calls that end or replace the signed-in account's session — sign-out, password change, account
 * deletion, and the guest calls that start a new session (sign-up, sign-in, password reset: the
 * guest pass may have created the sample account) — kept out of the authenticated passes.
 */
const SESSION_ENDING = new Set([
  "POST /api/auth/logout",
  "POST /api/account/password",
  "DELETE /api/account",
  "POST /api/auth/signup",
  "POST /api/auth/confirm-signup",
  "POST /api/auth/login",
  "POST /api/auth/reset-password",
]);
/** Calls not worth attacking: the dev-only demo sign-in, and the upload byte PUT (not JSON). */
const SKIPPED = new Set(["GET /api/auth/test-login", "PUT /api/objects/upload/{grantId}"]);

const [base, outDir, cookie] = process.argv.slice(2);
if (!base || !outDir) {
  console.error("usage: targets.ts <base-url> <out-dir> [cookie]");
  process.exit(2);
}

const doc = (await (await fetch(`${base}/api/docs/json`)).json()) as OpenApi;
const courses = (await (await fetch(`${base}/api/courses?limit=1`)).json()) as {
  courses?: { id: number }[];
  items?: { id: number }[];
};
const courseId = (courses.courses ?? courses.items ?? [])[0]?.id ?? 1;
const creators = (await (await fetch(`${base}/api/creators`)).json()) as { slug: string }[];
const creatorSlug = creators[0]?.slug ?? "creator";
const categories = (await (await fetch(`${base}/api/categories`)).json()) as unknown;
const firstCategory = Array.isArray(categories)
  ? (categories[0] as { slug?: string; name?: string })
  : undefined;
const categorySample = firstCategory?.slug ?? firstCategory?.name ?? "marketing";

function resolve(schema: Schema | undefined): Schema {
  let current = schema ?? {};
  for (let i = 0; i < 10 && current.$ref; i++) {
    const name = current.$ref.split("/").pop() ?? "";
    current = doc.components?.schemas?.[name] ?? {};
  }
  return current;
}

/** A realistic value for a field, by name first, then by schema. */
function sample(name: string, raw: Schema | undefined, depth = 0): unknown {
  const schema = resolve(raw);
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.examples?.length) return schema.examples[0];
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const usable = variants.map(resolve).find((v) => v.type !== "null") ?? variants[0];
    return sample(name, usable, depth);
  }
  if (schema.allOf?.length) return sample(name, schema.allOf[0], depth);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== "null") : schema.type;
  const lower = name.toLowerCase();
  if (type === "object" || schema.properties) {
    if (depth > 4) return {};
    const out: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(schema.properties ?? {}))
      out[key] = sample(key, value, depth + 1);
    return out;
  }
  if (type === "array") return [sample(name, schema.items, depth + 1)];
  if (type === "boolean") return false;
  if (type === "integer" || type === "number") {
    if (lower.includes("course")) return courseId;
    if (lower.includes("rating") || lower.includes("score")) return Math.max(schema.minimum ?? 1, 4);
    if (lower.includes("price") || lower.includes("amount")) return 199;
    return Math.max(schema.minimum ?? 1, 1);
  }
  if (schema.format === "email" || lower.includes("email")) return "scan.member@example.test";
  if (schema.format === "uri" || lower.includes("url")) return "https://example.com/course";
  if (lower.includes("password")) return "correct horse battery staple";
  if (lower === "slug" || lower.includes("creator")) return creatorSlug;
  if (lower.includes("category")) return categorySample;
  if (lower === "q" || lower.includes("search") || lower.includes("query")) return "marketing";
  if (lower.includes("name")) return "Ada Lovelace";
  if (lower.includes("token")) return "a".repeat(43);
  const text = "A course that promised fast income and delivered recycled videos from a free blog.";
  return text.slice(0, Math.max(schema.minLength ?? 8, 24));
}

function pathValue(name: string, schema: Schema | undefined): string {
  const lower = name.toLowerCase();
  if (lower === "slug") return creatorSlug;
  if (lower.includes("course") || lower === "id") return String(courseId);
  return String(sample(name, schema));
}

mkdirSync(outDir, { recursive: true });
const host = new URL(base).host;
const getUrls: string[] = [];
let written = 0;
const refused: string[] = [];
for (const [path, operations] of Object.entries(doc.paths)) {
  for (const [method, operation] of Object.entries(operations)) {
    const upper = method.toUpperCase();
    const id = `${upper} ${path}`;
    if (!path.startsWith("/api/") || path.startsWith("/api/docs") || SKIPPED.has(id)) continue;
    if (cookie && SESSION_ENDING.has(id)) continue;
    const params = operation.parameters ?? [];
    const query = params.filter((p) => p.in === "query");
    const pathParams = params.filter((p) => p.in === "path");
    const jsonSchema = operation.requestBody?.content?.["application/json"]?.schema;
    if (query.length === 0 && pathParams.length === 0 && !jsonSchema) continue;

    let url = path;
    for (const p of pathParams) url = url.replace(`{${p.name}}`, `${pathValue(p.name, p.schema)}*`);
    const search = new URLSearchParams();
    for (const p of query) search.set(p.name, String(sample(p.name, p.schema)));
    const target = search.size > 0 ? `${url}?${search}` : url;
    if (upper === "GET" && query.length > 0) getUrls.push(`${base}${target.replaceAll("*", "")}`);

    const body = jsonSchema ? JSON.stringify(sample("body", jsonSchema)) : upper === "GET" ? "" : "{}";
    const headers = [
      `${upper} ${target} HTTP/1.1`,
      `Host: ${host}`,
      "Accept: application/json",
      "User-Agent: hypecheck-security-scan",
      ...(cookie ? [`Cookie: ${cookie}`] : []),
      ...(upper === "GET"
        ? []
        : ["Content-Type: application/json", `Content-Length: ${Buffer.byteLength(body)}`]),
    ];
    // A call this pass cannot make (401/403: a member-only call in the guest pass, an admin call in
    // the member pass) is left to the pass that can: sqlmap would only ever see the refusal.
    const preflight = await fetch(`${base}${target.replaceAll("*", "")}`, {
      method: upper,
      headers: {
        accept: "application/json",
        ...(cookie ? { cookie } : {}),
        ...(upper === "GET" ? {} : { "content-type": "application/json" }),
      },
      body: upper === "GET" ? undefined : body,
      redirect: "manual",
    });
    if (preflight.status === 401 || preflight.status === 403) {
      refused.push(`${id} (${preflight.status})`);
      continue;
    }
    const file = `${upper.toLowerCase()}${path.replace(/[^a-zA-Z0-9]+/g, "_")}.req`;
    writeFileSync(join(outDir, file), `${headers.join("\r\n")}\r\n\r\n${body}`);
    written += 1;
  }
}
writeFileSync(join(outDir, "get-urls.txt"), `${getUrls.join("\n")}\n`);
writeFileSync(join(outDir, "refused.txt"), `${refused.join("\n")}\n`);
console.log(
  `${written} request files in ${outDir}; ${refused.length} calls this pass may not make (refused.txt)`,
);
