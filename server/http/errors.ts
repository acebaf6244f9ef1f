/** API errors in the shape of docs/api.md, "Errors": `{ message, errorType, errors? }` with the right status. */
import { defineMessages } from '../../src/domain/i18n/languages';

/** Every `errorType` an answer can carry; the API description lists the same (server/openapi/answers.ts). */
export const ERROR_TYPES = [
  'validation',
  'unauthorized',
  'token_expired',
  'session_ended',
  'account_deactivated',
  'device_token',
  'forbidden',
  'not_found',
  'duplicate',
  'version_conflict',
  'in_use',
  'command_expired',
  'command_confirmed',
  'idempotency_mismatch',
  'new_year_started',
  'new_year_recent',
  'preview_outdated',
  'undo_closed',
  'undo_blocked',
  'rate_limited',
  'too_many_attempts',
  'too_many_uploads',
  'payload_too_large',
  'unsupported_media_type',
  'tus_version',
  'bad_request',
  'busy',
  'server_error',
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

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

/** The server's own words for failures no module names; translated by the error handler. */
export const HTTP_MESSAGES = defineMessages({
  forbidden: 'You do not have permission to do this',
  notFound: 'Not found',
  versionConflict: 'This record was changed by someone else.',
  duplicate: 'This record already exists',
  tooLarge: 'The request is too large',
  unsupportedType: 'Unsupported content type',
  invalidBody: 'Invalid request body',
  invalidJson: 'Invalid JSON body',
  somethingWrong: 'Something went wrong',
  noRoute: 'No route matches {method} {path}',
  invalidIdempotencyKey: 'Invalid Idempotency-Key header',
  invalidIfMatch: 'Invalid If-Match header',
  rangeNotSatisfiable: 'Range Not Satisfiable',
  busy: 'The server is busy. Please try again in a moment.',
  pathTooLong: 'The address is too long',
  invalidUtf8Body: 'The request body is not valid UTF-8 text',
  invalidUtf8Address: 'The request address has a broken %-escape: it must encode UTF-8 text',
});

export const badRequest = (message: string, errors?: Record<string, string>) =>
  new HttpError(400, message, errors ? 'validation' : 'bad_request', errors);
export const unauthorized = (
  message: string,
  errorType: 'unauthorized' | 'token_expired' | 'session_ended' | 'account_deactivated' = 'unauthorized',
) => new HttpError(401, message, errorType);
export const forbidden = (message: string = HTTP_MESSAGES.forbidden) =>
  new HttpError(403, message, 'forbidden');
export const notFound = (message: string = HTTP_MESSAGES.notFound) =>
  new HttpError(404, message, 'not_found');
export const duplicate = (message: string, field?: string) =>
  new HttpError(409, message, 'duplicate', field ? { [field]: message } : undefined);
/** The record is still needed by others (a class with pupils). */
export const inUse = (message: string) => new HttpError(409, message, 'in_use');
export const versionConflict = (current: unknown) =>
  new HttpError(409, HTTP_MESSAGES.versionConflict, 'version_conflict', undefined, { current });

/** Postgres unique violation, possibly wrapped by drizzle. */
export function isUniqueViolation(error: unknown): boolean {
  const candidate = error as { code?: string; cause?: { code?: string } };
  return candidate.code === '23505' || candidate.cause?.code === '23505';
}
