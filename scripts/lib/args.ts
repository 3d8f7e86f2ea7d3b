// Command-line options of the bench scripts: `--name value` pairs and `--flag` switches.
const args = process.argv.slice(2);

/** True when `--name` is on the command line. */
export function flag(name: string): boolean {
  return args.includes(`--${name}`);
}

/** The value after `--name`, or `fallback` when it is not given. */
export function option(name: string, fallback: string): string {
  const index = args.indexOf(`--${name}`);
  return index === -1 ? fallback : (args[index + 1] ?? fallback);
}

/** `--name` as a whole number of at least 1; anything else ends the script with exit code 2. */
export function positiveInt(name: string, fallback: number): number {
  const raw = option(name, String(fallback));
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1) {
    process.stderr.write(`--${name} must be a positive whole number (got "${raw}")\n`);
    process.exit(2);
  }
  return value;
}
