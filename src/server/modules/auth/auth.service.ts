// Accounts: sign-up, sign-in, test-login. Each rule the sign-up form checks is checked here too,
// with the same wording (src/shared/domain/auth-rules.ts).
import { eq } from "drizzle-orm";
import type { LoginInput, SignupInput } from "../../../shared/contracts/auth";
import { AUTH_MESSAGES, checkLogin, checkSignup, normalizeEmail } from "../../../shared/domain/auth-rules";
import type { Role } from "../../../shared/domain/plans";
import type { Db } from "../../db/client";
import { users } from "../../db/schema/users";
import { type DemoPlan, demoAccount, demoAccountEmail } from "../../db/seed/demo-accounts";
import { BadRequestError, ConflictError, NotFoundError, UnauthorizedError } from "../../lib/errors";
import type { DeviceTrust } from "./device-trust";
import type { LoginLimits } from "./login-limits.service";
import { hashPassword, verifyPassword } from "./passwords";
import type { UserRow } from "./users";

export interface AuthService {
  signup(input: SignupInput): Promise<UserRow>;
  /** `deviceCookie`: the trusted-device cookie the browser sent (device-trust.ts), if any. */
  login(input: LoginInput, ip: string, deviceCookie: string | undefined): Promise<UserRow>;
  demoAccount(role: Role, plan: DemoPlan): Promise<UserRow>;
}

const UNIQUE_VIOLATION = "23505";
const DUPLICATE_EMAIL = "An account with this email already exists.";

function isUniqueViolation(error: unknown): boolean {
  for (let current = error; current instanceof Object; current = (current as { cause?: unknown }).cause) {
    if ((current as { code?: unknown }).code === UNIQUE_VIOLATION) return true;
  }
  return false;
}

export function createAuthService(db: Db, limits: LoginLimits, devices: DeviceTrust): AuthService {
  return {
    async signup(input) {
      const failure = checkSignup({ ...input, confirmPassword: input.password });
      if (failure) throw new BadRequestError(failure.description);
      const email = normalizeEmail(input.email);
      const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
      if (existing) throw new ConflictError(DUPLICATE_EMAIL);
      const passwordHash = await hashPassword(input.password);
      try {
        const [created] = await db
          .insert(users)
          .values({ email, firstName: input.firstName.trim(), lastName: input.lastName.trim(), passwordHash })
          .returning();
        return created!;
      } catch (error) {
        // Two sign-ups for one address at once: the unique index decides, the loser gets a 409.
        if (isUniqueViolation(error)) throw new ConflictError(DUPLICATE_EMAIL);
        throw error;
      }
    },

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
