import type * as v from 'valibot';
import type { PasswordLoginSchema } from '../../../domain/auth/auth-schemas';
import { request } from '../../../data/api/request';
import { useMutation } from '../../../data/api/use-mutation';
import { useSession, type SignedIn } from '../../../data/session/session-store';
import { AUTH_DEFAULT_ERRORS, readSignInAnswer } from './auth-answers';

export type PasswordLogin = v.InferOutput<typeof PasswordLoginSchema>;

export async function loginWithPassword({
  email,
  password,
  extended_token_expiry,
}: PasswordLogin): Promise<SignedIn> {
  // 'Remember me' is sent only when ticked (spec §7).
  const body = { email, password, ...(extended_token_expiry ? { extended_token_expiry: true } : {}) };
  const answer = readSignInAnswer(await request('/auth/login', { method: 'POST', body, auth: false }));
  useSession.getState().signIn(answer);
  return answer;
}

export const useLoginWithPassword = () => useMutation(loginWithPassword, AUTH_DEFAULT_ERRORS.login);
