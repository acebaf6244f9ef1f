import { useState } from 'react';
import { AUTH_MESSAGES } from '../../domain/auth/auth-schemas';
import { t } from '../../i18n/i18n';
import { notifyError } from '../../ui/toast';
import { useSendCode, type SendCodeInput } from './api/send-code';

/** Sending (and resending) a one-time code, shared by code sign-in and password reset. */
export function useCodeSender(source: SendCodeInput['source']) {
  const sender = useSendCode();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [lastEmail, setLastEmail] = useState<string | null>(null);

  const send = async (email: string): Promise<boolean> => {
    setNotice(null);
    setLastEmail(email);
    const result = await sender.run({ email, source });
    if (!result.ok) {
      notifyError(result.error);
      return false;
    }
    setSentTo(email);
    setNotice(result.data ?? t(AUTH_MESSAGES.codeSent, { email }));
    return true;
  };

  /** A code that came another way (an administrator sent it): straight to the code step, nothing sent. */
  const skipToCode = (email: string) => {
    setLastEmail(email);
    setSentTo(email);
    setNotice(null);
    sender.clearError();
  };

  const changeEmail = () => {
    setSentTo(null);
    setNotice(null);
    sender.clearError();
  };

  const clearMessages = () => {
    setNotice(null);
    sender.clearError();
  };

  return {
    send,
    skipToCode,
    sentTo,
    lastEmail,
    notice,
    pending: sender.pending,
    error: sender.error,
    changeEmail,
    clearMessages,
  };
}
