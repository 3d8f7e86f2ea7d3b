// Unit tests for the sign-in and sign-up rules (passwords 8 to 128 characters, no composition rules, the 1,000 most common refused).
import { describe, expect, it } from "vitest";
import { EMAIL_MAX, NAME_MAX, PASSWORD_MAX, PASSWORD_MIN } from "./auth-limits";
import {
  AUTH_MESSAGES,
  checkLogin,
  checkPassword,
  checkSignup,
  isCommonPassword,
  isPlausibleEmail,
  normalizeEmail,
  type SignupForm,
  safeNextPath,
} from "./auth-rules";
import { COMMON_PASSWORDS } from "./common-passwords";

// The exact texts, written out by hand.
const INVALID_EMAIL = { title: "Invalid Email", description: "Please enter a valid email address." };
const NAME_REQUIRED = { title: "Name Required", description: "Please enter both first and last name." };
const NAME_TOO_LONG = { title: "Name Too Long", description: "Names must be at most 100 characters." };
const NAME_INVALID = {
  title: "Invalid Name",
  description: "Names cannot contain line breaks or control characters.",
};
const MISMATCH = { title: "Password Mismatch", description: "Passwords do not match." };
const TOO_SHORT = {
  title: "Password Too Short",
  description: "Password must be at least 8 characters long.",
};
const TOO_LONG = { title: "Password Too Long", description: "Password must be at most 128 characters long." };
const TOO_WEAK = { title: "Password Too Weak", description: "Choose a less common password." };
const MISSING = { title: "Missing Information", description: "Please fill in all fields." };

/** An unusual password of exactly `length` characters (never on the common list). */
function unusual(length: number): string {
  const seed = "Vq7#tLm2!zRw9$Kp";
  return seed.repeat(Math.ceil(length / seed.length)).slice(0, length);
}

const GOOD_PASSWORD = "correct horse battery staple";
const VALID: SignupForm = {
  email: "ada@example.com",
  firstName: "Ada",
  lastName: "Lovelace",
  password: GOOD_PASSWORD,
  confirmPassword: GOOD_PASSWORD,
};
/** How a test name shows an expected outcome. */
const outcome = (failure: { title: string } | null): string =>
  failure === null ? "accepted" : failure.title;
const withPassword = (password: string): SignupForm => ({ ...VALID, password, confirmPassword: password });

describe("constants and messages", () => {
  it("sets the DECISIONS limits: 8 to 128 characters", () => {
    expect(PASSWORD_MIN).toBe(8);
    expect(PASSWORD_MAX).toBe(128);
    expect(EMAIL_MAX).toBe(254);
    expect(NAME_MAX).toBe(100);
  });

  it("uses the exact SPEC / DECISIONS titles and descriptions", () => {
    expect(AUTH_MESSAGES.invalidEmail).toEqual(INVALID_EMAIL);
    expect(AUTH_MESSAGES.nameRequired).toEqual(NAME_REQUIRED);
    expect(AUTH_MESSAGES.nameTooLong).toEqual(NAME_TOO_LONG);
    expect(AUTH_MESSAGES.passwordMismatch).toEqual(MISMATCH);
    expect(AUTH_MESSAGES.passwordTooShort).toEqual(TOO_SHORT);
    expect(AUTH_MESSAGES.passwordTooLong).toEqual(TOO_LONG);
    expect(AUTH_MESSAGES.passwordTooWeak).toEqual(TOO_WEAK);
    expect(AUTH_MESSAGES.missingFields).toEqual(MISSING);
    expect(AUTH_MESSAGES.invalidCredentials).toBe("Invalid email or password.");
  });

  it("no longer mentions the old 6-character minimum", () => {
    expect(JSON.stringify(AUTH_MESSAGES)).not.toContain("6 characters");
  });
});

describe("the common-password list", () => {
  it("has exactly 1,000 distinct, non-empty entries", () => {
    expect(COMMON_PASSWORDS.size).toBe(1000);
    for (const entry of COMMON_PASSWORDS) {
      expect(entry.length).toBeGreaterThan(0);
      expect(entry).toBe(entry.trim());
    }
  });

  it.each(["123456", "password", "12345678", "qwerty", "iloveyou", "password1", "trustno1"])(
    "lists '%s'",
    (entry) => {
      expect(COMMON_PASSWORDS.has(entry)).toBe(true);
    },
  );

  it("does not list 'password123' (so its case variants are not expected to be refused)", () => {
    expect(COMMON_PASSWORDS.has("password123")).toBe(false);
  });
});

describe("checkPassword / isCommonPassword", () => {
  const lengths: [number, typeof TOO_SHORT | typeof TOO_LONG | null][] = [
    [0, TOO_SHORT],
    [1, TOO_SHORT],
    [7, TOO_SHORT],
    [8, null],
    [9, null],
    [64, null],
    [127, null],
    [128, null],
    [129, TOO_LONG],
    [1000, TOO_LONG],
  ];
  for (const [length, expected] of lengths) {
    it(`a ${length}-character unusual password: ${outcome(expected)}`, () => {
      const password = unusual(length);
      expect(password).toHaveLength(length);
      expect(COMMON_PASSWORDS.has(password.toLowerCase())).toBe(false);
      expect(checkPassword(password)).toEqual(expected);
    });
  }

  it("has no composition rules (all digits, all lower case, spaces are fine)", () => {
    for (const password of ["80418275926", "lowercaseonlypassphrase", "with some spaces in it"]) {
      expect(checkPassword(password)).toBeNull();
    }
  });

  it.each(["password", "12345678", "iloveyou", "password1", "qwertyuiop", "sunshine", "football"])(
    "refuses the common password '%s' as too weak",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(checkPassword(password)).toEqual(TOO_WEAK);
    },
  );

  it.each(["PASSWORD1", "Password1", "PaSsWoRd1", "ILOVEYOU", "IloveYou", "FOOTBALL", "QwErTyUiOp"])(
    "refuses the case variant '%s' of a listed password",
    (password) => {
      expect(isCommonPassword(password)).toBe(true);
      expect(checkPassword(password)).toEqual(TOO_WEAK);
    },
  );

  it("refuses every listed password: too short below 8 characters, too weak from 8", () => {
    for (const entry of COMMON_PASSWORDS) {
      const expected = entry.length < 8 ? TOO_SHORT : entry.length > 128 ? TOO_LONG : TOO_WEAK;
      expect(checkPassword(entry), entry).toEqual(expected);
      expect(isCommonPassword(entry)).toBe(true);
    }
  });

  it("refuses the upper- and lower-case form of every all-lower-case listed password", () => {
    for (const entry of COMMON_PASSWORDS) {
      if (entry !== entry.toLowerCase()) continue;
      expect(isCommonPassword(entry.toUpperCase()), entry).toBe(true);
    }
  });

  // Regression test for a bug found while writing these tests (fixed).
  it("refuses every case form of every listed password, capitalised entries included", () => {
    for (const entry of COMMON_PASSWORDS) {
      for (const variant of [entry, entry.toLowerCase(), entry.toUpperCase()]) {
        expect(isCommonPassword(variant), variant).toBe(true);
      }
    }
  });

  it("accepts a long unusual passphrase and near-misses of listed passwords", () => {
    for (const password of [
      "violet kettle drums under the harbour bridge",
      GOOD_PASSWORD,
      "password 1",
      " password",
      "iloveyou!?",
    ]) {
      expect(isCommonPassword(password), password).toBe(false);
      expect(checkPassword(password), password).toBeNull();
    }
  });

  it("checks length before the list (a short common password is 'too short')", () => {
    expect(checkPassword("123456")).toEqual(TOO_SHORT);
    expect(checkPassword("qwerty")).toEqual(TOO_SHORT);
  });
});

describe("checkSignup", () => {
  it("accepts a valid form", () => {
    expect(checkSignup(VALID)).toBeNull();
  });

  it("accepts names and email with surrounding spaces", () => {
    expect(
      checkSignup({ ...VALID, email: "  ada@example.com ", firstName: " Ada ", lastName: "\tLovelace\n" }),
    ).toBeNull();
  });

  const rows: [string, Partial<SignupForm>, { title: string; description: string } | null][] = [
    ["empty email", { email: "" }, INVALID_EMAIL],
    ["email without @", { email: "ada.example.com" }, INVALID_EMAIL],
    ["blank email", { email: "   " }, INVALID_EMAIL],
    ["empty first name", { firstName: "" }, NAME_REQUIRED],
    ["blank first name", { firstName: "   " }, NAME_REQUIRED],
    ["empty last name", { lastName: "" }, NAME_REQUIRED],
    ["blank last name", { lastName: "\t \n" }, NAME_REQUIRED],
    ["both names blank", { firstName: " ", lastName: " " }, NAME_REQUIRED],
    ["first name of 101 characters", { firstName: "a".repeat(101) }, NAME_TOO_LONG],
    ["last name of 101 characters", { lastName: "a".repeat(101) }, NAME_TOO_LONG],
    ["names of 100 characters", { firstName: "a".repeat(100), lastName: "b".repeat(100) }, null],
    ["a bare carriage return in a name", { firstName: "Eve\rBcc: victim@evil.example" }, NAME_INVALID],
    ["a line feed in a name", { lastName: "Doe\nX-Header: 1" }, NAME_INVALID],
    ["a C1 control in a name", { lastName: "Doe\u0085" }, NAME_INVALID],
    ["accents and apostrophes", { firstName: "Zoë", lastName: "O'Brien-Núñez" }, null],
    ["100 characters once trimmed", { firstName: `  ${"a".repeat(100)}  ` }, null],
    ["different confirmation", { confirmPassword: `${GOOD_PASSWORD}!` }, MISMATCH],
    ["confirmation differs in case", { confirmPassword: GOOD_PASSWORD.toUpperCase() }, MISMATCH],
    ["empty confirmation", { confirmPassword: "" }, MISMATCH],
    ["7-character password", { password: unusual(7), confirmPassword: unusual(7) }, TOO_SHORT],
    ["8-character password", { password: unusual(8), confirmPassword: unusual(8) }, null],
    ["128-character password", { password: unusual(128), confirmPassword: unusual(128) }, null],
    ["129-character password", { password: unusual(129), confirmPassword: unusual(129) }, TOO_LONG],
    ["empty passwords", { password: "", confirmPassword: "" }, TOO_SHORT],
    ["'password'", { password: "password", confirmPassword: "password" }, TOO_WEAK],
    ["'12345678'", { password: "12345678", confirmPassword: "12345678" }, TOO_WEAK],
    ["'iloveyou'", { password: "iloveyou", confirmPassword: "iloveyou" }, TOO_WEAK],
    ["'PASSWORD1'", { password: "PASSWORD1", confirmPassword: "PASSWORD1" }, TOO_WEAK],
  ];
  for (const [label, change, expected] of rows) {
    it(`${label}: ${outcome(expected)}`, () => {
      expect(checkSignup({ ...VALID, ...change })).toEqual(expected);
    });
  }

  it("reports failures in SPEC order: email, names, match, length, common list", () => {
    const allWrong: SignupForm = {
      email: "nope",
      firstName: " ",
      lastName: "",
      password: "123",
      confirmPassword: "1234",
    };
    expect(checkSignup(allWrong)).toEqual(INVALID_EMAIL);
    const namesOn = { ...allWrong, email: "ada@example.com" };
    expect(checkSignup(namesOn)).toEqual(NAME_REQUIRED);
    const matchOn = { ...namesOn, firstName: "Ada", lastName: "Lovelace" };
    expect(checkSignup(matchOn)).toEqual(MISMATCH);
    const lengthOn = { ...matchOn, confirmPassword: "123" };
    expect(checkSignup(lengthOn)).toEqual(TOO_SHORT);
    expect(checkSignup(withPassword("password"))).toEqual(TOO_WEAK);
    expect(checkSignup(withPassword("violet kettle drums"))).toBeNull();
  });

  it("puts a mismatch before a common or short password", () => {
    expect(checkSignup({ ...VALID, password: "password", confirmPassword: "password1" })).toEqual(MISMATCH);
    expect(checkSignup({ ...VALID, password: "abc", confirmPassword: "abcd" })).toEqual(MISMATCH);
  });

  it("puts a missing name before a bad password, and a bad email before everything", () => {
    expect(checkSignup({ ...withPassword("password"), lastName: "" })).toEqual(NAME_REQUIRED);
    expect(checkSignup({ ...withPassword("x"), email: "x", firstName: "" })).toEqual(INVALID_EMAIL);
  });

  it("compares the passwords exactly (no trimming)", () => {
    expect(checkSignup({ ...VALID, confirmPassword: ` ${GOOD_PASSWORD}` })).toEqual(MISMATCH);
    expect(checkSignup(withPassword(`  ${unusual(6)}`))).toBeNull();
  });
});

describe("checkLogin", () => {
  const rows: [string, string, string, typeof MISSING | null][] = [
    ["both empty", "", "", MISSING],
    ["email empty", "", "secret-pass", MISSING],
    ["email blank", "   ", "secret-pass", MISSING],
    ["password empty", "ada@example.com", "", MISSING],
    ["both present", "ada@example.com", "secret-pass", null],
    ["password of spaces counts as present", "ada@example.com", "   ", null],
    ["one-character password is present (length is a sign-up rule)", "a@b", "x", null],
  ];
  for (const [label, email, password, expected] of rows) {
    it(`${label}: ${outcome(expected)}`, () => {
      expect(checkLogin({ email, password })).toEqual(expected);
    });
  }
});

describe("isPlausibleEmail", () => {
  it.each([
    "ada@example.com",
    "a@b",
    "first.last+tag@sub.example.co.uk",
    "  ada@example.com  ",
    "ADA@EXAMPLE.COM",
    "o'brien@example.ie",
    "josé@exämple.de",
    "x@sub-domain.example",
    `${"a".repeat(64)}@${"b".repeat(185)}.com`, // 254 characters
  ])("accepts %s", (email) => {
    expect(isPlausibleEmail(email)).toBe(true);
  });

  it.each([
    ["empty", ""],
    ["blank", "   "],
    ["no @", "ada.example.com"],
    ["only @", "@"],
    ["nothing before @", "@example.com"],
    ["nothing after @", "ada@"],
    ["space inside", "ada lovelace@example.com"],
    ["tab inside", "ada@exa\tmple.com"],
    ["255 characters", `${"a".repeat(64)}@${"b".repeat(186)}.com`],
    ["a second mailbox", "x@example.com>,<victim@evil.example"],
    ["two addresses", "x@example.com,victim@evil.example"],
    ["two @", "x@victim@evil.example"],
    ["angle brackets", "<x@example.com>"],
    ["a display name", "Eve <x@example.com>"],
    ["a line break", "x@example.com\r\nBcc: victim@evil.example"],
    ["a bare carriage return", "x@exa\rmple.com"],
    ["a quoted local part", '"x y"@example.com'],
    ["a leading dot", ".x@example.com"],
    ["two dots in a row", "x..y@example.com"],
    ["a domain literal", "x@[127.0.0.1]"],
    ["a hyphen ending a label", "x@example-.com"],
    ["65-character local part", `${"a".repeat(65)}@example.com`],
  ])("refuses %s", (_label, email) => {
    expect(isPlausibleEmail(email)).toBe(false);
  });

  it("measures the length after trimming", () => {
    const exactly254 = `${"a".repeat(64)}@${"b".repeat(185)}.com`;
    expect(exactly254).toHaveLength(254);
    expect(isPlausibleEmail(`   ${exactly254}   `)).toBe(true);
    expect(isPlausibleEmail(`${exactly254}x`)).toBe(false);
  });
});

describe("normalizeEmail", () => {
  it.each([
    ["ada@example.com", "ada@example.com"],
    ["Ada@Example.COM", "ada@example.com"],
    ["  ADA@EXAMPLE.COM\t\n", "ada@example.com"],
    ["", ""],
  ])("%j -> %j", (input, expected) => {
    expect(normalizeEmail(input)).toBe(expected);
  });

  it("is idempotent", () => {
    const once = normalizeEmail("  Mixed.Case@Example.org ");
    expect(normalizeEmail(once)).toBe(once);
  });
});

describe("safeNextPath", () => {
  it.each(["/", "/account", "/account?x=1#y", "/courses/42", "/courses?category=trading&page=2", "/a//b"])(
    "keeps the same-site path %j",
    (path) => {
      expect(safeNextPath(path)).toBe(path);
    },
  );

  it.each([
    ["protocol-relative URL", "//evil.example"],
    ["protocol-relative URL with path", "//evil.example/account"],
    ["backslash trick", "/\\evil.example"],
    ["absolute https URL", "https://evil.example"],
    ["absolute http URL", "http://evil.example/account"],
    ["javascript: URL", "javascript:alert(1)"],
    ["data: URL", "data:text/html,hi"],
    ["bare host", "evil.example"],
    ["relative path", "account"],
    ["leading backslash", "\\\\evil.example"],
    ["leading space", " /account"],
    ["empty string", ""],
  ])("refuses a %s (%j)", (_label, next) => {
    expect(safeNextPath(next)).toBe("/");
  });

  it.each([null, undefined, ""])("falls back on %j", (next) => {
    expect(safeNextPath(next)).toBe("/");
    expect(safeNextPath(next, "/account")).toBe("/account");
  });

  it("returns the given fallback for a refused target", () => {
    expect(safeNextPath("//evil.example", "/courses")).toBe("/courses");
  });

  it("refuses every C0 control character anywhere in the path", () => {
    for (let code = 0; code <= 0x1f; code++) {
      const char = String.fromCharCode(code);
      for (const next of [`/acc${char}ount`, `/${char}/evil.example`, `/account${char}`]) {
        expect(safeNextPath(next), `U+${code.toString(16).padStart(4, "0")}`).toBe("/");
      }
    }
  });

  it("refuses tab and newline tricks that browsers strip into '//host'", () => {
    expect(safeNextPath("/\t/evil.example")).toBe("/");
    expect(safeNextPath("/\n/evil.example")).toBe("/");
    expect(safeNextPath("/\r\nSet-Cookie: x=1")).toBe("/");
  });

  // Regression test for a bug found while writing these tests (fixed).
  it("refuses DEL and the C1 control characters", () => {
    for (const code of [0x7f, 0x80, 0x85, 0x9f]) {
      expect(safeNextPath(`/account${String.fromCharCode(code)}`)).toBe("/");
    }
  });
});
