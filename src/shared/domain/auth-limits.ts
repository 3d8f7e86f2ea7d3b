// Length limits of account fields. Kept apart from auth-rules.ts so that importing them (the
// contracts do) does not pull the 1,000-password list into every bundle.
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const EMAIL_MAX = 254;
export const NAME_MAX = 100;
