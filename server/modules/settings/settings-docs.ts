/** The description of /api/auth/settings (server/openapi). */
import { SettingsChangeSchema } from '../../../src/domain/settings/settings-schema';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteTable } from '../../openapi/route-doc';

export const settingsDocs: RouteTable = {
  'GET /api/auth/settings': {
    summary: "The signed-in person's own settings",
    description:
      '`{ emailNotifications, twoFactor, theme: system|light|dark, compactView, version }` under `data`; the defaults (version 1) for someone who never changed one.',
    answer: { status: 200, description: 'The settings under `data`', schema: 'Data' },
  },
  'PUT /api/auth/settings': {
    summary: "Change some of one's own settings",
    description:
      'Only the fields sent change. With `If-Match`, a change of an older version is 409 `version_conflict`.',
    body: SettingsChangeSchema,
    headers: [IDEMPOTENCY_KEY, IF_MATCH],
    answer: { status: 200, description: 'The settings as stored', schema: 'Written' },
  },
};
