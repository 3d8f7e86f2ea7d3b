// The AI usage log's CSV export (docs/decisions/0018): the columns of AI_LOG_CSV_COLUMNS in that order
// under a header row, every field quoted with inner quotes doubled (RFC 4180), CRLF line ends. Pure,
// so it is tested without a browser; the page only turns the text into a download.
import { AI_LOG_CSV_COLUMNS, type AiUsageLogEntry } from "../../../../shared/contracts/ai";

// A spreadsheet treats a cell starting with one of these as a formula, even inside quotes. The log
// holds text visitors typed (creator names, URLs), so such text gets a leading apostrophe (the
// OWASP "CSV injection" advice) instead of running when an admin opens the file.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One field: null as an empty quoted field, numbers as written, text guarded and quoted. */
export function csvField(value: string | number | null): string {
  if (value === null) return '""';
  const text = typeof value === "number" ? String(value) : FORMULA_START.test(value) ? `'${value}` : value;
  return `"${text.replaceAll('"', '""')}"`;
}

/** The header row and one line per entry, in the order given (the table's filtered, sorted rows). */
export function aiUsageCsv(rows: readonly AiUsageLogEntry[]): string {
  const lines = [AI_LOG_CSV_COLUMNS.map((column) => csvField(column)).join(",")];
  for (const row of rows) lines.push(AI_LOG_CSV_COLUMNS.map((column) => csvField(row[column])).join(","));
  return `${lines.join("\r\n")}\r\n`;
}

/** ai-usage-{timestamp}.csv with an ISO timestamp made safe for every file system (no ':' or '.'). */
export function aiUsageCsvFileName(now: Date = new Date()): string {
  return `ai-usage-${now.toISOString().replace(/[:.]/g, "-")}.csv`;
}
