/** Between Fastify and `@tus/server`: a web Request from Fastify's request, and tus' web Response sent back. */
import { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { HttpError, type ErrorType } from '../../http/errors';

/** The request as tus reads it; the body stays a stream (the pass-through parser never reads it). */
export function webRequestOf(request: FastifyRequest): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    for (const item of [value ?? []].flat()) headers.append(name, item);
  }
  const hasBody = request.method === 'POST' || request.method === 'PATCH';
  return new Request(`http://localhost${request.url}`, {
    method: request.method,
    headers,
    body: hasBody ? (Readable.toWeb(request.raw) as ReadableStream<Uint8Array>) : undefined,
    duplex: 'half',
  } as RequestInit);
}

export const TUS_BODY_TYPE_MESSAGE = defineMessages({
  bodyType: 'An upload body must be sent as application/offset+octet-stream',
}).bodyType;

/**
 * tus reads a POST's or PATCH's body itself, as bytes (`application/offset+octet-stream`, which Fastify
 * leaves unread); a body Fastify has parsed (JSON, say) is gone from the stream: refused before anything.
 */
export function refuseParsedBody(request: FastifyRequest): void {
  if (request.body !== undefined) throw new HttpError(415, TUS_BODY_TYPE_MESSAGE, 'unsupported_media_type');
}

const ERROR_TYPES: Record<number, ErrorType> = {
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  410: 'not_found',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
};

/**
 * A tus error answer in the API's error shape: tus writes plain text, our hooks' answers (`TusAnswer`) are
 * already that shape. Sent as an object, so that it is translated and names its request like any error.
 */
function errorBody(status: number, body: string): Record<string, unknown> {
  if (body.startsWith('{')) {
    try {
      return JSON.parse(body) as Record<string, unknown>;
    } catch {
      // Not ours after all: its text is the message.
    }
  }
  const errorType = ERROR_TYPES[status] ?? (status >= 500 ? 'server_error' : 'bad_request');
  return new HttpError(status, body.trim() || 'Upload failed', errorType).toBody();
}

/** What a tus hook throws to answer with one of our errors (tus reads `status_code` and `body`). */
export class TusAnswer extends Error {
  readonly status_code: number;
  readonly body: string;
  constructor(error: HttpError) {
    super(error.message);
    this.status_code = error.statusCode;
    this.body = JSON.stringify(error.toBody());
  }
}

export async function sendTusAnswer(request: FastifyRequest, reply: FastifyReply, response: Response) {
  const body = await response.text();
  reply.code(response.status);
  response.headers.forEach((value, name) => {
    // tus allows every origin; CORS is the app's (server/http/cors.ts), already on the reply.
    if (name !== 'content-length' && name !== 'content-type' && !name.startsWith('access-control-'))
      reply.header(name, value);
  });
  if (response.status >= 500) request.log.warn({ body }, 'tus request failed');
  if (response.status >= 400)
    return reply.type('application/json; charset=utf-8').send(errorBody(response.status, body));
  return reply.send(body || undefined);
}
