// JSON-LD blocks parsed with JSON.parse and walked without recursion (arrays, @graph, nested
// offers, brand, author...), at most MAX_NODES objects in all. No JSON-LD library: we read a handful
// of schema.org fields and never expand contexts or fetch anything (docs/decisions/0239-page-facts-reader.md).

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
    let data: unknown;
    try {
      // some pages wrap the JSON in an HTML comment or CDATA marker
      data = JSON.parse(raw.replace(/^\s*(?:<!--|\/\/<!\[CDATA\[)/, "").replace(/(?:-->|\/\/\]\]>)\s*$/, ""));
    } catch {
      continue;
    }
    const stack: { node: unknown; key: string }[] = [{ node: data, key: "" }];
    while (stack.length > 0 && visited < MAX_NODES) {
      visited++;
      const { node, key } = stack.pop()!;
      if (Array.isArray(node)) {
        for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], key });
        continue;
      }
      if (node === null || typeof node !== "object") continue;
      const record = node as Record<string, unknown>;
      out.push({ types: typesOf(record["@type"]), record, key });
      const keys = Object.keys(record);
      for (let i = keys.length - 1; i >= 0; i--) {
        const child = record[keys[i]!];
        if (child !== null && typeof child === "object")
          stack.push({ node: child, key: keys[i] === "@graph" ? key : keys[i]! });
      }
    }
  }
  return out;
}

export function nameOf(record: Record<string, unknown>): string | null {
  const name = record.name;
  return typeof name === "string" && name.trim() !== ""
    ? name.replace(/\s+/g, " ").trim().slice(0, 200)
    : null;
}
