/**
 * What tus 1.0.0 asks of every answer at `/api/files`, whoever gives it (tus, our own checks, the guards,
 * the error handler): the version a request speaks is checked before anything else (412 with the versions
 * spoken), every answer says `Tus-Resumable: 1.0.0`, and `OPTIONS` tells a client what this server does.
 * The headers it adds, as the routes' descriptions name them, are here too.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { MoreRouteOptions } from '../../kit/declared-route';
import type { HeaderDoc } from '../../openapi/route-doc';
import { UPLOAD_LIMITS } from '../../../src/domain/uploads/upload-rules';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { HttpError } from '../../http/errors';

export const TUS_VERSION = '1.0.0';

/**
 * The extensions this server really supports. Not `creation-defer-length` (the size must be known at
 * creation), `checksum` or `concatenation`.
 */
export const TUS_EXTENSIONS = ['creation', 'creation-with-upload', 'termination', 'expiration'] as const;

/** The largest upload of any kind. */
export const TUS_MAX_SIZE = Math.max(...Object.values(UPLOAD_LIMITS));

export const TUS_VERSION_MESSAGE = defineMessages({
  unsupported: 'This server speaks tus 1.0.0: send Tus-Resumable: 1.0.0',
}).unsupported;

/** A request of the tus protocol: it names the version it speaks (a plain `HEAD` of a file does not). */
export const isTusRequest = (request: FastifyRequest) => request.headers['tus-resumable'] !== undefined;

async function requireTusVersion(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers['tus-resumable'] === TUS_VERSION) return;
  reply.header('tus-version', TUS_VERSION);
  throw new HttpError(412, TUS_VERSION_MESSAGE, 'tus_version');
}

async function sayTusResumable(_request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  reply.header('tus-resumable', TUS_VERSION);
  return payload;
}

/**
 * The hooks of a tus route: its version checked before the guards and the body (a missing or other
 * `Tus-Resumable` is a 412), and `Tus-Resumable` on every answer, refusals included. With `onlyIfTus`,
 * both apply only to requests that name a version (a `HEAD` is also a plain file's).
 */
export function tusHooks({ onlyIfTus = false } = {}): Required<
  Pick<MoreRouteOptions, 'onRequest' | 'onSend'>
> {
  return {
    onRequest: async (request, reply) => {
      if (!onlyIfTus || isTusRequest(request)) await requireTusVersion(request, reply);
    },
    onSend: async (request, reply, payload) =>
      !onlyIfTus || isTusRequest(request) ? sayTusResumable(request, reply, payload) : payload,
  };
}

/**
 * `OPTIONS /api/files`: what this server speaks, for a client to discover. A browser's CORS preflight is
 * answered before it reaches here (server/http/cors.ts); one for an origin that is not allowed is the 404
 * every other preflight of such an origin gets.
 */
export function answerTusDiscovery(request: FastifyRequest, reply: FastifyReply) {
  if (request.headers['access-control-request-method'] !== undefined) {
    reply.callNotFound();
    // The reply is awaited until the 404 is sent, so the handler is not taken to have answered nothing.
    return reply;
  }
  return reply
    .code(204)
    .headers({
      'tus-resumable': TUS_VERSION,
      'tus-version': TUS_VERSION,
      'tus-extension': TUS_EXTENSIONS.join(','),
      'tus-max-size': String(TUS_MAX_SIZE),
    })
    .send();
}

/** The `OPTIONS` route's own hooks: `Tus-Resumable` on its answer; no version is asked of a discovery. */
export const discoveryHooks: Pick<MoreRouteOptions, 'onSend'> = { onSend: sayTusResumable };

/** A tus header, as a route's description names it. */
export const tusHeader = (name: string, description: string, required = false): HeaderDoc => ({
  name,
  description,
  required,
});

/** The version header a tus request must send. */
export const TUS_RESUMABLE = tusHeader('Tus-Resumable', '`1.0.0`', true);

/** What a tus answer says about an upload. */
export const TUS_ANSWER_HEADERS = [
  tusHeader('Tus-Resumable', '`1.0.0`'),
  tusHeader('Upload-Offset', 'The bytes received so far'),
  tusHeader('Upload-Length', 'The size of the file'),
];

/** The refusal every tus route has: the version is checked before the token. */
export const TUS_REFUSALS = {
  412: '`tus_version`, with `Tus-Version: 1.0.0`: `Tus-Resumable` missing or another version (before the token is checked)',
} as const;

export const TUS_NOTE = 'Every answer, refusals included, says `Tus-Resumable: 1.0.0`.';
