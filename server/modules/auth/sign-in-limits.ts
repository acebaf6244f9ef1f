/**
 * Sign-in limits (docs/api.md, "Rate limits"), counted in the database so every process shares them:
 * - per address, for the sign-in routes together, checked before the body is parsed: one address cannot
 *   try many accounts (password spraying), nor make the server parse a flood of bodies;
 * - per account and route, from any address: several addresses together get no more guesses at one account.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { limitBody } from '../../http/body-limits';
import { enforceLimit, networkOf } from '../../http/rate-limits';

export { networkOf };

const TEN_MINUTES = 10 * 60 * 1000;
export const PER_ADDRESS = { max: 30, windowMs: TEN_MINUTES };

function emailOf(request: FastifyRequest): string | undefined {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' && email.trim() ? email.trim().toLowerCase() : undefined;
}

/** Route options of a public sign-in route allowing `perAccount` tries per e-mail in 10 minutes. */
export function signInRoute(name: string, perAccount: number) {
  return {
    config: { access: 'public' as const },
    ...limitBody('small'),
    onRequest: async (request: FastifyRequest, reply: FastifyReply) =>
      enforceLimit(request.server.db, reply, `sign-in:address:${networkOf(request.ip)}`, PER_ADDRESS),
    preHandler: async (request: FastifyRequest, reply: FastifyReply) => {
      const email = emailOf(request);
      if (email)
        await enforceLimit(request.server.db, reply, `sign-in:account:${name}:${email}`, {
          max: perAccount,
          windowMs: TEN_MINUTES,
        });
    },
  };
}
