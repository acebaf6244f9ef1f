/** The description of /api/auth (server/openapi). */
import {
  OtpLoginSchema,
  PasswordLoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SendOtpSchema,
} from '../../../src/domain/auth/auth-schemas';
import { IDEMPOTENCY_KEY, IF_MATCH, type RouteTable } from '../../openapi/route-doc';
import { SendOtpQuery } from './auth-routes';
import { SessionIdParams } from './sessions-routes';

const SIGNED_IN = { status: 200, description: 'Signed in', schema: 'SignIn' } as const;

export const authDocs: RouteTable = {
  'POST /api/auth/send-otp': {
    summary: 'Mail a 6-digit sign-in or reset code (10 minutes, single use)',
    description:
      'Answers the same, in the same time, for an address with an account and one without: the account is looked up and the code made and mailed after the answer; only a real account gets a mail. Rate limited.',
    query: SendOtpQuery,
    body: SendOtpSchema,
    answer: { status: 200, description: 'The code is on its way (if the account exists)', schema: 'Message' },
  },
  'POST /api/auth/login': {
    summary: 'Sign in with a password or a one-time code',
    description:
      '`{ email, password, extended_token_expiry? }` or `{ email, otp }`. Tokens last 12 hours, 30 days with `extended_token_expiry`. With two-factor sign-in on, the right password answers `{ success, twoFactorRequired: true, challenge, message }` without a token and mails a code; `{ email, otp, challenge }` then signs in (a plain code sign-in is refused for such an account). Rate limited.',
    body: [PasswordLoginSchema, OtpLoginSchema],
    answer: { ...SIGNED_IN, schema: 'SignInOrChallenge' },
    refusals: {
      401: 'A wrong email or password, or a wrong or expired code (`unauthorized`); a deactivated account (`account_deactivated`)',
    },
  },
  'POST /api/auth/reset-password': {
    summary: 'Set a new password with a code from send-otp',
    description: 'Rate limited.',
    body: ResetPasswordSchema,
    answer: { status: 200, description: 'The password is changed', schema: 'Message' },
    refusals: { 401: 'A wrong or expired code' },
  },
  'POST /api/auth/register': {
    summary: 'Create an account (role `user`, no school, unverified) and mail it a sign-in code',
    description:
      'Answers the same, in the same time, for a new address and one that has an account, and signs nobody in. After the answer, a new address gets its account and a 6-digit sign-in code (`POST /api/auth/login` with `{ email, otp }` signs in and verifies the address); an address with an account is left unchanged and its owner gets a mail saying someone tried to register it. `role`, `schoolId`, `isVerified` and `_id` in the body are ignored. Rate limited.',
    body: RegisterSchema,
    answer: { status: 202, description: 'Check your email', schema: 'Message' },
  },
  'GET /api/auth/me': {
    summary: 'The signed-in user',
    answer: { status: 200, description: 'The user under `data`', schema: 'Data' },
  },
  'PUT /api/auth/profile': {
    summary: "Change one's own profile",
    body: ProfileSchema,
    headers: [IDEMPOTENCY_KEY, IF_MATCH],
    answer: { status: 200, description: 'The user as stored', schema: 'Data' },
  },
  'POST /api/auth/logout': {
    summary: 'End this session',
    description: 'Its token answers 401 `session_ended` from then on.',
    answer: { status: 200, description: 'Signed out', schema: 'Message' },
  },
  'POST /api/auth/logout-all': {
    summary: 'Sign out everywhere: end every session of this user, this one included',
    answer: { status: 200, description: 'Signed out on every device', schema: 'Message' },
  },
  'GET /api/auth/sessions': {
    summary: "This user's live sessions, most recently used first",
    description: 'Each: `id`, `deviceLabel`, `createdAt`, `lastUsedAt` (to the minute), `current`.',
    answer: { status: 200, description: 'The sessions under `data`', schema: 'Data' },
  },
  'DELETE /api/auth/sessions/:id': {
    summary: "End one of one's own sessions",
    description: "An unknown, ended or other person's session is 404 'Session not found'.",
    params: SessionIdParams,
    answer: { status: 200, description: 'Ended', schema: 'Message' },
  },
};
