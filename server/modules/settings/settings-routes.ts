/** A person's own settings, under /api/auth (spec §2 Settings): any signed-in user, only their own. */
import type { FastifyInstance } from 'fastify';
import { SETTINGS_MESSAGES, SettingsChangeSchema } from '../../../src/domain/settings/settings-schema';
import { parseInput } from '../../http/validate';
import { assertVersion, writeChange } from '../../http/write';
import { saveSettings, settingsOf } from './settings-repository';

export async function settingsRoutes(app: FastifyInstance) {
  app.get('/settings', async (request) => ({
    success: true,
    data: await settingsOf(app.db, request.currentUser.id),
  }));

  app.put('/settings', async (request, reply) => {
    const change = parseInput(SettingsChangeSchema, request.body);
    const userId = request.currentUser.id;
    return writeChange(request, reply, SETTINGS_MESSAGES.saved, async ({ tx }, baseVersion) => {
      const current = await settingsOf(tx, userId, true);
      assertVersion(current, baseVersion, (settings) => settings);
      return saveSettings(tx, userId, current, change);
    });
  });
}
