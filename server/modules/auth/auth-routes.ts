/** The authentication routes and their description, under /api/auth (docs/api.md, "Routes"). */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import {
  AUTH_MESSAGES,
  OtpLoginSchema,
  PasswordLoginSchema,
  ProfileSchema,
  RegisterSchema,
  ResetPasswordSchema,
  SendOtpSchema,
} from '../../../src/domain/auth/auth-schemas';
import { defineMessages } from '../../../src/domain/i18n/languages';
import { BODY_LIMITS } from '../../http/body-limits';
import { requestLanguage, translate } from '../../i18n/translate';
import { expectedVersion, runWrite } from '../../http/write';
import { declareRoute } from '../../kit/declared-route';
import { IDEMPOTENCY_KEY, IF_MATCH } from '../../openapi/route-doc';
import * as auth from './auth-service';
import { settingsRoutes } from '../settings';
import { sessionsRoutes } from './sessions-routes';
import { signInRoute } from './sign-in-limits';
import { findUserById, toUserView } from './users-repository';

const SEND_OTP_MESSAGES = defineMessages({ sourceInvalid: 'Invalid source' });

const SendOtpQuery = v.object({
  source: v.optional(v.picklist(['login', 'reset'], SEND_OTP_MESSAGES.sourceInvalid), 'login'),
});
const signInFrom = (request: FastifyRequest): auth.SignInFrom => ({
  userAgent: request.headers['user-agent'],
  language: requestLanguage(request),
});
const isCodeLogin = (body: unknown) => typeof body === 'object' && body !== null && 'otp' in body;
const SIGNED_IN = { status: 200, description: 'Signed in', schema: 'SignIn' } as const;

export async function authRoutes(app: FastifyInstance) {
  /** A public sign-in route: its per-address and per-account limits, a small body. */
  const signIn = (name: string, perAccount: number) => {
    const { config, bodyLimit, preHandler } = signInRoute(app, name, perAccount);
    return {
      method: 'POST',
      access: config.access,
      bodyLimit,
      more: { config: { rateLimit: config.rateLimit }, preHandler },
    } as const;
  };

  declareRoute(
    app,
    {
      ...signIn('send-otp', 5),
      url: '/send-otp',
      summary: 'Mail a 6-digit sign-in or reset code (10 minutes, single use)',
      description:
        'Answers the same, in the same time, for an address with an account and one without: the account is looked up and the code made and mailed after the answer; only a real account gets a mail. Rate limited.',
      query: SendOtpQuery,
      body: SendOtpSchema,
      answer: {
        status: 200,
        description: 'The code is on its way (if the account exists)',
        schema: 'Message',
      },
    },
    async ({ query: { source }, body: { email } }, request, reply) => {
      const language = requestLanguage(request);
      auth.sendCode(app, reply, email, source, language);
      return { success: true, message: translate(language, AUTH_MESSAGES.codeSent, { email }) };
    },
  );

  declareRoute(
    app,
    {
      ...signIn('login', 10),
      url: '/login',
      summary: 'Sign in with a password or a one-time code',
      description:
        '`{ email, password, extended_token_expiry? }` or `{ email, otp }`. Tokens last 12 hours, 30 days with `extended_token_expiry`. With two-factor sign-in on, the right password answers `{ success, twoFactorRequired: true, challenge, message }` without a token and mails a code; `{ email, otp, challenge }` then signs in (a plain code sign-in is refused for such an account). Rate limited.',
      body: [PasswordLoginSchema, OtpLoginSchema],
      pickBody: (body) => (isCodeLogin(body) ? OtpLoginSchema : PasswordLoginSchema),
      answer: { ...SIGNED_IN, schema: 'SignInOrChallenge' },
      refusals: {
        401: 'A wrong email or password, or a wrong or expired code (`unauthorized`); a deactivated account (`account_deactivated`)',
      },
    },
    async ({ body }, request) =>
      'otp' in body
        ? auth.loginWithCode(app, body, signInFrom(request))
        : auth.loginWithPassword(app, body, signInFrom(request)),
  );

  declareRoute(
    app,
    {
      ...signIn('reset-password', 10),
      url: '/reset-password',
      summary: 'Set a new password with a code from send-otp',
      description: 'Rate limited.',
      body: ResetPasswordSchema,
      answer: { status: 200, description: 'The password is changed', schema: 'Message' },
      refusals: { 401: 'A wrong or expired code' },
    },
    async ({ body }) => {
      await auth.resetPassword(app, body);
      return { success: true, message: AUTH_MESSAGES.passwordChanged };
    },
  );

  // The same answer whether the address is new or has an account: the account is made, or its owner
  // told, after the answer (auth.register).
  declareRoute(
    app,
    {
      ...signIn('register', 5),
      url: '/register',
      summary: 'Create an account (role `user`, no school, unverified) and mail it a sign-in code',
      description:
        'Answers the same, in the same time, for a new address and one that has an account, and signs nobody in. After the answer, a new address gets its account and a 6-digit sign-in code (`POST /api/auth/login` with `{ email, otp }` signs in and verifies the address); an address with an account is left unchanged and its owner gets a mail saying someone tried to register it. `role`, `schoolId`, `isVerified` and `_id` in the body are ignored. Rate limited.',
      body: RegisterSchema,
      answer: { status: 202, description: 'Check your email', schema: 'Message' },
    },
    async ({ body: input }, request, reply) => {
      const language = requestLanguage(request);
      await auth.register(app, reply, input, language);
      reply.status(202);
      return {
        success: true,
        message: translate(language, AUTH_MESSAGES.registered, { email: input.email }),
      };
    },
  );

  declareRoute(
    app,
    {
      method: 'GET',
      url: '/me',
      access: 'authenticated',
      summary: 'The signed-in user',
      answer: { status: 200, description: 'The user under `data`', schema: 'Data' },
    },
    async (_input, request) => {
      const user = await findUserById(app.db, request.currentUser.id);
      return { success: true, data: user && toUserView(user) };
    },
  );

  declareRoute(
    app,
    {
      method: 'PUT',
      url: '/profile',
      access: 'authenticated',
      bodyLimit: BODY_LIMITS.small,
      summary: "Change one's own profile",
      body: ProfileSchema,
      headers: [IDEMPOTENCY_KEY, IF_MATCH],
      answer: { status: 200, description: 'The user as stored', schema: 'Data' },
    },
    async ({ body }, request, reply) => {
      const data = await runWrite(request, reply, (context) =>
        auth.updateProfile(context, request.currentUser.id, body, expectedVersion(request)),
      );
      return { success: true, data };
    },
  );

  await app.register(sessionsRoutes);
  await app.register(settingsRoutes);
}
