import type * as v from 'valibot';
import type { SEND_OTP_SOURCES, SendOtpSchema } from '../../../domain/auth/auth-schemas';
import { request } from '../../../data/api/request';
import { useMutation } from '../../../data/api/use-mutation';
import { AUTH_DEFAULT_ERRORS, readMessage } from './auth-answers';

export type SendCodeInput = v.InferOutput<typeof SendOtpSchema> & {
  source: (typeof SEND_OTP_SOURCES)[number];
};

/** E-mails a one-time code; resolves to the server's message, if any. */
export async function sendCode({ email, source }: SendCodeInput): Promise<string | null> {
  const answer = await request('/auth/send-otp', {
    method: 'POST',
    query: { source },
    body: { email },
    auth: false,
  });
  return readMessage(answer);
}

export const useSendCode = () => useMutation(sendCode, AUTH_DEFAULT_ERRORS.sendCode);
