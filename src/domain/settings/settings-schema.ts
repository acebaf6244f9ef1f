/** A person's own settings: validated by the Settings screen and by the server alike. */
import * as v from 'valibot';
import { LANGUAGES, defineMessages, isLanguage, type Language } from '../i18n/languages';

export const THEMES = ['system', 'light', 'dark'] as const;
export type Theme = (typeof THEMES)[number];

export const SETTINGS_MESSAGES = defineMessages({
  onOff: 'Must be on (true) or off (false)',
  theme: 'Theme must be system, light or dark',
  language: 'Language must be en, mr or hi',
  saved: 'Settings saved',
  keyInvalid: 'Invalid change key',
  discarded: 'Nothing waits for this change any more.',
  refused: 'The server refused this change',
} as const);

const onOff = v.optional(v.boolean(SETTINGS_MESSAGES.onOff));

/** A change of some settings: only the fields sent change. */
export const SettingsChangeSchema = v.object({
  emailNotifications: onOff,
  twoFactor: onOff,
  theme: v.optional(v.picklist(THEMES, SETTINGS_MESSAGES.theme)),
  compactView: onOff,
  language: v.optional(v.picklist(LANGUAGES, SETTINGS_MESSAGES.language)),
});
export type SettingsChange = v.InferOutput<typeof SettingsChangeSchema>;

export interface UserSettings {
  emailNotifications: boolean;
  twoFactor: boolean;
  theme: Theme;
  compactView: boolean;
  /** The interface's language; null until the person chooses one (the device's language is used). */
  language: Language | null;
  /** 1 for the defaults of someone who never changed a setting. */
  version: number;
}

export const DEFAULT_SETTINGS: UserSettings = {
  emailNotifications: true,
  twoFactor: false,
  theme: 'system',
  compactView: false,
  language: null,
  version: 1,
};

export const isTheme = (value: unknown): value is Theme => THEMES.includes(value as Theme);

export const languageOrNull = (value: unknown): Language | null => (isLanguage(value) ? value : null);
