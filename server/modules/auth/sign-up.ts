/**
 * Registration, done after its answer (server/mail/mail-queue.ts). The request answers alike for a new
 * address and one that has an account, so who has an account stays private; this task then makes the
 * account (role `user`, unverified) and mails it a sign-in code, whose use verifies the address, or
 * tells the address's owner that someone tried to register it, changing nothing.
 */
import type { FastifyInstance } from 'fastify';
import type * as v from 'valibot';
import type { RegisterSchema } from '../../../src/domain/auth/auth-schemas';
import { newId } from '../../../src/domain/ids';
import { defineMessages, type Language } from '../../../src/domain/i18n/languages';
import { users } from '../../db/schema';
import { isUniqueViolation } from '../../http/errors';
import { runWriteAfterAnswer } from '../../http/write';
import { translate } from '../../i18n/translate';
import { issueCode } from './codes-service';
import { mailLanguage } from './mail-language';
import { findUserByEmail, insertUser, type UserRow } from './users-repository';

/** What a registration hands over: the profile, its password already hashed, the request's language. */
export interface SignUp {
  profile: Omit<v.InferOutput<typeof RegisterSchema>, 'password'>;
  passwordHash: string;
  language: Language;
}

const OWNER_MAIL = defineMessages({
  subject: 'Someone tried to create a Shala Admin account with your e-mail address',
  what: 'Someone tried to create a new Shala Admin account with this e-mail address. It already has an account, so no account was made and yours has not changed.',
  whatToDo:
    'If it was you, sign in, or choose a new password with "Forgot your password?" on the sign-in page. If it was not you, you can ignore this mail.',
});

async function tellOwner(app: FastifyInstance, owner: UserRow, requestLanguage: Language): Promise<void> {
  // A deactivated account can neither sign in nor reset: nothing to tell.
  if (owner.status === 'inactive') return;
  const language = await mailLanguage(app.db, owner.email, requestLanguage);
  await app.mailer.send({
    to: owner.email,
    subject: translate(language, OWNER_MAIL.subject),
    text: `${translate(language, OWNER_MAIL.what)}\n\n${translate(language, OWNER_MAIL.whatToDo)}`,
  });
}

/** Makes the account, or tells its owner; then mails the new account a sign-in code. */
export async function signUp(
  app: FastifyInstance,
  { profile, passwordHash, language }: SignUp,
): Promise<void> {
  const owner = await findUserByEmail(app.db, profile.email);
  if (owner) return tellOwner(app, owner, language);
  try {
    await runWriteAfterAnswer(app.db, async ({ tx, touch }) => {
      const user = await insertUser(tx, { ...profile, _id: newId(), passwordHash });
      touch(users, user._id);
    });
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    // Made meanwhile by another process, or held by a deleted account (whose owner is not told).
    const raced = await findUserByEmail(app.db, profile.email);
    if (raced) await tellOwner(app, raced, language);
    return;
  }
  await issueCode(app.db, app.mailer, profile.email, 'login', language);
}
