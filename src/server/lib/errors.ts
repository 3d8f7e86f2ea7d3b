// The one typed error family (STYLE.md habit 4). Services throw these; the error handler in
// plugins/errors.ts turns them into `{ error }` with the right status.
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }

  /** Fields a contract's error schema names beside `error` (a 409's `duplicate`); none by default. */
  get details(): Record<string, unknown> | undefined {
    return undefined;
  }
}

export class BadRequestError extends AppError {
  constructor(message: string) {
    super(400, message);
  }
}

export class UnauthorizedError extends AppError {
  constructor(message = "Sign in to continue.") {
    super(401, message);
  }
}

export class ForbiddenError extends AppError {
  constructor(message = "You do not have access to this.") {
    super(403, message);
  }
}

export class NotFoundError extends AppError {
  constructor(message = "Not found.") {
    super(404, message);
  }
}

export class ConflictError extends AppError {
  constructor(message: string) {
    super(409, message);
  }
}

export class UnsupportedMediaTypeError extends AppError {
  constructor(message = "Send JSON with Content-Type: application/json.") {
    super(415, message);
  }
}

export class TooManyRequestsError extends AppError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(429, message, { "retry-after": String(Math.max(1, Math.ceil(retryAfterSeconds))) });
  }
}

/** "Try again in 3 minutes." / "in 40 seconds." for 429 messages people read. */
export function describeWait(seconds: number): string {
  const whole = Math.max(1, Math.ceil(seconds));
  if (whole < 60) return `${whole} second${whole === 1 ? "" : "s"}`;
  const minutes = Math.ceil(whole / 60);
  return `${minutes} minute${minutes === 1 ? "" : "s"}`;
}
