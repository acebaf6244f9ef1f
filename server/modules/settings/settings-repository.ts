import { eq } from 'drizzle-orm';
import {
  DEFAULT_SETTINGS,
  isTheme,
  languageOrNull,
  type SettingsChange,
  type UserSettings,
} from '../../../src/domain/settings/settings-schema';
import type { Db } from '../../db/connection';
import { userSettings } from '../../db/schema';

type SettingsRow = typeof userSettings.$inferSelect;

const toView = (row: SettingsRow): UserSettings => ({
  emailNotifications: row.emailNotifications,
  twoFactor: row.twoFactor,
  theme: isTheme(row.theme) ? row.theme : 'system',
  compactView: row.compactView,
  language: languageOrNull(row.language),
  version: row.version,
});

/** Someone who never changed a setting has the defaults (no row). */
export async function settingsOf(db: Db, userId: string, forUpdate = false): Promise<UserSettings> {
  const query = db.select().from(userSettings).where(eq(userSettings.userId, userId));
  const [row] = forUpdate ? await query.for('update') : await query;
  return row ? toView(row) : DEFAULT_SETTINGS;
}

export async function saveSettings(
  db: Db,
  userId: string,
  current: UserSettings,
  change: SettingsChange,
): Promise<UserSettings> {
  const defined = Object.fromEntries(Object.entries(change).filter(([, value]) => value !== undefined));
  const next = { ...current, ...defined, version: current.version + 1, updatedAt: new Date() };
  const [row] = await db
    .insert(userSettings)
    .values({ ...next, userId })
    .onConflictDoUpdate({ target: userSettings.userId, set: next })
    .returning();
  return toView(row!);
}
