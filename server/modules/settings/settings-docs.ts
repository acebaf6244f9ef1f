/** The description of /api/auth/settings (server/openapi). */
import { SettingsChangeSchema } from '../../../src/domain/settings/settings-schema';
import { RefusedChangeParams } from './settings-routes';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteTable } from '../../openapi/route-doc';

export const settingsDocs: RouteTable = {
  'GET /api/auth/settings': {
    summary: "The signed-in person's own settings",
    description:
      '`{ emailNotifications, twoFactor, theme: system|light|dark, compactView, language: en|mr|hi|null, version }` under `data`; the defaults (version 1) for someone who never changed one.',
    answer: { status: 200, description: 'The settings under `data`', schema: 'Settings' },
  },
  'PUT /api/auth/settings': {
    summary: "Change some of one's own settings",
    description:
      'Only the fields sent change. With `If-Match`, a change of an older version is 409 `version_conflict`.',
    body: SettingsChangeSchema,
    headers: [IDEMPOTENCY_KEY, IF_MATCH],
    answer: { status: 200, description: 'The settings as stored', schema: 'Settings' },
  },
  'DELETE /api/auth/refused-changes/:key': {
    summary: 'The device discarded a change the server refused',
    description:
      "A write sent with an Idempotency-Key and refused (4xx other than 401, 408, 429) waits for its person, who is mailed about it after a day when e-mail notifications are on. Discarding it on the device resolves it; `data.resolved` says whether one of this person's refused changes had that key.",
    params: RefusedChangeParams,
    answer: { status: 200, description: 'Resolved', schema: 'Data' },
  },
};
