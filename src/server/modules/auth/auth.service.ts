// Accounts: sign-in and test-login (sign-up is signup.service.ts). The sign-in form's rules are
// checked here too, with the same wording (src/shared/domain/auth-rules.ts).
import { eq } from "drizzle-orm";
import type { LoginInput } from "../../../shared/contracts/auth";
import { AUTH_MESSAGES, checkLogin, normalizeEmail } from "../../../shared/domain/auth-rules";
import type { Role } from "../../../shared/domain/plans";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/auth";
import { BadRequestError, NotFoundError, UnauthorizedError } from "../../lib/errors";
import { verifyPassword } from "../../lib/passwords";
import { type DemoPlan, demoAccount, demoAccountEmail } from "./demo-accounts";
import type { DeviceTrust } from "./device-trust";
import type { LoginLimits } from "./login-limits.service";
import type { UserRow } from "./users";

export interface AuthService {
  /** `deviceCookie`: the trusted-device cookie the browser sent (device-trust.ts), if any. */
  login(input: LoginInput, ip: string, deviceCookie: string | undefined): Promise<UserRow>;
  demoAccount(role: Role, plan: DemoPlan): Promise<UserRow>;
}

export function createAuthService(db: Db, limits: LoginLimits, devices: DeviceTrust): AuthService {
  return {
    async login(input, ip, deviceCookie) {
      const missing = checkLogin(input);
      if (missing) throw new BadRequestError(missing.description);
      const email = normalizeEmail(input.email);
      const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
      const device = user ? devices.verify(deviceCookie, user.id) : null;
      // The slot is taken before the password is checked: see login-limits.service.ts.
      const slot = await limits.reserve({ account: email, ip, device });
      const valid = await verifyPassword(user?.passwordHash ?? null, input.password);
      if (!user || !valid) throw new UnauthorizedError(AUTH_MESSAGES.invalidCredentials);
      await slot.succeeded();
      return user;
    },

    async demoAccount(role, plan) {
      const [user] = await db
        .select()
        .from(users)
        .where(eq(users.email, demoAccountEmail(role, plan)))
        .limit(1);
      if (user) return user;
      // A demo account that was deleted (from /account) comes back fresh, as the seed made it.
      await db.insert(users).values(demoAccount(role, plan)).onConflictDoNothing({ target: users.email });
      const [created] = await db
        .select()
        .from(users)
        .where(eq(users.email, demoAccountEmail(role, plan)))
        .limit(1);
      if (!created) throw new NotFoundError("That demo account does not exist; run npm run db:seed.");
      return created;
    },
  };
}
