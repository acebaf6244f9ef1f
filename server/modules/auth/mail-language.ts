/** The language of a mail to an address: the one its account chose in Settings, else the request's. */
import { and, eq, isNull } from 'drizzle-orm';
import { isLanguage, type Language } from '../../../src/domain/i18n/languages';
import type { Db } from '../../db/connection';
import { userSettings, users } from '../../db/schema';

export async function mailLanguage(db: Db, email: string, fallback: Language): Promise<Language> {
  const [row] = await db
    .select({ language: userSettings.language })
    .from(users)
    .innerJoin(userSettings, eq(userSettings.userId, users._id))
    .where(and(eq(users.email, email), isNull(users.deletedAt)))
    .limit(1);
  return isLanguage(row?.language) ? row.language : fallback;
}
