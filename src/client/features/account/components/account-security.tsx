/**
 * The /account security section: change password and delete account (issue 6). Stub rendered by
 * the account page until it is built.
 */
export function AccountSecuritySection() {
  return null;
}
