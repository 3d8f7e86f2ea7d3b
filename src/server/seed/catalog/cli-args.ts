// Arguments of `tsx src/server/db/cli.ts migrate|seed [--courses N]`, checked before anything is opened.

export const MAX_SEED_COURSES = 1_000_000;

export type CliCommand = { command: "migrate" } | { command: "seed"; courses: number | undefined };

export class CliUsageError extends Error {}

export const USAGE = "usage: tsx src/server/db/cli.ts migrate | seed [--courses N]";

function parseCourses(raw: string | undefined): number {
  const text = (raw ?? "").trim();
  if (!/^\d+$/.test(text)) {
    throw new CliUsageError(
      `--courses needs a whole number from 1 to ${MAX_SEED_COURSES} (got ${raw === undefined ? "nothing" : `"${raw}"`})`,
    );
  }
  const n = Number(text);
  if (n < 1 || n > MAX_SEED_COURSES) {
    throw new CliUsageError(`--courses must be from 1 to ${MAX_SEED_COURSES} (got ${text})`);
  }
  return n;
}

export function parseCliArgs(argv: readonly string[]): CliCommand {
  const [command, ...rest] = argv;
  if (command === "migrate") {
    if (rest.length > 0)
      throw new CliUsageError(`migrate takes no options (got ${rest.join(" ")}). ${USAGE}`);
    return { command };
  }
  if (command !== "seed") throw new CliUsageError(USAGE);
  let courses: number | undefined;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i] as string;
    if (arg === "--courses") {
      courses = parseCourses(rest[i + 1]);
      i += 1;
    } else if (arg.startsWith("--courses=")) {
      courses = parseCourses(arg.slice("--courses=".length));
    } else {
      throw new CliUsageError(`unknown option ${arg}. ${USAGE}`);
    }
  }
  return { command, courses };
}
