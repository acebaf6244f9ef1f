/**
 * Bearer-JWT authentication and role guards; headsets' `Device` tokens on the routes for them
 * (`access: 'device'`, server/auth/device-tokens.ts). Every authenticated request reloads its user and its
 * session, so a changed role, school, a deleted account or an ended session takes effect at once (the
 * changes of an outbox batch at the batch's arrival: they are that one request's).
 */
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { roleOf, type Role } from '../../src/domain/roles';
import type { Access, ApiRoute, CurrentUser } from '../auth/access';
import { deviceAuthentication, type CurrentDevice } from '../auth/device-tokens';
import { markUsed, startSession, tokenHolderQuery } from '../auth/sessions';
import type { Db } from '../db/connection';
import { settings } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';
import { batchRunOf } from '../http/outbox-batch-run';

interface TokenClaims {
  sub: string;
  /** The session this token belongs to (server/auth/sessions.ts). */
  sid?: string;
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, for tests that prove each one is guarded. */
    apiRoutes: ApiRoute[];
    authenticate: onRequestAsyncHookHandler;
    requireRole(...roles: Role[]): onRequestAsyncHookHandler;
    /** Starts a session for this sign-in (in `db`, e.g. the sign-up's transaction) and answers its token. */
    issueToken(db: Db, userId: string, options: { extended: boolean; userAgent?: string }): Promise<string>;
  }
  interface FastifyRequest {
    currentUser: CurrentUser;
    /** The headset calling a `device` route. */
    currentDevice: CurrentDevice;
  }
}

const HOUR_S = 60 * 60;
export const TOKEN_LIFETIME_S = 12 * HOUR_S;
export const EXTENDED_TOKEN_LIFETIME_S = 30 * 24 * HOUR_S;

/** The secret comes from the environment, or is generated once and kept in the database. */
async function jwtSecret(db: Db, configured: string | undefined): Promise<string> {
  if (configured) return configured;
  const generated = randomBytes(48).toString('base64url');
  await db.insert(settings).values({ key: 'jwt_secret', value: generated }).onConflictDoNothing();
  const [row] = await db.select().from(settings).where(eq(settings.key, 'jwt_secret'));
  return row?.value ?? generated;
}

async function verifyToken(request: FastifyRequest): Promise<TokenClaims> {
  if (!request.headers.authorization) throw unauthorized(AUTH_MESSAGES.unauthorized);
  try {
    return await request.jwtVerify<TokenClaims>();
  } catch (error) {
    const code = (error as { code?: string }).code;
    if (code === 'FST_JWT_AUTHORIZATION_TOKEN_EXPIRED')
      throw unauthorized(AUTH_MESSAGES.sessionExpired, 'token_expired');
    throw unauthorized(AUTH_MESSAGES.unauthorized);
  }
}

export const authPlugin = fp(
  async (app) => {
    await app.register(fastifyJwt, { secret: await jwtSecret(app.db, app.config.jwtSecret) });

    app.decorate(
      'issueToken',
      async (db: Db, userId: string, options: { extended: boolean; userAgent?: string }) => {
        const iat = Math.floor(Date.now() / 1000);
        const exp = iat + (options.extended ? EXTENDED_TOKEN_LIFETIME_S : TOKEN_LIFETIME_S);
        const expiresAt = new Date(exp * 1000);
        const sid = await startSession(db, { userId, userAgent: options.userAgent, expiresAt });
        return app.jwt.sign({ sub: userId, sid, iat, exp });
      },
    );

    app.decorateRequest('currentUser', null as unknown as CurrentUser);
    app.decorateRequest('currentDevice', null as unknown as CurrentDevice);

    const tokenHolder = tokenHolderQuery(app.db);
    app.decorate('authenticate', async (request: FastifyRequest) => {
      // A change of an outbox batch is the batch's caller's, checked when the batch arrived.
      const batch = batchRunOf(request);
      if (batch) {
        request.currentUser = batch.caller;
        return;
      }
      const claims = await verifyToken(request);
      // A token made before sessions existed has no `sid`: it is refused like an ended session.
      const sid = typeof claims.sid === 'string' ? claims.sid : '';
      const [row] = await tokenHolder.execute({ sub: claims.sub, sid });
      if (!row) throw unauthorized(AUTH_MESSAGES.unauthorized);
      const { revokedAt, expiresAt, lastUsedAt, status, ...user } = row;
      if (status === 'inactive') throw unauthorized(AUTH_MESSAGES.accountDeactivated, 'account_deactivated');
      const now = new Date();
      if (!expiresAt || !lastUsedAt || revokedAt || expiresAt <= now)
        throw unauthorized(AUTH_MESSAGES.sessionEnded, 'session_ended');
      await markUsed(app.db, sid, lastUsedAt, now);
      request.currentUser = { ...user, role: roleOf(user.role), sessionId: sid };
    });

    // Secure by default: an /api route is for signed-in users unless it says otherwise.
    app.decorate('apiRoutes', []);
    const authenticateDevice = deviceAuthentication(app);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access: Access = route.config?.access ?? 'authenticated';
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
      if (access === 'public') return;
      // Before the body is read: a stranger's body, or one from a person without the role, is never
      // parsed (nor waited for). The server's own onRequest hooks (the request id, the bounded queue) run
      // first, then the route's own (a protocol's version check, as tus's 412), then the guard.
      const guard =
        access === 'device'
          ? authenticateDevice
          : access === 'authenticated'
            ? app.authenticate
            : app.requireRole(...access);
      const existing = route.onRequest ? [route.onRequest].flat() : [];
      route.onRequest = [...existing, guard];
    });

    app.decorate(
      'requireRole',
      (...roles: Role[]) =>
        async (request: FastifyRequest, reply: FastifyReply) => {
          if (!request.currentUser) await app.authenticate.call(app, request, reply);
          if (!roles.includes(request.currentUser.role)) throw forbidden(AUTH_MESSAGES.forbidden);
        },
    );
  },
  { name: 'auth', dependencies: ['database', '@fastify/rate-limit'] },
);
