import { describe, expect, it } from "vitest";
import { AI_LOG_CSV_COLUMNS, type AiUsageLogEntry } from "../../../../shared/contracts/ai";
import { aiUsageCsv, aiUsageCsvFileName, csvField } from "./csv";

function entry(overrides: Partial<AiUsageLogEntry> = {}): AiUsageLogEntry {
  return {
    id: 7,
    ts: "2025-03-04T05:06:07.089Z",
    route: "/api/ai/analyze-course",
    model: "builtin-1",
    courseId: 12,
    creatorName: null,
    query: null,
    promptTokens: null,
    completionTokens: null,
    totalTokens: null,
    durationMs: 41,
    error: null,
    ...overrides,
  };
}

describe("csvField", () => {
  it("quotes every field and doubles inner quotes", () => {
    expect(csvField("plain")).toBe('"plain"');
    expect(csvField('say "six figures"')).toBe('"say ""six figures"""');
    expect(csvField('""')).toBe('""""""');
  });

  it("keeps commas and line breaks inside the quotes", () => {
    expect(csvField("a, b")).toBe('"a, b"');
    expect(csvField("line one\nline two\r\nthree")).toBe('"line one\nline two\r\nthree"');
  });

  it("writes null as an empty field and numbers as written", () => {
    expect(csvField(null)).toBe('""');
    expect(csvField(0)).toBe('"0"');
    expect(csvField(1234)).toBe('"1234"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField("+1")).toBe('"\'+1"');
    expect(csvField("-2")).toBe('"\'-2"');
    expect(csvField("@SUM(A1)")).toBe('"\'@SUM(A1)"');
    expect(csvField("a=b")).toBe('"a=b"');
  });
});

describe("aiUsageCsv", () => {
  it("starts with the header row in AI_LOG_CSV_COLUMNS order", () => {
    const [header] = aiUsageCsv([]).split("\r\n");
    expect(header).toBe(AI_LOG_CSV_COLUMNS.map((column) => `"${column}"`).join(","));
    expect(header).toBe(
      '"ts","route","model","courseId","creatorName","query","promptTokens","completionTokens","totalTokens","durationMs","error","id"',
    );
  });

  it("writes one CRLF-ended line per row, in the given order, fields in column order", () => {
    const csv = aiUsageCsv([
      entry({ id: 2, creatorName: 'Alex "The Closer" Reed', query: "alex, reed", error: "timeout\nretry" }),
      entry({ id: 1, promptTokens: 10, completionTokens: 5, totalTokens: 15 }),
    ]);
    expect(csv.endsWith("\r\n")).toBe(true);
    const body = csv.slice(csv.indexOf("\r\n") + 2);
    expect(body).toBe(
      [
        '"2025-03-04T05:06:07.089Z","/api/ai/analyze-course","builtin-1","12","Alex ""The Closer"" Reed","alex, reed","","","","41","timeout\nretry","2"',
        '"2025-03-04T05:06:07.089Z","/api/ai/analyze-course","builtin-1","12","","","10","5","15","41","","1"',
        "",
      ].join("\r\n"),
    );
  });
});

describe("aiUsageCsvFileName", () => {
  it("is ai-usage-{ISO timestamp without ':' or '.'}.csv", () => {
    expect(aiUsageCsvFileName(new Date("2025-03-04T05:06:07.089Z"))).toBe(
      "ai-usage-2025-03-04T05-06-07-089Z.csv",
    );
    expect(aiUsageCsvFileName()).toMatch(/^ai-usage-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z\.csv$/);
  });
});
