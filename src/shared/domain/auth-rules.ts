// Sign-in and sign-up rules (docs/security.md "Accounts and sessions"). The form
// shows the first failure as a toast; the server runs the same checks and answers 400 with the
// description as its error.
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./auth-limits";
import { COMMON_PASSWORDS } from "./common-passwords";

export interface RuleFailure {
  title: string;
  description: string;
}

export interface SignupForm {
  email: string;
  firstName: string;
  lastName: string;
  password: string;
  confirmPassword: string;
}

export const AUTH_MESSAGES = {
  missingFields: { title: "Missing Information", description: "Please fill in all fields." },
  invalidEmail: { title: "Invalid Email", description: "Please enter a valid email address." },
  nameRequired: { title: "Name Required", description: "Please enter both first and last name." },
  nameTooLong: { title: "Name Too Long", description: `Names must be at most ${NAME_MAX} characters.` },
  nameInvalid: {
    title: "Invalid Name",
    description: "Names cannot contain line breaks or control characters.",
  },
  passwordMismatch: { title: "Password Mismatch", description: "Passwords do not match." },
  passwordTooShort: {
    title: "Password Too Short",
    description: `Password must be at least ${PASSWORD_MIN} characters long.`,
  },
  passwordTooLong: {
    title: "Password Too Long",
    description: `Password must be at most ${PASSWORD_MAX} characters long.`,
  },
  passwordTooWeak: { title: "Password Too Weak", description: "Choose a less common password." },
  invalidCredentials: "Invalid email or password.",
} as const satisfies Record<string, RuleFailure | string>;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/** A dot-atom local part (RFC 5322), letters of any script allowed (RFC 6531); no quoted forms. */
const LOCAL_PART = /^[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+(?:\.[\p{L}\p{N}\p{M}!#$%&'*+/=?^_`{|}~-]+)*$/u;
/** Host name labels of letters, digits and inner hyphens, joined by dots; no address literals. */
const DOMAIN =
  /^[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?(?:\.[\p{L}\p{N}\p{M}](?:[\p{L}\p{N}\p{M}-]*[\p{L}\p{N}\p{M}])?)*$/u;
const LOCAL_MAX = 64;

/**
 * Exactly one mailbox, local@domain (more than "present and contains @"). Anything that could
 * make a mail header or an SMTP command carry a second address is refused: angle brackets, commas,
 * quotes, whitespace and control characters, a second @ (docs/security.md "E-mail").
 */
export function isPlausibleEmail(email: string): boolean {
  const value = email.trim();
  if (value.length === 0 || value.length > EMAIL_MAX) return false;
  const at = value.indexOf("@");
  if (at <= 0 || at !== value.lastIndexOf("@")) return false;
  const local = value.slice(0, at);
  return local.length <= LOCAL_MAX && LOCAL_PART.test(local) && DOMAIN.test(value.slice(at + 1));
}

/** C0 and C1 control characters and DEL: never part of a name, a subject or an address. */
export const CONTROL_CHARACTERS = /\p{Cc}/u;

// Compared case-insensitively: "Password1" is as guessable as "password1".
const COMMON_PASSWORDS_LOWER: ReadonlySet<string> = new Set(
  [...COMMON_PASSWORDS].map((p) => p.toLowerCase()),
);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORDS_LOWER.has(password.toLowerCase());
}

/** Password rules alone, in order: length, then the common-password list. */
export function checkPassword(password: string): RuleFailure | null {
  if (password.length < PASSWORD_MIN) return AUTH_MESSAGES.passwordTooShort;
  if (password.length > PASSWORD_MAX) return AUTH_MESSAGES.passwordTooLong;
  if (isCommonPassword(password)) return AUTH_MESSAGES.passwordTooWeak;
  return null;
}

/** The sign-up checks in this order: email, names, match, then the password rules. */
export function checkSignup(form: SignupForm): RuleFailure | null {
  if (!isPlausibleEmail(form.email)) return AUTH_MESSAGES.invalidEmail;
  const first = form.firstName.trim();
  const last = form.lastName.trim();
  if (first.length === 0 || last.length === 0) return AUTH_MESSAGES.nameRequired;
  if (first.length > NAME_MAX || last.length > NAME_MAX) return AUTH_MESSAGES.nameTooLong;
  if (CONTROL_CHARACTERS.test(first) || CONTROL_CHARACTERS.test(last)) return AUTH_MESSAGES.nameInvalid;
  if (form.password !== form.confirmPassword) return AUTH_MESSAGES.passwordMismatch;
  return checkPassword(form.password);
}

export function checkLogin(form: { email: string; password: string }): RuleFailure | null {
  if (form.email.trim().length === 0 || form.password.length === 0) return AUTH_MESSAGES.missingFields;
  return null;
}

/**
 * A `next` target we may redirect to: a same-site path only ("/x", never "//host" or "/\\host"),
 * so sign-in links cannot be turned into open redirects.
 */
export function safeNextPath(next: string | null | undefined, fallback = "/"): string {
  if (!next) return fallback;
  if (!next.startsWith("/") || next.startsWith("//") || next.startsWith("/\\")) return fallback;
  // C0 and C1 control characters (and DEL) are never part of a path we link to.
  for (const char of next) {
    const code = char.charCodeAt(0);
    if (code < 0x20 || (code >= 0x7f && code <= 0x9f)) return fallback;
  }
  return next;
}
