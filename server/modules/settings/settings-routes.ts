/** A person's own settings, under /api/auth: any signed-in user, only their own. */
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { SETTINGS_MESSAGES, SettingsChangeSchema } from '../../../src/domain/settings/settings-schema';
import { limitBody } from '../../http/body-limits';
import { discardRefusedChange } from '../../http/refused-changes';
import { parseInput } from '../../http/validate';
import { assertVersion, writeChange } from '../../http/write';
import { saveSettings, settingsOf } from './settings-repository';

export const RefusedChangeParams = v.object({
  key: v.pipe(
    v.string(SETTINGS_MESSAGES.keyInvalid),
    v.nonEmpty(SETTINGS_MESSAGES.keyInvalid),
    v.maxLength(200, SETTINGS_MESSAGES.keyInvalid),
  ),
});

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/settings', async (request) => ({
    success: true,
    data: await settingsOf(app.db, request.currentUser.id),
  }));

  app.put('/settings', limitBody('small'), async (request, reply) => {
    const change = parseInput(SettingsChangeSchema, request.body);
    const userId = request.currentUser.id;
    return writeChange(request, reply, SETTINGS_MESSAGES.saved, async ({ tx }, baseVersion) => {
      const current = await settingsOf(tx, userId, true);
      assertVersion(current, baseVersion, (settings) => settings);
      return saveSettings(tx, userId, current, change);
    });
  });

  // The device discarded a change the server refused: no mail about it any more (see http/refused-changes.ts).
  app.delete('/refused-changes/:key', async (request) => {
    const { key } = parseInput(RefusedChangeParams, request.params);
    const resolved = await discardRefusedChange(app.db, request.currentUser.id, key);
    return { success: true, message: SETTINGS_MESSAGES.discarded, data: { resolved } };
  });
}
