// The sign-in feature's public file: what other features may use from it (the import rules allow
// no deeper import, src/architecture/import-rules.ts). The new-password fields and their check are
// the reset link's and the account's password change.
export { newPasswordProblem } from "./components/new-password";
export { NewPasswordFields } from "./components/new-password-fields";
