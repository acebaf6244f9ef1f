/** This person's signed-in sessions (GET /auth/sessions, DELETE /auth/sessions/:id, POST /auth/logout-all). */
import { unwrapList, isRecord } from '../../data/api/envelope';
import { request } from '../../data/api/request';

export interface SignedInSession {
  id: string;
  deviceLabel: string;
  createdAt: string;
  lastUsedAt: string;
  current: boolean;
}

export async function listSessions(): Promise<SignedInSession[]> {
  return unwrapList(await request('/auth/sessions'))
    .filter(isRecord)
    .map((row) => ({
      id: String(row.id),
      deviceLabel: typeof row.deviceLabel === 'string' ? row.deviceLabel : '',
      createdAt: String(row.createdAt),
      lastUsedAt: String(row.lastUsedAt),
      current: row.current === true,
    }));
}

export const endSession = (id: string) =>
  request(`/auth/sessions/${encodeURIComponent(id)}`, { method: 'DELETE' });

export const endEverySession = () => request('/auth/logout-all', { method: 'POST' });
