/** API errors in the shape of docs/api.md, "Errors": `{ message, errorType, errors? }` with the right status. */
export type ErrorType =
  | 'validation'
  | 'unauthorized'
  | 'token_expired'
  | 'session_ended'
  | 'account_deactivated'
  | 'forbidden'
  | 'not_found'
  | 'duplicate'
  | 'version_conflict'
  | 'in_use'
  | 'idempotency_mismatch'
  | 'rate_limited'
  | 'too_many_attempts'
  | 'payload_too_large'
  | 'unsupported_media_type'
  | 'bad_request'
  | 'server_error';

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly errorType: ErrorType,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }

  toBody(): Record<string, unknown> {
    return {
      success: false,
      message: this.message,
      errorType: this.errorType,
      ...(this.errors ? { errors: this.errors } : {}),
      ...this.extra,
    };
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors ? 'validation' : 'bad_request', errors);
export const unauthorized = (
  message: string,
  errorType: 'unauthorized' | 'token_expired' | 'session_ended' | 'account_deactivated' = 'unauthorized',
) => new HttpError(401, message, errorType);
export const forbidden = (message = 'You do not have permission to do this') =>
  new HttpError(403, message, 'forbidden');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'not_found');
export const duplicate = (message: string, field?: string) =>
  new HttpError(409, message, 'duplicate', field ? { [field]: message } : undefined);
/** The record is still needed by others (a class with pupils). */
export const inUse = (message: string) => new HttpError(409, message, 'in_use');
export const versionConflict = (current: unknown) =>
  new HttpError(409, 'This record was changed by someone else.', 'version_conflict', undefined, { current });

/** Postgres unique violation, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}
