// JSON-LD blocks parsed with JSON.parse and walked without recursion (arrays, @graph, nested
// offers, brand, author...), at most MAX_NODES objects in all. No JSON-LD library: we read a handful
// of schema.org fields and never expand contexts or fetch anything (docs/decisions/0239-page-facts-reader.md).

import { parseJson, walkJson } from "../json-walk";

export interface JsonLdNode {
  types: string[];
  record: Record<string, unknown>;
  /** The property of the parent object this node sits under ("" at the top, "offers", "brand"...). */
  key: string;
}

const MAX_NODES = 5000;

function typesOf(value: unknown): string[] {
  const list = Array.isArray(value) ? value : [value];
  return list.filter((t): t is string => typeof t === "string").map((t) => t.replace(/^.*[/#:]/, ""));
}

export function readJsonLd(blocks: string[]): JsonLdNode[] {
  const out: JsonLdNode[] = [];
  let visited = 0;
  for (const raw of blocks) {
    // some pages wrap the JSON in an HTML comment or CDATA marker
    const data = parseJson(
      raw.replace(/^\s*(?:<!--|\/\/<!\[CDATA\[)/, "").replace(/(?:-->|\/\/\]\]>)\s*$/, ""),
    );
    if (data === undefined) continue;
    visited += walkJson(
      data,
      MAX_NODES - visited,
      (record, key) => {
        out.push({ types: typesOf(record["@type"]), record, key });
        return false;
      },
      (property, key) => (property === "@graph" ? key : property),
    );
  }
  return out;
}

export function nameOf(record: Record<string, unknown>): string | null {
  const name = record.name;
  return typeof name === "string" && name.trim() !== ""
    ? name.replace(/\s+/g, " ").trim().slice(0, 200)
    : null;
}
