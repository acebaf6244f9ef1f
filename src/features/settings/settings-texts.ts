/** The Settings screen's words: its section and toggle names. */
import { t, texts } from '../../i18n/i18n';

export const SETTINGS_TEXTS = texts({
  title: 'Settings',
  subtitle: 'Your own settings: they follow you to every device you sign in on.',
  notifications: 'Notifications',
  email: 'Email',
  emailHint: 'A mail when a change of yours is refused or in conflict and has waited more than a day.',
  push: 'Push',
  pushHint:
    'Not available: Shala Admin has no push notification service. Changes needing attention show under the bell.',
  security: 'Security',
  twoFactor: 'Two-Factor Authentication',
  twoFactorHint: 'After your password, sign-in asks for a one-time code sent to your e-mail.',
  sessions: 'Session Management',
  sessionsHint:
    'The devices signed in to your account. Signing a device out ends its session on its next request.',
  appearance: 'Appearance',
  darkMode: 'Dark Mode',
  themeSystem: 'Follow this device’s setting',
  themeLight: 'Light',
  themeDark: 'Dark',
  compactView: 'Compact View',
  compactHint: 'Tighter spacing and table rows, to see more at once.',
  savedOnServer: 'Saved to your account.',
  savedOnDevice: 'Saved on this device. It reaches your account when the connection returns.',
  unknown: 'Settings from this device: your account’s copy has not been read yet.',
} as const);

export const SESSION_TEXTS = texts({
  thisDevice: 'This device',
  signOut: 'Sign out',
  signingOut: 'Signing out...',
  signOutOthers: 'Sign out all other devices',
  signOutAll: 'Sign out everywhere',
  confirmAllTitle: 'Sign out everywhere',
  confirmAll: 'Every device signed in to your account, this one included, will need to sign in again.',
  none: 'No other device is signed in.',
  offline: 'Your signed-in devices are shown when this device is online.',
  loadFailed: 'Could not load your signed-in devices.',
  ended: 'That device has been signed out.',
  othersEnded: (count: number) =>
    count === 1
      ? t('One other device has been signed out.')
      : t('{count} other devices have been signed out.', { count }),
  signOutDevice: (device: string) => t('Sign out {device}', { device }),
  usedAndSignedIn: (used: string, signedIn: string) =>
    t('Last used {used} · Signed in {signedIn}', { used, signedIn }),
  unknownDevice: 'Unknown device',
} as const);
