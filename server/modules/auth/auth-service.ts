/** Sign-in, registration, password reset and profile rules. */
import type { FastifyInstance } from 'fastify';
import {
  AUTH_MESSAGES,
  type PasswordLoginSchema,
  type ProfileSchema,
  type RegisterSchema,
  type ResetPasswordSchema,
} from '../../../src/domain/auth/auth-schemas';
import type { SignInAnswer } from '../../../src/domain/auth/user';
import { newId } from '../../../src/domain/ids';
import type * as v from 'valibot';
import { hashPassword, verifyPassword } from '../../auth/passwords';
import { users } from '../../db/schema';
import { duplicate, unauthorized } from '../../http/errors';
import { assertVersion, type WriteContext } from '../../http/write';
import { redeemCode, issueCode } from './codes-service';
import {
  findUserByEmail,
  findUserById,
  insertUser,
  toUserView,
  updateUser,
  type UserRow,
} from './users-repository';
import type { CodePurpose } from './codes-repository';

/** Compared against when the e-mail is unknown, so both paths take as long. */
const ABSENT_USER_HASH = hashPassword('absent user placeholder');

export function signInAnswer(app: FastifyInstance, user: UserRow, extended: boolean): SignInAnswer {
  const token = app.signToken(user._id, extended);
  const view = toUserView(user);
  return { access_token: token, token, user: view, role: view.role, schoolId: view.schoolId ?? null };
}

export async function loginWithPassword(
  app: FastifyInstance,
  input: v.InferOutput<typeof PasswordLoginSchema>,
) {
  const user = await findUserByEmail(app.db, input.email);
  const valid = await verifyPassword(input.password, user?.passwordHash ?? (await ABSENT_USER_HASH));
  if (!user || !valid) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
  return signInAnswer(app, user, input.extended_token_expiry);
}

/** Mails a code to an account's address. An unknown address gets the same answer and no mail: who has an account stays private. */
export async function sendCode(app: FastifyInstance, email: string, purpose: CodePurpose): Promise<void> {
  const user = await findUserByEmail(app.db, email);
  if (user) await issueCode(app.db, app.mailer, user.email, purpose);
}

export async function loginWithCode(app: FastifyInstance, email: string, code: string, extended: boolean) {
  const user = await findUserByEmail(app.db, email);
  if (!user) throw unauthorized(AUTH_MESSAGES.invalidCode);
  await redeemCode(app.db, user.email, 'login', code);
  const verified = user.isVerified
    ? user
    : ((await updateUser(app.db, user._id, { isVerified: true })) ?? user);
  return signInAnswer(app, verified, extended);
}

export async function resetPassword(app: FastifyInstance, input: v.InferOutput<typeof ResetPasswordSchema>) {
  const user = await findUserByEmail(app.db, input.email);
  if (!user) throw unauthorized(AUTH_MESSAGES.invalidCode);
  await redeemCode(app.db, user.email, 'reset', input.otp);
  await updateUser(app.db, user._id, { passwordHash: await hashPassword(input.password), isVerified: true });
}

/** Registration never grants a role, a school or verification: only an administrator does. */
export async function register(
  app: FastifyInstance,
  { tx, touch }: WriteContext,
  input: v.InferOutput<typeof RegisterSchema>,
) {
  if (await findUserByEmail(tx, input.email)) throw duplicate(AUTH_MESSAGES.emailTaken, 'email');
  const { password, ...profile } = input;
  const user = await insertUser(tx, { ...profile, _id: newId(), passwordHash: await hashPassword(password) });
  touch(users, user._id);
  return signInAnswer(app, user, false);
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
