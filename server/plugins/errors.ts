/** Turns every failure into the API's error shape; bad input is never a 500. */
import fp from 'fastify-plugin';
import type { FastifyError } from 'fastify';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { HttpError, isUniqueViolation } from '../http/errors';

function fromFastifyError(error: FastifyError): HttpError | null {
  if (isUniqueViolation(error)) return new HttpError(409, 'This record already exists', 'duplicate');
  const status = error.statusCode ?? 500;
  if (status === 429) return new HttpError(429, AUTH_MESSAGES.rateLimited, 'rate_limited');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    return new HttpError(413, 'The request is too large', 'payload_too_large');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new HttpError(415, 'Unsupported content type', 'unsupported_media_type');
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY')
    return new HttpError(400, 'Invalid request body', 'bad_request');
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new HttpError(400, 'Invalid JSON body', 'bad_request');
  }
  if (status >= 400 && status < 500) return new HttpError(status, error.message, 'bad_request');
  return null;
}

export const errorsPlugin = fp(
  async (app) => {
    // Every answer names its request, so a person's report can be found in the log.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error instanceof HttpError ? error : fromFastifyError(error);
      if (known) return reply.status(known.statusCode).send({ ...known.toBody(), requestId: request.id });
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({
        success: false,
        message: 'Something went wrong',
        errorType: 'server_error',
        requestId: request.id,
      });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        success: false,
        message: `No route matches ${request.method} ${request.url.split('?')[0] ?? ''}`,
        errorType: 'not_found',
        requestId: request.id,
      }),
    );
  },
  { name: 'errors' },
);
