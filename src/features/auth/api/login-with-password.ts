import type * as v from 'valibot';
import type { PasswordLoginSchema } from '../../../domain/auth/auth-schemas';
import { isRecord } from '../../../data/api/envelope';
import { request } from '../../../data/api/request';
import { useMutation } from '../../../data/api/use-mutation';
import { useSession, type SignedIn } from '../../../data/session/session-store';
import { AUTH_DEFAULT_ERRORS, readSignInAnswer } from './auth-answers';

export type PasswordLogin = v.InferOutput<typeof PasswordLoginSchema>;

/** Two-factor sign-in is on: the password was right and a code is on its way (nobody is signed in yet). */
export interface SecondStep {
  challenge: string;
  message: string;
}

export type PasswordOutcome = { signedIn: SignedIn } | { secondStep: SecondStep };

export async function loginWithPassword({
  email,
  password,
  extended_token_expiry,
}: PasswordLogin): Promise<PasswordOutcome> {
  // 'Remember me' is sent only when ticked.
  const body = { email, password, ...(extended_token_expiry ? { extended_token_expiry: true } : {}) };
  const raw = await request('/auth/login', { method: 'POST', body, auth: false });
  if (isRecord(raw) && raw.twoFactorRequired === true && typeof raw.challenge === 'string') {
    return {
      secondStep: { challenge: raw.challenge, message: typeof raw.message === 'string' ? raw.message : '' },
    };
  }
  const answer = readSignInAnswer(raw);
  useSession.getState().signIn(answer);
  return { signedIn: answer };
}

export const useLoginWithPassword = () => useMutation(loginWithPassword, AUTH_DEFAULT_ERRORS.login);
