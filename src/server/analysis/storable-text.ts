// Text from the outside world as PostgreSQL can store it. A text column refuses U+0000, and a jsonb
// column refuses "\u0000" and an unpaired UTF-16 surrogate ("\ud83d" alone, as JSON.stringify
// writes one); a page that carried either made every insert of its reading fail. Both are removed
// wherever a page is read (fetch/fetch-page.ts, page-text.ts, snapshots/read-page.ts).
// One linear pass: the pattern looks at most one character behind and ahead.

// biome-ignore lint/suspicious/noControlCharactersInRegex: NUL is what the pattern is for.
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/** The text without NUL characters and unpaired surrogates (the same string when it has none). */
export function storableText(text: string): string {
  UNSTORABLE.lastIndex = 0;
  return UNSTORABLE.test(text) ? text.replace(UNSTORABLE, "") : text;
}

/** A JSON-like value with storableText applied to every string in it (keys included). */
export function storableJson<T>(value: T): T {
  if (typeof value === "string") return storableText(value) as T;
  if (Array.isArray(value)) return value.map((item) => storableJson(item)) as T;
  if (value !== null && typeof value === "object") {
    // fromEntries defines properties: a "__proto__" key stays a key.
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [storableText(key), storableJson(item)]),
    ) as T;
  }
  return value;
}
