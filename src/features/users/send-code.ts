/** 'Send sign-in code': the server mails the code at once, so it needs a connection (no outbox). */
import { request } from '../../data/api/request';

export async function sendSignInCode(userId: string): Promise<string> {
  const answer = await request<{ message: string }>(`/users/${encodeURIComponent(userId)}/send-code`, {
    method: 'POST',
  });
  return answer.message;
}
