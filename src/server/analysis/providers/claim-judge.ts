// The LLM option for claims: with AI_PROVIDER=openai the provider may also judge which phrases are
// claims regulators act against. Its answer is never trusted as written: every phrase must occur in
// the text (exactly, or ignoring case and typographic quotes), or it is dropped; the ones that do
// are located, given their offsets and merged with the built-in findings as findings of their own.
import { z } from "zod";
import {
  RED_FLAG_CATEGORIES,
  type RedFlagCategory,
  type RedFlagFinding,
} from "../../../shared/contracts/analysis";
import { RED_FLAG_AUTHORITY, RED_FLAG_LABELS } from "../detector/labels";
import { foldText } from "../detector/normalize";
import type { TextField } from "../detector/rule-layer";
import type { AiProvider, ProseOutcome } from "./prose";

const MAX_PHRASE = 400;
const MAX_FINDINGS = 20;

export const JudgedClaims = z.object({
  findings: z
    .array(
      z.object({
        phrase: z.string().min(1).max(MAX_PHRASE),
        category: z.string(),
        reason: z.string().max(400).optional().default(""),
      }),
    )
    .max(MAX_FINDINGS),
});
export type JudgedClaims = z.infer<typeof JudgedClaims>;

const CATEGORY_SET = new Set<string>(RED_FLAG_CATEGORIES);

/** Where `phrase` occurs in the fields: exactly first, then ignoring case and quote style. */
export function locatePhrase(
  fields: readonly TextField[],
  phrase: string,
): { field: TextField["field"]; start: number; end: number } | null {
  const wanted = phrase.trim();
  if (wanted.length === 0) return null;
  for (const { field, text } of fields) {
    const at = text.indexOf(wanted);
    if (at !== -1) return { field, start: at, end: at + wanted.length };
  }
  const folded = foldText(wanted);
  for (const { field, text } of fields) {
    const at = foldText(text).indexOf(folded);
    if (at !== -1) return { field, start: at, end: at + folded.length };
  }
  return null;
}

export interface JudgeResult {
  findings: RedFlagFinding[];
  /** Phrases the model returned that do not occur in the text. */
  dropped: string[];
  outcome: ProseOutcome<JudgedClaims>;
}

export async function judgeClaims(provider: AiProvider, fields: readonly TextField[]): Promise<JudgeResult> {
  const outcome = await provider.write<JudgedClaims>({
    name: "claim-judge",
    instructions:
      "You review the sales copy of a money-making course the way the FTC, the UK ASA and the ACCC do. " +
      "List the phrases that make earnings, lifestyle, guarantee, ease, speed, AI or trading claims, or " +
      "that pressure or gag buyers. Quote each phrase exactly as it appears in the text, character for " +
      "character, at most one sentence. Texts that only warn about or report such claims make none. " +
      `Category is one of: ${RED_FLAG_CATEGORIES.join(", ")}.`,
    facts: { fields: fields.map((f) => ({ field: f.field, text: f.text })) },
    schema: JudgedClaims,
    fallback: { findings: [] },
  });
  const findings: RedFlagFinding[] = [];
  const dropped: string[] = [];
  if (!outcome.usedFallback) {
    for (const judged of outcome.value.findings) {
      const where = locatePhrase(fields, judged.phrase);
      if (where === null) {
        dropped.push(judged.phrase);
        continue;
      }
      const category: RedFlagCategory = CATEGORY_SET.has(judged.category)
        ? (judged.category as RedFlagCategory)
        : "pitch-language";
      const text = fields.find((f) => f.field === where.field)!.text;
      findings.push({
        category,
        label: RED_FLAG_LABELS[category],
        severity: "medium",
        field: where.field,
        phrase: text.slice(where.start, where.end),
        start: where.start,
        end: where.end,
        explanation: `Judged by the AI model ${outcome.model}: ${judged.reason || RED_FLAG_LABELS[category]}. Checked: the phrase occurs in the text.`,
        authority: RED_FLAG_AUTHORITY[category],
      });
    }
  }
  return { findings, dropped, outcome };
}
