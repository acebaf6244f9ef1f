import type * as v from 'valibot';
import type { ResetPasswordSchema } from '../../../domain/auth/auth-schemas';
import { request } from '../../../data/api/request';
import { useMutation } from '../../../data/api/use-mutation';
import { useSession, type SignedIn } from '../../../data/session/session-store';
import { AUTH_DEFAULT_ERRORS, hasSignIn, readMessage, readSignInAnswer } from './auth-answers';

export type ResetPassword = v.InferOutput<typeof ResetPasswordSchema>;

export interface ResetOutcome {
  message: string | null;
  /** Set when the server signed the person in with the new password. */
  signedIn: SignedIn | null;
}

export async function resetPassword(input: ResetPassword): Promise<ResetOutcome> {
  const answer = await request('/auth/reset-password', { method: 'POST', body: input, auth: false });
  const signedIn = hasSignIn(answer) ? readSignInAnswer(answer) : null;
  if (signedIn) useSession.getState().signIn(signedIn);
  return { message: readMessage(answer), signedIn };
}

export const useResetPassword = () => useMutation(resetPassword, AUTH_DEFAULT_ERRORS.resetPassword);
