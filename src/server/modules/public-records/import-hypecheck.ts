// HypeCheck's own records format (docs/public-records.md, "Formats"): one JSON document,
// {"format":"hypecheck-public-records","version":1,"dataset","refreshedAt","records":[…]}. The
// starter set is written in it. Every record is checked; one bad record refuses the file (unless
// the caller asks to leave bad records out, as the start-up load of the starter set does: then they
// are listed in the notes).
import type { z } from "zod";
import { HypeCheckRecord, HypeCheckRecordsFile } from "../../../shared/contracts/public-records";
import { siteKey } from "./names";
import { type ParsedFile, type ParsedRecord, refuse } from "./parsed-record";

/** "hypecheck-starter-set" as people read it: "HypeCheck starter set". */
export function datasetTitle(slug: string): string {
  const words = slug.replace(/[-_]+/g, " ").trim();
  const named = words.replace(/\bhypecheck\b/gi, "HypeCheck");
  return named.charAt(0).toUpperCase() + named.slice(1);
}

function issues(error: z.ZodError, where: string): string[] {
  return error.issues.map((issue) => {
    const path = issue.path.length > 0 ? ` ${issue.path.join(".")}` : "";
    return `${where}${path}: ${issue.message}`;
  });
}

export function parseHypeCheckFile(
  content: string,
  options: { licence?: string | null; leaveOutBad?: boolean } = {},
): ParsedFile {
  let json: unknown;
  try {
    json = JSON.parse(content);
  } catch {
    refuse(["The file is not JSON."]);
  }
  const file = HypeCheckRecordsFile.safeParse(json);
  if (!file.success) refuse(issues(file.error, "file"));
  const reasons: string[] = [];
  const records: ParsedRecord[] = [];
  const seen = new Set<string>();
  const left: string[] = [];
  file.data.records.forEach((raw, index) => {
    const parsed = HypeCheckRecord.safeParse(raw);
    const sourceId = (raw as { sourceId?: unknown } | null)?.sourceId;
    const where = `records[${index}]${typeof sourceId === "string" ? ` (${sourceId})` : ""}`;
    if (!parsed.success) {
      (options.leaveOutBad ? left : reasons).push(...issues(parsed.error, where));
      return;
    }
    const record = parsed.data;
    if (seen.has(record.sourceId)) {
      reasons.push(`${where}: sourceId "${record.sourceId}" appears twice.`);
      return;
    }
    seen.add(record.sourceId);
    const badDomain = record.names.flatMap((n) => n.domains).find((d) => siteKey(d) === null);
    if (badDomain !== undefined) {
      (options.leaveOutBad ? left : reasons).push(`${where}: "${badDomain}" is not a domain.`);
      return;
    }
    records.push({
      ...record,
      names: record.names.map((n) => ({
        name: n.name,
        kind: n.kind,
        role: n.role ?? null,
        aliases: n.aliases,
        domains: n.domains.map((d) => siteKey(d) ?? d),
      })),
      unsure: [],
    });
  });
  if (reasons.length > 0) refuse(reasons);
  return {
    dataset: {
      slug: file.data.dataset,
      title: datasetTitle(file.data.dataset),
      format: "hypecheck",
      sourceUrl: null,
      licence: options.licence ?? null,
      refreshedAt: new Date(file.data.refreshedAt),
    },
    records,
    skipped: file.data.records.length - records.length,
    notes: left,
  };
}
