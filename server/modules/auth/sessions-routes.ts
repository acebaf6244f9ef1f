/**
 * A person's signed-in sessions, under /api/auth, with their description: logout, sign out everywhere,
 * the list, ending one.
 */
import type { FastifyInstance } from 'fastify';
import { endSession, endSessionsOf, liveSessionsOf } from '../../auth/sessions';
import { notFound } from '../../http/errors';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { declareRoute } from '../../kit/declared-route';
import { idParams } from '../../kit/list-query';

export const SESSION_MESSAGES = defineMessages({
  loggedOut: 'You have signed out.',
  loggedOutEverywhere: 'You have signed out on every device.',
  ended: 'That session has ended.',
  notFound: 'Session not found',
  idInvalid: 'Invalid session id',
} as const);

const SessionIdParams = idParams(SESSION_MESSAGES.idInvalid);

export async function sessionsRoutes(app: FastifyInstance) {
  const access = 'authenticated';

  declareRoute(
    app,
    {
      method: 'POST',
      url: '/logout',
      access,
      summary: 'End this session',
      description: 'Its token answers 401 `session_ended` from then on.',
      answer: { status: 200, description: 'Signed out', schema: 'Message' },
    },
    async (_input, request) => {
      const { id, sessionId } = request.currentUser;
      await endSession(app.db, id, sessionId);
      return { success: true, message: SESSION_MESSAGES.loggedOut };
    },
  );

  declareRoute(
    app,
    {
      method: 'POST',
      url: '/logout-all',
      access,
      summary: 'Sign out everywhere: end every session of this user, this one included',
      answer: { status: 200, description: 'Signed out on every device', schema: 'Message' },
    },
    async (_input, request) => {
      await endSessionsOf(app.db, request.currentUser.id);
      return { success: true, message: SESSION_MESSAGES.loggedOutEverywhere };
    },
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/sessions',
      access,
      summary: "This user's live sessions, most recently used first",
      description: 'Each: `id`, `deviceLabel`, `createdAt`, `lastUsedAt` (to the minute), `current`.',
      answer: { status: 200, description: 'The sessions under `data`', schema: 'Data' },
    },
    async (_input, request) => {
      const { id, sessionId } = request.currentUser;
      const rows = await liveSessionsOf(app.db, id);
      return {
        success: true,
        data: rows.map((row) => ({
          id: row.id,
          deviceLabel: row.deviceLabel,
          createdAt: row.createdAt.toISOString(),
          lastUsedAt: row.lastUsedAt.toISOString(),
          current: row.id === sessionId,
        })),
      };
    },
  );

  declareRoute(
    app,
    {
      method: 'DELETE',
      url: '/sessions/:id',
      access,
      summary: "End one of one's own sessions",
      description: "An unknown, ended or other person's session is 404 'Session not found'.",
      params: SessionIdParams,
      answer: { status: 200, description: 'Ended', schema: 'Message' },
    },
    async ({ params }, request) => {
      // Another person's session is as unknown as one that never existed.
      if (!(await endSession(app.db, request.currentUser.id, params.id)))
        throw notFound(SESSION_MESSAGES.notFound);
      return { success: true, message: SESSION_MESSAGES.ended };
    },
  );
}
