/** The errors of the transport: a server's "no" (ApiError) is never confused with no answer at all (NetworkError). */
import { defineMessages } from '../../domain/i18n/languages';
import { t } from '../../i18n/i18n';

export const TRANSPORT_MESSAGES = defineMessages({
  fallback: 'Something went wrong',
  invalidResponse: 'Invalid response from server',
  network: 'Cannot reach the server. Check the connection and try again.',
  serverError: 'Server error: {status} {statusText}',
});

/** 'Server error: 502 Bad Gateway', in the chosen language. */
export const serverErrorMessage = (status: number, statusText: string) =>
  t(TRANSPORT_MESSAGES.serverError, { status, statusText }).trim();

export interface ApiErrorInit {
  status: number;
  statusText: string;
  body?: unknown;
  errorType?: string | undefined;
  errors?: Record<string, string> | undefined;
}

export class ApiError extends Error {
  readonly status: number;
  readonly statusText: string;
  readonly body: unknown;
  readonly errorType: string | undefined;
  readonly errors: Record<string, string> | undefined;

  constructor(message: string, init: ApiErrorInit) {
    super(message);
    this.name = 'ApiError';
    this.status = init.status;
    this.statusText = init.statusText;
    this.body = init.body ?? null;
    this.errorType = init.errorType;
    this.errors = init.errors;
  }
}

/** No answer: offline, DNS failure, connection dropped or timed out. The request may be retried later. */
export class NetworkError extends Error {
  readonly cause: unknown;

  constructor(cause?: unknown, message: string = TRANSPORT_MESSAGES.network) {
    super(message);
    this.name = 'NetworkError';
    this.cause = cause;
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export function isNetworkError(error: unknown): error is NetworkError {
  return error instanceof NetworkError;
}

/**
 * The message to show for any thrown value, with the operation's default text (`fallback`) as the last
 * resort, in the chosen language (the server's own words are already in it: it answers in the request's).
 */
export function messageOf(error: unknown, fallback: string): string {
  if (error instanceof Error && error.message.trim() !== '') return t(error.message);
  return t(fallback);
}
