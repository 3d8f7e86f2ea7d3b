// A price in dollars, to the cent: the number field of price targets, and how its text is sent.

import type { ControlProps } from "../../../components/ui/contract-form";
import { Input } from "../../../components/ui/input";

/** The field's text as sent: blank is no price; anything else a number the contract checks. */
export const priceOf = (text: string): number | null => (text.trim() === "" ? null : Number(text));

export function PriceInput({ placeholder, ...control }: ControlProps & { placeholder: string }) {
  return (
    <Input {...control} type="number" inputMode="decimal" min={0} step={0.01} placeholder={placeholder} />
  );
}
