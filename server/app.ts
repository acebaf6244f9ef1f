/** Builds the Fastify app: plugins (external → app → routes), the API under /api, the PWA at /. */
import { randomUUID } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';
import cors from '@fastify/cors';
import rateLimit from '@fastify/rate-limit';
import Fastify, { type FastifyInstance } from 'fastify';
import type { ServerConfig } from './config';
import { bootstrapDatabase } from './bootstrap';
import { openDatabase, type Database } from './db/connection';
import { scheduleHousekeeping } from './jobs/housekeeping';
import { authRoutes } from './modules/auth';
import { booksArea } from './modules/books';
import { classesArea, masterClassSubjectRoutes } from './modules/classes';
import { contentsRoutes } from './modules/contents';
import { bookingsRoutes } from './modules/bookings';
import { dashboardRoutes } from './modules/dashboard';
import { devicesRoutes } from './modules/devices';
import { headsetsRoutes } from './modules/headsets';
import { fleetRoutes } from './modules/fleet';
import { outboxRoutes } from './modules/outbox';

import { schoolYearRoutes } from './modules/school-year';
import { schoolsRoutes } from './modules/schools';
import { studentsArea } from './modules/students';
import { subjectsArea } from './modules/subjects';
import { syncRoutes } from './modules/sync';
import { teachersArea } from './modules/teachers';
import { uploadsRoutes } from './modules/uploads';
import { usersRoutes } from './modules/users';
import { SYNC_SOURCES } from './sync-sources';
import { authPlugin } from './plugins/auth';
import { endConnectionsOnClose } from './http/end-on-close';
import { admitRequests, BUSY_RETRY_AFTER_SECONDS } from './http/admission';
import { apiHeaders } from './http/api-headers';
import { securityHeaders } from './http/security-headers';
import { answerInRequestLanguage } from './i18n/translate';
import { compressAnswers } from './http/compression';
import { corsOptions, timingForOrigins } from './http/cors';
import { DEFAULT_BODY_LIMIT } from './http/body-limits';
import { refuseControlCharacters } from './http/control-characters';
import { refuseEmptySegments } from './http/one-path';
import { frameworkErrors, MAX_PATH_SEGMENT } from './http/framework-errors';
import { parseJsonAsUtf8 } from './http/json-body';
import { rateLimitOptions } from './http/rate-limits';
import { trackRefusedChanges } from './http/refused-changes';
import { safeError, safeRequest } from './http/log-safety';
import { answeredOnly } from './http/request-log';
import { databasePlugin } from './plugins/database';
import { errorsPlugin } from './plugins/errors';
import { mailPlugin } from './plugins/mail';
import type { Mailer } from './mail/mailer';
import { apiDescriptionPlugin, openApiRoutes } from './openapi';
import { staticPwaPlugin } from './plugins/static-pwa';

export interface BuildOptions {
  /** An already open database (tests); otherwise one is opened from the config and closed with the app. */
  database?: Database;
  /** Where log lines go instead of stdout (tests read them). */
  logStream?: { write(line: string): void };
  /** A mailer instead of the configured one (tests hold or watch the mail). */
  mailer?: Mailer;
  /** The clock the school year's rules read (the undo's 7 days); tests pass their own. */
  now?: () => Date;
}

/** A hop count trusts that many proxies nearest the server, and no further hop a client could have written. */
function trusting(proxies: ServerConfig['trustProxy']) {
  return typeof proxies === 'number' ? (_address: string, hop: number) => hop < proxies : proxies;
}

export async function buildApp(config: ServerConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: {
      level: config.logLevel,
      serializers: { req: safeRequest, err: safeError },
      ...(options.logStream ? { stream: options.logStream } : {}),
    },
    logController: answeredOnly(),
    genReqId: () => randomUUID(),
    trustProxy: trusting(config.trustProxy),
    bodyLimit: DEFAULT_BODY_LIMIT,
    routerOptions: { maxParamLength: MAX_PATH_SEGMENT },
    frameworkErrors,
  });
  const database =
    options.database ??
    (await openDatabase({ databaseUrl: config.databaseUrl, dataDir: path.join(config.dataDir, 'db') }));

  try {
    await app.register(databasePlugin, { database, config, ownsDatabase: !options.database });
    await app.register(errorsPlugin);
    endConnectionsOnClose(app);
    // At the root, so that an unknown `/api/...` path's 404 has them too.
    await securityHeaders(app);
    app.addHook('onSend', apiHeaders);
    app.addHook('preSerialization', answerInRequestLanguage);
    await app.register(cors, corsOptions(config.pwaApiOrigins));
    app.addHook('onSend', timingForOrigins(config.pwaApiOrigins));
    // After CORS, so that a browser on another origin can read the refusal too.
    admitRequests(app, { limit: config.maxActiveRequests, retryAfterSeconds: BUSY_RETRY_AFTER_SECONDS });
    await app.register(rateLimit, rateLimitOptions(database.db));
    await app.register(mailPlugin, { mailer: options.mailer });
    await app.register(authPlugin);
    // Before any route: `@fastify/swagger` notes every route, and describes each from its declaration.
    await app.register(apiDescriptionPlugin);

    await app.register(
      async (api) => {
        await compressAnswers(api);
        api.addHook('onRequest', refuseEmptySegments);
        parseJsonAsUtf8(api);
        api.addHook('preValidation', refuseControlCharacters);
        trackRefusedChanges(api);
        // `/docs`: the description made from every route once all are registered.
        openApiRoutes(api);
        await api.register(authRoutes, { prefix: '/auth' });
        await api.register(schoolsRoutes, { prefix: '/schools' });
        await api.register(schoolYearRoutes, { prefix: '/schools', now: options.now ?? (() => new Date()) });
        await api.register(classesArea.routes, { prefix: '/classes' });
        await api.register(masterClassSubjectRoutes, { prefix: '/master-class-subject' });
        await api.register(studentsArea.routes, { prefix: '/students' });
        await api.register(teachersArea.routes, { prefix: '/teachers' });
        await api.register(subjectsArea.routes, { prefix: '/subjects' });
        await api.register(booksArea.routes, { prefix: '/books' });
        await api.register(contentsRoutes, { prefix: '/contents' });
        await api.register(usersRoutes, { prefix: '/users' });
        // `/upload`, `/uploads` and `/files...` (uploads, tus): one plugin, no prefix.
        await api.register(uploadsRoutes);
        // `/device...` and `/devices...` (devices): one plugin, no prefix.
        await api.register(devicesRoutes);
        await api.register(headsetsRoutes, { prefix: '/headset' });
        // `/devices/:id/commands`, `/lessons`, `/plays`: a headset as the console sees it.
        await api.register(fleetRoutes);
        await api.register(bookingsRoutes, { prefix: '/bookings' });
        await api.register(dashboardRoutes, { prefix: '/dashboard' });
        await api.register(syncRoutes, { prefix: '/sync', sources: SYNC_SOURCES });
        await api.register(outboxRoutes, { prefix: '/outbox' });
      },
      { prefix: '/api' },
    );

    if (config.distDir && existsSync(path.join(config.distDir, 'index.html'))) {
      await app.register(staticPwaPlugin, { root: config.distDir, apiOrigins: config.pwaApiOrigins });
    }

    await bootstrapDatabase(database.db, config, app.log);
    const stopHousekeeping = scheduleHousekeeping(database.db, app.mailer, (error) =>
      app.log.warn({ err: error }, 'housekeeping failed'),
    );
    app.addHook('onClose', async () => stopHousekeeping());
    await app.ready();
  } catch (error) {
    await app.close();
    throw error;
  }
  return app;
}
