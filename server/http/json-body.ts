/**
 * JSON bodies are parsed by Fastify's own parser (secure-json-parse, prototype poisoning refused), once
 * their bytes are known to be UTF-8. Read as text, each invalid byte would silently become U+FFFD and be
 * stored in place of what the client meant; such a body is a 400 instead.
 */
import { isUtf8 } from 'node:buffer';
import type { FastifyInstance } from 'fastify';
import { HTTP_MESSAGES, HttpError } from './errors';

export function parseJsonAsUtf8(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body: Buffer, done) => {
    if (!isUtf8(body)) {
      done(new HttpError(400, HTTP_MESSAGES.invalidUtf8Body, 'bad_request'), undefined);
      return;
    }
    void parseJson(request, body.toString('utf8'), done);
  });
}
