// Every <form> in the client says how the browser would send it, so none ever falls back to a GET
// that puts its fields in the address (a password in the address bar, the history and the server's
// log): forms that change state post, and a GET form is a search whose fields are meant for the
// address. The browser sends a form itself only before the app has started (src/client/early-input.js
// holds those that post, and lets a GET form with an action go to the page the server renders).
import { readdirSync, readFileSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const CLIENT = join(import.meta.dirname);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith(".tsx") && !entry.name.includes(".test.") ? [path] : [];
  });
}

/** The opening tag of each <form> in JSX source: up to the first '>' outside braces. */
function formTags(source: string): string[] {
  const tags: string[] = [];
  for (const match of source.matchAll(/<form[\s>]/g)) {
    let depth = 0;
    let end = match.index;
    for (; end < source.length; end += 1) {
      const ch = source[end];
      if (ch === "{") depth += 1;
      else if (ch === "}") depth -= 1;
      else if (ch === ">" && depth === 0) break;
    }
    tags.push(source.slice(match.index, end + 1));
  }
  return tags;
}

const forms = sourceFiles(CLIENT).flatMap((file) =>
  formTags(readFileSync(file, "utf8")).map((tag) => ({ file: relative(CLIENT, file), tag })),
);

describe("forms", () => {
  it("finds the forms (the scan itself works)", () => {
    expect(formTags('<form method="post" onSubmit={(e) => go(e)} className="x">')).toEqual([
      '<form method="post" onSubmit={(e) => go(e)} className="x">',
    ]);
    expect(forms.length).toBeGreaterThan(10);
  });

  it.each(forms.map((form) => [form.file, form.tag] as const))("%s says post or get", (_file, tag) => {
    expect(tag).toMatch(/\smethod="(post|get)"/);
  });

  it("posts every form with a password, e-mail or message field", () => {
    for (const file of sourceFiles(CLIENT)) {
      const source = readFileSync(file, "utf8");
      const sensitive = /type="password"|PasswordField|type="email"|<Textarea|<textarea/.test(source);
      for (const tag of formTags(source)) {
        if (sensitive)
          expect({ file: relative(CLIENT, file), tag }).toMatchObject({
            tag: expect.stringContaining('method="post"'),
          });
      }
    }
  });
});
