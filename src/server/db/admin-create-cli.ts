// `npm run admin:create -- --email you@example.org [--first-name Ada] [--last-name Admin] [--promote]`:
// makes the first admin (admin-create.ts). The password is read from standard input (typed without
// echo on a terminal, or piped), never from an argument, so it stays out of the shell history and
// the process list.
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { loadConfig } from "../config";
import { AdminCreateError, createAdmin } from "./admin-create";
import { openDatabase } from "./client";
import { acquireDataDirLock } from "./data-dir-lock";
import { runMigrations } from "./migrate";

/** One line from standard input; on a terminal it is asked for and not echoed. */
async function readPassword(): Promise<string> {
  const input = process.stdin;
  if (input.isTTY) {
    process.stderr.write("Password for the new admin (not shown): ");
    input.setRawMode(true);
  }
  input.setEncoding("utf8");
  let text = "";
  for await (const chunk of input) {
    text += chunk as string;
    if (input.isTTY) {
      if (text.includes("\u0003")) process.exit(130);
      if (/[\r\n]/.test(text)) break;
    }
  }
  if (input.isTTY) {
    input.setRawMode(false);
    process.stderr.write("\n");
  }
  return text.split(/\r?\n|\r/)[0] ?? "";
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      email: { type: "string" },
      "first-name": { type: "string", default: "Admin" },
      "last-name": { type: "string", default: "User" },
      promote: { type: "boolean", default: false },
    },
  });
  if (!values.email)
    throw new AdminCreateError("Give the address: npm run admin:create -- --email you@example.org");
  const config = loadConfig(fileURLToPath(new URL("../../../dist/client", import.meta.url)));
  const lock = config.databaseUrl ? undefined : acquireDataDirLock(config.dataDir);
  const database = await openDatabase(config);
  try {
    await runMigrations(database);
    const password = values.promote ? undefined : await readPassword();
    const outcome = await createAdmin(database.db, {
      email: values.email,
      firstName: values["first-name"],
      lastName: values["last-name"],
      password,
      promote: values.promote,
    });
    process.stdout.write(
      "created" in outcome
        ? `admin:create: ${outcome.email} is an admin now.\n`
        : `admin:create: ${outcome.email} was promoted to admin.\n`,
    );
  } finally {
    await database.close();
    lock?.release();
  }
}

main().catch((error: unknown) => {
  process.stderr.write(`admin:create: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exitCode = 1;
});
