// Rows about a batch of ids read in one query and gathered per id: the names of the records an
// import touches, the approved reviews of the courses a rescore locks. No query at all for no ids;
// each id is asked once; an id with no rows is absent from the map.

/**
 * `read(ids)` runs the one query; each row's list is the one of `keyOf(row)`, holding `itemOf(row)`
 * in the order the query returned them.
 */
export async function rowsPerKey<K, Row, V>(
  keys: readonly K[],
  read: (keys: K[]) => Promise<Row[]>,
  keyOf: (row: Row) => K,
  itemOf: (row: Row) => V,
): Promise<Map<K, V[]>> {
  const out = new Map<K, V[]>();
  if (keys.length === 0) return out;
  for (const row of await read([...new Set(keys)])) {
    const key = keyOf(row);
    const list = out.get(key);
    if (list) list.push(itemOf(row));
    else out.set(key, [itemOf(row)]);
  }
  return out;
}
