// npm run analyze -- <url|file|->: the full analysis (the analyzer's result, the findings with
// their phrases and the trust-score breakdown) of one page or text, as JSON.
// npm run analyze -- --jsonl FILE: one {"id","text"} per line in, one {"id", ...analysis} per line
// out; a bad line prints {"id","error"} and the run goes on. The built-in engine only: no network
// except fetching the URL you give, and that may be a private address (it is your own machine).
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { buildCourseAnalysis } from "../src/server/analysis/course-analysis";
import { DETECTOR_VERSION, detect } from "../src/server/analysis/detector/detector";
import { fetchPage } from "../src/server/analysis/fetch-page";
import { extractPageText, findPrice } from "../src/server/analysis/page-text";
import type { CourseAnalysis, Detection } from "../src/shared/contracts/analysis";

const USAGE = `Usage:
  npm run analyze -- <url|file|->        analyse a web page, a text or HTML file, or stdin (-)
  npm run analyze -- --jsonl <file|->    one {"id","text"} per line in, one {"id", ...analysis} per line out

Options:
  --compact      one line of JSON instead of indented output (single input)
  --now <ISO>    the analysis time to record (default: now), for reproducible output
  -h, --help     this help

Exit codes: 0 done (--jsonl: bad lines are reported as {"id","error"} and skipped), 1 the page
could not be fetched or read, 2 usage error.`;

function usageError(message: string): never {
  console.error(`${message}\n\n${USAGE}`);
  process.exit(2);
}

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        jsonl: { type: "string" },
        compact: { type: "boolean", default: false },
        now: { type: "string" },
        help: { type: "boolean", short: "h", default: false },
      },
    });
  } catch (error) {
    return usageError((error as Error).message);
  }
})();

if (values.help) {
  console.log(USAGE);
  process.exit(0);
}
const now = values.now === undefined ? new Date() : new Date(values.now);
if (Number.isNaN(now.getTime())) usageError(`--now: not a date: ${values.now}`);

const looksLikeHtml = (text: string) =>
  /<(?:!doctype|html|head|body|div|p|span|h[1-6]|section|article)\b/i.test(text);

interface Reading {
  text: string;
  title: string | null;
  price: number | null;
  field: "text" | "page";
}

/** Text or HTML as the detector reads it: HTML is reduced to its visible text first. */
function read(raw: string): Reading {
  if (looksLikeHtml(raw)) {
    const page = extractPageText(raw);
    return { text: page.text, title: page.title, price: page.price, field: "page" };
  }
  return { text: raw, title: null, price: findPrice(raw), field: "text" };
}

function analyse(reading: Reading, source: CourseAnalysis["source"]): CourseAnalysis {
  const detection: Detection = detect([{ field: reading.field, text: reading.text }]);
  return buildCourseAnalysis(
    {
      source,
      detection,
      trust: null,
      creator: null,
      price: reading.price,
      categoryPrices: [],
      alternatives: [],
    },
    DETECTOR_VERSION,
    now,
  );
}

const textSource = (title: string | null): CourseAnalysis["source"] => ({
  kind: "text",
  url: null,
  courseId: null,
  title,
});

async function single(target: string): Promise<void> {
  let analysis: CourseAnalysis;
  if (/^https?:\/\//i.test(target)) {
    let page: Awaited<ReturnType<typeof fetchPage>>;
    try {
      page = await fetchPage(target, { allowPrivate: true });
    } catch (error) {
      console.error(`Could not fetch ${target}: ${(error as Error).message}`);
      process.exit(1);
    }
    const reading = read(page.body);
    analysis = analyse(reading, { kind: "url", url: page.finalUrl, courseId: null, title: reading.title });
  } else {
    let raw: string;
    if (target === "-") raw = readFileSync(0, "utf8");
    else if (!existsSync(target)) usageError(`No such file: ${target}`);
    else raw = readFileSync(target, "utf8");
    const reading = read(raw);
    analysis = analyse(reading, textSource(reading.title));
  }
  process.stdout.write(`${JSON.stringify(analysis, null, values.compact ? undefined : 2)}\n`);
}

/** Writes in batches and waits for the pipe to drain, so thousands of lines stay fast and bounded. */
async function jsonl(file: string): Promise<void> {
  if (file !== "-" && !existsSync(file)) usageError(`No such file: ${file}`);
  const input = createInterface({
    input: file === "-" ? process.stdin : createReadStream(file),
    crlfDelay: Infinity,
  });
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const ok = process.stdout.write(`${batch.join("\n")}\n`);
    batch = [];
    if (!ok) await new Promise((resolve) => process.stdout.once("drain", resolve));
  };
  let lineNumber = 0;
  for await (const line of input) {
    lineNumber++;
    if (line.trim() === "") continue;
    let id: unknown = null;
    try {
      const parsed: unknown = JSON.parse(line);
      if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) {
        throw new Error("each line must be a JSON object");
      }
      const record = parsed as { id?: unknown; text?: unknown };
      id = record.id ?? null;
      if (typeof record.text !== "string") throw new Error('"text" must be a string');
      const reading = read(record.text);
      batch.push(JSON.stringify({ id, ...analyse(reading, textSource(reading.title)) }));
    } catch (error) {
      const message =
        error instanceof SyntaxError ? `line ${lineNumber}: not valid JSON` : (error as Error).message;
      batch.push(JSON.stringify({ id, error: message }));
    }
    if (batch.length >= 200) await flush();
  }
  await flush();
}

if (values.jsonl !== undefined) {
  if (positionals.length > 0) usageError("--jsonl takes no other input.");
  await jsonl(values.jsonl);
} else {
  if (positionals.length !== 1)
    usageError(positionals.length === 0 ? "Nothing to analyse." : "One input at a time.");
  await single(positionals[0]!);
}
