import type * as v from 'valibot';
import type { OtpLoginSchema } from '../../../domain/auth/auth-schemas';
import { request } from '../../../data/api/request';
import { useMutation } from '../../../data/api/use-mutation';
import { useSession, type SignedIn } from '../../../data/session/session-store';
import { AUTH_DEFAULT_ERRORS, readSignInAnswer } from './auth-answers';

export type CodeLogin = v.InferOutput<typeof OtpLoginSchema>;

/** The code stays a 6-digit string: a number would lose its leading zeros. */
export async function loginWithCode({
  email,
  otp,
  challenge,
  extended_token_expiry,
}: CodeLogin): Promise<SignedIn> {
  const body = {
    email,
    otp,
    ...(challenge ? { challenge } : {}),
    ...(extended_token_expiry ? { extended_token_expiry: true } : {}),
  };
  const answer = readSignInAnswer(await request('/auth/login', { method: 'POST', body, auth: false }));
  useSession.getState().signIn(answer);
  return answer;
}

export const useLoginWithCode = () => useMutation(loginWithCode, AUTH_DEFAULT_ERRORS.login);
