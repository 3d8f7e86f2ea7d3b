// npm run analyze -- <url|file|->: the full analysis (the analyzer's result, the findings with
// their phrases and the trust-score breakdown) of one page or text, as JSON.
// npm run analyze -- --source-url URL FILE: a saved HTML file analysed as if fetched from URL.
// A page (HTML) also gets "page": the facts it states (src/server/analysis/page-facts/), with evidence.
// npm run analyze -- --jsonl FILE: one {"id","text"} per line in, one {"id", ...analysis} per line
// out; a bad line prints {"id","error"} and the run goes on. The built-in engine only: no network
// except fetching the URL you give, and that may be a private address (it is your own machine).
import { createReadStream, existsSync, readFileSync } from "node:fs";
import { createInterface } from "node:readline";
import { parseArgs } from "node:util";
import { buildCourseAnalysis } from "../src/server/analysis/course-analysis";
import { DETECTOR_VERSION, detect } from "../src/server/analysis/detector/detector";
import { analyzePage } from "../src/server/analysis/page-analysis";
import type { PageFacts } from "../src/server/analysis/page-facts/types";
import { fetchPage } from "../src/server/fetch/fetch-page";
import type { CourseAnalysis, Detection } from "../src/shared/contracts/analysis";

const USAGE = `Usage:
  npm run analyze -- <url|file|->        analyse a web page, a text or HTML file, or stdin (-)
  npm run analyze -- --jsonl <file|->    one {"id","text"} per line in, one {"id", ...analysis} per line out

Options:
  --compact      one line of JSON instead of indented output (single input)
  --source-url <URL>  read a saved HTML file (or stdin) as the page at URL (no fetch)
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
        "source-url": { type: "string" },
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

const sourceUrl = values["source-url"];
if (sourceUrl !== undefined && !/^https?:\/\/[^/\s]+/i.test(sourceUrl))
  usageError(`--source-url: not an http(s) URL: ${sourceUrl}`);

const looksLikeHtml = (text: string) =>
  /<(?:!doctype|html|head|body|div|p|span|h[1-6]|section|article)\b/i.test(text);

interface Reading {
  text: string;
  title: string | null;
  /** What the detector found, with what a page's markup and scripts do (fake sale pop-ups, countdowns, upsells). */
  detection: Detection;
  /** The page's stated facts, for HTML only. */
  facts: PageFacts | null;
}

/**
 * Text or HTML as the server reads it: HTML goes through the URL analyzer's own page analysis
 * (analysis/page-analysis.ts: visible text, detector, page behaviour, facts), plain text through the
 * detector alone.
 */
function read(raw: string, url: string | null = null): Reading {
  if (looksLikeHtml(raw)) {
    const page = analyzePage({ contentType: "text/html", body: raw, url: url ?? "" });
    return { text: page.text, title: page.title, detection: page.detection, facts: page.facts };
  }
  return { text: raw, title: null, detection: detect([{ field: "text", text: raw }]), facts: null };
}

/** The "page" field of the output: what the page states, each with its evidence, or null. */
function pageOutput(facts: PageFacts) {
  const { title, seller, price, anchorPrice, refund, recurring } = facts;
  return {
    title: title?.value ?? null,
    seller: seller && { name: seller.name, evidence: seller.evidence },
    price: price && {
      amount: price.amount,
      currency: price.currency,
      billing: price.billing,
      ...(price.installments ? { installments: price.installments } : {}),
      evidence: price.evidence,
    },
    anchorPrice: anchorPrice && { amount: anchorPrice.amount, currency: anchorPrice.currency },
    refund: refund && { days: refund.days, kind: refund.kind, evidence: refund.evidence },
    recurring: recurring?.value ?? false,
  };
}

function withPage(analysis: CourseAnalysis, reading: Reading) {
  return reading.facts === null ? analysis : { ...analysis, page: pageOutput(reading.facts) };
}

function analyse(reading: Reading, source: CourseAnalysis["source"]): CourseAnalysis {
  // What the page charges as the page-facts reader reads it, in its currency; none is never a guess.
  const price = reading.facts?.price ?? null;
  return buildCourseAnalysis(
    {
      source,
      detection: reading.detection,
      trust: null,
      creator: null,
      price: price?.amount ?? null,
      ...(price ? { currency: price.currency } : {}),
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
  let analysis: CourseAnalysis | (CourseAnalysis & { page: ReturnType<typeof pageOutput> });
  if (/^https?:\/\//i.test(target)) {
    if (sourceUrl !== undefined) usageError("--source-url takes a file, not a URL.");
    let page: Awaited<ReturnType<typeof fetchPage>>;
    try {
      page = await fetchPage(target, { allowPrivate: true });
    } catch (error) {
      console.error(`Could not fetch ${target}: ${(error as Error).message}`);
      process.exit(1);
    }
    const reading = read(page.body, page.finalUrl);
    analysis = withPage(
      analyse(reading, { kind: "url", url: page.finalUrl, courseId: null, title: reading.title }),
      reading,
    );
  } else {
    let raw: string;
    if (target === "-") raw = readFileSync(0, "utf8");
    else if (!existsSync(target)) usageError(`No such file: ${target}`);
    else raw = readFileSync(target, "utf8");
    const reading = read(raw, sourceUrl ?? null);
    const source: CourseAnalysis["source"] =
      sourceUrl === undefined
        ? textSource(reading.title)
        : { kind: "url", url: sourceUrl, courseId: null, title: reading.title };
    analysis = withPage(analyse(reading, source), reading);
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
  if (sourceUrl !== undefined) usageError("--source-url is for one file, not --jsonl.");
  await jsonl(values.jsonl);
} else {
  if (positionals.length !== 1)
    usageError(positionals.length === 0 ? "Nothing to analyse." : "One input at a time.");
  await single(positionals[0]!);
}
