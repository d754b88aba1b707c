/** Typed business errors. Each transport (JSON API, page loader) maps them in one place. */
export class DomainError extends Error {
  /** `message` may be a UI-string key; `params` fill its {{placeholders}} when it is translated */
  constructor(
    message: string,
    readonly status: number,
    readonly params: Record<string, string | number> = {},
  ) {
    super(message);
    this.name = new.target.name;
  }
}

export class NotFoundError extends DomainError {
  constructor(message = "Not found") {
    super(message, 404);
  }
}

export class ValidationError extends DomainError {
  /** `params` fill the {{placeholders}} of the field messages (e.g. {{quantity}}) */
  constructor(
    readonly fieldErrors: Record<string, string[]>,
    message?: string,
    params: Record<string, string | number> = {},
  ) {
    super(message ?? Object.values(fieldErrors)[0]?.[0] ?? "The given data was invalid.", 422, params);
  }
}

/**
 * A request that is well-formed but breaks a rule about one of its fields (a coupon that does
 * not apply, a wrong password): 422 like a validation error, with the message under that field
 * too, since clients read `errors[field][0]` from every 422.
 */
export class UnprocessableError extends DomainError {
  constructor(
    message: string,
    readonly field: string,
    params: Record<string, string | number> = {},
  ) {
    super(message, 422, params);
  }
}

export class ConflictError extends DomainError {
  /** `details`: what the answer carries beside `error` (the new figures a client shows: decision 076) */
  constructor(
    message: string,
    params: Record<string, string | number> = {},
    readonly details: Record<string, unknown> = {},
  ) {
    super(message, 409, params);
  }
}

export class ForbiddenError extends DomainError {
  constructor(message = "Permission denied") {
    super(message, 403);
  }
}

export class UnauthorizedError extends DomainError {
  constructor(message = "Please sign in first") {
    super(message, 401);
  }
}

export class RateLimitError extends DomainError {
  constructor(
    message: string,
    readonly retryAfterSeconds: number,
  ) {
    super(message, 429);
  }
}
