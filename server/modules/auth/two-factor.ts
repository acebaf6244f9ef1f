/**
 * Two-factor sign-in (Settings, Security): with it on, the right password does not sign in but
 * mails a `two-factor` code, and the code with the password step's challenge (the code's id) does. Such
 * a code is only ever mailed after the right password, so the code alone cannot skip the password.
 */
import type { FastifyInstance } from 'fastify';
import { AUTH_MESSAGES } from '../../../src/domain/auth/auth-schemas';
import type { Language } from '../../../src/domain/i18n/languages';
import { unauthorized } from '../../http/errors';
import { settingsOf } from '../settings';
import { issueCode, redeemCode } from './codes-service';
import type { UserRow } from './users-repository';

export interface TwoFactorAnswer {
  success: true;
  twoFactorRequired: true;
  challenge: string;
  message: string;
}

export async function needsSecondStep(app: FastifyInstance, user: UserRow): Promise<boolean> {
  return (await settingsOf(app.db, user._id)).twoFactor;
}

export async function startSecondStep(
  app: FastifyInstance,
  user: UserRow,
  language: Language,
): Promise<TwoFactorAnswer> {
  const challenge = await issueCode(app.db, app.mailer, user.email, 'two-factor', language);
  return { success: true, twoFactorRequired: true, challenge, message: AUTH_MESSAGES.twoFactorCodeSent };
}

/** Redeems the code of a sign-in: the second step with its challenge, or a plain code sign-in. */
export async function redeemSignInCode(
  app: FastifyInstance,
  user: UserRow,
  code: string,
  challenge: string | undefined,
): Promise<void> {
  if (challenge !== undefined) return redeemCode(app.db, user.email, 'two-factor', code, challenge);
  await redeemCode(app.db, user.email, 'login', code);
  if (await needsSecondStep(app, user)) throw unauthorized(AUTH_MESSAGES.twoFactorNeedsPassword);
}
