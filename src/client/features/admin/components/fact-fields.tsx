// The fields of Accept's fact corrections: title, seller, price (amount, currency, billing,
// instalments), anchor price, refund terms and renewal, each starting from what was read from the
// page, empty where the page states nothing ("Not stated on the page"). Accept sends only what
// changed (lib/fact-corrections.ts).
import { BILLINGS, type Billing, SUPPORTED_CURRENCIES } from "../../../../shared/domain/money";
import { type ContractForm, FormField } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";
import { SelectField } from "../../../components/ui/select-field";
import type { FactFormValues } from "../lib/fact-corrections";
import { NOT_STATED } from "./submission-facts";

const BILLING_LABELS: Record<Billing, string> = {
  "one-time": "One payment",
  monthly: "Every month",
  yearly: "Every year",
  installments: "In instalments",
  free: "Free",
};

/** The refund and renewal choices, in this order after "Not stated on the page". */
const REFUND_LABELS = { unconditional: "For any reason", conditional: "With conditions", none: "No refunds" };
const RENEWAL_LABELS = { yes: "Yes: charged again automatically", no: "No" };

export function FactFields({ form }: { form: ContractForm<FactFormValues, unknown> }) {
  const { values } = form;
  const currencies = SUPPORTED_CURRENCIES.includes(values.currency as never)
    ? SUPPORTED_CURRENCIES
    : [values.currency, ...SUPPORTED_CURRENCIES];
  const free = values.billing === "free";
  return (
    <div className="grid gap-3 sm:grid-cols-2">
      <FormField form={form} name="title" label="Title" className="sm:col-span-2">
        {(control) => <Input {...control} maxLength={200} autoComplete="off" />}
      </FormField>
      <FormField
        form={form}
        name="seller"
        label="Seller"
        className="sm:col-span-2"
        hint="Names the creator the submission brought, when the course is listed under it."
      >
        {(control) => <Input {...control} maxLength={120} autoComplete="off" placeholder={NOT_STATED} />}
      </FormField>
      <div className="grid gap-3 sm:col-span-2 sm:grid-cols-[minmax(0,1.2fr)_minmax(0,1fr)_minmax(0,1.2fr)]">
        <FormField
          form={form}
          name="amount"
          label="Price"
          hint={free ? "Free: no amount." : "Empty: not stated on the page."}
        >
          {(control) => (
            <Input
              {...control}
              inputMode="decimal"
              autoComplete="off"
              disabled={free}
              placeholder={free ? "0" : NOT_STATED}
            />
          )}
        </FormField>
        <SelectField form={form} name="currency" label="Currency" values={currencies} />
        <SelectField form={form} name="billing" label="Charged" values={BILLINGS} labels={BILLING_LABELS} />
      </div>
      {values.billing === "installments" ? (
        <FormField
          form={form}
          name="installmentCount"
          label="Number of instalments"
          hint="Empty: not stated."
        >
          {(control) => <Input {...control} inputMode="numeric" autoComplete="off" />}
        </FormField>
      ) : null}
      <FormField
        form={form}
        name="anchor"
        label="Anchor price"
        hint={`The struck or "regular" price, in ${values.currency}. Empty: none stated.`}
      >
        {(control) => <Input {...control} inputMode="decimal" autoComplete="off" placeholder={NOT_STATED} />}
      </FormField>
      <div className="grid grid-cols-[minmax(0,1fr)_5rem] gap-3">
        <SelectField form={form} name="refundKind" label="Refund" first={NOT_STATED} labels={REFUND_LABELS} />
        <FormField form={form} name="refundDays" label="Days">
          {(control) => (
            <Input
              {...control}
              inputMode="numeric"
              autoComplete="off"
              disabled={values.refundKind === "" || values.refundKind === "none"}
            />
          )}
        </FormField>
      </div>
      <SelectField form={form} name="recurring" label="Renews" first={NOT_STATED} labels={RENEWAL_LABELS} />
    </div>
  );
}
