/** Reading what the auth endpoints answer, in any of the shapes other deployments use, and checking it. */
import type { User } from '../../../domain/auth/user';
import { defineMessages } from '../../../domain/i18n/languages';
import { roleOf } from '../../../domain/roles';
import {
  isRecord,
  readField,
  readNumber,
  readString,
  unwrap,
  unwrapRecord,
  type JsonRecord,
} from '../../../data/api/envelope';
import type { SignedIn } from '../../../data/session/session-store';

export const AUTH_DEFAULT_ERRORS = defineMessages({
  login: 'Login failed',
  sendCode: 'Failed to send OTP',
  register: 'Registration failed',
  currentUser: 'Failed to get user data',
  updateProfile: 'Failed to update profile',
  resetPassword: 'Failed to reset password',
});

export const ANSWER_ERRORS = defineMessages({
  invalidToken: 'Invalid authentication token received',
  invalidUser: 'Invalid user data received',
});

const SIGN_IN_KEYS = ['access_token', 'accessToken', 'token', 'user'];

function signInBody(body: unknown): JsonRecord {
  if (isRecord(body) && SIGN_IN_KEYS.some((key) => key in body)) return body;
  const inner = unwrap(body);
  return isRecord(inner) ? inner : {};
}

/** Whether an answer carries a sign-in at all (reset-password may or may not). */
export function hasSignIn(body: unknown): boolean {
  const answer = signInBody(body);
  return readField(answer, 'access_token', 'token') !== undefined;
}

export function readSignInAnswer(body: unknown): SignedIn {
  const answer = signInBody(body);
  const token = readField(answer, 'access_token', 'token');
  if (token !== undefined && typeof token !== 'string') throw new Error(ANSWER_ERRORS.invalidToken);
  const user = answer.user;
  if (user !== undefined && user !== null && !isRecord(user)) throw new Error(ANSWER_ERRORS.invalidUser);
  if (typeof token !== 'string' || token === '') throw new Error(ANSWER_ERRORS.invalidToken);
  if (!isRecord(user)) throw new Error(ANSWER_ERRORS.invalidUser);
  return {
    token,
    user: toUser(user),
    role: readString(answer, 'role') ?? null,
    schoolId: readString(answer, 'schoolId') ?? null,
    firstSignIn: answer.first_sign_in === true,
  };
}

/** The user inside `{ data: user }` (or a bare user). */
export function readUserAnswer(body: unknown): User {
  const record = unwrapRecord(body, ['user']);
  if (!record) throw new Error(ANSWER_ERRORS.invalidUser);
  return toUser(record);
}

export function toUser(raw: JsonRecord): User {
  const text = (name: string, ...aliases: string[]) => readString(raw, name, ...aliases) ?? null;
  return {
    _id: readString(raw, '_id', 'id') ?? '',
    name: text('name'),
    firstName: text('firstName'),
    lastName: text('lastName'),
    email: readString(raw, 'email') ?? '',
    phone: text('phone'),
    company: text('company'),
    website: text('website'),
    country: text('country'),
    address: text('address'),
    profileImage: text('profileImage'),
    role: roleOf(readString(raw, 'role')),
    isVerified: readField(raw, 'isVerified') === true,
    schoolId: text('schoolId'),
    createdAt: readString(raw, 'createdAt') ?? '',
    updatedAt: readString(raw, 'updatedAt') ?? '',
    version: readNumber(raw, 'version'),
  };
}

/** The answer's own message, if it has one (send-otp, reset-password). */
export function readMessage(body: unknown): string | null {
  return isRecord(body) && typeof body.message === 'string' && body.message.trim() !== ''
    ? body.message
    : null;
}
