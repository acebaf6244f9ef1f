/** Turns every failure into the API's error shape, in the request's language; bad input is never a 500. */
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { HTTP_MESSAGES as H, HttpError, isUniqueViolation } from '../http/errors';
import { requestLanguage, translate } from '../i18n/translate';

function fromFastifyError(error: FastifyError): HttpError | null {
  if (isUniqueViolation(error)) return new HttpError(409, H.duplicate, 'duplicate');
  const status = error.statusCode ?? 500;
  if (status === 429) return new HttpError(429, AUTH_MESSAGES.rateLimited, 'rate_limited');
  if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE') return new HttpError(413, H.tooLarge, 'payload_too_large');
  if (error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE') {
    return new HttpError(415, H.unsupportedType, 'unsupported_media_type');
  }
  if (error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') return new HttpError(400, H.invalidBody, 'bad_request');
  if (error instanceof SyntaxError || error.code === 'FST_ERR_CTP_INVALID_JSON_BODY') {
    return new HttpError(400, H.invalidJson, 'bad_request');
  }
  if (status >= 400 && status < 500) return new HttpError(status, error.message, 'bad_request');
  return null;
}

/**
 * Every JSON error body names its request (`requestId`, the `X-Request-Id` header), whoever wrote it: the
 * error handler, a route sending its own, or a library's answer passed on (tus). One place, so none is missed.
 */
async function nameRequestInError(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode < 400 || typeof payload !== 'string' || !payload.startsWith('{')) return payload;
  if (!/json/.test(String(reply.getHeader('content-type') ?? ''))) return payload;
  let body: unknown;
  try {
    body = JSON.parse(payload);
  } catch {
    return payload;
  }
  if (typeof body !== 'object' || body === null || 'requestId' in body) return payload;
  return JSON.stringify({ ...body, requestId: request.id });
}

export const errorsPlugin = fp(
  async (app) => {
    // Every answer names its request, so a person's report can be found in the log.
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    // Before the other onSend hooks (the app's are added after this plugin), which may compress the body.
    app.addHook('onSend', nameRequestInError);

    app.setErrorHandler((error: FastifyError, request, reply) => {
      const known = error instanceof HttpError ? error : fromFastifyError(error);
      if (known) return reply.status(known.statusCode).send(known.toBody());
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send({ success: false, message: H.somethingWrong, errorType: 'server_error' });
    });

    app.setNotFoundHandler((request, reply) =>
      reply.status(404).send({
        success: false,
        message: translate(requestLanguage(request), H.noRoute, {
          method: request.method,
          path: request.url.split('?')[0] ?? '',
        }),
        errorType: 'not_found',
      }),
    );
  },
  { name: 'errors' },
);
