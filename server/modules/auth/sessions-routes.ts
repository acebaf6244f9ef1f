/** A person's signed-in sessions, under /api/auth: logout, sign out everywhere, the list, ending one. */
import type { FastifyInstance } from 'fastify';
import { endSession, endSessionsOf, liveSessionsOf } from '../../auth/sessions';
import { notFound } from '../../http/errors';
import { parseInput } from '../../http/validate';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { idParams } from '../../kit/list-query';

export const SESSION_MESSAGES = defineMessages({
  loggedOut: 'You have signed out.',
  loggedOutEverywhere: 'You have signed out on every device.',
  ended: 'That session has ended.',
  notFound: 'Session not found',
  idInvalid: 'Invalid session id',
} as const);

export const SessionIdParams = idParams(SESSION_MESSAGES.idInvalid);

export async function sessionsRoutes(app: FastifyInstance) {
  app.post('/logout', async (request) => {
    const { id, sessionId } = request.currentUser;
    await endSession(app.db, id, sessionId);
    return { success: true, message: SESSION_MESSAGES.loggedOut };
  });

  app.post('/logout-all', async (request) => {
    await endSessionsOf(app.db, request.currentUser.id);
    return { success: true, message: SESSION_MESSAGES.loggedOutEverywhere };
  });

  app.get('/sessions', async (request) => {
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
  });

  app.delete('/sessions/:id', async (request) => {
    const { id } = parseInput(SessionIdParams, request.params);
    // Another person's session is as unknown as one that never existed.
    if (!(await endSession(app.db, request.currentUser.id, id))) throw notFound(SESSION_MESSAGES.notFound);
    return { success: true, message: SESSION_MESSAGES.ended };
  });
}
