/** One-time codes: 6 digits, stored hashed, 10 minutes, 5 tries, single use (docs/architecture.md, "Security"). */
import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AUTH_MESSAGES } from '../../../src/domain/auth/auth-schemas';
import { newId } from '../../../src/domain/ids';
import { defineMessages, type Language } from '../../../src/domain/i18n/languages';
import type { Db } from '../../db/connection';
import { translate } from '../../i18n/translate';
import { HttpError, unauthorized } from '../../http/errors';
import type { Mailer } from '../../mail/mailer';
import { mailLanguage } from './mail-language';
import { consumeCode, countWrongTry, findLiveCode, replaceCode, type CodePurpose } from './codes-repository';

export const CODE_LIFETIME_MS = 10 * 60 * 1000;
export const MAX_CODE_TRIES = 5;

function hashCode(code: string, salt: string): string {
  return `${salt}$${createHash('sha256').update(`${salt}:${code}`).digest('base64')}`;
}

function codeMatches(code: string, stored: string): boolean {
  const [salt = ''] = stored.split('$');
  const candidate = Buffer.from(hashCode(code, salt));
  const expected = Buffer.from(stored);
  return candidate.length === expected.length && timingSafeEqual(candidate, expected);
}

const MAIL = defineMessages({
  signInSubject: 'Your Shala Admin sign-in code',
  signInIntro: 'Use this code to sign in to Shala Admin:',
  resetSubject: 'Reset your Shala Admin password',
  resetIntro: 'Use this code to choose a new Shala Admin password:',
  twoFactorIntro: 'Your password was accepted. Use this code to finish signing in to Shala Admin:',
  closing:
    'The code works once and expires in {minutes} minutes. If you did not ask for it, ignore this mail.',
});

const MAIL_TEXT: Record<CodePurpose, { subject: string; intro: string }> = {
  login: { subject: MAIL.signInSubject, intro: MAIL.signInIntro },
  reset: { subject: MAIL.resetSubject, intro: MAIL.resetIntro },
  'two-factor': { subject: MAIL.signInSubject, intro: MAIL.twoFactorIntro },
};

/** Mails a new code; answers the code's id. */
export async function issueCode(
  db: Db,
  mailer: Mailer,
  email: string,
  purpose: CodePurpose,
  requestLanguage: Language,
): Promise<string> {
  const id = newId();
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const salt = randomBytes(12).toString('base64url');
  await replaceCode(db, {
    id,
    email,
    purpose,
    codeHash: hashCode(code, salt),
    expiresAt: new Date(Date.now() + CODE_LIFETIME_MS),
  });
  const { subject, intro } = MAIL_TEXT[purpose];
  const language = await mailLanguage(db, email, requestLanguage);
  await mailer.send({
    to: email,
    subject: translate(language, subject),
    text: `${translate(language, intro)}\n\n    ${code}\n\n${translate(language, MAIL.closing, { minutes: CODE_LIFETIME_MS / 60_000 })}`,
  });
  return id;
}

const tooManyTries = () => new HttpError(429, AUTH_MESSAGES.tooManyCodeAttempts, 'too_many_attempts');

/** Accepts a code once; wrong tries count, and the fifth locks the code. */
export async function redeemCode(
  db: Db,
  email: string,
  purpose: CodePurpose,
  code: string,
  codeId?: string,
): Promise<void> {
  const live = await findLiveCode(db, email, purpose, new Date());
  if (!live || (codeId !== undefined && live.id !== codeId)) throw unauthorized(AUTH_MESSAGES.invalidCode);
  if (live.attempts >= MAX_CODE_TRIES) throw tooManyTries();
  if (!codeMatches(code, live.codeHash)) {
    const tries = await countWrongTry(db, live.id);
    if (tries >= MAX_CODE_TRIES) throw tooManyTries();
    throw unauthorized(AUTH_MESSAGES.invalidCode);
  }
  if (!(await consumeCode(db, live.id))) throw unauthorized(AUTH_MESSAGES.invalidCode);
}
