import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import { errorsOf, FormField, SubmitButton, useContractForm } from "./contract-form";
import { Input } from "./input";

describe("errorsOf", () => {
  it("keeps the first problem of each named field and drops the others", () => {
    const issues = [
      { path: ["email"], message: "Enter an e-mail." },
      { path: ["email"], message: "Too long." },
      { path: ["name"], message: "Enter a name." },
      { path: ["courseId"], message: "Not a field." },
      { path: [], message: "Whole form." },
    ];
    expect(errorsOf<{ name: string; email: string }>(issues, ["name", "email"])).toEqual({
      email: "Enter an e-mail.",
      name: "Enter a name.",
    });
  });

  it("says which line of a field sent as a list is wrong", () => {
    const issues = [{ path: ["links", 1], message: "Enter a web address." }];
    expect(errorsOf<{ links: string }>(issues, ["links"])).toEqual({ links: "Line 2: Enter a web address." });
  });

  it("maps a zod contract's issues", () => {
    const schema = z.object({ name: z.string().min(1, "Enter a name."), age: z.number() });
    const parsed = schema.safeParse({ name: "", age: "x" });
    expect(parsed.success).toBe(false);
    if (!parsed.success) expect(errorsOf(parsed.error.issues, ["name"])).toEqual({ name: "Enter a name." });
  });
});

function Example({ hint }: { hint?: string }) {
  const form = useContractForm(z.object({ email: z.string() }), { email: "a@example.com" });
  return (
    <FormField form={form} name="email" label="E-mail" hint={hint}>
      {(control) => <Input {...control} type="email" />}
    </FormField>
  );
}

describe("FormField", () => {
  it("labels the control and reads the hint with it", () => {
    const html = renderToString(<Example hint="We reply here." />);
    const id = /<input[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toMatch(/-email$/);
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain(`name="email"`);
    expect(html).toContain(`value="a@example.com"`);
    expect(html).toContain(`aria-describedby="${id}-hint"`);
    expect(html).toContain(`id="${id}-hint"`);
    expect(html).not.toContain("aria-invalid");
  });

  it("describes nothing without a hint or a problem", () => {
    expect(renderToString(<Example />)).not.toContain("aria-describedby");
  });
});

describe("SubmitButton", () => {
  it("shows the pending label and is disabled while sending", () => {
    const html = renderToString(
      <SubmitButton pending pendingLabel="Saving…">
        Save
      </SubmitButton>,
    );
    expect(html).toContain('type="submit"');
    expect(html).toContain(`disabled=""`);
    expect(html).toContain("Saving…");
    expect(html).not.toContain("Save<");
  });

  it("shows its label otherwise", () => {
    const html = renderToString(<SubmitButton pending={false}>Save</SubmitButton>);
    expect(html).toContain("Save");
    expect(html).not.toContain(`disabled=""`);
  });
});
