/**
 * What a log line may carry (docs/api.md, "Logs"): never a password, hash, token, code or query
 * parameter. Requests are logged by method and path; a failed query by its statement, not its values.
 */
import type { FastifyRequest } from 'fastify';

/** The request as logged: its path without the query string, which can carry a search or a token. */
export function safeRequest(request: FastifyRequest) {
  return {
    method: request.method,
    url: request.url.split('?')[0],
    remoteAddress: request.ip,
  };
}

interface LoggedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** A database driver or drizzle repeats the query's values in its message ("params: …"): cut them off. */
const withoutParameters = (message: string) => message.replace(/\n?\s*params:[\s\S]*$/, '');

/** An error as logged: name, message without the query's values, stack, code; its causes alike. */
export function safeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A value that is not an Error was thrown', stack: '' };
  const logged: LoggedError = {
    type: error.name,
    message: withoutParameters(error.message),
    stack: withoutParameters(error.stack ?? ''),
    code: (error as { code?: unknown }).code,
  };
  if (error.cause !== undefined && depth < 3) logged.cause = safeError(error.cause, depth + 1);
  return logged;
}
