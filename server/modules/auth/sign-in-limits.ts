/**
 * Sign-in limits (docs/api.md, "Rate limits"), counted in the database so every process shares them:
 * - per address, for the sign-in routes together, checked before the body is parsed: one address cannot
 *   try many accounts (password spraying), nor make the server parse a flood of bodies;
 * - per account and route, from any address: several addresses together get no more guesses at one account.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { limitBody } from '../../http/body-limits';
import { addressOf, routeLimit, sharedLimit } from '../../http/rate-limits';

const TEN_MINUTES = 10 * 60 * 1000;
export const PER_ADDRESS = { max: 30, windowMs: TEN_MINUTES };

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** Route options of a public sign-in route allowing `perAccount` tries per e-mail in 10 minutes. */
export function signInRoute(app: FastifyInstance, name: string, perAccount: number) {
  const perAccountLimit = sharedLimit(
    app,
    { max: perAccount, windowMs: TEN_MINUTES },
    (request) => `sign-in:account:${name}:${emailOf(request)}`,
  );
  return {
    config: {
      access: 'public' as const,
      rateLimit: routeLimit(PER_ADDRESS, (request) => `sign-in:address:${addressOf(request)}`),
    },
    ...limitBody('small'),
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      if (emailOf(request)) await perAccountLimit.hit(request, reply);
    },
  };
}
