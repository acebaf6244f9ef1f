import { defineMessages } from '../../domain/i18n/languages';
import { notifySuccess } from '../../ui/toast';
import type { SignedIn } from '../../data/session/session-store';

/** Shown through the message boxes and toasts, which say them in the chosen language. */
export const SIGN_IN_TEXTS = defineMessages({
  welcome: 'Login successful. Welcome back!',
  passwordReset: 'Your password has been changed. Sign in with your new password.',
  awaiting: 'Your account is waiting for an administrator to grant access.',
  stillWaiting: 'No access has been granted yet. Please try again later.',
  offline: 'Cannot reach the server. Check the connection and try again.',
});

/** The welcome toast appears when the signed-in user has a name. */
export function welcome({ user }: SignedIn): void {
  if (user.name && user.name.trim() !== '') notifySuccess(SIGN_IN_TEXTS.welcome);
}

/** What travels between the sign-in flows in the location state. */
export interface AuthLocationState {
  from?: string;
  email?: string;
  notice?: string;
}

export function readAuthState(state: unknown): AuthLocationState {
  if (typeof state !== 'object' || state === null) return {};
  const { from, email, notice } = state as Record<string, unknown>;
  return {
    ...(typeof from === 'string' ? { from } : {}),
    ...(typeof email === 'string' ? { email } : {}),
    ...(typeof notice === 'string' ? { notice } : {}),
  };
}
