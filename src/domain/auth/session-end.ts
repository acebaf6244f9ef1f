/**
 * Why the server refused a session (docs/architecture.md, "The session on the device"): it expired
 * (or was signed out elsewhere), and the person signs in again with their unsent changes kept; or the
 * account was deactivated, and the device forgets that person's data and unsent changes at once.
 */
export type SessionEnd = 'expired' | 'deactivated';

/** The end a 401 answer's `errorType` says. */
export const sessionEndOf = (errorType: unknown): SessionEnd =>
  errorType === 'account_deactivated' ? 'deactivated' : 'expired';
