/**
 * Security headers, by `@fastify/helmet`: every answer, the API's and the app's files alike, is never
 * sniffed into another type (`X-Content-Type-Options: nosniff`), errors and unknown paths included.
 * Nothing else on every answer: the headers only a document obeys are the app's pages' own
 * (`server/plugins/static-pwa.ts`); `Cross-Origin-Resource-Policy` would keep an app on another origin
 * (`PWA_API_ORIGINS`) from playing a lesson's video; HSTS is for whatever ends TLS in front of the
 * server; and each header more is bytes on every answer over a village link.
 */
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';

/** Every header helmet knows, off: each answer turns on what it needs. */
const NO_HELMET_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginEmbedderPolicy: false,
  crossOriginOpenerPolicy: false,
  crossOriginResourcePolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xContentTypeOptions: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xPoweredBy: false,
  xXssProtection: false,
} as const;

export async function securityHeaders(app: FastifyInstance) {
  await app.register(helmet, { ...NO_HELMET_HEADERS, xContentTypeOptions: true });
}
