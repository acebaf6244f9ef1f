/**
 * The router's own refusals, in the API's error shape like every other, never echoing the path: a path
 * whose %-escapes are broken or not UTF-8 (400) and a path segment longer than any id or key the API
 * takes (414). Fastify
 * answers these before any hook runs, so the answer is made whole here: its request id and language.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { HTTP_MESSAGES as H } from './errors';
import { requestLanguage, translate } from '../i18n/translate';

/** Above the longest path value the API takes (an Idempotency-Key, 200 characters). */
export const MAX_PATH_SEGMENT = 256;

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const tooLong = error.code === 'FST_ERR_MAX_PARAM_LENGTH';
  void reply
    .status(tooLong ? 414 : 400)
    .header('x-request-id', request.id)
    .send({
      success: false,
      message: translate(requestLanguage(request), tooLong ? H.pathTooLong : H.invalidUtf8Address),
      errorType: 'bad_request',
      requestId: request.id,
    });
}
