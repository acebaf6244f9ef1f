/** A person's own settings, under /api/auth, with their description: any signed-in user, only their own. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SETTINGS_MESSAGES, SettingsChangeSchema } from '../../../src/domain/settings/settings-schema';
import { BODY_LIMITS } from '../../http/body-limits';
import { discardRefusedChange } from '../../http/refused-changes';
import { assertVersion, writeChange } from '../../http/write';
import { declareRoute } from '../../kit/declared-route';
import { IDEMPOTENCY_KEY, IF_MATCH } from '../../openapi/route-doc';
import { saveSettings, settingsOf } from './settings-repository';

const RefusedChangeParams = v.object({
  key: v.pipe(
    v.string(SETTINGS_MESSAGES.keyInvalid),
    v.nonEmpty(SETTINGS_MESSAGES.keyInvalid),
    v.maxLength(200, SETTINGS_MESSAGES.keyInvalid),
  ),
});

export async function settingsRoutes(app: FastifyInstance) {
  const access = 'authenticated';

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/settings',
      access,
      summary: "The signed-in person's own settings",
      description:
        '`{ emailNotifications, twoFactor, theme: system|light|dark, compactView, language: en|mr|hi|null, version }` under `data`; the defaults (version 1) for someone who never changed one.',
      answer: { status: 200, description: 'The settings under `data`', schema: 'Settings' },
    },
    async (_input, request) => ({ success: true, data: await settingsOf(app.db, request.currentUser.id) }),
  );

  declareRoute(
    app,
    {
      method: 'PUT',
      url: '/settings',
      access,
      bodyLimit: BODY_LIMITS.small,
      summary: "Change some of one's own settings",
      description:
        'Only the fields sent change. With `If-Match`, a change of an older version is 409 `version_conflict`.',
      body: SettingsChangeSchema,
      headers: [IDEMPOTENCY_KEY, IF_MATCH],
      answer: { status: 200, description: 'The settings as stored', schema: 'Settings' },
    },
    async ({ body: change }, request, reply) => {
      const userId = request.currentUser.id;
      return writeChange(request, reply, SETTINGS_MESSAGES.saved, async ({ tx }, baseVersion) => {
        const current = await settingsOf(tx, userId, true);
        assertVersion(current, baseVersion, (settings) => settings);
        return saveSettings(tx, userId, current, change);
      });
    },
  );

  // The device discarded a change the server refused: no mail about it any more (see http/refused-changes.ts).
  declareRoute(
    app,
    {
      method: 'DELETE',
      url: '/refused-changes/:key',
      access,
      summary: 'The device discarded a change the server refused',
      description:
        "A write sent with an Idempotency-Key and refused (4xx other than 401, 408, 429) waits for its person, who is mailed about it after a day when e-mail notifications are on. Discarding it on the device resolves it; `data.resolved` says whether one of this person's refused changes had that key.",
      params: RefusedChangeParams,
      answer: { status: 200, description: 'Resolved', schema: 'Data' },
    },
    async ({ params }, request) => {
      const resolved = await discardRefusedChange(app.db, request.currentUser.id, params.key);
      return { success: true, message: SETTINGS_MESSAGES.discarded, data: { resolved } };
    },
  );
}
