// scripts/analyze.ts, run as the user runs it (tsx in a child process).
import { execFile } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CourseAnalysis } from "../../../shared/contracts/analysis";

const ROOT = fileURLToPath(new URL("../../../../", import.meta.url));
const TSX = join(ROOT, "node_modules", ".bin", "tsx");
const NOW = "2025-03-01T12:00:00.000Z";

function run(args: string[], stdin?: string): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    const child = execFile(
      TSX,
      ["scripts/analyze.ts", ...args],
      { cwd: ROOT, maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
    if (stdin !== undefined) child.stdin?.end(stdin);
  });
}

let dir: string;
let server: Server;
let baseUrl: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), "hypecheck-analyze-"));
  server = createServer((req, res) => {
    if (req.url === "/moved") {
      res.writeHead(302, { location: "/page" }).end();
      return;
    }
    res.writeHead(200, { "content-type": "text/html; charset=utf-8" });
    res.end(
      "<html><head><title>Profit Pilot</title><script>var x='$99,999 a day';</script></head><body><h1>Profit Pilot</h1><p>Make $10,000 a month on autopilot.</p><p>Enroll today for only $497.</p></body></html>",
    );
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await new Promise((resolve) => server.close(resolve));
});

describe("npm run analyze", () => {
  it("analyses a text file and prints the full result as JSON", async () => {
    const file = join(dir, "copy.txt");
    writeFileSync(file, "Make $10,000 a month on autopilot. No experience needed. Only 3 spots left!");
    const { code, stdout } = await run([file, "--now", NOW]);
    expect(code).toBe(0);
    const analysis = CourseAnalysis.parse(JSON.parse(stdout));
    expect(analysis.riskLevel).toBe("high");
    expect(analysis.source).toEqual({ kind: "text", url: null, courseId: null, title: null });
    expect(analysis.analyzedAt).toBe(NOW);
    expect(analysis.findings.redFlags.map((f) => f.phrase)).toContain("Make $10,000 a month on autopilot");
    expect(analysis.trustBreakdown.factors).toHaveLength(4);
  });

  it("reads stdin with -, and reads HTML as a page", async () => {
    const { code, stdout } = await run(
      ["-", "--compact", "--now", NOW],
      "<p>Module 1: Basics</p><p>Module 2: Practice</p><p>Price: $149</p>",
    );
    expect(code).toBe(0);
    expect(stdout.trim().split("\n")).toHaveLength(1);
    const analysis = CourseAnalysis.parse(JSON.parse(stdout));
    expect(analysis.findings.positives.map((p) => p.field)).toContain("page");
    expect(analysis.priceAnalysis.reasoning).toContain("$149");
  });

  it("fetches a URL (private addresses allowed on the user's own machine), following redirects", async () => {
    const { code, stdout } = await run([`${baseUrl}/moved`, "--now", NOW]);
    expect(code).toBe(0);
    const analysis = CourseAnalysis.parse(JSON.parse(stdout));
    expect(analysis.source).toEqual({
      kind: "url",
      url: `${baseUrl}/page`,
      courseId: null,
      title: "Profit Pilot",
    });
    expect(analysis.redFlags).toContain('Earnings claim: "Make $10,000 a month on autopilot"');
    expect(analysis.redFlags.join(" ")).not.toContain("99,999");
    expect(analysis.priceAnalysis.reasoning).toContain("$497");
  });

  it("--jsonl prints one line per input, reports bad lines and goes on", async () => {
    const file = join(dir, "batch.jsonl");
    writeFileSync(
      file,
      [
        JSON.stringify({ id: "a", text: "Guaranteed income! Earn $500 per day." }),
        "not json",
        JSON.stringify({ id: "b" }),
        "",
        JSON.stringify({ id: 3, text: "Module 1: Intro. Module 2: Practice. Results vary." }),
      ].join("\n"),
    );
    const { code, stdout } = await run(["--jsonl", file, "--now", NOW]);
    expect(code).toBe(0);
    const lines = stdout
      .trim()
      .split("\n")
      .map((line) => JSON.parse(line));
    expect(lines).toHaveLength(4);
    expect(lines[0]).toMatchObject({ id: "a", riskLevel: "high" });
    expect(CourseAnalysis.parse({ ...lines[0], id: undefined })).toBeTruthy();
    expect(lines[1]).toEqual({ id: null, error: "line 2: not valid JSON" });
    expect(lines[2]).toEqual({ id: "b", error: '"text" must be a string' });
    expect(lines[3]).toMatchObject({ id: 3, riskLevel: "low" });
  });

  it("answers usage errors with exit code 2 and --help with 0", async () => {
    expect((await run([])).code).toBe(2);
    expect((await run(["--nope"])).code).toBe(2);
    expect((await run([join(dir, "missing.txt")])).code).toBe(2);
    const help = await run(["--help"]);
    expect(help.code).toBe(0);
    expect(help.stdout).toContain("--jsonl");
  });

  it("exits 1 with a message when the page cannot be fetched", async () => {
    const { code, stderr } = await run(["http://127.0.0.1:1/"]);
    expect(code).toBe(1);
    expect(stderr).toMatch(/Could not fetch/);
  });
});
