import type * as v from 'valibot';
import type { RegisterSchema } from '../../../domain/auth/auth-schemas';
import { request } from '../../../data/api/request';
import { useSession, type SignedIn } from '../../../data/session/session-store';
import { readSignInAnswer } from './auth-answers';

export type Registration = v.InferOutput<typeof RegisterSchema>;

/** Registration signs the new account in; the server ignores role and school in the body. */
export async function register(input: Registration): Promise<SignedIn> {
  const answer = readSignInAnswer(
    await request('/auth/register', { method: 'POST', body: input, auth: false }),
  );
  useSession.getState().signIn(answer);
  return answer;
}
