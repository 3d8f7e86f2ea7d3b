// The first admin of a deployment that starts without demo accounts (DEMO_DATA=0); the command
// (`npm run admin:create`) is admin-create-cli.ts. An existing account with that address is
// promoted to admin only with --promote, and keeps its password.

import { eq } from "drizzle-orm";
import { checkPassword, isPlausibleEmail, normalizeEmail } from "../../shared/domain/auth-rules";
import { hashPassword } from "../lib/passwords";
import type { Db } from "./client";
import { users } from "./schema/auth";

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
