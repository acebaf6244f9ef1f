/**
 * JSON answers of the API compressed when the client takes it, by `@fastify/compress`: a school's mirror
 * is mostly repeated keys and names, a tenth of its size in brotli, and a village link moves about 50 KB
 * a second. A route that streams a file's bytes (`transfer`) is never compressed: videos and PDFs are
 * compressed already, and a byte range counts the file's own bytes. A sync page kept for many readers is
 * compressed once per encoding (`precompressed`), which the plugin, compressing every answer afresh,
 * cannot do.
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import compress from '@fastify/compress';
import negotiate from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

const ENCODINGS: Encoding[] = ['br', 'gzip'];
export type Encoding = 'br' | 'gzip';
/** Below this, headers and the work cost more than the bytes saved. */
const THRESHOLD = 1024;
// Quality 5: most of brotli's gain at a small part of its top setting's time, for answers made per request.
const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } };

/** Compression of the API's answers: registered in the API's scope, before its routes. */
export async function compressAnswers(api: FastifyInstance) {
  api.addHook('onRoute', (route) => {
    if (route.config?.transfer) route.compress = false;
  });
  await api.register(compress, {
    encodings: ENCODINGS,
    threshold: THRESHOLD,
    brotliOptions: BROTLI_OPTIONS,
    // Request bodies are read as sent: a compressed one is not inflated past its body limit.
    globalDecompression: false,
  });
}

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const encode = (encoding: Encoding, text: string) =>
  encoding === 'br' ? brotli(text, BROTLI_OPTIONS) : gzipped(text);

/**
 * `text` in the encoding the client takes, chosen as the plugin chooses it, with the headers saying so;
 * `made` keeps each encoding once made, for an answer sent again and again (a kept sync page). The
 * plugin leaves an answer that names its encoding as it is.
 */
export async function precompressed(
  request: FastifyRequest,
  reply: FastifyReply,
  text: string,
  made: Map<Encoding, Promise<Buffer>>,
): Promise<string | Buffer> {
  if (Buffer.byteLength(text) < THRESHOLD) return text;
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const encoding = negotiate(String(request.headers['accept-encoding'] ?? '').toLowerCase(), ENCODINGS);
  if (!encoding) return text;
  let body = made.get(encoding);
  if (!body) {
    body = encode(encoding, text);
    made.set(encoding, body);
  }
  reply.header('content-encoding', encoding);
  return body;
}
