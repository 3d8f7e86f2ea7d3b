// `npm run admin:create -- --email you@example.org [--first-name Ada] [--last-name Admin]`: the first
// admin of a deployment that starts without demo accounts (DEMO_DATA=0). The password is read from
// standard input (typed without echo on a terminal, or piped), never from an argument, so it stays
// out of the shell history and the process list. An existing account with that address is
// promoted to admin only with --promote, and keeps its password.

import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";
import { eq } from "drizzle-orm";
import { checkPassword, isPlausibleEmail, normalizeEmail } from "../../shared/domain/auth-rules";
import { loadConfig } from "../config";
import { hashPassword } from "../modules/auth/passwords";
import { type Db, openDatabase } from "./client";
import { acquireDataDirLock } from "./data-dir-lock";
import { runMigrations } from "./migrate";
import { users } from "./schema/users";

export interface AdminInput {
  email: string;
  firstName: string;
  lastName: string;
  /** Required for a new account; ignored when an existing one is promoted. */
  password: string | undefined;
  promote: boolean;
}

export type AdminOutcome = { created: true; email: string } | { promoted: true; email: string };

export class AdminCreateError extends Error {}

export async function createAdmin(db: Db, input: AdminInput): Promise<AdminOutcome> {
  const email = normalizeEmail(input.email);
  if (!isPlausibleEmail(email)) throw new AdminCreateError("That is not an e-mail address.");
  const [existing] = await db
    .select({ id: users.id, role: users.role })
    .from(users)
    .where(eq(users.email, email));
  if (existing) {
    if (!input.promote) {
      throw new AdminCreateError(
        `An account with ${email} exists. Run again with --promote to make it an admin (its password stays).`,
      );
    }
    await db.update(users).set({ role: "admin" }).where(eq(users.id, existing.id));
    return { promoted: true, email };
  }
  if (input.password === undefined || input.password.length === 0) {
    throw new AdminCreateError("No password was given on standard input.");
  }
  const problem = checkPassword(input.password);
  if (problem) throw new AdminCreateError(problem.description);
  await db.insert(users).values({
    email,
    firstName: input.firstName.trim() || "Admin",
    lastName: input.lastName.trim() || "User",
    passwordHash: await hashPassword(input.password),
    role: "admin",
  });
  return { created: true, email };
}

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

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  main().catch((error: unknown) => {
    process.stderr.write(`admin:create: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
