// Parsed JSON (a page's JSON-LD) walked without recursion, for page-text.ts and page-facts/json-ld.ts.
// Pure: no Node API, no DOM.

/** JSON.parse, or undefined when the text is not JSON. */
export function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/**
 * Visits the objects in `data` depth-first in document order, each with the property of its parent it
 * sits under ("" at the top; an array passes its own key to its items; `childKey` may rename it). At
 * most `limit` values are taken (arrays and scalars count); `visit` returning true stops the walk.
 * Returns how many values were taken.
 */
export function walkJson(
  data: unknown,
  limit: number,
  visit: (record: Record<string, unknown>, key: string) => boolean | undefined,
  childKey: (property: string, key: string) => string = (property) => property,
): number {
  const stack: { node: unknown; key: string }[] = [{ node: data, key: "" }];
  let visited = 0;
  while (stack.length > 0 && visited < limit) {
    visited++;
    const { node, key } = stack.pop()!;
    if (Array.isArray(node)) {
      for (let i = node.length - 1; i >= 0; i--) stack.push({ node: node[i], key });
      continue;
    }
    if (node === null || typeof node !== "object") continue;
    const record = node as Record<string, unknown>;
    if (visit(record, key) === true) break;
    const keys = Object.keys(record);
    for (let i = keys.length - 1; i >= 0; i--) {
      const child = record[keys[i]!];
      if (child !== null && typeof child === "object")
        stack.push({ node: child, key: childKey(keys[i]!, key) });
    }
  }
  return visited;
}
