import type * as v from 'valibot';
import type { RegisterSchema } from '../../../domain/auth/auth-schemas';
import { request } from '../../../data/api/request';
import { readMessage } from './auth-answers';

export type Registration = v.InferOutput<typeof RegisterSchema>;

/**
 * Asks for an account; resolves to the server's message ('Check your email …'). It signs nobody in: the
 * server answers alike whether the address already has an account, and mails a new one a sign-in code
 * (`loginWithCode`). The server ignores role and school in the body.
 */
export async function register(input: Registration): Promise<string | null> {
  return readMessage(await request('/auth/register', { method: 'POST', body: input, auth: false }));
}
