import { t } from '../i18n/i18n';

/** Words of the shared interface that only assistive technology hears (labels, announcements). */
export const UI_TEXTS = {
  /** The header's sync button and what is announced when the state changes. */
  syncStatus: (state: string) => t('Sync status: {state}', { state }),
} as const;
