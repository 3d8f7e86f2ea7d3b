// What a sales page says about itself, fact by fact, each with the phrase (or field) it was read
// from and how it was found, as src/server/analysis/page-facts/ reads it
// (docs/decisions/0239-page-facts-reader.md). A fact the page does not state is null: callers show
// "not stated". Stored with a course (courses.facts) and a snapshot, and answered by the desk's
// draft from an address.
import { z } from "zod";
import { BILLINGS, REFUND_KINDS } from "../domain/money";
import { Count } from "./common";

/** The phrase, field or attribute a fact was read from, and the route that found it ("json-ld", "text"...). */
const evidence = { evidence: z.string().max(500), how: z.string().max(40) };

/** ISO 4217, upper case. */
export const CurrencyCode = z
  .string()
  .regex(/^[A-Z]{3}$/, "Choose a currency (a three-letter ISO 4217 code such as USD or ZAR).");

export const PageFacts = z
  .object({
    title: z.object({ value: z.string(), ...evidence }).nullable(),
    seller: z.object({ name: z.string(), ...evidence }).nullable(),
    price: z
      .object({
        amount: z.number().min(0),
        currency: CurrencyCode,
        billing: z.enum(BILLINGS),
        installments: z.object({ count: z.number().int(), amount: z.number().min(0) }).optional(),
        ...evidence,
      })
      .nullable(),
    anchorPrice: z
      .object({ amount: z.number().min(0), currency: CurrencyCode, evidence: evidence.evidence })
      .nullable(),
    refund: z.object({ days: Count.nullable(), kind: z.enum(REFUND_KINDS), ...evidence }).nullable(),
    recurring: z.object({ value: z.boolean(), ...evidence }).nullable(),
  })
  .meta({ id: "PageFacts" });
export type PageFacts = z.infer<typeof PageFacts>;
