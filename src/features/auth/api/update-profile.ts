import type * as v from 'valibot';
import type { ProfileSchema } from '../../../domain/auth/auth-schemas';
import type { User } from '../../../domain/auth/user';
import { request } from '../../../data/api/request';
import { useSession } from '../../../data/session/session-store';
import { readUserAnswer } from './auth-answers';

export type ProfileUpdate = v.InferOutput<typeof ProfileSchema>;

export async function updateProfile(input: ProfileUpdate): Promise<User> {
  const user = readUserAnswer(await request('/auth/profile', { method: 'PUT', body: input }));
  useSession.getState().setUser(user);
  return user;
}
