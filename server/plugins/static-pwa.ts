/**
 * Serves the built PWA from `root`: precompressed files (made by `server/cli/compress-dist.ts`),
 * a year-long cache for content-hashed assets, revalidation for everything else, the SPA fallback
 * for deep links, and the security headers (helmet's, chosen by each answer's type). Paths under /api are never answered here, so an
 * unknown API path keeps the API's JSON 404.
 */
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyRequest } from 'fastify';

export interface StaticPwaOptions {
  /** The built PWA (`dist/`). */
  root: string;
  /** Other origins the PWA may call and load media from (an API on another host). */
  apiOrigins: string[];
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
// Not hashed (index.html, sw.js, the manifest, icons): always revalidate, an ETag makes that a 304.
const REVALIDATE = 'no-cache';

/** The hashes of the page's inline scripts, as a Content-Security-Policy names them. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map(
    ([, body]) =>
      `'sha256-${createHash('sha256')
        .update(body ?? '')
        .digest('base64')}'`,
  );
}

/** The page's Content-Security-Policy, as helmet takes it. */
export function contentSecurityPolicy(apiOrigins: string[], scriptHashes: string[] = []) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      // The page's own inline script (the appearance applied before the first paint), by its hash only.
      scriptSrc: ["'self'", ...scriptHashes],
      connectSrc: ["'self'", ...apiOrigins],
      imgSrc: ["'self'", 'data:', 'blob:', ...apiOrigins],
      mediaSrc: ["'self'", 'blob:', ...apiOrigins],
      // react-toastify 11 injects its stylesheet as a <style> element at run time.
      styleSrc: ["'self'", "'unsafe-inline'"],
      workerSrc: ["'self'"],
      manifestSrc: ["'self'"],
      frameAncestors: ["'none'"],
      baseUri: ["'self'"],
      formAction: ["'self'"],
      objectSrc: ["'none'"],
    },
  };
}

function isApiPath(url: string): boolean {
  const pathname = url.split('?')[0] ?? '';
  return pathname === '/api' || pathname.startsWith('/api/');
}

/** The one worker the app starts. */
const SERVICE_WORKER = '/sw.js';
/** Answers a browser may open as a document: a page, and an SVG (it can hold scripts). */
const DOCUMENT_TYPES = /^(text\/html|image\/svg\+xml)/;

function acceptsHtml(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').includes('text/html');
}

export const staticPwaPlugin = fp<StaticPwaOptions>(
  async (app, options) => {
    const root = path.resolve(options.root);
    // Turned on over the headers every answer has (server/http/security-headers.ts: `nosniff`).
    const everyFile = { referrerPolicy: { policy: 'no-referrer' as const } };
    // What only a document or a worker obeys: on scripts, styles and pictures a tablet would pay some
    // 400 bytes each for headers its browser ignores, so the choice is made on each answer's type.
    const documentHeaders = {
      ...everyFile,
      contentSecurityPolicy: contentSecurityPolicy(
        options.apiOrigins,
        inlineScriptHashes(await readFile(path.join(root, 'index.html'), 'utf8')),
      ),
      xFrameOptions: { action: 'deny' as const },
      crossOriginOpenerPolicy: { policy: 'same-origin' as const },
    };

    // Encapsulated so the reply decorators and the header hook stay on the PWA routes.
    await app.register(async (pwa) => {
      // Decided on the answer: any deep link that is no file is answered with the page.
      pwa.addHook('onSend', async (request, reply, payload) => {
        if (isApiPath(request.url)) return payload;
        const document = DOCUMENT_TYPES.test(String(reply.getHeader('content-type') ?? ''));
        reply.helmet(document || request.url.split('?')[0] === SERVICE_WORKER ? documentHeaders : everyFile);
        return payload;
      });

      await pwa.register(fastifyStatic, {
        root,
        // One route per built file (dist/ changes only with a deploy, which restarts the server),
        // leaving `/*` free for the SPA fallback below.
        wildcard: false,
        globIgnore: ['**/*.br', '**/*.gz'],
        preCompressed: true,
        cacheControl: false,
        setHeaders(reply, filePath) {
          // Vite writes only content-hashed names into assets/.
          const hashed = path.relative(root, filePath).startsWith(`assets${path.sep}`);
          reply.header('cache-control', hashed ? IMMUTABLE : REVALIDATE);
        },
      });

      pwa.get('/*', (request, reply) => {
        if (isApiPath(request.url) || !acceptsHtml(request)) return reply.callNotFound();
        return reply.sendFile('index.html');
      });
    });
  },
  { name: 'static-pwa', fastify: '5.x', dependencies: ['@fastify/helmet'] },
);
