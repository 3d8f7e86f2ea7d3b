import { renderToString } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { useContractForm } from "./contract-form";
import { SelectField } from "./select-field";

const DECISIONS = { upheld: "Uphold", rejected: "Reject" };

function Decision({ values }: { values?: readonly ("upheld" | "rejected")[] }) {
  const form = useContractForm(null, { outcome: "rejected" });
  return values === undefined ? (
    <SelectField form={form} name="outcome" label="Decision" first="Choose…" labels={DECISIONS} />
  ) : (
    <SelectField form={form} name="outcome" label="Decision" values={values} labels={DECISIONS} />
  );
}

/** The options as `value=label`, in the order the select shows them. */
function options(html: string): string[] {
  return [...html.matchAll(/<option value="([^"]*)"[^>]*>([^<]*)<\/option>/g)].map((m) => `${m[1]}=${m[2]}`);
}

describe("SelectField", () => {
  it("offers the empty first choice, then the labels in their order, and labels the select", () => {
    const html = renderToString(<Decision />);
    expect(options(html)).toEqual(["=Choose…", "upheld=Uphold", "rejected=Reject"]);
    const id = /<select[^>]* id="([^"]+)"/.exec(html)?.[1];
    expect(id).toMatch(/-outcome$/);
    expect(html).toContain(`for="${id}"`);
    expect(html).toContain(`name="outcome"`);
  });

  it("follows the order of `values` when given, with no empty choice unless asked", () => {
    expect(options(renderToString(<Decision values={["rejected", "upheld"]} />))).toEqual([
      "rejected=Reject",
      "upheld=Uphold",
    ]);
  });
});
