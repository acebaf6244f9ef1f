/**
 * JSON answers of the API compressed when the client takes it: a school's mirror is mostly repeated
 * keys and names, a tenth of its size in brotli, and a village link moves about 50 KB a second.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Below this, headers and the work cost more than the bytes saved. */
const MIN_BYTES = 1024;
const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
// Quality 5: most of brotli's gain at a small part of its top setting's time, for answers made per request.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

export type Encoding = 'br' | 'gzip';

function encodingFor(request: FastifyRequest): Encoding | null {
  const accepted = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(accepted)) return 'br';
  if (/\bgzip\b/.test(accepted)) return 'gzip';
  return null;
}

const encode = (encoding: Encoding, text: string) =>
  encoding === 'br' ? brotli(text, BROTLI_OPTIONS) : gzipped(text);

/**
 * `text` in the encoding the client takes, with the headers saying so. `made` keeps each encoding
 * once made, for an answer sent again and again (a cached sync page).
 */
export async function encodedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  made?: Map<Encoding, Promise<Buffer>>,
): Promise<string | Buffer> {
  if (text.length < MIN_BYTES) return text;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = encodingFor(request);
  if (!encoding) return text;
  let body = made?.get(encoding);
  if (!body) {
    body = encode(encoding, text);
    made?.set(encoding, body);
  }
  reply.header('content-encoding', encoding);
  reply.removeHeader('content-length');
  return body;
}

export async function compressJson(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (!request.url.startsWith('/api/') || typeof payload !== 'string') return payload;
  if (!String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return payload;
  if (reply.hasHeader('content-encoding') || /accept-encoding/.test(String(reply.getHeader('vary') ?? '')))
    return payload;
  return encodedAnswer(request, reply, payload);
}
