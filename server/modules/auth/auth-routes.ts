/** The authentication routes, under /api/auth (docs/api.md, "Routes"). */
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
import { limitBody } from '../../http/body-limits';
import { parseInput } from '../../http/validate';
import { requestLanguage, translate } from '../../i18n/translate';
import { expectedVersion, runWrite } from '../../http/write';
import * as auth from './auth-service';
import { settingsRoutes } from '../settings';
import { sessionsRoutes } from './sessions-routes';
import { signInRoute } from './sign-in-limits';
import { findUserById, toUserView } from './users-repository';

const SEND_OTP_MESSAGES = defineMessages({ sourceInvalid: 'Invalid source' });

export const SendOtpQuery = v.object({
  source: v.optional(v.picklist(['login', 'reset'], SEND_OTP_MESSAGES.sourceInvalid), 'login'),
});
const signInFrom = (request: FastifyRequest): auth.SignInFrom => ({
  userAgent: request.headers['user-agent'],
  language: requestLanguage(request),
});
const isCodeLogin = (body: unknown) => typeof body === 'object' && body !== null && 'otp' in body;

export async function authRoutes(app: FastifyInstance) {
  app.post('/send-otp', signInRoute(app, 'send-otp', 5), async (request, reply) => {
    const { source } = parseInput(SendOtpQuery, request.query);
    const { email } = parseInput(SendOtpSchema, request.body);
    const language = requestLanguage(request);
    auth.sendCode(app, reply, email, source, language);
    return { success: true, message: translate(language, AUTH_MESSAGES.codeSent, { email }) };
  });

  app.post('/login', signInRoute(app, 'login', 10), async (request) => {
    if (isCodeLogin(request.body)) {
      const input = parseInput(OtpLoginSchema, request.body);
      return auth.loginWithCode(app, input, signInFrom(request));
    }
    return auth.loginWithPassword(app, parseInput(PasswordLoginSchema, request.body), signInFrom(request));
  });

  app.post('/reset-password', signInRoute(app, 'reset-password', 10), async (request) => {
    await auth.resetPassword(app, parseInput(ResetPasswordSchema, request.body));
    return { success: true, message: AUTH_MESSAGES.passwordChanged };
  });

  // The same answer whether the address is new or has an account: the account is made, or its owner
  // told, after the answer (auth.register).
  app.post('/register', signInRoute(app, 'register', 5), async (request, reply) => {
    const input = parseInput(RegisterSchema, request.body);
    const language = requestLanguage(request);
    await auth.register(app, reply, input, language);
    reply.status(202);
    return { success: true, message: translate(language, AUTH_MESSAGES.registered, { email: input.email }) };
  });

  app.get('/me', async (request) => {
    const user = await findUserById(app.db, request.currentUser.id);
    return { success: true, data: user && toUserView(user) };
  });

  app.put('/profile', limitBody('small'), async (request, reply) => {
    const input = parseInput(ProfileSchema, request.body);
    const data = await runWrite(request, reply, (context) =>
      auth.updateProfile(context, request.currentUser.id, input, expectedVersion(request)),
    );
    return { success: true, data };
  });

  await app.register(sessionsRoutes);
  await app.register(settingsRoutes);
}
