/** Sign-in, registration, password reset and profile rules. */
import type { FastifyInstance, FastifyReply } from 'fastify';
import {
  AUTH_MESSAGES,
  type OtpLoginSchema,
  type PasswordLoginSchema,
  type ProfileSchema,
  type RegisterSchema,
  type ResetPasswordSchema,
} from '../../../src/domain/auth/auth-schemas';
import type { SignInAnswer } from '../../../src/domain/auth/user';
import type * as v from 'valibot';
import { hashForAbsentUser, hashPassword, verifyPassword } from '../../auth/passwords';
import { endSessionsOf } from '../../auth/sessions';
import type { Db } from '../../db/connection';
import { users } from '../../db/schema';
import { unauthorized } from '../../http/errors';
import { assertVersion, type WriteContext } from '../../http/write';
import { redeemCode, issueCode } from './codes-service';
import {
  findUserByEmail,
  findUserById,
  markSignedIn,
  noteOnAccount,
  toUserView,
  updateUser,
  type UserRow,
} from './users-repository';
import type { CodePurpose } from './codes-repository';
import type { Language } from '../../../src/domain/i18n/languages';
import { needsSecondStep, redeemSignInCode, startSecondStep } from './two-factor';
import { signUp } from './sign-up';

/** Where a sign-in comes from: its User-Agent names the device in the list of sessions. */
export interface SignInFrom {
  userAgent?: string;
  /** The request's language: a mailed code's, when the person has chosen none. */
  language: Language;
}

const isInactive = (user: UserRow) => user.status === 'inactive';

function refuseInactive(user: UserRow): void {
  if (isInactive(user)) throw unauthorized(AUTH_MESSAGES.accountDeactivated, 'account_deactivated');
}

async function signInAnswer(
  app: FastifyInstance,
  db: Db,
  user: UserRow,
  extended: boolean,
  from: SignInFrom,
): Promise<SignInAnswer> {
  refuseInactive(user);
  const token = await app.issueToken(db, user._id, { extended, userAgent: from.userAgent });
  const view = toUserView({ ...user, lastSignInAt: await markSignedIn(db, user._id, user.isVerified) });
  return {
    access_token: token,
    token,
    user: view,
    role: view.role,
    schoolId: view.schoolId ?? null,
    first_sign_in: user.lastSignInAt === null,
  };
}

export async function loginWithPassword(
  app: FastifyInstance,
  input: v.InferOutput<typeof PasswordLoginSchema>,
  from: SignInFrom,
) {
  const user = await findUserByEmail(app.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await hashForAbsentUser()));
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  // Before any code is mailed: a deactivated account gets no second step.
  refuseInactive(user);
  if (await needsSecondStep(app, user)) return startSecondStep(app, user, from.language);
  return signInAnswer(app, app.db, user, input.extended_token_expiry, from);
}

/** Mails a code to the address if it has a live, active account; nothing otherwise. */
async function mailCodeIfAccount(
  app: FastifyInstance,
  email: string,
  purpose: CodePurpose,
  language: Language,
): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (user && !isInactive(user)) await issueCode(app.db, app.mailer, user.email, purpose, language);
}

/**
 * Send-otp does no account work before its answer: the look-up, the code and the mail run after it
 * (server/mail/mail-queue.ts), so an unknown address gets the same answer in the same time, and no mail.
 */
export function sendCode(
  app: FastifyInstance,
  reply: FastifyReply,
  email: string,
  purpose: CodePurpose,
  language: Language,
): void {
  app.mailQueue.afterAnswer(reply, email, () => mailCodeIfAccount(app, email, purpose, language));
}

export async function loginWithCode(
  app: FastifyInstance,
  input: v.InferOutput<typeof OtpLoginSchema>,
  from: SignInFrom,
) {
  const { email, otp: code, challenge, extended_token_expiry: extended } = input;
  const user = await findUserByEmail(app.db, email);
  if (!user) throw unauthorized(AUTH_MESSAGES.invalidCode);
  await redeemSignInCode(app, user, code, challenge);
  // A code proves the address: noted with the sign-in (markSignedIn), no edit of the account's version.
  return signInAnswer(app, app.db, { ...user, isVerified: true }, extended, from);
}

export async function resetPassword(app: FastifyInstance, input: v.InferOutput<typeof ResetPasswordSchema>) {
  const user = await findUserByEmail(app.db, input.email);
  if (!user) throw unauthorized(AUTH_MESSAGES.invalidCode);
  await redeemCode(app.db, user.email, 'reset', input.otp);
  const passwordHash = await hashPassword(input.password);
  await app.db.transaction(async (tx) => {
    await noteOnAccount(tx, user._id, { passwordHash, isVerified: true });
    // Whoever held the old password may hold a token too.
    await endSessionsOf(tx, user._id);
  });
}

/**
 * What a registration does before its answer, the same for a new address and a taken one: hash the
 * password and hand the rest to `signUp`, run after the answer. Registration never grants a role, a
 * school or verification: only an administrator does, and a code sign-in verifies the address.
 */
export async function register(
  app: FastifyInstance,
  reply: FastifyReply,
  input: v.InferOutput<typeof RegisterSchema>,
  language: Language,
): Promise<void> {
  const { password, ...profile } = input;
  const passwordHash = await hashPassword(password);
  app.mailQueue.afterAnswer(reply, profile.email, () => signUp(app, { profile, passwordHash, language }));
}

export async function updateProfile(
  { tx, touch }: WriteContext,
  userId: string,
  input: v.InferOutput<typeof ProfileSchema>,
  baseVersion: number | undefined,
) {
  const current = await findUserById(tx, userId);
  if (!current) throw unauthorized(AUTH_MESSAGES.unauthorized);
  assertVersion(current, baseVersion, toUserView);
  const user = await updateUser(tx, userId, input);
  if (!user) throw unauthorized(AUTH_MESSAGES.unauthorized);
  touch(users, user._id);
  return toUserView(user);
}
