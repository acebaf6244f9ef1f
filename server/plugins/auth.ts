/**
 * Bearer-JWT authentication and role guards. Every authenticated request reloads its user,
 * so a changed role, school or a deleted account takes effect at once.
 */
import fp from 'fastify-plugin';
import fastifyJwt from '@fastify/jwt';
import { randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AUTH_MESSAGES } from '../../src/domain/auth/auth-schemas';
import { roleOf, type Role } from '../../src/domain/roles';
import type { Db } from '../db/connection';
import { settings, users } from '../db/schema';
import { forbidden, unauthorized } from '../http/errors';

export interface CurrentUser {
  id: string;
  email: string;
  role: Role;
  schoolId: string | null;
}

interface TokenClaims {
  sub: string;
  iat?: number;
  exp?: number;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenClaims;
    user: TokenClaims;
  }
}

/** Who may call a route: nobody needs to sign in, any signed-in user, or only these roles. */
export type Access = 'public' | 'authenticated' | readonly Role[];

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access;
  }
  interface FastifyInstance {
    /** Every /api route with its access rule, for tests that prove each one is guarded. */
    apiRoutes: Array<{ method: string; url: string; access: Access }>;
    authenticate: preHandlerAsyncHookHandler;
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
    signToken(userId: string, extended: boolean): string;
  }
  interface FastifyRequest {
    currentUser: CurrentUser;
  }
}

export const TOKEN_LIFETIME = '12h';
export const EXTENDED_TOKEN_LIFETIME = '30d';

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

    app.decorate('signToken', (userId: string, extended: boolean) =>
      app.jwt.sign({ sub: userId }, { expiresIn: extended ? EXTENDED_TOKEN_LIFETIME : TOKEN_LIFETIME }),
    );

    app.decorateRequest('currentUser', null as unknown as CurrentUser);

    app.decorate('authenticate', async (request: FastifyRequest) => {
      const claims = await verifyToken(request);
      const [user] = await app.db
        .select({ id: users._id, email: users.email, role: users.role, schoolId: users.schoolId })
        .from(users)
        .where(and(eq(users._id, claims.sub), isNull(users.deletedAt)));
      if (!user) throw unauthorized(AUTH_MESSAGES.unauthorized);
      request.currentUser = { ...user, role: roleOf(user.role) };
    });

    // Secure by default: an /api route is for signed-in users unless it says otherwise.
    app.decorate('apiRoutes', []);
    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api/')) return;
      const access: Access = route.config?.access ?? 'authenticated';
      const methods = Array.isArray(route.method) ? route.method : [route.method];
      for (const method of methods)
        if (method !== 'HEAD') app.apiRoutes.push({ method, url: route.url, access });
      if (access === 'public') return;
      const guard = access === 'authenticated' ? app.authenticate : app.requireRole(...access);
      const existing = route.preHandler ? [route.preHandler].flat() : [];
      route.preHandler = [guard, ...existing];
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
  { name: 'auth', dependencies: ['database'] },
);
